import { describe, expect, it } from 'vitest';
import { offsetForPage, PAGE_SIZE, pageInfo, pageLabel } from './pagination';

describe('pageInfo and pageLabel', () => {
  it('describes the first of several pages', () => {
    const info = pageInfo(0, 20, 45);
    expect(info).toMatchObject({ from: 1, to: 20, hasPrevious: false, hasNext: true, nextOffset: 20 });
    expect(pageLabel(info)).toBe('Showing 1–20 of 45 messages');
  });

  it('describes the last, partial page', () => {
    const info = pageInfo(40, 5, 45);
    expect(info).toMatchObject({ from: 41, to: 45, hasPrevious: true, hasNext: false, previousOffset: 20 });
    expect(pageLabel(info)).toBe('Showing 41–45 of 45 messages');
  });

  it('handles one message and none', () => {
    expect(pageLabel(pageInfo(0, 1, 1))).toBe('Showing 1–1 of 1 message');
    const none = pageInfo(0, 0, 0);
    expect(none).toMatchObject({ from: 0, to: 0, hasPrevious: false, hasNext: false });
    expect(pageLabel(none)).toBe('No messages yet');
  });

  it('handles a page past the end', () => {
    const info = pageInfo(60, 0, 45);
    expect(info.hasPrevious).toBe(true);
    expect(info.hasNext).toBe(false);
    expect(pageLabel(info)).toBe('No messages on this page (45 in all)');
  });
});

describe('offsetForPage', () => {
  it('reads a 1-based page number', () => {
    expect(offsetForPage('3')).toBe(2 * PAGE_SIZE);
    expect(offsetForPage('1')).toBe(0);
  });

  it('falls back to the first page', () => {
    for (const bad of [null, '', '0', '-2', '1.5', 'abc']) expect(offsetForPage(bad)).toBe(0);
  });
});
