import { fileURLToPath } from 'node:url';
import { NativeConnection, Worker, type WorkerOptions } from '@temporalio/worker';
import type { AnalyzeIdeaActivities } from './analyze-idea/types';
import { TASK_QUEUE } from './shared';

export const WORKFLOWS_PATH = fileURLToPath(new URL('./temporal-workflows.ts', import.meta.url));

export interface RunWorkerOptions {
  /** host:port of the Temporal frontend, e.g. TEMPORAL_ADDRESS. */
  address: string;
  namespace?: string;
  /** Resolves to stop the worker (e.g. on SIGTERM); it then drains and returns. */
  shutdownSignal?: Promise<void>;
  worker?: Partial<Omit<WorkerOptions, 'connection' | 'taskQueue' | 'workflowsPath' | 'activities'>>;
}

/** Runs a Temporal worker for every workflow on the `roundwise` task queue until shut down. */
export async function runWorker(activities: AnalyzeIdeaActivities, options: RunWorkerOptions): Promise<void> {
  const connection = await NativeConnection.connect({ address: options.address });
  try {
    const worker = await Worker.create({
      ...options.worker,
      connection,
      namespace: options.namespace ?? 'default',
      taskQueue: TASK_QUEUE,
      workflowsPath: WORKFLOWS_PATH,
      activities,
    });
    options.shutdownSignal?.then(() => worker.shutdown());
    await worker.run();
  } finally {
    await connection.close();
  }
}
