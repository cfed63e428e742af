import type { UserType } from '../../core/contracts/vocabulary';
import type { Db } from '../db/connect';
import { notify } from '../notifications/notify';
import { dayOf } from '../notifications/staff-notice';

/**
 * Changes an account's role after onboarding (issue 32): an operator's explicit action (`npm run admin -- --email …
 * --user-type investor`), never a second onboarding. A founder who becomes something else keeps their ideas, out of
 * deal flow (no investor or advisor is shown an idea nobody is raising for). Audited with the role before and after,
 * and the user is told an administrator made the change. Says what it did in one line.
 */
export async function changeUserType(db: Db, email: string, userType: UserType): Promise<string> {
  const user = await db
    .selectFrom('user')
    .innerJoin('profiles', 'profiles.id', 'user.id')
    .select(['user.id', 'user.email', 'profiles.user_type', 'profiles.onboarding_completed'])
    .where((eb) => eb(eb.fn('lower', ['user.email']), '=', email.trim().toLowerCase()))
    .executeTakeFirst();
  if (!user) throw new Error(`No user with the e-mail ${email} (or they never signed in).`);
  if (user.user_type === userType) return `${user.email} is already ${userType}.`;
  const now = new Date();
  let hidden = 0;
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('profiles')
      .set({ user_type: userType, updated_at: now })
      .where('id', '=', user.id)
      .execute();
    if (user.user_type === 'founder') {
      const res = await trx
        .updateTable('ideas')
        .set({ show_in_deal_flow: false })
        .where('user_id', '=', user.id)
        .where('show_in_deal_flow', '=', true)
        .executeTakeFirst();
      hidden = Number(res.numUpdatedRows);
    }
    await trx
      .insertInto('audit_log')
      .values({
        actor_id: null,
        actor_email: `cli:${process.env.USER ?? 'unknown'}`,
        action: 'change user type',
        target: `user:${user.id}`,
        details: JSON.stringify({
          email: user.email,
          before: user.user_type,
          after: userType,
          ideasHidden: hidden,
        }),
        status: 0,
        ip: null,
      })
      .execute();
    await notify(trx, {
      user_id: user.id,
      kind: 'staff_action',
      title: `An administrator changed your role to ${userType} on ${dayOf(now)}`,
      body: hidden ? `Your ${hidden} idea(s) are kept, out of deal flow.` : null,
      link: '/',
      idea_id: null,
      actor_id: null,
      dedupe_key: null,
    });
  });
  return `${user.email} is now ${userType}${hidden ? ` (${hidden} idea(s) taken out of deal flow)` : ''}.`;
}
