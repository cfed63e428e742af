import { parseArgs } from 'node:util';
import { grantStaffRole } from '../auth/grant-staff-role';
import { loadConfig } from '../config';
import { connect } from '../db/connect';
import { migrateToLatest } from '../db/migrate';
import { openDatabase } from '../db/open-database';

const USAGE = 'Usage: npm run admin -- --email someone@example.com [--role admin|ops] [--revoke]';

async function main() {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      role: { type: 'string', default: 'admin' },
      revoke: { type: 'boolean' },
    },
  });
  if (!values.email) throw new Error(`--email is required.\n${USAGE}`);
  if (values.role !== 'admin' && values.role !== 'ops')
    throw new Error(`--role must be admin or ops.\n${USAGE}`);

  const { databaseUrl, stop } = await openDatabase(loadConfig());
  const handle = connect(databaseUrl, 2);
  try {
    await migrateToLatest(handle.db);
    console.log(
      await grantStaffRole(handle.db, values.email, values.role, values.revoke ? 'revoke' : 'grant'),
    );
  } finally {
    await handle.close();
    await stop?.();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
