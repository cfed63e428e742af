import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client, onboardedUser } from '../helpers/client';
import { founderAndStaff } from '../helpers/staff';
import { startTestApp, type TestApp } from '../helpers/test-app';

// Issue 19, item 3: workbench re-runs and replays never write to a founder's data. A re-run's results live on the
// run; an admin (only) applies them to the idea, after confirming, on the record (the audit log), and the founder
// sees when their results were replaced and by whom.

let app: TestApp;
type User = Awaited<ReturnType<typeof onboardedUser>>;
let founder: User;
let admin: User;
let ops: User;
let ideaId: string;

async function settle(client: Client, runId: string) {
  for (let i = 0; i < 600; i++) {
    const run = await client.get(`/api/runs/${encodeURIComponent(runId)}`);
    if (run.body.status !== 'running') return run.body;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('run did not finish');
}

const ideaOf = async () => (await founder.client.get(`/api/ideas/${ideaId}`)).body;
const path = (runId: string, action = '') => `/api/workbench/runs/${encodeURIComponent(runId)}${action}`;

beforeAll(async () => {
  app = await startTestApp();
  ({ founder, admin, ops } = await founderAndStaff(app, 'Lee Founder'));
  ideaId = founder.ideaId!;
  await app.db.updateTable('ideas').set({ title: 'LedgerLoop' }).where('id', '=', ideaId).execute();
}, 120_000);
afterAll(() => app?.close());

describe('sandboxed re-runs', () => {
  let original: string;
  let rerun: string;
  let before: { recommendations: Record<string, unknown> };

  it("leave the founder's results as they were, re-run and replayed alike", async () => {
    original = (await founder.client.post(`/api/ideas/${ideaId}/analyze`)).body.runId;
    expect((await settle(founder.client, original)).status).toBe('completed');
    before = await ideaOf();
    expect(before.recommendations.analyzedAt).toEqual(expect.any(String));

    // From the very first step: every activity computed again, none of them writing to the idea.
    const res = await ops.client.post(path(original, '/rerun'), { fromActivityId: 1 });
    expect(res.status).toBe(202);
    rerun = res.body.runId;
    expect((await settle(ops.client, rerun)).status).toBe('completed');
    expect((await ops.client.post(path(rerun, '/replay'))).body).toEqual({ ok: true });
    expect((await ops.client.post(path(original, '/replay'))).body).toEqual({ ok: true });
    expect((await ideaOf()).recommendations).toEqual(before.recommendations);

    const detail = (await ops.client.get(path(rerun))).body;
    expect(detail.run.sandbox).toBe(true);
    expect(detail.analysis.investors.length).toBeGreaterThan(0);
    expect(detail.applied).toBeNull();
    // The workbench finds it by the idea's name, marked as a re-run by the ops person.
    const listed = (await ops.client.get('/api/workbench/runs?subject=ledgerloop')).body.runs;
    expect(listed.map((r: { id: string }) => r.id)).toEqual([rerun, original]);
    expect(listed[0].startedBy).toMatchObject({ kind: 'rerun', label: 'Re-run by Oz Ops' });
  }, 120_000);

  it('reach the idea only when an admin applies them, confirmed, on the record', async () => {
    const byOps = await ops.client.post(path(rerun, '/apply'), { confirm: true });
    expect(byOps.status).toBe(403);
    expect((await ops.client.get(path(rerun))).body.canApply).toBe(false);
    const unconfirmed = await admin.client.post(path(rerun, '/apply'), {});
    expect(unconfirmed.status).toBe(400);
    expect(unconfirmed.body.error).toMatchObject({
      field: 'confirm',
      message: "Confirm that this run's results replace the idea's",
    });
    expect((await ideaOf()).recommendations).toEqual(before.recommendations);

    const applied = await admin.client.post(path(rerun, '/apply'), { confirm: true });
    expect(applied.status).toBe(200);
    expect(applied.body).toEqual({ ideaId, appliedAt: expect.any(String) });
    const after = (await ideaOf()).recommendations;
    const rerunRun = (await admin.client.get(path(rerun))).body;
    expect(after.replaced).toEqual({ at: applied.body.appliedAt, by: 'Ada Admin' });
    expect(after.analyzedAt).toBe(rerunRun.run.finishedAt);
    expect(after.investors.map((i: { id: string }) => i.id)).toEqual(
      rerunRun.analysis.investors.map((i: { investorId: string }) => i.investorId),
    );
    expect(rerunRun.applied).toEqual({ at: expect.any(String), by: admin.email });

    const log = await admin.client.get('/api/admin/audit-log?action=apply_run_results');
    expect(log.status).toBe(200);
    expect(log.body.total).toBe(1);
    expect(log.body.entries[0]).toMatchObject({
      actor_email: admin.email,
      action: 'apply_run_results',
      target: `idea:${ideaId}`,
      status: 200,
      details: { runId: rerun, replacedAnalysisOf: before.recommendations.analyzedAt },
    });
    expect(log.body.actions).toContain('apply_run_results');
    // The admin's unconfirmed attempt is logged as refused (400); the applied one once, by name.
    const all = await admin.client.get(`/api/admin/audit-log?actor=${encodeURIComponent(admin.email)}`);
    const applies = all.body.entries.filter((e: { action: string }) => /apply/.test(e.action));
    expect(applies.map((e: { action: string; status: number }) => [e.action, e.status])).toEqual([
      ['apply_run_results', 200],
      ['POST /workbench/runs/:id/apply', 400],
    ]);

    // A failed or running analysis cannot be applied; nor a run of another kind.
    await app.db.updateTable('workflow_runs').set({ status: 'failed' }).where('id', '=', original).execute();
    const failed = await admin.client.post(path(original, '/apply'), { confirm: true });
    expect(failed.status).toBe(409);
    expect(failed.body.error.message).toBe('Only a completed analysis can be applied to its idea');
  }, 60_000);
});

describe('the audit log', () => {
  it('filters by actor, action and time range, for admins only', async () => {
    const actor = encodeURIComponent(admin.email.slice(0, 12));
    const mine = await admin.client.get(`/api/admin/audit-log?actor=${actor}`);
    expect(mine.body.total).toBeGreaterThan(0);
    expect(mine.body.entries.every((e: { actor_email: string }) => e.actor_email === admin.email)).toBe(true);
    const opsEntries = await admin.client.get(`/api/admin/audit-log?actor=${encodeURIComponent(ops.email)}`);
    expect(opsEntries.body.entries.map((e: { action: string }) => e.action)).toContain(
      'POST /workbench/runs/:id/rerun',
    );
    const later = new Date(Date.now() + 60_000).toISOString();
    expect((await admin.client.get(`/api/admin/audit-log?from=${later}`)).body.total).toBe(0);
    expect((await admin.client.get(`/api/admin/audit-log?to=${later}`)).body.total).toBe(
      (await admin.client.get('/api/admin/audit-log')).body.total,
    );
    const bad = await admin.client.get('/api/admin/audit-log?from=soon');
    expect(bad.status).toBe(400);
    expect(bad.body.error.field).toBe('from');
    expect((await ops.client.get('/api/admin/audit-log')).status).toBe(403);
    expect((await founder.client.get('/api/admin/audit-log')).status).toBe(403);
  });
});
