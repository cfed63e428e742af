import type { Config } from '../config';
import { connect } from '../db/connect';
import { migrateToLatest } from '../db/migrate';
import { HashingEmbedder } from '../vectors/embedder';
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
      embedder: new HashingEmbedder(),
      force: options.force,
      onProgress: progress.update,
    });
    progress.stop();
    const { investors, companies, rounds } = result.counts;
    options.log(
      result.skipped
        ? `Investor data already loaded (${investors} investors, as of ${result.as_of})`
        : `Loaded ${investors} investors, ${companies} companies and ${rounds} rounds in ${((Date.now() - started) / 1000).toFixed(1)} s (as of ${result.as_of})`,
    );
    return result;
  } finally {
    progress.stop();
    await handle.close();
  }
}
