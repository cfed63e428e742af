import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantStaffRole } from '../../src/auth/grant-staff-role';
import { Client, onboardedUser } from '../helpers/client';
import { startTestApp, type TestApp } from '../helpers/test-app';

// Analyses wait in a queue in Postgres and a pool runs them, here on two real servers sharing one database: `web`
// only queues (as npm start's server processes do), `worker` runs them one at a time. A full queue and memory
// pressure refuse new analyses with 503, Retry-After and a clear message, and change nothing.
let web: TestApp;
let founder: Awaited<ReturnType<typeof onboardedUser>>;
const ideas: string[] = [];

beforeAll(async () => {
  web = await startTestApp({ runAnalyses: false, env: { ANALYSIS_QUEUE_LIMIT: '2' } });
  founder = await onboardedUser(web.url, 'founder', 'Queue Founder');
  for (const title of ['Freight quotes', 'Clinic scheduling', 'Solar permits']) {
    const res = await founder.client.post('/api/ideas', {
      title,
      description: `${title}: software for small businesses, raising a seed round.`,
    });
    expect(res.status).toBe(201);
    ideas.push(res.body.id);
  }
}, 60_000);
afterAll(() => web?.close());

const runsOf = (...ideaIds: string[]) =>
  web.db
    .selectFrom('workflow_runs')
    .select(['id', 'status', 'lease_owner', 'started_at', 'finished_at'])
    .where('subject_id', 'in', ideaIds)
    .execute();

describe('the analysis queue', () => {
  it('answers 503 with Retry-After once the queue is full, and records nothing', async () => {
    const first = await founder.client.post(`/api/ideas/${ideas[0]}/analyze`);
    const second = await founder.client.post(`/api/ideas/${ideas[1]}/analyze`);
    expect([first.status, second.status]).toEqual([202, 202]);
    // Nobody runs them yet: they wait, unleased.
    for (const id of ideas.slice(0, 2))
      expect(await runsOf(id!)).toEqual([expect.objectContaining({ status: 'running', lease_owner: null })]);

    const refused = await founder.client.post(`/api/ideas/${ideas[2]}/analyze`);
    expect(refused.status).toBe(503);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(refused.body.error.code).toBe('busy');
    expect(refused.body.error.message).toBe(
      `Too many analyses are waiting to run (2). Try again in ${refused.headers.get('retry-after')} seconds.`,
    );
    expect(await runsOf(ideas[2]!)).toEqual([]);

    const health = await new Client(web.url).get('/api/health');
    expect(health.status).toBe(200);
    expect(health.body).toEqual({
      ok: true,
      postgres: 'up',
      engine: 'local',
      analyses: 'refusing',
      memory: 'ok',
    });
  });

  it('runs the queued analyses in another process, one at a time, oldest first', async () => {
    const worker = await startTestApp({
      database: web.database,
      runAnalyses: true,
      env: { ANALYSIS_CONCURRENCY: '1' },
    });
    try {
      // Never two of them leased (running) at once, while both finish.
      let most = 0;
      for (;;) {
        // One query, so both runs are seen at the same instant.
        const runs = await runsOf(ideas[0]!, ideas[1]!);
        const leased = runs.filter((r) => r.status === 'running' && r.lease_owner !== null).length;
        most = Math.max(most, leased);
        if (runs.every((r) => r.status !== 'running')) break;
        await new Promise((r) => setTimeout(r, 20));
      }
      expect(most).toBe(1);
      const [a] = await runsOf(ideas[0]!);
      const [b] = await runsOf(ideas[1]!);
      expect([a!.status, b!.status]).toEqual(['completed', 'completed']);
      expect(a!.finished_at!.getTime()).toBeLessThanOrEqual(b!.finished_at!.getTime());
      const idea = await founder.client.get(`/api/ideas/${ideas[1]}`);
      expect(idea.body.recommendations.investors.length).toBeGreaterThan(0);
      // The queue has room again.
      const next = await founder.client.post(`/api/ideas/${ideas[2]}/analyze`);
      expect(next.status).toBe(202);
    } finally {
      await worker.close();
    }
  }, 120_000);
});

describe('memory pressure', () => {
  it('refuses new analyses with 503 and says so on /api/health, with the figures for staff only', async () => {
    // Any heap counts as pressure at 1% of the limit.
    const tight = await startTestApp({ database: web.database, env: { MEMORY_PRESSURE_PERCENT: '1' } });
    try {
      const client = new Client(tight.url);
      expect((await client.signIn(founder.email)).status).toBe(200);
      const refused = await client.post(`/api/ideas/${ideas[0]}/analyze`);
      expect(refused.status).toBe(503);
      expect(refused.headers.get('retry-after')).toBe('30');
      expect(refused.body.error).toEqual({
        code: 'busy',
        message:
          'The server is short of memory, so it is not starting new analyses for now. Try again in 30 seconds.',
      });

      const anonymous = await new Client(tight.url).get('/api/health');
      expect(anonymous.body).toEqual({
        ok: true,
        postgres: 'up',
        engine: 'local',
        analyses: 'refusing',
        memory: 'pressure',
      });
      // A founder sees no more than anyone; staff see the queue and memory figures.
      expect((await client.get('/api/health')).body).toEqual(anonymous.body);
      const staff = await onboardedUser(tight.url, 'founder', 'Ops Person');
      await grantStaffRole(tight.db, staff.email, 'ops', 'grant');
      const detailed = await staff.client.get('/api/health');
      expect(detailed.body).toMatchObject({ ...anonymous.body, details: expect.any(Object) });
      expect(detailed.body.details).toEqual({
        queue: { waiting: expect.any(Number), running: expect.any(Number), limit: 50 },
        heapUsedPercent: expect.any(Number),
        machineAvailablePercent: expect.any(Number),
      });
      expect(detailed.body.details.heapUsedPercent).toBeGreaterThanOrEqual(1);
    } finally {
      await tight.close();
    }
  }, 60_000);
});
