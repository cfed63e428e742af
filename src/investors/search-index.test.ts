import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testInvestor } from '../../core/matching/test-investor';
import { HashingEmbedder } from '../vectors/hashing-embedder';
import { OnnxEmbedder } from '../vectors/onnx-embedder';
import { VectorBlock } from '../vectors/vector-block';
import { embeddingText } from './embedding-text';
import { InvestorSearchIndex } from './search-index';
import { semanticsOf } from './semantic-recall';

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
  testInvestor({
    id: 'e',
    name: 'Warmhouse Partners',
    description: 'Heat pumps, insulation and smart thermostats that cut the bills of homes',
  }),
];

async function indexWith(embedder: HashingEmbedder | OnnxEmbedder) {
  const vectors = await embedder.embed(investors.map(embeddingText));
  return new InvestorSearchIndex(investors, VectorBlock.of(vectors, embedder.dims));
}

describe('InvestorSearchIndex.similarityTo', () => {
  const embedder = new HashingEmbedder();

  it("is the cosine of the idea's vector and each investor's, and knows no unknown id", async () => {
    const index = await indexWith(embedder);
    const [vector] = await embedder.embed(['card payments fraud for merchants']);
    const similarity = index.similarityTo(vector!);
    const best = investors.map((i) => i.id).sort((x, y) => similarity(y)! - similarity(x)!)[0];
    expect(best).toBe('b');
    const [own] = await embedder.embed([embeddingText(investors[1]!)]);
    expect(similarity('b')).toBeCloseTo(
      own!.reduce((sum, v, i) => sum + v * vector![i]!, 0),
      2,
    );
    expect(similarity('nobody')).toBeUndefined();
  });

  it('has no similarity for an investor without a vector', async () => {
    const [vector] = await embedder.embed(['anything']);
    const index = new InvestorSearchIndex(investors, new VectorBlock(investors.length, embedder.dims));
    expect(index.similarityTo(vector!)('a')).toBeUndefined();
  });
});

describe('InvestorSearchIndex.search with the meaning of the query (the shipped model)', () => {
  let model: OnnxEmbedder;
  let index: InvestorSearchIndex;
  beforeAll(async () => {
    model = await OnnxEmbedder.open();
    index = await indexWith(model);
  });
  afterAll(() => model.close());

  const search = async (q: string, sort?: 'relevance' | 'name') => {
    const [vector] = await model.embed([q]);
    const { docs } = index.search({ q, sort }, 0, 10, semanticsOf(index.vectors, vector!));
    return docs.map((d) => investors[d]!.id);
  };

  it('finds an investor described in other words than the query', async () => {
    expect(await search('energy efficiency in buildings')).toEqual(['e']);
    expect((await search('online checkout risk'))[0]).toBe('b');
    expect((await search('medical practice software'))[0]).toBe('a');
  });

  it('keeps the investors the words match first, so an exact name still wins', async () => {
    const found = await search('Sunroof');
    expect(found[0]).toBe('c');
    const words = index.search({ q: 'clinics' }, 0, 10).docs.map((d) => investors[d]!.id);
    expect((await search('clinics')).slice(0, words.length)).toEqual(words);
  });

  it('finds nobody for a word it does not know, however near its vector falls', async () => {
    expect(await search('quokkafund')).toEqual([]);
  });

  it('puts an investor whose whole name is the query first', async () => {
    expect((await search('warmhouse partners'))[0]).toBe('e');
  });

  it('finds by the words alone when sorted by name, or when no meaning is given', async () => {
    expect(await search('energy efficiency in buildings', 'name')).toEqual([]);
    expect(index.search({ q: 'energy efficiency in buildings' }, 0, 10).docs).toEqual([]);
  });
});
