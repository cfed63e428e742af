import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import { REVENUE_MODELS } from '../core/contracts/business';
import type { TInvestor } from '../core/contracts/investors';
import { REGIONS, ROUND_STAGES, type RoundStage } from '../core/contracts/round';
import { claimsOf, SPECIFIC_SECTORS } from '../core/matching/claims';
import type { TrackRecord } from '../core/matching/model/track-records';
import { regionOfCountry } from '../core/matching/place';
import { sectorMatch } from '../core/matching/sector-match';
import { isPricedRound, stagesCovered } from '../core/matching/stages';

/**
 * Scenario evals: founders' rounds as founders give them, and whether a founder would write to the top ten.
 * Three ways in, as the product is used: `text`, an idea whose words hold everything (an analysis reads the round
 * from them); `city`, a match request with a bare city ("London") beside the idea; `full`, a request with every
 * field. The truth is what the founder means; the judge reads each investor as a founder would.
 */
const ZScenario = z.object({
  id: z.string().min(1),
  mode: z.enum(['text', 'city', 'full']).default('text'),
  title: z.string(),
  description: z.string().min(1),
  /** The fundraising goal as the founder wrote it in onboarding. */
  goal: z.string().default(''),
  /** What an API caller sends beside the idea (modes `city` and `full`). */
  request: z
    .object({
      location: z.string().optional(),
      stage: z.string().optional(),
      check_size: z.number().optional(),
      focus: z.array(z.string()).optional(),
    })
    .default({}),
  truth: z.object({
    city: z.string().nullable(),
    country: z.string().length(2).nullable(),
    region: z.enum(REGIONS).nullable(),
    stage: z.enum(ROUND_STAGES),
    raise_usd_k: z.number().positive(),
    sectors: z.array(z.string()).min(1),
    /** False when the founder gave no amount: the raise is a typical one, and cheques are judged against it. */
    amount_given: z.boolean().default(true),
    /** Issue 34: the buyer kinds the founder means (core/business/buyer-industries.ts keys), any one of them. */
    buyer: z.array(z.string()).optional(),
    /** Issue 34: how the business makes money. */
    model: z.enum(REVENUE_MODELS).optional(),
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
    // The region is the product's grouping of the country (Turkey is the Middle East), whatever the file says.
    const t = parsed.data.truth;
    return { ...parsed.data, truth: { ...t, region: t.country ? regionOfCountry(t.country) : t.region } };
  });
}

interface InvestorJudgement {
  /** Based in the founder's country, or with deals there; null when the founder gave no place. */
  country: boolean | null;
  /** Based in the founder's region (or with deals in the country). */
  region: boolean | null;
  stage: boolean;
  cheque: boolean;
  sector: boolean;
  /** Says it invests in every sector, stage and place (two of the three, `claims.ts`). */
  claimer: boolean;
  accelerator: boolean;
}

/** The data's round type that a round stage is counted as in the deals (seed rounds were "angel" in 2013). */
const DEAL_STAGE: Record<RoundStage, string> = {
  'pre-seed': 'angel',
  seed: 'angel',
  'series-a': 'series-a',
  'series-b': 'series-b',
  'series-c+': 'series-c+',
  growth: 'private-equity',
};

/**
 * One investor against the round, as a founder reads its card: where it is and where it has invested, the
 * stages it states or its deals show, a cheque that is a fitting part of the raise (a single stated figure is a
 * typical cheque; a lead's share of a priced round), and a sector it names in a specific thesis or has backed.
 */
function judge(inv: TInvestor, record: TrackRecord | undefined, t: Scenario['truth']): InvestorJudgement {
  const dealsThere = t.country ? (record?.byCountry.get(t.country) ?? 0) > 0 : false;
  const country = t.country ? inv.country === t.country || dealsThere : null;
  const region = t.region ? regionOfCountry(inv.country) === t.region || dealsThere : null;
  const stage =
    stagesCovered([...inv.stated_stages, ...inv.stages]).has(t.stage) ||
    (record?.byStage.get(DEAL_STAGE[t.stage]) ?? 0) > 0;
  const claims = claimsOf(inv);
  const specific = claims.sectors <= SPECIFIC_SECTORS * 2 && !claims.broad.sectors;
  const stated = specific ? inv.stated_focus : [];
  const dealt = record ? [...record.bySector.keys()] : [];
  const fromDeals = inv.focus_areas.filter((f) => !inv.stated_focus.includes(f));
  return {
    country,
    region,
    stage,
    cheque: chequeFits(inv, t),
    sector: sectorMatch(t.sectors, [...stated, ...fromDeals, ...dealt]) !== null,
    claimer: claims.everything,
    accelerator: inv.firm_type === 'accelerator',
  };
}

function chequeFits(inv: TInvestor, t: Scenario['truth']): boolean {
  const { check_size_min: min, check_size_max: max } = inv;
  if (min === null && max === null) return false;
  const share = isPricedRound(t.stage) ? 0.3 : 0.1;
  const low = share * t.raise_usd_k;
  if (min !== null && max !== null && min === max) return min >= low && min <= t.raise_usd_k;
  return (min ?? 0) <= t.raise_usd_k && (max ?? Number.POSITIVE_INFINITY) >= low;
}

export interface ScenarioResult {
  id: string;
  mode: Scenario['mode'];
  country: string | null;
  region: string | null;
  stage: RoundStage;
  returned: number;
  fitting: number;
  /** Investors the data holds in the founder's country (region) at the stage: under ten caps the place goal. */
  available: { country: number; region: number };
  /** The place the goal is judged at: the country where the data holds ten there, else the region. */
  nearBy: 'country' | 'region' | null;
  shares: { near: number | null; stage: number; cheque: number; sector: number };
  claimers: number;
  accelerators: number;
  /** Of the /investors filter's first ten for this round's place, stage and sector, how many the top 30 holds. */
  filter: { top10: number; inTop30: number } | null;
  /** What the product read of the round, for the mode's way in. */
  read: { location: string | null; stage: string | null; raise_usd_k: number | null; sectors: string[] };
  top: { name: string; location: string | null; score: number; claimer: boolean }[];
}

export function scoreScenario(
  s: Scenario,
  ranked: readonly TInvestor[],
  recordOf: (id: string) => TrackRecord | undefined,
  extra: Pick<ScenarioResult, 'fitting' | 'available' | 'filter' | 'read'> & { scores: number[] },
): ScenarioResult {
  const top = ranked.slice(0, 10);
  const judged = top.map((inv) => judge(inv, recordOf(inv.id), s.truth));
  const share = (pick: (j: InvestorJudgement) => boolean | null) =>
    judged.length ? judged.filter((j) => pick(j) === true).length / 10 : 0;
  const nearBy = !s.truth.country
    ? null
    : extra.available.country >= 10
      ? 'country'
      : extra.available.region >= 10
        ? 'region'
        : null;
  return {
    id: s.id,
    mode: s.mode,
    country: s.truth.country,
    region: s.truth.region,
    stage: s.truth.stage,
    returned: top.length,
    ...extra,
    nearBy,
    shares: {
      near: nearBy ? share((j) => j[nearBy]) : null,
      stage: share((j) => j.stage),
      cheque: share((j) => j.cheque),
      sector: share((j) => j.sector),
    },
    claimers: judged.filter((j) => j.claimer).length,
    accelerators: isPricedRound(s.truth.stage) ? judged.filter((j) => j.accelerator).length : 0,
    top: top.map((inv, i) => ({
      name: inv.name,
      location: inv.location,
      score: extra.scores[i] ?? 0,
      claimer: judged[i]!.claimer,
    })),
  };
}

/** How many investors of the data are in the founder's country, and region, at the round's stage. */
export function availableFor(
  investors: readonly TInvestor[],
  recordOf: (id: string) => TrackRecord | undefined,
  t: Scenario['truth'],
): ScenarioResult['available'] {
  let country = 0;
  let region = 0;
  for (const inv of investors) {
    const j = judge(inv, recordOf(inv.id), t);
    if (!j.stage) continue;
    if (j.country) country += 1;
    if (j.region) region += 1;
  }
  return { country, region };
}

export const SCENARIO_GOALS = {
  near: 0.8,
  stage: 0.9,
  cheque: 0.8,
  sector: 0.8,
  /** Everything-claimers in a top ten, at most. */
  claimers: 1,
  /** Of the filter's top ten, at least this many in the match's top 30. */
  filter: 7,
} as const;

export interface ScenarioSummary {
  slice: string;
  scenarios: number;
  near: number | null;
  stage: number;
  cheque: number;
  sector: number;
  /** Mean everything-claimers per top ten, and the scenarios with more than the goal's one. */
  claimers: number;
  overClaimed: number;
  accelerators: number;
  /** Mean of the filter's top ten held in the match's top 30, and the scenarios under the goal's seven. */
  filter: number | null;
  underFilter: number;
  short: number;
  /** Scenarios whose own top ten meets each goal, of those it applies to: "each top 10", not only the mean. */
  meeting: Record<'near' | 'stage' | 'cheque' | 'sector' | 'claimers' | 'filter', [number, number]>;
}

/** Mean shares per slice (all, each way in, each region, each stage). */
export function summarizeScenarios(results: readonly ScenarioResult[]): ScenarioSummary[] {
  const slices = new Map<string, ScenarioResult[]>([['all', [...results]]]);
  for (const r of results)
    for (const key of [`mode:${r.mode}`, `region:${r.region ?? 'none'}`, `stage:${r.stage}`])
      slices.set(key, [...(slices.get(key) ?? []), r]);
  return [...slices].map(([slice, rs]) => {
    const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : null);
    const filtered = rs.flatMap((r) => (r.filter && r.filter.top10 > 0 ? [r.filter] : []));
    return {
      slice,
      scenarios: rs.length,
      near: mean(rs.flatMap((r) => (r.shares.near === null ? [] : [r.shares.near]))),
      stage: mean(rs.map((r) => r.shares.stage))!,
      cheque: mean(rs.map((r) => r.shares.cheque))!,
      sector: mean(rs.map((r) => r.shares.sector))!,
      claimers: mean(rs.map((r) => r.claimers))!,
      overClaimed: rs.filter((r) => r.claimers > SCENARIO_GOALS.claimers).length,
      accelerators: rs.reduce((s, r) => s + r.accelerators, 0),
      filter: mean(filtered.map((f) => (10 * f.inTop30) / f.top10)),
      underFilter: filtered.filter((f) => (10 * f.inTop30) / f.top10 < SCENARIO_GOALS.filter).length,
      short: rs.filter((r) => r.returned < 10).length,
      meeting: meetingGoals(rs),
    };
  });
}

function meetingGoals(rs: readonly ScenarioResult[]): ScenarioSummary['meeting'] {
  const count = (applies: (r: ScenarioResult) => boolean, meets: (r: ScenarioResult) => boolean) => {
    const judged = rs.filter(applies);
    return [judged.filter(meets).length, judged.length] as [number, number];
  };
  const all = () => true;
  return {
    near: count(
      (r) => r.shares.near !== null,
      (r) => r.shares.near! >= SCENARIO_GOALS.near,
    ),
    stage: count(all, (r) => r.shares.stage >= SCENARIO_GOALS.stage),
    cheque: count(all, (r) => r.shares.cheque >= SCENARIO_GOALS.cheque),
    sector: count(all, (r) => r.shares.sector >= SCENARIO_GOALS.sector),
    claimers: count(all, (r) => r.claimers <= SCENARIO_GOALS.claimers),
    filter: count(
      (r) => !!r.filter?.top10,
      (r) => (10 * r.filter!.inTop30) / r.filter!.top10 >= SCENARIO_GOALS.filter,
    ),
  };
}

/** Per goal, the scenarios whose own top ten meets it: "near 120/143". */
export function formatMeeting(row: ScenarioSummary): string {
  return Object.entries(row.meeting)
    .map(([goal, [met, of]]) => `${goal} ${met}/${of}`)
    .join(', ');
}

export function formatScenarioTable(rows: readonly ScenarioSummary[]): string {
  const pct = (x: number | null) => (x === null ? '   —' : `${Math.round(x * 100)}%`.padStart(4));
  const num = (x: number | null, w = 4) => (x === null ? '—'.padStart(w) : x.toFixed(1).padStart(w));
  const header = `${'slice'.padEnd(24)} ${'n'.padStart(3)}   near  stage  cheque  sector  claimers(>1)  filter/10(<7)  accel.A+  <10`;
  const body = rows.map(
    (r) =>
      `${r.slice.padEnd(24)} ${String(r.scenarios).padStart(3)}   ${pct(r.near)}   ${pct(r.stage)}    ${pct(r.cheque)}    ${pct(r.sector)}   ${num(r.claimers)} (${String(r.overClaimed).padStart(2)})    ${num(r.filter)} (${String(r.underFilter).padStart(2)})      ${String(r.accelerators).padStart(3)}  ${String(r.short).padStart(3)}`,
  );
  return [header, ...body].join('\n');
}
