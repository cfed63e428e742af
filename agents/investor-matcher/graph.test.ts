import { beforeAll, describe, expect, it } from 'vitest';
import type { TInvestorMatch, TMatchRequest } from '../../core/contracts/investors';
import type { Dataset } from '../../core/dataset/dataset';
import { loadDataset } from '../../data/load-dataset';
import { StructuredOutputError } from '../models/chat-model';
import { fakeChatModel } from '../models/fake-model';
import { graph } from './graph';

let data: Dataset;
const requests: TMatchRequest[] = [];

/** Stands in for the product's matcher: real fintech investors, scored by activity, with dimension reasons. */
async function match(req: TMatchRequest): Promise<{ matches: TInvestorMatch[]; fitting: number }> {
  requests.push(req);
  const matches = data.investors
    .filter((i) => i.focus_areas.includes('fintech') && i.stages.includes('seed'))
    .sort((a, b) => b.investment_count - a.investment_count || a.id.localeCompare(b.id))
    .slice(0, req.limit)
    .map((inv, n) => ({
      investor: { ...inv, recent_investments: inv.recent_investments.map(({ round_id: _r, ...r }) => r) },
      score: Math.round((0.9 - n * 0.01) * 1000) / 1000,
      dimensions: [
        { dimension: 'sector' as const, score: 1, reason: 'Invests in fintech' },
        {
          dimension: 'activity' as const,
          score: 0.6,
          reason: `${inv.investment_count} deals to 2013`,
        },
      ],
    }));
  return { matches, fitting: matches.length };
}

beforeAll(async () => {
  data = await loadDataset();
}, 30_000);

const idea = {
  title: 'Ledgerly',
  description: 'Automated invoicing and payment reconciliation for small businesses.',
  industry: 'fintech',
  stage: 'seed',
  checkSize: 1500,
};

describe('InvestorMatcher offline', () => {
  it('asks the matcher, re-ranks by spec §4 and returns the §3 recommendation shape', async () => {
    const { investors } = await graph.invoke({ idea }, { configurable: { match, topK: 5 } });
    expect(requests.at(-1)).toMatchObject({ stage: 'seed', check_size: 1500, limit: 50 });
    expect(investors).toHaveLength(5);
    for (const r of investors) {
      const inv = data.investorById.get(r.id)!;
      expect(r.name).toBe(inv.name);
      expect(r.portfolioSize).toBe(inv.investment_count);
      expect(r.recentInvestments.map((x) => x.company)).toEqual(inv.recent_investments.map((x) => x.company));
      expect(r.contacts).toEqual([]);
      expect(r.similarity).toBeGreaterThanOrEqual(0);
      expect(r.similarity).toBeLessThanOrEqual(1);
      expect(r.reasoning).toContain('Invests in fintech');
      expect(r.focus).toContain('fintech');
    }
  });
});

describe('InvestorMatcher with a model', () => {
  it('rewrites only the reasoning', async () => {
    const offline = (await graph.invoke({ idea }, { configurable: { match, topK: 2 } })).investors;
    const model = fakeChatModel([
      { explanations: offline.map((r) => ({ name: r.name, reasoning: `${r.name} backs fintech at seed.` })) },
    ]);
    const { investors } = await graph.invoke({ idea }, { configurable: { match, topK: 2, model } });
    expect(investors.map((r) => ({ ...r, reasoning: '' }))).toEqual(
      offline.map((r) => ({ ...r, reasoning: '' })),
    );
    expect(investors[0]!.reasoning).toBe(`${offline[0]!.name} backs fintech at seed.`);
  });

  it('fails explainMatches with a clear message when the names keep changing', async () => {
    const bad = { explanations: [{ name: 'Invented Capital', reasoning: 'Great fit.' }] };
    const model = fakeChatModel([bad, bad]);
    const run = graph.invoke({ idea }, { configurable: { match, topK: 1, model, maxRetries: 1 } });
    await expect(run).rejects.toThrow(StructuredOutputError);
    await expect(
      graph.invoke(
        { idea },
        { configurable: { match, topK: 1, model: fakeChatModel([bad, bad]), maxRetries: 1 } },
      ),
    ).rejects.toThrow(
      /^explainMatches: the model's answer was invalid after 2 attempt\(s\): give exactly one/,
    );
  });
});
