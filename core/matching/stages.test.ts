import { describe, expect, it } from 'vitest';
import { isPricedRound, roundStageOf, stageDistance, stagesCovered } from './stages';

describe('roundStageOf', () => {
  it('reads any spelling of a stage as one round stage', () => {
    const cases: [string, string | null][] = [
      ['Pre-seed', 'pre-seed'],
      ['preseed', 'pre-seed'],
      ['seed', 'seed'],
      ['angel', 'seed'],
      ['Series A', 'series-a'],
      ['series_a', 'series-a'],
      ['series-b+', 'series-b'],
      ['Series B', 'series-b'],
      ['series-c', 'series-c+'],
      ['Series D', 'series-c+'],
      ['late stage', 'growth'],
      ['private-equity', 'growth'],
      ['venture', null],
      ['', null],
    ];
    for (const [raw, want] of cases) expect(roundStageOf(raw), raw).toBe(want);
  });
});

describe('stagesCovered', () => {
  it('spreads the data tags over round stages: series-b+ spans B to growth, angel is pre-seed and seed', () => {
    expect([...stagesCovered(['series-b+'])]).toEqual(['series-b', 'series-c+', 'growth']);
    expect([...stagesCovered(['angel'])]).toEqual(['pre-seed', 'seed']);
    expect(stagesCovered(['venture']).size).toBe(0);
  });

  it('counts distance and priced rounds', () => {
    expect(stageDistance('seed', 'series-a')).toBe(1);
    expect(stageDistance('pre-seed', 'series-c+')).toBe(4);
    expect([isPricedRound('seed'), isPricedRound('series-a'), isPricedRound(null)]).toEqual([
      false,
      true,
      false,
    ]);
  });
});
