import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { connect } from '../db/connect';
import { clusterUrl, ensureDatabase, runningClusterPort, startEmbeddedCluster } from '../db/embedded-postgres';
import { migrateToLatest } from '../db/migrate';
import { loadInvestorData } from '../investors/load-investor-data';
import { createLoadProgress } from '../investors/load-progress';
import { loadOrCreateSecrets } from '../secrets';
import { HashingEmbedder } from '../vectors/embedder';

/** npm run data:load [-- --force]: loads the shipped data into Postgres and LanceDB, as npm start does. */
async function main() {
  const { values } = parseArgs({ options: { force: { type: 'boolean', default: false } } });
  const config = loadConfig();
  let databaseUrl = config.DATABASE_URL;
  let stop: (() => Promise<void>) | null = null;
  if (!databaseUrl) {
    const secrets = await loadOrCreateSecrets(config.dataDir);
    const dir = path.join(config.dataDir, 'postgres');
    const running = runningClusterPort(dir);
    if (running !== null) {
      databaseUrl = clusterUrl(secrets.postgresPassword, running, 'roundwise');
    } else {
      const cluster = await startEmbeddedCluster({ dir, password: secrets.postgresPassword });
      await ensureDatabase(cluster.urlFor('postgres'), 'roundwise');
      databaseUrl = cluster.urlFor('roundwise');
      stop = cluster.stop;
    }
  }
  const handle = connect(databaseUrl, 2);
  const progress = createLoadProgress();
  try {
    await migrateToLatest(handle.db);
    const started = Date.now();
    const result = await loadInvestorData({
      db: handle.db,
      lanceDir: config.lanceUri,
      embedder: new HashingEmbedder(),
      force: values.force,
      onProgress: progress.update,
    });
    progress.stop();
    const { investors, companies, rounds, links } = result.counts;
    console.log(
      result.skipped
        ? `Already loaded (${investors} investors, as of ${result.as_of}); use --force to load again.`
        : `Loaded ${investors} investors, ${companies} companies, ${rounds} rounds and ${links} links in ${((Date.now() - started) / 1000).toFixed(1)} s (as of ${result.as_of}).`,
    );
    if (runningClusterPort(path.join(config.dataDir, 'postgres')) !== null && !stop) {
      console.log('A running Roundwise keeps its search index until it restarts.');
    }
  } finally {
    progress.stop();
    await handle.close();
    await stop?.();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
