import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EnvSchema, loadConfig } from './config';

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

describe('the session secret in production', () => {
  it('comes from the environment only, long and not a placeholder', async () => {
    const { productionSecret } = await import('./secrets');
    const strong = 'k'.repeat(40);
    expect(productionSecret({ NODE_ENV: 'production', BETTER_AUTH_SECRET: strong })).toBe(strong);
    for (const bad of [undefined, 'short', 'change-me-to-a-long-random-string-please'])
      expect(() => productionSecret({ NODE_ENV: 'production', BETTER_AUTH_SECRET: bad })).toThrow(
        /BETTER_AUTH_SECRET must be set in the environment/,
      );
    // Elsewhere a missing one is made and kept in the data directory by the caller.
    expect(productionSecret({ NODE_ENV: 'development', BETTER_AUTH_SECRET: undefined })).toBeUndefined();
  });
});

describe('.env.example', () => {
  it('names every variable the server reads, and no other', () => {
    const example = readFileSync(new URL('../.env.example', import.meta.url), 'utf8');
    const named = [...example.matchAll(/^#? ?([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1]);
    expect([...new Set(named)].sort()).toEqual(Object.keys(EnvSchema.shape).sort());
  });

  it('is the configuration table of docs/operations.md too: every variable the server reads, and no other', () => {
    const readme = readFileSync(new URL('../docs/operations.md', import.meta.url), 'utf8');
    const table = readme.slice(
      readme.indexOf('## Configuration'),
      readme.indexOf('### Running on an external'),
    );
    const named = [...table.matchAll(/^\| `([A-Z][A-Z0-9_]+)`/gm)].map((m) => m[1]);
    expect([...new Set(named)].sort()).toEqual(Object.keys(EnvSchema.shape).sort());
  });
});

describe('EMBEDDINGS', () => {
  it('is the shipped model unless configured, and openai only with a key to ask with', () => {
    expect(loadConfig({}).EMBEDDINGS).toBe('local');
    expect(loadConfig({ EMBEDDINGS: 'openai', OPENAI_API_KEY: 'sk-test' }).EMBEDDINGS).toBe('openai');
    expect(() => loadConfig({ EMBEDDINGS: 'openai' })).toThrow(/EMBEDDINGS: openai needs OPENAI_API_KEY/);
    expect(() => loadConfig({ EMBEDDINGS: 'hashing' })).toThrow(/EMBEDDINGS/);
    expect(() => loadConfig({ EMBEDDINGS_DIMENSIONS: 'wide' })).toThrow(/EMBEDDINGS_DIMENSIONS/);
  });
});

describe('SMTP_URL', () => {
  it('takes smtp:// and smtps:// URLs, and says what it wants otherwise', () => {
    expect(loadConfig({ SMTP_URL: 'smtp://u:p@127.0.0.1:2525' }).SMTP_URL).toBe('smtp://u:p@127.0.0.1:2525');
    expect(loadConfig({ SMTP_URL: '' }).SMTP_URL).toBeUndefined();
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example.com' })).toThrow(
      /SMTP_URL: must start with smtp/,
    );
    expect(() => loadConfig({ SMTP_URL: 'mail.example.com' })).toThrow(/SMTP_URL/);
  });
});
