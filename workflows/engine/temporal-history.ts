import { defaultPayloadConverter } from '@temporalio/common';
import type { History } from '@temporalio/common/lib/proto-utils';
// @temporalio/proto is CommonJS: Node's ESM loader gives it only a default export.
import proto from '@temporalio/proto';
import type { JsonValue, WorkflowEventType } from '../shared';
import type { RunEvent } from './engine';

type Failure = proto.temporal.api.failure.v1.IFailure | null | undefined;
type Payloads = proto.temporal.api.common.v1.IPayloads | null | undefined;
const EventType = proto.temporal.api.enums.v1.EventType;

/** The first payload of a list, decoded (our activities and workflows take and return one value). */
function first(payloads: Payloads): JsonValue {
  const payload = payloads?.payloads?.[0];
  return payload ? ((defaultPayloadConverter.fromPayload(payload) ?? null) as JsonValue) : null;
}

const KINDS: Partial<Record<number, WorkflowEventType>> = {
  [EventType.EVENT_TYPE_WORKFLOW_EXECUTION_STARTED]: 'WorkflowExecutionStarted',
  [EventType.EVENT_TYPE_ACTIVITY_TASK_SCHEDULED]: 'ActivityTaskScheduled',
  [EventType.EVENT_TYPE_ACTIVITY_TASK_STARTED]: 'ActivityTaskStarted',
  [EventType.EVENT_TYPE_ACTIVITY_TASK_COMPLETED]: 'ActivityTaskCompleted',
  [EventType.EVENT_TYPE_ACTIVITY_TASK_FAILED]: 'ActivityTaskFailed',
  [EventType.EVENT_TYPE_ACTIVITY_TASK_TIMED_OUT]: 'ActivityTaskTimedOut',
  [EventType.EVENT_TYPE_ACTIVITY_TASK_CANCELED]: 'ActivityTaskCanceled',
  [EventType.EVENT_TYPE_WORKFLOW_EXECUTION_CANCEL_REQUESTED]: 'WorkflowExecutionCancelRequested',
  [EventType.EVENT_TYPE_WORKFLOW_EXECUTION_COMPLETED]: 'WorkflowExecutionCompleted',
  [EventType.EVENT_TYPE_WORKFLOW_EXECUTION_FAILED]: 'WorkflowExecutionFailed',
  [EventType.EVENT_TYPE_WORKFLOW_EXECUTION_CANCELED]: 'WorkflowExecutionCanceled',
  [EventType.EVENT_TYPE_WORKFLOW_EXECUTION_TERMINATED]: 'WorkflowExecutionTerminated',
};

/**
 * A failure as the local engine words it: "Activity loadIdea failed: Idea x not found" for an activity's failure
 * (Temporal wraps the activity's own error as the cause), the failure's own message otherwise.
 */
function failureText(failure: Failure): string {
  if (!failure) return '';
  const activity = failure.activityFailureInfo?.activityType?.name;
  const cause = failure.cause?.message;
  if (activity) return `Activity ${activity} failed: ${cause || failure.message || 'unknown error'}`;
  return cause ? `${failure.message}: ${cause}` : (failure.message ?? '');
}

/**
 * A Temporal history as the events the local engine records: the same kinds, the activity named on each,
 * payloads decoded. Workflow-task and timer events carry nothing the workbench draws and are left out.
 */
export function toRunEvents(runId: string, history: History): RunEvent[] {
  const scheduled = new Map<number, { name: string; activityId: number }>();
  const events: RunEvent[] = [];
  let cancelReason: JsonValue = null;
  for (const event of history.events ?? []) {
    const type = event.eventType == null ? undefined : KINDS[event.eventType];
    if (!type) continue;
    const seq = Number(event.eventId ?? 0);
    const createdAt = new Date(
      Number(event.eventTime?.seconds ?? 0) * 1000 + (event.eventTime?.nanos ?? 0) / 1e6,
    );
    const push = (activity: string | null, payload: JsonValue) =>
      events.push({ runId, seq, type, activity, payload, createdAt });
    const activityOf = (scheduledEventId: unknown) => {
      const a = scheduled.get(Number(scheduledEventId));
      return { name: a?.name ?? null, activityId: a?.activityId ?? null };
    };
    switch (type) {
      case 'WorkflowExecutionStarted':
        push(null, { input: first(event.workflowExecutionStartedEventAttributes?.input) });
        break;
      case 'ActivityTaskScheduled': {
        const attrs = event.activityTaskScheduledEventAttributes;
        const activity = { name: attrs?.activityType?.name ?? '', activityId: Number(attrs?.activityId) };
        scheduled.set(seq, activity);
        push(activity.name, { activityId: activity.activityId, input: first(attrs?.input) });
        break;
      }
      case 'ActivityTaskStarted': {
        const attrs = event.activityTaskStartedEventAttributes;
        const a = activityOf(attrs?.scheduledEventId);
        push(a.name, {
          activityId: a.activityId,
          attempt: attrs?.attempt ?? 1,
          identity: attrs?.identity ?? '',
        });
        break;
      }
      case 'ActivityTaskCompleted': {
        const attrs = event.activityTaskCompletedEventAttributes;
        const a = activityOf(attrs?.scheduledEventId);
        push(a.name, { activityId: a.activityId, result: first(attrs?.result) });
        break;
      }
      case 'ActivityTaskFailed':
      case 'ActivityTaskTimedOut': {
        const attrs = event.activityTaskFailedEventAttributes ?? event.activityTaskTimedOutEventAttributes;
        const a = activityOf(attrs?.scheduledEventId);
        const error = attrs?.failure?.cause?.message || attrs?.failure?.message || '';
        // Temporal records a failure only once its retries are spent (the earlier attempts are not events).
        push(a.name, { activityId: a.activityId, error, willRetry: false });
        break;
      }
      case 'ActivityTaskCanceled': {
        const a = activityOf(event.activityTaskCanceledEventAttributes?.scheduledEventId);
        push(a.name, { activityId: a.activityId });
        break;
      }
      case 'WorkflowExecutionCancelRequested': {
        const attrs = event.workflowExecutionCancelRequestedEventAttributes;
        cancelReason = attrs?.cause ?? '';
        push(null, { reason: cancelReason, identity: attrs?.identity ?? '' });
        break;
      }
      case 'WorkflowExecutionCompleted':
        push(null, { result: first(event.workflowExecutionCompletedEventAttributes?.result) });
        break;
      case 'WorkflowExecutionFailed':
        push(null, { error: failureText(event.workflowExecutionFailedEventAttributes?.failure) });
        break;
      case 'WorkflowExecutionCanceled':
        push(null, { reason: cancelReason });
        break;
      case 'WorkflowExecutionTerminated': {
        const attrs = event.workflowExecutionTerminatedEventAttributes;
        push(null, { reason: attrs?.reason ?? '', identity: attrs?.identity ?? '' });
        break;
      }
    }
  }
  return events;
}
