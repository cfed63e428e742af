import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { ensureDatabase, freePort } from '../../src/db/embedded-postgres';

/**
 * The server as `npm start` runs it: Node's own ESM loader through tsx, not vitest's, so a module that only
 * vitest can load fails here. It serves, then stops cleanly on SIGTERM.
 */
describe('npm start', () => {
  it('serves the API and stops cleanly on SIGTERM', async () => {
    const pg = inject('pg');
    const database = `boot_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
    await ensureDatabase(pg.adminUrl, database, pg.template);
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      env: {
        ...process.env,
        DATABASE_URL: pg.urlTemplate.replace('{db}', database),
        LANCEDB_URI: pg.lanceDir,
        DATA_DIR: await mkdtemp(path.join(os.tmpdir(), 'roundwise-boot-')),
        PORT: String(port),
        HOST: '127.0.0.1',
        // vitest puts Vite's BASE_URL ('/') in the environment; the server needs its public origin.
        BASE_URL: `http://127.0.0.1:${port}`,
        SERVE_WEB: 'false',
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));

    await expect
      .poll(
        async () => {
          if (child.exitCode !== null) throw new Error(`the server exited early:\n${output}`);
          return fetch(`http://127.0.0.1:${port}/api/investors/meta`).then(
            (r) => r.json(),
            () => null,
          );
        },
        { timeout: 60_000, interval: 250 },
      )
      .toMatchObject({ as_of: '2013-06-30' });

    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(output).toContain('Stopped cleanly');
  }, 90_000);
});
