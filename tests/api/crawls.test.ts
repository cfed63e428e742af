import { cp, mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { grantStaffRole } from '../../src/auth/grant-staff-role';
import { InvestorVectors } from '../../src/vectors/lance-store';
import { DIRECTORY_FIRMS, FIRM_A_PORTFOLIO, FIRM_B_PORTFOLIO, JANE_DOE } from '../fixtures/sites/data';
import { type FixtureSites, startFixtureSites } from '../fixtures/sites/server';
import { type Client, onboardedUser } from '../helpers/client';
import { startTestApp, type TestApp } from '../helpers/test-app';

// The crawlers through the API, as workflows on the local engine, against the fixture sites on 127.0.0.1 (the
// allowlist names them; nothing else non-public is reachable) and a real Postgres and LanceDB.

let sites: FixtureSites;
let app: TestApp;
let admin: Client;
let founder: Client;
let founderId: string;

beforeAll(async () => {
  sites = await startFixtureSites();
  // The crawlers write to the investor vector table: this file works on its own copy of the shared one.
  const lanceDir = await mkdtemp(path.join(os.tmpdir(), 'roundwise-lance-'));
  await cp(inject('pg').lanceDir, lanceDir, { recursive: true });
  app = await startTestApp({
    env: {
      LANCEDB_URI: lanceDir,
      CRAWL_ALLOW: `127.0.0.1:${sites.port}`,
      LINKEDIN_ORIGIN: sites.origin,
      VC_DIRECTORY_URL: `${sites.origin}/directory?page=1`,
    },
  });
  const [a, f] = await Promise.all([
    onboardedUser(app.url, 'investor', 'Ada Admin'),
    onboardedUser(app.url, 'founder', 'Fay Founder'),
  ]);
  await grantStaffRole(app.db, a.email, 'admin', 'grant');
  admin = a.client;
  founder = f.client;
  founderId = (await founder.get('/api/me')).body.user.id;
});
afterAll(async () => {
  await app?.close();
  await sites?.close();
});

type RunBody = { status: string; progress: Record<string, number> | null; result: any; error: string | null };

/** Follows a run to its end as the consoles do, keeping every state seen on the way. */
async function follow(client: Client, runId: string, timeoutMs = 120_000) {
  const seen: RunBody[] = [];
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await client.get<RunBody>(`/api/runs/${encodeURIComponent(runId)}`);
    expect(res.status).toBe(200);
    seen.push(res.body);
    if (res.body.status !== 'running') return { run: res.body, seen };
    if (Date.now() > deadline) throw new Error(`run ${runId} still running after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('scrape-linkedin', () => {
  it('reads a public profile and leaves a completed run in the history', async () => {
    const res = await founder.post('/api/functions/scrape-linkedin', {
      linkedinUrl: `https://www.linkedin.com/in/${JANE_DOE.slug}/`,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ fullName: JANE_DOE.fullName, headline: JANE_DOE.headline });
    expect(res.body.skills).toEqual(expect.arrayContaining(JANE_DOE.skills.slice(0, 2)));
    expect(typeof res.body.isTechnical).toBe('boolean');

    const runs = await admin.get('/api/admin/crawl-runs?workflow=scrapeLinkedin');
    expect(runs.status).toBe(200);
    expect(runs.body.runs[0]).toMatchObject({ workflow: 'scrapeLinkedin', status: 'completed' });
    expect(runs.body.runs[0].target).toContain(JANE_DOE.slug);
  });

  it('says "Failed to process LinkedIn profile" at a login wall, invents nothing and changes no profile', async () => {
    const before = (await founder.get('/api/me')).body.profile;
    const res = await founder.post('/api/functions/scrape-linkedin', {
      linkedinUrl: 'https://www.linkedin.com/in/login-wall',
    });
    expect(res.status).toBe(502);
    expect(res.body.error.code).toBe('upstream_failed');
    expect(res.body.error.message).toMatch(/^Failed to process LinkedIn profile: .*sign in/i);
    expect((await founder.get('/api/me')).body.profile).toEqual(before);
    // A login wall is not worth retrying: the run failed on its first attempt.
    const runs = await admin.get('/api/admin/crawl-runs?workflow=scrapeLinkedin');
    expect(runs.body.runs[0]).toMatchObject({ status: 'failed' });
  });

  it('refuses a URL that is not a LinkedIn profile, naming the field', async () => {
    const res = await founder.post('/api/functions/scrape-linkedin', {
      linkedinUrl: `${sites.origin}/in/jane`,
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ field: 'linkedinUrl' });
  });

  it('saves what was read, or typed, with onboarding step 1', async () => {
    const res = await founder.post('/api/onboarding/linkedin', {
      linkedinUrl: 'https://www.linkedin.com/in/fay-founder',
      userType: 'founder',
      fullName: 'Fay Founder',
      headline: 'CTO at Freightly',
      skills: ['Rust', 'Logistics'],
      isTechnical: true,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: founderId,
      full_name: 'Fay Founder',
      headline: 'CTO at Freightly',
      skills: ['Rust', 'Logistics'],
      is_technical: true,
    });
  });
});

describe('import-openvc-data', () => {
  it('imports the directory with progress while it runs, then imports nothing new the second time', async () => {
    const start = await admin.post('/api/functions/import-openvc-data');
    expect(start.status).toBe(202);
    const { run, seen } = await follow(admin, start.body.runId);
    expect(run.status).toBe('completed');
    // Progress was visible while the crawl ran, and its last figures stay on the run.
    expect(seen.some((s) => s.status === 'running' && (s.progress?.pagesDone ?? 0) > 0)).toBe(true);
    expect(run.progress).toMatchObject({ pagesDone: expect.any(Number), itemsFound: expect.any(Number) });
    expect(run.progress!.pagesDone).toBeGreaterThanOrEqual(3);

    const result = run.result;
    expect(result.found).toBe(DIRECTORY_FIRMS.length);
    expect(result.imported + result.skipped).toBe(result.found);
    // "H-Farm Ventures" and "H-FARM Ventures" are one firm: never two imports.
    const hFarm = result.investors.filter((i: { name: string }) => /h-farm/i.test(i.name));
    expect(hFarm.length).toBeLessThanOrEqual(1);
    const northbeam = result.investors.find((i: { name: string }) => i.name === 'Northbeam Capital');
    expect(northbeam).toBeDefined();

    // Stored in the investor schema, searchable at once, and in the vector table.
    const row = await app.db
      .selectFrom('investors')
      .selectAll()
      .where('id', '=', northbeam.id)
      .executeTakeFirst();
    expect(row).toMatchObject({
      name: 'Northbeam Capital',
      website: 'https://northbeam-capital.example',
      country: 'GB',
      check_size_min: 250,
      check_size_max: 1500,
    });
    expect(row!.stages).toEqual(expect.arrayContaining(['pre-seed', 'seed']));
    const search = await founder.get('/api/investors?q=Northbeam');
    expect(search.body.investors.map((i: { id: string }) => i.id)).toContain(northbeam.id);

    const again = await admin.post('/api/functions/import-openvc-data', {});
    const second = await follow(admin, again.body.runId);
    expect(second.run.status).toBe('completed');
    expect(second.run.result).toMatchObject({ imported: 0, found: DIRECTORY_FIRMS.length });
    expect(second.run.result.skipped).toBe(DIRECTORY_FIRMS.length);
  }, 150_000); // two imports of 120 firms, each embedded by the model: some 30 s on a 2-core machine under load

  it('fails clearly when the directory is refused (a private address)', async () => {
    const start = await admin.post('/api/functions/import-openvc-data', {
      startUrls: ['http://10.0.0.1/directory'],
    });
    expect(start.status).toBe(202);
    const { run } = await follow(admin, start.body.runId);
    expect(run.status).toBe('failed');
    expect(run.error).toMatch(/10\.0\.0\.1.*private address/);
  });

  it('rejects bad input naming the field, and starts nothing', async () => {
    const before = await admin.get('/api/admin/crawl-runs?workflow=importVcs');
    const bad = await admin.post('/api/functions/import-openvc-data', { startUrls: ['ftp://x.example/'] });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatchObject({
      field: 'startUrls.0',
      message: 'Start URL must use http or https',
    });
    const pages = await admin.post('/api/functions/import-openvc-data', { maxPages: 0 });
    expect(pages.body.error).toMatchObject({ field: 'maxPages', message: 'Max pages must be at least 1' });
    const after = await admin.get('/api/admin/crawl-runs?workflow=importVcs');
    expect(after.body.runs.length).toBe(before.body.runs.length);
  });
});

describe('scrape-portfolio', () => {
  async function investorWithWebsite(website: string | null) {
    const [row] = await app.db
      .selectFrom('investors')
      .select('id')
      .where('website', 'is not', null)
      .orderBy('id')
      .offset(website?.includes('firm-b') ? 1 : 0)
      .limit(1)
      .execute();
    await app.db.updateTable('investors').set({ website }).where('id', '=', row!.id).execute();
    return row!.id;
  }

  it('reads a static portfolio page, stores the companies against the investor and updates its vector', async () => {
    const id = await investorWithWebsite(`${sites.origin}/firm-a/`);
    const start = await admin.post('/api/functions/scrape-portfolio', { investor_id: id });
    expect(start.status).toBe(202);
    const { run } = await follow(admin, start.body.runId);
    expect(run.status).toBe('completed');
    expect(run.result.companies_found).toBe(FIRM_A_PORTFOLIO.length);
    expect(run.result.rendered).toBe(false);
    expect(run.result.investor).toMatchObject({ id });
    expect(run.result.companies.map((c: { name: string }) => c.name).sort()).toEqual(
      FIRM_A_PORTFOLIO.map((c) => c.name).sort(),
    );

    const stored = await app.db
      .selectFrom('portfolio_companies')
      .select(['name', 'investor_id'])
      .where('investor_id', '=', id)
      .execute();
    expect(stored.map((s) => s.name).sort()).toEqual(FIRM_A_PORTFOLIO.map((c) => c.name).sort());
    // Its portfolio, as the public API answers it, lists the website's companies beside the rounds' ones.
    const portfolio = await app.investors.portfolio(id);
    expect(portfolio!.website_companies.map((c) => c.name).sort()).toEqual(
      FIRM_A_PORTFOLIO.map((c) => c.name).sort(),
    );
    // The investor's full-text row now holds its portfolio: a company's name finds the investor.
    const vectors = new InvestorVectors(app.lanceDir);
    const hits = await vectors.fullText(FIRM_A_PORTFOLIO[0]!.name, 20);
    expect(hits.map((h) => h.id)).toContain(id);

    // Scraped again: the same companies, updated rather than duplicated.
    const again = await admin.post('/api/functions/scrape-portfolio', { investor_id: id });
    expect((await follow(admin, again.body.runId)).run.status).toBe('completed');
    const count = await app.db
      .selectFrom('portfolio_companies')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('investor_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(FIRM_A_PORTFOLIO.length);
  });

  it('renders a JavaScript portfolio in Chromium', async () => {
    const id = await investorWithWebsite(`${sites.origin}/firm-b/`);
    const start = await admin.post('/api/functions/scrape-portfolio', { investor_id: id });
    const { run } = await follow(admin, start.body.runId);
    expect(run.status).toBe('completed');
    expect(run.result.rendered).toBe(true);
    expect(run.result.companies.map((c: { name: string }) => c.name).sort()).toEqual(
      FIRM_B_PORTFOLIO.map((c) => c.name).sort(),
    );
  });

  it('says which field is wrong, and refuses an investor without a website', async () => {
    const none = await admin.post('/api/functions/scrape-portfolio', {});
    expect(none.status).toBe(400);
    expect(none.body.error).toMatchObject({
      field: 'investor_id',
      message: 'Please choose an investor to scrape',
    });
    const unknown = await admin.post('/api/functions/scrape-portfolio', { investor_id: 'no-such-investor' });
    expect(unknown.status).toBe(404);
    const id = await investorWithWebsite(null);
    const noSite = await admin.post('/api/functions/scrape-portfolio', { investor_id: id });
    expect(noSite.status).toBe(400);
    expect(noSite.body.error.message).toBe('This investor has no website to scrape');
  });
});

describe('the consoles are for admins only', () => {
  it('refuses founders on every crawler and console route, and starts nothing', async () => {
    const before = await admin.get('/api/admin/crawl-runs');
    for (const [method, path] of [
      ['POST', '/api/functions/import-openvc-data'],
      ['POST', '/api/functions/scrape-portfolio'],
      ['GET', '/api/admin/investor-options'],
      ['GET', '/api/admin/crawl-runs'],
      ['POST', '/api/functions/analyze-idea'],
      ['POST', '/api/functions/analyze-onboarding'],
      ['POST', '/api/functions/generate-embeddings'],
      ['GET', '/api/admin/database'],
    ] as const) {
      const res = await founder.request(method, path, method === 'POST' ? { investor_id: 'x' } : undefined);
      expect({ path, status: res.status }).toEqual({ path, status: 403 });
    }
    const after = await admin.get('/api/admin/crawl-runs');
    expect(after.body.runs.length).toBe(before.body.runs.length);
  });

  it('answers the console tabs: investor options, database counts, embeddings, onboarding analysis, RPC', async () => {
    const options = await admin.get('/api/admin/investor-options?q=capital&limit=5');
    expect(options.status).toBe(200);
    expect(options.body.investors).toHaveLength(5);
    const names = options.body.investors.map((i: { name: string }) => i.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    for (const n of names) expect(n).toContain('capital');

    const db = await admin.get('/api/admin/database');
    const investors = db.body.tables.find((t: { name: string }) => t.name === 'investors');
    expect(investors.rows).toBeGreaterThan(1000);

    const emb = await admin.post('/api/functions/generate-embeddings', { type: 'profile', id: founderId });
    expect(emb.status).toBe(200);
    expect(emb.body).toMatchObject({ type: 'profile', id: founderId });
    expect(emb.body.dims).toBeGreaterThan(0);
    const missing = await admin.post('/api/functions/generate-embeddings', { type: 'idea', id: founderId });
    expect(missing.status).toBe(404);

    const onboarding = await admin.post('/api/functions/analyze-onboarding', {
      ideaDescription: 'Genomic diagnostics for rare diseases',
      role: 'founder',
    });
    expect(onboarding.status).toBe(200);
    expect(onboarding.body.investors.length).toBeGreaterThan(0);

    const role = await admin.post('/api/rpc/get_user_primary_role', { uid: founderId });
    expect(role.body).toEqual({ role: 'founder' });
    const own = await founder.post('/api/rpc/get_user_primary_role', { uid: founderId });
    expect(own.body).toEqual({ role: 'founder' });
    const other = await founder.post('/api/rpc/get_user_primary_role', { uid: 'someone-else' });
    expect(other.status).toBe(403);
  });
});
