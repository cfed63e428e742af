import type { TInvestor } from '../contracts/investors';
import type { RoundStage } from '../contracts/round';
import type { TrackRecord } from './model/track-records';
import { countryName, investorPlace, type Place, REGION_LABELS, regionOfCountry } from './place';
import type { MatchRound } from './read-round';
import { focusSet, type SectorMatch, sectorLabel, sectorMatcher } from './sectors';
import { STAGE_LABELS, stageDistance, stagesCovered } from './stages';

/** One dimension of how an investor fits the round: a score in [0, 1] and the reason in plain words. */
export interface FitDimension {
  score: number;
  reason: string;
  /** False when nothing is known of the investor on this dimension (the round's side is known). */
  known?: boolean;
}

export interface Fit {
  geography: FitDimension;
  stage: FitDimension;
  check_size: FitDimension;
  sector: FitDimension;
  /** Why the investor cannot take part in this round at all, when it cannot (shown to ops, and to the evals). */
  misfit: string | null;
  /** An accelerator for a seed round larger than its batches take part in. */
  pastBatches: boolean;
}

// Scores of a dimension nothing is known of: neither for nor against.
const UNKNOWN = 0.5;
/** Deals in a place that count as a record there (recency-weighted deals). */
const PLACE_DEALS = 1;
/** A cheque is part of a round when it is at least this share of it; a lead's, when at least LEAD_SHARE. */
const PART_SHARE = 0.1;
const LEAD_SHARE = 0.3;
/** A seed round above this ($K) is raised from funds and angels: accelerators step back (`rank.ts`). */
export const ACCELERATOR_SEED_MAX = 1000;

/**
 * What the fit reads of an investor, worked out once per investor object: a match fits some 1,500 candidates,
 * and working these out again for each was a third of its time. The snapshot's investors never change (an import
 * makes new ones), so the memo cannot go stale; it goes with them.
 */
interface InvestorFacts {
  hq: Place;
  statedStages: ReadonlySet<RoundStage>;
  stages: ReadonlySet<RoundStage>;
  statedFocus: ReadonlySet<string>;
  focus: ReadonlySet<string>;
}
const investorFacts = new WeakMap<TInvestor, InvestorFacts>();
function factsOf(inv: TInvestor): InvestorFacts {
  let facts = investorFacts.get(inv);
  if (!facts) {
    facts = {
      hq: investorPlace(inv.location, inv.country),
      statedStages: stagesCovered(inv.stated_stages),
      stages: stagesCovered(inv.stages),
      statedFocus: focusSet(inv.stated_focus),
      focus: focusSet(inv.focus_areas),
    };
    investorFacts.set(inv, facts);
  }
  return facts;
}
/** The sectors of a track record's deals, likewise once per record. */
const dealSectorSets = new WeakMap<TrackRecord, ReadonlySet<string>>();
function dealSectors(record: TrackRecord): ReadonlySet<string> {
  let sectors = dealSectorSets.get(record);
  if (!sectors) {
    sectors = focusSet(record.bySector.keys());
    dealSectorSets.set(record, sectors);
  }
  return sectors;
}
const NO_SECTORS: ReadonlySet<string> = new Set();
/** The round's sectors against a focus, once per round. */
const roundSectors = new WeakMap<MatchRound, (own: ReadonlySet<string>) => SectorMatch>();
function sectorsOf(round: MatchRound) {
  let match = roundSectors.get(round);
  if (!match) {
    match = sectorMatcher(round.sectors);
    roundSectors.set(round, match);
  }
  return match;
}

/** Stage 3 of the matcher: how the investor fits the round, dimension by dimension, from what it states and its deals. */
export function fitOf(inv: TInvestor, record: TrackRecord | undefined, round: MatchRound): Fit {
  const geography = fitPlace(inv, record, round);
  const stage = fitStage(inv, round);
  const check_size = fitCheque(inv, round);
  const sector = fitSector(inv, record, round);
  return {
    geography,
    stage,
    check_size,
    sector,
    misfit: misfitOf(inv, round, { geography, stage, check_size }),
    pastBatches:
      inv.firm_type === 'accelerator' &&
      round.stage === 'seed' &&
      (round.amountK ?? 0) > ACCELERATOR_SEED_MAX,
  };
}

function fitPlace(inv: TInvestor, record: TrackRecord | undefined, round: MatchRound): FitDimension {
  const want = round.place;
  if (!want.country && !want.region) return { score: UNKNOWN, reason: 'No place given for the round' };
  const { hq } = factsOf(inv);
  // Whether the data knows where it invests: countries it states, or deals in companies of known country.
  const invests = { known: inv.invests_in.length > 0 || (record?.byCountry.size ?? 0) > 0 };
  const where = inv.location ?? (inv.country ? countryName(inv.country) : null);
  const country = want.country ? countryName(want.country) : null;
  const dealsInCountry = want.country ? (record?.byCountry.get(want.country) ?? 0) : 0;
  const stateKey = want.state ? `US-${want.state}` : null;
  const dealsInState = stateKey ? (record?.byRegion.get(stateKey) ?? 0) : 0;
  if (want.city && hq.city === want.city) return { score: 1, reason: `Based in ${where}` };
  if (want.country && hq.country === want.country) {
    const local = dealsInState >= PLACE_DEALS ? ` with deals in ${want.state} companies` : '';
    return { score: 0.9, reason: `Based in ${where}${local}` };
  }
  if (want.country && inv.invests_in.includes(want.country)) {
    // A stated interest counts less from another continent than from next door: founders meet local funds first.
    const near = hq.region !== null && hq.region === want.region;
    return {
      score: near ? 0.85 : 0.75,
      reason: `Says it invests in ${country}; based in ${where ?? 'a place not known'}`,
    };
  }
  if (dealsInState >= PLACE_DEALS)
    return { score: 0.85, reason: `Has backed companies in ${want.state} (deals to 2013)` };
  if (want.country && dealsInCountry >= PLACE_DEALS)
    return { score: 0.8, reason: `Has backed companies in ${country} (deals to 2013)` };
  const region = want.region;
  if (region && hq.region === region)
    return { score: 0.7, reason: `Based in ${where}, in ${REGION_LABELS[region]}` };
  if (region && inv.invests_in.some((c) => regionOfCountry(c) === region))
    return { score: 0.6, reason: `Says it invests in ${REGION_LABELS[region]}` };
  // Nothing places it: no HQ, and no deal in a company whose country the data knows.
  if (!hq.country && !(record && record.byCountry.size > 0))
    return { score: 0.4, reason: 'Where it is based is not known' };
  // Based elsewhere, but nothing in the data says where it invests: far down the list, not ruled out. An investor
  // whose known deals are all elsewhere is ruled out (below).
  if (!invests.known)
    return {
      score: 0.3,
      reason: `Based in ${where}; no stated interest in ${country ?? REGION_LABELS[region!]}, and where it invests is not known`,
    };
  return {
    score: 0.1,
    reason: `Based in ${where ?? 'a place not known'}, with no stated interest or deals in ${country ?? REGION_LABELS[region!]}`,
  };
}

function fitStage(inv: TInvestor, round: MatchRound): FitDimension {
  const stage = round.stage;
  if (!stage) return { score: UNKNOWN, reason: 'No stage given for the round' };
  const label = STAGE_LABELS[stage];
  if (inv.stages.length === 0) return { score: UNKNOWN, reason: 'Stages it invests at are not known' };
  const { statedStages: stated, stages: all } = factsOf(inv);
  if (stated.has(stage)) return { score: 1, reason: `Invests at ${label} (2026 directory)` };
  if (all.has(stage)) return { score: 0.95, reason: `Has invested at ${label} (deals to 2013)` };
  const nearest = Math.min(...[...all].map((s) => stageDistance(s, stage)));
  const stages = [...all].map((s) => STAGE_LABELS[s]).join(', ');
  if (nearest === 1) return { score: 0.6, reason: `Invests at ${stages}, next to ${label}` };
  return { score: 0.1, reason: `Invests at ${stages}, not ${label}` };
}

/** Thousands of dollars as a founder reads them: $650K, $2M, $12.5M. */
export function money(k: number): string {
  if (k >= 1000) return `$${Number((k / 1000).toFixed(k >= 10_000 ? 0 : 1))}M`;
  return `$${Math.round(k)}K`;
}

function fitCheque(inv: TInvestor, round: MatchRound): FitDimension {
  const raise = round.amountK;
  if (!raise) return { score: UNKNOWN, reason: 'No amount given for the round' };
  const { check_size_min: lo, check_size_max: hi } = inv;
  if (lo === null && hi === null) return { score: UNKNOWN, reason: 'Cheque size not known', known: false };
  const min = lo ?? 0;
  const max = hi ?? Number.POSITIVE_INFINITY;
  const range = `${money(min)}–${hi === null ? 'more' : money(max)}`;
  const source = inv.check_size_source === 'estimated' ? 'estimated from its deals' : 'stated';
  const written = `Writes ${range} cheques (${source})`;
  // An estimate from the rounds it joined is an average; only a stated minimum above the round rules it out.
  if (min > raise)
    return {
      score: inv.check_size_source === 'estimated' ? 0.3 : 0.1,
      reason: `${written}: above a ${money(raise)} round`,
    };
  if (round.priced) {
    if (max >= LEAD_SHARE * raise) {
      const leads = inv.leads_rounds === true ? '; leads rounds' : '';
      const score = inv.leads_rounds === false ? 0.7 : 1;
      return { score, reason: `${written}: can lead a ${money(raise)} round${leads}` };
    }
    if (max >= PART_SHARE * raise)
      return { score: 0.6, reason: `${written}: can join, not lead, a ${money(raise)} round` };
  } else if (max >= PART_SHARE * raise) {
    return { score: 1, reason: `${written}: a fitting part of a ${money(raise)} round` };
  }
  return { score: 0.15, reason: `${written}: small beside a ${money(raise)} round` };
}

function fitSector(inv: TInvestor, record: TrackRecord | undefined, round: MatchRound): FitDimension {
  if (round.sectors.length === 0) return { score: UNKNOWN, reason: 'The idea names no sector we recognise' };
  const match = sectorsOf(round);
  const facts = factsOf(inv);
  const stated = match(facts.statedFocus);
  if (stated?.level === 'tag' || stated?.level === 'related')
    return { score: 1, reason: `States ${sectorLabel(stated.tag)} in its focus (2026 directory)` };
  const deals = match(record ? dealSectors(record) : NO_SECTORS);
  const dealCount = deals ? Math.round(record!.bySector.get(deals.tag) ?? 0) : 0;
  if (deals && deals.level !== 'area' && (record!.bySector.get(deals.tag) ?? 0) >= 1)
    return { score: 0.95, reason: `Has backed ${sectorLabel(deals.tag)} companies (deals to 2013)` };
  const any = match(facts.focus);
  if (stated?.level === 'area' || any)
    return { score: 0.8, reason: `Invests in ${sectorLabel((stated ?? any)!.tag)}` };
  if (deals && dealCount >= 1)
    return { score: 0.75, reason: `Has backed ${sectorLabel(deals.tag)} companies` };
  if (inv.focus_areas.includes('generalist')) return { score: 0.6, reason: 'Invests across sectors' };
  const focus = inv.focus_areas.filter((f) => f !== 'other').slice(0, 3);
  if (focus.length === 0) return { score: UNKNOWN, reason: 'Its sectors are not known', known: false };
  return { score: 0.15, reason: `Focus is ${focus.map(sectorLabel).join(', ')}` };
}

/** What rules an investor out of the round whatever its record: an accelerator past seed or far from home. */
function misfitOf(
  inv: TInvestor,
  round: MatchRound,
  fit: Pick<Fit, 'geography' | 'stage' | 'check_size'>,
): string | null {
  if (inv.firm_type === 'accelerator') {
    if (round.priced) return `An accelerator, not an investor in ${STAGE_LABELS[round.stage!]} rounds`;
    // A programme founders join in person: one based in another country does not fit, whatever it says; one
    // whose base is not known fits only with deals in the founder's country.
    if (round.place.country && inv.country && inv.country !== round.place.country)
      return `An accelerator based in ${inv.location ?? countryName(inv.country)}`;
    if (round.place.country && !inv.country && fit.geography.score < 0.8)
      return 'An accelerator with no known programme in the founder’s country';
  }
  if (fit.geography.score <= 0.1) return fit.geography.reason;
  if (fit.stage.score <= 0.1) return fit.stage.reason;
  if (fit.check_size.score <= 0.1) return fit.check_size.reason;
  return null;
}
