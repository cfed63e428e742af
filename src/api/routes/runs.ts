import type { Response } from 'express';
import { z } from 'zod';
import { ZIdParam } from '../../../core/contracts/ideas';
import { ZRunningAnalysis, ZRunSnapshot, ZRunStarted } from '../../../core/contracts/runs';
import {
  FINAL_EVENT_TYPES,
  type Run,
  type RunEvent,
  type WorkflowEngine,
} from '../../../workflows/engine/engine';
import { loadIdeaFor } from '../../ideas/idea-access';
import { startAnalysis } from '../../ideas/start-analysis';
import type { Caller, DefineRoute } from '../access';
import type { AppDeps } from '../deps';
import { AppError } from '../errors';

const ZRunParam = z.object({ id: z.string().trim().min(1).max(200) });

const FINAL_EVENTS = new Set<string>(FINAL_EVENT_TYPES);
/** Another process may drive the run, so the stream also reads the recorded events this often. */
const POLL_MS = 1_000;

export function registerRunRoutes(defineRoute: DefineRoute, deps: AppDeps) {
  defineRoute({
    method: 'post',
    path: '/ideas/:id/analyze',
    access: ['founder'],
    params: ZIdParam,
    status: 202,
    response: ZRunStarted,
    handler: async ({ caller, params }) => {
      const idea = await loadIdeaFor(deps.db, caller!, params.id, 'write');
      return { runId: await startAnalysis(deps, idea.id, caller!) };
    },
  });

  // The idea's analysis in progress, if any: reopening the idea page follows it rather than losing it.
  defineRoute({
    method: 'get',
    path: '/ideas/:id/analysis',
    access: ['founder'],
    params: ZIdParam,
    response: ZRunningAnalysis,
    handler: async ({ caller, params }) => {
      const idea = await loadIdeaFor(deps.db, caller!, params.id, 'write');
      const { runs } = await deps.engine.list(
        { workflow: 'analyzeIdea', subjectType: 'idea', subjectId: idea.id, status: 'running' },
        { limit: 1, offset: 0 },
      );
      const run = runs[0];
      return { running: run ? { runId: run.id, startedAt: run.startedAt.toISOString() } : null };
    },
  });

  defineRoute({
    method: 'get',
    path: '/runs/:id',
    access: 'signed-in',
    params: ZRunParam,
    response: ZRunSnapshot,
    handler: async ({ caller, params }) => loadRunFor(deps.engine, caller!, params.id),
  });

  defineRoute({
    method: 'get',
    path: '/runs/:id/events',
    access: 'signed-in',
    params: ZRunParam,
    handler: async ({ caller, params, req, res }) => {
      const run = await loadRunFor(deps.engine, caller!, params.id);
      const stop = streamEvents(deps.engine, run, res);
      req.on('close', stop);
      return undefined;
    },
  });
}

/** A run, for its creator or staff (admin, ops); 404 when unknown. */
async function loadRunFor(engine: WorkflowEngine, caller: Caller, runId: string): Promise<Run> {
  const run = await engine.get(runId);
  if (!run) throw new AppError('not_found', 'Run not found');
  const staff = caller.staffRoles.includes('admin') || caller.staffRoles.includes('ops');
  if (run.createdBy !== caller.id && !staff)
    throw new AppError('forbidden', 'This run belongs to someone else');
  return run;
}

/**
 * Server-Sent Events: the recorded events, then live ones, each once and in order; ends after the run's last
 * event. Returns the function that stops the stream early (the client went away).
 */
function streamEvents(engine: WorkflowEngine, run: Run, res: Response): () => void {
  res.status(200).set({
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  res.flushHeaders();

  let lastSeq = 0;
  let done = false;
  let catchingUp: Promise<void> = Promise.resolve();
  const send = (events: RunEvent[]) => {
    for (const e of events.sort((a, b) => a.seq - b.seq)) {
      if (done || e.seq <= lastSeq) continue;
      lastSeq = e.seq;
      res.write(`event: ${e.type}\ndata: ${JSON.stringify(e)}\n\n`);
      if (FINAL_EVENTS.has(e.type)) stop();
    }
  };
  /** Reads what was recorded since the last event sent; ends the stream when the run is over. */
  const catchUp = () => {
    catchingUp = catchingUp
      .then(async () => {
        if (done) return;
        send(await engine.events(run.id, lastSeq));
        if (done) return;
        const current = await engine.get(run.id);
        if (current?.status === 'running') return;
        send(await engine.events(run.id, lastSeq));
        stop();
      })
      .catch(() => stop());
  };
  const unsubscribe = engine.subscribe(run.id, (event) => {
    // A live event right after the last one sent goes out at once; a gap is filled from the record.
    if (event.seq === lastSeq + 1) send([event]);
    else if (event.seq > lastSeq) catchUp();
  });
  const poll = setInterval(catchUp, POLL_MS);
  function stop() {
    if (done) return;
    done = true;
    clearInterval(poll);
    unsubscribe();
    res.end();
  }
  catchUp();
  return stop;
}
