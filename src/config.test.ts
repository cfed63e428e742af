import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('has defaults for everything, so npm start needs no configuration', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      PORT: 3000,
      baseUrl: 'http://localhost:3000',
      WEB_CONCURRENCY: 1,
      SERVE_WEB: true,
    });
    expect(c.lanceUri.endsWith('.roundwise/lancedb')).toBe(true);
  });

  it('treats empty values (as .env.example has them) as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', BASE_URL: ' ' }).DATABASE_URL).toBeUndefined();
  });

  it('refuses bad values, naming the variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ BASE_URL: '/' })).toThrow(/BASE_URL: must be an absolute URL/);
    expect(() => loadConfig({ WEB_CONCURRENCY: '0' })).toThrow(/WEB_CONCURRENCY/);
  });
});
