import type { TInvestor } from '../contracts/investors';
import type { Embedder } from '../vectors/embedder';
import type { InvestorVectorRow } from '../vectors/lance-store';
import { embeddingText } from './search-index';

/**
 * The vector store's rows for these investors: each one's text embedded, beside the fields searches filter on.
 * The loader, the VC importer and the portfolio crawler all write through this; `texts` replaces the default
 * embedding text (the crawler adds the portfolio its website lists).
 */
export async function investorVectorRows(
  embedder: Embedder,
  investors: readonly TInvestor[],
  texts: readonly string[] = investors.map(embeddingText),
): Promise<InvestorVectorRow[]> {
  const vectors = await embedder.embed([...texts]);
  return investors.map((d, i) => ({
    id: d.id,
    name: d.name,
    text: texts[i]!,
    status: d.status,
    country: d.country,
    vector: vectors[i]!,
  }));
}
