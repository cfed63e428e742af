import { type QueueStats, queueStats, typicalRunSeconds } from '../../workflows/engine/run-queue';
import type { Db } from '../db/connect';
import { AppError } from '../domain/app-error';
import type { MemoryGuard } from '../memory/memory-guard';

/** Analyses are the workflow that runs in the pool (ANALYSIS_WORKERS); crawls run where they are started. */
export const POOLED_WORKFLOWS = ['analyzeIdea'] as const;

/** When no analysis has finished yet to tell how long one takes. */
const DEFAULT_RUN_SECONDS = 2;
const MEMORY_RETRY_SECONDS = 30;
const MAX_RETRY_SECONDS = 300;

export interface AnalysisQueue {
  /** Refuses (503 with Retry-After) a new analysis the server has no room for: a full queue, memory pressure. */
  admit(): Promise<void>;
  stats(): Promise<QueueStats & { limit: number }>;
}

export function createAnalysisQueue(deps: {
  db: Db;
  memory: MemoryGuard;
  /** ANALYSIS_QUEUE_LIMIT */
  limit: number;
  /** Analyses run at once across the pools (workers × concurrency), to tell how long the queue takes to move. */
  capacity: number;
}): AnalysisQueue {
  const stats = () => queueStats(deps.db, POOLED_WORKFLOWS);
  return {
    async admit() {
      if (deps.memory.state().pressure)
        throw new AppError(
          'busy',
          `The server is short of memory, so it is not starting new analyses for now. Try again in ${MEMORY_RETRY_SECONDS} seconds.`,
          undefined,
          MEMORY_RETRY_SECONDS,
        );
      const { waiting } = await stats();
      if (waiting < deps.limit) return;
      // The queue moves `capacity` analyses at a time: the wait is the rounds ahead times a typical analysis.
      const each = (await typicalRunSeconds(deps.db, POOLED_WORKFLOWS[0])) ?? DEFAULT_RUN_SECONDS;
      const seconds = Math.min(MAX_RETRY_SECONDS, Math.max(1, Math.ceil((waiting / deps.capacity) * each)));
      throw new AppError(
        'busy',
        `Too many analyses are waiting to run (${waiting}). Try again in ${seconds} seconds.`,
        undefined,
        seconds,
      );
    },
    stats: async () => ({ ...(await stats()), limit: deps.limit }),
  };
}
