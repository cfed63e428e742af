import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS } from './index';

describe('migration list', () => {
  it('names every migration file in the folder, in order', () => {
    const dir = path.dirname(fileURLToPath(import.meta.url));
    const files = readdirSync(dir)
      .filter((f) => /^\d{4}_\d{2}_\d{2}_\d{4}_[a-z_]+\.ts$/.test(f))
      .map((f) => f.replace(/\.ts$/, ''))
      .sort();
    expect(files.length).toBeGreaterThan(0);
    expect(Object.keys(MIGRATIONS)).toEqual(files);
  });
});
