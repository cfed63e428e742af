import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keyOfNewAccount, setUsage } from '../helpers/api-keys';
import { connectMcp, expectNoStack } from '../helpers/mcp';
import { startTestApp, type TestApp } from '../helpers/test-app';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
}, 60_000);
afterAll(() => app?.close());

/** A key of an account of its own: the hourly count is the account's. */
const newKey = () => keyOfNewAccount(app.url, app.db);

const INITIALIZE = {
  jsonrpc: '2.0',
  id: 1,
  method: 'initialize',
  params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw', version: '1' } },
};
const callMessage = (id: number, name: string, args: Record<string, unknown>) => ({
  jsonrpc: '2.0',
  id,
  method: 'tools/call',
  params: { name, arguments: args },
});

/** One raw POST to /mcp, as an MCP client sends it. */
async function post(body: unknown, key?: string | null, headers: Record<string, string> = {}) {
  const res = await fetch(`${app.url}/mcp`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
      'mcp-protocol-version': '2025-06-18',
      ...(key ? { authorization: `Bearer ${key}` } : {}),
      ...headers,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, text, body: text ? JSON.parse(text) : null };
}

describe('/mcp over HTTP', () => {
  it('refuses a message without a key, or with an unknown or revoked key, before the protocol', async () => {
    const missing = await post(INITIALIZE);
    expect(missing.status).toBe(401);
    expect(missing.body.error.message).toMatch(
      /^Missing or invalid API key\. Send Authorization: Bearer <key>/,
    );
    expect(missing.headers.get('www-authenticate')).toMatch(/^Bearer/);

    const unknown = await post(INITIALIZE, `rw_live_${'A'.repeat(43)}`);
    expect(unknown.status).toBe(401);
    expect(unknown.headers.get('www-authenticate')).toContain('invalid_token');

    const { id, key, client } = await newKey();
    expect((await post(INITIALIZE, key)).status).toBe(200);
    expect((await client.del(`/api/api-keys/${id}`)).status).toBe(200);
    const revoked = await post(INITIALIZE, key);
    expect(revoked.status).toBe(401);
    expect(revoked.body.error.message).toMatch(/not valid or has been revoked/);
    await expect(connectMcp('http', app.url, key)).rejects.toThrow(/not valid or has been revoked/);
  });

  it('answers JSON, counts each tool call on the key as /api/v1 counts a request, and sets the rate headers', async () => {
    const { id, key } = await newKey();
    const init = await post(INITIALIZE, key);
    expect(init.headers.get('content-type')).toMatch(/application\/json/);
    expect(init.body.result.serverInfo.name).toBe('roundwise');
    expect(init.headers.get('x-ratelimit-remaining')).toBeNull();
    // Stateless: a message needs no handshake before it (the docs' curl lists the tools so).
    const list = await post({ jsonrpc: '2.0', id: 9, method: 'tools/list' }, key);
    expect(list.body.result.tools.map((t: { name: string }) => t.name)).toContain('match_round');
    expect(list.headers.get('x-ratelimit-remaining')).toBeNull();

    const first = await post(callMessage(2, 'search_investors', { limit: 1 }), key);
    expect(first.status).toBe(200);
    expect(first.body.result.isError).toBeUndefined();
    expect(Number(first.headers.get('x-ratelimit-limit'))).toBe(100);
    expect(Number(first.headers.get('x-ratelimit-remaining'))).toBe(99);
    // The same hour's count as /api/v1.
    const v1 = await fetch(`${app.url}/api/v1/investors?limit=1`, {
      headers: { authorization: `Bearer ${key}` },
    });
    expect(Number(v1.headers.get('x-ratelimit-remaining'))).toBe(98);

    await setUsage(app.db, id, 100);
    await expect
      .poll(
        async () => (await post(callMessage(3, 'search_investors', { limit: 1 }), key)).body.result.isError,
        {
          interval: 150,
        },
      )
      .toBe(true);
    const refused = await post(callMessage(4, 'get_portfolio', { investor_id: 'any-investor' }), key);
    expect(refused.status).toBe(200);
    expect(refused.body.result.content[0].text).toMatch(/Try again in \d+ (second|minute)s?/);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(refused.headers.get('x-ratelimit-remaining')).toBe('0');
    expect(
      (await fetch(`${app.url}/api/v1/investors?limit=1`, { headers: { authorization: `Bearer ${key}` } }))
        .status,
    ).toBe(429);
  });

  it('never answers hostile input with a 5xx or a stack', async () => {
    const { key } = await newKey();
    const bodies: unknown[] = [
      '{not json',
      '"a string"',
      '[]',
      '{}',
      { jsonrpc: '2.0', id: 5, method: 'tools/call', params: null },
      { jsonrpc: '2.0', id: 6, method: 'tools/call', params: { name: 'search_investors', arguments: 'x' } },
      { jsonrpc: '2.0', id: { nested: true }, method: 'tools/call', params: { name: 'get_investor' } },
      { jsonrpc: '2.0', id: 7, method: 'no/such/method' },
      callMessage(8, 'search_investors', { q: 'x'.repeat(10_000) }),
      callMessage(9, 'match_round', { idea: '\u0000\uFFFF💥'.repeat(100), location: '../../etc/passwd' }),
      callMessage(10, 'list_pipeline', { idea_id: "' or 1=1 --" }),
      [callMessage(11, 'search_investors', { limit: 1 }), callMessage(12, 'get_investor', {})],
    ];
    for (const body of bodies) {
      const res = await post(body, key);
      expect(res.status, `${JSON.stringify(body)} → ${res.text}`).toBeLessThan(500);
      expectNoStack(res.text);
    }
    const tooLarge = await post({ ...INITIALIZE, padding: 'x'.repeat(200_000) }, key);
    expect(tooLarge.status).toBe(413);
    const notJson = await post('{not json', key);
    expect(notJson.status).toBe(400);
    expect(notJson.body.error.code).toBe(-32700);
  });

  it('keeps no session: GET and DELETE are refused with the methods it takes', async () => {
    for (const method of ['GET', 'DELETE']) {
      const res = await fetch(`${app.url}/mcp`, { method });
      expect(res.status).toBe(405);
      expect(res.headers.get('allow')).toBe('POST');
    }
  });
});
