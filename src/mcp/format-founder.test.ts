import { describe, expect, it } from 'vitest';
import type { TPipeline, TPipelineEntry } from '../../core/contracts/pipeline';
import { pipelineTotals } from '../../core/contracts/pipeline-totals';
import { EMPTY_ROUND } from '../../core/contracts/round';
import type { IdeaRow } from '../ideas/idea.table';
import { analysisText, ideasText, pipelineText } from './format-founder';

const idea = (over: Partial<IdeaRow> = {}): IdeaRow => ({
  id: '11111111-1111-4111-8111-111111111111',
  user_id: 'u1',
  title: 'Kudi Market',
  description: 'Payments for market traders in Lagos',
  industry: null,
  stage: 'seed',
  target_check_size: 750,
  documents: [],
  show_in_deal_flow: true,
  recommendations: null,
  round: {
    ...EMPTY_ROUND,
    stage: 'seed',
    sectors: ['fintech'],
    city: 'Lagos',
    country: 'NG',
    amount: { value: 750_000, currency: 'USD', usd_k: 750, text: null, rate: 1, rate_date: null },
  },
  created_at: new Date('2026-11-01T10:00:00Z'),
  updated_at: new Date('2026-11-02T10:00:00Z'),
  ...over,
});

const entry = (over: Partial<TPipelineEntry> = {}): TPipelineEntry => ({
  id: 'e1',
  investor_id: 'microtraction',
  name: 'Microtraction',
  firm: null,
  email: null,
  website: null,
  from_interest: false,
  stage: 'contacted',
  position: 0,
  pass_reason: null,
  expected_amount: 100_000,
  committed_amount: null,
  next_follow_up: '2030-01-06',
  intro_subject: null,
  intro_body: null,
  warm: { advisors: [], coInvestors: [], contact: null },
  created_at: '2026-11-03T09:00:00.000Z',
  updated_at: '2026-11-03T09:00:00.000Z',
  ...over,
});

describe("a founder's tools' text", () => {
  it('lists ideas with their ids, rounds and whether they were analysed, dated', () => {
    const analysed = idea({
      id: 'i2',
      title: 'Second',
      round: null,
      recommendations: { analyzedAt: '2026-11-05T12:00:00Z' },
    });
    expect(ideasText([idea(), analysed])).toBe(
      [
        '2 ideas:',
        '- Kudi Market [idea_id: 11111111-1111-4111-8111-111111111111] · seed · raising $750K · fintech · Lagos, NG · not analysed yet · updated 2026-11-02',
        '- Second [idea_id: i2] · analysed 2026-11-05 · updated 2026-11-02',
      ].join('\n'),
    );
    expect(ideasText([])).toMatch(/no ideas on Roundwise yet/);
  });

  it('reads a saved analysis, best investors first, with the data dates given', () => {
    const saved = idea({
      recommendations: {
        analyzedAt: '2026-11-05T12:00:00Z',
        investors: [
          {
            id: 'a',
            name: 'Alpha',
            similarity: 0.81,
            reasoning: 'Backs Lagos fintech.',
            lastDealDate: '2013-02-01',
          },
        ],
        designPartners: [{ name: 'Balogun Market Traders' }],
        strategy: { phase3_fundraising: { recommendedAmount: '$750K' } },
      },
    });
    const text = analysisText(saved, 'DATES', 'growth');
    expect(text).toContain('run 2026-11-05T12:00:00Z');
    expect(text).toContain('DATES');
    expect(text).toContain('1. Alpha [id: a] 81% · last known deal 2013-02-01: Backs Lagos fintech.');
    expect(text).toContain('Design partners: Balogun Market Traders.');
    expect(text).toContain("Strategy's recommended raise: $750K.");
    expect(analysisText(idea(), 'DATES', 'growth')).toMatch(/has no saved analysis yet/);
    // On Starter the strategy is withheld, and the text says why.
    const starter = analysisText(saved, 'DATES', 'starter');
    expect(starter).not.toContain('$750K');
    expect(starter).toContain(
      'Not included: Your three-phase fundraising strategy is part of the Growth plan',
    );
  });

  it('shows the round, and each entry with its id, stage and follow-up', () => {
    const entries = [
      entry(),
      entry({
        id: 'e2',
        investor_id: null,
        name: 'Ada Angel',
        firm: 'Ada Capital',
        stage: 'need_to_reach_out',
        next_follow_up: null,
        expected_amount: null,
      }),
    ];
    const pipeline: TPipeline = {
      round: { id: 'r', target_amount: 750_000, stage: 'seed', close_date: '2027-03-31' },
      entries,
      totals: pipelineTotals(entries, 750_000),
    };
    const text = pipelineText(idea(), pipeline);
    expect(text).toContain(
      'Pipeline of "Kudi Market" [idea_id: 11111111-1111-4111-8111-111111111111]: 2 investors.',
    );
    expect(text).toContain('Round: seed, target $750,000, closing 2027-03-31; committed $0 (0%).');
    expect(text).toContain(
      '- Microtraction [entry_id: e1, investor_id: microtraction] · Contacted · follow up 2030-01-06 · expected $100,000 · added 2026-11-03',
    );
    expect(text).toContain(
      '- Ada Angel (Ada Capital) [entry_id: e2] · Need to reach out · no follow-up set · added 2026-11-03',
    );
  });
});
