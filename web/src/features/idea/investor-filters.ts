// The founder's filters on the Investors tab, applied to the saved ranking (no new analysis): region, stage,
// cheque range and "leads rounds". Pure, so the page and its tests share it.
import { ROUND_STAGES, type RoundStage } from '@core/contracts/round';
import { stagesCovered } from '@core/matching/stages';
import type { InvestorRec } from './recommendations';

/** Cheque ranges a founder picks from, in thousands of dollars; an investor matches when its range overlaps. */
export const CHEQUE_RANGES = [
  { id: 'any', label: 'Any check size', min: null, max: null },
  { id: 'up-to-100', label: 'Up to $100K', min: null, max: 100 },
  { id: '100-500', label: '$100K–$500K', min: 100, max: 500 },
  { id: '500-2000', label: '$500K–$2M', min: 500, max: 2000 },
  { id: '2000-10000', label: '$2M–$10M', min: 2000, max: 10_000 },
  { id: '10000-plus', label: '$10M and more', min: 10_000, max: null },
] as const;
export type ChequeRangeId = (typeof CHEQUE_RANGES)[number]['id'];

export interface InvestorFilters {
  region: string;
  stage: RoundStage | 'any';
  cheque: ChequeRangeId;
  leadsOnly: boolean;
}

export const NO_FILTERS: InvestorFilters = { region: 'any', stage: 'any', cheque: 'any', leadsOnly: false };

export function isFiltered(f: InvestorFilters): boolean {
  return f.region !== 'any' || f.stage !== 'any' || f.cheque !== 'any' || f.leadsOnly;
}

function matchesFilters(inv: InvestorRec, f: InvestorFilters): boolean {
  if (f.region !== 'any' && inv.region !== f.region) return false;
  if (f.stage !== 'any' && !stagesCovered(inv.supportedRounds).has(f.stage)) return false;
  if (f.leadsOnly && inv.leadsRounds !== true) return false;
  const range = CHEQUE_RANGES.find((r) => r.id === f.cheque)!;
  if (range.min !== null || range.max !== null) {
    // An investor whose cheques are not known cannot be said to fit a range.
    if (inv.checkSizeMin === null && inv.checkSizeMax === null) return false;
    const lo = inv.checkSizeMin ?? 0;
    const hi = inv.checkSizeMax ?? Number.POSITIVE_INFINITY;
    if (range.min !== null && hi < range.min) return false;
    if (range.max !== null && lo > range.max) return false;
  }
  return true;
}

export function filterInvestors<T extends InvestorRec>(investors: readonly T[], f: InvestorFilters): T[] {
  return investors.filter((inv) => matchesFilters(inv, f));
}

/** The regions the saved investors are in, most investors first, each with its count. */
export function regionOptions(investors: readonly InvestorRec[]): { value: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const inv of investors) if (inv.region) counts.set(inv.region, (counts.get(inv.region) ?? 0) + 1);
  return [...counts].map(([value, count]) => ({ value, count })).sort((a, b) => b.count - a.count);
}

/** The stages at least one saved investor invests at, in the order of a company's life. */
export function stageOptions(investors: readonly InvestorRec[]): RoundStage[] {
  const covered = new Set(investors.flatMap((inv) => [...stagesCovered(inv.supportedRounds)]));
  return ROUND_STAGES.filter((s) => covered.has(s));
}
