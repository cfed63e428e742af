import { setTimeout as sleep } from 'node:timers/promises';
import { createApiKey } from '../../src/auth/api-keys';
import { connect } from '../../src/db/connect';
import { IDEAS, signUpFounder } from './analysis.bench';
import { distinctSearches } from './investors.bench';
import { appProcessMemory, describeMemory, type ProcessMemory } from './process-memory';

/** The workload the issue measured memory after (issue 20): analyses and distinct searches, none from a cache. */
export const WORKLOAD = { analyses: 120, searches: 4500 };
/** Analyses run side by side (one per idea, as a founder cannot start a second run of the same idea). */
const ANALYSIS_LANES = IDEAS.length;
const SEARCH_CONNECTIONS = 20;
/** How long the app is left alone before its idle memory is read. */
const IDLE_SECONDS = 20;

export interface MemoryTarget {
  url: string;
  databaseUrl: string;
  /** The process `npm start` runs (the primary); its server processes and analysis workers are its children. */
  pid: number;
}

export interface MemoryWatch {
  /** Runs the workload, waits for the app to idle, and prints RSS after start, at the peak and idle. */
  finish: () => Promise<void>;
}

/**
 * Resident memory of every process of the app: read now (after start), sampled every 250 ms from now on for the
 * peak (through whatever the caller runs, then a workload of 120 analyses and 4,500 distinct searches), and read
 * again once the app was left idle.
 */
export function watchMemory(app: MemoryTarget, log = console.log): MemoryWatch {
  const afterStart = appProcessMemory(app.pid);
  const peak = new Map<number, ProcessMemory>();
  const sampler = setInterval(() => {
    for (const p of appProcessMemory(app.pid))
      if ((peak.get(p.pid)?.rssMb ?? 0) < p.rssMb) peak.set(p.pid, p);
  }, 250);
  return {
    finish: async () => {
      const started = performance.now();
      try {
        await Promise.all([runAnalyses(app.url, WORKLOAD.analyses), runSearches(app, WORKLOAD.searches)]);
      } finally {
        clearInterval(sampler);
      }
      const workSeconds = (performance.now() - started) / 1000;
      await sleep(IDLE_SECONDS * 1000);
      const idle = appProcessMemory(app.pid);
      log(
        `\nMemory (RSS) of each process; the workload: ${WORKLOAD.analyses} analyses and ${WORKLOAD.searches} distinct searches (${workSeconds.toFixed(0)} s)`,
      );
      log(`  after start:                 ${describeMemory(afterStart)}`);
      log(`  peak, benches and workload:  ${describeMemory([...peak.values()])}`);
      log(`  after ${IDLE_SECONDS} s idle:            ${describeMemory(idle)}`);
      log('  (goal: each server process under 600 MB after start and under 800 MB at the peak)');
    },
  };
}

async function runAnalyses(url: string, total: number) {
  const cookie = await signUpFounder(url);
  const headers = { cookie, origin: url, 'content-type': 'application/json' };
  const ideaIds: string[] = [];
  for (const [title, description] of IDEAS) {
    const res = await fetch(`${url}/api/ideas`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ title, description }),
    });
    ideaIds.push(((await res.json()) as { id: string }).id);
  }
  let started = 0;
  const lane = async (ideaId: string) => {
    while (started < total) {
      started++;
      for (;;) {
        const res = await fetch(`${url}/api/ideas/${ideaId}/analyze`, {
          method: 'POST',
          headers,
          body: '{}',
        });
        if (res.status === 202) {
          await followRun(url, ((await res.json()) as { runId: string }).runId, headers);
          break;
        }
        // A full queue or memory pressure: the answer says when to come back.
        if (res.status !== 503) throw new Error(`analyze answered ${res.status}: ${await res.text()}`);
        await sleep(Number(res.headers.get('retry-after') ?? 1) * 1000);
      }
    }
  };
  await Promise.all(ideaIds.slice(0, ANALYSIS_LANES).map(lane));
}

async function followRun(url: string, runId: string, headers: Record<string, string>) {
  for (;;) {
    const run = (await (await fetch(`${url}/api/runs/${runId}`, { headers })).json()) as {
      status: string;
      error?: string;
    };
    if (run.status === 'completed') return;
    if (run.status !== 'running') throw new Error(`analysis ${runId} ${run.status}: ${run.error ?? ''}`);
    await sleep(50);
  }
}

async function runSearches(app: MemoryTarget, total: number) {
  const handle = connect(app.databaseUrl, 1);
  let key: string;
  try {
    const user = `bench-memory-${Date.now()}`;
    await handle.db
      .insertInto('user')
      .values({ id: user, name: 'Bench', email: `${user}@example.com` })
      .execute();
    await handle.db
      .insertInto('profiles')
      .values({ id: user, email: `${user}@example.com`, plan: 'scale' })
      .execute();
    const created = await createApiKey(handle.db, user, 'memory bench', 'scale');
    key = created.key;
  } finally {
    await handle.close();
  }
  const searches = distinctSearches();
  let sent = 0;
  const connection = async () => {
    while (sent < total) {
      sent++;
      const res = await fetch(`${app.url}${searches.next().value!}`, {
        headers: { authorization: `Bearer ${key}` },
      });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`search answered ${res.status}`);
    }
  };
  await Promise.all(Array.from({ length: SEARCH_CONNECTIONS }, connection));
}
