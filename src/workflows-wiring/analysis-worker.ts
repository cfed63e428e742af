import type { Config } from '../config';
import { connect } from '../db/connect';
import { readDocumentTexts } from '../documents/document-storage';
import type { Logger } from '../logger';
import { collectStartupGarbage, createMemoryGuard } from '../memory/memory-guard';
import { Embeddings } from '../vectors/embeddings';
import { startAnalysisPool } from './analysis-pool';
import { composeInvestorDirectory } from './compose-directory';
import { createEngine, warmWriters } from './create-engine';

/** How long a stopping worker lets its analyses finish before leaving them to be resumed. */
const DRAIN_MS = 10_000;

/**
 * An analysis worker process (ANALYSIS_WORKERS of them beside the server processes): it serves no HTTP, only runs
 * the analyses the servers queue in Postgres, ANALYSIS_CONCURRENCY at a time, so an analysis never holds up a
 * request on a server's event loop, and searches never starve analyses. Returns the function that stops it.
 */
export async function runAnalysisWorker(
  config: Config,
  logger: Logger,
  databaseUrl: string,
): Promise<() => Promise<void>> {
  const handle = connect(databaseUrl, Math.max(4, config.ANALYSIS_CONCURRENCY * 3), (err) =>
    logger.warn({ err }, 'Postgres connection lost'),
  );
  const { investors, embedder } = await composeInvestorDirectory({ config, db: handle.db, logger });
  // What the writers read (companies, rounds, investors' names), loaded now rather than in the first analysis:
  // 2 to 3 s of unzipping and parsing, which made the first founder wait and took a core the servers share.
  await Promise.all([investors.warm(), warmWriters()]);
  collectStartupGarbage();
  const memory = createMemoryGuard({ pressurePercent: config.MEMORY_PRESSURE_PERCENT });
  const engine = await createEngine({ config, db: handle.db, investors, embedder, logger });
  // Ideas' and profiles' vectors of another model (the embedder changed) are made again, in the background.
  new Embeddings(handle.db, embedder, logger, (idea) => readDocumentTexts(config.dataDir, idea))
    .refreshStale()
    .then((n) => {
      if (n.ideas || n.profiles) logger.info(n, `Embedded again with ${embedder.name}`);
    })
    .catch((err) => logger.warn({ err }, 'Could not embed again the vectors of another model'));
  const pool = startAnalysisPool({
    engine,
    databaseUrl,
    concurrency: config.ANALYSIS_CONCURRENCY,
    memory,
    logger,
  });
  return async () => {
    await pool?.close(DRAIN_MS);
    memory.stop();
    await handle.close();
  };
}
