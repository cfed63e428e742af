import { sql } from 'kysely';
import type { AccountPlan } from '../../core/contracts/plans';
import { CURRENT_USAGE_WINDOW } from '../../src/auth/api-keys';
import type { Db } from '../../src/db/connect';
import { Client, uniqueEmail } from './client';

// The public API's hourly count is the account's, shared by all its keys (issue 32): a test that wants a count of its
// own needs an account of its own.

/** A key of a new account (signed up, not onboarded), on the plan given. */
export async function keyOfNewAccount(url: string, db: Db, plan: AccountPlan = 'starter') {
  const client = new Client(url);
  const signUp = await client.signUp({ name: 'Key Owner', email: uniqueEmail('key') });
  if (signUp.status !== 200) throw new Error(`sign-up failed: ${JSON.stringify(signUp.body)}`);
  const res = await client.post('/api/api-keys', { name: `key ${Math.random()}` });
  if (res.status !== 201) throw new Error(`key creation failed: ${JSON.stringify(res.body)}`);
  if (plan !== 'starter') await setPlanOfKeyOwner(db, res.body.id, plan);
  return { id: res.body.id as string, key: res.body.key as string, client };
}

/** Puts the account holding this key on a plan (as `npm run admin -- --plan` does). */
export async function setPlanOfKeyOwner(db: Db, keyId: string, plan: AccountPlan | null): Promise<void> {
  await sql`update profiles set plan = ${plan} where id = (select user_id from api_keys where id = ${keyId})`.execute(
    db,
  );
}

/** Sets the current hour's count of the account holding this key, as if it had made that many requests. */
export async function setUsage(db: Db, keyId: string, count: number): Promise<void> {
  await sql`
    insert into api_account_usage (user_id, window_start, count)
    select user_id, ${CURRENT_USAGE_WINDOW}, ${count} from api_keys where id = ${keyId}
    on conflict (user_id, window_start) do update set count = ${count}`.execute(db);
}

/** The current hour's count of the account holding this key, as Postgres has it (0 before any). */
export async function storedUsage(db: Db, keyId: string): Promise<number> {
  const { rows } = await sql<{ count: number }>`
    select u.count from api_account_usage u join api_keys k on k.user_id = u.user_id
    where k.id = ${keyId} and u.window_start = ${CURRENT_USAGE_WINDOW}`.execute(db);
  return rows[0]?.count ?? 0;
}
