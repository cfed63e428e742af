import type { InvestorRecord, RoundRecord } from '../core/dataset/records';
import { DEPTH } from './matcher';
import { mulberry32, sampleWithoutReplacement } from './rng';
import type { EvalCase } from './time-split';

/**
 * The most active investors at a stage: by the number of rounds of that type they joined among `rounds`
 * (those before the cutoff in a time split), then by all their rounds. A case without a stage gets the most
 * active overall.
 */
export function popularityBaseline(rounds: readonly RoundRecord[]): (c: EvalCase) => string[] {
  const overall = new Map<string, number>();
  const byStage = new Map<string, Map<string, number>>();
  for (const r of rounds) {
    for (const id of r.investor_ids) {
      overall.set(id, (overall.get(id) ?? 0) + 1);
      // The stage as the cases name it: the round type, or Crunchbase's own type for untyped rounds.
      const stage = r.round ?? r.source_round_type;
      if (!stage) continue;
      const counts = byStage.get(stage) ?? new Map<string, number>();
      counts.set(id, (counts.get(id) ?? 0) + 1);
      byStage.set(stage, counts);
    }
  }
  const top = (counts: Map<string, number>) =>
    [...counts]
      .sort(
        (a, b) =>
          b[1] - a[1] || (overall.get(b[0]) ?? 0) - (overall.get(a[0]) ?? 0) || (a[0] < b[0] ? -1 : 1),
      )
      .slice(0, DEPTH)
      .map(([id]) => id);
  const overallTop = top(overall);
  const stageTop = new Map([...byStage].map(([stage, counts]) => [stage, top(counts)]));
  return (c) => {
    const atStage = c.stage ? stageTop.get(c.stage) : undefined;
    if (!atStage) return overallTop;
    // Fewer than DEPTH investors at a rare stage: the most active overall fill the rest.
    return [...new Set([...atStage, ...overallTop])].slice(0, DEPTH);
  };
}

/** DEPTH investors drawn uniformly at random for each case, reproducibly from the seed. */
export function randomBaseline(
  investors: readonly InvestorRecord[],
  seed: number,
): (c: EvalCase) => string[] {
  const rand = mulberry32(seed);
  return () => sampleWithoutReplacement(investors.length, DEPTH, rand).map((i) => investors[i]!.id);
}
