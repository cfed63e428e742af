import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PNG_BYTES, pdfBytes } from '../fixtures/documents/samples';
import { browserSession, snapshot } from '../helpers/browser';
import { uniqueEmail } from '../helpers/client';

const session = browserSession();
const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });
const MB = 1024 * 1024;

/** Signs a user up and onboards them through the API with the page's cookies; a founder's idea id comes back. */
async function onboard(page: Page, role: 'founder' | 'advisor'): Promise<string | null> {
  const headers = { origin: session.app.url };
  const post = async (path: string, data: unknown) => {
    const res = await page.request.post(path, { data, headers });
    expect(res.status(), `${path}: ${await res.text()}`).toBe(200);
    return res.json();
  };
  await post('/api/auth/sign-up/email', {
    name: role === 'founder' ? 'Dana Founder' : 'Avery Advisor',
    email: uniqueEmail(`documents-${role}`),
    password: 'secret123',
  });
  await post('/api/onboarding/linkedin', {
    linkedinUrl: 'https://www.linkedin.com/in/someone',
    userType: role,
  });
  const done = await post(
    '/api/onboarding/complete',
    role === 'founder'
      ? {
          role,
          ideaTitle: 'Freight quoting copilot',
          ideaDescription: 'AI assistant that quotes and books loads for freight brokers',
          fundraisingGoal: 'Raise a seed round',
        }
      : { role, advisoryRoles: ['product'], advisoryStages: ['seed'] },
  );
  return (done.ideaId as string | undefined) ?? null;
}

describe('documents on the idea page, in Chromium', () => {
  it('a founder uploads a txt and a pdf, sees them listed, and deletes one; an advisor only reads', async () => {
    const page = await session.newPage({ width: 1366, height: 900 });
    const ideaId = (await onboard(page, 'founder'))!;
    const uploads: string[] = [];
    page.on('request', (req) => {
      if (req.method() === 'POST' && req.url().endsWith('/documents')) uploads.push(req.url());
    });
    await page.goto(`/idea/${ideaId}`);
    await page.getByRole('heading', { name: 'Freight quoting copilot' }).waitFor();
    const panel = page.getByRole('complementary', { name: 'Idea tools' });
    await panel.getByText('No documents yet.').waitFor();
    const picker = panel.getByLabel('Upload a document');
    expect(await picker.getAttribute('accept')).toBe('.pdf,.doc,.docx,.ppt,.pptx,.txt');
    await snapshot(page, 'documents-empty');

    // A text file, large enough and on a slow enough link to watch the progress bar move.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: 2 * MB,
    });
    const notes = Buffer.from(
      'Freight brokers spend hours quoting loads by phone and email.\n'.repeat(60_000),
    );
    await picker.setInputFiles({
      name: 'freight-market-research-notes-2026-final.txt',
      mimeType: 'text/plain',
      buffer: notes,
    });
    await panel.getByText('Uploading...').waitFor();
    const bar = panel.getByRole('progressbar', {
      name: 'Uploading freight-market-research-notes-2026-final.txt',
    });
    await bar.waitFor();
    await expect
      .poll(async () => Number(await bar.getAttribute('aria-valuenow')), { timeout: 20_000 })
      .toBeGreaterThan(0);
    await snapshot(page, 'documents-uploading');
    await toast(page, 'Document uploaded').waitFor({ timeout: 30_000 });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });

    await picker.setInputFiles({
      name: 'Pitch Deck.pdf',
      mimeType: 'application/pdf',
      buffer: pdfBytes('Seed deck'),
    });
    const items = panel.getByTestId('document-item');
    await expect.poll(() => items.count()).toBe(2);
    expect(await items.nth(0).textContent()).toContain('freight-market-research-notes-2026-final.txt');
    expect(await items.nth(1).textContent()).toContain('Pitch Deck.pdf');
    expect(await items.nth(1).textContent()).toContain('PDF');
    const download = panel.getByRole('link', { name: 'Download Pitch Deck.pdf' });
    expect(await download.getAttribute('href')).toMatch(
      new RegExp(`^/api/ideas/${ideaId}/documents/[0-9a-f-]{36}$`),
    );
    await snapshot(page, 'documents-listed');

    // Too large is caught before anything is sent; a file that only pretends is refused by the server.
    const sentBefore = uploads.length;
    await picker.setInputFiles({
      name: 'huge.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.alloc(21 * MB),
    });
    await toast(page, 'File too large').waitFor();
    await toast(page, 'Maximum file size is 20MB').waitFor();
    expect(uploads.length).toBe(sentBefore);
    await picker.setInputFiles({ name: 'photo.pdf', mimeType: 'application/pdf', buffer: PNG_BYTES });
    await toast(page, 'The content is not a PDF').waitFor();
    expect(await items.count()).toBe(2);
    await snapshot(page, 'documents-refused');

    await panel.getByRole('button', { name: 'Delete freight-market-research-notes-2026-final.txt' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this document?' });
    await dialog.waitFor();
    await snapshot(page, 'documents-delete-confirm');
    await dialog.getByRole('button', { name: 'Delete document' }).click();
    await toast(page, 'Document removed').waitFor();
    await expect.poll(() => items.count()).toBe(1);
    expect(await items.first().textContent()).toContain('Pitch Deck.pdf');
    await snapshot(page, 'documents-after-delete');

    // An advisor reads the idea: nothing until the founder shares a document (issue 19).
    const reader = await session.newPage({ width: 1366, height: 900 });
    await onboard(reader, 'advisor');
    await reader.goto(`/idea/${ideaId}`);
    await reader.getByText('The founder has not shared any documents.').waitFor();
    const share = items.first().getByRole('switch', { name: /Pitch Deck\.pdf/ });
    expect(await share.getAttribute('aria-checked')).toBe('false');
    await share.click();
    await toast(page, 'Document shared').waitFor();
    await expect.poll(() => share.getAttribute('aria-checked')).toBe('true');
    await snapshot(page, 'documents-shared');

    // Shared: the advisor sees it with its download link, and no uploader and no delete.
    await reader.reload();
    const readerPanel = reader.getByRole('list', { name: 'Shared documents' });
    const readerLink = readerPanel.getByRole('link', { name: /Download/ });
    await readerLink.waitFor();
    // The link works with the reader's session (fetched, not clicked: nothing is saved to disk).
    const file = await reader.request.get((await readerLink.getAttribute('href'))!);
    expect(file.status()).toBe(200);
    expect(file.headers()['content-disposition']).toBe('attachment; filename="Pitch Deck.pdf"');
    expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-');
    expect(await reader.getByLabel('Upload a document').count()).toBe(0);
    expect(await reader.getByRole('button', { name: /^Delete / }).count()).toBe(0);
    expect(await reader.getByRole('switch').count()).toBe(0);
    await snapshot(reader, 'documents-reader');
  });
});
