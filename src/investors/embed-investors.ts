import { createHash } from 'node:crypto';
import type { TInvestor } from '../../core/contracts/investors';
import type { Embedder } from '../../core/vectors/embedder';
import type { InvestorEmbedding } from '../vectors/investor-embedding.repository';
import { quantize } from '../vectors/vector-block';
import { embeddingText } from './embedding-text';

/** Texts embedded between two progress reports. */
const CHUNK = 200;

/** What identifies an embedded text: a vector made from the same text is the same vector. */
export const textHash = (text: string) => createHash('sha256').update(text).digest('base64url').slice(0, 16);

/**
 * Every investor's vector: the shipped one (data/investor-vectors.jsonl.gz) when it was made from the same text by
 * the same model, else embedded now. `texts` replaces the default embedding text (the crawler adds the portfolio
 * its website lists).
 */
export async function embedInvestors(
  embedder: Embedder,
  investors: readonly TInvestor[],
  options: {
    shipped?: ReadonlyMap<string, InvestorEmbedding>;
    texts?: readonly string[];
    onProgress?: (done: number, total: number) => void;
  } = {},
): Promise<{ rows: InvestorEmbedding[]; embedded: number }> {
  const texts = options.texts ?? investors.map(embeddingText);
  const rows: InvestorEmbedding[] = investors.map((d, i) => ({
    id: d.id,
    hash: textHash(texts[i]!),
    vector: { q: new Int8Array(0), scale: 0 },
  }));
  const missing: number[] = [];
  rows.forEach((row, i) => {
    const shipped = options.shipped?.get(row.id);
    if (shipped && shipped.hash === row.hash) row.vector = shipped.vector;
    else missing.push(i);
  });
  for (let start = 0; start < missing.length; start += CHUNK) {
    const chunk = missing.slice(start, start + CHUNK);
    const vectors = await embedder.embed(chunk.map((i) => texts[i]!));
    chunk.forEach((i, k) => {
      rows[i]!.vector = quantize(vectors[k]!);
    });
    options.onProgress?.(Math.min(missing.length, start + CHUNK), missing.length);
  }
  return { rows, embedded: missing.length };
}
