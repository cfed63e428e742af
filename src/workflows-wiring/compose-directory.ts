import type { Embedder } from '../../core/vectors/embedder';
import type { Config } from '../config';
import type { Db } from '../db/connect';
import { createInvestorDirectory, type LoadedDirectory } from '../investors/investor-directory';
import type { Logger } from '../logger';
import { createEmbedder } from '../vectors/create-embedder';
import { InvestorVectors } from '../vectors/lance-store';

/**
 * The investor directory as every process composes it (a server, an analysis worker, a Temporal worker): the
 * configured embedder (EMBEDDINGS), the LanceDB vectors of LANCEDB_URI and the investors in Postgres.
 */
export async function composeInvestorDirectory(options: {
  config: Config;
  db: Db;
  logger: Logger;
  /** By default the one the configuration names; a test may bring its own. */
  embedder?: Embedder;
}): Promise<{ investors: LoadedDirectory; embedder: Embedder }> {
  const embedder = options.embedder ?? (await createEmbedder(options.config));
  const investors = createInvestorDirectory({
    db: options.db,
    vectors: new InvestorVectors(options.config.lanceUri),
    embedder,
    logger: options.logger,
  });
  return { investors, embedder };
}
