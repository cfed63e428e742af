import { sql } from 'kysely';
import type {
  TAgentEvent,
  TRunListQuery,
  TRunStarter,
  TRunSummary,
  TWorkflowEvent,
} from '../../core/contracts/workbench';
import type { Run, RunEvent, WorkflowEngine } from '../../workflows/engine/engine';
import type { Db } from '../db/connect';

/**
 * Runs newest first, filtered by workflow, status, engine, time range, and subject: its id, or words of its name
 * (the idea's title, the investor's name), so "LedgerLoop" finds the idea's runs. Each with a label for its subject
 * and who started it. The runs come from the engine; only the subjects' names are read here.
 */
export async function listRuns(
  db: Db,
  engine: WorkflowEngine,
  q: TRunListQuery,
): Promise<{ runs: TRunSummary[]; total: number }> {
  const { runs, total } = await engine.list(
    {
      ...(q.workflow && { workflow: q.workflow }),
      ...(q.status && { status: q.status }),
      ...(q.engine && { engine: q.engine }),
      ...(q.from && { startedFrom: q.from }),
      ...(q.to && { startedBefore: q.to }),
      ...(q.subject && { subjectOrRunIn: await subjectsNamed(db, q.subject) }),
    },
    { limit: q.limit, offset: q.offset },
  );
  return { runs: await summaries(db, runs), total };
}

/** The ids a subject search stands for: itself, and the ideas and investors whose name holds its words. */
async function subjectsNamed(db: Db, subject: string): Promise<string[]> {
  const like = `%${subject.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const [ideas, investors] = await Promise.all([
    db.selectFrom('ideas').select(sql<string>`id::text`.as('id')).where('title', 'ilike', like).execute(),
    db.selectFrom('investors').select('id').where('name', 'ilike', like).execute(),
  ]);
  return [subject, ...ideas.map((i) => i.id), ...investors.map((i) => i.id)];
}

/** Each run as the workbench lists it, with its subject's label and who started it. */
export async function summaries(db: Db, runs: readonly Run[]): Promise<TRunSummary[]> {
  const [labels, people] = await Promise.all([subjectLabels(db, runs), startersOf(db, runs)]);
  return runs.map((r) => summarize(r, labels, people));
}

type People = Map<string, { name: string; email: string }>;

/** The people who started these runs, by user id. */
async function startersOf(db: Db, runs: readonly Run[]): Promise<People> {
  const ids = [...new Set(runs.map((r) => r.createdBy).filter((id): id is string => id !== null))];
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

/** Labels of the subjects of these runs: idea titles and investor names from Postgres, else what the input says. */
async function subjectLabels(db: Db, runs: readonly Run[]): Promise<Map<string, string>> {
  const ideaIds = [
    ...new Set(runs.filter((r) => r.subjectType === 'idea' && r.subjectId).map((r) => r.subjectId!)),
  ];
  const investorIds = [
    ...new Set(runs.filter((r) => r.subjectType === 'investor' && r.subjectId).map((r) => r.subjectId!)),
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
  for (const r of runs) {
    const key = `${r.subjectType}:${r.subjectId}`;
    if (labels.has(key)) continue;
    const input = (r.input ?? {}) as Record<string, unknown>;
    const label =
      typeof input.linkedinUrl === 'string'
        ? input.linkedinUrl
        : Array.isArray(input.startUrls) && typeof input.startUrls[0] === 'string'
          ? input.startUrls[0]
          : r.subjectType === 'directory'
            ? `${r.subjectId === 'openvc' ? 'OpenVC directory' : r.subjectId}`
            : r.subjectId;
    if (label) labels.set(key, label);
  }
  return labels;
}

function summarize(run: Run, labels: Map<string, string>, people: People): TRunSummary {
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

export async function agentEventsOf(
  engine: WorkflowEngine,
  runId: string,
  after = 0,
): Promise<TAgentEvent[]> {
  const events = await engine.agentEvents(runId, after);
  return events.map((e) => ({ ...e, at: e.at.toISOString() }));
}
