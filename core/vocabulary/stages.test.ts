import { describe, expect, it } from 'vitest';
import {
  CRUNCHBASE_CATEGORIES,
  FUNDRAISINGFOX_SECTORS,
  lookupSector,
  orderFocusAreas,
  sectorsFromText,
} from './sectors.ts';
import { coarseStage, RAW_STAGES, roundStage, STAGES, stagesOf, withCoarseStages } from './stages.ts';

describe('stages', () => {
  it('maps every source vocabulary onto STAGES', () => {
    expect(stagesOf('Series A')).toEqual(['series-a']);
    expect(stagesOf('Late Stage')).toEqual(['late-stage']);
    expect(stagesOf('Prototype/MVP')).toEqual(['pre-seed']);
    expect(stagesOf(' Series+ ')).toEqual(['series-a', 'series-b+']);
    expect(stagesOf('series-c+')).toEqual(['series-c+']);
    for (const stages of Object.values(RAW_STAGES)) for (const s of stages) expect(STAGES).toContain(s);
  });

  it('fails on a stage string nobody mapped', () => {
    expect(() => stagesOf('Series Z')).toThrow(/Unknown stage string/);
  });

  it('gives a round its finest stage, or null for untyped rounds', () => {
    expect(roundStage('angel')).toBe('angel');
    expect(roundStage('series-b')).toBe('series-b');
    expect(roundStage('venture')).toBeNull();
    expect(roundStage('crowdfunding')).toBeNull();
  });

  it('adds the implied spec stage and puts spec stages first', () => {
    expect(coarseStage('angel')).toBe('seed');
    expect(coarseStage('growth')).toBe('series-b+');
    expect(withCoarseStages(['series-c+', 'angel', 'series-a'])).toEqual([
      'seed',
      'series-a',
      'series-b+',
      'angel',
      'series-c+',
    ]);
  });
});

describe('sectors', () => {
  it('maps FundraisingFox sectors and Crunchbase categories to spec areas plus finer tags', () => {
    expect(lookupSector(FUNDRAISINGFOX_SECTORS, 'Enterprise Software')).toEqual([
      'b2b-saas',
      'enterprise-software',
    ]);
    expect(lookupSector(FUNDRAISINGFOX_SECTORS, 'Cybersecurity')).toEqual(['b2b-saas', 'cybersecurity']);
    expect(lookupSector(CRUNCHBASE_CATEGORIES, 'biotech')).toEqual(['healthcare', 'biotech']);
    expect(lookupSector(CRUNCHBASE_CATEGORIES, 'mobile')).toEqual(['other', 'mobile']);
    expect(() => lookupSector(CRUNCHBASE_CATEGORIES, 'unicorns')).toThrow(/Unknown sector/);
  });

  it('uses only lowercase hyphenated tags', () => {
    const tags = [...Object.values(FUNDRAISINGFOX_SECTORS), ...Object.values(CRUNCHBASE_CATEGORIES)].flat();
    expect(tags.filter((t) => !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(t))).toEqual([]);
  });

  it('reads free-text industries by keyword', () => {
    expect(sectorsFromText('SaaS, Fintech, B2B')).toEqual(['b2b-saas', 'fintech']);
    expect(sectorsFromText('Healthcare/Medtech, Crypto/Blockchain')).toEqual([
      'other',
      'crypto',
      'healthcare',
    ]);
    expect(sectorsFromText('Sector Agnostic')).toEqual(['generalist']);
    expect(sectorsFromText('')).toEqual([]);
  });

  it('orders spec focus areas first, then finer tags alphabetically', () => {
    expect(orderFocusAreas(['mobile', 'other', 'biotech', 'healthcare', 'b2b-saas', 'mobile'])).toEqual([
      'b2b-saas',
      'healthcare',
      'other',
      'biotech',
      'mobile',
    ]);
  });
});
