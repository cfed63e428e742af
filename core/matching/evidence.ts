import type { TInvestor } from '../contracts/investors';
import type { Fit } from './fit';
import type { MatchRound } from './match-round';
import { featuresOf, LEADERS } from './model/features';
import { type MatchModel, scoreRows } from './model/model';
import type { CompanyNetwork, TrackRecords } from './model/track-records';

/** What speaks for an investor beyond fitting the round: its record, the founder's network, the directory. */
export interface Evidence {
  /** [0, 1]: how the model ranks it among the candidates by who joined rounds like this one (deals to 2013). */
  track: number;
  /** Its place in the model's ranking (0 is first), or null without deals. */
  trackRank: number | null;
  /** Backed the founder's company before; co-invested with its investors (recency-weighted deals). */
  existing: boolean;
  coInvested: number;
  /** [0, 1]: portfolio companies the 2026 directory counts, on a log scale (a tie-breaker). */
  directory: number;
  /** [0, 1]: similarity of the idea to the investor's profile and portfolio. */
  similarity: number;
  /**
   * [0, 1]: what its own statement says of this round, counted where the deal history does not cover the founder's
   * market (below): a specific thesis for the sector, at the stage, from the founder's country.
   */
  thesis: number;
  /** [0, 1]: all of the above together. */
  score: number;
}

/** How fast the track evidence falls with the model's rank: the 25th candidate keeps ~70%. */
const RANK_SCALE = 25;
/** A directory portfolio this large counts fully. */
const FULL_PORTFOLIO = 300;
/**
 * The directory's portfolio count breaks ties and no more: a 2026 count is no record of who joins rounds like this
 * one. As a stand-in for the record (`max(track, 0.85 x directory)`, before issue 30) it put firms with no deal at
 * all among the top 50 of past rounds' real joiners, 13 on an average round.
 */
const DIRECTORY_TIE = 0.02;
/**
 * Where the deal history covers the founder's market (this many candidates with deals, in or investing in the
 * founder's country, at the round's stage), it decides the evidence; where it covers less, as for most of the world
 * in a history that ends in 2013 and is mostly American, an investor's specific current statement about the
 * round counts, up to THESIS_MAX: a Paris climate seed fund with no 2013 deal is the evidence a Paris founder has.
 */
const COVERED = 60;
const THESIS_MAX = 0.6;
/**
 * What the /investors filter lists first for the founder's place, stage and sector (`candidates.ts`) competes on
 * the match's scale however deep the deal history of the market: its specific, local thesis counts up to this
 * (issue 30: a founder who filters her city and sector must not find specialists the match left out).
 */
const LISTED_THESIS = 0.7;

/**
 * What a statement says of the round: the sector in a thesis, the stage stated, a cheque that fits, and based in
 * the founder's market (the country; in the United States, whose deal history is deep, the city).
 */
function thesisOf(fit: Fit, inUS: boolean): number {
  if (!fit.sector.stated || fit.geography.score < (inUS ? 1 : 0.9)) return 0;
  const stage = fit.stage.stated ? 1 : fit.stage.score >= 0.95 ? 0.9 : 0.6;
  const cheque = fit.check_size.known === false ? 0.6 : fit.check_size.score >= 0.6 ? 1 : 0.5;
  return fit.sector.score * stage * cheque * fit.geography.score;
}

/**
 * Stage 4 of the matcher: the evidence for each candidate. The track record is the learned model's ranking
 * (`npm run data:model`) of the candidates with deals, by how likely each is to join a round like this one.
 */
export function evidenceOf(
  candidates: readonly TInvestor[],
  round: MatchRound,
  deps: {
    track: TrackRecords;
    model: MatchModel;
    /** The idea's similarity to an investor's profile (`InvestorSearchIndex.similarityTo`), if it has a vector. */
    similarityOf: (id: string) => number | undefined;
  },
  net: CompanyNetwork | null,
  /** The track record's pool, best first by the prior: the syndicate leaders are its first ones. */
  pool: readonly string[],
  fits: ReadonlyMap<string, Fit>,
  listedFirst: ReadonlySet<string> = new Set(),
): Map<string, Evidence> {
  const withRecord = candidates.filter((c) => deps.track.byInvestor.has(c.id)).map((c) => c.id);
  const X = featuresOf(deps.track, withRecord, round.track, net, pool.slice(0, LEADERS));
  const scores = scoreRows(deps.model, X);
  const order = withRecord.map((_, i) => i).sort((a, b) => scores[b]! - scores[a]!);
  const rankOf = new Map(order.map((row, rank) => [withRecord[row]!, rank] as const));
  // How well the deal history covers the founder's market at this stage (in the United States, the state's).
  const state = round.place.country === 'US' && round.place.state ? `US-${round.place.state}` : null;
  const covered = withRecord.filter((id) => {
    const fit = fits.get(id)!;
    const inState = !state || (deps.track.byInvestor.get(id)!.byRegion.get(state) ?? 0) >= 1;
    return fit.geography.score >= 0.85 && fit.stage.score >= 0.95 && inState;
  }).length;
  const thesisWeight = Math.max(0, 1 - covered / COVERED) * THESIS_MAX;

  const out = new Map<string, Evidence>();
  for (const inv of candidates) {
    const rank = rankOf.get(inv.id) ?? null;
    const track = rank === null ? 0 : 1 / Math.sqrt(1 + rank / RANK_SCALE);
    const directory = inv.portfolio_count
      ? Math.min(1, Math.log10(1 + inv.portfolio_count) / Math.log10(1 + FULL_PORTFOLIO))
      : 0;
    const similarity = Math.max(0, deps.similarityOf(inv.id) ?? 0);
    const thesis = thesisOf(fits.get(inv.id)!, round.place.country === 'US');
    const recorded = 0.75 * track + 0.25 * similarity;
    const weight = listedFirst.has(inv.id) ? Math.max(thesisWeight, LISTED_THESIS) : thesisWeight;
    const score = Math.min(1, Math.max(recorded, weight * thesis) + DIRECTORY_TIE * directory);
    out.set(inv.id, {
      track,
      trackRank: rank,
      existing: net?.existing.has(inv.id) ?? false,
      coInvested: net?.coInvestors.get(inv.id) ?? 0,
      directory,
      similarity,
      thesis,
      score,
    });
  }
  return out;
}
