import { LRUCache } from 'lru-cache';
import { cityKey } from '../../geo/gazetteer';
import { type CompactCounts, type Counts, KeyTable } from './counts';
import {
  add,
  companyKey,
  type DealRound,
  emptyRecord,
  freeze,
  metroKey,
  regionOf,
  type TrackQuery,
  type TrackRecord,
} from './deal-counts';
import type { InvestorKind } from './investor-kinds';

export type { DealRound, TrackQuery, TrackRecord } from './deal-counts';
export { regionOf, trackPlace } from './deal-counts';

/** The counts the prior score reads. */
type ScoredField = 'byStage' | 'bySector' | 'byCity' | 'byRegion' | 'byCountry';
interface Term {
  field: ScoredField;
  /** The key's id in the records' table; -1 for a key no investor has. */
  id: number;
  /** PRIOR_DEALS x the market's share of deals with the key. */
  pp: number;
}

/** A deal two years older than the latest one in the data counts half as much. */
const HALF_LIFE_DAYS = 730;
/** How strongly an investor's shares lean to the market's before its own deals say otherwise (pseudo-deals). */
const PRIOR_DEALS = 10;
const REGION_WEIGHT = 0.5;

const DAY_MS = 86_400_000;
/**
 * Every investor's track record, from the rounds (all of them in the product; those before the cutoff in the
 * evals). `asOf` is the date recency is measured from.
 */
export class TrackRecords {
  readonly byInvestor = new Map<string, TrackRecord>();
  /** The market: all deals counted the same way, for the shares an investor is smoothed towards. */
  readonly market: TrackRecord = emptyRecord();
  /** Every round with investors: who, when, its recency weight (for the co-investment network). */
  private readonly deals: { ids: readonly string[]; at: string | null; w: number }[] = [];
  private readonly dealsOf = new Map<string, number[]>();
  private readonly dealsOfCompany = new Map<string, number[]>();

  /** The count keys of every record, interned. */
  private readonly table = new KeyTable();

  /** A city's metro area, as the companies there are placed: "mountain view|US-CA" → "SF Bay". */
  private readonly metros = new Map<string, string>();

  constructor(
    rounds: Iterable<DealRound>,
    asOf: string,
    /** What kind of investor each is (angel, accelerator, fund; a person or a firm), for the model's features. */
    readonly kinds: ReadonlyMap<string, InvestorKind> = new Map(),
  ) {
    const end = Date.parse(asOf);
    // In date order, so that a deal in a company an investor backed before counts as a follow-on.
    const dated = [...rounds].sort((a, b) => (a.funded_at ?? '').localeCompare(b.funded_at ?? ''));
    const backers = new Map<string, Set<string>>();
    const funded = new Set<string>();
    for (const r of dated) {
      const c = r.company;
      const key = companyKey(r.company_name);
      // A company's first round in the data, whoever joined it (rounds without known investors count too).
      const first = key !== null && !funded.has(key);
      if (key) funded.add(key);
      if (c?.city && c.region && c.region !== 'unknown')
        this.metros.set(
          metroKey(cityKey(c.city, c.country, c.state ?? null), regionOf(c.country, c.state ?? null)),
          c.region,
        );
      if (r.investor_ids.length === 0) continue;
      const age = r.funded_at ? Math.max(0, (end - Date.parse(r.funded_at)) / DAY_MS) : 5 * 365;
      const w = 0.5 ** (age / HALF_LIFE_DAYS);
      const index = this.deals.push({ ids: r.investor_ids, at: r.funded_at, w }) - 1;
      for (const id of r.investor_ids) {
        const list = this.dealsOf.get(id);
        if (list) list.push(index);
        else this.dealsOf.set(id, [index]);
      }
      if (key) {
        const list = this.dealsOfCompany.get(key);
        if (list) list.push(index);
        else this.dealsOfCompany.set(key, [index]);
      }
      // Who had backed the company before this round; this round's investors join them after it.
      let before: Set<string> | undefined;
      if (key) {
        before = backers.get(key) ?? new Set();
        backers.set(key, before);
      }
      for (const id of r.investor_ids) {
        let rec = this.byInvestor.get(id);
        if (!rec) {
          rec = emptyRecord();
          this.byInvestor.set(id, rec);
        }
        add(rec, r, w, age);
        if (before?.has(id)) rec.followOns += 1;
        if (first) rec.firstRounds += 1;
        add(this.market, r, w, age);
      }
      for (const id of r.investor_ids) before?.add(id);
    }
    const table = this.table;
    for (const rec of this.byInvestor.values()) freeze(rec, table);
  }

  /** The metro area of a city in a region (`regionOf`), when companies there tell it. */
  metroOf(city: string | null, region: string | null): string | null {
    return city ? (this.metros.get(metroKey(city, region)) ?? null) : null;
  }

  /**
   * How likely this investor is to join a round like this one, as a log score: its recent activity times the
   * share of its deals at the stage, in the sectors and in the place (each share smoothed towards the market's,
   * so that one lucky deal does not outweigh a long record). Higher is likelier; null without any deal.
   */
  score(id: string, q: TrackQuery): number | null {
    const rec = this.byInvestor.get(id);
    if (!rec) return null;
    let s = Math.log1p(rec.weight);
    if (q.stage && this.market.byStage.has(q.stage))
      s += this.logShare(rec, rec.byStage, this.market.byStage, q.stage);
    if (q.sectors.length) {
      // The investor's best sector among those the idea names.
      let best = Number.NEGATIVE_INFINITY;
      for (const sector of q.sectors)
        best = Math.max(best, this.logShare(rec, rec.bySector, this.market.bySector, sector));
      s += best;
    }
    const region = q.region && this.market.byRegion.has(q.region) ? q.region : null;
    // Place: the city counts fully, the region (US state, or country) half again: the evals showed both help,
    // the city most (angels and seed funds invest near home).
    if (q.city && this.market.byCity.has(q.city))
      s += this.logShare(rec, rec.byCity, this.market.byCity, q.city);
    if (region) s += REGION_WEIGHT * this.logShare(rec, rec.byRegion, this.market.byRegion, region);
    else if (q.country && this.market.byCountry.has(q.country))
      s += REGION_WEIGHT * this.logShare(rec, rec.byCountry, this.market.byCountry, q.country);
    return s;
  }

  /**
   * `score` for every investor with a record, in `byInvestor`'s order: the same numbers, with the round's keys and the
   * market's shares looked up once rather than for each of 15,000 investors (the matcher ranks them all for each
   * new stage, sectors and place).
   */
  scoreAll(q: TrackQuery): { ids: readonly string[]; scores: Float64Array } {
    const term = (field: ScoredField, key: string): Term => {
      const market = this.market[field];
      const prior = (market.get(key) ?? 0) / Math.max(this.market.weight, 1e-9);
      return { field, id: this.table.find(key) ?? -1, pp: PRIOR_DEALS * prior };
    };
    const stage = q.stage && this.market.byStage.has(q.stage) ? term('byStage', q.stage) : null;
    const sectors = q.sectors.map((s) => term('bySector', s));
    const city = q.city && this.market.byCity.has(q.city) ? term('byCity', q.city) : null;
    const region = q.region && this.market.byRegion.has(q.region) ? term('byRegion', q.region) : null;
    const country =
      !region && q.country && this.market.byCountry.has(q.country) ? term('byCountry', q.country) : null;

    const d = this.denseRecords();
    const n = d.ids.length;
    const scores = Float64Array.from(d.log1pWeight);
    const share = new Float64Array(n);
    // Each term as `logShare` computes it, for every investor (most have no deal with the key), then for those who
    // have: the same operations in the same order, so the scores are `score`'s to the last bit.
    const shares = (t: Term) => {
      const none = t.pp + 1e-6;
      for (let i = 0; i < n; i++) share[i] = Math.log(none / d.smoothedWeight[i]!);
      const posting = this.postings(t.field).get(t.id);
      if (posting)
        for (let j = 0; j < posting.rows.length; j++) {
          const row = posting.rows[j]!;
          share[row] = Math.log((posting.counts[j]! + t.pp + 1e-6) / d.smoothedWeight[row]!);
        }
      return share;
    };
    const add = (values: Float64Array, weight = 1) => {
      for (let i = 0; i < n; i++) scores[i]! += weight === 1 ? values[i]! : weight * values[i]!;
    };
    if (stage) add(shares(stage));
    if (sectors.length) {
      const best = new Float64Array(n).fill(Number.NEGATIVE_INFINITY);
      for (const t of sectors) {
        const v = shares(t);
        for (let i = 0; i < n; i++) best[i] = Math.max(best[i]!, v[i]!);
      }
      add(best);
    }
    if (city) add(shares(city));
    if (region) add(shares(region), REGION_WEIGHT);
    else if (country) add(shares(country), REGION_WEIGHT);
    return { ids: d.ids, scores };
  }

  private dense: {
    ids: string[];
    records: TrackRecord[];
    log1pWeight: Float64Array;
    /** Weight + PRIOR_DEALS: the denominator of every share. */
    smoothedWeight: Float64Array;
  } | null = null;

  private denseRecords() {
    if (!this.dense) {
      const records = [...this.byInvestor.values()];
      this.dense = {
        ids: [...this.byInvestor.keys()],
        records,
        log1pWeight: Float64Array.from(records, (r) => Math.log1p(r.weight)),
        smoothedWeight: Float64Array.from(records, (r) => r.weight + PRIOR_DEALS),
      };
    }
    return this.dense;
  }

  /** For one kind of count, the investors (rows of `denseRecords`) with a count for each key, and the count. */
  private readonly postingLists = new Map<
    ScoredField,
    Map<number, { rows: Int32Array; counts: Float32Array }>
  >();

  private postings(field: ScoredField) {
    let byKey = this.postingLists.get(field);
    if (!byKey) {
      const building = new Map<number, { rows: number[]; counts: number[] }>();
      this.denseRecords().records.forEach((rec, row) => {
        (rec[field] as CompactCounts).forEachId((id, count) => {
          let list = building.get(id);
          if (!list) {
            list = { rows: [], counts: [] };
            building.set(id, list);
          }
          list.rows.push(row);
          list.counts.push(count);
        });
      });
      byKey = new Map(
        [...building].map(([id, l]) => [
          id,
          { rows: Int32Array.from(l.rows), counts: Float32Array.from(l.counts) },
        ]),
      );
      this.postingLists.set(field, byKey);
    }
    return byKey;
  }

  /**
   * A company's investor network, from the rounds dated before `before` (all of them without it): the investors
   * of its earlier rounds (who often join the next one), and the investors who co-invested with them elsewhere,
   * weighted by how recent those deals are.
   */
  network(company: string, before?: string): CompanyNetwork {
    const dated = (i: number) => !before || (this.deals[i]!.at !== null && this.deals[i]!.at! < before);
    const existing = new Set<string>();
    for (const i of this.dealsOfCompany.get(companyKey(company) ?? '') ?? [])
      if (dated(i)) for (const id of this.deals[i]!.ids) existing.add(id);
    const coInvestors = new Map<string, number>();
    const partners = new Map<string, number>();
    for (const id of existing) {
      const met = new Set<string>();
      for (const i of this.dealsOf.get(id) ?? []) {
        if (!dated(i)) continue;
        for (const other of this.deals[i]!.ids) {
          if (existing.has(other)) continue;
          coInvestors.set(other, (coInvestors.get(other) ?? 0) + this.deals[i]!.w);
          met.add(other);
        }
      }
      for (const other of met) partners.set(other, (partners.get(other) ?? 0) + 1);
    }
    return { existing, coInvestors, partners };
  }

  /**
   * How many of `leaders` each investor has co-invested with: the syndicates the likeliest investors of a
   * round form (leaders themselves are not counted with each other).
   */
  syndicates(leaders: readonly string[]): ReadonlyMap<string, number> {
    // Rounds that share their stage, sectors and place share their leaders (the prior's order is cached the same
    // way): the count is kept for the last few sets of leaders, a few hundred KB each.
    const key = leaders.join(' ');
    const hit = this.syndicateCache.get(key);
    if (hit) return hit;
    const count = new Map<string, number>();
    for (const leader of leaders) {
      const met = new Set<string>();
      for (const i of this.dealsOf.get(leader) ?? []) for (const other of this.deals[i]!.ids) met.add(other);
      met.delete(leader);
      for (const other of met) count.set(other, (count.get(other) ?? 0) + 1);
    }
    this.syndicateCache.set(key, count);
    return count;
  }
  private readonly syndicateCache = new LRUCache<string, ReadonlyMap<string, number>>({ max: 16 });

  /** The log of the investor's share of deals with `key`, smoothed towards the market's share. */
  logShare(rec: TrackRecord, own: Counts, market: Counts, key: string) {
    const prior = (market.get(key) ?? 0) / Math.max(this.market.weight, 1e-9);
    return Math.log(((own.get(key) ?? 0) + PRIOR_DEALS * prior + 1e-6) / (rec.weight + PRIOR_DEALS));
  }
}

/** A founder's company as the deals know it: who backed it, and who invested beside them. */
export interface CompanyNetwork {
  /** Investors of the company's earlier rounds. */
  existing: Set<string>;
  /** Everyone else who co-invested with them, by the recency weight of those deals. */
  coInvestors: Map<string, number>;
  /** How many of the existing investors each co-investor has invested beside. */
  partners: Map<string, number>;
}
