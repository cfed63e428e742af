import { fileURLToPath } from 'node:url';
import { Context } from '@temporalio/activity';
import { NativeConnection, Worker, type WorkerOptions } from '@temporalio/worker';
import { runInActivity } from './engine/activity-context';
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
/** Every workflow's activities as one object, keyed by activity name (names are unique across workflows). */
export async function runWorker(activities: object, options: RunWorkerOptions): Promise<void> {
  const connection = await NativeConnection.connect({ address: options.address });
  try {
    const worker = await Worker.create({
      ...options.worker,
      connection,
      namespace: options.namespace ?? 'default',
      taskQueue: TASK_QUEUE,
      workflowsPath: WORKFLOWS_PATH,
      activities: scoped(activities),
    });
    options.shutdownSignal?.then(() => worker.shutdown());
    await worker.run();
  } finally {
    await connection.close();
  }
}

/**
 * Each activity runs in the scope of its workflow execution (the run's id is its workflow id), so what its
 * agents report is recorded against the run, as on the local engine.
 */
export function scoped<A extends object>(activities: A): A {
  return Object.fromEntries(
    Object.entries(activities).map(([name, fn]) => [
      name,
      (...args: unknown[]) => {
        const body = () => (fn as (...a: unknown[]) => Promise<unknown>).apply(activities, args);
        const { workflowExecution, attempt } = Context.current().info;
        // An activity started on its own (not by a workflow) belongs to no run.
        if (!workflowExecution) return body();
        return runInActivity({ runId: workflowExecution.workflowId, activity: name, attempt }, body);
      },
    ]),
  ) as A;
}
