import type { TCrawlRun } from '@core/contracts/crawls';
import { describe, expect, it } from 'vitest';
import {
  asImportResult,
  asPortfolioResult,
  formatDuration,
  formatStarted,
  runDuration,
  runSummary,
  runTarget,
  sortRuns,
  websiteHref,
  websiteLabel,
  workflowLabel,
} from './crawl-format';

const NOW = Date.parse('2026-03-10T12:00:00Z');
const crawl = (patch: Partial<TCrawlRun>): TCrawlRun => ({
  id: 'r1',
  workflow: 'importVcs',
  status: 'completed',
  target: null,
  progress: null,
  result: null,
  error: null,
  startedAt: '2026-03-10T11:58:00Z',
  finishedAt: '2026-03-10T11:59:05Z',
  ...patch,
});
const importResult = {
  imported: 12,
  skipped: 3,
  found: 15,
  pages: 3,
  investors: [{ id: 'i1', name: 'Northbeam Capital' }],
  skippedFirms: [{ name: 'H-FARM Ventures', reason: 'Already in the database', existingId: 'x' }],
  failures: [],
};
const portfolioResult = {
  companies_found: 1,
  investor: { id: 'inv1', name: 'Northbeam Capital', website: 'https://northbeam.example' },
  companies: [
    {
      name: 'Ledgerly',
      funding_stage: 'Seed',
      description: null,
      industry: 'Fintech',
      tags: [],
      website: null,
    },
  ],
  pages: ['https://northbeam.example/portfolio'],
  rendered: false,
  failures: [],
};

describe('durations and times', () => {
  it('formats durations from milliseconds to hours', () => {
    expect(formatDuration(850)).toBe('850 ms');
    expect(formatDuration(12_400)).toBe('12 s');
    expect(formatDuration(125_000)).toBe('2 min 5 s');
    expect(formatDuration(120_000)).toBe('2 min');
    expect(formatDuration(3_780_000)).toBe('1 h 3 min');
    expect(formatDuration(-1)).toBe('');
  });

  it('measures a run to its end, or to now while it runs', () => {
    expect(runDuration(crawl({}), NOW)).toBe('1 min 5 s');
    expect(runDuration(crawl({ finishedAt: null }), NOW)).toBe('2 min');
    expect(runDuration(crawl({ startedAt: 'nonsense' }), NOW)).toBe('');
  });

  it('says when a run started, relative while recent', () => {
    expect(formatStarted('2026-03-10T11:59:40Z', NOW)).toBe('just now');
    expect(formatStarted('2026-03-10T11:56:00Z', NOW)).toBe('4 min ago');
    expect(formatStarted('2026-03-10T09:00:00Z', NOW)).toBe('3 h ago');
    expect(formatStarted('2026-03-01T09:00:00Z', NOW)).toMatch(/^Mar 1/);
    expect(formatStarted('', NOW)).toBe('');
  });
});

describe('runs', () => {
  it('labels workflows, unknown ones as they are', () => {
    expect(workflowLabel('importVcs')).toBe('Import VCs');
    expect(workflowLabel('scrapePortfolio')).toBe('Portfolio scrape');
    expect(workflowLabel('somethingNew')).toBe('somethingNew');
  });

  it('reads results only when they have the contract shape', () => {
    expect(asImportResult(importResult)?.imported).toBe(12);
    expect(asImportResult({ imported: 'many' })).toBeNull();
    expect(asPortfolioResult(portfolioResult)?.companies_found).toBe(1);
    expect(asPortfolioResult(null)).toBeNull();
  });

  it('summarises progress, counts or the error', () => {
    expect(
      runSummary(
        crawl({
          status: 'running',
          progress: { pagesDone: 1, pagesFailed: 0, pagesQueued: 2, itemsFound: 5 },
        }),
      ),
    ).toBe('1 of 3 pages · 5 firms found');
    expect(runSummary(crawl({ result: importResult }))).toBe('Imported 12, skipped 3 · 3 pages');
    expect(runSummary(crawl({ workflow: 'scrapePortfolio', result: portfolioResult }))).toBe(
      '1 company found',
    );
    expect(runSummary(crawl({ status: 'failed', error: 'Blocked by robots.txt' }))).toBe(
      'Blocked by robots.txt',
    );
    expect(runSummary(crawl({ status: 'cancelled' }))).toBe('Cancelled');
    expect(runSummary(crawl({ result: { odd: true } }))).toBe('Completed');
  });

  it("names the target: the investor's name once known, the URL without scheme otherwise", () => {
    expect(runTarget(crawl({ workflow: 'scrapePortfolio', result: portfolioResult }))).toBe(
      'Northbeam Capital',
    );
    expect(
      runTarget(
        crawl({ workflow: 'scrapePortfolio', status: 'running', target: 'inv9' }),
        new Map([['inv9', 'Cobalt']]),
      ),
    ).toBe('Cobalt');
    expect(runTarget(crawl({ workflow: 'scrapePortfolio', target: 'inv9', result: null }))).toBe('inv9');
    expect(runTarget(crawl({ target: 'https://www.openvc.app/investors/' }))).toBe(
      'www.openvc.app/investors',
    );
    expect(runTarget(crawl({ target: null }))).toBe('OpenVC directory');
    expect(runTarget(crawl({ target: 'openvc' }))).toBe('OpenVC directory');
  });

  it('sorts newest first', () => {
    const a = crawl({ id: 'a', startedAt: '2026-03-10T10:00:00Z' });
    const b = crawl({ id: 'b', startedAt: '2026-03-10T11:00:00Z' });
    expect(sortRuns([a, b]).map((r) => r.id)).toEqual(['b', 'a']);
  });
});

describe('websites', () => {
  it('links http(s) and bare domains, not other schemes', () => {
    expect(websiteHref('https://ledgerly.example/')).toBe('https://ledgerly.example/');
    expect(websiteHref('ledgerly.example')).toBe('https://ledgerly.example');
    expect(websiteHref('javascript:alert(1)')).toBeNull();
    expect(websiteHref(null)).toBeNull();
    expect(websiteLabel('https://www.ledgerly.example/')).toBe('ledgerly.example');
  });
});
