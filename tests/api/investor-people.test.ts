import { cp, mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { grantStaffRole } from '../../src/auth/grant-staff-role';
import { FIRM_A_TEAM, FIRM_D_TEAM } from '../fixtures/sites/data';
import { type FixtureSites, startFixtureSites } from '../fixtures/sites/server';
import { type Client, onboardedUser } from '../helpers/client';
import { startTestApp, type TestApp } from '../helpers/test-app';

// Named people at investor firms (issue 33): read from the firm's team page by the crawler's new step, imported by
// an admin, or listed when an investor on Roundwise names their firm; shown to signed-in users.

let sites: FixtureSites;
let app: TestApp;
let admin: Client;
let founder: Client;

beforeAll(async () => {
  sites = await startFixtureSites();
  const lanceDir = await mkdtemp(path.join(os.tmpdir(), 'roundwise-lance-'));
  await cp(inject('pg').lanceDir, lanceDir, { recursive: true });
  app = await startTestApp({ env: { LANCEDB_URI: lanceDir, CRAWL_ALLOW: `127.0.0.1:${sites.port}` } });
  const [a, f] = await Promise.all([
    onboardedUser(app.url, 'founder', 'Ada Admin'),
    onboardedUser(app.url, 'founder', 'Fay Founder'),
  ]);
  await grantStaffRole(app.db, a.email, 'admin', 'grant');
  admin = a.client;
  founder = f.client;
}, 60_000);
afterAll(async () => {
  await app?.close();
  await sites?.close();
});

async function scrape(investorId: string, website: string) {
  await app.db.updateTable('investors').set({ website }).where('id', '=', investorId).execute();
  const start = await admin.post('/api/functions/scrape-portfolio', { investor_id: investorId });
  expect(start.status).toBe(202);
  for (let i = 0; i < 600; i++) {
    const run = (await admin.get(`/api/runs/${encodeURIComponent(start.body.runId)}`)).body;
    if (run.status !== 'running') return run;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the scrape did not end');
}

const peopleOf = async (id: string) => (await founder.get(`/api/investors/${id}/profile`)).body.people;

describe("the crawler's team step", () => {
  it('reads the team page beside the portfolio and stores its people against the firm, once', async () => {
    const run = await scrape('point-nine', `${sites.origin}/firm-a/`);
    expect(run.status).toBe('completed');
    expect(run.result.people_found).toBe(FIRM_A_TEAM.length);
    const people = await peopleOf('point-nine');
    expect(people.map((p: { name: string }) => p.name).sort()).toEqual(FIRM_A_TEAM.map((p) => p.name).sort());
    expect(people[0]).toMatchObject({
      name: 'Henrietta Cole',
      title: 'Managing Partner',
      linkedin_url: 'https://www.linkedin.com/in/henrietta-cole',
      focus: ['fintech'],
      source: 'website',
      source_url: `${sites.origin}/firm-a/team`,
    });
    await scrape('point-nine', `${sites.origin}/firm-a/`);
    expect(await peopleOf('point-nine')).toHaveLength(FIRM_A_TEAM.length);
  });

  it('reads an About page of headings and paragraphs, for a firm whose portfolio page is missing', async () => {
    const run = await scrape('index-ventures', `${sites.origin}/firm-d/`);
    expect(run.status).toBe('completed');
    expect(run.result.companies_found).toBe(0);
    expect((await peopleOf('index-ventures')).map((p: { name: string }) => p.name).sort()).toEqual(
      FIRM_D_TEAM.map((p) => p.name).sort(),
    );
  });
});

describe("an admin's CSV of people", () => {
  it('adds people by investor id or firm name, and refuses a file with a bad row, changing nothing', async () => {
    const bad = await admin.post('/api/admin/investor-people/import', {
      csv: 'investor,name,title\nEarlybird,Hendrik Brandis,Partner\nNo Such Firm Anywhere,X Y,Partner\n',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([{ line: 3, message: expect.stringContaining('not one of ours') }]);
    expect(await peopleOf('earlybird-venture-capital')).toEqual([]);

    const good = await admin.post('/api/admin/investor-people/import', {
      csv: 'investor,investor_id,name,title,linkedin_url,focus\nEarlybird,,Hendrik Brandis,Partner,https://www.linkedin.com/in/hbrandis,"fintech, deep tech"\n,sequoia-capital,"=Roelof Botha",Partner,,\n',
    });
    expect(good.body).toEqual({ added: 2, updated: 0, errors: [] });
    const earlybird = await peopleOf('earlybird-venture-capital');
    expect(earlybird[0]).toMatchObject({
      name: 'Hendrik Brandis',
      source: 'admin',
      focus: expect.arrayContaining(['fintech']),
    });
    expect((await peopleOf('sequoia-capital'))[0].name).toBe('Roelof Botha');
  });

  it('is for admins only', async () => {
    const res = await founder.post('/api/admin/investor-people/import', {
      csv: 'investor_id,name\nsequoia-capital,A B\n',
    });
    expect(res.status).toBe(403);
  });
});

describe('investors who name their firm on Roundwise', () => {
  it('are listed among its people, and taken off when they name another firm', async () => {
    const ivy = await onboardedUser(app.url, 'investor', 'Ivy Investor');
    const prefs = {
      role: 'investor',
      firmName: 'Index Ventures',
      investmentThesis: 'Seed fintech in Europe',
      checkSizeMin: 100,
      checkSizeMax: 500,
      preferredStages: ['seed'],
      focusAreas: ['fintech'],
    };
    expect((await ivy.client.request('PUT', '/api/me/preferences', prefs)).status).toBe(200);
    const listed = (await peopleOf('index-ventures')).find(
      (p: { name: string }) => p.name === 'Ivy Investor',
    );
    expect(listed).toMatchObject({ source: 'claimed', focus: ['fintech'] });
    expect(JSON.stringify(listed)).not.toContain(ivy.email);

    await ivy.client.request('PUT', '/api/me/preferences', { ...prefs, firmName: 'Sequoia Capital' });
    expect((await peopleOf('index-ventures')).some((p: { name: string }) => p.name === 'Ivy Investor')).toBe(
      false,
    );
    expect((await peopleOf('sequoia-capital')).some((p: { name: string }) => p.name === 'Ivy Investor')).toBe(
      true,
    );
  });

  it('appear on the cards of a search, for signed-in users', async () => {
    const res = await founder.get(
      '/api/investors/people?ids=sequoia-capital,earlybird-venture-capital,nobody',
    );
    expect(Object.keys(res.body.people).sort()).toEqual(['earlybird-venture-capital', 'sequoia-capital']);
    const anonymous = await fetch(`${app.url}/api/investors/people?ids=sequoia-capital`);
    expect(anonymous.status).toBe(401);
    expect((await founder.get('/api/investors/people')).body.error.field).toBe('ids');
  });
});
