import { existsSync } from 'node:fs';
import { runWorker } from '../workflows/worker';
import { createActivities } from './analysis/create-engine';
import { loadConfig } from './config';
import { connect } from './db/connect';
import { createInvestorDirectory } from './investors/investor-directory';
import { createLogger } from './logger';
import { HashingEmbedder } from './vectors/embedder';
import { InvestorVectors } from './vectors/lance-store';

/** npm run worker: a Temporal worker running the analysis workflows and their activities. */
async function main() {
  if (existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig();
  const logger = createLogger(config.LOG_LEVEL);
  if (!config.TEMPORAL_ADDRESS || !config.DATABASE_URL) {
    throw new Error('npm run worker needs TEMPORAL_ADDRESS and DATABASE_URL (the database the app uses).');
  }
  const handle = connect(config.DATABASE_URL);
  const embedder = new HashingEmbedder();
  const investors = createInvestorDirectory({
    db: handle.db,
    vectors: new InvestorVectors(config.lanceUri),
    embedder,
    logger,
  });
  await investors.warm();
  let stop: () => void = () => {};
  const shutdownSignal = new Promise<void>((resolve) => {
    stop = resolve;
  });
  process.on('SIGINT', () => stop());
  process.on('SIGTERM', () => stop());
  logger.info(`Temporal worker on ${config.TEMPORAL_ADDRESS} (namespace ${config.TEMPORAL_NAMESPACE})`);
  try {
    const activities = createActivities({ config, db: handle.db, investors, embedder, logger });
    // One flat object: Temporal finds an activity by its name, and the names are unique across workflows.
    await runWorker(
      {
        ...activities.analyzeIdea,
        ...activities.importVcs,
        ...activities.scrapePortfolio,
        ...activities.scrapeLinkedin,
      },
      {
        address: config.TEMPORAL_ADDRESS,
        namespace: config.TEMPORAL_NAMESPACE,
        shutdownSignal,
      },
    );
  } finally {
    await handle.close();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
