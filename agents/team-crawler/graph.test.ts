import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CrawlContext } from '../../src/crawl';
import { FIRM_A_TEAM, FIRM_D_TEAM, type FixturePerson } from '../../tests/fixtures/sites/data';
import { type FixtureSites, startFixtureSites } from '../../tests/fixtures/sites/server';
import { graph } from './graph';

let site: FixtureSites;
const contexts: CrawlContext[] = [];

beforeAll(async () => {
  site = await startFixtureSites();
});
afterAll(async () => {
  await Promise.all(contexts.map((c) => c.close()));
  await site.close();
});

function newContext() {
  const ctx = new CrawlContext({
    policy: { allow: [`127.0.0.1:${site.port}`] },
    limiter: { minDelayMs: 0 },
    fetch: { retries: 0, timeoutMs: 5_000, sleep: async () => {} },
  });
  contexts.push(ctx);
  return ctx;
}

const investor = (path: string) => ({ id: 'test-investor', name: 'Test', website: `${site.origin}${path}` });
const expected = (team: FixturePerson[]) =>
  team.map((p) => ({ name: p.name, title: p.title, linkedin_url: p.linkedin, focus: p.focus }));

describe('TeamCrawler', () => {
  it("follows the home page's Team link and reads the people on it", async () => {
    const out = await graph.invoke(
      { investor: investor('/firm-a/') },
      { configurable: { crawl: newContext() } },
    );
    expect(out).toEqual({
      people: expected(FIRM_A_TEAM),
      pages: [`${site.origin}/firm-a/team`],
      failures: [],
    });
  });

  it('reads a firm whose home page is itself gone from the guessed team page', async () => {
    const out = await graph.invoke(
      { investor: investor('/firm-d/missing-home') },
      { configurable: { crawl: newContext() } },
    );
    expect(out.failures[0]).toMatchObject({ code: 'http_status' });
    expect(out.people).toEqual(expected(FIRM_D_TEAM));
  });

  it('records a refused address and finds nobody, without failing', async () => {
    const out = await graph.invoke(
      { investor: { id: 'x', name: 'X', website: 'http://10.0.0.1/' } },
      { configurable: { crawl: newContext() } },
    );
    expect(out.people).toEqual([]);
    expect(out.failures[0]?.url).toBe('http://10.0.0.1/');
  });
});
