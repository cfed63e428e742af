import { parseArgs } from 'node:util';
import { ACCOUNT_PLANS, type AccountPlan } from '../../core/contracts/plans';
import { USER_TYPES, type UserType } from '../../core/contracts/vocabulary';
import { grantStaffRole } from '../auth/grant-staff-role';
import { loadConfig } from '../config';
import { connect } from '../db/connect';
import { migrateToLatest } from '../db/migrate';
import { openDatabase } from '../db/open-database';
import { grantPlan } from '../plans/account-plan';
import { changeUserType } from '../profiles/change-user-type';

const USAGE = [
  'Usage: npm run admin -- --email someone@example.com [--role admin|ops] [--revoke]',
  '       npm run admin -- --email someone@example.com --plan starter|growth|scale|default',
  '       npm run admin -- --email someone@example.com --user-type founder|advisor|investor',
].join('\n');

/** What one run of the command does: a staff role, a plan, or a change of the account's role after onboarding. */
type Action =
  | { kind: 'staff'; role: 'admin' | 'ops'; revoke: boolean }
  | { kind: 'plan'; plan: AccountPlan | null }
  | { kind: 'user-type'; userType: UserType };

function actionOf(values: { role?: string; revoke?: boolean; plan?: string; 'user-type'?: string }): Action {
  if (values.plan !== undefined) {
    if (values.plan === 'default') return { kind: 'plan', plan: null };
    if (!(ACCOUNT_PLANS as readonly string[]).includes(values.plan))
      throw new Error(`--plan must be ${ACCOUNT_PLANS.join(', ')} or default.\n${USAGE}`);
    return { kind: 'plan', plan: values.plan as AccountPlan };
  }
  const userType = values['user-type'];
  if (userType !== undefined) {
    if (!(USER_TYPES as readonly string[]).includes(userType))
      throw new Error(`--user-type must be ${USER_TYPES.join(', ')}.\n${USAGE}`);
    return { kind: 'user-type', userType: userType as UserType };
  }
  const role = values.role ?? 'admin';
  if (role !== 'admin' && role !== 'ops') throw new Error(`--role must be admin or ops.\n${USAGE}`);
  return { kind: 'staff', role, revoke: values.revoke ?? false };
}

async function main() {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      role: { type: 'string' },
      revoke: { type: 'boolean' },
      plan: { type: 'string' },
      'user-type': { type: 'string' },
    },
  });
  if (!values.email) throw new Error(`--email is required.\n${USAGE}`);
  const action = actionOf(values);

  const { databaseUrl, stop } = await openDatabase(loadConfig());
  const handle = connect(databaseUrl, 2);
  try {
    await migrateToLatest(handle.db);
    const said =
      action.kind === 'plan'
        ? await grantPlan(handle.db, values.email, action.plan)
        : action.kind === 'user-type'
          ? await changeUserType(handle.db, values.email, action.userType)
          : await grantStaffRole(handle.db, values.email, action.role, action.revoke ? 'revoke' : 'grant');
    console.log(said);
  } finally {
    await handle.close();
    await stop?.();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
