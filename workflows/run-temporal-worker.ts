import { fileURLToPath } from 'node:url';
import { Context } from '@temporalio/activity';
import { CancelledFailure } from '@temporalio/common';
import {
  DefaultLogger,
  type LogLevel,
  NativeConnection,
  Runtime,
  Worker,
  type WorkerOptions,
} from '@temporalio/worker';
import { runInActivity } from './engine/activity-context';
import { cancellable } from './engine/local-history';
import { ACTIVITY_HEARTBEAT_INTERVAL_MS, runIdOf, TASK_QUEUE } from './shared';

export const WORKFLOWS_PATH = fileURLToPath(new URL('./temporal-workflows.ts', import.meta.url));

/**
 * Temporal throttles heartbeats to 80% of the heartbeat timeout by default; a cancellation only reaches an activity
 * with a heartbeat's answer, so they go out at least this often and a cancelled crawl stops within seconds.
 */
const MAX_HEARTBEAT_THROTTLE_MS = 2_000;

/**
 * Sends the Temporal SDK's log (the worker's own lines, and the native core's, which it otherwise prints to the
 * console by itself) to `write` from `level` up. Call it once per process, before the first worker connects.
 */
export function installWorkerLogging(
  level: LogLevel,
  write: (level: LogLevel, message: string, meta: Record<string, unknown> | undefined) => void,
): void {
  Runtime.install({
    logger: new DefaultLogger(level, (entry) => write(entry.level, entry.message, entry.meta)),
    telemetryOptions: { logging: { filter: { core: level, other: 'ERROR' }, forward: {} } },
  });
}

export interface RunWorkerOptions {
  /** host:port of the Temporal frontend, e.g. TEMPORAL_ADDRESS. */
  address: string;
  namespace?: string;
  /** Resolves to stop the worker (e.g. on SIGTERM); it then drains and returns. */
  shutdownSignal?: Promise<void>;
  worker?: Partial<Omit<WorkerOptions, 'connection' | 'taskQueue' | 'workflowsPath' | 'activities'>>;
  /** Called once the worker is created (connected, its workflows bundled) and starts polling. */
  onRunning?: () => void;
}

/**
 * Runs a Temporal worker for every workflow on the `roundwise` task queue until shut down. `activities` is every
 * workflow's activities as one object, keyed by activity name (names are unique across workflows).
 */
export async function runWorker(activities: object, options: RunWorkerOptions): Promise<void> {
  const connection = await NativeConnection.connect({ address: options.address });
  try {
    const worker = await Worker.create({
      maxHeartbeatThrottleInterval: MAX_HEARTBEAT_THROTTLE_MS,
      ...options.worker,
      connection,
      namespace: options.namespace ?? 'default',
      taskQueue: TASK_QUEUE,
      workflowsPath: WORKFLOWS_PATH,
      activities: scoped(activities),
    });
    options.shutdownSignal?.then(() => worker.shutdown());
    const running = worker.run();
    options.onRunning?.();
    await running;
  } finally {
    await connection.close();
  }
}

/**
 * Each activity runs in the scope of its run (`<workflowId>:<runId>`), so what its agents report is recorded
 * against the run, as on the local engine. While it runs, the worker heartbeats (so a killed worker's activity is
 * retried elsewhere after the heartbeat timeout); progress reports go out as heartbeat details; and a cancellation
 * that a heartbeat brings back ends the activity as cancelled, whether or not its code watches the signal.
 */
export function scoped<A extends object>(activities: A): A {
  return Object.fromEntries(
    Object.entries(activities).map(([name, fn]) => [
      name,
      async (...args: unknown[]) => {
        const body = () => (fn as (...a: unknown[]) => Promise<unknown>).apply(activities, args);
        const context = Context.current();
        const { workflowExecution, attempt } = context.info;
        // An activity started on its own (not by a workflow) belongs to no run.
        if (!workflowExecution) return body();
        let details: unknown;
        const heartbeat = (progress?: unknown) => {
          if (progress !== undefined) details = progress;
          context.heartbeat(details);
        };
        const timer = setInterval(heartbeat, ACTIVITY_HEARTBEAT_INTERVAL_MS);
        heartbeat();
        const scope = {
          runId: runIdOf(workflowExecution.workflowId, workflowExecution.runId),
          activity: name,
          attempt,
          signal: context.cancellationSignal,
          heartbeat,
        };
        try {
          return await cancellable(runInActivity(scope, body), context.cancellationSignal);
        } catch (err) {
          // Whatever the code threw once cancelled (an aborted fetch, a closed crawl), Temporal is told "cancelled".
          if (context.cancellationSignal.aborted) {
            const reason = context.cancellationSignal.reason;
            throw reason instanceof CancelledFailure ? reason : new CancelledFailure('Activity cancelled');
          }
          throw err;
        } finally {
          clearInterval(timer);
        }
      },
    ]),
  ) as A;
}
