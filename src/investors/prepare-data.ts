import { availableParallelism } from 'node:os';
import type { Config } from '../config';
import { connect } from '../db/connect';
import { migrateToLatest } from '../db/migrate';
import { createEmbedder } from '../vectors/create-embedder';
import { type LoadResult, loadInvestorData } from './load-investor-data';
import { createLoadProgress } from './load-progress';

/**
 * Migrates, then loads the shipped investor data into Postgres and LanceDB unless it is there already
 * (or `force`), with a progress bar; says what it did in one line. Used by npm start and npm run data:load.
 */
export async function prepareData(
  config: Config,
  databaseUrl: string,
  options: { force?: boolean; log: (line: string) => void },
): Promise<LoadResult> {
  const handle = connect(databaseUrl, 2);
  const progress = createLoadProgress();
  try {
    await migrateToLatest(handle.db);
    const started = Date.now();
    const result = await loadInvestorData({
      db: handle.db,
      lanceDir: config.lanceUri,
      // A one-off process: the investors whose text changed since the shipped vectors are embedded on every core.
      embedder: await createEmbedder(config, { threads: availableParallelism() }),
      force: options.force,
      onProgress: progress.update,
    });
    progress.stop();
    const { investors, companies, rounds } = result.counts;
    options.log(
      result.skipped
        ? `Investor data already loaded (${investors} investors, as of ${result.as_of})`
        : `Loaded ${investors} investors, ${companies} companies and ${rounds} rounds in ${((Date.now() - started) / 1000).toFixed(1)} s (as of ${result.as_of}; vectors: ${result.vectors?.shipped ?? 0} shipped, ${result.vectors?.embedded ?? 0} embedded)`,
    );
    return result;
  } finally {
    progress.stop();
    await handle.close();
  }
}
