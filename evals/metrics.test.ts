import { describe, expect, it } from 'vitest';
import {
  type CaseScores,
  type Estimate,
  formatTable,
  METRICS,
  type Metric,
  ratioEstimate,
  scoreCase,
  summarize,
} from './metrics';
import { mulberry32 } from './rng';

const ids = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}${i}`);

/** Discount of the 1-based rank r in DCG. */
const d = (r: number) => 1 / Math.log2(r + 1);

/** A CaseScores with every metric `fill` except those given. */
function scores(overrides: Partial<CaseScores> = {}, fill = 0): CaseScores {
  const out = {} as CaseScores;
  for (const metric of METRICS) out[metric] = overrides[metric] ?? fill;
  return out;
}

/** n cases whose every metric is drawn from `draw`, reproducibly. */
function randomCases(n: number, seed: number, draw: (rand: () => number) => number): CaseScores[] {
  const rand = mulberry32(seed);
  return Array.from({ length: n }, () => {
    const out = {} as CaseScores;
    for (const metric of METRICS) out[metric] = draw(rand);
    return out;
  });
}

const bernoulli = (p: number) => (rand: () => number) => (rand() < p ? 1 : 0);

describe('scoreCase', () => {
  it('scores the worked example: truth [a,b], ranked [x,a,y,b]', () => {
    const s = scoreCase(['a', 'b'], ['x', 'a', 'y', 'b']);
    expect(s['recall@10']).toBe(1);
    expect(s['recall@20']).toBe(1);
    expect(s['recall@50']).toBe(1);
    expect(s['recall@100']).toBe(1);
    expect(s.mrr).toBe(0.5);
    expect(s['hit@20']).toBe(1);
    expect(s['ndcg@10']).toBeCloseTo((1 / Math.log2(3) + 1 / Math.log2(5)) / (1 + 1 / Math.log2(3)), 12);
    expect(s['ndcg@10']).toBeCloseTo(0.650921, 6); // cross-checked in Python
  });

  it('gives 1 everywhere for a perfect ranking and 0 everywhere when no truth id is ranked', () => {
    expect(scoreCase(['a', 'b', 'c'], ['c', 'a', 'b', 'x'])).toEqual(scores({}, 1));
    expect(scoreCase(['a', 'b'], ids('x', 100))).toEqual(scores());
    expect(scoreCase(['a'], [])).toEqual(scores());
  });

  it('counts a truth id partially found', () => {
    // truth of 4, one found at rank 3
    const s = scoreCase(['a', 'b', 'c', 'd'], ['x', 'y', 'c']);
    expect(s['recall@10']).toBe(0.25);
    expect(s.mrr).toBeCloseTo(1 / 3, 15);
    expect(s['ndcg@10']).toBeCloseTo(d(3) / (d(1) + d(2) + d(3) + d(4)), 12);
    expect(s['hit@20']).toBe(1);
  });

  it('takes mrr from the first truth id in the list, not the first truth id', () => {
    expect(scoreCase(['a', 'b'], ['x', 'y', 'b', 'a']).mrr).toBeCloseTo(1 / 3, 15);
  });

  it('applies each cutoff at its own rank', () => {
    const at = (rank: number) => [...ids('x', rank - 1), 't']; // 't' lands at this 1-based rank
    const r10 = scoreCase(['t'], at(10));
    expect([r10['recall@10'], r10['ndcg@10'], r10['hit@20'], r10.mrr]).toEqual([1, d(10), 1, 0.1]);

    const r11 = scoreCase(['t'], at(11));
    expect([r11['recall@10'], r11['recall@20'], r11['ndcg@10'], r11['hit@20']]).toEqual([0, 1, 0, 1]);

    const r21 = scoreCase(['t'], at(21));
    expect([r21['recall@20'], r21['recall@50'], r21['hit@20'], r21.mrr]).toEqual([0, 1, 0, 1 / 21]);

    const r51 = scoreCase(['t'], at(51));
    expect([r51['recall@50'], r51['recall@100']]).toEqual([0, 1]);

    const r100 = scoreCase(['t'], at(100));
    expect(r100['recall@100']).toBe(1);

    // Past 100 only mrr still sees it ("0 if none in the list" — it is in the list).
    const r101 = scoreCase(['t'], at(101));
    expect(r101).toEqual(scores({ mrr: 1 / 101 }));
  });

  it('ignores duplicates in ranked, so later ids move up', () => {
    // Distinct list is [x, b]: b is rank 2.
    const s = scoreCase(['b'], ['x', 'x', 'x', 'b']);
    expect(s.mrr).toBe(0.5);
    expect(s['ndcg@10']).toBeCloseTo(d(2), 15);
    // A repeated truth id counts once; the next distinct id takes rank 2.
    const t = scoreCase(['a', 'b'], ['a', 'a', 'b']);
    expect(t['recall@10']).toBe(1);
    expect(t['ndcg@10']).toBeCloseTo(1, 15);
    // Duplicates don't use up the top 10: ten x's then b is still rank 2.
    expect(scoreCase(['b'], [...Array(10).fill('x'), 'b'])['recall@10']).toBe(1);
  });

  it('deduplicates truth', () => {
    const s = scoreCase(['a', 'a', 'b', 'b'], ['a']);
    expect(s['recall@10']).toBe(0.5);
    expect(s['ndcg@10']).toBeCloseTo(1 / (1 + d(2)), 15);
  });

  it('caps the ideal DCG at 10 when truth has more than 10 ids', () => {
    const truth = ids('t', 15);
    // The top 10 all relevant is as good as ndcg@10 gets, though recall@10 is only 10/15.
    const full = scoreCase(truth, truth.slice(0, 10));
    expect(full['ndcg@10']).toBeCloseTo(1, 15);
    expect(full['recall@10']).toBeCloseTo(10 / 15, 15);

    // Hits at ranks 1 and 3: DCG 1 + 1/2, ideal DCG over 10 ranks (not 15).
    let ideal10 = 0;
    for (let r = 1; r <= 10; r++) ideal10 += d(r);
    const partial = scoreCase(truth, ['t0', 'x', 't1']);
    expect(partial['ndcg@10']).toBeCloseTo(1.5 / ideal10, 12);
    expect(partial['ndcg@10']).toBeCloseTo(0.330138, 6);

    // All 15 found, but at ranks 11–25: nothing in the top 10.
    const late = scoreCase(truth, [...ids('x', 10), ...truth]);
    expect(late['ndcg@10']).toBe(0);
    expect(late['recall@10']).toBe(0);
    expect(late['recall@20']).toBeCloseTo(10 / 15, 15);
    expect(late['recall@50']).toBe(1);
    expect(late.mrr).toBeCloseTo(1 / 11, 15);
  });

  it('refuses an empty truth, where recall is undefined', () => {
    expect(() => scoreCase([], ['a'])).toThrow(RangeError);
  });
});

describe('summarize', () => {
  it('gives all zeros for no cases', () => {
    const s = summarize([]);
    for (const metric of METRICS) expect(s[metric]).toEqual({ mean: 0, lo: 0, hi: 0 });
  });

  it('takes the plain mean over cases', () => {
    const cases = [
      scoreCase(['a', 'b'], ['x', 'a', 'y', 'b']), // mrr 1/2
      scoreCase(['a'], ['a']), // mrr 1
      scoreCase(['a'], ['x', 'y', 'z', 'a']), // mrr 1/4
      scoreCase(['a'], ['x']), // mrr 0
    ];
    const s = summarize(cases);
    expect(s.mrr.mean).toBeCloseTo((0.5 + 1 + 0.25 + 0) / 4, 15);
    expect(s['hit@20'].mean).toBe(0.75);
    expect(s['recall@10'].mean).toBe(0.75);
  });

  it('bootstraps two cases {0, 1} to the interval [0, 1]', () => {
    // Resampled means are 0, 0.5 or 1 with probability 1/4, 1/2, 1/4, so the 2.5th and 97.5th
    // percentiles of 1,000 of them are 0 and 1.
    const s = summarize([scores({}, 0), scores({}, 1)]);
    for (const metric of METRICS) expect(s[metric]).toEqual({ mean: 0.5, lo: 0, hi: 1 });
  });

  it('gives lo = hi = mean for a constant metric, and for a single case', () => {
    const cases = randomCases(200, 1, (rand) => rand());
    for (const c of cases) c['hit@20'] = 0.3;
    const s = summarize(cases);
    expect(s['hit@20']).toEqual({ mean: s['hit@20'].mean, lo: s['hit@20'].mean, hi: s['hit@20'].mean });
    expect(s['hit@20'].mean).toBeCloseTo(0.3, 12);
    expect(s.mrr.lo).toBeLessThan(s.mrr.hi);

    const one = summarize([scores({ mrr: 0.25 }, 1)]);
    expect(one.mrr).toEqual({ mean: 0.25, lo: 0.25, hi: 0.25 });
    expect(one['recall@10']).toEqual({ mean: 1, lo: 1, hi: 1 });
  });

  it('is reproducible with the same seed and varies with the seed', () => {
    const cases = randomCases(300, 2, (rand) => rand());
    expect(summarize(cases)).toEqual(summarize(cases));
    expect(summarize(cases)).toEqual(summarize(cases, { seed: 42, samples: 1000 }));
    expect(summarize(cases, { seed: 7 })).toEqual(summarize(cases, { seed: 7 }));
    const a = summarize(cases);
    const b = summarize(cases, { seed: 7 });
    expect(b.mrr.mean).toBe(a.mrr.mean); // the mean is not resampled
    expect(b.mrr.lo).not.toBe(a.mrr.lo);
  });

  it('puts the mean inside the interval and narrows it with more cases', () => {
    const width = (e: Estimate) => e.hi - e.lo;
    const small = summarize(randomCases(50, 3, bernoulli(0.3)));
    const large = summarize(randomCases(2000, 3, bernoulli(0.3)));
    for (const metric of METRICS) {
      for (const e of [small[metric], large[metric]]) {
        expect(e.lo).toBeLessThanOrEqual(e.mean);
        expect(e.mean).toBeLessThanOrEqual(e.hi);
      }
      expect(width(large[metric])).toBeLessThan(width(small[metric]) / 3); // ≈ 1/sqrt(40) ≈ 1/6.3
    }
  });

  it('matches the normal-approximation width for a proportion', () => {
    // hit rate ≈ 0.3 over 1,000 cases: standard error sqrt(p(1-p)/n), 95% width ≈ 3.92 standard errors.
    const cases = randomCases(1000, 4, bernoulli(0.3));
    const s = summarize(cases, { samples: 2000 });
    for (const metric of METRICS) {
      const p = s[metric].mean;
      const expected = 3.92 * Math.sqrt((p * (1 - p)) / cases.length);
      expect((s[metric].hi - s[metric].lo) / expected).toBeGreaterThan(0.85);
      expect((s[metric].hi - s[metric].lo) / expected).toBeLessThan(1.15);
    }
  });

  it('refuses a non-positive or fractional number of samples', () => {
    expect(() => summarize([scores()], { samples: 0 })).toThrow(RangeError);
    expect(() => summarize([scores()], { samples: 2.5 })).toThrow(RangeError);
  });
});

describe('ratioEstimate', () => {
  it('is exactly 2 in every resample when a scores twice b case by case (paired resamples)', () => {
    const b = randomCases(100, 6, (rand) => rand());
    const a = b.map((c) => {
      const out = {} as CaseScores;
      for (const metric of METRICS) out[metric] = 2 * c[metric];
      return out;
    });
    // Unpaired resamples would scatter the ratio; paired ones keep it at exactly 2.
    for (const metric of METRICS) expect(ratioEstimate(a, b, metric)).toEqual({ mean: 2, lo: 2, hi: 2 });
    expect(ratioEstimate(b, b, 'mrr')).toEqual({ mean: 1, lo: 1, hi: 1 });
  });

  it('computes a known small pair, skipping resamples where b is 0', () => {
    // a hits cases 0 and 1, b only case 0: ratio 2. A resample's ratio is (n0 + n1) / n0, undefined when
    // case 0 is not drawn (then skipped): about 32% of resamples. Given n0 ≥ 1, ratio 1 (no case 1 drawn)
    // has probability ~0.37, so lo is 1; ratios of 3 or more have ~0.16, so hi is between 3 and 4, the max.
    const a = [scores({ 'hit@20': 1 }), scores({ 'hit@20': 1 }), scores(), scores()];
    const b = [scores({ 'hit@20': 1 }), scores(), scores(), scores()];
    const e = ratioEstimate(a, b, 'hit@20');
    expect(e.mean).toBe(2);
    expect(e.lo).toBe(1);
    expect(e.hi).toBeGreaterThanOrEqual(3);
    expect(e.hi).toBeLessThanOrEqual(4);
  });

  it('uses the very resamples summarize uses with the same seed', () => {
    // With b = 1 everywhere, each resample's ratio is just mean(a) over that resample.
    const a = randomCases(250, 8, (rand) => rand());
    const ones = a.map(() => scores({}, 1));
    for (const seed of [42, 9]) {
      const summary = summarize(a, { seed, samples: 500 });
      for (const metric of METRICS) {
        expect(ratioEstimate(a, ones, metric, { seed, samples: 500 })).toEqual(summary[metric]);
      }
    }
  });

  it('is reproducible and puts the point ratio inside the interval', () => {
    const a = randomCases(400, 10, bernoulli(0.35));
    const b = randomCases(400, 11, bernoulli(0.25));
    const metric: Metric = 'recall@20';
    const e = ratioEstimate(a, b, metric);
    expect(ratioEstimate(a, b, metric)).toEqual(e);
    const meanOf = (cs: CaseScores[]) => cs.reduce((sum, c) => sum + c[metric], 0) / cs.length;
    expect(e.mean).toBeCloseTo(meanOf(a) / meanOf(b), 12);
    expect(e.lo).toBeLessThan(e.mean);
    expect(e.hi).toBeGreaterThan(e.mean);
  });

  it('gives NaN when the ratio is undefined, and refuses unpaired inputs', () => {
    const a = [scores({}, 1), scores({}, 0)];
    expect(ratioEstimate(a, [scores(), scores()], 'mrr')).toEqual({ mean: NaN, lo: NaN, hi: NaN });
    expect(ratioEstimate([], [], 'mrr')).toEqual({ mean: NaN, lo: NaN, hi: NaN });
    expect(() => ratioEstimate(a, [scores()], 'mrr')).toThrow(RangeError);
  });
});

describe('formatTable', () => {
  const est = (mean: number, lo: number, hi: number): Estimate => ({ mean, lo, hi });
  const allMetrics = (e: Estimate) => {
    const out = {} as Record<Metric, Estimate>;
    for (const metric of METRICS) out[metric] = e;
    return out;
  };

  it('lines up system, slice, cases and each metric as mean [lo–hi]', () => {
    const table = formatTable([
      {
        system: 'roundwise',
        slice: 'all',
        cases: 1234,
        scores: { ...allMetrics(est(0.1234, 0.1011, 0.14549)), mrr: est(1, 1, 1) },
      },
      { system: 'random', slice: 'seed-stage', cases: 56, scores: allMetrics(est(0, 0, 0.0126)) },
    ]);
    const cell = (s: string) => s.padEnd(19);
    const lines = [
      `system     slice       cases  ${['recall@10', 'recall@20', 'recall@50', 'recall@100', 'ndcg@10', 'mrr'].map(cell).join('  ')}  hit@20`,
      `roundwise  all          1234  ${[...Array(5).fill('0.123 [0.101–0.145]'), '1.000 [1.000–1.000]'].map(cell).join('  ')}  0.123 [0.101–0.145]`,
      `random     seed-stage     56  ${Array(6).fill('0.000 [0.000–0.013]').map(cell).join('  ')}  0.000 [0.000–0.013]`,
    ];
    expect(table).toBe(lines.join('\n'));
    expect(table.split('\n')).toHaveLength(3);
  });

  it('prints just the header for no rows and n/a for an undefined estimate', () => {
    expect(formatTable([])).toBe(['system', 'slice', 'cases', ...METRICS].join('  '));
    const table = formatTable([
      { system: 's', slice: 'x', cases: 0, scores: allMetrics(est(NaN, NaN, NaN)) },
    ]);
    expect(table.split('\n')[1]).toContain('n/a [n/a–n/a]');
  });
});
