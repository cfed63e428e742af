import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { readSectors } from './read-sectors';
import { SECTOR_ACRONYMS, SECTOR_PARENTS, SECTOR_PHRASES } from './sector-words';

describe('readSectors', () => {
  it.each([
    ['Scheduling software for dental clinics', ['healthcare', 'b2b-saas']],
    ['A CRISPR-based diagnostic for hospital labs', ['biotech', 'medical-devices', 'healthcare']],
    ['Bookkeeping for Shopify merchants', ['fintech', 'ecommerce']],
    ['AI copilot for freight brokers', ['ai-ml', 'logistics']],
    ['Telehealth for rural patients', ['digital-health', 'healthcare', 'healthtech']],
    ['Solar mini-grids for villages', ['energy', 'climate']],
    ['Embedded insurance for gig workers', ['insurtech', 'future-of-work', 'fintech']],
    ['Crop insurance for smallholder farmers', ['agtech', 'insurtech', 'fintech']],
    ['Kubernetes observability for developers', ['developer-tools', 'cloud', 'b2b-saas']],
  ])('%s', (text, expected) => expect(readSectors(text)).toEqual(expected));

  it('reads no sector from common words', () => {
    for (const text of [
      'Partnering with Mass General',
      'The last tool you will need, free forever',
      'We care about our users',
      'A platform with a great model',
      'Thai and Vietnamese cooking classes at home',
      'We are hiring engineers',
    ])
      expect(readSectors(text), text).toEqual([]);
  });

  it('adds the sector of the business model after those named', () => {
    expect(readSectors('Payments for clinics', ['b2b-saas'])).toEqual(['fintech', 'healthcare', 'b2b-saas']);
  });

  it('uses only focus-area keys that the investor data uses', () => {
    const lines = gunzipSync(readFileSync('data/investors.jsonl.gz')).toString('utf8').split('\n');
    const used = new Set<string>();
    for (const line of lines) if (line) for (const f of JSON.parse(line).focus_areas ?? []) used.add(f);
    const keys = new Set([
      ...Object.keys(SECTOR_PHRASES),
      ...Object.values(SECTOR_ACRONYMS),
      ...Object.values(SECTOR_PARENTS).flat(),
    ]);
    expect([...keys].filter((k) => !used.has(k))).toEqual([]);
    expect(keys.size).toBeGreaterThan(50);
  });
});
