import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setPlanOfKeyOwner } from '../helpers/api-keys';
import { onboardedUser } from '../helpers/client';
import { startTestApp, type TestApp } from '../helpers/test-app';

// The public API fuzzed by an outside tool (issue 22): schemathesis (from PyPI; .ci/run installs it) reads
// /api/v1/openapi.json and sends generated requests, valid and invalid, with a test key. No answer may be a 5xx,
// and every answer must match the document: status code, content type, headers and body schema.

/** Examples per operation and phase: enough to reach the edges of every parameter in a minute or two. */
const MAX_EXAMPLES = 100;
/**
 * Two runs side by side, one worker each: the matcher (the slow operation) alone, and the reads that link to one
 * another (a search's ids to an investor and a portfolio, for the stateful phase). Threads would be simpler
 * (`--workers 2`), but with them hypothesis, describing its strategies in each thread, now and then trips CPython
 * 3.11's ast.parse ("SystemError: AST constructor recursion depth mismatch"), an error of the tool, not the API;
 * processes share nothing.
 */
const SPLIT = [['searchInvestors', 'getInvestor', 'getPortfolio'], ['matchInvestors']];

const CONFIG = fileURLToPath(new URL('./schemathesis.toml', import.meta.url));
/** Gives a valid search's `cursor` a real value (see the file). */
const HOOKS = fileURLToPath(new URL('./schemathesis_hooks.py', import.meta.url));

let app: TestApp;
let key: string;
let reportDir: string;

beforeAll(async () => {
  app = await startTestApp();
  const owner = await onboardedUser(app.url, 'founder', 'Fuzz Owner');
  const res = await owner.client.post('/api/api-keys', { name: 'schemathesis' });
  key = res.body.key;
  // The fuzzer's few thousand requests fit the scale plan's hour, not the free one (the limit is the account's).
  await setPlanOfKeyOwner(app.db, res.body.id, 'scale');
  reportDir = await mkdtemp(path.join(os.tmpdir(), 'roundwise-schemathesis-'));
  // npm start builds the search index before it serves; this test app builds it on the first match (~10 s on a
  // busy machine), which would read as the fuzzer's first request timing out.
  const warm = await fetch(`${app.url}/api/v1/match`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify({ idea: 'warm-up' }),
  });
  expect(warm.status).toBe(200);
}, 120_000);
afterAll(async () => {
  await app?.close();
  if (reportDir) await rm(reportDir, { recursive: true, force: true });
});

function run(
  command: string,
  args: string[],
  env: Record<string, string> = {},
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    // Run in the report folder: schemathesis keeps its example cache (.schemathesis/) in its working directory.
    const child = spawn(command, args, { cwd: reportDir, env: { ...process.env, ...env, NO_COLOR: '1' } });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('error', (err) =>
      reject(
        new Error(`${command} could not be run (${err.message}): pip install schemathesis (.ci/run does).`),
      ),
    );
    child.on('close', (code) => resolve({ code, output }));
  });
}

describe('schemathesis against /api/v1', () => {
  it('finds no 5xx and no answer that breaks the OpenAPI document, with every check', async () => {
    const env = {
      SCHEMATHESIS_HOOKS: HOOKS,
      ROUNDWISE_API: `${app.url}/api/v1`,
      ROUNDWISE_KEY: key,
      ROUNDWISE_HOOK_LOG: path.join(reportDir, 'hooks.log'),
    };
    const runs = await Promise.all(
      SPLIT.map(async (operations, i) => {
        const junit = path.join(reportDir, `junit-${i}.xml`);
        const { code, output } = await run(
          'schemathesis',
          [
            '--config-file',
            CONFIG,
            'run',
            `${app.url}/api/v1/openapi.json`,
            '--header',
            `Authorization: Bearer ${key}`,
            ...operations.flatMap((id) => ['--include-operation-id', id]),
            // Every check: ST202 (valid data accepted) and ST103 (only documented statuses) among them.
            '--checks',
            'all',
            '--max-examples',
            String(MAX_EXAMPLES),
            '--seed',
            '22',
            '--workers',
            '1',
            '--report',
            'junit',
            '--report-junit-path',
            junit,
            '--no-color',
          ],
          env,
        );
        // Its own summary: operations, test cases, and what each check found.
        const summary = output.slice(output.search(/=+ SUMMARY|Summary|Test cases/i));
        console.log(`schemathesis (${operations.join(', ')}) exited ${code}\n${summary || output}`);
        const report = await readFile(junit, 'utf8');
        return { code, output, tests: Number(report.match(/tests="(\d+)"/)?.[1] ?? 0) };
      }),
    );
    expect(runs.reduce((n, r) => n + r.tests, 0)).toBeGreaterThanOrEqual(4);
    for (const { code, output } of runs) expect(code, output).toBe(0);
    // Valid searches were sent with a cursor the API gave and with check sizes the right way round.
    const fixed = (await readFile(env.ROUNDWISE_HOOK_LOG, 'utf8')).split('\n');
    expect(fixed).toContain('real cursor');
    expect(fixed).toContain('check range');
  }, 600_000);
});
