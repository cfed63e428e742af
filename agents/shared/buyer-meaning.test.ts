import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readRound } from '../../core/round/read-round';
import { OnnxEmbedder } from '../../src/vectors/onnx-embedder';
import { type Embed, readBuyerByMeaning } from './buyer-meaning';
import { buyerFor } from './buyers';

let model: OnnxEmbedder;
let embed: Embed;
beforeAll(async () => {
  model = await OnnxEmbedder.open();
  embed = (texts) => model.embed(texts);
});
afterAll(() => model.close());

const withCustomers = (customers: string) => {
  const idea = { title: 'Stockwise', description: 'Stock counts and reorders from a phone camera.' };
  return { idea, round: { ...readRound(idea), customers } };
};

describe('the buyer a customers phrase means (the shipped model)', () => {
  it('reads a kind of company from words its rules do not know', async () => {
    const { idea, round } = withCustomers('chemists on the high street');
    expect(buyerFor(idea, round).kind.key).not.toBe('pharmacies');
    const meant = await readBuyerByMeaning(embed, round.customers);
    expect(meant?.key).toBe('pharmacies');
    expect(buyerFor(idea, round, meant)).toMatchObject({ kind: { key: 'pharmacies' }, from: 'customers' });
  });

  it('takes the meaning over a word read the wrong way, when it is sure', async () => {
    const { idea, round } = withCustomers('dairy producers');
    expect(buyerFor(idea, round).kind.key).toBe('manufacturers');
    expect(buyerFor(idea, round, await readBuyerByMeaning(embed, round.customers)).kind.key).toBe('farms');
  });

  it('keeps the words when the meaning is not close to any kind, and reads nothing without a phrase', async () => {
    const { idea, round } = withCustomers('independent dental clinics');
    expect(buyerFor(idea, round, { key: 'mining', cosine: 0.2 }).kind.key).toBe('dental');
    expect(await readBuyerByMeaning(embed, '  ')).toBeNull();
  });
});
