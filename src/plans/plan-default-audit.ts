import os from 'node:os';
import { sql } from 'kysely';
import type { AccountPlan } from '../../core/contracts/plans';
import type { Db } from '../db/connect';

/** The audit log's action for a change of the server's PLAN_DEFAULT, the plan of every account given none. */
export const PLAN_DEFAULT_ACTION = 'default plan';
/** What PLAN_DEFAULT is when it was never set (src/config.ts): nothing was granted, so nothing to record. */
const BUILT_IN_DEFAULT: AccountPlan = 'starter';

/**
 * PLAN_DEFAULT grants a plan to every account at once, from the server's settings rather than `npm run admin`: on
 * the record like a grant to one account (issue 32). Written at start-up when the value differs from the last one
 * recorded (a server never given one counts as `starter`), so the log says when every account went to Growth and
 * when it came back, once each, not on every restart, and not once per server process: the processes that start
 * together take turns on an advisory lock, and the later ones find the value already recorded.
 * Returns whether it wrote an entry.
 */
export async function recordPlanDefault(db: Db, plan: AccountPlan): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext(${'audit:plan-default'}))`.execute(trx);
    const last = await trx
      .selectFrom('audit_log')
      .select('details')
      .where('action', '=', PLAN_DEFAULT_ACTION)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    const before = (last?.details as { after?: AccountPlan } | undefined)?.after ?? BUILT_IN_DEFAULT;
    if (before === plan) return false;
    await trx
      .insertInto('audit_log')
      .values({
        actor_id: null,
        actor_email: 'config:PLAN_DEFAULT',
        action: PLAN_DEFAULT_ACTION,
        target: 'accounts without a plan of their own',
        details: JSON.stringify({ setting: 'PLAN_DEFAULT', before, after: plan, host: os.hostname() }),
        status: 0,
        ip: null,
      })
      .execute();
    return true;
  });
}
