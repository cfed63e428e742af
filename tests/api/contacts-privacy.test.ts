import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeclaredRoute } from '../../src/api/access';
import { grantStaffRole } from '../../src/auth/grant-staff-role';
import { makeConnectionsCsv } from '../fixtures/contacts/connections';
import { analyzeIdea } from '../helpers/analysis';
import { onboardedUser } from '../helpers/client';
import { importContacts } from '../helpers/contacts';
import { callTool, connectMcp } from '../helpers/mcp';
import { startTestApp, type TestApp } from '../helpers/test-app';

// A founder's contacts are theirs alone (issue 33). A contact is planted with a name found nowhere else, at an
// investor of the founder's analysis (so it is a warm path, weighs in the ranking and fills a pipeline entry); then
// every GET route of the registry, the public API and the MCP tools are called by every other kind of caller, and
// no answer may carry the name. Nor may any line the server logs.

type Kind = 'anonymous' | 'owner' | 'otherFounder' | 'advisor' | 'investor' | 'ops' | 'admin';
type User = Awaited<ReturnType<typeof onboardedUser>>;
const OTHERS: Kind[] = ['anonymous', 'otherFounder', 'advisor', 'investor', 'ops', 'admin'];
const PLANTED = 'Zephyrine Quillfeather';
const FAKE = '00000000-0000-4000-8000-000000000000';

const logLines: string[] = [];
let app: TestApp;
const users = {} as Record<Exclude<Kind, 'anonymous'>, User>;
const keys = {} as Record<Exclude<Kind, 'anonymous'>, string>;
let ideaId: string;
let runId: string;
let firstRunId: string;
let entryId: string;
let contactId: string;
let firm: { id: string; name: string };

beforeAll(async () => {
  const logger = pino(
    { level: 'trace' },
    new Writable({
      write(chunk, _enc, done) {
        logLines.push(chunk.toString());
        done();
      },
    }),
  );
  app = await startTestApp({ logger });
  const [owner, otherFounder, advisor, investor, ops, admin] = await Promise.all([
    onboardedUser(app.url, 'founder', 'Olivia Owner'),
    onboardedUser(app.url, 'founder', 'Other Founder'),
    onboardedUser(app.url, 'advisor', 'Avery Advisor'),
    onboardedUser(app.url, 'investor', 'Ivan Investor'),
    onboardedUser(app.url, 'founder', 'Otto Ops'),
    onboardedUser(app.url, 'founder', 'Ada Admin'),
  ]);
  Object.assign(users, { owner, otherFounder, advisor, investor, ops, admin });
  await grantStaffRole(app.db, ops.email, 'ops', 'grant');
  await grantStaffRole(app.db, admin.email, 'admin', 'grant');
  for (const kind of Object.keys(users) as Exclude<Kind, 'anonymous'>[])
    keys[kind] = (await users[kind].client.post('/api/api-keys', { name: 'privacy' })).body.key;
  ideaId = owner.ideaId!;
  await owner.client.patch(`/api/ideas/${ideaId}`, {
    title: 'Freight quoting copilot',
    description:
      'AI assistant that quotes and books loads for freight brokers in Chicago. Raising $1.5M seed.',
  });
  firstRunId = await analyzeIdea(owner.client, ideaId);
  firm = (await owner.client.get(`/api/ideas/${ideaId}`)).body.recommendations.investors[2];
  const csv = makeConnectionsCsv({
    rows: 200,
    planted: [
      {
        firstName: 'Zephyrine',
        lastName: 'Quillfeather',
        company: firm.name,
        position: 'Partner',
        connectedOn: '2020-02-02',
      },
    ],
  });
  expect((await importContacts(app.url, owner.client, csv)).status).toBe(200);
  // A refused file that holds the name: neither the answer nor a log line may repeat it.
  const refused = await importContacts(app.url, owner.client, `Name,Phone\n${PLANTED},555\n`);
  expect(refused.status).toBe(400);
  expect(JSON.stringify(refused.body)).not.toContain('Quillfeather');
  runId = await analyzeIdea(owner.client, ideaId);
  entryId = (
    await owner.client.post(`/api/ideas/${ideaId}/pipeline/entries`, {
      investor_id: firm.id,
      source: 'matches',
    })
  ).body.id;
  contactId = (await owner.client.get('/api/contacts?q=Quillfeather')).body.contacts[0].id;
}, 300_000);
afterAll(() => app?.close());

/** A declared route's path with its parameters filled with the objects of this test, and the query it needs. */
function urlOf(route: DeclaredRoute): string {
  const path = route.path
    .replace(/^\/(ideas|deal-flow)\/:id/, `/$1/${ideaId}`)
    .replace(/^\/(runs|workbench\/runs)\/:id/, `/$1/${encodeURIComponent(runId)}`)
    .replace(/^\/profiles\/:id/, `/profiles/${users.owner.id}`)
    .replace(/^\/investors\/:id/, `/investors/${firm.id}`)
    .replace(':entryId', entryId)
    .replace(':contactId', contactId)
    .replace(/:\w+/g, FAKE);
  const query: Record<string, string> = {
    '/investors/people': `ids=${firm.id}`,
    '/investors': `q=${encodeURIComponent(firm.name)}`,
    '/workbench/compare': `a=${encodeURIComponent(firstRunId)}&b=${encodeURIComponent(runId)}`,
    '/contacts': 'q=Quillfeather',
  };
  return `/api${path}${query[route.path] ? `?${query[route.path]}` : ''}`;
}

/** The body as text; a stream (SSE) is read for a moment. */
async function bodyOf(kind: Kind, url: string): Promise<{ status: number; text: string }> {
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), 1500);
  try {
    const res = await fetch(app.url + url, {
      headers: kind === 'anonymous' ? {} : { cookie: users[kind].client.cookieHeader() },
      signal: abort.signal,
    });
    let text = '';
    const reader = res.body!.getReader();
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        text += Buffer.from(value).toString('utf8');
      }
    } catch {
      // A stream cut by the timer: what arrived is what it said.
    }
    return { status: res.status, text };
  } finally {
    clearTimeout(timer);
  }
}

describe("a founder's contacts reach no one else", () => {
  it('are really in the owner’s own answers (so the checks below can fail)', async () => {
    expect((await bodyOf('owner', '/api/contacts?q=Quillfeather')).text).toContain(PLANTED);
    expect((await bodyOf('owner', `/api/ideas/${ideaId}/network`)).text).toContain(PLANTED);
    expect((await bodyOf('owner', `/api/ideas/${ideaId}/pipeline`)).text).toContain(PLANTED);
  });

  it('in the body of every GET route, for every other caller', async () => {
    const gets = app.routes.filter((r) => r.method === 'GET' && !r.path.startsWith('/v1/'));
    expect(gets.length).toBeGreaterThan(40);
    for (const route of gets)
      for (const kind of OTHERS) {
        const { status, text } = await bodyOf(kind, urlOf(route));
        expect({
          route: route.path,
          kind,
          status: status < 500,
          leaked: text.includes('Quillfeather'),
        }).toEqual({
          route: route.path,
          kind,
          status: true,
          leaked: false,
        });
      }
  }, 240_000);

  it("in the owner's own export of their pipeline, which is sent as a file", async () => {
    const { status, text } = await bodyOf('owner', `/api/ideas/${ideaId}/pipeline/export.csv`);
    expect(status).toBe(200);
    expect(text).not.toContain('Quillfeather');
  });

  it('in the public API and the MCP tools, with any key but the owner’s', async () => {
    const body = JSON.stringify({
      idea: 'AI assistant that quotes and books loads for freight brokers in Chicago',
      stage: 'seed',
    });
    for (const kind of ['otherFounder', 'advisor', 'investor', 'ops', 'admin'] as const) {
      for (const [method, path] of [
        ['POST', '/api/v1/match'],
        ['GET', `/api/v1/investors/${firm.id}`],
        ['GET', `/api/v1/portfolio/${firm.id}`],
        ['GET', `/api/v1/investors?q=${encodeURIComponent(firm.name)}`],
      ] as const) {
        const res = await fetch(app.url + path, {
          method,
          headers: { authorization: `Bearer ${keys[kind]}`, 'content-type': 'application/json' },
          body: method === 'POST' ? body : undefined,
        });
        expect({ kind, path, status: res.status }).toEqual({ kind, path, status: 200 });
        expect({ kind, path, leaked: (await res.text()).includes('Quillfeather') }).toEqual({
          kind,
          path,
          leaked: false,
        });
      }
      const mcp = await connectMcp('http', app.url, keys[kind]);
      try {
        for (const [tool, args] of [
          ['match_round', { idea: 'Freight quoting copilot for brokers in Chicago', stage: 'seed' }],
          ['get_idea_analysis', { idea_id: ideaId }],
          ['list_pipeline', { idea_id: ideaId }],
        ] as const) {
          const answer = await callTool(mcp, tool, args);
          expect({ kind, tool, leaked: JSON.stringify(answer).includes('Quillfeather') }).toEqual({
            kind,
            tool,
            leaked: false,
          });
        }
      } finally {
        await mcp.close();
      }
    }
    // The owner's own key sees their own paths: the same call is not empty for everyone.
    const mine = await fetch(`${app.url}/api/v1/match`, {
      method: 'POST',
      headers: { authorization: `Bearer ${keys.owner}`, 'content-type': 'application/json' },
      body,
    });
    expect(await mine.text()).toContain('Quillfeather');
  }, 120_000);

  it("in the analysis's recorded history: the matcher's call is recorded without the warm-path weights", async () => {
    const events = await app.db.selectFrom('agent_events').selectAll().where('run_id', '=', runId).execute();
    const calls = events.filter((e) => e.type === 'tool_call' && e.activity === 'matchInvestors');
    expect(calls.length).toBeGreaterThan(0);
    const recorded = JSON.stringify(events);
    expect(recorded).not.toContain('Quillfeather');
    expect(recorded).not.toContain('"warm"');
    const history = await app.db
      .selectFrom('workflow_events')
      .selectAll()
      .where('run_id', '=', runId)
      .execute();
    expect(JSON.stringify(history)).not.toContain('Quillfeather');
  });

  it('in any line the server logged', () => {
    expect(logLines.length).toBeGreaterThan(50);
    expect(logLines.filter((l) => l.includes('Quillfeather'))).toEqual([]);
  });
});
