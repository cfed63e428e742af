import type { TInvestor } from '../contracts/investors';
import { featuresOf, LEADERS } from './model/features';
import { type MatchModel, scoreRows } from './model/model';
import type { CompanyNetwork, TrackRecords } from './model/track-records';
import type { MatchRound } from './read-round';

/** What speaks for an investor beyond fitting the round: its record, the founder's network, the directory. */
export interface Evidence {
  /** [0, 1]: how the model ranks it among the candidates by who joined rounds like this one (deals to 2013). */
  track: number;
  /** Its place in the model's ranking (0 is first), or null without deals. */
  trackRank: number | null;
  /** Backed the founder's company before; co-invested with its investors (recency-weighted deals). */
  existing: boolean;
  coInvested: number;
  /** [0, 1]: portfolio companies the 2026 directory counts, on a log scale. */
  directory: number;
  /** [0, 1]: similarity of the idea to the investor's profile and portfolio. */
  similarity: number;
  /** [0, 1]: all of the above together. */
  score: number;
}

/** How fast the track evidence falls with the model's rank: the 25th candidate keeps ~70%. */
const RANK_SCALE = 25;
/** A directory portfolio this large counts fully. */
const FULL_PORTFOLIO = 300;

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
): Map<string, Evidence> {
  const withRecord = candidates.filter((c) => deps.track.byInvestor.has(c.id)).map((c) => c.id);
  const X = featuresOf(deps.track, withRecord, round.track, net, pool.slice(0, LEADERS));
  const scores = scoreRows(deps.model, X);
  const order = withRecord.map((_, i) => i).sort((a, b) => scores[b]! - scores[a]!);
  const rankOf = new Map(order.map((row, rank) => [withRecord[row]!, rank] as const));

  const out = new Map<string, Evidence>();
  for (const inv of candidates) {
    const rank = rankOf.get(inv.id) ?? null;
    const track = rank === null ? 0 : 1 / Math.sqrt(1 + rank / RANK_SCALE);
    const directory = inv.portfolio_count
      ? Math.min(1, Math.log10(1 + inv.portfolio_count) / Math.log10(1 + FULL_PORTFOLIO))
      : 0;
    const similarity = Math.max(0, deps.similarityOf(inv.id) ?? 0);
    const score = 0.75 * Math.max(track, 0.85 * directory) + 0.25 * similarity;
    out.set(inv.id, {
      track,
      trackRank: rank,
      existing: net?.existing.has(inv.id) ?? false,
      coInvested: net?.coInvestors.get(inv.id) ?? 0,
      directory,
      similarity,
      score,
    });
  }
  return out;
}
