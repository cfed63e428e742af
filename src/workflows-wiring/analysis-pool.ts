import { drivesQueuedRuns, type WorkflowEngine } from '../../workflows/engine/engine';
import { RunPool } from '../../workflows/engine/run-pool';
import { listenForQueued } from '../../workflows/engine/run-queue';
import type { Logger } from '../logger';
import type { MemoryGuard } from '../memory/memory-guard';
import { POOLED_WORKFLOWS } from './analysis-queue';

export interface AnalysisPool {
  pool: RunPool;
  /** Takes no more analyses, lets the ones running finish (up to `ms`; the rest are resumed elsewhere later). */
  close: (ms: number) => Promise<void>;
}

/**
 * Runs queued analyses on this process's engine, `concurrency` at a time, taking none while the process is short
 * of memory. It hears of new ones at once (Postgres LISTEN) and looks every second for any it missed or that a
 * stopped process left. Null under Temporal, whose own workers run analyses.
 */
export function startAnalysisPool(deps: {
  engine: WorkflowEngine;
  databaseUrl: string;
  concurrency: number;
  memory: MemoryGuard;
  logger: Logger;
}): AnalysisPool | null {
  const { engine, logger } = deps;
  if (!drivesQueuedRuns(engine)) return null;
  const pool = new RunPool({
    engine,
    workflows: POOLED_WORKFLOWS,
    concurrency: deps.concurrency,
    canTake: () => !deps.memory.state().pressure,
    onError: (err) => logger.warn({ err }, 'Could not take queued analyses'),
  }).start();
  const listener = listenForQueued(
    deps.databaseUrl,
    (workflow) => {
      if ((POOLED_WORKFLOWS as readonly string[]).includes(workflow)) pool.wake();
    },
    (err) => logger.debug({ err }, 'Queue listener connection lost; reconnecting'),
  );
  return {
    pool,
    close: async (ms) => {
      await listener.close();
      await pool.stop(ms);
    },
  };
}
