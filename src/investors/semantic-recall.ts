import type { VectorBlock } from '../vectors/vector-block';
import { passes } from './document-selections';
import { W } from './search-weights';
import { topK } from './top-k';

/** The best word matches re-ranked by meaning: as many as a few pages hold, not every match. */
const VECTOR_RERANK = 300;
/**
 * How close (cosine) an investor's profile must be to a search's words to be found by meaning alone. The shipped
 * model puts a query and a profile about the same business at 0.35 to 0.7, and unrelated ones under 0.25.
 */
const SEMANTIC_FLOOR = 0.3;

/** A search's words as a vector, and the investors nearest them: worked out once per query text and cached. */
export interface QuerySemantics {
  vector: Float32Array;
  /** Documents nearest the query, best first, with their cosines. */
  nearest: Int32Array;
  cosines: Float32Array;
}

/** Neighbours kept per query: beyond the first pages, a search in other words is not what anyone reads. */
export const SEMANTIC_NEIGHBOURS = 100;

/** The `k` documents of the block nearest `vector` (every document's vector is read: 30K take a few ms). */
export function semanticsOf(
  block: VectorBlock,
  vector: Float32Array,
  k = SEMANTIC_NEIGHBOURS,
): QuerySemantics {
  const cos = new Float32Array(block.size);
  for (let doc = 0; doc < block.size; doc++) cos[doc] = block.dot(vector, doc);
  const docs = new Int32Array(block.size);
  for (let doc = 0; doc < block.size; doc++) docs[doc] = doc;
  const nearest = Int32Array.from(topK(docs, k, (a, b) => cos[a]! > cos[b]! || (cos[a] === cos[b] && a < b)));
  return { vector, nearest, cosines: Float32Array.from(nearest, (doc) => cos[doc]!) };
}

/** A search's state as the index scores it: filter masks, scores by document, the matches, and a clean scratch mask. */
interface Scoring {
  masks: Uint8Array[];
  scores: Float32Array;
  matched: number[];
  seen: Uint8Array;
}

/**
 * How much the words still count when they matched only in part: a doc's word score, as a share of the best one,
 * times this, is added to its cosine. A name holding one of the words is then not enough to come first.
 */
const PARTIAL_WORDS = 0.1;

/**
 * Adds the query's meaning to the scores. When the words matched all they asked for (`wordsMatched`), those matches
 * stay first, re-ranked by meaning, and the investors nearest the query that the words missed follow them (so exact
 * names still win). When they matched only in part, meaning decides: each partial match and each near investor is
 * scored by its cosine to the query, the words adding a little.
 */
export function addMeaning(
  vectors: VectorBlock,
  semantics: QuerySemantics,
  s: Scoring,
  wordsMatched: boolean,
) {
  const { masks, scores, matched, seen } = s;
  const v = semantics.vector;
  if (wordsMatched) {
    const head = topK(matched, VECTOR_RERANK, (a, b) => scores[a]! > scores[b]!);
    for (const doc of head) scores[doc]! += W.vector * Math.max(0, vectors.dot(v, doc));
  } else {
    let best = 0;
    for (const doc of matched) best = Math.max(best, scores[doc]!);
    for (const doc of matched)
      scores[doc] = vectors.dot(v, doc) + (best > 0 ? (PARTIAL_WORDS * scores[doc]!) / best : 0);
  }
  for (const doc of matched) seen[doc] = 1;
  const added: number[] = [];
  semantics.nearest.forEach((doc, i) => {
    const cos = semantics.cosines[i]!;
    if (cos < SEMANTIC_FLOOR || seen[doc] === 1 || !passes(masks, doc)) return;
    // Word matches score 0 and up, so a negative score keeps these after them, in the order of their meaning.
    scores[doc] = wordsMatched ? cos - 2 : cos;
    added.push(doc);
  });
  for (const doc of matched) seen[doc] = 0;
  for (const doc of added) matched.push(doc);
}
