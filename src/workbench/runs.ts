import { sql } from 'kysely';
import { listAgentEvents } from '../../workflows/engine/agent-events';
import type { Run, RunEvent } from '../../workflows/engine/engine';
import type { WorkflowRunRow } from '../../workflows/engine/run.table';
import { toRun } from '../../workflows/engine/run-store';
import type { TAgentEvent, TRunListQuery, TRunSummary, TWorkflowEvent } from '../contracts/workbench';
import type { Db } from '../db/connect';
import type { AnalysisOutput } from './compare-runs';

/** Runs newest first, filtered, with a label for each subject (the idea's title, the investor's name...). */
export async function listRuns(db: Db, q: TRunListQuery): Promise<{ runs: TRunSummary[]; total: number }> {
  let query = db.selectFrom('workflow_runs');
  if (q.workflow) query = query.where('workflow', '=', q.workflow);
  if (q.status) query = query.where('status', '=', q.status);
  if (q.engine) query = query.where('engine', '=', q.engine);
  if (q.subject) query = query.where('subject_id', '=', q.subject);
  const [rows, count] = await Promise.all([
    query.selectAll().orderBy('started_at', 'desc').orderBy('id').limit(q.limit).offset(q.offset).execute(),
    query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const labels = await subjectLabels(db, rows);
  return { runs: rows.map((r) => summarize(toRun(r), labels)), total: Number(count.n) };
}

export async function findRunRow(db: Db, runId: string): Promise<WorkflowRunRow | undefined> {
  return db.selectFrom('workflow_runs').selectAll().where('id', '=', runId).executeTakeFirst();
}

/** Labels of the subjects of these runs: idea titles and investor names from Postgres, else what the input says. */
export async function subjectLabels(db: Db, rows: readonly WorkflowRunRow[]): Promise<Map<string, string>> {
  const ideaIds = [
    ...new Set(rows.filter((r) => r.subject_type === 'idea' && r.subject_id).map((r) => r.subject_id!)),
  ];
  const investorIds = [
    ...new Set(rows.filter((r) => r.subject_type === 'investor' && r.subject_id).map((r) => r.subject_id!)),
  ];
  const [ideas, investors] = await Promise.all([
    ideaIds.length
      ? db
          .selectFrom('ideas')
          .select(['id', 'title'])
          .where(sql<boolean>`id::text = any(${ideaIds})`)
          .execute()
      : [],
    investorIds.length
      ? db.selectFrom('investors').select(['id', 'name']).where('id', 'in', investorIds).execute()
      : [],
  ]);
  const labels = new Map<string, string>();
  for (const i of ideas) labels.set(`idea:${i.id}`, i.title);
  for (const i of investors) labels.set(`investor:${i.id}`, i.name);
  for (const r of rows) {
    const key = `${r.subject_type}:${r.subject_id}`;
    if (labels.has(key)) continue;
    const input = (r.input ?? {}) as Record<string, unknown>;
    const label =
      typeof input.linkedinUrl === 'string'
        ? input.linkedinUrl
        : Array.isArray(input.startUrls) && typeof input.startUrls[0] === 'string'
          ? input.startUrls[0]
          : r.subject_type === 'directory'
            ? `${r.subject_id === 'openvc' ? 'OpenVC directory' : r.subject_id}`
            : r.subject_id;
    if (label) labels.set(key, label);
  }
  return labels;
}

export function summarize(run: Run, labels: Map<string, string>): TRunSummary {
  const finished = run.finishedAt?.getTime() ?? null;
  return {
    id: run.id,
    workflow: run.workflow,
    status: run.status,
    engine: run.engine,
    subjectType: run.subjectType,
    subjectId: run.subjectId,
    subjectLabel: labels.get(`${run.subjectType}:${run.subjectId}`) ?? null,
    startedAt: run.startedAt.toISOString(),
    finishedAt: run.finishedAt?.toISOString() ?? null,
    durationMs: finished === null ? null : finished - run.startedAt.getTime(),
    modelCalls: run.modelCalls,
    tokens: run.tokens,
    error: run.error,
  };
}

export function toWorkflowEvent(e: RunEvent): TWorkflowEvent {
  return {
    seq: e.seq,
    type: e.type,
    activity: e.activity,
    payload: e.payload,
    createdAt: e.createdAt.toISOString(),
  };
}

export async function agentEventsOf(db: Db, runId: string, after = 0): Promise<TAgentEvent[]> {
  const rows = await listAgentEvents(db, runId);
  return rows
    .filter((r) => Number(r.id) > after)
    .map((r) => ({
      id: String(r.id),
      activity: r.activity,
      attempt: r.attempt,
      graph: r.graph,
      node: r.node,
      type: r.type,
      ms: r.ms,
      tokens: r.tokens,
      payload: r.payload,
      at: new Date(r.at).toISOString(),
    }));
}

/** The result each activity recorded, by activity name (the last completion of each). */
function resultsOf(events: readonly RunEvent[]): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const e of events)
    if (e.type === 'ActivityTaskCompleted' && e.activity)
      out.set(e.activity, (e.payload as { result?: unknown } | null)?.result);
  return out;
}

/** A strategy result as lines a person diffs: the summary, the steps, then each field of the three phases. */
export function strategyLines(result: unknown): string {
  if (!result || typeof result !== 'object') return '';
  const r = result as { summary?: string; steps?: string[]; strategy?: unknown };
  const lines = [r.summary ?? '', ...(r.steps ?? []).map((s) => `- ${s}`)];
  const walk = (value: unknown, path: string) => {
    if (Array.isArray(value)) {
      for (const [i, v] of value.entries()) walk(v, `${path}[${i + 1}]`);
    } else if (value && typeof value === 'object')
      for (const [k, v] of Object.entries(value)) walk(v, path ? `${path}.${k}` : k);
    else if (value !== null && value !== undefined && value !== '') lines.push(`${path}: ${String(value)}`);
  };
  walk(r.strategy, '');
  return lines.filter(Boolean).join('\n');
}

/** What an analyzeIdea run produced, from its recorded history (the same whichever engine ran it). */
export function analysisOutput(events: readonly RunEvent[]): AnalysisOutput {
  const results = resultsOf(events);
  const list = <T>(x: unknown): T[] => (Array.isArray(x) ? (x as T[]) : []);
  return {
    investors: list<AnalysisOutput['investors'][number]>(results.get('matchInvestors')),
    partners: list<AnalysisOutput['partners'][number]>(results.get('findDesignPartners')),
    strategy: strategyLines(results.get('writeStrategy')),
    intros: list<AnalysisOutput['intros'][number]>(results.get('draftIntros')),
  };
}
