import { sql } from 'kysely';
import type {
  TAgentEvent,
  TRunListQuery,
  TRunStarter,
  TRunSummary,
  TWorkflowEvent,
} from '../../core/contracts/workbench';
import { listAgentEvents } from '../../workflows/engine/agent-events';
import type { Run, RunEvent } from '../../workflows/engine/engine';
import type { WorkflowRunRow } from '../../workflows/engine/run.table';
import { toRun } from '../../workflows/engine/run-store';
import type { Db } from '../db/connect';

/**
 * Runs newest first, filtered by workflow, status, engine, time range, and subject: its id, or words of its name
 * (the idea's title, the investor's name), so "LedgerLoop" finds the idea's runs. Each with a label for its subject
 * and who started it.
 */
export async function listRuns(db: Db, q: TRunListQuery): Promise<{ runs: TRunSummary[]; total: number }> {
  let query = db.selectFrom('workflow_runs');
  if (q.workflow) query = query.where('workflow', '=', q.workflow);
  if (q.status) query = query.where('status', '=', q.status);
  if (q.engine) query = query.where('engine', '=', q.engine);
  if (q.from) query = query.where('started_at', '>=', q.from);
  if (q.to) query = query.where('started_at', '<', q.to);
  if (q.subject) {
    const like = `%${q.subject.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where((eb) =>
      eb.or([
        eb('subject_id', '=', q.subject!),
        eb('id', '=', q.subject!),
        eb(
          'subject_id',
          'in',
          eb.selectFrom('ideas').select(sql<string>`id::text`.as('id')).where('title', 'ilike', like),
        ),
        eb('subject_id', 'in', eb.selectFrom('investors').select('id').where('name', 'ilike', like)),
      ]),
    );
  }
  const [rows, count] = await Promise.all([
    query.selectAll().orderBy('started_at', 'desc').orderBy('id').limit(q.limit).offset(q.offset).execute(),
    query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const [labels, people] = await Promise.all([subjectLabels(db, rows), startersOf(db, rows)]);
  return { runs: rows.map((r) => summarize(toRun(r), labels, people)), total: Number(count.n) };
}

type People = Map<string, { name: string; email: string }>;

/** The people who started these runs, by user id. */
export async function startersOf(db: Db, rows: readonly WorkflowRunRow[]): Promise<People> {
  const ids = [...new Set(rows.map((r) => r.created_by).filter((id): id is string => id !== null))];
  if (!ids.length) return new Map();
  const users = await db
    .selectFrom('user')
    .leftJoin('profiles', 'profiles.id', 'user.id')
    .select(['user.id', 'user.name', 'user.email', 'profiles.full_name'])
    .where('user.id', 'in', ids)
    .execute();
  return new Map(users.map((u) => [u.id, { name: u.full_name?.trim() || u.name, email: u.email }]));
}

function starterOf(run: Run, people: People): TRunStarter {
  const person = run.createdBy ? people.get(run.createdBy) : undefined;
  const sandbox = isSandbox(run);
  if (!run.createdBy || !person)
    return {
      kind: sandbox ? 'rerun' : 'system',
      userId: run.createdBy,
      name: null,
      email: null,
      label: run.createdBy ? 'A deleted user' : 'System',
    };
  return {
    kind: sandbox ? 'rerun' : 'user',
    userId: run.createdBy,
    name: person.name,
    email: person.email,
    label: sandbox ? `Re-run by ${person.name}` : person.name,
  };
}

const isSandbox = (run: Run) => (run.input as { sandbox?: unknown } | null)?.sandbox === true;

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

export function summarize(run: Run, labels: Map<string, string>, people: People): TRunSummary {
  const finished = run.finishedAt?.getTime() ?? null;
  return {
    id: run.id,
    workflowId: run.workflowId,
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
    startedBy: starterOf(run, people),
    sandbox: isSandbox(run),
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
