import type { TMatchReading } from '../contracts/investors';
import type { RoundStage } from '../contracts/round';
import { type PlaceReading, resolvePlace } from '../geo/resolve-place';
import { USD_PER_UNIT } from '../round/fx-rates';
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
  /** The founder's currency (ISO 4217, "EUR"): the reasons write amounts in it. Dollars when absent. */
  currency?: string;
  /** "City, Country", "Boston, MA", a country. */
  location?: string;
  /** The founder's company, when it raised before: its investors and their co-investors are evidence. */
  company?: string;
  /** The idea's sectors as focus-area keys, most specific first; read from the idea's words when absent. */
  focus?: readonly string[];
  limit: number;
  /** The founder's warm paths (issue 33): each investor they can reach through a contact, weighted in [0, 1]. */
  warm?: ReadonlyMap<string, number>;
}

/** Stage 1 of the matcher: the round as every later stage reads it. */
export interface MatchRound {
  idea: string;
  stage: RoundStage | null;
  amountK: number | null;
  /** The currency the reasons write amounts in: the founder's, or the idea's words', when it has a rate; else USD. */
  currency: string;
  sectors: string[];
  place: Place;
  company: string | null;
  /** Series A and later: a lead is needed, with a cheque that is a good share of the round. */
  priced: boolean;
  /** The round as the track record's deals are counted (the model's query). */
  track: TrackQuery;
  /** How each part was read, and from where, to say back in the answer. */
  reading: TMatchReading;
}

/**
 * What the caller gave, and what the idea's own words say for anything it did not give (the public API's callers
 * often send only the idea: "Seed fintech in Lagos raising $1.5M").
 */
export function readMatchRound(ask: MatchAsk, track: TrackRecords): MatchRound {
  const asked = ask.location?.trim() ? resolvePlace(ask.location) : null;
  const placeGiven = !!asked && asked.unread === null;
  const complete = ask.stage && ask.check_size && placeGiven && ask.focus?.length;
  const read = complete ? null : readRound({ title: '', description: ask.idea });
  const stage = roundStageOf(ask.stage) ?? read?.stage ?? null;
  const sectors = ask.focus?.length
    ? [...ask.focus]
    : read?.sectors.length
      ? read.sectors
      : [...ideaFocus(ask.idea)];
  // The request's place when it reads (even in part: "Tel Aviv / Atlantis"), else the idea's words.
  const fromIdea = read && (read.country || read.region) ? roundLocation(read) : undefined;
  const location = asked?.reading ? asked.input : fromIdea;
  const amountK = ask.check_size ?? (read?.amount ? Math.round(read.amount.usd_k) : null);
  const place = placeOf(location);
  const written = (ask.currency ?? (ask.check_size ? null : read?.amount?.currency))?.toUpperCase();
  return {
    idea: ask.idea,
    stage,
    amountK,
    currency: written && USD_PER_UNIT[written] ? written : 'USD',
    sectors,
    place,
    company: ask.company?.trim() || null,
    priced: isPricedRound(stage),
    track: trackQueryOf(track, {
      ...ask,
      stage: ask.stage ?? stage ?? undefined,
      check_size: amountK ?? undefined,
      location,
      focus: sectors,
    }),
    reading: readingOf(ask, asked, location, { stage, amountK, sectors }),
  };
}

/** How the round was read, said back: "London → London, GB", what could not be read, what came from the idea. */
function readingOf(
  ask: MatchAsk,
  asked: PlaceReading | null,
  location: string | undefined,
  round: { stage: RoundStage | null; amountK: number | null; sectors: string[] },
): TMatchReading {
  const used = asked?.reading ? asked : location ? resolvePlace(location) : null;
  const notes: string[] = [];
  if (asked && !asked.reading) notes.push(`Could not read "${asked.input}" as a place`);
  else if (asked?.unread) notes.push(`Could not read "${asked.unread}" as a place; read ${asked.reading}`);
  if (used?.alternatives.length)
    notes.push(
      `"${used.input}" may also be ${used.alternatives.join(' or ')}: give the country (or state) to choose`,
    );
  if (!used?.reading)
    notes.push('No place read: investors anywhere are ranked, and none is ruled out by place');
  const from = (given: boolean, found: boolean) => (given ? 'request' : found ? 'idea' : null);
  return {
    location: {
      input: ask.location?.trim() || null,
      reading: used?.reading ?? null,
      city: used?.place.city ?? null,
      country: used?.place.country ?? null,
      region: used?.place.region ?? null,
      alternatives: used?.alternatives ?? [],
      from: from(!!asked?.reading, !!used?.reading),
    },
    stage: round.stage,
    stage_from: from(!!roundStageOf(ask.stage), !!round.stage),
    check_size: round.amountK,
    check_size_from: from(!!ask.check_size, round.amountK !== null),
    focus: round.sectors,
    focus_from: from(!!ask.focus?.length, round.sectors.length > 0),
    notes,
  };
}
