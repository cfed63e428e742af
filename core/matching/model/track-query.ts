import { parseQuery } from '../../investors/query-parser';
import { conceptsOf, tokenize } from '../../investors/text';
import { roundStageOf } from '../stages';
import { type TrackQuery, type TrackRecords, trackPlace } from './track-records';

/** What a founder tells the matcher about a round: the fields of a match request the track record reads. */
export interface RoundAsked {
  idea: string;
  stage?: string;
  /** Thousands of USD: the round the founder is raising. */
  check_size?: number;
  location?: string;
  /** The idea's sectors as focus-area keys; read from its words when absent. */
  focus?: readonly string[];
}

/** The focus areas an idea's words name ("payments" → fintech). */
export function ideaFocus(idea: string, isCity: (name: string) => boolean = () => false): Set<string> {
  return new Set([...parseQuery(idea, isCity).focus, ...conceptsOf(tokenize(idea))]);
}

/** The request as the deals are counted: the data's round type, sector keys, place, metro area and size. */
export function trackQueryOf(track: TrackRecords, req: RoundAsked): TrackQuery {
  const where = trackPlace(req.location);
  return {
    stage: trackStageOf(req.stage, track),
    sectors: sectorKeys(req.focus?.length ? new Set(req.focus) : ideaFocus(req.idea), req.idea, track),
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

/** The round type of the data that a requested stage stands for (Crunchbase 2013 types seed rounds "angel"). */
function trackStageOf(stage: string | undefined, track: TrackRecords): string | null {
  const round = roundStageOf(stage);
  if (round === 'pre-seed' || round === 'seed') return 'angel';
  if (round === 'growth') return 'private-equity';
  if (round) return round;
  // Any other round type the data knows ("venture", "other", "crowdfunding") is counted as such.
  const raw = (stage ?? '').toLowerCase().trim();
  return track.market.byStage.has(raw) ? raw : null;
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
