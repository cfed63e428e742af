import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TExtractionRules } from '../../core/contracts/crawls';
import type { CrawlProgress } from '../../core/crawl/crawl-port';
import { CrawlContext, CrawlError } from '../../src/crawl';
import { DIRECTORY_FIRMS } from '../../tests/fixtures/sites/data';
import { type FixtureSites, startFixtureSites } from '../../tests/fixtures/sites/server';
import type { AgentEvent } from '../models/events';
import { graph } from './graph';
import { OPENVC_RECIPE } from './recipes';

let site: FixtureSites;
const contexts: CrawlContext[] = [];

beforeAll(async () => {
  site = await startFixtureSites();
});

afterAll(async () => {
  await Promise.all(contexts.map((c) => c.close()));
  await site.close();
});

/** A crawl context allowed to reach one fixture server only, with no retries and no waiting. */
function contextFor(
  fixture: FixtureSites,
  extra: Partial<ConstructorParameters<typeof CrawlContext>[0]> = {},
) {
  const ctx = new CrawlContext({
    policy: { allow: [`127.0.0.1:${fixture.port}`] },
    limiter: { minDelayMs: 0, perHostConcurrency: 4 },
    fetch: { retries: 0, timeoutMs: 5_000, sleep: async () => {} },
    ...extra,
  });
  contexts.push(ctx);
  return ctx;
}

const byName = <T extends { name: string }>(items: readonly T[]) =>
  [...items].sort((a, b) => a.name.localeCompare(b.name));

describe('VcImporter with the built-in OpenVC recipe', () => {
  it('has a real default start URL', () => {
    expect(OPENVC_RECIPE.startUrls).toEqual(['https://www.openvc.app/investor-lists']);
  });

  it('imports every firm of the 3 list pages, with the fields of their detail pages, and reports progress', async () => {
    const seen: CrawlProgress[] = [];
    const events: AgentEvent[] = [];
    const ctx = contextFor(site, { onProgress: (p) => seen.push(p) });
    const out = await graph.invoke(
      { source: { recipe: 'openvc' }, startUrls: [`${site.origin}/directory?page=1`] },
      { configurable: { crawl: ctx, onEvent: (e: AgentEvent) => events.push(e) } },
    );
    expect(out.failures).toEqual([]);
    expect(out.pages).toBe(3 + DIRECTORY_FIRMS.length);
    expect(out.firms).toHaveLength(DIRECTORY_FIRMS.length);
    expect(byName(out.firms)).toEqual(
      byName(
        DIRECTORY_FIRMS.map((f) => ({
          name: f.name,
          website: f.website,
          location: f.location,
          stages: f.stages,
          sectors: f.sectors,
          checkSize: f.checkSize,
          description: f.thesis,
          url: `${site.origin}/directory/firm/${f.slug}`,
        })),
      ),
    );
    // Each page fetched once.
    for (const n of [1, 2, 3]) expect(site.hits(`/directory?page=${n}`)).toBe(1);
    for (const f of DIRECTORY_FIRMS) expect(site.hits(`/directory/firm/${f.slug}`)).toBe(1);

    expect(ctx.progress()).toEqual({
      pagesDone: 3 + DIRECTORY_FIRMS.length,
      pagesFailed: 0,
      pagesQueued: 0,
      itemsFound: DIRECTORY_FIRMS.length,
    });
    expect(seen.some((p) => p.pagesQueued > 1)).toBe(true);
    expect(seen.some((p) => p.itemsFound === 5 && p.pagesDone === 1)).toBe(true);

    const nodes = events.filter((e) => e.type === 'node_end').map((e) => e.node);
    expect(nodes).toEqual(['plan', 'crawlList', 'crawlDetails', 'output']);
    expect(events.every((e) => e.graph === 'VcImporter')).toBe(true);
  });

  it('records a failing detail page and imports the others (that firm with what its list card shows)', async () => {
    const broken = DIRECTORY_FIRMS[2]!;
    const fixture = await startFixtureSites({ failingFirms: [broken.slug] });
    try {
      const ctx = contextFor(fixture);
      const out = await graph.invoke(
        { source: { recipe: 'openvc' }, startUrls: [`${fixture.origin}/directory?page=1`] },
        { configurable: { crawl: ctx } },
      );
      const url = `${fixture.origin}/directory/firm/${broken.slug}`;
      expect(out.failures).toEqual([
        { url, code: 'http_status', message: `${url} answered 500 Internal Server Error` },
      ]);
      expect(out.pages).toBe(3 + DIRECTORY_FIRMS.length - 1);
      expect(out.firms).toHaveLength(DIRECTORY_FIRMS.length);
      expect(out.firms.find((f) => f.name === broken.name)).toEqual({
        name: broken.name,
        website: null,
        location: broken.location,
        stages: broken.stages,
        sectors: [],
        checkSize: broken.checkSize,
        description: null,
        url,
      });
      const other = out.firms.find((f) => f.name === DIRECTORY_FIRMS[0]!.name);
      expect(other?.website).toBe(DIRECTORY_FIRMS[0]!.website);
      expect(ctx.progress()).toMatchObject({ pagesFailed: 1, pagesQueued: 0 });
    } finally {
      await fixture.close();
    }
  });

  it('stops at maxPages, saying so, without fetching past it', async () => {
    const fixture = await startFixtureSites();
    try {
      const ctx = contextFor(fixture);
      const out = await graph.invoke(
        { source: { recipe: 'openvc' }, startUrls: [`${fixture.origin}/directory?page=1`] },
        { configurable: { crawl: ctx, maxPages: 4 } },
      );
      expect(out.pages).toBe(4);
      expect(fixture.requests.filter((r) => r.url !== '/robots.txt')).toHaveLength(4);
      // The 3 list pages first, then one detail page; the rest keep their list card fields.
      expect(fixture.hits('/directory')).toBe(3);
      expect(out.firms).toHaveLength(DIRECTORY_FIRMS.length);
      expect(out.firms.filter((f) => f.website)).toHaveLength(1);
      expect(out.failures).toHaveLength(1);
      expect(out.failures[0]).toMatchObject({ code: 'budget_exhausted' });
      expect(out.failures[0]!.message).toMatch(/^page cap reached: this import may fetch at most 4 pages/);
      expect(ctx.progress().pagesQueued).toBe(0);
    } finally {
      await fixture.close();
    }
  });

  it('also stops at the crawl context budget', async () => {
    const fixture = await startFixtureSites();
    try {
      const ctx = contextFor(fixture, { budget: { maxPages: 2 } });
      const out = await graph.invoke(
        { source: { recipe: 'openvc' }, startUrls: [`${fixture.origin}/directory?page=1`] },
        { configurable: { crawl: ctx } },
      );
      expect(out.pages).toBe(2);
      expect(out.firms).toHaveLength(10);
      expect(out.failures).toEqual([
        expect.objectContaining({ code: 'budget_exhausted', url: `${fixture.origin}/directory?page=3` }),
      ]);
      expect(fixture.hits('/directory/firm/northbeam-capital')).toBe(0);
    } finally {
      await fixture.close();
    }
  });

  it('fails with the CrawlError when the first list page cannot be read', async () => {
    const ctx = contextFor(site);
    const run = graph.invoke(
      { source: { recipe: 'openvc' }, startUrls: [`${site.origin}/redirect-private`] },
      { configurable: { crawl: ctx } },
    );
    await expect(run).rejects.toBeInstanceOf(CrawlError);
    await expect(run).rejects.toMatchObject({ code: 'blocked_address' });
  });
});

describe('VcImporter with custom rules', () => {
  it('reads the list pages alone when the rules have no detail part', async () => {
    const fixture = await startFixtureSites();
    try {
      const rules: TExtractionRules = {
        list: {
          item: '[data-investor-slug]',
          fields: {
            name: 'h2',
            location: '.investor-card__location',
            stages: '.investor-card__stages li',
            checkSize: '.investor-card__check-size',
            website: 'a@href',
          },
          nextPage: 'link[rel=next]@href',
        },
      };
      const ctx = contextFor(fixture);
      const out = await graph.invoke(
        { source: { recipe: 'custom', rules }, startUrls: [`${fixture.origin}/directory?page=1`] },
        { configurable: { crawl: ctx } },
      );
      expect(out.pages).toBe(3);
      expect(out.failures).toEqual([]);
      expect(out.firms.map((f) => f.name)).toEqual(DIRECTORY_FIRMS.map((f) => f.name));
      const first = DIRECTORY_FIRMS[0]!;
      expect(out.firms[0]).toEqual({
        name: first.name,
        // `a@href` on the card: the relative link, made absolute against the page.
        website: `${fixture.origin}/directory/firm/${first.slug}`,
        location: first.location,
        stages: first.stages,
        sectors: [],
        checkSize: first.checkSize,
        description: null,
        url: `${fixture.origin}/directory?page=1#${encodeURIComponent(first.name)}`,
      });
      expect(fixture.requests.some((r) => r.url.startsWith('/directory/firm/'))).toBe(false);
    } finally {
      await fixture.close();
    }
  });

  it('follows detail links with custom detail rules, and needs start URLs', async () => {
    const rules: TExtractionRules = {
      list: { item: '.investor-card', detailLink: '.investor-card__link', nextPage: '.pagination__next' },
      detail: {
        fields: {
          name: 'h1',
          website: '.investor-profile__website@href',
          sectors: '.investor-profile__sectors li',
        },
      },
    };
    const ctx = contextFor(site);
    const out = await graph.invoke(
      { source: { recipe: 'custom', rules }, startUrls: [`${site.origin}/directory?page=3`] },
      { configurable: { crawl: ctx } },
    );
    const lastPage = DIRECTORY_FIRMS.slice(10);
    expect(out.firms.map((f) => ({ name: f.name, website: f.website, sectors: f.sectors }))).toEqual(
      lastPage.map((f) => ({ name: f.name, website: f.website, sectors: f.sectors })),
    );
    expect(out.pages).toBe(1 + lastPage.length);

    await expect(
      graph.invoke({ source: { recipe: 'custom', rules } }, { configurable: { crawl: ctx } }),
    ).rejects.toThrow('A custom import needs start URLs and extraction rules');
  });
});
