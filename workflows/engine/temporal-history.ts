import { defaultPayloadConverter } from '@temporalio/common';
import type { History } from '@temporalio/common/lib/proto-utils';
// @temporalio/proto is CommonJS: Node's ESM loader gives it only a default export.
import proto from '@temporalio/proto';
import type { JsonValue, WorkflowEventType } from '../shared';
import type { RunEvent } from './engine';

type HistoryEvent = proto.temporal.api.history.v1.IHistoryEvent;
type Payloads = proto.temporal.api.common.v1.IPayloads | null | undefined;
const EventType = proto.temporal.api.enums.v1.EventType;

/** The first payload of a list, decoded (our activities and workflows take and return one value). */
function first(payloads: Payloads): JsonValue {
  const payload = payloads?.payloads?.[0];
  return payload ? ((defaultPayloadConverter.fromPayload(payload) ?? null) as JsonValue) : null;
}

function kindOf(event: HistoryEvent): WorkflowEventType | null {
  switch (event.eventType) {
    case EventType.EVENT_TYPE_WORKFLOW_EXECUTION_STARTED:
      return 'WorkflowExecutionStarted';
    case EventType.EVENT_TYPE_ACTIVITY_TASK_SCHEDULED:
      return 'ActivityTaskScheduled';
    case EventType.EVENT_TYPE_ACTIVITY_TASK_COMPLETED:
      return 'ActivityTaskCompleted';
    case EventType.EVENT_TYPE_ACTIVITY_TASK_FAILED:
      return 'ActivityTaskFailed';
    case EventType.EVENT_TYPE_WORKFLOW_EXECUTION_COMPLETED:
      return 'WorkflowExecutionCompleted';
    case EventType.EVENT_TYPE_WORKFLOW_EXECUTION_FAILED:
      return 'WorkflowExecutionFailed';
    default:
      return null;
  }
}

/**
 * A Temporal history as the events the local engine records: the same kinds, the activity named on each,
 * payloads decoded. Workflow-task and timer events carry nothing the workbench draws and are left out.
 */
export function toRunEvents(runId: string, history: History): RunEvent[] {
  const scheduled = new Map<number, { name: string; activityId: number }>();
  const events: RunEvent[] = [];
  for (const event of history.events ?? []) {
    const type = kindOf(event);
    if (!type) continue;
    const seq = Number(event.eventId ?? 0);
    const createdAt = new Date(
      Number(event.eventTime?.seconds ?? 0) * 1000 + (event.eventTime?.nanos ?? 0) / 1e6,
    );
    const base = { runId, seq, type, createdAt };
    if (type === 'WorkflowExecutionStarted') {
      const input = first(event.workflowExecutionStartedEventAttributes?.input);
      events.push({ ...base, activity: null, payload: { input } });
    } else if (type === 'ActivityTaskScheduled') {
      const attrs = event.activityTaskScheduledEventAttributes;
      const activity = { name: attrs?.activityType?.name ?? '', activityId: Number(attrs?.activityId) };
      scheduled.set(seq, activity);
      events.push({
        ...base,
        activity: activity.name,
        payload: { activityId: activity.activityId, input: first(attrs?.input) },
      });
    } else if (type === 'ActivityTaskCompleted') {
      const attrs = event.activityTaskCompletedEventAttributes;
      const activity = scheduled.get(Number(attrs?.scheduledEventId));
      const payload = { activityId: activity?.activityId ?? null, result: first(attrs?.result) };
      events.push({ ...base, activity: activity?.name ?? null, payload });
    } else if (type === 'ActivityTaskFailed') {
      const attrs = event.activityTaskFailedEventAttributes;
      const activity = scheduled.get(Number(attrs?.scheduledEventId));
      const error = attrs?.failure?.cause?.message ?? attrs?.failure?.message ?? '';
      events.push({
        ...base,
        activity: activity?.name ?? null,
        payload: { activityId: activity?.activityId ?? null, error, willRetry: false },
      });
    } else if (type === 'WorkflowExecutionCompleted') {
      const result = first(event.workflowExecutionCompletedEventAttributes?.result);
      events.push({ ...base, activity: null, payload: { result } });
    } else {
      const failure = event.workflowExecutionFailedEventAttributes?.failure;
      events.push({
        ...base,
        activity: null,
        payload: { error: failure?.cause?.message ?? failure?.message ?? '' },
      });
    }
  }
  return events;
}
