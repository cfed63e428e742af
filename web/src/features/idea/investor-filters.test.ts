import { describe, expect, it } from 'vitest';
import { filterInvestors, isFiltered, NO_FILTERS, regionOptions, stageOptions } from './investor-filters';
import type { InvestorRec } from './recommendations';

const rec = (name: string, o: Partial<InvestorRec>): InvestorRec => ({
  id: null,
  name,
  website: null,
  focus: '',
  reasoning: '',
  checkSize: '',
  portfolioSize: null,
  supportedRounds: [],
  recentInvestments: [],
  contacts: [],
  similarity: 0.8,
  score: 0.8,
  location: null,
  country: null,
  region: null,
  checkSizeMin: null,
  checkSizeMax: null,
  leadsRounds: null,
  firmType: null,
  lastDealDate: null,
  dimensions: [],
  ...o,
});

const list = [
  rec('Seedcamp', {
    region: 'europe',
    supportedRounds: ['pre-seed', 'seed'],
    checkSizeMin: 378,
    checkSizeMax: 1080,
    leadsRounds: true,
  }),
  rec('Angel', { region: 'europe', supportedRounds: ['angel'], checkSizeMin: 25, checkSizeMax: 50 }),
  rec('Growth Co', {
    region: 'north-america',
    supportedRounds: ['series-b+'],
    checkSizeMin: 10_000,
    checkSizeMax: 50_000,
    leadsRounds: true,
  }),
  rec('Unknown', { region: null, supportedRounds: [] }),
];
const names = (xs: InvestorRec[]) => xs.map((x) => x.name);

describe('investor filters', () => {
  it('shows everything, in order, with no filter', () => {
    expect(names(filterInvestors(list, NO_FILTERS))).toEqual(['Seedcamp', 'Angel', 'Growth Co', 'Unknown']);
    expect(isFiltered(NO_FILTERS)).toBe(false);
  });

  it('filters by region, stage, cheque range overlap and leads rounds, keeping the order', () => {
    expect(names(filterInvestors(list, { ...NO_FILTERS, region: 'europe' }))).toEqual(['Seedcamp', 'Angel']);
    expect(names(filterInvestors(list, { ...NO_FILTERS, stage: 'seed' }))).toEqual(['Seedcamp', 'Angel']);
    expect(names(filterInvestors(list, { ...NO_FILTERS, stage: 'series-c+' }))).toEqual(['Growth Co']);
    expect(names(filterInvestors(list, { ...NO_FILTERS, cheque: '500-2000' }))).toEqual(['Seedcamp']);
    expect(names(filterInvestors(list, { ...NO_FILTERS, cheque: 'up-to-100' }))).toEqual(['Angel']);
    expect(names(filterInvestors(list, { ...NO_FILTERS, leadsOnly: true }))).toEqual([
      'Seedcamp',
      'Growth Co',
    ]);
    expect(names(filterInvestors(list, { ...NO_FILTERS, region: 'europe', leadsOnly: true }))).toEqual([
      'Seedcamp',
    ]);
  });

  it('offers the regions and stages the saved investors have', () => {
    expect(regionOptions(list)).toEqual([
      { value: 'europe', count: 2 },
      { value: 'north-america', count: 1 },
    ]);
    expect(stageOptions(list)).toEqual(['pre-seed', 'seed', 'series-b', 'series-c+', 'growth']);
  });
});
