import { historyFromJSON } from '@temporalio/common/lib/proto-utils';
import { describe, expect, it } from 'vitest';
import { toRunEvents } from './temporal-history';

const b64 = (s: string) => Buffer.from(s).toString('base64');
const payloads = (value: unknown) => ({
  payloads: [{ metadata: { encoding: b64('json/plain') }, data: b64(JSON.stringify(value)) }],
});
const time = '2026-11-22T10:00:00Z';

// A history as `temporal workflow show --output json` prints it, trimmed to the events that matter.
const history = historyFromJSON({
  events: [
    {
      eventId: '1',
      eventTime: time,
      eventType: 'EVENT_TYPE_WORKFLOW_EXECUTION_STARTED',
      workflowExecutionStartedEventAttributes: {
        workflowType: { name: 'analyzeIdea' },
        input: payloads({ ideaId: 'i' }),
      },
    },
    {
      eventId: '2',
      eventTime: time,
      eventType: 'EVENT_TYPE_WORKFLOW_TASK_SCHEDULED',
      workflowTaskScheduledEventAttributes: { taskQueue: { name: 'roundwise' } },
    },
    {
      eventId: '5',
      eventTime: time,
      eventType: 'EVENT_TYPE_ACTIVITY_TASK_SCHEDULED',
      activityTaskScheduledEventAttributes: {
        activityId: '1',
        activityType: { name: 'loadIdea' },
        input: payloads('i'),
      },
    },
    {
      eventId: '7',
      eventTime: time,
      eventType: 'EVENT_TYPE_ACTIVITY_TASK_COMPLETED',
      activityTaskCompletedEventAttributes: { scheduledEventId: '5', result: payloads({ id: 'i' }) },
    },
    {
      eventId: '11',
      eventTime: time,
      eventType: 'EVENT_TYPE_ACTIVITY_TASK_SCHEDULED',
      activityTaskScheduledEventAttributes: { activityId: '2', activityType: { name: 'matchInvestors' } },
    },
    {
      eventId: '13',
      eventTime: time,
      eventType: 'EVENT_TYPE_ACTIVITY_TASK_FAILED',
      activityTaskFailedEventAttributes: { scheduledEventId: '11', failure: { message: 'index offline' } },
    },
    {
      eventId: '17',
      eventTime: time,
      eventType: 'EVENT_TYPE_WORKFLOW_EXECUTION_FAILED',
      workflowExecutionFailedEventAttributes: {
        failure: {
          message: 'Activity task failed',
          activityFailureInfo: { activityType: { name: 'matchInvestors' } },
          cause: { message: 'index offline' },
        },
      },
    },
  ],
});

describe('toRunEvents', () => {
  it('maps a Temporal history to the event kinds and payloads the local engine records', () => {
    const events = toRunEvents('run-1', history);
    expect(events.map(({ seq, type, activity, payload }) => ({ seq, type, activity, payload }))).toEqual([
      { seq: 1, type: 'WorkflowExecutionStarted', activity: null, payload: { input: { ideaId: 'i' } } },
      { seq: 5, type: 'ActivityTaskScheduled', activity: 'loadIdea', payload: { activityId: 1, input: 'i' } },
      {
        seq: 7,
        type: 'ActivityTaskCompleted',
        activity: 'loadIdea',
        payload: { activityId: 1, result: { id: 'i' } },
      },
      {
        seq: 11,
        type: 'ActivityTaskScheduled',
        activity: 'matchInvestors',
        payload: { activityId: 2, input: null },
      },
      {
        seq: 13,
        type: 'ActivityTaskFailed',
        activity: 'matchInvestors',
        payload: { activityId: 2, error: 'index offline', willRetry: false },
      },
      {
        seq: 17,
        type: 'WorkflowExecutionFailed',
        activity: null,
        payload: { error: 'Activity matchInvestors failed: index offline' },
      },
    ]);
    expect(events[0]?.createdAt.toISOString()).toBe('2026-11-22T10:00:00.000Z');
    expect(events.every((e) => e.runId === 'run-1')).toBe(true);
  });

  it('keeps who asked to cancel or terminate, and why, and which worker ran each attempt', () => {
    const stopped = historyFromJSON({
      events: [
        {
          eventId: '5',
          eventTime: time,
          eventType: 'EVENT_TYPE_ACTIVITY_TASK_SCHEDULED',
          activityTaskScheduledEventAttributes: { activityId: '1', activityType: { name: 'crawlPortfolio' } },
        },
        {
          eventId: '6',
          eventTime: time,
          eventType: 'EVENT_TYPE_ACTIVITY_TASK_STARTED',
          activityTaskStartedEventAttributes: { scheduledEventId: '5', attempt: 2, identity: '42@worker-b' },
        },
        {
          eventId: '8',
          eventTime: time,
          eventType: 'EVENT_TYPE_WORKFLOW_EXECUTION_CANCEL_REQUESTED',
          workflowExecutionCancelRequestedEventAttributes: {
            cause: 'Wrong investor',
            identity: 'workbench:o@x',
          },
        },
        {
          eventId: '12',
          eventTime: time,
          eventType: 'EVENT_TYPE_ACTIVITY_TASK_CANCELED',
          activityTaskCanceledEventAttributes: { scheduledEventId: '5' },
        },
        {
          eventId: '14',
          eventTime: time,
          eventType: 'EVENT_TYPE_WORKFLOW_EXECUTION_CANCELED',
          workflowExecutionCanceledEventAttributes: {},
        },
        {
          eventId: '15',
          eventTime: time,
          eventType: 'EVENT_TYPE_WORKFLOW_EXECUTION_TERMINATED',
          workflowExecutionTerminatedEventAttributes: { reason: 'Stuck', identity: 'workbench:o@x' },
        },
      ],
    });
    expect(
      toRunEvents('r', stopped).map(({ type, activity, payload }) => ({ type, activity, payload })),
    ).toEqual([
      { type: 'ActivityTaskScheduled', activity: 'crawlPortfolio', payload: { activityId: 1, input: null } },
      {
        type: 'ActivityTaskStarted',
        activity: 'crawlPortfolio',
        payload: { activityId: 1, attempt: 2, identity: '42@worker-b' },
      },
      {
        type: 'WorkflowExecutionCancelRequested',
        activity: null,
        payload: { reason: 'Wrong investor', identity: 'workbench:o@x' },
      },
      { type: 'ActivityTaskCanceled', activity: 'crawlPortfolio', payload: { activityId: 1 } },
      { type: 'WorkflowExecutionCanceled', activity: null, payload: { reason: 'Wrong investor' } },
      {
        type: 'WorkflowExecutionTerminated',
        activity: null,
        payload: { reason: 'Stuck', identity: 'workbench:o@x' },
      },
    ]);
  });
});
