import { type Kysely, sql } from 'kysely';

// Frozen in time: never imports app code.
// Agents now also report each tool call of a node (a retrieval, a page fetch) with its input, output and time, so
// the workbench shows what a node did, not only that it ran.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table agent_events drop constraint if exists agent_events_type_check`.execute(db);
  await sql`alter table agent_events add constraint agent_events_type_check
    check (type in ('node_start', 'node_end', 'node_error', 'model_call', 'tool_call', 'fallback'))`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`delete from agent_events where type = 'tool_call'`.execute(db);
  await sql`alter table agent_events drop constraint if exists agent_events_type_check`.execute(db);
  await sql`alter table agent_events add constraint agent_events_type_check
    check (type in ('node_start', 'node_end', 'node_error', 'model_call', 'fallback'))`.execute(db);
}
