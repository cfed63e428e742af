import type { TEvalResult } from '@core/contracts/workbench-evals';
import { describe, expect, it } from 'vitest';
import { formatLift, historyRows, queryLabel, recallCurve, sliceBars, sliceLabel } from './eval-charts';

const v = (value: number) => ({ value, lo: value - 0.01, hi: value + 0.01 });
const result: TEvalResult = {
  file: '2026-11-22.json',
  createdAt: '2026-11-22T06:16:02.649Z',
  cases: 1746,
  mode: 'time-split',
  query: null,
  overall: {
    matcher: {
      'recall@10': v(0.19),
      'recall@20': v(0.25),
      'recall@50': v(0.33),
      'recall@100': v(0.4),
      mrr: v(0.2),
    },
    popularity: { 'recall@10': v(0.09), 'recall@20': v(0.12), 'recall@50': v(0.22), 'recall@100': v(0.29) },
    random: { 'recall@10': v(0), 'recall@20': v(0.001), 'recall@50': v(0.004) },
  },
  slices: {
    'sector:games_video': {
      cases: 43,
      systems: { matcher: { 'recall@50': 0.3 }, popularity: { 'recall@50': 0.2 } },
    },
    'sector:software': {
      cases: 196,
      systems: { matcher: { 'recall@50': 0.35 }, popularity: { 'recall@50': 0.25 } },
    },
    'stage:angel': {
      cases: 430,
      systems: { matcher: { 'recall@50': 0.4 }, popularity: { 'recall@50': 0.3 } },
    },
    'first-round': {
      cases: 701,
      systems: { matcher: { 'recall@50': 0.31 }, popularity: { 'recall@50': 0.21 } },
    },
    'sector:empty': { cases: 0, systems: { matcher: { 'recall@50': 0 }, popularity: { 'recall@50': 0 } } },
    'stage:partial': { cases: 9, systems: { matcher: { 'recall@50': 0.5 } } },
  },
  lift: { value: 1.5187, lo: 1.4242, hi: 1.6247 },
};

describe('eval chart data', () => {
  it('gives the recall@k curve of each system at k = 10, 20, 50, 100', () => {
    expect(recallCurve(result)).toEqual([
      { k: 10, matcher: 0.19, popularity: 0.09, random: 0 },
      { k: 20, matcher: 0.25, popularity: 0.12, random: 0.001 },
      { k: 50, matcher: 0.33, popularity: 0.22, random: 0.004 },
      { k: 100, matcher: 0.4, popularity: 0.29, random: null },
    ]);
  });

  it('gives recall@50 per slice with cases, first-round then stages then sectors, largest first', () => {
    expect(sliceBars(result).map((b) => [b.slice, b.label, b.cases, b.matcher, b.popularity])).toEqual([
      ['first-round', 'First round', 701, 0.31, 0.21],
      ['stage:angel', 'Angel', 430, 0.4, 0.3],
      ['sector:software', 'Software', 196, 0.35, 0.25],
      ['sector:games_video', 'Games video', 43, 0.3, 0.2],
    ]);
    expect(sliceLabel('stage:series-c+')).toBe('Series c+');
  });

  it('formats the lift with its interval', () => {
    expect(formatLift(result.lift)).toBe('1.52× (95% CI 1.42–1.62)');
    expect(formatLift(null)).toBe('—');
  });

  it('orders the history oldest first with the lift of each run', () => {
    const rows = historyRows([
      {
        file: 'b',
        createdAt: '2026-11-22T06:00:00Z',
        cases: 10,
        query: ['sector', 'location', 'stage', 'amount'],
        kind: 'time-split',
        window: 'test',
        recall50: 0.3,
        popularityRecall50: 0.2,
        randomRecall50: 0.01,
      },
      {
        file: 'a',
        createdAt: '2026-11-01T06:00:00Z',
        cases: 10,
        query: null,
        kind: 'time-split',
        window: 'test',
        recall50: 0.2,
        popularityRecall50: 0,
        randomRecall50: null,
      },
      // Other kinds of run have views of their own.
      {
        file: 's',
        createdAt: '2026-11-23T06:00:00Z',
        cases: 146,
        query: null,
        kind: 'scenarios',
        window: null,
        recall50: null,
        popularityRecall50: null,
        randomRecall50: null,
      },
      {
        file: 't',
        createdAt: '2026-11-24T06:00:00Z',
        cases: 9,
        query: null,
        kind: 'time-split',
        window: 'tune',
        recall50: 0.1,
        popularityRecall50: 0.1,
        randomRecall50: 0,
      },
    ]);
    expect(rows.map((r) => [r.file, r.date, r.lift, r.query])).toEqual([
      ['a', '2026-11-01', null, ''],
      ['b', '2026-11-22', 1.4999999999999998, 'without the company'],
    ]);
    expect(rows.map((r) => r.random)).toEqual([null, 0.01]);
    expect(queryLabel(['sector', 'company'])).toBe('with the company');
  });
});
