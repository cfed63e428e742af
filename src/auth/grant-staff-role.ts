import type { StaffRole } from '../../core/contracts/vocabulary';
import type { Db } from '../db/connect';

/** Grants or revokes a staff role for the user with this e-mail; says what it did in one line. */
export async function grantStaffRole(
  db: Db,
  email: string,
  role: StaffRole,
  action: 'grant' | 'revoke',
): Promise<string> {
  const user = await db
    .selectFrom('user')
    .select(['id', 'email'])
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.trim().toLowerCase()))
    .executeTakeFirst();
  if (!user) throw new Error(`No user with the e-mail ${email}. They must sign up first.`);
  // Staff roles are granted outside the API (npm run admin): the audit log records each change here.
  const audit = (act: string) =>
    db
      .insertInto('audit_log')
      .values({
        actor_id: null,
        actor_email: `cli:${process.env.USER ?? 'unknown'}`,
        action: `${act} staff role`,
        target: user.id,
        details: JSON.stringify({ email: user.email, role }),
        status: 0,
        ip: null,
      })
      .execute();
  if (action === 'revoke') {
    await db.deleteFrom('user_roles').where('user_id', '=', user.id).where('role', '=', role).execute();
    await audit('revoke');
    return `${user.email} is no longer ${role}.`;
  }
  await db
    .insertInto('user_roles')
    .values({ user_id: user.id, role })
    .onConflict((oc) => oc.columns(['user_id', 'role']).doNothing())
    .execute();
  await audit('grant');
  return `${user.email} is now ${role}.`;
}
