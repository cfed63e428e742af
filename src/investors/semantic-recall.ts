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

/** Documents nearest a query, best first, with their cosines. */
export interface Neighbours {
  nearest: Int32Array;
  cosines: Float32Array;
}

/**
 * A search's words as a vector, and the investors nearest them, worked out once per query text and cached. The
 * neighbours are found on first need only: reading all 30K vectors takes some 10 ms, and a query whose words match a
 * page of investors by themselves needs none.
 */
export interface QuerySemantics {
  vector: Float32Array;
  neighbours: () => Neighbours;
}

/** Neighbours kept per query: beyond the first pages, a search in other words is not what anyone reads. */
export const SEMANTIC_NEIGHBOURS = 100;

/** `vector`'s semantics over the block, its neighbours found when first asked for and kept. */
export function semanticsOf(
  block: VectorBlock,
  vector: Float32Array,
  k = SEMANTIC_NEIGHBOURS,
): QuerySemantics {
  let found: Neighbours | null = null;
  return { vector, neighbours: () => (found ??= nearestDocs(block, vector, k)) };
}

/** The `k` documents of the block nearest `vector` (every document's vector is read). */
function nearestDocs(block: VectorBlock, vector: Float32Array, k: number): Neighbours {
  const cos = new Float32Array(block.size);
  for (let doc = 0; doc < block.size; doc++) cos[doc] = block.dot(vector, doc);
  const docs = new Int32Array(block.size);
  for (let doc = 0; doc < block.size; doc++) docs[doc] = doc;
  const nearest = Int32Array.from(topK(docs, k, (a, b) => cos[a]! > cos[b]! || (cos[a] === cos[b] && a < b)));
  return { nearest, cosines: Float32Array.from(nearest, (doc) => cos[doc]!) };
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
/** Partial matches whose meaning is read, best words first: 2,000 vectors take under a millisecond. */
const PARTIAL_READ = 2000;
/** Word matches that fill the first page of results (the web app's page holds 10 to 20). */
const FULL_PAGE = 10;

/**
 * Adds the query's meaning to the scores. The word matches (`full`: the documents holding every word of the query)
 * stay first, re-ranked by meaning, so exact names and plain words still win. After them come the documents that
 * matched in part and, when the word matches do not fill a page, those nearest the query that the words missed, in
 * the order of their meaning (their cosine, the words adding a little): a firm named "Flying Fox" is not an answer
 * to "flying robots and rockets".
 */
export function addMeaning(
  vectors: VectorBlock,
  semantics: QuerySemantics,
  s: Scoring,
  full: (doc: number) => boolean,
) {
  const { masks, scores, matched, seen } = s;
  const v = semantics.vector;
  const words = matched.filter(full);
  const head = topK(words, VECTOR_RERANK, (a, b) => scores[a]! > scores[b]!);
  for (const doc of head) scores[doc]! += W.vector * Math.max(0, vectors.dot(v, doc));
  let best = 0;
  for (const doc of matched) if (!full(doc)) best = Math.max(best, scores[doc]!);
  // Word matches score 0 and up, so a score under 0 keeps the rest after them.
  const after = (cos: number, words: number) => cos + (best > 0 ? (PARTIAL_WORDS * words) / best : 0) - 2;
  // Meaning is read for the best partial matches only (a word like "ventures" matches thousands of names); the rest
  // keep their words' little.
  const partial = matched.filter((doc) => !full(doc));
  const read = new Set(topK(partial, PARTIAL_READ, (a, b) => scores[a]! > scores[b]!));
  for (const doc of partial) scores[doc] = after(read.has(doc) ? vectors.dot(v, doc) : 0, scores[doc]!);
  for (const doc of matched) seen[doc] = 1;
  const added: number[] = [];
  // Words that fill a page by themselves need no help; fewer, and the investors nearest their meaning follow them.
  if (words.length < FULL_PAGE) {
    const { nearest, cosines } = semantics.neighbours();
    nearest.forEach((doc, i) => {
      const cos = cosines[i]!;
      if (cos < SEMANTIC_FLOOR || seen[doc] === 1 || !passes(masks, doc)) return;
      scores[doc] = after(cos, 0);
      added.push(doc);
    });
  }
  for (const doc of matched) seen[doc] = 0;
  for (const doc of added) matched.push(doc);
}
