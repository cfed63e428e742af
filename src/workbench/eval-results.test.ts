import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVAL_RESULTS_DIR, kindOf, readEvalResults } from './eval-results';

const scores = (mean: number) => ({ 'recall@50': { mean, lo: mean, hi: mean } });
const timeSplit = (created_at: string, extra: Record<string, unknown>) => ({
  created_at,
  mode: 'time-split',
  cases: 100,
  results: [
    { system: 'matcher', slice: 'all', cases: 100, scores: scores(0.3) },
    { system: 'popularity', slice: 'all', cases: 100, scores: scores(0.15) },
    { system: 'random', slice: 'all', cases: 100, scores: scores(0.01) },
  ],
  ...extra,
});

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'roundwise-evals-'));
  const files: Record<string, unknown> = {
    'a.json': timeSplit('2026-11-01T00:00:00Z', { window: 'test' }),
    // Newer, but partial, on the tune window, a case file, a scenario run: none may be the headline.
    'b.json': timeSplit('2026-11-02T00:00:00Z', { window: 'test', limit: 20 }),
    'c.json': timeSplit('2026-11-03T00:00:00Z', { window: 'tune' }),
    'd.json': { ...timeSplit('2026-11-04T00:00:00Z', {}), mode: 'case-file' },
    'scenarios-e.json': { created_at: '2026-11-05T00:00:00Z', results: [{ id: 's1', near: true }] },
  };
  for (const [name, body] of Object.entries(files))
    await writeFile(path.join(dir, name), JSON.stringify(body));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('eval results', () => {
  it('takes the headline from the last full time split on the test window, whatever is newer', async () => {
    const { latest, history } = await readEvalResults(dir);
    expect(latest?.file).toBe('a.json');
    expect(history.map((h) => [h.file, h.kind, h.window])).toEqual([
      ['a.json', 'time-split', 'test'],
      ['b.json', 'time-split', 'test'],
      ['c.json', 'time-split', 'tune'],
      ['d.json', 'case-file', null],
      ['scenarios-e.json', 'scenarios', null],
    ]);
    // A scenario run measured no recall: null, never 0; every baseline where it was measured.
    expect(history.at(-1)).toMatchObject({ recall50: null, popularityRecall50: null, randomRecall50: null });
    expect(history[0]).toMatchObject({ recall50: 0.3, popularityRecall50: 0.15, randomRecall50: 0.01 });
  });

  it('tells the shipped files apart', async () => {
    expect(kindOf('scenarios-2026-11-27T17-56-53-231Z.json', { mode: 'x' })).toBe('scenarios');
    const { latest, history } = await readEvalResults(EVAL_RESULTS_DIR);
    expect(latest?.mode).toBe('time-split');
    expect(history.filter((h) => h.kind === 'scenarios').every((h) => h.recall50 === null)).toBe(true);
    expect(history.filter((h) => h.kind === 'time-split').every((h) => h.randomRecall50 !== null)).toBe(true);
  });
});
