import { describe, expect, it } from 'vitest';
import {
  type CrawlAction,
  crawlReducer,
  initialCrawl,
  isBusy,
  MAX_POLL_ERRORS,
  progressPercent,
  progressSummary,
  type RunSnapshot,
} from './crawl-run';

const run = (...actions: CrawlAction[]) => actions.reduce(crawlReducer, initialCrawl);
const progress = (pagesDone: number, pagesQueued: number, itemsFound = 0, pagesFailed = 0) => ({
  pagesDone,
  pagesQueued,
  itemsFound,
  pagesFailed,
});
/** A run as GET /api/runs/:id answers it, running until told otherwise. */
const snapshot = (over: Partial<RunSnapshot>): RunSnapshot => ({
  id: 'r1',
  workflowId: 'import-vcs:openvc',
  workflow: 'importVcs',
  engine: 'local',
  status: 'running',
  subjectType: 'directory',
  subjectId: 'openvc',
  createdBy: 'admin-1',
  input: {},
  result: null,
  error: null,
  startedAt: '2026-11-27T10:00:00.000Z',
  finishedAt: null,
  modelCalls: 0,
  tokens: 0,
  progress: null,
  ...over,
});
const polled = (over: Partial<RunSnapshot>): CrawlAction => ({ type: 'polled', run: snapshot(over) });

describe('crawlReducer', () => {
  it('starts, then runs with the run id the server answered', () => {
    const starting = run({ type: 'start' });
    expect(starting).toEqual({ phase: 'starting' });
    expect(isBusy(starting)).toBe(true);
    expect(crawlReducer(starting, { type: 'started', runId: 'r1' })).toEqual({
      phase: 'running',
      runId: 'r1',
      progress: null,
      pollErrors: 0,
    });
  });

  it('keeps the latest progress while running, and the last known one when a poll has none', () => {
    const s = run(
      { type: 'start' },
      { type: 'started', runId: 'r1' },
      polled({ progress: progress(2, 3, 10) }),
      polled({ progress: null }),
    );
    expect(s).toMatchObject({ phase: 'running', progress: progress(2, 3, 10) });
  });

  it('completes with the final run, and fails with the run error (or a message of its own)', () => {
    const base = [{ type: 'start' }, { type: 'started', runId: 'r1' }] as CrawlAction[];
    const done = run(...base, polled({ status: 'completed', result: { imported: 3 } }));
    expect(done).toMatchObject({ phase: 'completed', runId: 'r1', run: { result: { imported: 3 } } });
    expect(isBusy(done)).toBe(false);
    expect(run(...base, polled({ status: 'failed', error: 'Directory unreachable' }))).toEqual({
      phase: 'failed',
      runId: 'r1',
      error: 'Directory unreachable',
    });
    expect(run(...base, polled({ status: 'failed', error: null }))).toMatchObject({
      error: 'The run failed',
    });
    expect(run(...base, polled({ status: 'cancelled' }))).toMatchObject({ error: 'The run was cancelled' });
  });

  it('ignores polls of another run and polls after the end', () => {
    const running = run({ type: 'start' }, { type: 'started', runId: 'r1' });
    expect(crawlReducer(running, { type: 'polled', run: snapshot({ id: 'r0', status: 'completed' }) })).toBe(
      running,
    );
    const done = crawlReducer(running, polled({ status: 'completed' }));
    expect(crawlReducer(done, polled({ status: 'failed', error: 'late' }))).toBe(done);
  });

  it(`gives up after ${MAX_POLL_ERRORS} failed polls in a row; a good poll resets the count`, () => {
    let s = run({ type: 'start' }, { type: 'started', runId: 'r1' });
    for (let i = 0; i < MAX_POLL_ERRORS - 1; i++)
      s = crawlReducer(s, { type: 'poll-error', error: 'offline' });
    expect(s).toMatchObject({ phase: 'running', pollErrors: MAX_POLL_ERRORS - 1 });
    expect(crawlReducer(s, polled({}))).toMatchObject({ pollErrors: 0 });
    expect(crawlReducer(s, { type: 'poll-error', error: 'offline' })).toEqual({
      phase: 'failed',
      runId: 'r1',
      error: 'offline',
    });
  });

  it('fails from starting (the POST was refused) and ignores a second start while busy', () => {
    expect(run({ type: 'start' }, { type: 'fail', error: 'Forbidden' })).toEqual({
      phase: 'failed',
      runId: null,
      error: 'Forbidden',
    });
    const running = run({ type: 'start' }, { type: 'started', runId: 'r1' });
    expect(crawlReducer(running, { type: 'start' })).toBe(running);
    expect(crawlReducer(running, { type: 'reset' })).toBe(running);
    expect(crawlReducer(initialCrawl, { type: 'started', runId: 'x' })).toBe(initialCrawl);
  });

  it('starts again after a failure or a completion', () => {
    const failed = run({ type: 'start' }, { type: 'fail', error: 'x' });
    expect(crawlReducer(failed, { type: 'start' })).toEqual({ phase: 'starting' });
    expect(crawlReducer(failed, { type: 'reset' })).toBe(initialCrawl);
  });
});

describe('progress', () => {
  it('is the share of pages handled (done or failed) among those known', () => {
    expect(progressPercent(null)).toBeNull();
    expect(progressPercent(progress(0, 0))).toBeNull();
    expect(progressPercent(progress(1, 3))).toBe(25);
    expect(progressPercent(progress(1, 1, 0, 2))).toBe(75);
    expect(progressPercent(progress(5, 0))).toBe(100);
  });

  it('says pages handled, failures and items found', () => {
    expect(progressSummary(null, ['firm', 'firms'])).toBe('Waiting for the first page…');
    expect(progressSummary(progress(2, 3, 10), ['firm', 'firms'])).toBe('2 of 5 pages · 10 firms found');
    expect(progressSummary(progress(0, 1, 1, 1), ['company', 'companies'])).toBe(
      '1 of 2 pages · 1 failed · 1 company found',
    );
    expect(progressSummary(progress(1, 0, 0), ['firm', 'firms'])).toBe('1 of 1 page · 0 firms found');
  });
});
