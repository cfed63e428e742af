import path from 'node:path';
import { parseArgs } from 'node:util';
import { grantStaffRole } from '../auth/grant-staff-role';
import { loadConfig } from '../config';
import { connect } from '../db/connect';
import {
  clusterUrl,
  ensureDatabase,
  runningClusterPort,
  startEmbeddedCluster,
} from '../db/embedded-postgres';
import { migrateToLatest } from '../db/migrate';
import { loadOrCreateSecrets } from '../secrets';

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

  const config = loadConfig();
  let databaseUrl = config.DATABASE_URL;
  let stopCluster: (() => Promise<void>) | null = null;
  if (!databaseUrl) {
    const secrets = await loadOrCreateSecrets(config.dataDir);
    const dir = path.join(config.dataDir, 'postgres');
    const running = runningClusterPort(dir);
    if (running !== null) databaseUrl = clusterUrl(secrets.postgresPassword, running, 'roundwise');
  }
  if (!databaseUrl) {
    const secrets = await loadOrCreateSecrets(config.dataDir);
    const cluster = await startEmbeddedCluster({
      dir: path.join(config.dataDir, 'postgres'),
      password: secrets.postgresPassword,
    });
    await ensureDatabase(cluster.urlFor('postgres'), 'roundwise');
    databaseUrl = cluster.urlFor('roundwise');
    stopCluster = cluster.stop;
  }
  const handle = connect(databaseUrl, 2);
  try {
    await migrateToLatest(handle.db);
    const result = await grantStaffRole(
      handle.db,
      values.email,
      values.role,
      values.revoke ? 'revoke' : 'grant',
    );
    console.log(result);
  } finally {
    await handle.close();
    await stopCluster?.();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
