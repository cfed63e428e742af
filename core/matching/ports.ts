import type { TInvestor } from '../contracts/investors';

/**
 * What the matcher asks of the server's parts, as ports: the search index the /investors page uses (its filter
 * and the idea's similarity to each profile) and the vector store's nearest investors. The server's
 * InvestorSearchIndex and InvestorVectors fit them; the evals pass the same objects.
 */
export interface MatchSearchIndex {
  readonly docs: readonly TInvestor[];
  /** The /investors filter: the first `limit` documents (indices into `docs`) from `offset`. */
  search(
    query: { location?: string; stage?: string[]; focus?: string[] },
    offset: number,
    limit: number,
  ): { docs: number[] };
  /** Each investor's similarity to the vector, by id (undefined for an investor the index does not hold). */
  similarityTo(vector: Float32Array): (id: string) => number | undefined;
}

export interface NearestInvestors {
  /** The investors whose vectors are nearest this one, nearest first. */
  nearest(vector: Float32Array, limit: number): Promise<Array<{ id: string }>>;
}
