import { conceptsOf, tokenize } from '../../src/investors/text';
import type { Dataset } from '../shared/dataset';
import { formatUsd } from '../shared/format';
import type { MatchedInvestor, Quartiles, RoundStats, Source, Strategy, StrategyIdea } from './state';

/**
 * The round types of the data that stand for a founder's stage. Crunchbase types its seed rounds "angel"
 * and has no pre-seed type, so both map to the angel rounds.
 */
export function roundTypesFor(stage: string): { stage: string; roundTypes: string[] } {
  const s = stage.toLowerCase().trim().replace(/\s+/g, '-');
  if (s === 'pre-seed' || s === 'idea' || s === 'mvp') return { stage: 'pre-seed', roundTypes: ['angel'] };
  if (s === 'seed' || s === 'angel') return { stage: 'seed', roundTypes: ['angel'] };
  if (s === 'series-a') return { stage: 'series-a', roundTypes: ['series-a'] };
  if (s === 'series-b' || s === 'series-b+') return { stage: 'series-b', roundTypes: ['series-b'] };
  return { stage: 'series-c+', roundTypes: ['series-c+'] };
}

/** The company sector the idea belongs to: its industry when the data knows it, else its first concept. */
export function sectorFor(idea: StrategyIdea, data: Dataset): string | null {
  const known = new Set(data.companies.flatMap((c) => c.sectors));
  const industry = idea.industry.toLowerCase().trim().replace(/\s+/g, '-');
  if (known.has(industry)) return industry;
  const concepts = [
    ...conceptsOf(tokenize(idea.industry)),
    ...conceptsOf(tokenize(`${idea.title} ${idea.description}`)),
  ];
  return concepts.find((c) => known.has(c)) ?? null;
}

/** Quartiles by linear interpolation between order statistics (numpy's default). */
export function quantile(sorted: readonly number[], q: number): number {
  const pos = (sorted.length - 1) * q;
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  return sorted[lo]! + (sorted[hi]! - sorted[lo]!) * (pos - lo);
}

export function quartiles(values: readonly number[]): Quartiles | null {
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

/**
 * Round sizes (with an amount) of the idea's stage in its sector, or of the stage alone when the sector has
 * fewer than `minSectorRounds`; and the months from such a round to the same company's next round.
 */
export function computeRoundStats(data: Dataset, idea: StrategyIdea, minSectorRounds: number): RoundStats {
  const { stage, roundTypes } = roundTypesFor(idea.stage);
  const sector = sectorFor(idea, data);
  const atStage = data.rounds.filter((r) => r.round !== null && roundTypes.includes(r.round));
  const inSector = (r: (typeof atStage)[number]) =>
    sector !== null && !!r.company_id && !!data.companyById.get(r.company_id)?.sectors.includes(sector);
  const sectorRounds = atStage.filter((r) => inSector(r) && r.amount_usd !== null && r.amount_usd > 0);
  const useSector = sector !== null && sectorRounds.length >= minSectorRounds;
  const rounds = useSector ? atStage.filter(inSector) : atStage;
  const amounts = rounds.map((r) => r.amount_usd).filter((a): a is number => a !== null && a > 0);
  const gaps: number[] = [];
  for (const r of rounds) {
    if (!r.company_id || !r.funded_at) continue;
    const from = Date.parse(r.funded_at);
    const next = data.roundsByCompany
      .get(r.company_id)
      ?.find((o) => o.funded_at !== null && Date.parse(o.funded_at) > from);
    if (next?.funded_at) gaps.push((Date.parse(next.funded_at) - from) / MONTH_MS);
  }
  return {
    stage,
    roundTypes,
    sector: useSector ? sector : null,
    sectorRounds: sectorRounds.length,
    amounts: quartiles(amounts),
    monthsToNext: quartiles(gaps),
  };
}

/** Rule-of-thumb dilution for a priced round at each stage (what founders commonly sell). */
export const DILUTION_RULE: Record<string, string> = {
  'pre-seed': '10-15%',
  seed: '15-25%',
  'series-a': '15-25%',
  'series-b': '10-20%',
  'series-c+': '5-15%',
};

/** The numbers written in a text, e.g. "$1.2M over 18 months" → ["1.2", "18"]; digits inside words are not. */
export function numbersIn(text: string): string[] {
  return [...text.matchAll(/(?<![\p{L}\d.])\d+(?:[.,]\d+)*/gu)].map((m) => m[0].replace(/,/g, ''));
}

/** The numbers the strategy may write: those of its sources' figures. */
export function allowedNumbers(sources: readonly Source[]): Set<string> {
  return new Set(sources.flatMap((s) => numbersIn(s.figure)));
}

/** Every text of a strategy, for the check that all its numbers come from its sources. */
export function strategyTexts(s: Omit<Strategy, 'sources' | 'writtenBy'>): string[] {
  return [
    s.phase1_mvp.description,
    ...s.phase1_mvp.coreFeatures,
    ...s.phase1_mvp.automationOpportunities,
    s.phase1_mvp.timeline,
    ...s.phase1_mvp.resourcesNeeded,
    ...s.phase2_validation.designPartnerGoals,
    ...s.phase2_validation.metricsToTrack,
    s.phase3_fundraising.recommendedAmount,
    s.phase3_fundraising.amountReasoning,
    s.phase3_fundraising.dilution,
    s.phase3_fundraising.timeline,
    s.phase3_fundraising.investorMix,
    ...s.phase3_fundraising.keyTractionMetrics,
    s.aiAutomationStrategy,
  ];
}

/** Numbers in the texts that no source backs; empty when every figure is grounded. */
export function ungroundedNumbers(texts: readonly string[], sources: readonly Source[]): string[] {
  const allowed = allowedNumbers(sources);
  return [...new Set(texts.flatMap(numbersIn))].filter((n) => !allowed.has(n));
}

const months = (x: number) => String(Math.round(x));

export interface Fundraising {
  fields: Strategy['phase3_fundraising'];
  sources: Source[];
}

/** Phase 3's figures and the sources of each, from the round stats, the idea and the matched investors. */
export function fundraisingFigures(
  idea: StrategyIdea,
  stats: RoundStats,
  investors: readonly MatchedInvestor[],
): Omit<Fundraising['fields'], 'keyTractionMetrics'> & { sources: Source[] } {
  const sources: Source[] = [];
  const where = stats.sector
    ? `${stats.stage} rounds in ${stats.sector}`
    : `${stats.stage} rounds (all sectors)`;
  const types = `round type ${stats.roundTypes.join('/')} in data/rounds.jsonl.gz`;
  let recommendedAmount = 'Not enough round data';
  let amountReasoning = `The data has no ${where} with an amount.`;
  const a = stats.amounts;
  if (a) {
    const [median, p25, p75, n] = [formatUsd(a.median), formatUsd(a.p25), formatUsd(a.p75), String(a.n)];
    recommendedAmount = median;
    sources.push(
      { figure: median, source: 'rounds-data', detail: `median amount of ${n} ${where} (${types})` },
      { figure: p25, source: 'rounds-data', detail: `25th percentile of the same ${n} rounds` },
      { figure: p75, source: 'rounds-data', detail: `75th percentile of the same ${n} rounds` },
      { figure: n, source: 'rounds-data', detail: `number of ${where} with an amount` },
    );
    let fallback = '';
    if (stats.sector === null && stats.sectorRounds > 0) {
      fallback = ` The idea's sector has too few rounds with an amount (${stats.sectorRounds}), so the figures are for the stage alone.`;
      sources.push({
        figure: String(stats.sectorRounds),
        source: 'rounds-data',
        detail: 'sector rounds found',
      });
    } else if (stats.sector === null) {
      fallback = ` The data has too few rounds in the idea's sector, so the figures are for the stage alone.`;
    }
    amountReasoning = `Across ${n} ${where} in our data, the median round was ${median}; the middle half raised between ${p25} and ${p75}.${fallback}`;
    if (idea.targetCheckSize) {
      const target = formatUsd(idea.targetCheckSize * 1000);
      sources.push({ figure: target, source: 'idea', detail: 'the founder’s target raise' });
      const position =
        idea.targetCheckSize * 1000 < a.p25
          ? 'below the middle half'
          : idea.targetCheckSize * 1000 > a.p75
            ? 'above the middle half'
            : 'within the middle half';
      amountReasoning += ` Your target of ${target} is ${position} of comparable rounds.`;
    }
  }
  const rule = DILUTION_RULE[stats.stage] ?? '15-25%';
  sources.push({
    figure: rule,
    source: 'rule-of-thumb',
    detail: `dilution commonly sold in a ${stats.stage} round`,
  });
  const dilution = `${rule}: a common rule of thumb for a ${stats.stage} round; sell less if the round is oversubscribed.`;

  let timeline = 'The data has too few follow-on rounds to time the next raise.';
  const m = stats.monthsToNext;
  if (m) {
    const [median, p25, p75, n] = [months(m.median), months(m.p25), months(m.p75), String(m.n)];
    sources.push(
      {
        figure: `${median} months`,
        source: 'rounds-data',
        detail: `median gap to the next round, ${n} companies`,
      },
      { figure: `${p25}-${p75} months`, source: 'rounds-data', detail: 'middle half of the same gaps' },
      { figure: n, source: 'rounds-data', detail: `companies with a round after a ${stats.stage} round` },
    );
    timeline = `Companies in our data raised their next round a median of ${median} months after a ${stats.stage} round (middle half ${p25}-${p75} months, ${n} companies): plan this round's runway to reach the validation metrics well within that.`;
  }

  let investorMix = 'No matched investors yet: run the matcher first.';
  if (investors.length) {
    const count = (key: (i: MatchedInvestor) => string) => {
      const counts = new Map<string, number>();
      for (const i of investors) counts.set(key(i), (counts.get(key(i)) ?? 0) + 1);
      return [...counts].sort((x, y) => y[1] - x[1] || x[0].localeCompare(y[0]));
    };
    const byType = count((i) => i.firm_type ?? 'unknown type');
    const byStatus = count((i) => i.status);
    const lead = investors.filter((i) => i.status === 'hot').slice(0, 3);
    const names = (lead.length ? lead : investors.slice(0, 3)).map((i) => i.name);
    const total = String(investors.length);
    sources.push({ figure: total, source: 'matched-investors', detail: 'matched investors' });
    for (const [k, v] of [...byType, ...byStatus])
      sources.push({
        figure: `${v} ${k}`,
        source: 'matched-investors',
        detail: 'count among matched investors',
      });
    for (const name of names)
      sources.push({ figure: name, source: 'matched-investors', detail: 'named investor' });
    investorMix = `${total} matched investors: ${byType.map(([k, v]) => `${v} ${k}`).join(', ')}; by activity ${byStatus
      .map(([k, v]) => `${v} ${k}`)
      .join(', ')}. Start with ${names.join(', ')}${lead.length ? ' (actively deploying)' : ''}.`;
  }
  return { recommendedAmount, amountReasoning, dilution, timeline, investorMix, sources };
}

const METRICS: Record<string, string[]> = {
  fintech: ['Payment or loan volume processed', 'Fraud and error rates'],
  healthcare: ['Patient encounters handled', 'Clinician time saved per visit'],
  logistics: ['Shipments or loads handled', 'On-time rate versus before'],
  ecommerce: ['Gross merchandise value', 'Repeat purchase rate'],
  education: ['Weekly active learners', 'Course completion rate'],
  climate: ['Energy or emissions saved, measured', 'Cost per unit versus incumbents'],
  'b2b-saas': ['Weekly active seats per account', 'Net revenue retention'],
  'ai-ml': ['Share of tasks completed without a human', 'Accuracy against a labelled sample'],
};

/** The prose fields, templated from the idea: used offline and as the model's fallback shape. */
export function offlineProse(idea: StrategyIdea, designPartners: readonly string[]) {
  const concepts = conceptsOf(tokenize(`${idea.industry} ${idea.title} ${idea.description}`));
  const metrics = [...new Set(concepts.flatMap((c) => METRICS[c] ?? []))];
  const domain = idea.industry || concepts[0] || 'the target market';
  const partners = designPartners.length
    ? `Recruit design partners such as ${designPartners.slice(0, 3).join(', ')}`
    : `Recruit design partners among ${domain} companies`;
  return {
    phase1: {
      description: `A narrow first version of ${idea.title} that does one job for ${domain} teams end to end: ${idea.description.trim()}`,
      coreFeatures: [
        `The core ${domain} workflow ${idea.title} replaces, working end to end`,
        'Onboarding that imports the customer’s existing data',
        'A dashboard of the results the customer cares about',
      ],
      automationOpportunities: [
        'Automate data entry and hand-offs in the core workflow',
        'Draft routine messages and reports for a human to approve',
      ],
      timeline: `Build in weeks, not months: ship the core workflow to the first design partner, then iterate weekly.`,
      resourcesNeeded: [
        'The founding team, with at least one engineer',
        `Access to real ${domain} data through the design partners`,
        'Hosted infrastructure and model APIs paid by usage',
      ],
    },
    phase2: {
      designPartnerGoals: [
        `${partners}, committed to weekly feedback`,
        'Turn at least one design partner into a paid pilot',
        'Collect a written case study with measured results',
      ],
      metricsToTrack: [
        ...metrics,
        'Weekly active users at each design partner',
        'Time to value after onboarding',
      ],
    },
    keyTractionMetrics: [
      'Paid pilots and their conversion to contracts',
      'Revenue growth month over month',
      ...metrics.slice(0, 2),
    ],
    aiAutomationStrategy: `Use models for the repetitive steps of the ${domain} workflow (reading documents, drafting, routing) with a human approving each output at first; measure accuracy on each design partner’s data and remove the approval step only where it holds.`,
  };
}
