import type { TInvestor } from '../../core/contracts/investors';
import { cityKey } from '../../core/geo/gazetteer';
import { resolvePlace } from '../../core/geo/resolve-place';
import { type ParsedQuery, parseQuery } from '../../core/investors/query-parser';
import { tokenize } from '../../core/investors/text';
import { topK } from '../../core/investors/top-k';
import type { VectorBlock } from '../vectors/vector-block';
import { DocumentSelections, passes, type Selection } from './document-selections';
import { filterRelevance } from './filter-relevance';
import { type FilterContext, filterSelections, type IndexQuery } from './search-filters';
import {
  activityPrior,
  type BrowseSort,
  browseOrders,
  buildFacets,
  buildPostings,
  type Facets,
  type Posting,
} from './search-index-build';
import { W } from './search-weights';
import { addMeaning, type QuerySemantics } from './semantic-recall';

/** The score of an investor whose whole name is the query: above any score words or meaning give. */
const EXACT_NAME = 1e6;
const nameKey = (name: string) => name.trim().toLowerCase().replace(/\s+/g, ' ');
/** The weight of activity when a query is only facets (a sector, stage or place, no free words). */
const FACET_PRIOR = 3;
const PREFIX_EXPANSIONS = 30;
interface Part {
  mask: Uint8Array;
  /** Documents that also meet the part: those whose text speaks of a parsed focus area. */
  extra: Uint8Array | null;
  /** How many documents meet the part, and (made when needed) which. */
  size: number;
  list: () => number[];
  weight: number;
}

interface MatchContext {
  parts: Part[];
  scores: Float32Array;
  hits: Uint8Array;
  needsWords: boolean;
  /** How much an investor's activity counts: more when the query names only a sector, stage or place. */
  prior: number;
}

export type { IndexQuery } from './search-filters';

/**
 * All investors in memory with an inverted index over names, focus areas, locations and descriptions, their
 * sentence vectors (int8), and precomputed orders for browsing. 30K investors take ~45 MB and a search takes about a
 * millisecond, which is what lets one process answer a thousand searches a second. A search's own vector is made
 * before it (asynchronously, cached per query text: `QuerySemantics`), never here.
 */
export class InvestorSearchIndex {
  private readonly postings: Map<string, Posting>;
  private readonly vocab: string[];
  private readonly facets: Facets;
  private readonly filterContext: FilterContext;
  private readonly selections: DocumentSelections;
  // Reused by every search (searches run one at a time on the event loop), so a search allocates no
  // document-sized arrays.
  private readonly scratch: {
    scores: Float32Array;
    hits: Uint8Array;
    focusHits: Uint8Array;
    seen: Uint8Array;
    /** How many of the query's words each document holds. */
    coverage: Uint8Array;
  };
  private readonly prior: Float32Array;
  private readonly orders: Record<BrowseSort, Int32Array>;
  /** Investors by their whole name, as typed: a search for a name finds that investor first. */
  private readonly byName = new Map<string, number[]>();

  constructor(
    readonly docs: readonly TInvestor[],
    /** Every investor's vector, in the order of `docs` (one block: 30,000 separate arrays took ~37 MB of heap). */
    readonly vectors: VectorBlock,
  ) {
    if (vectors.size !== docs.length) throw new Error(`${vectors.size} vectors for ${docs.length} investors`);
    ({ postings: this.postings, vocab: this.vocab } = buildPostings(docs));
    this.facets = buildFacets(docs);
    this.selections = new DocumentSelections(docs.length);
    this.scratch = {
      scores: new Float32Array(docs.length),
      hits: new Uint8Array(docs.length),
      focusHits: new Uint8Array(docs.length),
      seen: new Uint8Array(docs.length),
      coverage: new Uint8Array(docs.length),
    };
    this.filterContext = {
      size: docs.length,
      selections: this.selections,
      facets: this.facets,
      checkMin: Float64Array.from(docs, (d) => d.check_size_min ?? Number.NaN),
      checkMax: Float64Array.from(docs, (d) => d.check_size_max ?? Number.NaN),
    };
    this.prior = activityPrior(docs);
    this.orders = browseOrders(docs);
    docs.forEach((d, doc) => {
      const key = nameKey(d.name);
      this.byName.set(key, [...(this.byName.get(key) ?? []), doc]);
    });
  }

  get size(): number {
    return this.docs.length;
  }

  /** Whether a name is a city investors are based in, however it is spelt ("nyc", "bangalore", "sao paulo"). */
  isCity = (name: string): boolean => this.facets.cities.has(cityKey(name, null));

  private idToDoc: Map<string, number> | null = null;

  /**
   * The similarity (cosine) of a vector from the index's model to investors', by id. The matcher asks it for some
   * 1,500 candidates per match; an investor with no vector has none.
   */
  similarityTo(vector: Float32Array): (id: string) => number | undefined {
    this.idToDoc ??= new Map(this.docs.map((d, i) => [d.id, i]));
    const docs = this.idToDoc;
    return (id) => {
      const doc = docs.get(id);
      if (doc === undefined || !this.vectors.has(doc)) return undefined;
      return this.vectors.dot(vector, doc);
    };
  }

  /**
   * One page of matching investors (as document numbers) and how many match in all. With `semantics` (the query's
   * vector and nearest investors), matches are re-ranked by meaning and investors described in other words are
   * found too, after every investor the words themselves match.
   */
  search(
    query: IndexQuery,
    offset: number,
    limit: number,
    semantics?: QuerySemantics,
  ): { docs: number[]; total: number } {
    const filters = filterSelections(this.filterContext, query);
    const masks = filters.map((f) => f.mask);
    const q = query.q?.trim();
    const filtered = !!(query.stage?.length || query.focus?.length || query.location?.trim());
    if (!q && filtered && (query.sort ?? 'relevance') === 'relevance')
      return this.byRelevance(query, filters, offset, limit);
    if (!q) {
      const order = this.orders[query.sort && query.sort !== 'relevance' ? query.sort : 'activity'];
      const page: number[] = [];
      let total = 0;
      for (let i = 0; i < order.length; i++) {
        const doc = order[i]!;
        if (!passes(masks, doc)) continue;
        if (total >= offset && page.length < limit) page.push(doc);
        total += 1;
      }
      return { docs: page, total };
    }
    const sort = query.sort ?? 'relevance';
    const { scores, matched } = this.score(q, filters, sort === 'relevance' ? semantics : undefined);
    const rank = sort === 'relevance' ? null : this.rankOf(sort);
    const better = rank
      ? (a: number, b: number) => rank[a]! < rank[b]!
      : (a: number, b: number) => scores[a]! > scores[b]! || (scores[a] === scores[b] && a < b);
    return { docs: topK(matched, offset + limit, better).slice(offset), total: matched.length };
  }

  /** A filtered page without words, best first by how well each investor meets the filters (`filter-relevance.ts`). */
  private byRelevance(query: IndexQuery, filters: Selection[], offset: number, limit: number) {
    const masks = filters.map((f) => f.mask);
    const smallest = filters.reduce((m, f) => (f.list.length < m.list.length ? f : m));
    const matched = smallest.list.filter((doc) => passes(masks, doc));
    const place = query.location?.trim() ? resolvePlace(query.location).place : null;
    const scores = this.scratch.scores;
    const wanted = { stage: query.stage, focus: query.focus, place };
    for (const doc of matched) scores[doc] = filterRelevance(this.docs[doc]!, wanted, this.prior[doc]!);
    const better = (a: number, b: number) => scores[a]! > scores[b]! || (scores[a] === scores[b] && a < b);
    return { docs: topK(matched, offset + limit, better).slice(offset), total: matched.length };
  }

  private score(
    q: string,
    filters: Selection[],
    semantics: QuerySemantics | undefined,
  ): { scores: Float32Array; matched: number[] } {
    const masks = filters.map((f) => f.mask);
    const parsed = parseQuery(q, this.isCity);
    const { scores, hits, focusHits, coverage } = this.scratch;
    scores.fill(0);
    coverage.fill(0);
    // Documents that contain a free word of the query, and those whose text speaks of a parsed focus area.
    hits.fill(0);
    focusHits.fill(0);
    const hitList: number[] = [];
    const focusList: number[] = [];
    const terms = new Set(parsed.terms);
    for (const term of terms) this.addTerm(term, 1, scores, hits, hitList, true, coverage);
    const lastTerm = parsed.terms.at(-1);
    if (lastTerm && lastTerm.length >= 3 && !/\s$/.test(q)) {
      for (const t of this.prefixed(lastTerm))
        if (t !== lastTerm) this.addTerm(t, 0.6, scores, hits, hitList);
    }
    // A sector word read as a focus area ("fintech") speaks of what investors do, not of their names: a firm
    // called "Fintech Capital" with no fintech record does not rank above active fintech investors for it.
    for (const term of new Set(parsed.focus.flatMap((f) => tokenize(f.replace(/-/g, ' '))))) {
      this.addTerm(term, 0.5, scores, focusHits, focusList, false);
    }
    const parts = this.partMasks(parsed, focusHits, focusList);
    // "fintech seed" asks who is active in fintech at seed: among investors with the tag, the active ones first
    // (a short profile that repeats "fintech" does not make a firm with no deals the best answer).
    const prior = parsed.terms.length === 0 ? FACET_PRIOR : W.prior;
    const ctx: MatchContext = { parts, scores, hits, needsWords: parsed.terms.length > 0, prior };
    // A strict match meets every filter, every part and (with free words) the words, so the smallest of those
    // sets holds every match: only its documents are visited.
    const sets: { size: number; list: () => number[] }[] = [
      ...parts,
      ...filters.map((f) => ({ size: f.list.length, list: () => f.list })),
    ];
    if (ctx.needsWords) sets.push({ size: hitList.length, list: () => hitList });
    const smallest = sets.reduce<(typeof sets)[number] | null>(
      (m, x) => (!m || x.size < m.size ? x : m),
      null,
    );
    const strictBase = smallest ? smallest.list() : [];
    let matched = this.collect(strictBase, masks, ctx, parts.length > 0);
    // When every part of the query cannot hold at once, show what holds best rather than nothing.
    const partsHeld = matched.length > 0 || parts.length === 0;
    if (matched.length === 0 && parts.length > 0) {
      const union = this.unique([hitList, ...parts.map((p) => p.list())]);
      matched = this.collect(union, masks, ctx, false);
    }
    // One word the index does not know ("quokkafund") is a name it does not have, not a meaning to look for.
    const unknownName =
      parts.length === 0 && parsed.terms.length === 1 && !this.postings.has(parsed.terms[0]!);
    if (semantics && !unknownName) {
      // A word match holds every word of the query (and every part it asked for); the rest matched in part.
      const full = (doc: number) => partsHeld && coverage[doc] === terms.size;
      addMeaning(this.vectors, semantics, { masks, scores, matched, seen: this.scratch.seen }, full);
    }
    // Whatever the words read as ("Defense Angels": a stage and a word), an investor of that very name comes first.
    for (const doc of this.byName.get(nameKey(q)) ?? []) {
      if (!passes(masks, doc)) continue;
      if (!matched.includes(doc)) matched.push(doc);
      scores[doc] = EXACT_NAME;
    }
    return { scores, matched };
  }

  private collect(candidates: readonly number[], masks: Uint8Array[], ctx: MatchContext, strict: boolean) {
    const matched: number[] = [];
    for (let i = 0; i < candidates.length; i++) {
      const doc = candidates[i]!;
      if (passes(masks, doc) && this.matches(doc, ctx, strict)) matched.push(doc);
    }
    return matched;
  }

  private matches(doc: number, ctx: MatchContext, strict: boolean): boolean {
    const words = ctx.hits[doc] === 1;
    if (strict && ctx.needsWords && !words) return false;
    let bonus = 0;
    for (const part of ctx.parts) {
      if (part.mask[doc] === 1 || part.extra?.[doc] === 1) bonus += part.weight;
      else if (strict) return false;
    }
    if (!strict && bonus === 0 && !words) return false;
    ctx.scores[doc]! += bonus + ctx.prior * this.prior[doc]!;
    return true;
  }

  /** One part per parsed part of the query (stage, focus, place): the documents that meet it. */
  private partMasks(p: ParsedQuery, focusHits: Uint8Array, focusList: number[]): Part[] {
    const parts: Part[] = [];
    if (p.stages.length) {
      const stage = this.selections.get('stage', p.stages, () =>
        p.stages.map((st) => this.facets.byStage.get(st)),
      );
      parts.push({
        mask: stage.mask,
        extra: null,
        size: stage.list.length,
        list: () => stage.list,
        weight: W.stage,
      });
    }
    if (p.focus.length) {
      const focus = this.selections.get('focus', p.focus, () =>
        p.focus.map((f) => this.facets.byFocus.get(f)),
      );
      parts.push({
        mask: focus.mask,
        extra: focusHits,
        size: focus.list.length + focusList.length,
        list: () => this.unique([focus.list, focusList]),
        weight: W.focusTag,
      });
    }
    if (p.cities.length + p.countries.length) {
      const place = this.selections.get('where', [...p.cities, ...p.countries], () => [
        ...p.cities.map((c) => this.facets.byCity.get(cityKey(c, null))),
        ...p.countries.map((c) => this.facets.byCountry.get(c)),
      ]);
      parts.push({
        mask: place.mask,
        extra: null,
        size: place.list.length,
        list: () => place.list,
        weight: W.place,
      });
    }
    return parts;
  }

  /** The union of document lists, each document once (in the scratch `seen` mask, left clean). */
  private unique(lists: readonly number[][]): number[] {
    const seen = this.scratch.seen;
    const out: number[] = [];
    for (const list of lists) {
      for (const doc of list) {
        if (seen[doc] === 1) continue;
        seen[doc] = 1;
        out.push(doc);
      }
    }
    for (const doc of out) seen[doc] = 0;
    return out;
  }

  private addTerm(
    term: string,
    factor: number,
    scores: Float32Array,
    hits: Uint8Array,
    hitList: number[],
    byName = true,
    coverage?: Uint8Array,
  ) {
    const p = this.postings.get(term);
    if (!p) return;
    const idf = Math.log(1 + this.docs.length / p.docs.length);
    for (let i = 0; i < p.docs.length; i++) {
      const doc = p.docs[i]!;
      const weight = byName ? p.weights[i]! : p.weights[i]! - p.names[i]!;
      if (weight <= 0) continue;
      scores[doc]! += factor * idf * weight;
      if (coverage) coverage[doc]! += 1;
      if (hits[doc] === 0) {
        hits[doc] = 1;
        hitList.push(doc);
      }
    }
  }
  private prefixed(prefix: string): string[] {
    let lo = 0;
    let hi = this.vocab.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.vocab[mid]! < prefix) lo = mid + 1;
      else hi = mid;
    }
    const out: string[] = [];
    for (
      let i = lo;
      i < this.vocab.length && out.length < PREFIX_EXPANSIONS && this.vocab[i]!.startsWith(prefix);
      i++
    ) {
      out.push(this.vocab[i]!);
    }
    return out;
  }

  private rankOf(sort: BrowseSort): Int32Array {
    const order = this.orders[sort];
    const rank = new Int32Array(order.length);
    order.forEach((doc, i) => {
      rank[doc] = i;
    });
    return rank;
  }
}
