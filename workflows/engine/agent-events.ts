import { type Kysely, sql } from 'kysely';
import type { AgentEvent, OnEvent } from '../../agents/models/events';
import { currentActivity } from './activity-context';
import type { RunAgentEvent } from './engine';
import type { AgentEventRow, AgentEventTable, WorkflowRunTable } from './run.table';

interface AgentEventTables {
  agent_events: AgentEventTable;
  workflow_runs: WorkflowRunTable;
}

/**
 * Records what the agents report (node starts, ends and failures, model calls and their tokens) against the
 * run and activity they ran in, and adds each model call and its tokens to the run's totals. Events reported
 * outside an activity (an agent called directly) are not recorded. A failed write is passed to `onError` and
 * never fails the agent.
 */
export function agentEventRecorder(db: Kysely<AgentEventTables>, onError: (err: unknown) => void): OnEvent {
  // One activity's events are written one after another, so their ids keep the order they were reported in.
  const tails = new WeakMap<object, Promise<unknown>>();
  return (event: AgentEvent) => {
    const scope = currentActivity();
    if (!scope) return;
    const tokens = event.type === 'model_call' ? (event.usage?.total_tokens ?? null) : null;
    const { graph, node, type, at, ...rest } = event;
    const ms = 'ms' in rest ? (rest.ms ?? null) : null;
    const write = (tails.get(scope) ?? Promise.resolve())
      .then(() =>
        db.transaction().execute(async (trx) => {
          await trx
            .insertInto('agent_events')
            .values({
              run_id: scope.runId,
              activity: scope.activity,
              attempt: scope.attempt,
              graph,
              node,
              type,
              ms,
              tokens,
              payload: JSON.stringify(rest),
              at,
            })
            .execute();
          if (type === 'model_call') {
            await trx
              .updateTable('workflow_runs')
              .set({
                model_calls: sql`model_calls + 1`,
                tokens: sql`tokens + ${tokens ?? 0}`,
              })
              .where('id', '=', scope.runId)
              .execute();
          }
        }),
      )
      .catch(onError);
    tails.set(scope, write);
    scope.writes.push(write);
  };
}

/** A run's agent events, in the order they were reported. */
export async function listAgentEvents(db: Kysely<AgentEventTables>, runId: string): Promise<AgentEventRow[]> {
  return db.selectFrom('agent_events').selectAll().where('run_id', '=', runId).orderBy('id').execute();
}

/** A run's agent events after the one with id `after`, as the engine's interface gives them. */
export async function agentEventsAfter(
  db: Kysely<AgentEventTables>,
  runId: string,
  after = 0,
): Promise<RunAgentEvent[]> {
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
      at: new Date(r.at),
    }));
}
