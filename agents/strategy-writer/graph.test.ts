import { beforeAll, describe, expect, it } from 'vitest';
import { StructuredOutputError } from '../models/chat-model';
import type { AgentEvent } from '../models/events';
import { fakeChatModel } from '../models/fake-model';
import { type Dataset, loadDataset } from '../shared/dataset';
import { formatUsd } from '../shared/format';
import { graph } from './graph';
import type { MatchedInvestor } from './state';
import { numbersIn, strategyTexts, ungroundedNumbers } from './tools';

let data: Dataset;
let investors: MatchedInvestor[];

beforeAll(async () => {
  data = await loadDataset();
  investors = data.investors
    .filter((i) => i.focus_areas.includes('healthcare') && i.stages.includes('seed'))
    .sort((a, b) => b.investment_count - a.investment_count || a.id.localeCompare(b.id))
    .slice(0, 12)
    .map((i) => ({ name: i.name, firm_type: i.firm_type, status: i.status }));
}, 30_000);

const idea = {
  title: 'Clinicflow',
  description: 'AI intake and scheduling for outpatient clinics.',
  industry: 'healthcare',
  stage: 'seed',
};

/** Median by sorting, recomputed here independently of the tool. */
function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

describe('StrategyWriter offline', () => {
  it('grounds amount, dilution and timeline in the seed healthcare rounds of the data', async () => {
    const { strategy } = await graph.invoke({ idea, investors, designPartners: ['Acme Health'] });
    expect(strategy).not.toBeNull();
    const s = strategy!;
    // Crunchbase seed rounds are typed "angel"; healthcare through the companies' sectors.
    const amounts = data.rounds
      .filter(
        (r) =>
          r.round === 'angel' &&
          r.amount_usd &&
          r.company_id &&
          data.companyById.get(r.company_id)?.sectors.includes('healthcare'),
      )
      .map((r) => r.amount_usd!);
    expect(amounts.length).toBeGreaterThanOrEqual(10);
    expect(s.phase3_fundraising.recommendedAmount).toBe(formatUsd(median(amounts)));
    expect(s.phase3_fundraising.amountReasoning).toContain(
      `Across ${amounts.length} seed rounds in healthcare`,
    );
    expect(s.phase3_fundraising.dilution).toContain('15-25%');
    expect(s.phase3_fundraising.timeline).toMatch(/median of \d+ months/);
    expect(s.phase3_fundraising.investorMix).toContain(`${investors.length} matched investors`);
    expect(s.phase2_validation.designPartnerGoals[0]).toContain('Acme Health');
    expect(s.writtenBy).toBe('offline');
  });

  it('writes no number that its sources do not back', async () => {
    const { strategy } = await graph.invoke({
      idea: { ...idea, targetCheckSize: 2500 },
      investors,
    });
    const s = strategy!;
    const texts = strategyTexts(s);
    expect(texts.flatMap(numbersIn).length).toBeGreaterThan(5);
    expect(ungroundedNumbers(texts, s.sources)).toEqual([]);
    expect(s.sources.find((x) => x.source === 'idea')?.figure).toBe('$2.5M');
    expect(s.phase3_fundraising.amountReasoning).toContain('Your target of $2.5M');
  });

  it('falls back to the stage alone when the sector has fewer than 10 rounds', async () => {
    const { strategy } = await graph.invoke({
      idea: { ...idea, industry: 'govtech', description: 'Permits for city halls.' },
    });
    const all = data.rounds.filter((r) => r.round === 'angel' && r.amount_usd).map((r) => r.amount_usd!);
    expect(strategy!.phase3_fundraising.recommendedAmount).toBe(formatUsd(median(all)));
    expect(strategy!.phase3_fundraising.amountReasoning).toContain('(all sectors)');
    expect(strategy!.phase3_fundraising.amountReasoning).toContain('too few rounds');
  });
});

const prose = {
  phase1_mvp: {
    description: 'An intake assistant for one clinic type.',
    coreFeatures: ['Online intake forms', 'Scheduling with reminders'],
    automationOpportunities: ['Insurance checks'],
    timeline: 'Ship to the first clinic, then iterate weekly.',
    resourcesNeeded: ['Founders', 'A clinical advisor'],
  },
  phase2_validation: { designPartnerGoals: ['Two clinics weekly'], metricsToTrack: ['No-show rate'] },
  keyTractionMetrics: ['Paid clinics'],
  aiAutomationStrategy: 'Models draft, staff approve.',
};

describe('StrategyWriter with a model', () => {
  it('takes the prose from the model and keeps the figures from the data', async () => {
    const model = fakeChatModel([prose]);
    const offline = (await graph.invoke({ idea, investors })).strategy!;
    const { strategy } = await graph.invoke({ idea, investors }, { configurable: { model } });
    expect(strategy!.writtenBy).toBe('model');
    expect(strategy!.phase1_mvp).toEqual(prose.phase1_mvp);
    expect(strategy!.phase3_fundraising).toEqual({
      ...offline.phase3_fundraising,
      keyTractionMetrics: prose.keyTractionMetrics,
    });
  });

  it('sends an answer with an invented number back, then accepts the fixed one', async () => {
    const invented = { ...prose, aiAutomationStrategy: 'Cut no-shows by 37% in 9137 visits.' };
    const model = fakeChatModel([invented, prose]);
    const { strategy } = await graph.invoke({ idea, investors }, { configurable: { model } });
    expect(strategy!.aiAutomationStrategy).toBe(prose.aiAutomationStrategy);
    expect(model.lastMessages()[1]).toContain('numbers that are not in allowedFigures (37, 9137)');
  });

  it('retries an invalid answer and then fails the node with a clear message', async () => {
    const model = fakeChatModel(['this is not JSON', { phase1_mvp: { description: 'x' } }]);
    const events: AgentEvent[] = [];
    const run = graph.invoke(
      { idea, investors },
      { configurable: { model, maxRetries: 1, onEvent: (e: AgentEvent) => events.push(e) } },
    );
    await expect(run).rejects.toThrow(StructuredOutputError);
    await expect(
      graph.invoke(
        { idea, investors },
        { configurable: { model: fakeChatModel(['nope', 'nope']), maxRetries: 1 } },
      ),
    ).rejects.toThrow(
      /^writeStrategy: the model's answer was invalid after 2 attempt\(s\): the answer could not be read/,
    );
    expect(model.prompts).toHaveLength(2);
    expect(model.lastMessages()[1]).toContain('could not be read as the requested JSON');
    const error = events.find((e) => e.type === 'node_error');
    expect(error).toMatchObject({ node: 'writeStrategy' });
    expect(error && error.type === 'node_error' && error.error).toMatch(/does not match the schema/);
  });
});
