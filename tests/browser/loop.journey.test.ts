import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pdfBytes } from '../fixtures/documents/samples';
import { ARTIFACTS, browserSession, snapshot } from '../helpers/browser';
import { DESKTOP, onboardThroughApi, snapBoth } from '../helpers/journey';

// Issue 21's goal: a founder, an advisor and an investor, each in their own browser context, complete the loop.
// The founder never reloads: what the other two do reaches their open page over SSE.

const session = browserSession();
const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });
const IDEA = 'Freight quoting copilot';

/** Onboards a user through the API with the page's cookies; a founder's idea id comes back. */
const onboard = async (
  page: Page,
  role: 'founder' | 'advisor' | 'investor',
  name: string,
  details: Record<string, unknown>,
) => (await onboardThroughApi(page, session.app.url, { role, name, details, emailPrefix: 'loop' })).ideaId;

/** The bell's unread count as the navbar shows it (0 when it shows none). */
async function unread(page: Page): Promise<number> {
  const badge = page.getByTestId('unread-count');
  return (await badge.count()) ? Number(await badge.textContent()) : 0;
}

describe('the two-sided loop in Chromium', () => {
  it('investor asks for the deck, founder hears live and shares it, investor is interested, founder adds them to the pipeline', async () => {
    // The founder: an idea with its round in New York, analyzed, and a deck uploaded on its page.
    const founder = await session.newPage(DESKTOP);
    const ideaId = (await onboard(founder, 'founder', 'Dana Founder', {
      ideaTitle: IDEA,
      ideaDescription:
        'A B2B SaaS assistant that quotes and books loads for freight brokers. We are raising a seed round to win enterprise customers and grow sales.',
      fundraisingGoal: 'Raise a $1.5M seed round',
    }))!;
    const placed = await founder.request.patch(`/api/ideas/${ideaId}`, {
      headers: { origin: session.app.url },
      data: {
        round: {
          city: 'New York',
          country: 'US',
          stage: 'seed',
          amount: { value: 1_500_000, currency: 'USD' },
        },
      },
    });
    expect(placed.status(), await placed.text()).toBe(200);
    await founder.goto(`/idea/${ideaId}`);
    await founder.getByRole('heading', { name: IDEA }).waitFor();
    const panel = founder.getByRole('complementary', { name: 'Idea tools' });
    await panel.getByLabel('Upload a document').setInputFiles({
      name: 'Freight Copilot Deck.pdf',
      mimeType: 'application/pdf',
      buffer: pdfBytes('Freight quoting copilot: seed deck'),
    });
    await toast(founder, 'Document uploaded').waitFor({ timeout: 30_000 });
    const interest = founder.getByRole('region', { name: 'Investor interest' });
    await interest.getByText('No investor has acted on this idea yet.', { exact: false }).waitFor();
    // Nothing below may reload the founder's page: this mark would be gone.
    await founder.evaluate(() => {
      (window as unknown as { stayedOpen: boolean }).stayedOpen = true;
    });
    const stayedOpen = () =>
      founder.evaluate(() => (window as unknown as { stayedOpen?: boolean }).stayedOpen);
    const before = await unread(founder);

    // The advisor says Interested from their dashboard; the founder's bell counts it without a reload.
    const advisor = await session.newPage(DESKTOP);
    await onboard(advisor, 'advisor', 'Avery Advisor', {
      advisoryRoles: ['product', 'sales'],
      advisoryStages: ['seed'],
      timeCommitment: '5-10_hours_month',
    });
    await advisor.goto('/advisor-dashboard');
    const pick = advisor.getByRole('article', { name: IDEA });
    await pick.getByRole('button', { name: 'Interested', exact: true }).click();
    await toast(advisor, 'Interest recorded').waitFor();
    await expect.poll(() => unread(founder), { timeout: 15_000 }).toBe(before + 1);
    await panel.getByRole('listitem', { name: 'Avery Advisor' }).waitFor();
    // Advisors change their preferences at any time from their dashboard.
    await advisor.getByRole('button', { name: 'Edit' }).click();
    const prefs = advisor.getByRole('dialog');
    await prefs.waitFor();
    await snapshot(advisor, 'loop-advisor-edit-preferences-1280');
    await advisor.keyboard.press('Escape');

    // The investor: a New York seed thesis; the idea fits it, and the card says why.
    const investor = await session.newPage(DESKTOP);
    await onboard(investor, 'investor', 'Ivy Investor', {
      firmName: 'Hudson Seed',
      investmentThesis: 'Seed B2B software for logistics, New York first',
      checkSizeMin: 100,
      checkSizeMax: 500,
      preferredStages: ['seed'],
      focusAreas: ['b2b-saas', 'ai-ml'],
      cities: ['New York'],
      roundLeadership: 'lead',
    });
    await investor.goto('/investor-dashboard?order=thesis');
    const deal = investor.getByRole('article', { name: IDEA });
    await deal.getByTestId('fit-badge').waitFor();
    expect(await deal.getByTestId('fit-badge').textContent()).toMatch(/^\d{1,3}% fit$/);
    await deal.getByText('Invests in New York, United States').waitFor();
    await deal.getByText('Writes $100K–$500K cheques: can lead a $1.5M round').waitFor();
    await snapBoth(investor, 'loop-investor-deal-flow');

    // Request deck, with a message.
    await deal.getByRole('button', { name: 'Request deck' }).click();
    const ask = investor.getByRole('dialog', { name: 'Ask for the deck' });
    await ask.getByLabel('Message (optional)').fill('We lead seed rounds in logistics; may we see the deck?');
    await ask.getByRole('button', { name: 'Request deck' }).click();
    await deal.getByText('Deck requested · waiting for the founder').waitFor();
    expect(await deal.getByRole('button', { name: 'Request deck' }).count()).toBe(0);

    // The founder hears of it live: the bell counts it and lists it, the section shows the request.
    await expect.poll(() => unread(founder), { timeout: 15_000 }).toBe(before + 2);
    const request = interest.getByTestId('deck-request');
    await request.waitFor();
    expect(await request.textContent()).toContain('Ivy Investor (Hudson Seed) asked for your deck');
    expect(await request.textContent()).toContain('We lead seed rounds in logistics');
    await founder.getByTestId('notification-bell').click();
    const bell = founder.getByRole('dialog', { name: 'Notifications' });
    const asked = bell
      .getByTestId('notification')
      .filter({ hasText: `Ivy Investor (Hudson Seed) asked for the deck of ${IDEA}` });
    await asked.waitFor();
    expect(await asked.getAttribute('data-unread')).toBe('true');
    await bell
      .getByTestId('notification')
      .filter({ hasText: `Avery Advisor, an advisor, is interested in ${IDEA}` })
      .waitFor();
    await snapBoth(founder, 'loop-founder-bell-open');
    await founder.keyboard.press('Escape');
    if (await bell.isVisible()) await founder.getByTestId('notification-bell').click();

    // The founder shares the deck.
    await request.getByRole('button', { name: 'Share a document' }).click();
    const share = founder.getByRole('dialog', { name: /Share a document with Ivy Investor/ });
    expect(await share.getByRole('radio', { name: 'Freight Copilot Deck.pdf' }).isChecked()).toBe(true);
    await snapshot(founder, 'loop-founder-share-dialog-1280');
    await share.getByRole('button', { name: 'Share', exact: true }).click();
    await toast(founder, 'Document shared').waitFor();
    await request.waitFor({ state: 'detached' });
    await interest
      .getByTestId('answered-request')
      .filter({ hasText: 'Ivy Investor · Hudson Seed · you shared Freight Copilot Deck.pdf' })
      .waitFor();

    // The investor hears of it and downloads it from the startup's page.
    await expect.poll(() => unread(investor), { timeout: 15_000 }).toBe(1);
    const shared = deal.getByRole('link', { name: 'Freight Copilot Deck.pdf' });
    await shared.waitFor();
    await deal.getByRole('link', { name: 'View Details' }).click();
    await investor.waitForURL(`**/idea/${ideaId}`);
    const actions = investor.getByTestId('reader-actions');
    // The startup's page says how it fits the thesis, as the card did.
    expect(await actions.getByTestId('fit-badge').textContent()).toMatch(/^\d{1,3}% fit$/);
    await actions.getByText('Invests in New York, United States').waitFor();
    await actions.getByRole('link', { name: 'Freight Copilot Deck.pdf' }).waitFor();
    const [download] = await Promise.all([
      investor.waitForEvent('download'),
      actions.getByRole('link', { name: 'Freight Copilot Deck.pdf' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Freight Copilot Deck.pdf');

    // Interested, with a note to the founder, from the startup's page.
    await actions.getByRole('button', { name: 'Interested', exact: true }).click();
    const say = investor.getByRole('dialog', { name: 'Tell the founder you are interested' });
    await say
      .getByLabel('Note to the founder (optional)')
      .fill('Loved the deck. Free for a call on Thursday?');
    await say.getByRole('button', { name: 'Send interest' }).click();
    await actions.getByTestId('deal-decision').filter({ hasText: 'You are interested' }).waitFor();
    await snapBoth(investor, 'loop-investor-idea-view');

    // The founder sees the interested investor appear, with profile, thesis, fit and note, still without a reload.
    await expect.poll(() => unread(founder), { timeout: 15_000 }).toBe(before + 3);
    const ivy = interest.getByRole('listitem', { name: 'Ivy Investor' });
    await ivy.waitFor();
    const card = (await ivy.textContent()) ?? '';
    expect(card).toContain('Hudson Seed');
    expect(card).toContain('Loved the deck. Free for a call on Thursday?');
    expect(card).toContain('Seed B2B software for logistics, New York first');
    expect(card).toContain('Invests in New York, United States');
    expect(await ivy.getByRole('link', { name: /@example\.com/ }).getAttribute('href')).toMatch(
      /^mailto:loop-investor\./,
    );
    await interest.scrollIntoViewIfNeeded();
    await snapBoth(founder, 'loop-founder-interest-section');

    // One click: the investor joins the pipeline at Contacted, their note on the timeline.
    await ivy.getByRole('button', { name: 'Add to pipeline' }).click();
    await toast(founder, 'Added to your pipeline').waitFor();
    expect(await stayedOpen()).toBe(true);
    await ivy.getByRole('link', { name: 'In your pipeline' }).click();
    await founder.waitForURL(`**/idea/${ideaId}/pipeline`);
    const entry = founder
      .getByTestId('column-contacted')
      .locator('[data-testid="pipeline-card"][aria-label="Ivy Investor"]');
    await entry.waitFor();
    expect(await entry.textContent()).toContain('Hudson Seed');
    await entry.getByRole('button', { name: 'Ivy Investor', exact: true }).click();
    const detail = founder.getByRole('dialog', { name: 'Ivy Investor' });
    const timeline = detail.getByRole('list', { name: 'Timeline' });
    await timeline
      .getByText('Said Interested on Roundwise: “Loved the deck. Free for a call on Thursday?”')
      .waitFor();
    await detail.getByText('Interested on Roundwise', { exact: true }).waitFor();
    await snapshot(founder, 'loop-founder-pipeline-entry-1280');
    await timeline.scrollIntoViewIfNeeded();
    await founder.screenshot({ path: `${ARTIFACTS}/loop-founder-pipeline-timeline-1280.png` });
    await founder.keyboard.press('Escape');

    // The dashboard card counts who is interested; the notifications page lists all three, and settings say
    // this server sends no e-mail (no SMTP_URL in the test's config).
    await founder.goto('/dashboard');
    const badges = founder.getByTestId('idea-activity');
    await badges.getByText('1 investor interested').waitFor();
    await badges.getByText('1 advisor').waitFor();
    await snapBoth(founder, 'loop-founder-dashboard');
    await founder.goto('/notifications');
    await founder
      .getByTestId('notification')
      .filter({ hasText: `Ivy Investor (Hudson Seed) is interested in ${IDEA}` })
      .waitFor();
    await snapBoth(founder, 'loop-founder-notifications');
    await founder.getByRole('button', { name: 'Mark all read' }).click();
    await expect.poll(() => unread(founder)).toBe(0);
    await founder.goto('/settings/notifications');
    await founder.getByText('E-mail is not switched on for this Roundwise yet', { exact: false }).waitFor();
    await snapBoth(founder, 'loop-founder-settings');
  });
});
