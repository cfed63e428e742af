import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import type { TInvestor, TInvestorMatch } from '../src/contracts/investors';
import { REGIONS, ROUND_STAGES, type RoundStage } from '../src/contracts/round';
import type { TrackRecord } from '../src/matching/model/track-records';
import { regionOfCountry } from '../src/matching/place';
import { sectorMatch } from '../src/matching/sectors';
import { isPricedRound, stagesCovered } from '../src/matching/stages';

/**
 * Scenario evals: founders' rounds as founders describe them, and whether the matcher's top ten could take part
 * in each: based in (or investing in) the founder's region, at the round's stage, with a cheque that fits the
 * raise, in the idea's sector; and no accelerator for a Series A or later.
 */
export const ZScenario = z.object({
  id: z.string().min(1),
  title: z.string(),
  description: z.string().min(1),
  /** The fundraising goal as the founder wrote it in onboarding. */
  goal: z.string().default(''),
  /** The round as the founder means it: what the top ten is judged against. */
  truth: z.object({
    city: z.string(),
    country: z.string().length(2),
    region: z.enum(REGIONS),
    stage: z.enum(ROUND_STAGES),
    raise_usd_k: z.number().positive(),
    sectors: z.array(z.string()).min(1),
  }),
});
export type Scenario = z.infer<typeof ZScenario>;

export async function readScenarios(file: string): Promise<Scenario[]> {
  const lines = (await readFile(file, 'utf8')).split('\n').filter((l) => l.trim());
  return lines.map((line, i) => {
    const parsed = ZScenario.safeParse(JSON.parse(line));
    if (!parsed.success)
      throw new Error(
        `${file}:${i + 1}: ${parsed.error.issues.map((x) => `${x.path.join('.')}: ${x.message}`).join('; ')}`,
      );
    return parsed.data;
  });
}

export interface InvestorJudgement {
  region: boolean;
  stage: boolean;
  cheque: boolean;
  sector: boolean;
  accelerator: boolean;
}

/** One investor against the scenario's round, by what it states and what its deals show. */
export function judge(
  inv: TInvestor,
  record: TrackRecord | undefined,
  t: Scenario['truth'],
): InvestorJudgement {
  const region =
    regionOfCountry(inv.country) === t.region ||
    inv.invests_in.includes(t.country) ||
    (record?.byCountry.get(t.country) ?? 0) > 0;
  const stage = stagesCovered(inv.stages).has(t.stage);
  const min = inv.check_size_min ?? 0;
  const max = inv.check_size_max;
  const share = isPricedRound(t.stage) ? 0.3 : 0.1;
  const cheque = max !== null && min <= t.raise_usd_k && max >= share * t.raise_usd_k;
  const sectors = [...inv.focus_areas, ...(record ? [...record.bySector.keys()] : [])];
  return {
    region,
    stage,
    cheque,
    sector: sectorMatch(t.sectors, sectors) !== null,
    accelerator: inv.firm_type === 'accelerator',
  };
}

export interface ScenarioResult {
  id: string;
  region: string;
  stage: RoundStage;
  /** Investors the matcher returned (at most ten), and how many fit the round in all by its own count. */
  returned: number;
  fitting: number;
  /** Investors in our data in the founder's region at the round's stage: fewer than ten caps the region goal. */
  available: number;
  shares: { region: number; stage: number; cheque: number; sector: number };
  accelerators: number;
  top: { name: string; location: string | null; score: number }[];
}

export function scoreScenario(
  s: Scenario,
  matches: readonly TInvestorMatch[],
  fitting: number,
  recordOf: (id: string) => TrackRecord | undefined,
  available: number,
): ScenarioResult {
  const top = matches.slice(0, 10);
  const judged = top.map((m) => judge(m.investor, recordOf(m.investor.id), s.truth));
  const share = (k: keyof InvestorJudgement) =>
    judged.length ? judged.filter((j) => j[k]).length / Math.min(10, Math.max(judged.length, 1)) : 0;
  return {
    id: s.id,
    region: s.truth.region,
    stage: s.truth.stage,
    returned: top.length,
    fitting,
    available,
    shares: {
      region: share('region'),
      stage: share('stage'),
      cheque: share('cheque'),
      sector: share('sector'),
    },
    accelerators: isPricedRound(s.truth.stage) ? judged.filter((j) => j.accelerator).length : 0,
    top: top.map((m) => ({ name: m.investor.name, location: m.investor.location, score: m.score })),
  };
}

/** How many investors of the data are in the region (as `judge` counts it) and invest at the stage. */
export function availableFor(
  investors: readonly TInvestor[],
  recordOf: (id: string) => TrackRecord | undefined,
  t: Scenario['truth'],
): number {
  return investors.filter((inv) => {
    const j = judge(inv, recordOf(inv.id), t);
    return j.region && j.stage;
  }).length;
}

export const SCENARIO_GOALS = { region: 0.8, stage: 0.9, cheque: 0.8, sector: 0.7 } as const;

/** Mean shares per slice (all, each region, each stage), the scenarios that miss a goal, and a table. */
export function summarizeScenarios(results: readonly ScenarioResult[]) {
  const slices = new Map<string, ScenarioResult[]>([['all', [...results]]]);
  for (const r of results)
    for (const key of [`region:${r.region}`, `stage:${r.stage}`])
      slices.set(key, [...(slices.get(key) ?? []), r]);
  const rows = [...slices].map(([slice, rs]) => {
    const mean = (f: (r: ScenarioResult) => number) => rs.reduce((s, r) => s + f(r), 0) / rs.length;
    // The region goal counts only where the data holds ten investors there at the stage.
    const full = rs.filter((r) => r.available >= 10);
    return {
      slice,
      scenarios: rs.length,
      region: full.length ? full.reduce((s, r) => s + r.shares.region, 0) / full.length : null,
      stage: mean((r) => r.shares.stage),
      cheque: mean((r) => r.shares.cheque),
      sector: mean((r) => r.shares.sector),
      accelerators: rs.reduce((s, r) => s + r.accelerators, 0),
      short: rs.filter((r) => r.returned < 10).length,
    };
  });
  return rows;
}

export function formatScenarioTable(rows: ReturnType<typeof summarizeScenarios>): string {
  const pct = (x: number | null) => (x === null ? '   —' : `${Math.round(x * 100)}%`.padStart(4));
  const header = `${'slice'.padEnd(24)} ${'n'.padStart(3)}  region  stage  cheque  sector  accel.A+  <10 returned`;
  const body = rows.map(
    (r) =>
      `${r.slice.padEnd(24)} ${String(r.scenarios).padStart(3)}  ${pct(r.region)}    ${pct(r.stage)}   ${pct(r.cheque)}    ${pct(r.sector)}    ${String(r.accelerators).padStart(5)}    ${String(r.short).padStart(3)}`,
  );
  return [header, ...body].join('\n');
}
