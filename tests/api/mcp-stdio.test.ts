import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../src/db/embedded-postgres';
import { onboardedUser } from '../helpers/client';
import { callTool, connectMcp, expectNoStack, MCP_STDIO_ENTRY } from '../helpers/mcp';
import { startTestApp, type TestApp } from '../helpers/test-app';

let app: TestApp;
let key: string;

beforeAll(async () => {
  app = await startTestApp();
  const founder = await onboardedUser(app.url, 'founder', 'Stdio Founder');
  key = (await founder.client.post('/api/api-keys', { name: 'Claude Desktop' })).body.key;
}, 60_000);
afterAll(() => app?.close());

/** Runs `npm run mcp`'s entry with stdin closed, for its refusals at start. */
async function runEntry(env: Record<string, string>) {
  const child = spawn(MCP_STDIO_ENTRY.command, MCP_STDIO_ENTRY.args, {
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d));
  child.stderr.on('data', (d: Buffer) => (stderr += d));
  const [code] = await once(child, 'exit');
  return { code, stdout, stderr };
}

describe('npm run mcp (stdio)', () => {
  it('runs as the docs configure it, `npm run --silent mcp`, with only the protocol on stdout', async () => {
    const client = new Client({ name: 'claude-desktop-like', version: '1.0.0' });
    const transport = new StdioClientTransport({
      command: 'npm',
      args: ['run', '--silent', 'mcp'],
      env: { ROUNDWISE_API_KEY: key, ROUNDWISE_URL: app.url },
      stderr: 'pipe',
    });
    await client.connect(transport);
    try {
      expect(client.getServerVersion()?.name).toBe('roundwise');
      expect((await client.listTools()).tools.map((t) => t.name)).toContain('match_round');
    } finally {
      await client.close();
    }
  });

  it('refuses to start without a key, or with something that is not one, saying what to set', async () => {
    const missing = await runEntry({ ROUNDWISE_URL: app.url });
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(/ROUNDWISE_API_KEY is not set/);
    expect(missing.stdout).toBe('');
    const malformed = await runEntry({ ROUNDWISE_API_KEY: 'sk-123', ROUNDWISE_URL: app.url });
    expect(malformed.code).toBe(1);
    expect(malformed.stderr).toMatch(/not a Roundwise API key/);
    const badUrl = await runEntry({ ROUNDWISE_API_KEY: key, ROUNDWISE_URL: 'not a url' });
    expect(badUrl.code).toBe(1);
    expect(badUrl.stderr).toMatch(/ROUNDWISE_URL is not a URL/);
  });

  it("answers with the product's refusal of an unknown key, as a message the user can act on", async () => {
    const session = await connectMcp('stdio', app.url, `rw_live_${'B'.repeat(43)}`);
    try {
      await expect(session.client.listTools()).rejects.toThrow(/refused the API key in ROUNDWISE_API_KEY/);
      const call = await callTool(session, 'search_investors', { q: 'fintech' });
      expect(call.isError).toBe(true);
      expect(call.text).toMatch(/refused the API key/);
      expectNoStack(call.text);
    } finally {
      await session.close();
    }
  });

  it('says Roundwise cannot be reached while it is down, and works once it is up', async () => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const session = await connectMcp('stdio', url, key);
    let late: TestApp | null = null;
    try {
      await expect(session.client.listTools()).rejects.toThrow(
        /Cannot reach Roundwise at http:\/\/127\.0\.0\.1/,
      );
      const down = await callTool(session, 'search_investors', { limit: 1 });
      expect(down.isError).toBe(true);
      expect(down.text).toMatch(/Cannot reach Roundwise .* is it running/);
      expectNoStack(down.text);

      // A second server on the same database, on that port: the key is the same key.
      late = await startTestApp({ database: app.database, env: { PORT: String(port), BASE_URL: url } });
      const up = await callTool(session, 'search_investors', { limit: 1 });
      expect(up.isError, up.text).toBe(false);
      expect(up.data.investors).toHaveLength(1);
    } finally {
      await session.close();
      await late?.close();
    }
  });
});
