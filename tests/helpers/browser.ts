import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { HEADLESS_CHROMIUM_ARGS } from '../../core/crawl/chromium-flags';
import { startTestApp, type TestApp } from './test-app';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Debian's Chromium, never a downloaded one, with the flags that keep it off the network this machine lacks. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: [...HEADLESS_CHROMIUM_ARGS], headless: true });
}

export const ARTIFACTS = path.resolve('tests/.artifacts');

/** Saves a screenshot under tests/.artifacts for a person to look at; journeys keep one per step that matters. */
export async function snapshot(page: Page, name: string): Promise<void> {
  await mkdir(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`), fullPage: true });
}

/**
 * A journey file's app and browser: a real server with the built web app and Debian's Chromium, started
 * before the file's tests and stopped after them. Each `newPage` has a fresh context (no shared cookies).
 */
/** A server with the web app and one Chromium for a test file; `env` (read in beforeAll) adds to its config. */
export function browserSession(options: { env?: () => Record<string, string> } = {}) {
  let app: TestApp | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    [app, browser] = await Promise.all([startTestApp({ web: true, env: options.env?.() }), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });
  return {
    get app(): TestApp {
      if (!app) throw new Error('browserSession: the app starts in beforeAll');
      return app;
    },
    async newPage(viewport = { width: 1280, height: 900 }, permissions: string[] = []): Promise<Page> {
      if (!browser || !app) throw new Error('browserSession: the browser starts in beforeAll');
      const context = await browser.newContext({ baseURL: app.url, viewport, permissions });
      return context.newPage();
    },
  };
}
