import { STAGES } from '../../data/build/stages';
import { type TrackQuery, type TrackRecords, trackPlace } from './deal-stats';
import { parseQuery } from './query-parser';
import { conceptsOf, tokenize } from './text';

/** What a founder tells the matcher about a round: the fields of a match request the track record reads. */
export interface RoundAsked {
  idea: string;
  stage?: string;
  /** Thousands of USD: the round the founder is raising. */
  check_size?: number;
  location?: string;
}

/** The focus areas an idea's words name ("payments" → fintech). */
export function ideaFocus(idea: string, isCity: (name: string) => boolean = () => false): Set<string> {
  return new Set([...parseQuery(idea, isCity).focus, ...conceptsOf(tokenize(idea))]);
}

/** The request as the deals are counted: the data's round type, sector keys, place, metro area and size. */
export function trackQueryOf(track: TrackRecords, req: RoundAsked): TrackQuery {
  const requested = normaliseStage(req.stage);
  const where = trackPlace(req.location);
  return {
    stage: requested ? trackStageOf(requested, track) : null,
    sectors: sectorKeys(ideaFocus(req.idea), req.idea, track),
    city: where.city,
    country: where.country,
    region: where.region,
    metro: track.metroOf(where.city, where.region),
    amount: req.check_size ? req.check_size * 1000 : null,
  };
}

/** A company's place as a founder writes it: "Boston, MA, US" (the state for US companies only). */
export function companyPlace(
  c: { city: string | null; state?: string | null; country: string | null } | null | undefined,
): string | null {
  if (!c) return null;
  const parts = [c.city, c.country === 'US' ? c.state : null, c.country].filter((p): p is string => !!p);
  return parts.length ? parts.join(', ') : null;
}

/** The round type of the data that a requested stage stands for. */
function trackStageOf(stage: string, track: TrackRecords): string | null {
  if (stage === 'seed' || stage === 'pre-seed' || stage === 'angel') return 'angel';
  if (stage === 'series-a' || stage === 'series-b' || stage === 'series-c+') return stage;
  if (stage === 'series-b+') return 'series-b';
  if (stage === 'growth' || stage === 'late-stage' || stage === 'private-equity') return 'private-equity';
  // Any other round type the data knows ("venture", "other", "crowdfunding") is counted as such.
  return track.market.byStage.has(stage) ? stage : null;
}

/**
 * The sectors of the idea as the deals are counted: its focus areas, and any word (or pair of words) of it
 * that is a Crunchbase category ("software", "games video"), kept only when some deal has it.
 */
function sectorKeys(focus: Set<string>, idea: string, track: TrackRecords): string[] {
  const words = tokenize(idea);
  const keys = [
    ...focus,
    ...words.map((w) => `category:${w}`),
    ...words.slice(1).map((w, i) => `category:${words[i]}_${w}`),
  ];
  return [...new Set(keys)].filter((k) => track.market.bySector.has(k));
}

/** The stages investor profiles state (a round type they do not use, "venture", only informs the track record). */
export const PROFILE_STAGES = new Set(STAGES as readonly string[]);

export function normaliseStage(stage: string | undefined): string | null {
  if (!stage) return null;
  const s = stage.toLowerCase().trim().replace(/\s+/g, '-');
  if (s === 'series-b' || s === 'series-c' || s === 'series-c+' || s === 'series-b+')
    return s.startsWith('series-c') ? 'series-c+' : 'series-b';
  return s;
}
