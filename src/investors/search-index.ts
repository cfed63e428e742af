import type { TInvestor, TSearchInvestorsQuery } from '../contracts/investors';
import { cityKey, placeKey } from '../geo/gazetteer';
import { countriesIn } from '../geo/regions';
import { resolvePlace } from '../geo/resolve-place';
import { cosine, HashingEmbedder } from '../vectors/embedder';
import { DocumentSelections, passes, type Selection } from './document-selections';
import { filterRelevance } from './filter-relevance';
import { type ParsedQuery, parseQuery } from './query-parser';
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
import { tokenize } from './text';
import { topK } from './top-k';

/** The weight of activity when a query is only facets (a sector, stage or place, no free words). */
const FACET_PRIOR = 3;
const PREFIX_EXPANSIONS = 30;
const VECTOR_RERANK = 300;
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

export type Sort = NonNullable<TSearchInvestorsQuery['sort']>;

export interface IndexQuery {
  q?: string;
  status?: string;
  stage?: string[];
  focus?: string[];
  location?: string;
  check_min?: number;
  check_max?: number;
  sort?: Sort;
}

/**
 * All investors in memory with an inverted index over names, focus areas, locations and descriptions, the
 * offline embedder's vectors, and precomputed orders for browsing. 30K investors take ~60 MB and a search
 * takes about a millisecond, which is what lets one process answer a thousand searches a second.
 */
export class InvestorSearchIndex {
  private readonly postings: Map<string, Posting>;
  private readonly vocab: string[];
  /** Every investor's vector, one after another in one block (30,000 separate arrays took ~37 MB of heap). */
  private readonly vectors: Float32Array;
  private readonly dims: number;
  private readonly facets: Facets;
  // Unknown bounds are NaN, which no comparison passes: an investor of unknown check size fails a size filter.
  private readonly checkMin: Float64Array;
  private readonly checkMax: Float64Array;
  private readonly selections: DocumentSelections;
  // Reused by every search (searches run one at a time on the event loop), so a search allocates no
  // document-sized arrays.
  private readonly scratch: {
    scores: Float32Array;
    hits: Uint8Array;
    focusHits: Uint8Array;
    seen: Uint8Array;
  };
  private readonly prior: Float32Array;
  private readonly orders: Record<BrowseSort, Int32Array>;

  constructor(
    readonly docs: readonly TInvestor[],
    private readonly embedder = new HashingEmbedder(),
  ) {
    ({ postings: this.postings, vocab: this.vocab } = buildPostings(docs));
    this.facets = buildFacets(docs);
    this.selections = new DocumentSelections(docs.length);
    this.scratch = {
      scores: new Float32Array(docs.length),
      hits: new Uint8Array(docs.length),
      focusHits: new Uint8Array(docs.length),
      seen: new Uint8Array(docs.length),
    };
    this.checkMin = Float64Array.from(docs, (d) => d.check_size_min ?? Number.NaN);
    this.checkMax = Float64Array.from(docs, (d) => d.check_size_max ?? Number.NaN);
    this.dims = this.embedder.dims;
    this.vectors = new Float32Array(docs.length * this.dims);
    docs.forEach((d, i) => {
      this.vectors.set(this.embedder.embedOne(embeddingText(d)), i * this.dims);
    });
    this.prior = activityPrior(docs);
    this.orders = browseOrders(docs);
  }

  get size(): number {
    return this.docs.length;
  }

  /** Whether a name is a city investors are based in, however it is spelt ("nyc", "bangalore", "sao paulo"). */
  isCity = (name: string): boolean => this.facets.cities.has(cityKey(name, null));

  private idToDoc: Map<string, number> | null = null;

  /** A text in the index's own vector space, to compare with `similarityTo`. */
  embedText(text: string): Float32Array {
    return this.embedder.embedOne(text);
  }

  /** A view of a document's vector in the block (no copy). */
  private vectorAt(doc: number): Float32Array {
    return this.vectors.subarray(doc * this.dims, (doc + 1) * this.dims);
  }

  /**
   * The similarity of a vector in the index's space (`embedText`) to investors', by id: their dot product (both are
   * normalised), read in place. The matcher asks it for some 1,500 candidates per match. An idea's vector has a few
   * dozen of its 256 dimensions set (the words it hashes to), so only those are read: a view of each investor's
   * vector and all 256 products took most of the evidence stage's time.
   */
  similarityTo(vector: Float32Array): (id: string) => number | undefined {
    const dims: number[] = [];
    for (let i = 0; i < vector.length; i++) if (vector[i] !== 0) dims.push(i);
    const at = Int32Array.from(dims);
    const weights = Float32Array.from(dims, (i) => vector[i]!);
    this.idToDoc ??= new Map(this.docs.map((d, i) => [d.id, i]));
    const docs = this.idToDoc;
    const block = this.vectors;
    const width = this.dims;
    // The products a zero would add are zeros, so the sum is `cosine`'s, term by term in the same order.
    return (id) => {
      const doc = docs.get(id);
      if (doc === undefined) return undefined;
      const base = doc * width;
      let dot = 0;
      for (let k = 0; k < at.length; k++) dot += weights[k]! * block[base + at[k]!]!;
      return dot;
    };
  }

  /** One page of matching investors (as document numbers) and how many match in all. */
  search(query: IndexQuery, offset: number, limit: number): { docs: number[]; total: number } {
    const filters = this.filterSelections(query);
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
    const { scores, matched } = this.score(q, filters);
    const sort = query.sort ?? 'relevance';
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

  private score(q: string, filters: Selection[]): { scores: Float32Array; matched: number[] } {
    const masks = filters.map((f) => f.mask);
    const parsed = parseQuery(q, this.isCity);
    const { scores, hits, focusHits } = this.scratch;
    scores.fill(0);
    // Documents that contain a free word of the query, and those whose text speaks of a parsed focus area.
    hits.fill(0);
    focusHits.fill(0);
    const hitList: number[] = [];
    const focusList: number[] = [];
    for (const term of new Set(parsed.terms)) this.addTerm(term, 1, scores, hits, hitList);
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
    if (matched.length === 0 && parts.length > 0) {
      const union = this.unique([hitList, ...parts.map((p) => p.list())]);
      matched = this.collect(union, masks, ctx, false);
    }
    const queryVector = this.embedder.embedOne(q);
    const head = topK(matched, VECTOR_RERANK, (a, b) => scores[a]! > scores[b]!);
    for (const doc of head) scores[doc]! += W.vector * Math.max(0, cosine(queryVector, this.vectorAt(doc)));
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
  ) {
    const p = this.postings.get(term);
    if (!p) return;
    const idf = Math.log(1 + this.docs.length / p.docs.length);
    for (let i = 0; i < p.docs.length; i++) {
      const doc = p.docs[i]!;
      const weight = byName ? p.weights[i]! : p.weights[i]! - p.names[i]!;
      if (weight <= 0) continue;
      scores[doc]! += factor * idf * weight;
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

  /**
   * The investors a location filter lets through, the place read as typed ("London", "Sao Paulo", "NYC",
   * "Germany", "LatAm"): those based in the city, else the state's or country's, else the region's countries.
   * Words the gazetteer cannot read are looked for in investors' city names (accents and case aside).
   */
  private placeLists(location: string): (number[] | undefined)[] {
    const { place, unread } = resolvePlace(location);
    if (place.city) return [this.facets.byCity.get(cityKey(place.city, place.country, place.state))];
    if (place.country) return [this.facets.byCountry.get(place.country)];
    if (place.region) return countriesIn(place.region).map((c) => this.facets.byCountry.get(c));
    const key = placeKey(unread ?? location);
    return [...this.facets.byCity.keys()]
      .filter((c) => c.includes(key))
      .map((c) => this.facets.byCity.get(c));
  }

  /** The explicit filters, each as the documents it lets through. */
  private filterSelections(query: IndexQuery): Selection[] {
    const masks: Selection[] = [];
    const { status, stage, focus, check_min: min, check_max: max } = query;
    if (status) masks.push(this.selections.get('status', [status], () => [this.facets.byStatus.get(status)]));
    if (stage?.length)
      masks.push(this.selections.get('stage', stage, () => stage.map((st) => this.facets.byStage.get(st))));
    if (focus?.length)
      masks.push(this.selections.get('focus', focus, () => focus.map((f) => this.facets.byFocus.get(f))));
    const location = query.location?.trim();
    if (location)
      masks.push(this.selections.get('location', [location.toLowerCase()], () => this.placeLists(location)));
    if (min !== undefined || max !== undefined) {
      masks.push(
        this.selections.get('check', [min ?? -1, max ?? -1], () => {
          const list: number[] = [];
          for (let doc = 0; doc < this.docs.length; doc++) {
            const lo = this.checkMin[doc]!;
            const hi = this.checkMax[doc]!;
            if ((min === undefined || hi >= min) && (max === undefined || lo <= max)) list.push(doc);
          }
          return [list];
        }),
      );
    }
    return masks;
  }
}

/** The text an investor is embedded from: what it is, what it backs, and where. */
export function embeddingText(d: TInvestor): string {
  const deals = d.recent_investments.map((r) => r.company).join(', ');
  return [d.name, d.description, d.focus_areas.join(' '), d.stages.join(' '), d.location, deals]
    .filter(Boolean)
    .join('. ');
}
