import { describe, expect, it } from 'vitest';
import { testInvestor } from '../matching/test-investor';
import { cosine, HashingEmbedder } from '../vectors/embedder';
import { embeddingText, InvestorSearchIndex } from './search-index';

const investors = [
  testInvestor({
    id: 'a',
    name: 'Harbour Health',
    description: 'Backs clinics, patient scheduling and care software',
  }),
  testInvestor({
    id: 'b',
    name: 'Ledger Lane',
    description: 'Payments, card fraud and lending for small merchants',
  }),
  testInvestor({
    id: 'c',
    name: 'Sunroof',
    description: 'Solar installers, permits and climate hardware',
    focus_areas: ['climate'],
  }),
  testInvestor({ id: 'd', name: 'Nothing Said' }),
];

describe('InvestorSearchIndex.similarityTo', () => {
  const embedder = new HashingEmbedder();
  const index = new InvestorSearchIndex(investors, embedder);

  it('is the cosine of the idea and each investor, to the last bit, reading only the idea’s set dimensions', () => {
    for (const idea of [
      'Books and reschedules patient appointments for outpatient clinics',
      'A real-time fraud scoring API for card payments at small online merchants',
      'Software that files rooftop solar permits',
      'zzz',
    ]) {
      const vector = index.embedText(idea);
      const similarity = index.similarityTo(vector);
      for (const inv of investors)
        expect(similarity(inv.id)).toBe(cosine(vector, embedder.embedOne(embeddingText(inv))));
    }
  });

  it('ranks the investor whose profile speaks of the idea first, and knows no unknown id', () => {
    const similarity = index.similarityTo(index.embedText('card payments fraud for merchants'));
    const best = investors.map((i) => i.id).sort((x, y) => similarity(y)! - similarity(x)!)[0];
    expect(best).toBe('b');
    expect(similarity('nobody')).toBeUndefined();
  });
});
