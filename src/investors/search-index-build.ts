import type { TInvestor, TSearchInvestorsQuery } from '../../core/contracts/investors';
import { countryCode } from '../../core/geo/countries';
import { cityKey } from '../../core/geo/gazetteer';
import { tokenize } from '../../core/investors/text';
import { W } from './search-weights';

// Built once per index from the investors: what its searches read and never change.

/** The orders a page of investors can be browsed in without words. */
export type BrowseSort = Exclude<NonNullable<TSearchInvestorsQuery['sort']>, 'relevance'>;

// The length normalisation of descriptions (BM25's b): a long profile's words count a little less each.
const B = 0.6;

export interface Posting {
  docs: number[];
  weights: number[];
  /** The part of each weight that comes from the investor's name. */
  names: number[];
}

/** The inverted index over names, focus areas, locations and descriptions, and its sorted vocabulary. */
export function buildPostings(docs: readonly TInvestor[]): {
  postings: Map<string, Posting>;
  vocab: string[];
} {
  const postings = new Map<string, Posting>();
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
    const names = new Map(weights);
    addField(fields.focus, W.focus);
    addField(fields.location, W.location);
    addField(fields.description, W.description, 1 - B + (B * lengths[doc]!) / avgLength);
    for (const [t, w] of weights) {
      let p = postings.get(t);
      if (!p) {
        p = { docs: [], weights: [], names: [] };
        postings.set(t, p);
      }
      p.docs.push(doc);
      p.weights.push(w);
      p.names.push(names.get(t) ?? 0);
    }
  });
  return { postings, vocab: [...postings.keys()].sort() };
}

/** Documents by stage, focus tag, city, country and status, so that a search marks its matches without string work. */
export interface Facets {
  cities: Set<string>;
  byStage: Map<string, number[]>;
  byFocus: Map<string, number[]>;
  byCity: Map<string, number[]>;
  byCountry: Map<string, number[]>;
  byStatus: Map<string, number[]>;
}

export function buildFacets(docs: readonly TInvestor[]): Facets {
  const facets: Facets = {
    cities: new Set(),
    byStage: new Map(),
    byFocus: new Map(),
    byCity: new Map(),
    byCountry: new Map(),
    byStatus: new Map(),
  };
  const push = (map: Map<string, number[]>, key: string, doc: number) => {
    const list = map.get(key);
    if (list) list.push(doc);
    else map.set(key, [doc]);
  };
  docs.forEach((d, doc) => {
    const first = (d.location ?? '').split(',')[0]!.trim();
    // "London, GB" and "New York" name a city; "Germany" names a country, which `country` already holds. A city is
    // kept under its one key however the sources spell it ("Sao Paulo" and "São Paulo", "Bangalore", "Bengaluru").
    const city = first && !countryCode(first) ? cityKey(first, d.country) : '';
    if (city) {
      facets.cities.add(city);
      push(facets.byCity, city, doc);
    }
    if (d.country) push(facets.byCountry, d.country, doc);
    push(facets.byStatus, d.status, doc);
    for (const st of d.stages) push(facets.byStage, st, doc);
    for (const f of d.focus_areas) push(facets.byFocus, f, doc);
  });
  return facets;
}

/** How active each investor is, 0 to about 1.3: its deals or portfolio on a log scale, plus its status. */
export function activityPrior(docs: readonly TInvestor[]): Float32Array {
  const maxCount = Math.max(1, ...docs.map((d) => d.investment_count));
  const maxPortfolio = Math.max(1, ...docs.map((d) => d.portfolio_count ?? 0));
  // Activity: deals to 2013, or the portfolio the 2026 directory counts, whichever says more.
  return Float32Array.from(
    docs,
    (d) =>
      Math.max(
        Math.log1p(d.investment_count) / Math.log1p(maxCount),
        Math.log1p(d.portfolio_count ?? 0) / Math.log1p(maxPortfolio),
      ) + (d.status === 'hot' ? 0.3 : d.status === 'warm' ? 0.15 : 0),
  );
}

function rankStatus(d: TInvestor): number {
  return d.status === 'hot' ? 0 : d.status === 'warm' ? 1 : 2;
}

/** The orders for browsing without words, ties broken by id so that pages never overlap. */
export function browseOrders(docs: readonly TInvestor[]): Record<BrowseSort, Int32Array> {
  const order = (cmp: (a: TInvestor, b: TInvestor) => number) =>
    Int32Array.from(
      docs.map((_, i) => i).sort((a, b) => cmp(docs[a]!, docs[b]!) || docs[a]!.id.localeCompare(docs[b]!.id)),
    );
  return {
    activity: order((a, b) => b.investment_count - a.investment_count || rankStatus(a) - rankStatus(b)),
    recent: order((a, b) => (b.last_investment_date ?? '').localeCompare(a.last_investment_date ?? '')),
    name: order((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' })),
    check_size: order((a, b) => (b.check_size_max ?? -1) - (a.check_size_max ?? -1)),
  };
}
