import { formatMonth, formatSource } from '../../core/contracts/format';
import type { MarketFigure, Source } from '../../core/contracts/recommendations';
import type { RoundStage, TRound } from '../../core/contracts/round';
import type { Market } from '../../core/dataset/market';
import { formatMoney, formatUsd, raiseWords } from '../shared/format';
import { stageWords } from '../shared/idea';
import type { MatchedInvestor, RoundStats } from './state';

/** Rule-of-thumb share of the company sold in a round at each stage (what founders commonly sell). */
const DILUTION_RULE: Record<RoundStage, [number, number]> = {
  'pre-seed': [10, 15],
  seed: [15, 25],
  'series-a': [15, 25],
  'series-b': [10, 20],
  'series-c+': [5, 15],
  growth: [5, 15],
};

/** FundraisingFox's stage names. */
const MARKET_STAGE: Record<RoundStage, string> = {
  'pre-seed': 'Pre-Seed',
  seed: 'Seed',
  'series-a': 'Series A',
  'series-b': 'Series B',
  'series-c+': 'Series C',
  growth: 'Growth',
};

// Sources are named for people, with their date; never by the files they were built from.
const MARKET_SOURCE = formatSource('FundraisingFox', '2026-09');

/** "well below", "close to": a raise against a median, in words. */
function position(amount: number, median: number): string {
  const r = amount / median;
  if (r < 0.4) return 'well below';
  if (r < 0.8) return 'below';
  if (r <= 1.25) return 'close to';
  if (r <= 2.5) return 'above';
  return 'well above';
}

const n = (x: number) => x.toLocaleString('en-US');

export interface FundraisingInput {
  round: TRound;
  stage: RoundStage;
  stats: RoundStats;
  market: Market;
  investors: readonly MatchedInvestor[];
}

export interface Fundraising {
  recommendedAmount: string;
  amountReasoning: string;
  marketComparison: MarketFigure[];
  dilution: string;
  timeline: string;
  investorMix: string;
  sources: Source[];
}

/**
 * Phase 3 from the founder's raise, today's market (the 12 months to September 2026, and 2017 to 2026 by year) and
 * rounds like it in our deal history (2005 to June 2013), each figure with its years and its source.
 */
export function fundraisingFigures({
  round,
  stage,
  stats,
  market,
  investors,
}: FundraisingInput): Fundraising {
  const sources: Source[] = [];
  const cite = (figure: string, source: Source['source'], detail: string) => {
    sources.push({ figure, source, detail });
    return figure;
  };
  const rows: MarketFigure[] = [];
  const words = stageWords(stage);
  const raise = round.amount ? raiseWords(round.amount) : null;
  const raiseUsd = round.amount ? round.amount.usd_k * 1000 : null;
  if (raise && round.amount) {
    cite(raise.written, 'idea', 'the founder’s raise, in their currency');
    if (raise.usd)
      cite(
        raise.usd,
        'idea',
        `the raise in US dollars at the rate of ${round.amount.rate_date ?? 'the rate table'}`,
      );
    rows.push({ label: 'Your raise', figure: raise.label, period: 'this round', source: 'your idea' });
  }

  // Today's market.
  const today = market.byStage.find((s) => s.stage === MARKET_STAGE[stage]);
  const [thisYear, firstYear] = [market.byYear[0], market.byYear.at(-1)];
  const parts: string[] = [];
  if (today) {
    const median = cite(
      formatUsd(today.median_usd),
      'market-data',
      `median ${MARKET_STAGE[stage]} round, 12 months to Sep 2026`,
    );
    const count = cite(
      n(today.rounds),
      'market-data',
      `${MARKET_STAGE[stage]} rounds, 12 months to Sep 2026`,
    );
    cite('12 months to September 2026', 'market-data', MARKET_SOURCE);
    rows.push({
      label: `Today: ${words} rounds`,
      figure: `median ${median} (${count} rounds)`,
      period: '12 months to Sep 2026',
      source: MARKET_SOURCE,
    });
    parts.push(
      `Today, ${words} rounds disclosed in the 12 months to September 2026 had a median of ${median} (${count} rounds; FundraisingFox, whose press-reported rounds lean large).`,
    );
  }
  if (thisYear && firstYear) {
    const now = cite(
      formatUsd(thisYear.median_usd),
      'market-data',
      `median of all disclosed rounds in ${thisYear.year}`,
    );
    const then = cite(
      formatUsd(firstYear.median_usd),
      'market-data',
      `median of all disclosed rounds in ${firstYear.year}`,
    );
    const count = cite(
      n(thisYear.rounds_with_amount),
      'market-data',
      `rounds with an amount in ${thisYear.year}`,
    );
    cite(String(thisYear.year), 'market-data', 'the release year (partial, to September)');
    cite(String(firstYear.year), 'market-data', 'the first year of the series');
    rows.push({
      label: 'All disclosed rounds, every stage',
      figure: `median ${now} (${count} rounds)`,
      period: `${thisYear.year}, January to September`,
      source: MARKET_SOURCE,
    });
    rows.push({
      label: 'All disclosed rounds, every stage',
      figure: `median ${then}`,
      period: String(firstYear.year),
      source: MARKET_SOURCE,
    });
    parts.push(
      `Across every stage, the median disclosed round was ${now} in ${thisYear.year} to September (${count} rounds with an amount), against ${then} in ${firstYear.year}.`,
    );
  }

  // Our deal history.
  const h = stats.amounts;
  const where = stats.sector ? `${words} rounds in ${stats.sectorWords}` : `${words} rounds in every sector`;
  const years = `${stats.years.from} to ${formatMonth(stats.years.to)}`;
  cite(years, 'rounds-data', 'the dates of the rounds counted');
  if (h) {
    const [median, p25, p75, count] = [formatUsd(h.median), formatUsd(h.p25), formatUsd(h.p75), n(h.n)];
    cite(median, 'rounds-data', `median of ${count} ${where}, ${years}`);
    cite(p25, 'rounds-data', '25th percentile of the same rounds');
    cite(p75, 'rounds-data', '75th percentile of the same rounds');
    cite(count, 'rounds-data', `${where} with an amount, ${years}`);
    rows.push({
      label: `Our deal history: ${where}`,
      figure: `median ${median}, middle half ${p25}–${p75} (${count} rounds)`,
      period: years,
      source: formatSource('Crunchbase', stats.years.to),
    });
    const fallback =
      stats.sector === null && stats.sectorRounds > 0
        ? ` (our data holds only ${cite(n(stats.sectorRounds), 'rounds-data', 'rounds in the idea’s sector')} such rounds in the idea’s sector, so these are for every sector)`
        : '';
    parts.push(
      `In our deal history, ${where} from ${years} had a median of ${median}, the middle half between ${p25} and ${p75} (${count} rounds)${fallback}.`,
    );
  }
  if (raise && raiseUsd) {
    const against = [
      today ? `${position(raiseUsd, today.median_usd)} today’s median ${words} round` : null,
      h
        ? `${raiseUsd < h.p25 ? 'below' : raiseUsd > h.p75 ? 'above' : 'within'} the middle half of ${stats.years.from}–2013 rounds like it`
        : null,
    ].filter(Boolean);
    if (against.length) parts.push(`Your ${raise.written} is ${against.join(', and ')}.`);
  }
  let recommendedAmount: string;
  if (raise) recommendedAmount = raise.written;
  else if (h && today) {
    const [lo, hi] = [h.median, today.median_usd].sort((a, b) => a - b) as [number, number];
    recommendedAmount = `${formatUsd(lo)}–${formatUsd(hi)}`;
    parts.unshift(
      `You have not set a target: between the 2005–2013 median and today’s median, ${recommendedAmount}, is the usual range for a ${words} round; size it to the milestones below.`,
    );
  } else
    recommendedAmount = today
      ? formatUsd(today.median_usd)
      : h
        ? formatUsd(h.median)
        : 'Not enough round data';

  // Dilution, with the post-money a raise implies.
  const [lo, hi] = DILUTION_RULE[stage];
  const band = cite(`${lo}-${hi}%`, 'rule-of-thumb', `share commonly sold in a ${words} round`);
  let dilution = `${band}: what founders commonly sell in a ${words} round (a rule of thumb, not our data); sell less if the round is oversubscribed.`;
  if (round.amount) {
    const value = round.amount.value;
    const [postHi, postLo] = [value / (lo / 100), value / (hi / 100)].map((v) =>
      formatMoney(v, round.amount!.currency),
    );
    cite(`${postLo}–${postHi}`, 'rule-of-thumb', `post-money implied by ${band} of the raise`);
    dilution = `${band} (a rule of thumb, not our data): at that share, ${raise!.written} implies a post-money valuation of about ${postLo}–${postHi}. Sell less if the round is oversubscribed.`;
  }

  let timeline =
    'Our deal history has too few follow-on rounds to time the next raise: plan eighteen to twenty-four months of runway.';
  const m = stats.monthsToNext;
  if (m) {
    const [median, p25, p75, count] = [Math.round(m.median), Math.round(m.p25), Math.round(m.p75), n(m.n)];
    cite(`${median} months`, 'rounds-data', `median gap to the next round, ${count} companies, ${years}`);
    cite(`${p25}-${p75} months`, 'rounds-data', 'middle half of the same gaps');
    cite(count, 'rounds-data', `companies with a round after a ${words} round, ${years}`);
    timeline = `In our deal history (${years}), companies raised again a median of ${median} months after a ${words} round (middle half ${p25}-${p75} months, ${count} companies): raise enough to reach the validation milestones well inside that.`;
  }

  let investorMix =
    'No investors were matched: run the analysis again once the idea says more about the round.';
  if (investors.length) {
    const total = cite(String(investors.length), 'matched-investors', 'investors matched to this round');
    const types = new Map<string, number>();
    for (const i of investors)
      types.set(i.firm_type ?? 'other', (types.get(i.firm_type ?? 'other') ?? 0) + 1);
    const byType = [...types]
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .map(([k, v]) =>
        cite(`${v} ${(FIRM_WORDS[k] ?? [k, k])[v === 1 ? 0 : 1]}`, 'matched-investors', 'count by firm type'),
      );
    const leads = investors
      .filter((i) => i.leadsRounds)
      .slice(0, 3)
      .map((i) => cite(i.name, 'matched-investors', 'says it leads rounds (2026 directory)'));
    const first = investors
      .slice(0, 3)
      .map((i) => cite(i.name, 'matched-investors', 'first on the Investors tab'));
    const priced = !['pre-seed', 'seed'].includes(stage);
    const leadLine = leads.length
      ? ` ${priced ? 'A priced round needs a lead: ' : 'For a lead, '}${leads.join(', ')} say${leads.length === 1 ? 's' : ''} in the 2026 directory that ${leads.length === 1 ? 'it leads' : 'they lead'} rounds.`
      : priced
        ? ' None of them says in the 2026 directory that it leads rounds: find a lead before the rest.'
        : '';
    investorMix = `${total} matched investors: ${byType.join(', ')}.${leadLine} Start with ${first.join(', ')}, the first on the Investors tab. Their deal records in our data end in June 2013, so confirm each firm’s current fund and partner before you write.`;
  }
  return {
    recommendedAmount,
    amountReasoning: parts.join(' '),
    marketComparison: rows,
    dilution,
    timeline,
    investorMix,
    sources,
  };
}

const FIRM_WORDS: Record<string, [string, string]> = {
  vc: ['venture firm', 'venture firms'],
  angel: ['angel', 'angels'],
  accelerator: ['accelerator', 'accelerators'],
  cvc: ['corporate venture arm', 'corporate venture arms'],
  pe: ['private equity firm', 'private equity firms'],
  'family-office': ['family office', 'family offices'],
  other: ['investor of another or unknown kind', 'investors of other or unknown kinds'],
};
