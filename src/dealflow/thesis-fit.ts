import type { TThesisFit } from '../../core/contracts/deal-flow';
import type { RoundLeadership, TInvestorThesis } from '../../core/contracts/onboarding';
import type { TRound } from '../../core/contracts/round';
import { findCity, placeKey } from '../../core/geo/gazetteer';
import { REGION_LABELS, regionOf } from '../../core/geo/regions';
import { money } from '../../core/matching/fit';
import { countryName } from '../../core/matching/place';
import { sectorLabel, sectorMatch } from '../../core/matching/sector-match';
import { roundStageOf, STAGE_LABELS, stageDistance, stagesCovered } from '../../core/matching/stages';
import { focusMatched } from '../advisors/needs';

/**
 * How an idea fits an investor's thesis, dimension by dimension: its sectors against their focus, its stage against
 * theirs, where it is against their geography, and the founder's stated raise against their cheque and whether they
 * lead. Each dimension scores in [0, 1] and says why, for or against; a dimension neither side has said anything
 * about counts as half.
 */
const WEIGHTS = { sector: 0.35, stage: 0.25, place: 0.2, cheque: 0.2 } as const;
const UNKNOWN = 0.5;
/** A cheque takes part in a round at a tenth of it or more, and can lead it at 30% or more (as the matcher reads). */
const PART_SHARE = 0.1;
const LEAD_SHARE = 0.3;

export interface FitIdea {
  title: string;
  description: string;
  industry: string | null;
  stage: string | null;
  /** Thousands of US dollars. */
  target_check_size: number | null;
  round: TRound | null;
}

interface Dimension {
  score: number;
  reason?: string;
  concern?: string;
}

export function thesisFit(thesis: TInvestorThesis, idea: FitIdea): TThesisFit {
  const dims = {
    sector: fitSector(thesis, idea),
    stage: fitStage(thesis, idea),
    place: fitPlace(thesis, idea.round),
    cheque: fitCheque(thesis, idea),
  };
  const score = (Object.keys(WEIGHTS) as (keyof typeof WEIGHTS)[]).reduce(
    (sum, k) => sum + WEIGHTS[k] * dims[k].score,
    0,
  );
  const all = Object.values(dims);
  return {
    score: Math.round(score * 1000) / 1000,
    reasons: all.flatMap((d) => (d.reason ? [d.reason] : [])),
    concerns: all.flatMap((d) => (d.concern ? [d.concern] : [])),
  };
}

function fitSector(thesis: TInvestorThesis, idea: FitIdea): Dimension {
  const focus = thesis.focus_areas ?? [];
  if (focus.length === 0) return { score: UNKNOWN };
  const sectors = idea.round?.sectors ?? [];
  const match = sectorMatch(sectors, focus);
  if (match && match.level !== 'area') return { score: 1, reason: `Invests in ${sectorLabel(match.tag)}` };
  if (match) return { score: 0.8, reason: `Invests close to it: ${sectorLabel(match.tag)}` };
  // Ideas saved before the round was read, or whose words name no sector we know: the focus areas' keywords.
  const words = focusMatched(`${idea.title}. ${idea.description} ${idea.industry ?? ''}`, focus);
  if (words.length) return { score: 1, reason: `Invests in ${words.map(sectorLabel).join(', ')}` };
  if (focus.includes('other')) return { score: UNKNOWN };
  const named = sectors.length ? sectors.slice(0, 2).map(sectorLabel).join(', ') : null;
  return {
    score: 0,
    concern: named ? `${named}: outside the investor’s focus` : 'Names no sector the investor focuses on',
  };
}

function fitStage(thesis: TInvestorThesis, idea: FitIdea): Dimension {
  const stage = roundStageOf(idea.stage ?? idea.round?.stage);
  const covered = stagesCovered(thesis.preferred_stages ?? []);
  if (!stage)
    return { score: UNKNOWN, concern: covered.size ? 'The founder has not said the stage' : undefined };
  const label = STAGE_LABELS[stage];
  if (covered.size === 0) return { score: UNKNOWN };
  if (covered.has(stage)) return { score: 1, reason: `Invests at ${label}` };
  const nearest = Math.min(...[...covered].map((s) => stageDistance(s, stage)));
  return nearest === 1
    ? { score: 0.4, concern: `Raising at ${label}, next to the stages the investor backs` }
    : { score: 0, concern: `Raising at ${label}, not a stage the investor backs` };
}

/** A city of the thesis as kept ("New York, US") or typed: its one spelling and its country. */
function cityOf(entry: string): { key: string; name: string; country: string | null } {
  const comma = entry.lastIndexOf(',');
  const name = (comma > 0 ? entry.slice(0, comma) : entry).trim();
  const country =
    comma > 0
      ? entry
          .slice(comma + 1)
          .trim()
          .toUpperCase()
      : null;
  const city = findCity(name, { country });
  return { key: placeKey(city?.name ?? name), name: city?.name ?? name, country: city?.country ?? country };
}

function fitPlace(thesis: TInvestorThesis, round: TRound | null): Dimension {
  const cities = (thesis.cities ?? []).map(cityOf);
  const countries = thesis.countries ?? [];
  const regions = thesis.regions ?? [];
  if (cities.length + countries.length + regions.length === 0) return { score: UNKNOWN };
  const country = round?.country ?? null;
  const region = round?.region ?? regionOf(country);
  const city = round?.city ? findCity(round.city, { country }) : null;
  const cityName = city?.name ?? round?.city ?? null;
  const where = [cityName, country ? countryName(country) : null].filter(Boolean).join(', ');
  if (!where && !region) return { score: UNKNOWN, concern: 'The founder has not said where the company is' };
  if (
    cityName &&
    cities.some((c) => c.key === placeKey(cityName) && (!c.country || !country || c.country === country))
  )
    return { score: 1, reason: `Invests in ${where}` };
  if (country && countries.includes(country)) return { score: 1, reason: `Invests in ${where}` };
  if (region && regions.includes(region))
    return {
      score: 1,
      reason: `Invests in ${REGION_LABELS[region]}${where ? `, which includes ${where}` : ''}`,
    };
  // Another city of a country where the investor names cities: near, not in.
  if (country && cities.some((c) => c.country === country))
    return { score: 0.5, concern: `In ${where}, not one of the investor’s cities` };
  return { score: 0, concern: `In ${where || REGION_LABELS[region!]}, outside the investor’s geography` };
}

function fitCheque(thesis: TInvestorThesis, idea: FitIdea): Dimension {
  // The target raise the investor reads on the idea (kept in step with the round's amount by the round reader).
  const raise = idea.target_check_size ?? idea.round?.amount?.usd_k ?? null;
  const { check_size_min: min, check_size_max: max } = thesis;
  if (min === undefined || max === undefined) return { score: UNKNOWN };
  if (!raise) return { score: UNKNOWN, concern: 'The founder has not said how much they raise' };
  const range = `${money(min)}–${money(max)}`;
  const round = `a ${money(raise)} round`;
  if (min > raise) return { score: 0, concern: `Its smallest cheque, ${money(min)}, is above ${round}` };
  const leadership: RoundLeadership = thesis.round_leadership ?? 'both';
  const canLead = max >= LEAD_SHARE * raise;
  const canJoin = max >= PART_SHARE * raise;
  if (leadership === 'lead') {
    if (canLead) return { score: 1, reason: `Writes ${range} cheques: can lead ${round}` };
    if (canJoin) return { score: 0.4, concern: `Writes ${range} cheques: small to lead ${round}` };
  } else if (leadership === 'follow') {
    if (canJoin) return { score: 1, reason: `Writes ${range} cheques: a fitting part of ${round}` };
  } else {
    if (canLead) return { score: 1, reason: `Writes ${range} cheques: can lead or join ${round}` };
    if (canJoin) return { score: 0.9, reason: `Writes ${range} cheques: can join ${round}` };
  }
  return { score: 0.1, concern: `Writes ${range} cheques: small beside ${round}` };
}
