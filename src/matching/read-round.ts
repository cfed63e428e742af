import type { RoundStage } from '../contracts/round';
import { readRound } from '../round/read-round';
import { roundLocation } from '../round/round-location';
import { ideaFocus, trackQueryOf } from './model/track-query';
import type { TrackQuery, TrackRecords } from './model/track-records';
import { type Place, placeOf } from './place';
import { isPricedRound, roundStageOf } from './stages';

/** What the matcher is asked: the founder's idea and what they told us of the round. */
export interface MatchAsk {
  /** The idea's words (title, industry, description). */
  idea: string;
  /** As written: "Series A", "seed", or a data round type ("venture") in the evals. */
  stage?: string;
  /** The raise, in thousands of US dollars. */
  check_size?: number;
  /** "City, Country", "Boston, MA", a country. */
  location?: string;
  /** The founder's company, when it raised before: its investors and their co-investors are evidence. */
  company?: string;
  /** The idea's sectors as focus-area keys, most specific first; read from the idea's words when absent. */
  focus?: readonly string[];
  limit: number;
}

/** Stage 1 of the matcher: the round as every later stage reads it. */
export interface MatchRound {
  idea: string;
  stage: RoundStage | null;
  amountK: number | null;
  sectors: string[];
  place: Place;
  company: string | null;
  /** Series A and later: a lead is needed, with a cheque that is a good share of the round. */
  priced: boolean;
  /** The round as the track record's deals are counted (the model's query). */
  track: TrackQuery;
}

/**
 * What the caller gave, and what the idea's own words say for anything it did not give (the public API's callers
 * often send only the idea: "Seed fintech in Lagos raising $1.5M").
 */
export function readMatchRound(ask: MatchAsk, track: TrackRecords): MatchRound {
  const complete = ask.stage && ask.check_size && ask.location && ask.focus?.length;
  const read = complete ? null : readRound({ title: '', description: ask.idea });
  const stage = roundStageOf(ask.stage) ?? read?.stage ?? null;
  const sectors = ask.focus?.length
    ? [...ask.focus]
    : read?.sectors.length
      ? read.sectors
      : [...ideaFocus(ask.idea)];
  const location = ask.location ?? (read ? roundLocation(read) : undefined);
  const amountK = ask.check_size ?? (read?.amount ? Math.round(read.amount.usd_k) : null);
  return {
    idea: ask.idea,
    stage,
    amountK,
    sectors,
    place: placeOf(location),
    company: ask.company?.trim() || null,
    priced: isPricedRound(stage),
    track: trackQueryOf(track, {
      ...ask,
      stage: ask.stage ?? stage ?? undefined,
      check_size: amountK ?? undefined,
      location,
      focus: sectors,
    }),
  };
}
