import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSession } from '../helpers/browser';
import { uniqueEmail } from '../helpers/client';

// Script in an idea's text, shown to investors and advisors, is shown as text and never runs.

const session = browserSession();

async function onboard(page: Page, role: 'founder' | 'investor', details: Record<string, unknown>) {
  const headers = { origin: session.app.url };
  const post = async (path: string, data: unknown) => {
    const res = await page.request.post(path, { data, headers });
    expect(res.status(), `${path}: ${await res.text()}`).toBe(200);
    return res.json();
  };
  await post('/api/auth/sign-up/email', {
    name: `Mallory ${role}`,
    email: uniqueEmail(`xss-${role}`),
    password: 'secret123',
  });
  await post('/api/onboarding/linkedin', {
    linkedinUrl: 'https://www.linkedin.com/in/mallory',
    userType: role,
    fullName: `Mallory <b onmouseover=alert(1)>${role}</b>`,
  });
  return post('/api/onboarding/complete', { role, ...details });
}

const TITLE = '<img src=x onerror="window.__xss=1">Pwn';
const DESCRIPTION = '<script>window.__xss=2</script><svg onload="window.__xss=3"></svg> freight';

describe('hostile text in Chromium', () => {
  it('an idea with script in its title and description reaches an investor as plain text', async () => {
    const founder = await session.newPage();
    const { ideaId } = await onboard(founder, 'founder', {
      ideaTitle: TITLE,
      ideaDescription: DESCRIPTION,
      fundraisingGoal: '<iframe src="javascript:alert(1)">',
    });
    const dialogs: string[] = [];
    const investor = await session.newPage();
    investor.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    await onboard(investor, 'investor', {
      investmentThesis: 'Seed logistics',
      checkSizeMin: 100,
      checkSizeMax: 500,
      preferredStages: ['seed'],
      focusAreas: ['b2b-saas'],
    });

    await investor.goto('/investor-dashboard');
    await investor.getByText(TITLE).first().waitFor();
    await investor.goto(`/idea/${ideaId}`);
    await investor.getByRole('heading', { name: TITLE }).waitFor();
    await investor.getByText(DESCRIPTION).first().waitFor();
    // The markup is text: no element was made from it, and nothing it carried ran.
    expect(await investor.locator('img[src="x"], svg[onload], iframe').count()).toBe(0);
    expect(await investor.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    expect(dialogs).toEqual([]);
  });

  it('a title stored with a right-to-left override before the input layer displays as typed, not reversed', async () => {
    const founder = await session.newPage();
    const { ideaId } = await onboard(founder, 'founder', {
      ideaTitle: 'Bidi placeholder',
      ideaDescription: 'A founder whose title was stored before the input layer removed overrides.',
      fundraisingGoal: '$1M seed',
    });
    // Straight into the database, as an old row, an import or a crawl would hold it.
    await session.app.db
      .updateTable('ideas')
      .set({ title: '\u202eexe.live' })
      .where('id', '=', ideaId)
      .execute();
    await founder.goto(`/idea/${ideaId}`);
    const heading = founder.getByRole('heading', { name: 'exe.live' });
    await heading.waitFor();
    // The characters sit left to right on screen: the first "e" left of the last (reversed, it would be right).
    const layout = await heading.evaluate((el) => {
      const text = el.textContent ?? '';
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      const node = walker.nextNode() as Text;
      const at = (i: number) => {
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        return range.getBoundingClientRect().left;
      };
      return { text, first: at(text.indexOf('e')), last: at(node.length - 1) };
    });
    expect(layout.first).toBeLessThan(layout.last);
    expect(layout.text).toBe('exe.live');
  });
});
