import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client, onboardedUser } from '../helpers/client';
import { founderAndStaff } from '../helpers/staff';
import { startTestApp, type TestApp } from '../helpers/test-app';

// Issue 32, item 3: staff act in the open. The /test-api console's analysis is a sandbox run that writes nothing to
// the founder's idea; applying it is confirmed, audited with its before and after, and the founder is told that an
// administrator did it; an admin's edit of someone's profile likewise; refused staff calls are audited; onboarding
// happens once.

let app: TestApp;
type User = Awaited<ReturnType<typeof onboardedUser>>;
let founder: User;
let admin: User;
let ops: User;
let ideaId: string;

async function settle(client: Client, runId: string) {
  for (let i = 0; i < 900; i++) {
    const run = await client.get(`/api/runs/${encodeURIComponent(runId)}`);
    if (run.body.status !== 'running' && run.body.status !== 'queued') return run.body;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('run did not finish');
}

const notices = async (user: User) => (await user.client.get('/api/notifications')).body.notifications;
const audit = async (query: string) => (await admin.client.get(`/api/admin/audit-log?${query}`)).body.entries;

beforeAll(async () => {
  app = await startTestApp();
  ({ founder, admin, ops } = await founderAndStaff(app, 'Fern Founder'));
  ideaId = founder.ideaId!;
  await app.db.updateTable('ideas').set({ title: 'Fernhill' }).where('id', '=', ideaId).execute();
}, 120_000);
afterAll(() => app?.close());

describe("the console's Analyze Idea", () => {
  it("runs in the sandbox: the founder's results and notifications stay as they were until an admin applies it", async () => {
    const before = (await founder.client.get(`/api/ideas/${ideaId}`)).body.recommendations;
    const res = await admin.client.post('/api/functions/analyze-idea', { ideaId });
    expect(res.status).toBe(202);
    expect(res.body).toMatchObject({ sandbox: true, runId: expect.stringContaining(':sandbox:') });
    expect((await settle(admin.client, res.body.runId)).status).toBe('completed');
    expect((await founder.client.get(`/api/ideas/${ideaId}`)).body.recommendations).toEqual(before);
    expect(await notices(founder)).toEqual([]);
    expect((await audit('action=sandbox_analysis'))[0]).toMatchObject({
      actor_email: admin.email,
      target: `idea:${ideaId}`,
      details: { runId: res.body.runId, owner: founder.id },
    });

    const applied = await admin.client.post(
      `/api/workbench/runs/${encodeURIComponent(res.body.runId)}/apply`,
      {
        confirm: true,
      },
    );
    expect(applied.status).toBe(200);
    const after = (await founder.client.get(`/api/ideas/${ideaId}`)).body.recommendations;
    expect(after.investors.length).toBeGreaterThan(0);
    const [notice] = await notices(founder);
    expect(notice).toMatchObject({ kind: 'staff_action', link: `/idea/${ideaId}` });
    expect(notice.title).toMatch(
      /^An administrator re-ran your analysis of Fernhill on \d{1,2} \w{3} \d{4}$/,
    );
    const [entry] = await audit('action=apply_run_results');
    expect(entry).toMatchObject({
      target: `idea:${ideaId}`,
      details: {
        owner: founder.id,
        before: null,
        after: { investors: after.investors.length, designPartners: after.designPartners.length },
      },
    });
  }, 180_000);
});

describe('refused staff calls', () => {
  it('are audited whoever makes them: ops applying, a founder re-running', async () => {
    const run = encodeURIComponent(`analyze-idea:${ideaId}:00000000-0000-4000-8000-000000000000`);
    expect((await ops.client.post(`/api/workbench/runs/${run}/apply`, { confirm: true })).status).toBe(403);
    expect(
      (await founder.client.post(`/api/workbench/runs/${run}/rerun`, { fromActivityId: 1 })).status,
    ).toBe(403);
    const refused = await audit('limit=50');
    const seen = refused.map((e: { actor_email: string; action: string; status: number }) =>
      [e.actor_email, e.action, e.status].join(' '),
    );
    expect(seen).toContain(`${ops.email} POST /workbench/runs/:id/apply 403`);
    expect(seen).toContain(`${founder.email} POST /workbench/runs/:id/rerun 403`);
    expect(refused.find((e: { actor_email: string }) => e.actor_email === founder.email).target).toBe(
      decodeURIComponent(run),
    );
  });
});

describe("an admin's edit of another user's profile", () => {
  it('is refused unconfirmed, then audited with before and after, and the user is told', async () => {
    const unconfirmed = await admin.client.patch(`/api/profiles/${founder.id}`, { full_name: 'Hacked' });
    expect(unconfirmed.status).toBe(400);
    expect(unconfirmed.body.error.field).toBe('confirm');
    expect((await founder.client.get(`/api/profiles/${founder.id}`)).body.full_name).not.toBe('Hacked');

    const done = await admin.client.patch(`/api/profiles/${founder.id}`, {
      full_name: 'Fern Founder-Smith',
      confirm: true,
    });
    expect(done.status).toBe(200);
    const [entry] = await audit('action=staff_edit_profile');
    expect(entry).toMatchObject({
      actor_email: admin.email,
      target: `user:${founder.id}`,
      details: { after: { full_name: 'Fern Founder-Smith' } },
    });
    expect(entry.details.before).toHaveProperty('full_name');
    const [notice] = await notices(founder);
    expect(notice.title).toMatch(/^An administrator changed your profile on /);
    expect(notice.body).toMatch(/full name/);
    // Their own edit needs no confirmation and notifies nobody.
    expect((await founder.client.patch(`/api/profiles/${founder.id}`, { headline: 'Founder' })).status).toBe(
      200,
    );
    expect((await notices(founder)).length).toBe(2);
  });
});

describe('onboarding', () => {
  it('happens once: a second completion is refused and the role stays', async () => {
    const again = await founder.client.post('/api/onboarding/complete', {
      role: 'investor',
      investmentThesis: 'Seed SaaS',
      checkSizeMin: 100,
      checkSizeMax: 500,
      preferredStages: ['seed'],
      focusAreas: ['b2b-saas'],
    });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toMatch(/^Onboarding is already complete: you are a founder/);
    expect((await founder.client.get('/api/me/role')).body.role).toBe('founder');
  });
});
