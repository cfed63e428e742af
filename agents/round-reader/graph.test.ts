import { describe, expect, it } from 'vitest';
import { readRound } from '../../core/round/read-round';
import type { AgentEvent } from '../models/events';
import { fakeChatModel } from '../models/fake-model';
import { graph } from './graph';
import type { ModelRound } from './state';

const ajo = {
  title: 'Ajo Pay',
  description:
    'Lagos-based fintech offering savings and short-term loans to market traders. We process ₦500m monthly and are expanding to Accra and Nairobi.',
  fundraisingGoal: 'Raising $1.5-2M seed',
};

/** What a careful model answers for Ajo Pay: the rules' reading, plus the customers the rules miss. */
const ajoAnswer: ModelRound = {
  amount: { value: 2_000_000, currency: 'USD' },
  stage: 'seed',
  sectors: ['fintech'],
  business_model: 'fintech-transactions',
  customers: 'market traders',
  city: 'Lagos',
  country: 'NG',
};

describe('RoundReader offline', () => {
  it('returns the rules’ round and asks no model', async () => {
    const out = await graph.invoke(ajo);
    expect(out.round).toEqual(readRound(ajo));
    expect(out.round?.amount?.usd_k).toBe(2000);
    expect(out.rejected).toEqual([]);
  });
});

describe('RoundReader with a model', () => {
  it('keeps what the model gets right that the rules miss, with source "model"', async () => {
    const model = fakeChatModel([ajoAnswer]);
    const events: AgentEvent[] = [];
    const { round, rejected } = await graph.invoke(ajo, {
      configurable: { model, onEvent: (e: AgentEvent) => events.push(e) },
    });
    expect(readRound(ajo).customers).toBeNull();
    expect(round?.customers).toBe('market traders');
    expect(round?.sources.customers).toBe('model');
    // Where the model agrees with the rules, the rules' source (which part of the text) stays.
    expect(round?.sources.amount).toBe('goal');
    expect(round?.city).toBe('Lagos');
    expect(rejected).toEqual([]);
    expect(model.prompts[0]!.at(-1)!.content).toContain('Lagos-based fintech');
    expect(events.filter((e) => e.type === 'model_call').map((e) => e.type === 'model_call' && e.ok)).toEqual(
      [true],
    );
  });

  it('takes the founders’ city from the model when the rules pick the registered country', async () => {
    const idea = {
      title: 'Ward',
      description:
        'Software for hospitals in Germany. The company is registered in Estonia, but the whole team works in Lisbon.',
      fundraisingGoal: '€1.5m',
    };
    expect(readRound(idea).country).toBe('EE');
    const model = fakeChatModel([
      {
        ...ajoAnswer,
        amount: { value: 1_500_000, currency: 'EUR' },
        customers: 'hospitals',
        city: 'Lisbon',
        country: 'PT',
      },
    ]);
    const { round } = await graph.invoke(idea, { configurable: { model } });
    expect([round?.city, round?.country, round?.region, round?.sources.city]).toEqual([
      'Lisbon',
      'PT',
      'europe',
      'model',
    ]);
  });

  it('rejects an invented amount and an invented city, keeping the rules’ values', async () => {
    const model = fakeChatModel([
      { ...ajoAnswer, amount: { value: 5_000_000, currency: 'USD' }, city: 'Berlin', country: 'DE' },
    ]);
    const events: AgentEvent[] = [];
    const { round, rejected } = await graph.invoke(ajo, {
      configurable: { model, onEvent: (e: AgentEvent) => events.push(e) },
    });
    const rules = readRound(ajo);
    expect(round?.amount).toEqual(rules.amount);
    expect([round?.city, round?.country, round?.sources.city]).toEqual(['Lagos', 'NG', 'text']);
    expect(rejected.map((r) => r.field)).toEqual(['city', 'amount']);
    expect(rejected[1]!.reason).toBe('the text does not write this amount');
    expect(events.filter((e) => e.type === 'fallback' && e.node === 'checkWithRules')).toHaveLength(2);
  });

  it('accepts an amount written in another form and a stage that fits it; rejects one that does not', async () => {
    const idea = {
      title: 'KiranaKart',
      description: 'B2B ordering app for kirana stores in Bangalore. Raising ₹8 crore.',
    };
    const ok = fakeChatModel([
      {
        ...ajoAnswer,
        amount: { value: 80_000_000, currency: 'INR' },
        stage: 'pre-seed',
        city: 'Bengaluru',
        country: 'IN',
        customers: null,
      },
    ]);
    const good = await graph.invoke(idea, { configurable: { model: ok } });
    expect([good.round?.amount?.value, good.round?.stage, good.round?.city]).toEqual([
      80_000_000,
      'pre-seed',
      'Bengaluru',
    ]);
    const bad = fakeChatModel([
      {
        ...ajoAnswer,
        amount: { value: 80_000_000, currency: 'INR' },
        stage: 'series-b',
        city: null,
        country: null,
      },
    ]);
    const out = await graph.invoke(idea, { configurable: { model: bad } });
    expect(out.round?.stage).toBe(readRound(idea).stage);
    // Customers the text never speaks of are invented too.
    expect(out.rejected.map((r) => [r.field, r.reason])).toEqual([
      ['stage', 'neither stated in the text nor plausible for the amount'],
      ['customers', 'the text does not speak of these customers'],
    ]);
  });

  it('drops sectors that are not focus-area keys', async () => {
    const model = fakeChatModel([{ ...ajoAnswer, sectors: ['fintech', 'web-scale-magic', 'impact'] }]);
    const { round, rejected } = await graph.invoke(ajo, { configurable: { model } });
    expect(round?.sectors).toEqual(['fintech', 'impact']);
    expect(rejected).toEqual([
      { field: 'sectors', value: 'web-scale-magic', reason: 'not a focus-area key' },
    ]);
  });

  it('falls back to the rules’ round when the model’s answers stay unreadable', async () => {
    const model = fakeChatModel(['not json', '{"amount": "lots"}', 'still not json']);
    const events: AgentEvent[] = [];
    const { round } = await graph.invoke(ajo, {
      configurable: { model, onEvent: (e: AgentEvent) => events.push(e) },
    });
    expect(model.prompts).toHaveLength(3);
    expect(round).toEqual(readRound(ajo));
    expect(events.some((e) => e.type === 'fallback' && e.node === 'askModel')).toBe(true);
  });
});

describe('the business, read by a model and checked by the rules (issue 34)', () => {
  it('takes a grounded product, a buyer kind and a model, and rejects a payer the founder did not name', async () => {
    const idea = {
      title: 'PickPal',
      description: 'Warehouse robots for 3PLs in Leeds, paid per pick. We are raising a £3M seed.',
    };
    const model = fakeChatModel([
      {
        amount: null,
        stage: null,
        sectors: [],
        business_model: null,
        customers: null,
        city: null,
        country: null,
        product: 'PickPal rents warehouse robots to 3PLs, paid per pick.',
        payer: 'grocery chains',
        buyer_industry: 'warehouses',
        revenue_model: 'robots-as-a-service',
      },
    ]);
    const { round, rejected } = await graph.invoke({ ...idea }, { configurable: { model } });
    expect(round?.business).toMatchObject({
      buyer: { industry: 'warehouses' },
      model: 'robots-as-a-service',
      payer: '3PLs',
      product: 'PickPal rents warehouse robots to 3PLs, paid per pick.',
      // Where the model agrees with the rules, the value stays theirs.
      sources: { product: 'model', industry: 'text', model: 'text' },
    });
    expect(rejected.map((r: { field: string }) => r.field)).toEqual(['payer']);
  });
});
