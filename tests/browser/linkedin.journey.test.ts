import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JANE_DOE } from '../fixtures/sites/data';
import { type FixtureSites, startFixtureSites } from '../fixtures/sites/server';
import { browserSession, snapshot } from '../helpers/browser';
import { uniqueEmail } from '../helpers/client';

// The fixture sites stand in for linkedin.com: https://www.linkedin.com/in/<slug> is read from them.
let sites: FixtureSites;
beforeAll(async () => {
  sites = await startFixtureSites();
});
afterAll(async () => {
  await sites?.close();
});
const session = browserSession({
  env: () => ({ CRAWL_ALLOW: `127.0.0.1:${sites.port}`, LINKEDIN_ORIGIN: sites.origin }),
});

const JANE_URL = 'https://www.linkedin.com/in/jane-doe';
const WALL_URL = 'https://www.linkedin.com/in/login-wall';
const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });
const technical = (page: Page) => page.getByRole('checkbox', { name: 'Technical background' });

async function signUp(page: Page, name: string) {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.getByLabel('Full name').fill(name);
  await page.getByLabel('Email').fill(uniqueEmail('linkedin'));
  await page.getByLabel('Password').fill('secret123');
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL('**/onboarding');
}

async function me(page: Page) {
  const res = await page.request.get('/api/me');
  expect(res.status()).toBe(200);
  return (await res.json()).profile as Record<string, unknown>;
}

async function finishFounder(page: Page) {
  await page.getByRole('heading', { name: "Welcome! Let's grow your startup" }).waitFor();
  await page.getByLabel('Idea title').fill('Ledger reconciliation copilot');
  await page.getByLabel('Idea description').fill('Reconciles payments against the ledger for finance teams.');
  await page.getByLabel('Fundraising goals').fill('Raise a $2M seed round');
  await page.getByRole('button', { name: 'Complete Setup' }).click();
  await page.waitForURL('**/dashboard');
}

describe('reading LinkedIn in Chromium', () => {
  it('a founder confirms what was read from their LinkedIn profile, and it is saved', async () => {
    const page = await session.newPage();
    await signUp(page, 'J. Doe');
    // Hold the read a moment so its state can be seen.
    await page.route('**/api/functions/scrape-linkedin', async (route) => {
      await new Promise((r) => setTimeout(r, 1500));
      await route.continue();
    });
    await page.getByLabel('LinkedIn profile URL').fill(JANE_URL);
    await page.getByRole('button', { name: 'Continue' }).click();
    const readingButton = page.getByRole('button', { name: 'Reading your LinkedIn profile…' });
    await readingButton.waitFor();
    expect(await readingButton.isDisabled()).toBe(true);
    await snapshot(page, 'linkedin-step1-reading');

    await page.getByText('We read your LinkedIn profile.').waitFor({ timeout: 45_000 });
    expect(await page.getByLabel('Full name').inputValue()).toBe(JANE_DOE.fullName);
    expect(await page.getByLabel('Headline').inputValue()).toBe(JANE_DOE.headline);
    expect(
      await page.getByRole('list', { name: 'Your skills' }).getByRole('listitem').allTextContents(),
    ).toEqual(JANE_DOE.skills);
    expect(await technical(page).getAttribute('aria-checked')).toBe('true');
    expect(await toast(page, 'Failed to process LinkedIn profile').count()).toBe(0);
    await snapshot(page, 'linkedin-step1-read');

    // Everything read is editable: drop a skill and add one.
    await page.getByRole('button', { name: 'Remove Team Leadership' }).click();
    await page.getByLabel('Skills', { exact: true }).fill('Rust');
    await page.getByLabel('Skills', { exact: true }).press('Enter');
    await page.getByRole('button', { name: 'Continue' }).click();
    await finishFounder(page);
    await page.getByRole('heading', { name: 'Welcome, Jane' }).waitFor();

    const profile = await me(page);
    expect(profile).toMatchObject({
      full_name: JANE_DOE.fullName,
      headline: JANE_DOE.headline,
      is_technical: true,
      linkedin_url: JANE_URL,
      skills: [...JANE_DOE.skills.filter((s) => s !== 'Team Leadership'), 'Rust'],
    });
  });

  it('a login wall fails the read: nothing is invented and the user types their details', async () => {
    const page = await session.newPage();
    await signUp(page, 'Lee Wall');
    await page.getByLabel('LinkedIn profile URL').fill(WALL_URL);
    await page.getByRole('button', { name: 'Continue' }).click();

    await toast(page, 'Failed to process LinkedIn profile').waitFor({ timeout: 45_000 });
    await page.getByText("We couldn't read your LinkedIn profile. Enter your details to continue.").waitFor();
    expect(await page.getByLabel('Full name').inputValue()).toBe('');
    expect(await page.getByLabel('Headline').inputValue()).toBe('');
    expect(await page.getByRole('list', { name: 'Your skills' }).count()).toBe(0);
    expect(await technical(page).getAttribute('aria-checked')).toBe('false');
    await snapshot(page, 'linkedin-step1-failed');

    // Try again reads once more, and fails the same way.
    const before = sites.hits('/in/login-wall');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect.poll(() => sites.hits('/in/login-wall'), { timeout: 45_000 }).toBeGreaterThan(before);
    await page.getByRole('button', { name: 'Continue' }).waitFor({ timeout: 45_000 });
    await page.getByText("We couldn't read your LinkedIn profile.").waitFor();
    await expect.poll(() => toast(page, 'Failed to process LinkedIn profile').count()).toBeGreaterThan(0);

    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('Full name is required').waitFor();
    await page.getByLabel('Full name').fill('Lee Wall');
    expect(await page.getByText('Full name is required').count()).toBe(0);
    await snapshot(page, 'linkedin-step1-typed');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('heading', { name: "Welcome! Let's grow your startup" }).waitFor();

    // Back keeps what was typed.
    await page.getByRole('button', { name: 'Back' }).click();
    expect(await page.getByLabel('Full name').inputValue()).toBe('Lee Wall');
    await page.getByRole('button', { name: 'Continue' }).click();
    await finishFounder(page);

    const profile = await me(page);
    expect(profile).toMatchObject({
      full_name: 'Lee Wall',
      headline: null,
      skills: [],
      is_technical: null,
      linkedin_url: WALL_URL,
    });
  });

  it('Edit Profile on /dashboard refreshes from LinkedIn, and Save keeps what was read', async () => {
    const page = await session.newPage();
    const headers = { origin: session.app.url };
    const post = async (path: string, data: unknown) => {
      const res = await page.request.post(path, { data, headers });
      expect(res.status(), `${path}: ${await res.text()}`).toBe(200);
    };
    await post('/api/auth/sign-up/email', {
      name: 'Old Name',
      email: uniqueEmail('refresh'),
      password: 'secret123',
    });
    await post('/api/onboarding/linkedin', {
      linkedinUrl: WALL_URL,
      userType: 'founder',
      fullName: 'Old Name',
    });
    await post('/api/onboarding/complete', {
      role: 'founder',
      ideaTitle: 'Payments copilot',
      ideaDescription: 'Reconciles payments against the ledger.',
      fundraisingGoal: 'Seed',
    });

    await page.goto('/dashboard');
    await page.getByRole('heading', { name: 'Welcome, Old' }).waitFor();
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Profile' });
    await dialog.waitFor();
    const refresh = dialog.getByRole('button', { name: 'Refresh from LinkedIn' });

    // A refresh needs a URL.
    await dialog.getByLabel('LinkedIn URL').fill('');
    await refresh.click();
    await dialog.getByText('Please enter your LinkedIn profile URL').waitFor();

    // A login wall: the error toast, and nothing changes.
    await dialog.getByLabel('LinkedIn URL').fill(WALL_URL);
    await refresh.click();
    await toast(page, 'Failed to refresh LinkedIn data. Please check your URL and try again.').waitFor({
      timeout: 45_000,
    });
    expect(await dialog.getByLabel('Full name').inputValue()).toBe('Old Name');
    await snapshot(page, 'linkedin-refresh-failed');

    await dialog.getByLabel('LinkedIn URL').fill(JANE_URL);
    await refresh.click();
    await toast(page, 'Profile refreshed').waitFor({ timeout: 45_000 });
    expect(await dialog.getByLabel('Full name').inputValue()).toBe(JANE_DOE.fullName);
    await dialog.getByText(JANE_DOE.headline).waitFor();
    await snapshot(page, 'linkedin-refresh-read');

    await dialog.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Profile updated').waitFor();
    await page.getByRole('heading', { name: 'Welcome, Jane' }).waitFor();
    const profile = await me(page);
    expect(profile).toMatchObject({
      full_name: JANE_DOE.fullName,
      linkedin_url: JANE_URL,
      headline: JANE_DOE.headline,
      skills: JANE_DOE.skills,
      is_technical: true,
    });
  });
});
