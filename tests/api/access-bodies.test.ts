import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDEA_PUBLIC_FIELDS } from '../../core/contracts/idea-public';
import { grantStaffRole } from '../../src/auth/grant-staff-role';
import { Client, onboardedUser } from '../helpers/client';
import { startTestApp, type TestApp } from '../helpers/test-app';

// The access matrix by response body (issue 19): for every route that returns an idea, part of one, a profile or
// a run, what each kind of caller receives, field by field. access.test.ts and security.test.ts prove the status
// codes of every route; this file proves that an advisor or investor can read nothing of a founder's plan.

type Kind = 'anonymous' | 'owner' | 'otherFounder' | 'advisor' | 'investor' | 'ops' | 'admin';
const KINDS: Kind[] = ['anonymous', 'owner', 'otherFounder', 'advisor', 'investor', 'ops', 'admin'];
type User = Awaited<ReturnType<typeof onboardedUser>>;

let app: TestApp;
const users = {} as Record<Exclude<Kind, 'anonymous'>, User>;
let ideaId: string;
let runId: string;
let sharedDoc: string;
let privateDoc: string;
let entryId: string;
/** Words of the founder's plan and private data: none may reach a reader. */
const secrets: string[] = [];
/** The investor's private note on the idea: theirs alone, whoever else asks. */
const INVESTOR_PRIVATE = 'INVESTOR-PRIVATE-NOTE';

const client = (kind: Kind) => (kind === 'anonymous' ? new Client(app.url) : users[kind].client);
const get = (kind: Kind, path: string) => client(kind).request('GET', path);

async function upload(name: string, text: string): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([text]), name);
  const res = await fetch(`${app.url}/api/ideas/${ideaId}/documents`, {
    method: 'POST',
    body: form,
    headers: { origin: app.url, cookie: users.owner.client.cookieHeader() },
  });
  const body = (await res.json()) as { documents: { id: string; name: string }[] };
  return body.documents.find((d) => d.name === name)!.id;
}

beforeAll(async () => {
  app = await startTestApp();
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
  ideaId = owner.ideaId!;
  // The founder's own words and round, as the Edit Idea dialog saves them.
  const edited = await owner.client.patch(`/api/ideas/${ideaId}`, {
    title: 'Freight quoting copilot',
    description: 'AI assistant that quotes and books loads for freight brokers',
    round: { stage: 'seed', amount: { value: 1_500_000, currency: 'USD' } },
  });
  expect(edited.status).toBe(200);

  runId = (await owner.client.post(`/api/ideas/${ideaId}/analyze`)).body.runId;
  for (let i = 0; i < 120; i++) {
    const run = await owner.client.get(`/api/runs/${encodeURIComponent(runId)}`);
    if (run.body.status !== 'running') break;
    await new Promise((r) => setTimeout(r, 500));
  }
  const rec = (await owner.client.get(`/api/ideas/${ideaId}`)).body.recommendations;
  expect(rec.investors.length).toBeGreaterThan(3);
  secrets.push(
    ...rec.investors.slice(0, 5).map((i: { name: string }) => i.name),
    ...rec.designPartners.slice(0, 3).map((p: { name: string }) => p.name),
    owner.email,
  );

  sharedDoc = await upload('deck.txt', 'Our public deck for readers');
  privateDoc = await upload('private-plan.txt', 'UNSHARED-SECRET-CONTENT');
  await owner.client.patch(`/api/ideas/${ideaId}/documents/${sharedDoc}`, { shared: true });
  const entry = await owner.client.post(`/api/ideas/${ideaId}/pipeline/entries`, {
    name: 'Pipeline Secret Partners',
  });
  entryId = entry.body.id;
  await owner.client.post(`/api/ideas/${ideaId}/pipeline/entries/${entryId}/notes`, {
    text: 'PIPELINE-SECRET-NOTE',
  });
  await owner.client.post('/api/ideas', { title: 'Second secret venture', description: 'Not for readers' });
  // The two-sided loop (issue 21): the investor says Interested with a note to the founder, saves the idea with a
  // private note, and asks for the deck.
  await users.investor.client.request('PUT', `/api/deal-flow/${ideaId}/interest`, {
    note: 'NOTE-TO-FOUNDER',
  });
  await users.investor.client.request('PUT', `/api/deal-flow/${ideaId}/saved`, { saved: true });
  await users.investor.client.request('PUT', `/api/deal-flow/${ideaId}/note`, { note: INVESTOR_PRIVATE });
  await users.investor.client.post(`/api/deal-flow/${ideaId}/deck-requests`, { message: 'Deck please' });
  secrets.push(
    'private-plan.txt',
    'UNSHARED-SECRET-CONTENT',
    'Pipeline Secret Partners',
    'Second secret venture',
  );
}, 120_000);
afterAll(() => app?.close());

/** A refusal says why and nothing else. */
function expectRefused(res: { status: number; body: any }, status: number) {
  expect(res.status).toBe(status);
  expect(Object.keys(res.body)).toEqual(['error']);
}

function expectNoSecrets(kind: Kind, body: unknown) {
  const text = JSON.stringify(body);
  for (const secret of secrets)
    expect({ kind, leaked: text.includes(secret) ? secret : null }).toEqual({ kind, leaked: null });
}

describe('GET /api/ideas/:id', () => {
  it('gives its founder and admins the whole idea, readers its public view, the others a refusal', async () => {
    for (const kind of KINDS) {
      const res = await get(kind, `/api/ideas/${ideaId}`);
      if (kind === 'anonymous') expectRefused(res, 401);
      else if (kind === 'otherFounder' || kind === 'ops') expectRefused(res, 403);
      else if (kind === 'owner' || kind === 'admin') {
        expect(res.status).toBe(200);
        expect(res.body.recommendations.investors.length).toBeGreaterThan(3);
        expect(res.body.documents.map((d: { id: string }) => d.id).sort()).toEqual(
          [sharedDoc, privateDoc].sort(),
        );
        expect(res.body.documents.find((d: { id: string }) => d.id === privateDoc).shared).toBe(false);
      } else {
        expect(res.status).toBe(200);
        expect(Object.keys(res.body).sort()).toEqual([...IDEA_PUBLIC_FIELDS].sort());
        expect(res.body).toMatchObject({
          visibility: 'public',
          title: 'Freight quoting copilot',
          stage: 'seed',
          target_check_size: 1500,
          founder: { full_name: 'Olivia Owner', linkedin_url: 'https://www.linkedin.com/in/test-user' },
        });
        expect(res.body.documents.map((d: { name: string }) => d.name)).toEqual(['deck.txt']);
        expectNoSecrets(kind, res.body);
      }
    }
  });

  it('lists a founder only their own ideas; no reader lists anyone else', async () => {
    for (const kind of KINDS) {
      const res = await get(kind, '/api/ideas');
      if (kind === 'anonymous') expectRefused(res, 401);
      else if (kind === 'advisor' || kind === 'investor') expectRefused(res, 403);
      else {
        const ids = res.body.ideas.map((i: { id: string }) => i.id);
        expect(ids.includes(ideaId)).toBe(kind === 'owner');
        for (const idea of res.body.ideas) expect(idea.user_id).toBe(users[kind].id);
      }
    }
  });
});

describe("an idea's documents", () => {
  it('are downloaded by readers only when shared; the founder and admins get all', async () => {
    for (const kind of KINDS) {
      for (const doc of [sharedDoc, privateDoc]) {
        const res = await fetch(`${app.url}/api/ideas/${ideaId}/documents/${doc}`, {
          headers: kind === 'anonymous' ? {} : { cookie: users[kind].client.cookieHeader() },
        });
        const text = await res.text();
        const want =
          kind === 'anonymous'
            ? 401
            : kind === 'otherFounder' || kind === 'ops'
              ? 403
              : (kind === 'advisor' || kind === 'investor') && doc === privateDoc
                ? 404
                : 200;
        expect({ kind, doc: doc === sharedDoc ? 'shared' : 'private', status: res.status }).toEqual({
          kind,
          doc: doc === sharedDoc ? 'shared' : 'private',
          status: want,
        });
        if (want !== 200) expect(text).not.toContain('UNSHARED-SECRET-CONTENT');
      }
    }
  });

  it('are shared by their founder only, and a share can be taken back', async () => {
    for (const kind of ['otherFounder', 'advisor', 'investor', 'admin'] as const) {
      const res = await users[kind].client.patch(`/api/ideas/${ideaId}/documents/${privateDoc}`, {
        shared: true,
      });
      expect([403, 404]).toContain(res.status);
    }
    const bad = await users.owner.client.patch(`/api/ideas/${ideaId}/documents/${privateDoc}`, {
      shared: 'yes',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.field).toBe('shared');
    await users.owner.client.patch(`/api/ideas/${ideaId}/documents/${sharedDoc}`, { shared: false });
    const view = await users.investor.client.get(`/api/ideas/${ideaId}`);
    expect(view.body.documents).toEqual([]);
    await users.owner.client.patch(`/api/ideas/${ideaId}/documents/${sharedDoc}`, { shared: true });
  });
});

describe('lists of startups for advisors and investors', () => {
  it("advisor recommendations carry an idea's public fields only", async () => {
    for (const kind of KINDS) {
      const res = await get(kind, '/api/advisor/recommendations');
      if (kind !== 'advisor') {
        expectRefused(res, kind === 'anonymous' ? 401 : 403);
        continue;
      }
      const item = res.body.recommendations.find((r: { idea_id: string }) => r.idea_id === ideaId);
      expect(Object.keys(item).sort()).toEqual(
        [
          'description',
          'idea_id',
          'industry',
          'interest_status',
          'profiles',
          'reasons',
          'similarity',
          'stage',
          'title',
        ].sort(),
      );
      expect(Object.keys(item.profiles).sort()).toEqual(['company_name', 'full_name']);
      expectNoSecrets(kind, item);
    }
  });

  it("deal flow carries an idea's public fields and the fit with the investor's thesis only", async () => {
    for (const kind of KINDS) {
      const res = await get(kind, '/api/deal-flow');
      if (kind !== 'investor') {
        expectRefused(res, kind === 'anonymous' ? 401 : 403);
        continue;
      }
      const item = res.body.ideas.find((i: { id: string }) => i.id === ideaId);
      expect(Object.keys(item).sort()).toEqual(
        [
          'created_at',
          'description',
          'fit',
          'id',
          'industry',
          'mine',
          'profiles',
          'stage',
          'raise',
          'target_check_size',
          'title',
        ].sort(),
      );
      expect(Object.keys(item.profiles).sort()).toEqual(['company_name', 'full_name', 'linkedin_url']);
      expect(Object.keys(item.fit).sort()).toEqual(['concerns', 'reasons', 'score']);
      // The investor's own state, their private note included: they are the caller.
      expect(item.mine).toMatchObject({
        decision: 'interested',
        saved: true,
        private_note: INVESTOR_PRIVATE,
      });
      expectNoSecrets(kind, item);
    }
  });
});

describe("the founder's own tools stay the founder's", () => {
  it('pipeline, analysis and interested advisors answer their founder only', async () => {
    const paths = [
      `/api/ideas/${ideaId}/pipeline`,
      `/api/ideas/${ideaId}/pipeline/export.csv`,
      `/api/ideas/${ideaId}/pipeline/entries/${entryId}/timeline`,
      `/api/ideas/${ideaId}/analysis`,
      `/api/ideas/${ideaId}/advisor-interests`,
    ];
    for (const path of paths) {
      for (const kind of KINDS) {
        const res = await fetch(app.url + path, {
          headers: kind === 'anonymous' ? {} : { cookie: users[kind].client.cookieHeader() },
        });
        const text = await res.text();
        const want = kind === 'owner' ? 200 : kind === 'anonymous' ? 401 : 403;
        expect({ path, kind, status: res.status }).toEqual({ path, kind, status: want });
        if (kind !== 'owner') expectNoSecrets(kind, text);
      }
    }
    // Follow-ups are always the caller's own.
    for (const kind of ['otherFounder', 'ops', 'admin'] as const) {
      const res = await get(kind, '/api/follow-ups');
      expect(res.status).toBe(200);
      expectNoSecrets(kind, res.body);
    }
  });

  it('an analysis run is read by its founder and staff (the workbench), never by readers or other founders', async () => {
    for (const path of [
      `/api/runs/${encodeURIComponent(runId)}`,
      `/api/workbench/runs/${encodeURIComponent(runId)}`,
    ]) {
      for (const kind of KINDS) {
        const res = await get(kind, path);
        const staffRoute = path.startsWith('/api/workbench');
        const allowed = kind === 'ops' || kind === 'admin' || (kind === 'owner' && !staffRoute);
        if (allowed) {
          expect({ path, kind, status: res.status }).toEqual({ path, kind, status: 200 });
          expect(JSON.stringify(res.body)).toContain(runId);
        } else {
          expectRefused(res, kind === 'anonymous' ? 401 : 403);
          expectNoSecrets(kind, res.body);
        }
      }
    }
  });
});

describe('the two-sided loop (issue 21)', () => {
  /** Nobody but the investor reads their private note; no reader reads the founder's plan. */
  function expectPrivate(kind: Kind, body: unknown) {
    if (kind !== 'owner') expectNoSecrets(kind, body);
    if (kind !== 'investor')
      expect({ kind, leaked: JSON.stringify(body).includes(INVESTOR_PRIVATE) }).toEqual({
        kind,
        leaked: false,
      });
  }

  it("what investors did is read by the idea's founder only, without their private notes", async () => {
    for (const kind of KINDS) {
      const res = await get(kind, `/api/ideas/${ideaId}/investor-activity`);
      expectPrivate(kind, res.body);
      if (kind !== 'owner') {
        expectRefused(res, kind === 'anonymous' ? 401 : 403);
        continue;
      }
      expect(Object.keys(res.body).sort()).toEqual(['investors', 'requests']);
      const [ivan] = res.body.investors;
      expect(Object.keys(ivan).sort()).toEqual(
        [
          'decided_at',
          'decision',
          'fit',
          'investor',
          'investor_id',
          'note',
          'pass_reason',
          'pipeline_entry_id',
        ].sort(),
      );
      expect(Object.keys(ivan.investor).sort()).toEqual([
        'email',
        'firm_name',
        'full_name',
        'linkedin_url',
        'thesis',
      ]);
      expect(ivan).toMatchObject({ decision: 'interested', note: 'NOTE-TO-FOUNDER' });
      expect(Object.keys(res.body.requests[0]).sort()).toEqual(
        ['answer', 'answered_at', 'created_at', 'document_id', 'id', 'message', 'requester', 'status'].sort(),
      );
    }
  });

  it("an investor's own state on an idea, saved list and note are theirs alone", async () => {
    for (const kind of KINDS) {
      for (const path of [`/api/deal-flow/${ideaId}`, '/api/deal-flow?list=saved']) {
        const res = await get(kind, path);
        expectPrivate(kind, res.body);
        if (kind !== 'investor') {
          expectRefused(res, kind === 'anonymous' ? 401 : 403);
          continue;
        }
        expect(JSON.stringify(res.body)).toContain(INVESTOR_PRIVATE);
        expectNoSecrets(kind, res.body);
      }
    }
    const state = (await get('investor', `/api/deal-flow/${ideaId}`)).body;
    expect(Object.keys(state).sort()).toEqual(
      [
        'decided_at',
        'decision',
        'deck_request',
        'fit',
        'idea_id',
        'note',
        'pass_details',
        'pass_reason',
        'private_note',
        'saved',
        'share_reason',
      ].sort(),
    );
  });

  it("the dashboard's counts are of the founder's own ideas", async () => {
    for (const kind of KINDS) {
      const res = await get(kind, '/api/idea-activity');
      if (kind === 'anonymous' || kind === 'advisor' || kind === 'investor') {
        expectRefused(res, kind === 'anonymous' ? 401 : 403);
        continue;
      }
      const ids = res.body.ideas.map((i: { idea_id: string }) => i.idea_id);
      expect(ids.includes(ideaId)).toBe(kind === 'owner');
      const own = (await get(kind, '/api/ideas')).body.ideas.map((i: { id: string }) => i.id);
      expect(ids.sort()).toEqual(own.sort());
    }
  });

  it('notifications and their settings are always the caller’s own', async () => {
    for (const kind of KINDS) {
      const list = await get(kind, '/api/notifications');
      const settings = await get(kind, '/api/notification-settings');
      if (kind === 'anonymous') {
        expectRefused(list, 401);
        expectRefused(settings, 401);
        continue;
      }
      expectPrivate(kind, list.body);
      expect(Object.keys(list.body).sort()).toEqual(['notifications', 'unread']);
      expect(settings.body).toMatchObject({ email: users[kind].email, email_enabled: false });
      expect(Object.keys(settings.body).sort()).toEqual(['digest', 'email', 'email_enabled']);
      const rows = await app.db
        .selectFrom('notifications')
        .select('id')
        .where('user_id', '=', users[kind].id)
        .execute();
      expect(list.body.notifications.map((n: { id: string }) => n.id).sort()).toEqual(
        rows.map((r) => r.id).sort(),
      );
    }
    // The owner heard of the investor's interest and deck request; the investor of nothing yet.
    const kinds = (await get('owner', '/api/notifications')).body.notifications.map(
      (n: { kind: string }) => n.kind,
    );
    expect(kinds).toEqual(expect.arrayContaining(['investor_interested', 'deck_requested']));
  });

  it("the live stream tells each signed-in caller their own unread count, and nobody else's", async () => {
    for (const kind of KINDS) {
      const abort = new AbortController();
      const res = await fetch(`${app.url}/api/notifications/stream`, {
        headers: kind === 'anonymous' ? {} : { cookie: users[kind].client.cookieHeader() },
        signal: abort.signal,
      });
      if (kind === 'anonymous') {
        expect(res.status).toBe(401);
        await res.body?.cancel();
        continue;
      }
      expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
      const reader = res.body!.getReader();
      let text = '';
      while (!text.includes('\n\n')) text += new TextDecoder().decode((await reader.read()).value);
      abort.abort();
      const unread = (await get(kind, '/api/notifications')).body.unread;
      expect(text).toContain(`event: unread\ndata: {"unread":${unread}}`);
    }
  });
});

describe('GET /api/ideas/:id/network', () => {
  it("answers the idea's founder alone: not its readers, not ops, not even admins", async () => {
    for (const kind of KINDS) {
      const res = await get(kind, `/api/ideas/${ideaId}/network`);
      if (kind === 'anonymous') expectRefused(res, 401);
      else if (kind === 'owner')
        expect(Object.keys(res.body).sort()).toEqual(['contacts', 'intros', 'investors', 'partners']);
      else expectRefused(res, 403);
      if (kind !== 'owner') expectNoSecrets(kind, res.body);
    }
  });
});

describe('profiles', () => {
  it('a profile is read by its user and admins only; /api/me is always the caller', async () => {
    for (const kind of KINDS) {
      const res = await get(kind, `/api/profiles/${users.owner.id}`);
      if (kind === 'anonymous') expectRefused(res, 401);
      else if (kind === 'owner' || kind === 'admin')
        expect(res.body).toMatchObject({ email: users.owner.email });
      else expectRefused(res, 403);
      if (kind === 'anonymous') continue;
      const me = await get(kind, '/api/me');
      expect(me.body.user.id).toBe(users[kind].id);
      if (kind !== 'owner') expectNoSecrets(kind, me.body);
    }
  });
});

describe('the matrix covers every route that returns an idea, a profile or a run', () => {
  /** GET routes this file checks by body, and those that return such data only to staff consoles. */
  const COVERED = new Set([
    'GET /ideas',
    'GET /ideas/:id',
    'GET /ideas/:id/documents/:docId',
    'GET /advisor/recommendations',
    'GET /deal-flow',
    'GET /ideas/:id/pipeline',
    'GET /ideas/:id/pipeline/export.csv',
    'GET /ideas/:id/pipeline/entries/:entryId/timeline',
    'GET /ideas/:id/analysis',
    'GET /ideas/:id/network',
    'GET /ideas/:id/advisor-interests',
    'GET /follow-ups',
    'GET /runs/:id',
    'GET /workbench/runs/:id',
    'GET /profiles/:id',
    'GET /me',
    'GET /deal-flow/:id',
    'GET /ideas/:id/investor-activity',
    'GET /idea-activity',
    'GET /notifications',
    'GET /notification-settings',
  ]);
  // Staff only (the generic matrix proves every other caller is refused): lists of runs, a run's agent events
  // and events stream, comparisons, and the admin console's samples.
  const STAFF_ONLY = new Set([
    'GET /workbench/runs',
    'GET /workbench/runs/:id/agent-events',
    'GET /workbench/runs/:id/history',
    'GET /workbench/compare',
    'GET /admin/database',
    'GET /admin/crawl-runs',
  ]);
  const RETURNS_USER_DATA =
    /^\/(ideas|idea-activity|notification|runs|profiles|me|deal-flow|advisor|follow-ups|workbench\/(runs|compare)|admin\/(database|crawl-runs))/;

  it('leaves none out', () => {
    const missing = app.routes
      .filter((r) => r.method === 'GET' && RETURNS_USER_DATA.test(r.path))
      .map((r) => `${r.method} ${r.path}`)
      .filter(
        (r) =>
          !COVERED.has(r) &&
          !STAFF_ONLY.has(r) &&
          !['GET /me/role', 'GET /runs/:id/events', 'GET /notifications/stream'].includes(r),
      );
    expect(missing).toEqual([]);
  });

  it("streams a run's events to the same callers as the run", async () => {
    for (const kind of KINDS) {
      const res = await fetch(`${app.url}/api/runs/${encodeURIComponent(runId)}/events`, {
        headers: kind === 'anonymous' ? {} : { cookie: users[kind].client.cookieHeader() },
      });
      const allowed = kind === 'owner' || kind === 'ops' || kind === 'admin';
      const text = await res.text();
      expect({ kind, status: res.status }).toEqual({
        kind,
        status: allowed ? 200 : kind === 'anonymous' ? 401 : 403,
      });
      if (!allowed) expectNoSecrets(kind, text);
    }
  });
});
