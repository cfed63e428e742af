import { parseServerJson } from '@web/lib/display-text';
import type { ConsoleRequest } from './api-console';
import { POLL_MS, type RunSnapshot, runError } from './crawl-run';

/** One Run Test: the HTTP status and time taken, and what came back (the final run when one was followed). */
export interface ConsoleResult {
  ok: boolean;
  /** The request's HTTP status; 0 when it never got an answer. */
  status: number;
  ms: number;
  /** The answer's body, or the final run when the answer was 202 { runId }. */
  data: unknown;
  /** The server's message (or the run's error) when it did not succeed. */
  error: string | null;
  /** The run followed, when there was one. */
  runId: string | null;
}

export interface RunnerDeps {
  fetch: typeof fetch;
  sleep: (ms: number) => Promise<void>;
  now: () => number;
  /** Each poll of a followed run, for a live status line. */
  onRun?: (run: RunSnapshot) => void;
  /** Polls before giving up on a run that does not finish; 600 at one a second is ten minutes. */
  maxPolls?: number;
}

function messageOf(body: unknown, fallback: string): string {
  const err = (body as { error?: { message?: unknown } } | null)?.error;
  return typeof err?.message === 'string' && err.message ? err.message : fallback;
}

async function send(deps: RunnerDeps, method: string, path: string, body?: unknown) {
  const res = await deps.fetch(path, {
    method,
    credentials: 'include',
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  let data: unknown = null;
  if (text) {
    try {
      data = parseServerJson(text);
    } catch {
      data = text;
    }
  }
  return { status: res.status, ok: res.ok, statusText: res.statusText, data };
}

function runIdOf(status: number, data: unknown): string | null {
  if (status !== 202) return null;
  const id = (data as { runId?: unknown } | null)?.runId;
  return typeof id === 'string' && id ? id : null;
}

/** Sends the request; a 202 { runId } is followed (GET /api/runs/:id once a second) until the run ends. */
export async function runConsoleRequest(request: ConsoleRequest, deps: RunnerDeps): Promise<ConsoleResult> {
  const started = deps.now();
  const done = (r: Omit<ConsoleResult, 'ms'>): ConsoleResult => ({ ...r, ms: deps.now() - started });
  let first: Awaited<ReturnType<typeof send>>;
  try {
    first = await send(deps, request.method, request.path, request.body);
  } catch (err) {
    const message = err instanceof Error && err.message ? err.message : 'The request failed';
    return done({ ok: false, status: 0, data: null, error: message, runId: null });
  }
  if (!first.ok) {
    return done({
      ok: false,
      status: first.status,
      data: first.data,
      error: messageOf(first.data, first.statusText || 'The request failed'),
      runId: null,
    });
  }
  const runId = runIdOf(first.status, first.data);
  if (!runId) return done({ ok: true, status: first.status, data: first.data, error: null, runId: null });

  const maxPolls = deps.maxPolls ?? 600;
  for (let i = 0; i < maxPolls; i++) {
    await deps.sleep(POLL_MS);
    let poll: Awaited<ReturnType<typeof send>>;
    try {
      poll = await send(deps, 'GET', `/api/runs/${encodeURIComponent(runId)}`);
    } catch {
      continue; // a dropped poll is retried on the next tick
    }
    if (!poll.ok) {
      return done({
        ok: false,
        status: first.status,
        data: poll.data,
        error: messageOf(poll.data, `Could not read the run (${poll.status})`),
        runId,
      });
    }
    const run = poll.data as RunSnapshot;
    deps.onRun?.(run);
    if (run.status === 'running') continue;
    const ok = run.status === 'completed';
    return done({ ok, status: first.status, data: run, error: ok ? null : runError(run), runId });
  }
  return done({
    ok: false,
    status: first.status,
    data: first.data,
    error: 'The run was still going when the console stopped following it',
    runId,
  });
}
