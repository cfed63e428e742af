import type { TInvestor } from '../../core/contracts/investors';
import type { Embedder } from '../../core/vectors/embedder';
import type { Db } from '../db/connect';
import { type InvestorEmbedding, saveInvestorEmbeddings } from '../vectors/investor-embedding.repository';
import { type InvestorVectorRow, upsertInvestorVectors } from '../vectors/lance-store';
import { dequantize } from '../vectors/vector-block';
import { embedInvestors } from './embed-investors';
import { embeddingText } from './embedding-text';

/** The vector store's rows for these investors: each one's vector beside the fields searches filter on. */
export function investorVectorRows(
  investors: readonly TInvestor[],
  vectors: readonly InvestorEmbedding[],
  texts: readonly string[] = investors.map(embeddingText),
): InvestorVectorRow[] {
  return investors.map((d, i) => ({
    id: d.id,
    name: d.name,
    text: texts[i]!,
    status: d.status,
    country: d.country,
    vector: dequantize(vectors[i]!.vector),
  }));
}

/**
 * Embeds these investors and stores their vectors where they are read: Postgres (the servers' search index and the
 * matcher's similarity) and LanceDB (nearest neighbours). The VC importer and the portfolio crawler write through
 * this; `texts` replaces the default embedding text (the crawler adds the portfolio its website lists).
 */
export async function storeInvestorVectors(
  deps: { db: Db; lanceDir: string; embedder: Embedder },
  investors: readonly TInvestor[],
  texts: readonly string[] = investors.map(embeddingText),
): Promise<void> {
  if (investors.length === 0) return;
  const { rows } = await embedInvestors(deps.embedder, investors, { texts });
  await saveInvestorEmbeddings(deps.db, deps.embedder.name, rows);
  await upsertInvestorVectors(deps.lanceDir, investorVectorRows(investors, rows, texts));
}
