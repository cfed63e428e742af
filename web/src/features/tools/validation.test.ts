import { ZScrapePortfolioRequest } from '@core/contracts/crawls';
import { describe, expect, it } from 'vitest';
import { buildImportRequest, check, nonEmptyLines, optionalNumber } from './validation';

describe('buildImportRequest', () => {
  it('sends an empty body for the built-in recipe', () => {
    expect(buildImportRequest('', '  ')).toEqual({ ok: true, value: {} });
  });

  it('takes start URLs one per line, skipping blank lines, and max pages as a number', () => {
    expect(buildImportRequest(' https://a.example/list \n\nhttp://b.example/\n', '25')).toEqual({
      ok: true,
      value: { startUrls: ['https://a.example/list', 'http://b.example/'], maxPages: 25 },
    });
  });

  it("refuses with the contract's messages, naming the field and the line", () => {
    expect(buildImportRequest('https://a.example\nnot a url', '')).toEqual({
      ok: false,
      field: 'startUrls',
      message: 'Start URL must be a full http(s) URL (line 2)',
    });
    expect(buildImportRequest('ftp://a.example/', '')).toMatchObject({
      field: 'startUrls',
      message: 'Start URL must use http or https',
    });
    expect(buildImportRequest('', 'ten')).toMatchObject({
      field: 'maxPages',
      message: 'Max pages must be a number',
    });
    expect(buildImportRequest('', '2.5')).toMatchObject({ message: 'Max pages must be a whole number' });
    expect(buildImportRequest('', '0')).toMatchObject({ message: 'Max pages must be at least 1' });
    expect(buildImportRequest('', '1001')).toMatchObject({ message: 'Max pages must be at most 1000' });
    expect(buildImportRequest('', '1000')).toMatchObject({ ok: true });
  });

  it('refuses more than 20 start URLs', () => {
    const urls = Array.from({ length: 21 }, (_, i) => `https://a.example/${i}`).join('\n');
    expect(buildImportRequest(urls, '')).toMatchObject({
      field: 'startUrls',
      message: 'At most 20 start URLs',
    });
  });
});

describe('helpers', () => {
  it('reads optional numbers and non-empty lines', () => {
    expect(optionalNumber('')).toBeUndefined();
    expect(optionalNumber(' 7 ')).toBe(7);
    expect(optionalNumber('x')).toBeNaN();
    expect(nonEmptyLines('a\r\n \nb')).toEqual(['a', 'b']);
  });

  it('names the first failing field of a schema', () => {
    expect(check(ZScrapePortfolioRequest, { investor_id: '' })).toEqual({
      ok: false,
      field: 'investor_id',
      message: 'Please choose an investor to scrape',
    });
    expect(check(ZScrapePortfolioRequest, {})).toMatchObject({
      message: 'Please choose an investor to scrape',
    });
    expect(check(ZScrapePortfolioRequest, { investor_id: ' i1 ' })).toEqual({
      ok: true,
      value: { investor_id: 'i1' },
    });
  });
});
