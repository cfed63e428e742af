import { countryCode } from '../../data/build/countries';
import type { TInvestor, TSearchInvestorsQuery } from '../contracts/investors';
import { cosine, HashingEmbedder } from '../vectors/embedder';
import { type ParsedQuery, parseQuery } from './query-parser';
import { tokenize } from './text';
import { topK } from './top-k';

// How much each kind of evidence weighs in relevance. Tuned on the relevance cases in search-index.test.ts
// and tests/api/investors.test.ts; a parsed stage, focus area or place counts more than one matching word.
const W = {
  name: 3,
  focus: 2,
  location: 1.5,
  description: 1,
  stage: 1.5,
  focusTag: 2,
  place: 2.5,
  vector: 2,
  prior: 0.6,
};
const PREFIX_EXPANSIONS = 30;
const VECTOR_RERANK = 300;
const B = 0.6;
const PLACE_CACHE_SIZE = 1000;

interface Part {
  mask: Uint8Array;
  list: number[];
  weight: number;
}

interface MatchContext {
  parts: Part[];
  scores: Float32Array;
  hits: Uint8Array;
  needsWords: boolean;
}

interface Posting {
  docs: number[];
  weights: number[];
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
  private readonly postings = new Map<string, Posting>();
  private readonly vocab: string[];
  private readonly vectors: Float32Array[];
  private readonly cities = new Set<string>();
  // Documents by stage, focus tag, city and country, so that a search marks its matches without string work.
  private readonly byStage = new Map<string, number[]>();
  private readonly byFocus = new Map<string, number[]>();
  private readonly byCity = new Map<string, number[]>();
  private readonly byCountry = new Map<string, number[]>();
  private readonly byStatus = new Map<string, number[]>();
  // Unknown bounds are NaN, which no comparison passes: an investor of unknown check size fails a size filter.
  private readonly checkMin: Float64Array;
  private readonly checkMax: Float64Array;
  private readonly prior: Float32Array;
  private readonly orders: Record<Exclude<Sort, 'relevance'>, Int32Array>;

  constructor(
    readonly docs: readonly TInvestor[],
    private readonly embedder = new HashingEmbedder(),
  ) {
    const lengths: number[] = [];
    const fieldTokens = docs.map((d) => {
      const description = tokenize(d.description ?? '');
      lengths.push(description.length);
      return {
        name: tokenize(d.name),
        focus: d.focus_areas.flatMap((f) => [f, ...tokenize(f.replace(/-/g, ' '))]),
        location: tokenize(d.location ?? ''),
        description,
      };
    });
    const avgLength = lengths.reduce((a, b) => a + b, 0) / Math.max(1, lengths.length) || 1;
    fieldTokens.forEach((fields, doc) => {
      const weights = new Map<string, number>();
      const addField = (tokens: string[], weight: number, norm = 1) => {
        const tf = new Map<string, number>();
        for (const t of tokens) tf.set(t, (tf.get(t) ?? 0) + 1);
        for (const [t, n] of tf) weights.set(t, (weights.get(t) ?? 0) + (weight * n) / (n + norm));
      };
      addField(fields.name, W.name);
      addField(fields.focus, W.focus);
      addField(fields.location, W.location);
      addField(fields.description, W.description, 1 - B + (B * lengths[doc]!) / avgLength);
      for (const [t, w] of weights) {
        let p = this.postings.get(t);
        if (!p) {
          p = { docs: [], weights: [] };
          this.postings.set(t, p);
        }
        p.docs.push(doc);
        p.weights.push(w);
      }
    });
    this.vocab = [...this.postings.keys()].sort();
    const push = (map: Map<string, number[]>, key: string, doc: number) => {
      const list = map.get(key);
      if (list) list.push(doc);
      else map.set(key, [doc]);
    };
    docs.forEach((d, doc) => {
      const location = (d.location ?? '').toLowerCase();
      const first = location.split(',')[0]!.trim();
      // "London, GB" and "New York" name a city; "Germany" names a country, which `country` already holds.
      const city = first && !countryCode(first) ? first : '';
      if (city) {
        this.cities.add(city);
        push(this.byCity, city, doc);
      }
      if (d.country) push(this.byCountry, d.country, doc);
      push(this.byStatus, d.status, doc);
      for (const st of d.stages) push(this.byStage, st, doc);
      for (const f of d.focus_areas) push(this.byFocus, f, doc);
    });
    this.checkMin = Float64Array.from(docs, (d) => d.check_size_min ?? Number.NaN);
    this.checkMax = Float64Array.from(docs, (d) => d.check_size_max ?? Number.NaN);
    this.vectors = docs.map((d) => this.embedder.embedOne(embeddingText(d)));
    const maxCount = Math.max(1, ...docs.map((d) => d.investment_count));
    this.prior = Float32Array.from(
      docs,
      (d) =>
        Math.log1p(d.investment_count) / Math.log1p(maxCount) +
        (d.status === 'hot' ? 0.3 : d.status === 'warm' ? 0.15 : 0),
    );
    const order = (cmp: (a: TInvestor, b: TInvestor) => number) =>
      Int32Array.from(
        docs
          .map((_, i) => i)
          .sort((a, b) => cmp(docs[a]!, docs[b]!) || docs[a]!.id.localeCompare(docs[b]!.id)),
      );
    this.orders = {
      activity: order((a, b) => b.investment_count - a.investment_count || rankStatus(a) - rankStatus(b)),
      recent: order((a, b) => (b.last_investment_date ?? '').localeCompare(a.last_investment_date ?? '')),
      name: order((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' })),
      check_size: order((a, b) => (b.check_size_max ?? -1) - (a.check_size_max ?? -1)),
    };
  }

  get size(): number {
    return this.docs.length;
  }

  isCity = (name: string): boolean => this.cities.has(name);

  private idToDoc: Map<string, number> | null = null;

  /** A text in the index's own vector space, to compare with `vectorOf`. */
  embedText(text: string): Float32Array {
    return this.embedder.embedOne(text);
  }

  /** The offline embedder's vector of an investor, by id. */
  vectorOf(id: string): Float32Array | undefined {
    this.idToDoc ??= new Map(this.docs.map((d, i) => [d.id, i]));
    const doc = this.idToDoc.get(id);
    return doc === undefined ? undefined : this.vectors[doc];
  }

  /** One page of matching investors (as document numbers) and how many match in all. */
  search(query: IndexQuery, offset: number, limit: number): { docs: number[]; total: number } {
    const mask = this.filterMask(query);
    const q = query.q?.trim();
    if (!q) {
      const order = this.orders[query.sort && query.sort !== 'relevance' ? query.sort : 'activity'];
      const page: number[] = [];
      let total = 0;
      for (let i = 0; i < order.length; i++) {
        const doc = order[i]!;
        if (mask !== null && mask[doc] !== 1) continue;
        if (total >= offset && page.length < limit) page.push(doc);
        total += 1;
      }
      return { docs: page, total };
    }
    const { scores, matched } = this.score(q, mask);
    const sort = query.sort ?? 'relevance';
    const rank = sort === 'relevance' ? null : this.rankOf(sort);
    const better = rank
      ? (a: number, b: number) => rank[a]! < rank[b]!
      : (a: number, b: number) => scores[a]! > scores[b]! || (scores[a] === scores[b] && a < b);
    return { docs: topK(matched, offset + limit, better).slice(offset), total: matched.length };
  }

  private score(q: string, mask: Uint8Array | null): { scores: Float32Array; matched: number[] } {
    const parsed = parseQuery(q, this.isCity);
    const n = this.docs.length;
    const scores = new Float32Array(n);
    // Documents that contain a free word of the query, and those whose text speaks of a parsed focus area.
    const hits = new Uint8Array(n);
    const focusHits = new Uint8Array(n);
    const hitList: number[] = [];
    const focusList: number[] = [];
    for (const term of new Set(parsed.terms)) this.addTerm(term, 1, scores, hits, hitList);
    const lastTerm = parsed.terms.at(-1);
    if (lastTerm && lastTerm.length >= 3 && !/\s$/.test(q)) {
      for (const t of this.prefixed(lastTerm))
        if (t !== lastTerm) this.addTerm(t, 0.6, scores, hits, hitList);
    }
    for (const term of new Set(parsed.focus.flatMap((f) => tokenize(f.replace(/-/g, ' '))))) {
      this.addTerm(term, 0.5, scores, focusHits, focusList);
    }
    const parts = this.partMasks(parsed, focusHits, focusList);
    const ctx: MatchContext = { parts, scores, hits, needsWords: parsed.terms.length > 0 };
    // Only documents that meet some part of the query can match, so only those are visited.
    const smallest = parts.reduce<number[] | null>(
      (m, p) => (!m || p.list.length < m.length ? p.list : m),
      null,
    );
    const strictBase = ctx.needsWords ? hitList : (smallest ?? []);
    let matched = this.collect(strictBase, mask, ctx, parts.length > 0);
    // When every part of the query cannot hold at once, show what holds best rather than nothing.
    if (matched.length === 0 && parts.length > 0) {
      const union = unique([hitList, ...parts.map((p) => p.list)], n);
      matched = this.collect(union, mask, ctx, false);
    }
    const queryVector = this.embedder.embedOne(q);
    const head = topK(matched, VECTOR_RERANK, (a, b) => scores[a]! > scores[b]!);
    for (const doc of head) scores[doc]! += W.vector * Math.max(0, cosine(queryVector, this.vectors[doc]!));
    return { scores, matched };
  }

  private collect(
    candidates: readonly number[],
    mask: Uint8Array | null,
    ctx: MatchContext,
    strict: boolean,
  ) {
    const matched: number[] = [];
    for (let i = 0; i < candidates.length; i++) {
      const doc = candidates[i]!;
      if ((mask === null || mask[doc] === 1) && this.matches(doc, ctx, strict)) matched.push(doc);
    }
    return matched;
  }

  private matches(doc: number, ctx: MatchContext, strict: boolean): boolean {
    const words = ctx.hits[doc] === 1;
    if (strict && ctx.needsWords && !words) return false;
    let bonus = 0;
    for (const part of ctx.parts) {
      if (part.mask[doc] === 1) bonus += part.weight;
      else if (strict) return false;
    }
    if (!strict && bonus === 0 && !words) return false;
    ctx.scores[doc]! += bonus + W.prior * this.prior[doc]!;
    return true;
  }

  /** One mask (and list) per parsed part of the query (stage, focus, place), of the documents that meet it. */
  private partMasks(p: ParsedQuery, focusHits: Uint8Array, focusList: number[]): Part[] {
    const n = this.docs.length;
    const mark = (mask: Uint8Array, list: number[], lists: (number[] | undefined)[]) => {
      for (const l of lists) {
        for (const doc of l ?? []) {
          if (mask[doc] === 1) continue;
          mask[doc] = 1;
          list.push(doc);
        }
      }
      return { mask, list };
    };
    const parts: Part[] = [];
    if (p.stages.length) {
      parts.push({
        ...mark(
          new Uint8Array(n),
          [],
          p.stages.map((st) => this.byStage.get(st)),
        ),
        weight: W.stage,
      });
    }
    if (p.focus.length) {
      parts.push({
        ...mark(
          focusHits,
          focusList,
          p.focus.map((f) => this.byFocus.get(f)),
        ),
        weight: W.focusTag,
      });
    }
    if (p.cities.length + p.countries.length) {
      const lists = [
        ...p.cities.map((c) => this.byCity.get(c)),
        ...p.countries.map((c) => this.byCountry.get(c)),
      ];
      parts.push({ ...mark(new Uint8Array(n), [], lists), weight: W.place });
    }
    return parts;
  }

  private addTerm(term: string, factor: number, scores: Float32Array, hits: Uint8Array, hitList: number[]) {
    const p = this.postings.get(term);
    if (!p) return;
    const idf = Math.log(1 + this.docs.length / p.docs.length);
    for (let i = 0; i < p.docs.length; i++) {
      const doc = p.docs[i]!;
      scores[doc]! += factor * idf * p.weights[i]!;
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

  private rankOf(sort: Exclude<Sort, 'relevance'>): Int32Array {
    const order = this.orders[sort];
    const rank = new Int32Array(order.length);
    order.forEach((doc, i) => {
      rank[doc] = i;
    });
    return rank;
  }

  private readonly placeCache = new Map<string, (number[] | undefined)[]>();

  /** The documents in cities whose name contains `location`, or in the country it names; remembered. */
  private placeLists(location: string): (number[] | undefined)[] {
    let lists = this.placeCache.get(location);
    if (!lists) {
      const cities = [...this.byCity.keys()].filter((c) => c.includes(location));
      const code = countryCode(location) ?? (location.length === 2 ? location.toUpperCase() : null);
      lists = [...cities.map((c) => this.byCity.get(c)), code ? this.byCountry.get(code) : undefined];
      // Locations people type are few; the cap keeps a flood of distinct ones from growing memory.
      if (this.placeCache.size >= PLACE_CACHE_SIZE) this.placeCache.clear();
      this.placeCache.set(location, lists);
    }
    return lists;
  }

  /**
   * The explicit filters as one mask over the documents (null when there is no filter), built from the
   * per-value lists so that no search does string or set work per document.
   */
  private filterMask(query: IndexQuery): Uint8Array | null {
    const n = this.docs.length;
    const lists: (number[] | undefined)[][] = [];
    if (query.status) lists.push([this.byStatus.get(query.status)]);
    if (query.stage?.length) lists.push(query.stage.map((st) => this.byStage.get(st)));
    if (query.focus?.length) lists.push(query.focus.map((f) => this.byFocus.get(f)));
    const location = query.location?.trim().toLowerCase();
    if (location) lists.push(this.placeLists(location));
    const { check_min: min, check_max: max } = query;
    if (lists.length === 0 && min === undefined && max === undefined) return null;
    // Each filter adds 1 to the documents it lets through; a document passes when every filter did.
    const votes = new Uint8Array(n);
    for (const group of lists) {
      const seen = new Uint8Array(n);
      for (const list of group) for (const doc of list ?? []) seen[doc] = 1;
      for (let doc = 0; doc < n; doc++) votes[doc]! += seen[doc]!;
    }
    let needed = lists.length;
    if (min !== undefined || max !== undefined) {
      needed += 1;
      for (let doc = 0; doc < n; doc++) {
        const lo = this.checkMin[doc]!;
        const hi = this.checkMax[doc]!;
        if ((min === undefined || hi >= min) && (max === undefined || lo <= max)) votes[doc]! += 1;
      }
    }
    for (let doc = 0; doc < n; doc++) votes[doc] = votes[doc] === needed ? 1 : 0;
    return votes;
  }
}

function rankStatus(d: TInvestor): number {
  return d.status === 'hot' ? 0 : d.status === 'warm' ? 1 : 2;
}

/** The text an investor is embedded from: what it is, what it backs, and where. */
export function embeddingText(d: TInvestor): string {
  const deals = d.recent_investments.map((r) => r.company).join(', ');
  return [d.name, d.description, d.focus_areas.join(' '), d.stages.join(' '), d.location, deals]
    .filter(Boolean)
    .join('. ');
}

function unique(lists: readonly number[][], n: number): number[] {
  const seen = new Uint8Array(n);
  const out: number[] = [];
  for (const list of lists) {
    for (const doc of list) {
      if (seen[doc] === 1) continue;
      seen[doc] = 1;
      out.push(doc);
    }
  }
  return out;
}
