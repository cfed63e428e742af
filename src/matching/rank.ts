import type { TInvestor } from '../contracts/investors';
import { nameKeys } from '../investors/entity-resolution';
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
// Fit to the round first; the evidence (deals like this one, the founder's network, the directory) after.
const FIT_SHARE = 0.4;

export function fitScore(fit: Fit): number {
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
): { ranked: Ranked[]; fitting: number } {
  const scored: Ranked[] = [];
  for (const investor of candidates) {
    const fit = fits.get(investor.id)!;
    if (fit.misfit) continue;
    const ev = evidence.get(investor.id)!;
    scored.push({
      investor,
      fit,
      evidence: ev,
      score: round3(FIT_SHARE * fitScore(fit) + (1 - FIT_SHARE) * ev.score),
    });
  }
  scored.sort((a, b) => b.score - a.score || a.investor.name.localeCompare(b.investor.name));
  const seen = new Set<string>();
  const ranked: Ranked[] = [];
  for (const r of scored) {
    const key = nameKeys(r.investor.name)[0] ?? r.investor.id;
    if (seen.has(key)) continue;
    seen.add(key);
    ranked.push(r);
  }
  return { ranked: ranked.slice(0, limit), fitting: ranked.length };
}

const round3 = (x: number) => Math.round(x * 1000) / 1000;
