import type { AccountPlan } from '../../core/contracts/plans';
import type { Db } from '../db/connect';

/** The plan of an account: the one an operator granted it, or the server's PLAN_DEFAULT. */
export async function accountPlan(db: Db, userId: string, planDefault: AccountPlan): Promise<AccountPlan> {
  const row = await db.selectFrom('profiles').select('plan').where('id', '=', userId).executeTakeFirst();
  return row?.plan ?? planDefault;
}

/**
 * Grants a plan to the account with this e-mail (null: back to PLAN_DEFAULT), from `npm run admin`, on the record:
 * the audit log keeps who ran it, the account, and the plan before and after. Says what it did in one line.
 */
export async function grantPlan(db: Db, email: string, plan: AccountPlan | null): Promise<string> {
  const user = await db
    .selectFrom('user')
    .leftJoin('profiles', 'profiles.id', 'user.id')
    .select(['user.id', 'user.email', 'profiles.plan'])
    .where((eb) => eb(eb.fn('lower', ['user.email']), '=', email.trim().toLowerCase()))
    .executeTakeFirst();
  if (!user) throw new Error(`No user with the e-mail ${email}. They must sign up first.`);
  await db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('profiles')
      .set({ plan })
      .where('id', '=', user.id)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0)
      throw new Error(`${user.email} has no profile yet: they must sign in once first.`);
    await trx
      .insertInto('audit_log')
      .values({
        actor_id: null,
        actor_email: `cli:${process.env.USER ?? 'unknown'}`,
        action: 'grant plan',
        target: `user:${user.id}`,
        details: JSON.stringify({ email: user.email, before: user.plan ?? null, after: plan }),
        status: 0,
        ip: null,
      })
      .execute();
  });
  return plan ? `${user.email} is now on the ${plan} plan.` : `${user.email} is back on the default plan.`;
}
