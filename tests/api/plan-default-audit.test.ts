import { afterAll, describe, expect, it } from 'vitest';
import { grantStaffRole } from '../../src/auth/grant-staff-role';
import { PLAN_DEFAULT_ACTION } from '../../src/plans/plan-default-audit';
import { onboardedUser } from '../helpers/client';
import { startTestApp, type TestApp } from '../helpers/test-app';

// Issue 32, item 4: PLAN_DEFAULT grants a plan to every account, so a server started with it is on the audit log,
// once per change of value: not on every restart, not once per process of a server that starts several.

const started = new Set<TestApp>();
afterAll(() => Promise.all([...started].map(stop)));

function stop(app: TestApp): Promise<void> {
  started.delete(app);
  return app.close();
}

async function start(database: string | undefined, plan?: string): Promise<TestApp> {
  const app = await startTestApp({ database, env: plan ? { PLAN_DEFAULT: plan } : {} });
  started.add(app);
  return app;
}

async function entries(app: TestApp) {
  const rows = await app.db
    .selectFrom('audit_log')
    .select(['actor_email', 'action', 'target', 'details', 'status'])
    .where('action', '=', PLAN_DEFAULT_ACTION)
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ ...r, details: { ...(r.details as object), host: undefined } }));
}

const change = (before: string, after: string) => ({
  actor_email: 'config:PLAN_DEFAULT',
  action: PLAN_DEFAULT_ACTION,
  target: 'accounts without a plan of their own',
  details: { setting: 'PLAN_DEFAULT', before, after, host: undefined },
  status: 0,
});

describe('PLAN_DEFAULT on the audit log', () => {
  it('is recorded when a server starts with a new value, once, and again when it goes back', async () => {
    const first = await start(undefined);
    expect(await entries(first)).toEqual([]);
    const database = first.database;
    await stop(first);

    const growth = await start(database, 'growth');
    expect(await entries(growth)).toEqual([change('starter', 'growth')]);
    await stop(growth);
    // A restart with the same value writes nothing more.
    const again = await start(database, 'growth');
    expect(await entries(again)).toEqual([change('starter', 'growth')]);
    // Two processes starting together with a new value: one entry.
    const [a, b] = await Promise.all([start(database, 'scale'), start(database, 'scale')]);
    expect(await entries(a!)).toEqual([change('starter', 'growth'), change('growth', 'scale')]);
    await Promise.all([stop(again), stop(a!), stop(b!)]);
    // Unset again: the accounts went back to Starter, and the log says so.
    const back = await start(database);
    expect(await entries(back)).toEqual([
      change('starter', 'growth'),
      change('growth', 'scale'),
      change('scale', 'starter'),
    ]);

    // Admins read it on the audit page like any other grant.
    const admin = await onboardedUser(back.url, 'founder', 'Plan Auditor');
    await grantStaffRole(back.db, admin.email, 'admin', 'grant');
    const page = await admin.client.get(
      `/api/admin/audit-log?action=${encodeURIComponent(PLAN_DEFAULT_ACTION)}`,
    );
    expect(page.status).toBe(200);
    expect(page.body.entries.map((e: { details: { after: string } }) => e.details.after)).toEqual([
      'starter',
      'scale',
      'growth',
    ]);
  }, 120_000);
});
