import { describe, expect, it } from 'vitest';
import { claimsOf, regionalList, sectorListStrength } from './claims';
import { testInvestor } from './test-investor';

const sectors = (n: number) => Array.from({ length: n }, (_, i) => `sector-${i}`);

describe('claimsOf: how much an investor’s own statements say about one round', () => {
  it('knows a claim to cover everything: dozens of countries across regions, and every sector or stage', () => {
    const flucas = testInvestor({
      id: 'f',
      invests_in: ['AE', 'BR', 'CA', 'CO', 'EG', 'GH', 'IL', 'IN', 'KE', 'MA', 'MX', 'NG', 'PK', 'US', 'ZA'],
      stated_focus: sectors(33),
      stated_stages: ['pre-seed', 'seed', 'series-a', 'series-b+', 'late-stage'],
    });
    expect(claimsOf(flucas).everything).toBe(true);
    expect(sectorListStrength(claimsOf(flucas))).toBe(0.65);
  });

  it('does not count a generalist fund of one market, or a regional fund, as claiming everything', () => {
    const generalistSeed = testInvestor({
      id: 'k',
      stated_focus: ['generalist', 'crypto'],
      stated_stages: ['pre-seed', 'seed'],
      invests_in: ['FR', 'GB', 'DE', 'ES'],
    });
    expect(claimsOf(generalistSeed).everything).toBe(false);
    expect(claimsOf(generalistSeed).broad.sectors).toBe(false);
    expect(claimsOf(testInvestor({ id: 'g', stated_focus: ['generalist'] })).broad.sectors).toBe(true);
    const panAfrican = testInvestor({
      id: 'a',
      invests_in: ['NG', 'KE', 'GH', 'EG', 'ZA', 'RW', 'UG', 'TZ', 'CI', 'SN', 'MA', 'ET'],
      stated_focus: sectors(4),
      stated_stages: ['seed', 'series-a', 'series-b+', 'late-stage'],
    });
    expect(claimsOf(panAfrican).everything).toBe(false);
    expect(regionalList(claimsOf(panAfrican), 'africa')).toBe(true);
    expect(regionalList(claimsOf(panAfrican), 'europe')).toBe(false);
  });

  it('weighs a list of sectors by how specific it is', () => {
    expect(sectorListStrength(claimsOf(testInvestor({ id: '3', stated_focus: sectors(3) })))).toBe(1);
    expect(sectorListStrength(claimsOf(testInvestor({ id: '8', stated_focus: sectors(8) })))).toBe(0.9);
    expect(sectorListStrength(claimsOf(testInvestor({ id: '14', stated_focus: sectors(14) })))).toBe(0.65);
  });
});
