import type { WorkflowEngine } from '../../workflows/engine/engine';
import type { Caller } from '../domain/caller';
import { startOnce } from '../domain/start-once';

/** The one answer to a second analysis of an idea while one runs (409). */
const ANALYSIS_ALREADY_RUNNING = 'This idea is already being analyzed';

/**
 * Starts the analysis of an idea the caller may analyze, from any route (`sandbox`: staff's re-run from the console,
 * whose results stay on the run until an admin applies them): admitted first (503 with Retry-After when
 * the queue is full or the server short of memory), then started once. The idea's workflow id is
 * `analyze-idea:<ideaId>`, so the engine itself (Temporal, or the local engine's unique index) refuses a second
 * start while one runs, even from two requests at the same instant.
 */
export async function startAnalysis(
  deps: { engine: WorkflowEngine; analyses: { admit(): Promise<void> } },
  ideaId: string,
  caller: Caller,
  options: { sandbox?: boolean } = {},
): Promise<string> {
  await deps.analyses.admit();
  return startOnce(
    deps.engine,
    'analyzeIdea',
    options.sandbox ? { ideaId, sandbox: true } : { ideaId },
    { subjectType: 'idea', subjectId: ideaId, createdBy: caller.id },
    ANALYSIS_ALREADY_RUNNING,
  );
}
