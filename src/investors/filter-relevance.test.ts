import { describe, expect, it } from 'vitest';
import { testInvestor } from '../../core/matching/test-investor';
import { HashingEmbedder } from '../vectors/hashing-embedder';
import { VectorBlock } from '../vectors/vector-block';
import { embeddingText } from './embedding-text';
import { InvestorSearchIndex } from './search-index';

const climate = (id: string, extra: Omit<Parameters<typeof testInvestor>[0], 'id'>) =>
  testInvestor({
    stages: ['seed'],
    stated_stages: ['seed'],
    focus_areas: ['climate'],
    stated_focus: ['climate'],
    ...extra,
    id,
  });

const investors = [
  // A life-sciences fund with many deals that also lists climate among a long list: "most deals" put it first.
  climate('bio', {
    name: 'Big Bio Partners',
    location: 'Paris, FR',
    country: 'FR',
    investment_count: 400,
    stated_focus: ['biotech', 'climate', ...Array.from({ length: 14 }, (_, i) => `s${i}`)],
    focus_areas: ['biotech', 'climate'],
  }),
  climate('specialist', { name: 'Heat Fund', location: 'Paris, FR', country: 'FR', investment_count: 0 }),
  climate('lyon', { name: 'Rhône Climat', location: 'Lyon, FR', country: 'FR' }),
  climate('sp', { name: 'Verde', location: 'São Paulo, BR', country: 'BR' }),
  climate('bogota', { name: 'Andes Climate', location: 'Bogotá, CO', country: 'CO' }),
  climate('nyc', { name: 'Gotham Climate', location: 'New York, US', country: 'US' }),
  climate('blr', { name: 'Namma Climate', location: 'Bengaluru, IN', country: 'IN' }),
];
// The filters read no vector: the tests' fast embedder fills the index's block.
const embedder = new HashingEmbedder();
const index = new InvestorSearchIndex(
  investors,
  VectorBlock.of(await embedder.embed(investors.map(embeddingText)), embedder.dims),
);
const ids = (q: Parameters<InvestorSearchIndex['search']>[0]) =>
  index.search(q, 0, 10).docs.map((d) => index.docs[d]!.id);

describe('the /investors filter: relevance by default, places as typed', () => {
  it('puts a specific thesis in the place before a long list, whatever the number of deals', () => {
    expect(ids({ location: 'Paris', stage: ['seed'], focus: ['climate'] })).toEqual(['specialist', 'bio']);
    // "Most deals" stays on offer as a sort of its own.
    expect(ids({ location: 'Paris', stage: ['seed'], focus: ['climate'], sort: 'activity' })[0]).toBe('bio');
  });

  it('reads the location as people type it: accents, local names, abbreviations, countries, regions', () => {
    expect(ids({ location: 'Sao Paulo' })).toEqual(['sp']);
    expect(ids({ location: 'são paulo' })).toEqual(['sp']);
    expect(ids({ location: 'NYC' })).toEqual(['nyc']);
    expect(ids({ location: 'Bangalore' })).toEqual(['blr']);
    expect(ids({ location: 'France' }).sort()).toEqual(['bio', 'lyon', 'specialist']);
    expect(ids({ location: 'LatAm' }).sort()).toEqual(['bogota', 'sp']);
  });

  it('finds words in the search box with or without accents', () => {
    expect(ids({ q: 'Rhone' })).toEqual(['lyon']);
    expect(ids({ q: 'Bogota climate' })[0]).toBe('bogota');
  });
});
