import { mkdir } from 'node:fs/promises';
import type { Page, Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { grantStaffRole } from '../../src/auth/grant-staff-role';
import { type ConnectionRow, makeConnectionsCsv } from '../fixtures/contacts/connections';
import { browserSession } from '../helpers/browser';
import { onboardThroughApi } from '../helpers/journey';

// Issue 33's goal: a founder imports a 2,000-row Connections.csv through My Network and re-runs an analysis; the
// investors they can reach are marked and explained, the intros ask the right contact, the Partners tab lists
// people they know, and another founder, an investor, an advisor and ops see none of it.

// The founder is on Growth: the cold e-mails written for each investor are part of it (issue 32); warm requests are not.
const session = browserSession({ env: () => ({ PLAN_DEFAULT: 'growth' }) });
const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-33';
const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });
const shot = async (page: Page, name: string) => {
  await mkdir(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};

const IDEA = {
  title: 'Pickwise',
  description:
    'Pickwise builds autonomous picking robots for third-party logistics (3PL) warehouses in Boston. Raising a $2M seed round.',
  show_in_deal_flow: true,
};
/** The contact the privacy checks look for: a partner at one investor of the analysis. */
const PLANTED = { firstName: 'Ingeborg', lastName: 'Achterberg' };
const PLANTED_NAME = `${PLANTED.firstName} ${PLANTED.lastName}`;
/** Operations people at logistics companies in five countries, and two who are not buyers. */
const BUYERS: ConnectionRow[] = [
  {
    firstName: 'Mariana',
    lastName: 'Albuquerque',
    company: 'Rota Sul Logistics',
    position: 'Head of Operations',
  },
  {
    firstName: 'Oluwaseun',
    lastName: 'Adebayo',
    company: 'Kobo Logistics',
    position: 'Warehouse Operations Manager',
  },
  {
    firstName: 'Tobias',
    lastName: 'Lindqvist',
    company: 'Nordlager Warehousing',
    position: 'VP Fulfillment',
  },
  {
    firstName: 'Priyanka',
    lastName: 'Raghunathan',
    company: 'Bharat Fulfillment Services',
    position: 'Director of Supply Chain',
  },
  {
    firstName: 'Camille',
    lastName: 'Rousseau',
    company: 'Loire Distribution',
    position: 'Directrice des opérations (COO)',
  },
].map((b, i) => ({ ...b, connectedOn: `20${18 + i}-0${i + 2}-1${i}` }));
const NOT_BUYERS: ConnectionRow[] = [
  {
    firstName: 'Dmitri',
    lastName: 'Volkov',
    company: 'Kobo Logistics',
    position: 'Software Engineer',
    connectedOn: '2020-06-01',
  },
  {
    firstName: 'Aiyana',
    lastName: 'Redcloud',
    company: 'Self-employed',
    position: 'Operations consultant',
    connectedOn: '2022-01-09',
  },
];

type Rec = { id: string; name: string };

async function analyzeThroughApi(page: Page, ideaId: string) {
  const headers = { origin: session.app.url };
  const start = await page.request.post(`/api/ideas/${ideaId}/analyze`, { headers });
  expect(start.status()).toBe(202);
  const { runId } = await start.json();
  await expect
    .poll(async () => (await (await page.request.get(`/api/runs/${runId}`)).json()).status, {
      timeout: 90_000,
    })
    .toBe('completed');
}

/** Every /api answer the page receives, as text, to look for the planted name in. */
function recordAnswers(page: Page): string[] {
  const bodies: string[] = [];
  page.on('response', (res: Response) => {
    if (new URL(res.url()).pathname.startsWith('/api/'))
      void res.text().then(
        (t) => bodies.push(`${res.url()} ${t}`),
        () => undefined,
      );
  });
  return bodies;
}

describe('warm paths from the founder’s network, in Chromium', () => {
  it('a founder imports their connections and re-runs the analysis; nobody else sees any of it', async () => {
    const page = await session.newPage({ width: 1366, height: 900 });
    const { ideaId, email: founderEmail } = await onboardThroughApi(page, session.app.url, {
      role: 'founder',
      name: 'Nia Okafor',
      emailPrefix: 'network',
      details: {
        ideaTitle: IDEA.title,
        ideaDescription: IDEA.description,
        fundraisingGoal: 'Raise a $2M seed round',
      },
    });
    const headers = { origin: session.app.url };
    expect((await page.request.patch(`/api/ideas/${ideaId}`, { data: IDEA, headers })).status()).toBe(200);
    await analyzeThroughApi(page, ideaId!);
    const first: Rec[] = (await (await page.request.get(`/api/ideas/${ideaId}`)).json()).recommendations
      .investors;

    // The file: a partner at one investor of the analysis, the founder of a company another backed, people at two
    // more firms and more of their companies, the buyers, and some 1,980 others from the fixture's lists.
    const firm = first[3]!;
    let backer: Rec | null = null;
    let portfolioCompany = '';
    const companies: string[] = [];
    for (const inv of first.slice(4, 30)) {
      const portfolio = await session.app.investors.portfolio(inv.id);
      const backed = portfolio?.companies.filter((c) => c.rounds.some((r) => r.funded_at)) ?? [];
      if (backed.length && !backer) {
        backer = inv;
        portfolioCompany = backed[0]!.name;
      }
      companies.push(...backed.slice(1, 2).map((c) => c.name));
    }
    expect(backer, 'an investor of the analysis with a dated portfolio').not.toBeNull();
    const csv = makeConnectionsCsv({
      rows: 2_000,
      seed: 2026,
      planted: [
        { ...PLANTED, company: firm.name, position: 'Partner', connectedOn: '2021-03-14' },
        ...BUYERS,
        {
          firstName: 'Chidi',
          lastName: 'Eze',
          company: portfolioCompany,
          position: 'Co-founder & CEO',
          connectedOn: '2019-01-02',
        },
        ...NOT_BUYERS,
        {
          firstName: 'Haruka',
          lastName: 'Mori',
          company: first[8]!.name,
          position: 'Associate',
          connectedOn: '2023-10-05',
        },
        ...companies.slice(0, 4).map((company, i) => ({
          firstName: ['Bruno', 'Sipho', 'Ewa', 'Luis'][i]!,
          lastName: ['Carvalho', 'Ndlovu', 'Zielinska', 'Ortega'][i]!,
          company,
          position: 'Head of Product',
          connectedOn: `201${5 + i}-07-20`,
        })),
      ],
    });
    expect(csv.trim().split('\n').length).toBeGreaterThanOrEqual(2_000 + 4);

    // The admin's list of people names two at another investor: the cold e-mail greets the one whose focus fits.
    const named = first[5]!;
    const admin = await session.newPage();
    const { email: adminEmail } = await onboardThroughApi(admin, session.app.url, {
      role: 'founder',
      name: 'Ada Admin',
      emailPrefix: 'network-admin',
      details: { ideaTitle: 'Admin', ideaDescription: 'Admin account', fundraisingGoal: 'None' },
    });
    await grantStaffRole(session.app.db, adminEmail, 'admin', 'grant');
    const people = await admin.request.post('/api/admin/investor-people/import', {
      headers,
      data: {
        csv: `investor_id,name,title,focus\n${named.id},Colette Marchand,Partner,"fashion, consumer"\n${named.id},Rahel Tesfaye,Principal,"logistics, robotics"\n`,
      },
    });
    expect(people.status(), await people.text()).toBe(200);
    await admin.context().close();

    // My Network: a file in another format is refused naming what it lacks, then the export is imported.
    await page.goto('/network');
    await page.getByRole('heading', { name: 'My Network' }).waitFor();
    await page.getByText('No contacts yet').waitFor();
    const input = page.getByLabel('Import contacts');
    await input.setInputFiles({
      name: 'phones.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('Name,Phone\nAda,555\n'),
    });
    await toast(page, 'Import failed').waitFor();
    expect(await toast(page, 'Import failed').textContent()).toMatch(/lacks the columns.*"First Name"/);
    await input.setInputFiles({ name: 'Connections.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByTestId('import-result').waitFor({ timeout: 60_000 });
    expect(await page.getByTestId('import-result').textContent()).toMatch(
      /LinkedIn connections: 2,0\d\d new contacts/,
    );
    await page.getByText(/Contacts\s*\(2,0\d\d\)/).waitFor();
    await page.getByLabel('Search contacts').fill('Achterberg');
    await expect.poll(() => page.getByTestId('contact-row').count()).toBe(1);
    expect(await page.getByTestId('contact-row').textContent()).toContain(`Partner at ${firm.name}`);
    await page.getByLabel('Search contacts').fill('');
    await page.getByTestId('contact-row').nth(10).waitFor();
    await shot(page, 'network');
    await page.screenshot({ path: `${SHOTS}/network-top.png` });

    // Re-run the analysis from the idea page.
    await page.goto(`/idea/${ideaId}`);
    await page.getByRole('button', { name: 'Re-analyze' }).click();
    await toast(page, 'Analysis complete').waitFor({ timeout: 90_000 });
    await page.getByRole('tab', { name: 'Investors' }).click();
    const marked = page.getByTestId('investor-result').filter({ has: page.getByTestId('warm-badge') });
    await marked.first().waitFor();
    const atFirm = page.getByTestId('investor-result').filter({ hasText: firm.name }).first();
    await atFirm.getByTestId('warm-paths').waitFor();
    expect(await atFirm.getByTestId('warm-paths').textContent()).toContain(
      `You know ${PLANTED_NAME}, Partner at ${firm.name}, connected 2021.`,
    );
    const atBacker = page.getByTestId('investor-result').filter({ hasText: backer!.name }).first();
    expect(await atBacker.getByTestId('warm-paths').textContent()).toContain('Chidi Eze');
    await page.getByRole('switch', { name: 'Warm paths only' }).click();
    await expect
      .poll(async () => (await page.getByTestId('investor-result').count()) === (await marked.count()))
      .toBe(true);
    expect(await marked.count()).toBeGreaterThanOrEqual(2);
    await shot(page, 'investors-warm');
    await atFirm.screenshot({ path: `${SHOTS}/investor-row-warm.png` });
    await page.getByRole('switch', { name: 'Warm paths only' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/investors-warm-top.png` });

    // Intro: the forwardable request to the partner, before the cold e-mails.
    await page.getByRole('tab', { name: 'Intro' }).click();
    const request = page
      .getByTestId('warm-intro')
      .filter({ hasText: `Write to ${PLANTED_NAME} at ${firm.name}` });
    await request.waitFor();
    const text = (await request.textContent()) ?? '';
    expect(text).toContain('Hi Ingeborg,');
    expect(text).toMatch(/forward/i);
    expect(text).toContain('Forwardable, double opt-in');
    const cold = page
      .getByTestId('intro-draft')
      .filter({ has: page.getByRole('heading', { name: `To ${named.name}`, exact: true }) });
    expect(await cold.textContent()).toContain('Hi Rahel,');
    await shot(page, 'intro');
    await request.scrollIntoViewIfNeeded();
    await request.screenshot({ path: `${SHOTS}/intro-request.png` });
    await page
      .getByTestId('intro-draft')
      .last()
      .screenshot({ path: `${SHOTS}/intro-cold.png` });

    // Partners: people the founder knows at logistics companies, before the 2013 companies.
    await page.getByRole('tab', { name: 'Partners' }).click();
    const leads = page.getByTestId('network-partner');
    await leads.first().waitFor();
    const names = await leads.locator('h3').allTextContents();
    for (const b of BUYERS.slice(0, 4)) expect(names).toContain(`${b.firstName} ${b.lastName}`);
    expect(names).not.toContain('Dmitri Volkov');
    expect(names).not.toContain('Aiyana Redcloud');
    expect(await leads.first().textContent()).toMatch(/operations leaders sign for a pilot/);
    await shot(page, 'partners');
    await page.screenshot({ path: `${SHOTS}/partners-top.png` });

    // Adding the firm to the pipeline brings the partner along.
    await page.getByRole('tab', { name: 'Investors' }).click();
    await atFirm.getByRole('button', { name: /Add to pipeline/ }).click();
    await toast(page, `with ${PLANTED_NAME} to introduce you`).waitFor();
    // The investor's page names its people, with where each listing comes from.
    await page.goto(`/investors/${named.id}`);
    const team = page.getByTestId('investor-people');
    await team.getByText('Rahel Tesfaye').waitFor();
    expect(await team.textContent()).toMatch(/Added by Roundwise/);
    await page.screenshot({ path: `${SHOTS}/investor-page.png` });
    const pipeline = await (await page.request.get(`/api/ideas/${ideaId}/pipeline`)).json();
    const entry = pipeline.entries.find((e: { investor_id: string }) => e.investor_id === firm.id);
    expect(entry.warm.contact.name).toBe(PLANTED_NAME);
    expect(founderEmail).toBeTruthy();

    // Nobody else: another founder, an investor, an advisor and ops, through every screen they can open.
    const others = [
      {
        role: 'founder' as const,
        name: 'Omar Other',
        details: {
          ideaTitle: 'Shelf scanner',
          ideaDescription: 'Shelf-scanning cameras for grocers',
          fundraisingGoal: 'Raise a seed round',
        },
        paths: ['/dashboard', '/network', `/idea/${ideaId}`, '/investors'],
      },
      {
        role: 'investor' as const,
        name: 'Ivy Investor',
        details: {
          firmName: 'Hudson Seed',
          investmentThesis: 'Seed robotics and logistics software',
          checkSizeMin: 100,
          checkSizeMax: 500,
          preferredStages: ['seed'],
          focusAreas: ['b2b-saas', 'ai-ml'],
        },
        paths: ['/investor-dashboard', `/idea/${ideaId}`, `/investors/${firm.id}`],
      },
      {
        role: 'advisor' as const,
        name: 'Ada Advisor',
        details: {
          advisoryRoles: ['product', 'sales'],
          advisoryStages: ['seed'],
          timeCommitment: '5-10_hours_month',
        },
        paths: ['/advisor-dashboard', `/idea/${ideaId}`],
      },
      {
        role: 'founder' as const,
        name: 'Olga Ops',
        details: {
          ideaTitle: 'Shelf scanner',
          ideaDescription: 'Shelf-scanning cameras for grocers',
          fundraisingGoal: 'Raise a seed round',
        },
        ops: true,
        paths: ['/workbench', `/idea/${ideaId}`, `/investors/${firm.id}`],
      },
    ];
    for (const who of others) {
      const other = await session.newPage();
      const answers = recordAnswers(other);
      const { email } = await onboardThroughApi(other, session.app.url, {
        ...who,
        emailPrefix: 'network-other',
      });
      if ('ops' in who) await grantStaffRole(session.app.db, email, 'ops', 'grant');
      for (const path of who.paths) {
        await other.goto(path);
        await other.waitForLoadState('networkidle');
        expect(await other.locator('body').textContent(), `${who.name} at ${path}`).not.toContain(
          PLANTED.lastName,
        );
      }
      for (const api of [
        `/api/ideas/${ideaId}/network`,
        '/api/contacts?q=Achterberg',
        `/api/ideas/${ideaId}`,
      ]) {
        const res = await other.request.get(api);
        expect(await res.text(), `${who.name}: ${api}`).not.toContain(PLANTED.lastName);
      }
      expect((await other.request.get(`/api/ideas/${ideaId}/network`)).status()).toBe(403);
      expect(answers.length, who.name).toBeGreaterThan(0);
      for (const body of answers) expect(body, who.name).not.toContain(PLANTED.lastName);
      await other.context().close();
    }
  }, 300_000);
});
