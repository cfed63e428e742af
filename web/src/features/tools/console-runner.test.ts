import { describe, expect, it } from 'vitest';
import { type RunnerDeps, runConsoleRequest } from './console-runner';
import type { RunSnapshot } from './crawl-run';

type Answer = { status: number; body?: unknown } | Error;

/** A fetch that answers from a script, in order, and records what was asked; time moves 100 ms a call. */
function fakeDeps(answers: Answer[], maxPolls?: number) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  const runs: RunSnapshot[] = [];
  let clock = 0;
  const deps: RunnerDeps = {
    fetch: (async (url: string, init: RequestInit) => {
      calls.push({
        method: String(init.method),
        url,
        body: init.body ? JSON.parse(String(init.body)) : undefined,
      });
      clock += 100;
      const answer = answers.shift();
      if (!answer) throw new Error('no more answers');
      if (answer instanceof Error) throw answer;
      const text =
        answer.body === undefined
          ? ''
          : typeof answer.body === 'string'
            ? answer.body
            : JSON.stringify(answer.body);
      return new Response(text || null, {
        status: answer.status,
        statusText: answer.status === 403 ? 'Forbidden' : '',
      });
    }) as unknown as typeof fetch,
    sleep: async (ms) => {
      clock += ms;
    },
    now: () => clock,
    onRun: (run) => runs.push(run),
    maxPolls,
  };
  return { deps, calls, runs };
}

describe('runConsoleRequest', () => {
  it('returns a plain answer with its status and the time taken', async () => {
    const { deps, calls } = fakeDeps([{ status: 200, body: { role: 'founder' } }]);
    const result = await runConsoleRequest(
      { method: 'POST', path: '/api/rpc/get_user_primary_role', body: { uid: 'u1' } },
      deps,
    );
    expect(result).toEqual({
      ok: true,
      status: 200,
      ms: 100,
      data: { role: 'founder' },
      error: null,
      runId: null,
    });
    expect(calls).toEqual([{ method: 'POST', url: '/api/rpc/get_user_primary_role', body: { uid: 'u1' } }]);
  });

  it("shows the server's message and body on an error status", async () => {
    const { deps } = fakeDeps([
      { status: 403, body: { error: { code: 'forbidden', message: 'Admins only' } } },
    ]);
    const result = await runConsoleRequest({ method: 'GET', path: '/api/admin/database' }, deps);
    expect(result).toMatchObject({ ok: false, status: 403, error: 'Admins only' });
    expect(result.data).toEqual({ error: { code: 'forbidden', message: 'Admins only' } });
  });

  it('falls back to the status text, keeps a body that is not JSON, and reports a network failure', async () => {
    const a = fakeDeps([{ status: 403, body: 'nope' }]);
    expect(await runConsoleRequest({ method: 'GET', path: '/x' }, a.deps)).toMatchObject({
      ok: false,
      error: 'Forbidden',
      data: 'nope',
    });
    const b = fakeDeps([new TypeError('Failed to fetch')]);
    expect(await runConsoleRequest({ method: 'GET', path: '/x' }, b.deps)).toMatchObject({
      ok: false,
      status: 0,
      error: 'Failed to fetch',
    });
  });

  it('follows a 202 { runId } to the end and shows the final run', async () => {
    const final = { id: 'run-1', status: 'completed', result: { companies_found: 2 } };
    const { deps, calls, runs } = fakeDeps([
      { status: 202, body: { runId: 'run-1' } },
      { status: 200, body: { id: 'run-1', status: 'running', progress: null } },
      new TypeError('blip'),
      { status: 200, body: final },
    ]);
    const result = await runConsoleRequest(
      { method: 'POST', path: '/api/functions/scrape-portfolio', body: { investor_id: 'i1' } },
      deps,
    );
    expect(result).toEqual({ ok: true, status: 202, ms: 3400, data: final, error: null, runId: 'run-1' });
    expect(calls.slice(1).map((c) => `${c.method} ${c.url}`)).toEqual([
      'GET /api/runs/run-1',
      'GET /api/runs/run-1',
      'GET /api/runs/run-1',
    ]);
    expect(runs.map((r) => r.status)).toEqual(['running', 'completed']);
  });

  it("fails with the run's error when the run fails", async () => {
    const { deps } = fakeDeps([
      { status: 202, body: { runId: 'r' } },
      { status: 200, body: { id: 'r', status: 'failed', error: 'No portfolio page found' } },
    ]);
    expect(await runConsoleRequest({ method: 'POST', path: '/p', body: {} }, deps)).toMatchObject({
      ok: false,
      status: 202,
      error: 'No portfolio page found',
      runId: 'r',
    });
  });

  it('fails when the run cannot be read, or does not end in time', async () => {
    const a = fakeDeps([
      { status: 202, body: { runId: 'r' } },
      { status: 404, body: { error: { message: 'Run not found' } } },
    ]);
    expect(await runConsoleRequest({ method: 'POST', path: '/p' }, a.deps)).toMatchObject({
      ok: false,
      error: 'Run not found',
    });
    const b = fakeDeps(
      [
        { status: 202, body: { runId: 'r' } },
        { status: 200, body: { id: 'r', status: 'running' } },
        { status: 200, body: { id: 'r', status: 'running' } },
      ],
      2,
    );
    expect(await runConsoleRequest({ method: 'POST', path: '/p' }, b.deps)).toMatchObject({
      ok: false,
      error: 'The run was still going when the console stopped following it',
    });
  });

  it('treats a 202 without a run id as a plain answer', async () => {
    const { deps } = fakeDeps([{ status: 202, body: { queued: true } }]);
    expect(await runConsoleRequest({ method: 'POST', path: '/p' }, deps)).toMatchObject({
      ok: true,
      status: 202,
      runId: null,
    });
  });
});
