import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { labelOf } from '../../core/contracts/labels';
import {
  ADVISORY_AREAS,
  COMPENSATION_PREFERENCES,
  FOCUS_TAGS,
  STAGE_TAGS,
  TIME_COMMITMENTS,
} from '../../core/contracts/vocabulary';
import { ARTIFACTS } from './browser';

/** axe's WCAG 2.1 A and AA rules on the page as it is: one line per violation, naming the elements. */
export async function axeViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return result.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help} -> ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

/** Waits for the page's h1 and until its text stops changing (what it loads has arrived). */
export async function settled(page: Page): Promise<void> {
  await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 30_000 });
  let last = '';
  await expect
    .poll(
      async () => {
        // biome-ignore lint/performance/useDomNodeTextContent: what a person reads is the rendered text.
        const text = await page.evaluate(() => document.body.innerText);
        const same = text === last && !/Loading/.test(text);
        last = text;
        return same;
      },
      { timeout: 30_000, interval: 400 },
    )
    .toBe(true);
}

/** Every vocabulary key whose label differs from it: shown bare, it is a raw key. */
const KEYS = [
  ...new Set([
    ...FOCUS_TAGS,
    ...STAGE_TAGS,
    ...ADVISORY_AREAS,
    ...TIME_COMMITMENTS,
    ...COMPENSATION_PREFERENCES,
  ]),
].filter((key) => labelOf(key) !== key);

/**
 * What a person should never read: a raw vocabulary key as a chip's or cell's whole text ('b2b-saas', 'other'), a
 * dashed stage key inside a sentence ('series-a', 'series-c+'), the old 'Pre Seed', a file path, a setting's name.
 */
export async function rawTextProblems(
  page: Page,
  options: { allowSettingNames?: boolean } = {},
): Promise<string[]> {
  const found = await page.evaluate((keys) => {
    const problems: string[] = [];
    const keySet = new Set(keys);
    for (const el of document.querySelectorAll('body *')) {
      if (el.closest('script,style,code,pre,input,textarea,[data-raw-ok]')) continue;
      const own = [...el.childNodes]
        .filter((n) => n.nodeType === Node.TEXT_NODE)
        .map((n) => n.textContent ?? '')
        .join('')
        .trim();
      if (own && keySet.has(own)) problems.push(`raw key "${own}" in <${el.tagName.toLowerCase()}>`);
    }
    // biome-ignore lint/performance/useDomNodeTextContent: only rendered text counts (hidden nodes are not read).
    const text = document.body.innerText;
    for (const m of text.matchAll(/\b(series-[a-z]\+?|late-stage|post-ipo|private-equity|b2b-saas|ai-ml)\b/g))
      problems.push(`raw key "${m[0]}" in "…${text.slice(Math.max(0, m.index - 40), m.index + 30)}…"`);
    if (/Pre Seed/.test(text)) problems.push('"Pre Seed" instead of "Pre-seed"');
    for (const m of text.matchAll(/\b[\w-]+\/[\w*.-]+\.(?:jsonl|csv|gz|json|tsv|ts)\b/g))
      problems.push(`file path "${m[0]}"`);
    return { problems, text };
  }, KEYS);
  const problems = [...found.problems];
  if (!options.allowSettingNames)
    for (const m of found.text.matchAll(/\b[A-Z][A-Z0-9]+_[A-Z0-9_]+\b/g))
      problems.push(`setting name "${m[0]}"`);
  return [...new Set(problems)];
}

/** Keeps a scan's findings under tests/.artifacts (NAME.txt) for a person to read whole. */
export async function report(name: string, problems: readonly string[]): Promise<void> {
  await mkdir(ARTIFACTS, { recursive: true });
  await writeFile(
    path.join(ARTIFACTS, `${name}.txt`),
    problems.length ? `${problems.join('\n')}\n` : 'none\n',
  );
}
