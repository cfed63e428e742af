import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { snapshot } from './browser';
import { uniqueEmail } from './client';

export const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

/** Screenshots the screen at 1280 px and at 390 px (checking nothing overflows), then goes back to 1280. */
export async function snapBoth(page: Page, name: string): Promise<void> {
  await snapshot(page, `${name}-1280`);
  await page.setViewportSize(PHONE);
  await page.waitForTimeout(150);
  // Nothing may stick out sideways on a phone.
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth),
    `${name} at 390 px`,
  ).toBeLessThanOrEqual(PHONE.width);
  await snapshot(page, `${name}-390`);
  await page.setViewportSize(DESKTOP);
}

/**
 * Signs a user up and onboards them through the API with the page's cookies (its e-mail made unique from
 * `emailPrefix`); `linkedin` adds to what the LinkedIn step confirms. A founder's idea id comes back.
 */
export async function onboardThroughApi(
  page: Page,
  appUrl: string,
  who: {
    role: 'founder' | 'advisor' | 'investor';
    name: string;
    emailPrefix: string;
    details?: Record<string, unknown>;
    linkedin?: Record<string, unknown>;
  },
): Promise<{ email: string; ideaId: string | null }> {
  const headers = { origin: appUrl };
  const post = async (path: string, data: unknown) => {
    const res = await page.request.post(path, { data, headers });
    expect(res.status(), `${path}: ${await res.text()}`).toBe(200);
    return res.json();
  };
  const email = uniqueEmail(`${who.emailPrefix}-${who.role}`);
  await post('/api/auth/sign-up/email', { name: who.name, email, password: 'secret123' });
  await post('/api/onboarding/linkedin', {
    linkedinUrl: `https://www.linkedin.com/in/${who.name.toLowerCase().replace(/\W+/g, '-')}`,
    userType: who.role,
    fullName: who.name,
    ...who.linkedin,
  });
  const done = await post('/api/onboarding/complete', { role: who.role, ...who.details });
  return { email, ideaId: (done.ideaId as string | undefined) ?? null };
}
