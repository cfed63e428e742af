import type { Source, Strategy } from '../../core/contracts/recommendations';
import type { BusinessModel, RoundStage, TRound } from '../../core/contracts/round';
import type { WriterData } from '../../core/dataset/writer-data';
import { sectorLabel } from '../../core/matching/sector-match';
import type { Buyer } from '../shared/buyers';
import { categoryWords } from '../shared/format';
import { founderPlace } from '../shared/founder-place';
import { numbersIn, ungroundedNumbers as ungroundedIn } from '../shared/grounding';
import { sectorsFor } from '../shared/idea';
import { MODEL_LABELS, type Plan, type PlanContext, planFor } from './playbooks';
import { regulationFor } from './regulation';
import { sectorNoteOf } from './sector-notes';
import type { Quartiles, RoundStats, StrategyIdea } from './state';

export { numbersIn };

/** The deal history is counted from 2005, the first year the data holds rounds in numbers (1,516 with amounts). */
const HISTORY_FROM = '2005';

/** The round types of the data that stand for a stage. Crunchbase types its seed rounds "angel". */
function roundTypesFor(stage: RoundStage): string[] {
  if (stage === 'pre-seed' || stage === 'seed') return ['angel'];
  if (stage === 'series-a') return ['series-a'];
  if (stage === 'series-b') return ['series-b'];
  if (stage === 'series-c+') return ['series-c+'];
  return ['series-c+', 'private-equity'];
}

/** Quartiles by linear interpolation between order statistics (numpy's default). */
function quantile(sorted: readonly number[], q: number): number {
  const pos = (sorted.length - 1) * q;
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  return sorted[lo]! + (sorted[hi]! - sorted[lo]!) * (pos - lo);
}

function quartiles(values: readonly number[]): Quartiles | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return {
    n: sorted.length,
    p25: quantile(sorted, 0.25),
    median: quantile(sorted, 0.5),
    p75: quantile(sorted, 0.75),
  };
}

const MONTH_MS = 30.4375 * 24 * 3600 * 1000;
/** Fewer companies with a next round than this, in the idea's sector, and the gap is the stage's in every sector. */
const MIN_GAPS = 10;

/** Company sectors of the data the idea's sectors stand for ("healthtech" rounds are "digital-health" ones). */
const COMPANY_SECTOR: Readonly<Record<string, string>> = {
  healthtech: 'digital-health',
  'mental-health': 'digital-health',
  femtech: 'digital-health',
  insurtech: 'fintech',
  crypto: 'fintech',
  logistics: 'mobility',
  energy: 'cleantech',
  'circular-economy': 'cleantech',
  robotics: 'hardware',
  iot: 'hardware',
  'developer-tools': 'software',
  'data-infrastructure': 'analytics',
  marketplaces: 'ecommerce',
  d2c: 'ecommerce',
  retail: 'ecommerce',
  'marketing-tech': 'marketing',
  'hr-tech': 'enterprise-software',
  legaltech: 'legaltech',
  'creator-economy': 'media',
};

/**
 * Round sizes (with an amount) at the idea's stage from 2005 to the data's end, in the first of the idea's sectors
 * with at least `minSectorRounds` of them, else at the stage alone; and the months to each company's next round.
 */
const statsCache = new WeakMap<WriterData, Map<string, RoundStats>>();

export function computeRoundStats(
  data: WriterData,
  sectors: readonly string[],
  stage: RoundStage,
  minSectorRounds: number,
  asOf: string,
): RoundStats {
  // Ideas of one stage and sector share their figures (an evals run asks for the same few hundreds of times).
  const key = JSON.stringify([sectors, stage, minSectorRounds, asOf]);
  let cache = statsCache.get(data);
  if (!cache) {
    cache = new Map();
    statsCache.set(data, cache);
  }
  const hit = cache.get(key);
  if (hit) return hit;
  const stats = roundStats(data, sectors, stage, minSectorRounds, asOf);
  cache.set(key, stats);
  return stats;
}

function roundStats(
  data: WriterData,
  sectors: readonly string[],
  stage: RoundStage,
  minSectorRounds: number,
  asOf: string,
): RoundStats {
  const roundTypes = roundTypesFor(stage);
  const atStage = data.rounds.filter(
    (r) =>
      r.round !== null &&
      roundTypes.includes(r.round) &&
      !!r.funded_at &&
      r.funded_at >= HISTORY_FROM &&
      r.funded_at <= asOf,
  );
  const withAmount = (r: (typeof atStage)[number]) => r.amount_usd !== null && r.amount_usd > 0;
  const inSector = (sector: string) => (r: (typeof atStage)[number]) =>
    !!r.company_id && !!data.companyById.get(r.company_id)?.sectors.includes(sector);
  let sector: string | null = null;
  let sectorRounds = 0;
  for (const s of sectors) {
    const key = COMPANY_SECTOR[s] ?? s;
    const count = atStage.filter((r) => withAmount(r) && inSector(key)(r)).length;
    if (sector === null && sectorRounds === 0) sectorRounds = count;
    if (count >= minSectorRounds) {
      sector = key;
      sectorRounds = count;
      break;
    }
  }
  const rounds = sector ? atStage.filter(inSector(sector)) : atStage;
  const amounts = rounds.filter(withAmount).map((r) => r.amount_usd!);
  // The months to the next round need more companies than the amounts do: a sector's handful ("1 company,
  // 14-14 months") says nothing, so below MIN_GAPS the stage's rounds in every sector are counted instead.
  const gapsOf = (from: typeof atStage) => {
    const gaps: number[] = [];
    for (const r of from) {
      if (!r.company_id || !r.funded_at) continue;
      const at = Date.parse(r.funded_at);
      const next = data.roundsByCompany
        .get(r.company_id)
        ?.find((o) => o.funded_at !== null && Date.parse(o.funded_at) > at);
      if (next?.funded_at) gaps.push((Date.parse(next.funded_at) - at) / MONTH_MS);
    }
    return gaps;
  };
  let gaps = gapsOf(rounds);
  if (sector && gaps.length < MIN_GAPS) gaps = gapsOf(atStage);
  return {
    stage,
    roundTypes,
    sector,
    sectorWords: sector ? sectorWordsOf(sector) : null,
    sectorRounds,
    years: { from: HISTORY_FROM, to: asOf },
    amounts: quartiles(amounts),
    monthsToNext: quartiles(gaps),
  };
}

function sectorWordsOf(sector: string): string {
  const words: Record<string, string> = {
    'digital-health': 'digital health',
    healthcare: 'health care',
    'medical-devices': 'medical devices',
    mobility: 'transport and mobility',
    cleantech: 'clean tech',
  };
  return (
    words[sector] ??
    (sector.includes('-') || sector === 'b2b-saas' ? sectorLabel(sector) : categoryWords(sector))
  );
}

/** Numbers in the texts that no source backs; empty when every figure is grounded. */
export function ungroundedNumbers(texts: readonly string[], sources: readonly Source[]): string[] {
  return ungroundedIn(
    texts,
    sources.map((s) => s.figure),
  );
}

/** Every text of a strategy, for the checks that all its numbers come from its sources. */
export function strategyTexts(
  s: Pick<Strategy, 'phase1_mvp' | 'phase2_validation' | 'phase3_fundraising' | 'aiAutomationStrategy'>,
): string[] {
  return [
    ...phaseTexts(s).phase1,
    ...phaseTexts(s).phase2,
    s.phase3_fundraising.recommendedAmount,
    s.phase3_fundraising.amountReasoning,
    s.phase3_fundraising.dilution,
    s.phase3_fundraising.timeline,
    s.phase3_fundraising.investorMix,
    ...s.phase3_fundraising.keyTractionMetrics,
    s.aiAutomationStrategy,
  ];
}

/** The texts of phases 1 and 2, each as one list: what must be written for this idea, not for any idea. */
export function phaseTexts(s: Pick<Strategy, 'phase1_mvp' | 'phase2_validation'>): {
  phase1: string[];
  phase2: string[];
} {
  const p1 = s.phase1_mvp;
  const p2 = s.phase2_validation;
  return {
    phase1: [
      p1.description,
      ...p1.coreFeatures,
      ...p1.automationOpportunities,
      p1.timeline,
      ...p1.resourcesNeeded,
      ...(p1.milestones ?? []),
    ],
    phase2: [...p2.designPartnerGoals, ...p2.metricsToTrack, ...(p2.milestones ?? [])],
  };
}

/** Names of standards, regimes and trial phases whose digits are part of the name. */
const STANDARDS = /\b(?:ISO \d+|UL \d+|UN \d+(?:\.\d+)?|SOC \d|510\(k\)|phase \d)(?![\w.])/gi;

/** The standards a plan names, as sources, so that their digits are not read as unbacked figures. */
export function standardSources(texts: readonly string[]): Source[] {
  const names = new Set(texts.flatMap((t) => t.match(STANDARDS) ?? []));
  return [...names].map((figure) => ({
    figure,
    source: 'standard' as const,
    detail: 'name of a standard or regime',
  }));
}

/** The business model a plan is written for: the round's, else what its buyer implies. */
function modelOf(round: TRound, buyer: Buyer): BusinessModel {
  if (round.business_model) return round.business_model;
  if (buyer.kind.people) return 'consumer-app';
  return 'b2b-saas';
}

/** Words of a test run on samples in a lab, rather than a device used on patients. */
const ASSAY =
  /\b(?:assays?|samples?|pathogens?|biomarkers?|pcr|crispr|blood tests?|lab(?:s|oratory|oratories)?|sequencing|in vitro)\b/i;

/** Everything phases 1 and 2 are written from, for the idea. */
export function planContext(
  idea: StrategyIdea,
  round: TRound,
  stage: RoundStage,
  buyer: Buyer,
  partners: readonly string[],
): PlanContext {
  const model = modelOf(round, buyer);
  return {
    title: idea.title,
    model,
    revenue: round.business?.model ?? null,
    buyer,
    sector: sectorNoteOf(sectorsFor(round.sectors, model)).note,
    sectorKey: sectorNoteOf(sectorsFor(round.sectors, model)).key,
    stage,
    place: founderPlace(round),
    regulation: regulationFor(
      model,
      round.sectors,
      round.country,
      `${idea.title}. ${idea.description}`,
      round.business?.model ?? null,
    ),
    // Our company data is of US companies: it names partners to start with only for a founder in the US.
    partners: !round.country || round.country === 'US' ? partners : [],
    assay: ASSAY.test(`${idea.title}. ${idea.description}`),
  };
}

export function offlinePlan(ctx: PlanContext): Plan {
  return planFor(ctx);
}

export { MODEL_LABELS, sectorsFor };
