import type { TInvestor } from '../contracts/investors';
import { nameKeys } from '../dataset/entity-resolution';
import type { Evidence } from './evidence';
import type { Fit } from './fit';

export interface Ranked {
  investor: TInvestor;
  fit: Fit;
  evidence: Evidence;
  /** [0, 1]: what orders the list, and the percentage a founder sees. */
  score: number;
}

// Each fit dimension's share of the fit: place and stage decide who can take part, sector and cheque follow.
const FIT_WEIGHTS = { geography: 0.3, stage: 0.25, check_size: 0.2, sector: 0.25 } as const;
// The fit's share of the score; the evidence (deals like this one, the founder's network, the directory) has the
// rest. Investors who cannot take part are left out whatever their evidence (`fit.ts#misfitOf`).
const FIT_SHARE = 0.3;
/**
 * A geography score from which an investor counts as local (based in the founder's country, saying it invests
 * there, or with deals there): the score of those below it is scaled down in proportion, so that an investor
 * only based elsewhere in the region, or only investing elsewhere in it, ranks after the local ones.
 */
const LOCAL = 0.8;
/**
 * How steeply the score falls below LOCAL: cubed, so that a firm based elsewhere in the region (0.6) keeps 42%
 * and one that only lists the country among many (0.45) keeps a fifth, however long its 2013 record. A founder
 * writes to the investors of their own market first (issue 30: DCVC of Palo Alto first for a Paris climate seed).
 */
const NEAR_POWER = 3;
/**
 * For a round with an amount, an investor whose cheques nobody knows is harder to act on than one whose cheques
 * fit, and one who can join but not lead a priced round comes after those who can lead it: their scores are
 * scaled by these. (A cheque only estimated from past rounds that does not fit is not scaled: the evals showed
 * investors joining such rounds, so the estimate only weighs in the fit.)
 */
const UNKNOWN_CHEQUE = 0.7;
const PART_CHEQUE = 0.8;

function chequeFactor(cheque: Fit['check_size']): number {
  if (cheque.known === false) return UNKNOWN_CHEQUE;
  return cheque.score === 0.6 ? PART_CHEQUE : 1;
}

/** Investors in the idea's sector first: one who invests across sectors, one whose sectors nobody knows and one
 * focused elsewhere step back, in that order. */
function sectorFactor(sector: Fit['sector']): number {
  if (sector.known === false) return UNKNOWN_SECTOR;
  if (sector.score >= 0.9) return 1;
  if (sector.score >= 0.75) return 0.95;
  return sector.score >= 0.6 ? GENERALIST : OTHER_SECTOR;
}
// A sector in a list of a dozen or more, or "sector agnostic"; a sector nobody knows; another sector.
const GENERALIST = 0.72;
const UNKNOWN_SECTOR = 0.75;
const OTHER_SECTOR = 0.65;

/** Investors at the round's stage first: one next to it (a seed fund for a pre-seed round), or unknown, steps back. */
function stageFactor(stage: Fit['stage']): number {
  return stage.score >= 0.95 ? 1 : NEAR_STAGE;
}
const NEAR_STAGE = 0.9;

/**
 * The overall score. The founder's company's own investors (the warmest introductions, who often follow on)
 * count as fitting whatever their usual stage, cheque or place.
 */
function scoreOf(fit: Fit, ev: Evidence, round: { placed: boolean; sectored: boolean }): number {
  if (ev.existing) return FIT_SHARE * Math.max(fitScore(fit), EXISTING_FIT) + (1 - FIT_SHARE) * ev.score;
  const near = round.placed ? Math.min(1, fit.geography.score / LOCAL) ** NEAR_POWER : 1;
  const known = chequeFactor(fit.check_size);
  const inSector = round.sectored ? sectorFactor(fit.sector) : 1;
  const atStage = stageFactor(fit.stage);
  const batch = fit.pastBatches ? PAST_BATCHES : 1;
  return near * known * inSector * atStage * batch * (FIT_SHARE * fitScore(fit) + (1 - FIT_SHARE) * ev.score);
}
/** An accelerator for a seed round larger than its batches take part in (`fit.ts`): it steps well back. */
const PAST_BATCHES = 0.6;
const EXISTING_FIT = 0.9;

function fitScore(fit: Fit): number {
  return (
    FIT_WEIGHTS.geography * fit.geography.score +
    FIT_WEIGHTS.stage * fit.stage.score +
    FIT_WEIGHTS.check_size * fit.check_size.score +
    FIT_WEIGHTS.sector * fit.sector.score
  );
}

/**
 * Stage 5 of the matcher: the overall score, the investors who cannot take part left out (never used to pad the
 * list), one entry per person or firm, best first. `fitting` counts every investor that fits, beyond `limit`.
 */
export function rank(
  candidates: readonly TInvestor[],
  fits: ReadonlyMap<string, Fit>,
  evidence: ReadonlyMap<string, Evidence>,
  limit: number,
  /**
   * What the round says: a place (then investors far from it step back, however strong their record) and
   * sectors (then investors outside them step back).
   */
  round: { placed: boolean; sectored: boolean } = { placed: true, sectored: true },
): { ranked: Ranked[]; fitting: number } {
  const scored: Ranked[] = [];
  for (const investor of candidates) {
    const fit = fits.get(investor.id)!;
    const ev = evidence.get(investor.id)!;
    // An investor of the founder's company knows it and often follows on, whatever its usual stage or place.
    if (fit.misfit && !ev.existing) continue;
    scored.push({ investor, fit, evidence: ev, score: round3(scoreOf(fit, ev, round)) });
  }
  scored.sort((a, b) => b.score - a.score || a.investor.name.localeCompare(b.investor.name));
  const seen = new Set<string>();
  const ranked: Ranked[] = [];
  for (const r of scored) {
    const key = personKey(r.investor);
    if (seen.has(key)) continue;
    seen.add(key);
    ranked.push(r);
  }
  return { ranked: ranked.slice(0, limit), fitting: ranked.length };
}

/** An investor's first name key (`nameKeys`), worked out once per investor object: a match dedupes some 1,500. */
const personKeys = new WeakMap<TInvestor, string>();
function personKey(investor: TInvestor): string {
  let key = personKeys.get(investor);
  if (key === undefined) {
    key = nameKeys(investor.name)[0] ?? investor.id;
    personKeys.set(investor, key);
  }
  return key;
}

const round3 = (x: number) => Math.round(x * 1000) / 1000;
