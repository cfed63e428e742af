import type { TAgentEvent, TWorkflowEvent } from '@core/contracts/workbench';
import { formatCount, formatDuration, humanize } from './format';

export type TimelineTone = 'neutral' | 'success' | 'danger' | 'info' | 'warning';

export interface TimelineItem {
  key: string;
  at: string;
  /** Milliseconds after the run started. */
  offsetMs: number;
  source: 'workflow' | 'agent';
  kind: string;
  title: string;
  detail: string | null;
  tone: TimelineTone;
  /** The activity the event belongs to, for highlighting its step. */
  activity: string | null;
}

const field = (payload: unknown, key: string): unknown =>
  payload && typeof payload === 'object' ? (payload as Record<string, unknown>)[key] : undefined;

/** "Wrong investor — by workbench:ada@example.com". */
function stopDetail(payload: unknown): string | null {
  const reason = field(payload, 'reason');
  const identity = field(payload, 'identity');
  const parts = [
    typeof reason === 'string' && reason ? reason : null,
    typeof identity === 'string' && identity ? `by ${identity}` : null,
  ];
  return parts.filter(Boolean).join(' — ') || null;
}

function workflowItem(e: TWorkflowEvent): Omit<TimelineItem, 'offsetMs'> {
  const activityId = field(e.payload, 'activityId');
  const step = e.activity
    ? `${humanize(e.activity)}${typeof activityId === 'number' ? ` (#${activityId})` : ''}`
    : '';
  const reused = field(e.payload, 'reused') === true ? 'reused from the earlier run' : null;
  const base = {
    key: `w${e.seq}`,
    at: e.createdAt,
    source: 'workflow' as const,
    kind: e.type,
    activity: e.activity,
  };
  switch (e.type) {
    case 'WorkflowExecutionStarted': {
      const rerunOf = field(e.payload, 'rerunOf');
      return {
        ...base,
        title: 'Workflow started',
        detail:
          typeof rerunOf === 'string'
            ? `re-run of ${rerunOf} from step #${field(e.payload, 'fromActivityId')}`
            : null,
        tone: 'info',
      };
    }
    case 'ActivityTaskScheduled':
      return { ...base, title: `${step} scheduled`, detail: reused, tone: 'neutral' };
    case 'ActivityTaskCompleted':
      return { ...base, title: `${step} completed`, detail: reused, tone: 'success' };
    case 'ActivityTaskFailed': {
      const attempt = field(e.payload, 'attempt');
      const willRetry = field(e.payload, 'willRetry') === true;
      const error = String(field(e.payload, 'error') ?? '');
      return {
        ...base,
        title: `${step} failed${typeof attempt === 'number' ? ` (attempt ${attempt})` : ''}`,
        detail: `${error}${willRetry ? ' — will retry' : ''}`,
        tone: willRetry ? 'warning' : 'danger',
      };
    }
    case 'ActivityTaskStarted': {
      const attempt = field(e.payload, 'attempt');
      const identity = field(e.payload, 'identity');
      return {
        ...base,
        title: `${step} started${typeof attempt === 'number' && attempt > 1 ? ` (attempt ${attempt})` : ''}`,
        detail: typeof identity === 'string' && identity ? `on worker ${identity}` : null,
        tone: 'neutral',
      };
    }
    case 'ActivityTaskTimedOut':
      return {
        ...base,
        title: `${step} timed out`,
        detail: String(field(e.payload, 'error') ?? ''),
        tone: 'danger',
      };
    case 'ActivityTaskCanceled':
      return { ...base, title: `${step} cancelled`, detail: null, tone: 'warning' };
    case 'WorkflowExecutionCancelRequested':
      return { ...base, title: 'Cancel requested', detail: stopDetail(e.payload), tone: 'warning' };
    case 'WorkflowExecutionCanceled':
      return { ...base, title: 'Workflow cancelled', detail: stopDetail(e.payload), tone: 'danger' };
    case 'WorkflowExecutionTerminated':
      return { ...base, title: 'Workflow terminated', detail: stopDetail(e.payload), tone: 'danger' };
    case 'WorkflowExecutionCompleted':
      return { ...base, title: 'Workflow completed', detail: null, tone: 'success' };
    case 'WorkflowExecutionFailed':
      return {
        ...base,
        title: 'Workflow failed',
        detail: String(field(e.payload, 'error') ?? ''),
        tone: 'danger',
      };
    default:
      return { ...base, title: e.type, detail: null, tone: 'neutral' };
  }
}

function agentItem(e: TAgentEvent): Omit<TimelineItem, 'offsetMs'> {
  const base = {
    key: `a${e.id}`,
    at: e.at,
    source: 'agent' as const,
    kind: e.type,
    activity: e.activity,
  };
  const who = `${e.graph} · ${e.node}`;
  switch (e.type) {
    case 'node_start':
      return { ...base, title: `${who} started`, detail: null, tone: 'neutral' };
    case 'node_end':
      return { ...base, title: `${who} done`, detail: formatDuration(e.ms), tone: 'success' };
    case 'node_error':
      return {
        ...base,
        title: `${who} failed`,
        detail: String(field(e.payload, 'error') ?? ''),
        tone: 'danger',
      };
    case 'model_call': {
      const ok = field(e.payload, 'ok') !== false;
      const attempt = field(e.payload, 'attempt');
      const problem = field(e.payload, 'problem');
      const parts = [
        typeof attempt === 'number' ? `attempt ${attempt}` : null,
        e.tokens !== null ? `${formatCount(e.tokens)} tokens` : null,
        !ok && typeof problem === 'string' ? problem : null,
      ].filter(Boolean);
      return {
        ...base,
        title: `${who} model call${ok ? '' : ' (invalid answer)'}`,
        detail: parts.join(' · ') || null,
        tone: ok ? 'info' : 'warning',
      };
    }
    case 'tool_call': {
      const ok = field(e.payload, 'ok') !== false;
      const error = field(e.payload, 'error');
      return {
        ...base,
        title: `${who} called ${String(field(e.payload, 'tool') ?? 'a tool')}${ok ? '' : ' (failed)'}`,
        detail:
          [formatDuration(e.ms), !ok && typeof error === 'string' ? error : null]
            .filter(Boolean)
            .join(' · ') || null,
        tone: ok ? 'neutral' : 'warning',
      };
    }
    case 'fallback':
      return {
        ...base,
        title: `${who} fell back`,
        detail: String(field(e.payload, 'reason') ?? ''),
        tone: 'warning',
      };
    default:
      return { ...base, title: `${who} ${e.type}`, detail: null, tone: 'neutral' };
  }
}

/** The workflow's events and its agents' events in time order, each with its time since the run started. */
export function buildTimeline(
  events: readonly TWorkflowEvent[],
  agentEvents: readonly TAgentEvent[],
  startedAt: string,
): TimelineItem[] {
  const start = new Date(startedAt).getTime();
  const items = [
    ...[...events].sort((a, b) => a.seq - b.seq).map(workflowItem),
    ...agentEvents.map(agentItem),
  ].map((item, order) => ({ item, order, t: new Date(item.at).getTime() }));
  items.sort((a, b) => a.t - b.t || a.order - b.order);
  return items.map(({ item, t }) => ({ ...item, offsetMs: Number.isFinite(t - start) ? t - start : 0 }));
}
