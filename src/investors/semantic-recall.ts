import { topK } from '../../core/investors/top-k';
import type { VectorBlock } from '../vectors/vector-block';
import { passes } from './document-selections';
import { W } from './search-weights';

/** The best word matches re-ranked by meaning: as many as a few pages hold, not every match. */
const VECTOR_RERANK = 300;
/**
 * How close (cosine) an investor's profile must be to a search's words to be found by meaning alone. The shipped
 * model puts a query and a profile about the same business at 0.35 to 0.7, and unrelated ones under 0.25.
 */
const SEMANTIC_FLOOR = 0.3;

/** Documents nearest a query, best first, with their cosines. */
interface Neighbours {
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
const SEMANTIC_NEIGHBOURS = 100;

/** `vector`'s semantics over the block, its neighbours found when first asked for and kept. */
export function semanticsOf(
  block: VectorBlock,
  vector: Float32Array,
  k = SEMANTIC_NEIGHBOURS,
): QuerySemantics {
  let found: Neighbours | null = null;
  return { vector, neighbours: () => (found ??= nearestDocs(block, vector, k)) };
}

/** Numbers of each vector read in the first pass, and documents kept from it for the exact second. */
const SKETCH_DIMS = 128;
const SHORTLIST = 1500;

/**
 * The `k` documents of the block nearest `vector`, past the floor, in two passes: the first reads a quarter of each
 * document's numbers (a sample of coordinates keeps cosines roughly), the second reads the shortlist's vectors whole.
 * Reading all 30K vectors whole took 8 to 14 ms per new query, most of a loaded server's time.
 */
function nearestDocs(block: VectorBlock, vector: Float32Array, k: number): Neighbours {
  const { data, dims, size } = block;
  const sketch = Math.min(SKETCH_DIMS, dims);
  const rough = new Float32Array(size);
  for (let doc = 0, base = 0; doc < size; doc++, base += dims) {
    let s0 = 0;
    let s1 = 0;
    for (let i = 0; i + 1 < sketch; i += 2) {
      s0 += vector[i]! * data[base + i]!;
      s1 += vector[i + 1]! * data[base + i + 1]!;
    }
    rough[doc] = (s0 + s1) * block.scales[doc]!;
  }
  // The shortlist is every document at or above the SHORTLIST-th rough score (a native sort of the scores finds it).
  const cut = size <= SHORTLIST ? -Infinity : rough.slice().sort()[size - SHORTLIST]!;
  const shortlist: number[] = [];
  for (let doc = 0; doc < size; doc++) if (rough[doc]! >= cut) shortlist.push(doc);
  const cos = new Map<number, number>();
  for (const doc of shortlist) {
    const c = block.dot(vector, doc);
    if (c >= SEMANTIC_FLOOR) cos.set(doc, c);
  }
  const nearest = Int32Array.from(
    topK([...cos.keys()], k, (a, b) => cos.get(a)! > cos.get(b)! || (cos.get(a) === cos.get(b) && a < b)),
  );
  return { nearest, cosines: Float32Array.from(nearest, (doc) => cos.get(doc)!) };
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
  const words: number[] = [];
  const partial: number[] = [];
  for (const doc of matched) (full(doc) ? words : partial).push(doc);
  const head = topK(words, VECTOR_RERANK, (a, b) => scores[a]! > scores[b]!);
  for (const doc of head) scores[doc]! += W.vector * Math.max(0, vectors.dot(v, doc));
  // Words that fill a page by themselves need no help: the partial matches keep the order of their words, after them.
  const needed = words.length < FULL_PAGE;
  let best = 0;
  for (const doc of partial) best = Math.max(best, scores[doc]!);
  // Word matches score 0 and up, so a score under 0 keeps the rest after them.
  const after = (cos: number, words: number) => cos + (best > 0 ? (PARTIAL_WORDS * words) / best : 0) - 2;
  // Meaning is read for the best partial matches only (a word like "ventures" matches thousands of names).
  const read = needed ? new Set(topK(partial, PARTIAL_READ, (a, b) => scores[a]! > scores[b]!)) : null;
  for (const doc of partial) scores[doc] = after(read?.has(doc) ? vectors.dot(v, doc) : 0, scores[doc]!);
  if (!needed) return;
  // Fewer, and the investors nearest the query's meaning that the words missed follow them.
  for (const doc of matched) seen[doc] = 1;
  const added: number[] = [];
  const { nearest, cosines } = semantics.neighbours();
  nearest.forEach((doc, i) => {
    const cos = cosines[i]!;
    if (cos < SEMANTIC_FLOOR || seen[doc] === 1 || !passes(masks, doc)) return;
    scores[doc] = after(cos, 0);
    added.push(doc);
  });
  for (const doc of matched) seen[doc] = 0;
  for (const doc of added) matched.push(doc);
}
