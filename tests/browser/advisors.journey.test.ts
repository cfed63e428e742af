import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSession } from '../helpers/browser';
import { DESKTOP, onboardThroughApi, snapBoth } from '../helpers/journey';

const session = browserSession();
const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });
type Role = 'founder' | 'advisor' | 'investor';

/** Onboards a user through the API with the page's cookies (an advisor with a headline); e-mail and idea id back. */
const onboard = (page: Page, role: Role, name: string, details: Record<string, unknown> = {}) =>
  onboardThroughApi(page, session.app.url, {
    role,
    name,
    details,
    emailPrefix: 'advisors',
    linkedin: role === 'advisor' ? { headline: 'Former VP Product at Flexport' } : undefined,
  });

/** Runs the idea's analysis through the API and waits for its results (industry, stage, investors). */
async function analyze(page: Page, ideaId: string): Promise<void> {
  const res = await page.request.post(`/api/ideas/${ideaId}/analyze`, {
    headers: { origin: session.app.url },
  });
  expect(res.status(), await res.text()).toBeLessThan(300);
  await expect
    .poll(
      async () => {
        const idea = await (await page.request.get(`/api/ideas/${ideaId}`)).json();
        return Boolean(idea.stage && idea.recommendations?.investors?.length);
      },
      { timeout: 60_000, interval: 500 },
    )
    .toBe(true);
}

/** A founder's onboarding answers; the analysis reads the stage (seed) and the needs (product, sales) from them. */
const founderIdea = (ideaTitle: string, fundraisingGoal = 'Raise a $1.5M seed round') => ({
  ideaTitle,
  ideaDescription:
    'A B2B SaaS assistant that quotes and books loads for freight brokers. We are raising a seed round to win enterprise customers and grow sales.',
  fundraisingGoal,
});

describe('advisors and investors in Chromium', () => {
  it('an advisor shows interest in a startup, its founder sees them and marks them contacted', async () => {
    const founder = await session.newPage(DESKTOP);
    const { ideaId } = await onboard(
      founder,
      'founder',
      'Dana Founder',
      founderIdea('Freight quoting copilot'),
    );
    await analyze(founder, ideaId!);

    const advisor = await session.newPage(DESKTOP);
    await onboard(advisor, 'advisor', 'Avery Advisor', {
      advisoryRoles: ['product', 'sales'],
      advisoryStages: ['seed'],
      timeCommitment: '5-10_hours_month',
    });
    await advisor.goto('/advisor-dashboard');
    await advisor.getByRole('heading', { name: 'Discover Startups' }).waitFor();
    const card = advisor.getByRole('article', { name: 'Freight quoting copilot' });
    await card.waitFor();
    expect(await card.getByTestId('match-badge').textContent()).toMatch(/^\d{1,3}% match$/);
    expect(await card.textContent()).toContain('Dana Founder');
    expect(await card.getByText('Why it matches').isVisible()).toBe(true);
    const interested = card.getByRole('button', { name: 'Interested', exact: true });
    const veryInterested = card.getByRole('button', { name: 'Very Interested' });
    expect(await interested.isEnabled()).toBe(true);
    expect(await veryInterested.isEnabled()).toBe(true);
    await snapBoth(advisor, 'advisor-dashboard');

    await interested.click();
    await toast(advisor, 'Interest recorded').waitFor();
    await toast(advisor, 'The founder will be notified of your interest').waitFor();
    await card.getByTestId('interest-status').filter({ hasText: 'Interested' }).waitFor();
    expect(await card.getByRole('button', { name: /Interested/ }).count()).toBe(0);
    await snapBoth(advisor, 'advisor-interest-recorded');

    // The status is the server's: after a reload the buttons stay gone.
    await advisor.reload();
    await card.getByTestId('interest-status').waitFor();
    expect(await card.getByTestId('interest-status').textContent()).toBe('Interested');
    expect(await card.getByRole('button', { name: /Interested/ }).count()).toBe(0);

    // The founder sees the advisor on the idea page and marks them contacted.
    await founder.goto(`/idea/${ideaId}`);
    const panel = founder.getByRole('complementary', { name: 'Idea tools' });
    const interest = panel.getByRole('listitem', { name: 'Avery Advisor' });
    await interest.waitFor();
    expect(await interest.getByTestId('advisor-interest-status').textContent()).toBe('Interested');
    expect(await interest.textContent()).toContain('Former VP Product at Flexport');
    expect(await interest.textContent()).toContain('Product');
    expect(await interest.textContent()).toContain('Sales');
    const mail = interest.getByRole('link', { name: /@example\.com/ });
    expect(await mail.getAttribute('href')).toMatch(/^mailto:advisors-advisor\./);
    expect(await interest.getByRole('link', { name: 'Avery Advisor on LinkedIn' }).getAttribute('href')).toBe(
      'https://www.linkedin.com/in/avery-advisor',
    );
    expect(
      await panel.getByRole('switch', { name: 'Show in investor deal flow' }).getAttribute('aria-checked'),
    ).toBe('true');
    await snapBoth(founder, 'idea-advisor-interest');

    await interest.getByRole('button', { name: 'Mark contacted' }).click();
    await toast(founder, 'Marked as contacted').waitFor();
    await expect.poll(() => interest.getByTestId('advisor-interest-status').textContent()).toBe('Contacted');
    expect(await interest.getByRole('button', { name: 'Mark contacted' }).count()).toBe(0);
    await founder.reload();
    await panel.getByRole('listitem', { name: 'Avery Advisor' }).getByText('Contacted').waitFor();
    await snapBoth(founder, 'idea-advisor-contacted');

    // The advisor now reads Contacted, on the dashboard and on the read-only idea page.
    await advisor.reload();
    await expect.poll(() => card.getByTestId('interest-status').textContent()).toBe('Contacted');
    await card.getByRole('link', { name: 'View Details' }).click();
    await advisor.waitForURL(`**/idea/${ideaId}`);
    await advisor.getByRole('heading', { name: 'Freight quoting copilot' }).waitFor();
    await advisor.getByRole('link', { name: 'Back to Startups' }).waitFor();
    await expect.poll(() => advisor.getByTestId('interest-status').textContent()).toBe('Contacted');
    expect(await advisor.getByRole('button', { name: 'Edit' }).count()).toBe(0);
    expect(await advisor.getByRole('button', { name: /analyze/i }).count()).toBe(0);
    expect(await advisor.getByText('Advisor interest').count()).toBe(0);
    expect(await advisor.getByRole('switch').count()).toBe(0);
    expect(await advisor.getByLabel('Upload a document').count()).toBe(0);
    await snapBoth(advisor, 'idea-read-only-advisor');
  });

  it('an investor orders the deal flow by thesis and reads an idea; a hidden idea never shows', async () => {
    const founder = await session.newPage(DESKTOP);
    const { ideaId } = await onboard(
      founder,
      'founder',
      'Dana Founder',
      // A Canadian founder: investors read the raise in the founder's currency, dollars beside it.
      founderIdea('Dock scheduling copilot', 'Raise a CA$2M seed round'),
    );
    await analyze(founder, ideaId!);

    // Another founder keeps their idea out of the deal flow with the switch on its page.
    const shy = await session.newPage(DESKTOP);
    const { ideaId: hiddenId } = await onboard(shy, 'founder', 'Sam Stealth', {
      ideaTitle: 'Stealth payroll engine',
      ideaDescription: 'Payroll infrastructure for B2B SaaS companies, in stealth before a seed round.',
      fundraisingGoal: 'Raise a pre-seed round',
    });
    await shy.goto(`/idea/${hiddenId}`);
    const toggle = shy.getByRole('switch', { name: 'Show in investor deal flow' });
    await toggle.waitFor();
    expect(await toggle.getAttribute('aria-checked')).toBe('true');
    await toggle.click();
    await toast(shy, 'Hidden from deal flow').waitFor();
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('false');
    await shy
      .getByText(
        'Hidden: investors do not see this idea in their deal flow, nor advisors among their recommendations.',
      )
      .waitFor();
    await snapBoth(shy, 'idea-deal-flow-off');

    const investor = await session.newPage(DESKTOP);
    await onboard(investor, 'investor', 'Ivy Investor', {
      firmName: 'Northwind Ventures',
      investmentThesis: 'Seed B2B software for logistics and supply chains',
      checkSizeMin: 100,
      checkSizeMax: 500,
      preferredStages: ['seed'],
      focusAreas: ['b2b-saas'],
    });
    await investor.goto('/investor-dashboard');
    await investor.getByRole('heading', { name: 'Deal Flow' }).waitFor();
    await investor.getByText('Northwind Ventures').waitFor();
    const deal = investor.getByRole('article', { name: 'Dock scheduling copilot' });
    await deal.waitFor();
    expect(await deal.textContent()).toContain('Dana Founder');
    await deal.getByText('Raising CA$2M (about $1.5M)').waitFor();
    // The founder's LinkedIn, never their e-mail address (an idea's public view, issue 19).
    const linkedin = deal.getByRole('link', { name: /Founder on LinkedIn/ });
    expect(await linkedin.getAttribute('href')).toMatch(/^https:\/\/www\.linkedin\.com\/in\//);
    expect(await deal.textContent()).not.toContain('@example.com');
    expect(await investor.getByRole('article', { name: 'Stealth payroll engine' }).count()).toBe(0);
    expect(await deal.getByTestId('fit-badge').count()).toBe(0);
    const newest = investor.getByRole('button', { name: 'Newest' });
    expect(await newest.getAttribute('aria-pressed')).toBe('true');
    await snapBoth(investor, 'investor-deal-flow');

    await investor.getByRole('button', { name: 'Matched to your thesis' }).click();
    await investor.waitForURL('**/investor-dashboard?order=thesis');
    await deal.getByTestId('fit-badge').waitFor();
    expect(await deal.getByTestId('fit-badge').textContent()).toMatch(/^\d{1,3}% fit$/);
    await deal.getByText('Fit with your thesis').waitFor();
    expect(await investor.getByRole('article', { name: 'Stealth payroll engine' }).count()).toBe(0);
    await snapBoth(investor, 'investor-deal-flow-thesis');

    await deal.getByRole('link', { name: 'View Details' }).click();
    await investor.waitForURL(`**/idea/${ideaId}`);
    await investor.getByRole('heading', { name: 'Dock scheduling copilot' }).waitFor();
    await investor.getByRole('link', { name: 'Back to Deal Flow' }).waitFor();
    // The startup as its founder shows it to investors: none of the founder's analysis (issue 19).
    await investor.getByTestId('startup-view').waitFor();
    await investor.getByRole('heading', { name: 'The round' }).waitFor();
    await investor.getByTestId('reader-actions').waitFor();
    expect(await investor.getByRole('tab').count()).toBe(0);
    expect(await investor.getByText(/Premium Feature|Upgrade to Growth/).count()).toBe(0);
    const plan = (await (await founder.request.get(`/api/ideas/${ideaId}`)).json()).recommendations;
    const shown = (await investor.locator('body').textContent()) ?? '';
    for (const target of plan.investors.slice(0, 10)) expect(shown).not.toContain(target.name);
    expect(await investor.getByRole('button', { name: 'Edit' }).count()).toBe(0);
    expect(await investor.getByRole('button', { name: /analyze/i }).count()).toBe(0);
    // An investor's own actions (issue 21), never the advisor's.
    await investor
      .getByTestId('deal-actions')
      .getByRole('button', { name: 'Interested', exact: true })
      .waitFor();
    expect(await investor.getByRole('button', { name: 'Very Interested' }).count()).toBe(0);
    expect(await investor.getByText('Advisor interest').count()).toBe(0);
    expect(await investor.getByRole('switch').count()).toBe(0);
    expect(await investor.getByLabel('Upload a document').count()).toBe(0);
    await snapBoth(investor, 'idea-read-only-investor');

    // The hidden idea cannot be opened by the investor either: back to the deal flow with a toast.
    await investor.goto(`/idea/${hiddenId}`);
    await toast(investor, 'Failed to load idea').waitFor();
    await investor.waitForURL('**/investor-dashboard');
  });
});
