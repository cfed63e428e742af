import type { NodeRun } from './node-runs';
import type { Step } from './step-graph';

/**
 * The run as a Gantt chart: one row per step (activity) from its scheduling to its end, and under it one row per agent
 * node run, with a mark at each model call and tool call. Times are milliseconds since the run started; the chart
 * spans the run (to now while it goes).
 */

export type GanttStatus = 'running' | 'completed' | 'failed' | 'pending';

interface GanttMark {
  kind: 'model' | 'tool';
  /** When the call started (its event is recorded at its end, with its time). */
  startMs: number;
  atMs: number;
  ok: boolean;
  label: string;
}

export interface GanttRow {
  id: string;
  kind: 'step' | 'node';
  label: string;
  /** The step this row is or belongs to. */
  stepId: string;
  /** For node rows: the NodeRun's key. */
  nodeKey: string | null;
  startMs: number;
  endMs: number;
  status: GanttStatus;
  marks: GanttMark[];
}

export interface Gantt {
  rows: GanttRow[];
  totalMs: number;
  ticks: number[];
}

const time = (iso: string | null) => (iso ? Date.parse(iso) : Number.NaN);

/** 4 to 6 round ticks over [0, total]. */
export function ticksFor(totalMs: number): number[] {
  if (!(totalMs > 0)) return [0];
  const raw = totalMs / 5;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * magnitude).find((s) => s >= raw) ?? raw;
  const ticks: number[] = [];
  for (let t = 0; t <= totalMs + 1e-9; t += step) ticks.push(Math.round(t));
  return ticks;
}

export function buildGantt(input: {
  steps: readonly Step[];
  nodeRuns: readonly NodeRun[];
  runStartedAt: string;
  /** The run's end, or now while it goes. */
  endAt: number;
}): Gantt {
  const start = time(input.runStartedAt);
  const offset = (iso: string | null, fallback: number) => {
    const t = time(iso) - start;
    return Number.isFinite(t) ? Math.max(0, t) : fallback;
  };
  const end = Math.max(0, input.endAt - start);
  const rows: GanttRow[] = [];
  const reached = input.steps.filter((s) => s.scheduledAt !== null);
  for (const step of reached) {
    const stepStart = offset(step.scheduledAt, 0);
    const stepEnd = step.finishedAt ? offset(step.finishedAt, end) : end;
    rows.push({
      id: step.id,
      kind: 'step',
      label: step.name,
      stepId: step.id,
      nodeKey: null,
      startMs: stepStart,
      endMs: Math.max(stepStart, stepEnd),
      status: step.status,
      marks: [],
    });
    const stepEndTime = step.finishedAt ? time(step.finishedAt) : Number.POSITIVE_INFINITY;
    // The step's own node runs: of its activity, between its scheduling and its end.
    for (const run of input.nodeRuns) {
      const t = time(run.startedAt);
      if (run.activity !== step.name || t < time(step.scheduledAt) || t > stepEndTime) continue;
      const runStart = offset(run.startedAt, stepStart);
      const runEnd = run.endedAt ? offset(run.endedAt, end) : run.status === 'running' ? end : runStart;
      rows.push({
        id: `node:${run.key}`,
        kind: 'node',
        label: `${run.node}${run.attempt > 1 ? ` (attempt ${run.attempt})` : ''}`,
        stepId: step.id,
        nodeKey: run.key,
        startMs: runStart,
        endMs: Math.max(runStart, runEnd),
        status: run.status,
        marks: [
          ...run.modelCalls.map((c) => ({
            kind: 'model' as const,
            startMs: Math.max(runStart, offset(c.at, runStart) - (c.ms ?? 0)),
            atMs: offset(c.at, runStart),
            ok: c.ok,
            label: `model call${c.model ? ` (${c.model})` : ''}${c.ok ? '' : ': invalid answer'}`,
          })),
          ...run.toolCalls.map((c) => ({
            kind: 'tool' as const,
            startMs: Math.max(runStart, offset(c.at, runStart) - (c.ms ?? 0)),
            atMs: offset(c.at, runStart),
            ok: c.ok,
            label: `${c.tool}${c.ok ? '' : ' failed'}`,
          })),
        ],
      });
    }
  }
  const totalMs = Math.max(end, ...rows.map((r) => r.endMs), 1);
  return { rows, totalMs, ticks: ticksFor(totalMs) };
}
