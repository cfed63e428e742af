import { formatMoney } from '../contracts/format';
import type { TInvestor } from '../contracts/investors';
import type { RoundStage } from '../contracts/round';
import { USD_PER_UNIT } from '../round/fx-rates';
import { claimsOf, sectorListStrength } from './claims';
import { type FitDimension, fitPlace, UNKNOWN } from './fit-place';
import type { MatchRound } from './match-round';
import type { TrackRecord } from './model/track-records';
import { countryName, investorPlace, type Place } from './place';
import { focusSet, matchWeight, type SectorMatch, sectorLabel, sectorMatcher } from './sector-match';
import { dealStagesOf, STAGE_LABELS, stageDistance, stagesCovered } from './stages';

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

/** A cheque is part of a round when it is at least this share of it; a lead's, when at least LEAD_SHARE. */
const PART_SHARE = 0.1;
const LEAD_SHARE = 0.3;
/** A seed round above this ($K) is raised from funds and angels: accelerators step back (`rank.ts`). */
const ACCELERATOR_SEED_MAX = 1000;

/**
 * What the fit reads of an investor, worked out once per investor object: a match fits some 1,500 candidates,
 * and working these out again for each was a third of its time. The snapshot's investors never change (an import
 * makes new ones), so the memo cannot go stale; it goes with them.
 */
interface InvestorFacts {
  hq: Place;
  statedStages: ReadonlySet<RoundStage>;
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
  const geography = fitPlace(inv, factsOf(inv).hq, record, round);
  const stage = fitStage(inv, record, round);
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

/**
 * The round's stage against the stages it states (2026) and every stage its deals show (to 2013), not only its
 * most frequent ones: a stage is ruled out only by its own statement, or when its deals never reached it.
 */
function fitStage(inv: TInvestor, record: TrackRecord | undefined, round: MatchRound): FitDimension {
  const stage = round.stage;
  if (!stage) return { score: UNKNOWN, reason: 'No stage given for the round' };
  const label = STAGE_LABELS[stage];
  const stated = factsOf(inv).statedStages;
  const dealt = record ? dealStagesOf(record) : new Set<RoundStage>();
  if (stated.has(stage)) return { score: 1, reason: `Invests at ${label} (2026 directory)`, stated: true };
  if (dealt.has(stage)) return { score: 0.95, reason: `Has invested at ${label} (deals to 2013)` };
  const known = stated.size ? stated : dealt;
  if (known.size === 0) return { score: UNKNOWN, reason: 'Stages it invests at are not known' };
  const nearest = Math.min(...[...known].map((s) => stageDistance(s, stage)));
  const stages = [...known].map((s) => STAGE_LABELS[s]).join(', ');
  const source = stated.size ? 'it states' : 'its deals show';
  if (nearest === 1) return { score: 0.6, reason: `Invests at ${stages} (${source}), next to ${label}` };
  return { score: 0.1, reason: `Invests at ${stages} (${source}), not ${label}` };
}

/** Thousands of dollars as a founder reads them: $650K, $2M, $12.5M. */
export function money(k: number): string {
  if (k >= 1000) return `$${Number((k / 1000).toFixed(k >= 10_000 ? 0 : 1))}M`;
  return `$${Math.round(k)}K`;
}

/**
 * How the cheque reasons write amounts: in the founder's currency ("a €1.5M round"), and an investor's figures,
 * which the data holds in dollars, converted with the dollars they were stated in beside them ("Writes €90K–€460K
 * cheques (stated as $100K–$500K)"). Dollars alone for a founder raising in dollars, or in a currency without a rate.
 */
interface MoneyWriter {
  /** An amount in thousands of dollars, in the founder's currency. */
  of(k: number): string;
  /** What the investor's figures were in dollars, to say beside the converted ones; '' for dollars. */
  asStated(dollars: string): string;
}

function moneyWriter(currency: string): MoneyWriter {
  const rate = USD_PER_UNIT[currency];
  if (currency === 'USD' || !rate) return { of: money, asStated: () => '' };
  return { of: (k) => formatMoney((k * 1000) / rate, currency), asStated: (dollars) => ` as ${dollars}` };
}

function fitCheque(inv: TInvestor, round: MatchRound): FitDimension {
  const raise = round.amountK;
  if (!raise) return { score: UNKNOWN, reason: 'No amount given for the round' };
  const { check_size_min: lo, check_size_max: hi } = inv;
  if (lo === null && hi === null) return { score: UNKNOWN, reason: 'Cheque size not known', known: false };
  const m = moneyWriter(round.currency);
  const source = inv.check_size_source === 'estimated' ? 'estimated from its deals' : 'stated';
  // A single figure ("$250K") is its typical cheque, not a minimum: it rules nothing out (issue 30: Techstars'
  // "$220K–$220K" read as a minimum kept it from a $118K round).
  if (lo !== null && lo === hi) return fitTypical(lo, source, raise, round, inv.leads_rounds);
  const min = lo ?? 0;
  const max = hi ?? Number.POSITIVE_INFINITY;
  const range = (write: (k: number) => string) => `${write(min)}–${hi === null ? 'more' : write(max)}`;
  const written = `Writes ${range(m.of)} cheques (${source}${m.asStated(range(money))})`;
  // An estimate from the rounds it joined is an average; only a stated minimum above the round rules it out.
  if (min > raise)
    return {
      score: inv.check_size_source === 'estimated' ? 0.3 : 0.1,
      reason: `${written}: above a ${m.of(raise)} round`,
    };
  return partOf(max, written, raise, round, inv.leads_rounds);
}

/** A cheque of up to `max` as a part of the round: a fitting part, or for a priced round one that can lead it. */
function partOf(
  max: number,
  written: string,
  raise: number,
  round: Pick<MatchRound, 'priced' | 'currency'>,
  leads: boolean | null,
): FitDimension {
  const ofRaise = moneyWriter(round.currency).of(raise);
  if (round.priced) {
    if (max >= LEAD_SHARE * raise) {
      const leadsNote = leads === true ? '; leads rounds' : '';
      return {
        score: leads === false ? 0.7 : 1,
        reason: `${written}: can lead a ${ofRaise} round${leadsNote}`,
      };
    }
    if (max >= PART_SHARE * raise)
      return { score: 0.6, reason: `${written}: can join, not lead, a ${ofRaise} round` };
  } else if (max >= PART_SHARE * raise) {
    return { score: 1, reason: `${written}: a fitting part of a ${ofRaise} round` };
  }
  return { score: 0.15, reason: `${written}: small beside a ${ofRaise} round` };
}

function fitTypical(
  typical: number,
  source: string,
  raise: number,
  round: Pick<MatchRound, 'priced' | 'currency'>,
  leads: boolean | null,
): FitDimension {
  const m = moneyWriter(round.currency);
  const written = `Typical cheque ${m.of(typical)} (${source}${m.asStated(money(typical))})`;
  if (typical > raise) return { score: 0.3, reason: `${written}: more than a ${m.of(raise)} round` };
  return partOf(typical, written, raise, round, leads);
}

/**
 * The idea's sectors against what it states and what its deals show. A thesis of a few sectors is strong
 * evidence; a sector named among a dozen or more, or "sector agnostic", is weak (`claims.ts`).
 */
function fitSector(inv: TInvestor, record: TrackRecord | undefined, round: MatchRound): FitDimension {
  if (round.sectors.length === 0) return { score: UNKNOWN, reason: 'The idea names no sector we recognise' };
  const match = sectorsOf(round);
  const facts = factsOf(inv);
  const claims = claimsOf(inv);
  const weight = (m: NonNullable<SectorMatch>) => matchWeight(m, round.sectors);
  const stated = match(facts.statedFocus);
  const statedStrength = sectorListStrength(claims);
  if ((stated?.level === 'tag' || stated?.level === 'related') && statedStrength === 1)
    return {
      score: weight(stated),
      reason: `Invests in ${sectorLabel(stated.tag)} (its stated focus, 2026)`,
      stated: true,
    };
  const deals = match(record ? dealSectors(record) : NO_SECTORS);
  const dealCount = deals ? (record!.bySector.get(deals.tag) ?? 0) : 0;
  if (deals && deals.level !== 'area' && dealCount >= 1)
    return {
      score: 0.95 * weight(deals),
      reason: `Has backed ${sectorLabel(deals.tag)} companies (deals to 2013)`,
    };
  if (stated?.level === 'tag' || stated?.level === 'related')
    return {
      score: statedStrength * weight(stated),
      reason: `Lists ${sectorLabel(stated.tag)} among ${claims.sectors} sectors it names (2026 directory)`,
      stated: true,
    };
  const any = match(facts.focus);
  if (stated?.level === 'area' || any)
    return {
      score: 0.8 * weight((stated ?? any)!),
      reason: `Invests in ${sectorLabel((stated ?? any)!.tag)}`,
    };
  if (deals && dealCount > 0)
    return { score: 0.75, reason: `Has backed ${sectorLabel(deals.tag)} companies (deals to 2013)` };
  if (inv.focus_areas.includes('generalist')) return { score: 0.6, reason: 'Invests across sectors' };
  const focus = inv.focus_areas.filter((f) => f !== 'other' && f !== 'generalist').slice(0, 3);
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
