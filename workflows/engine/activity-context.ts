import { AsyncLocalStorage } from 'node:async_hooks';

/** Which run and activity the code now running belongs to, and the telemetry writes it started. */
export interface ActivityScope {
  runId: string;
  activity: string;
  attempt: number;
  /** Writes started on behalf of this activity (its agents' events); awaited before it completes. */
  writes: Promise<unknown>[];
}

const storage = new AsyncLocalStorage<ActivityScope>();

/** The activity the caller runs within, if any. */
export function currentActivity(): ActivityScope | undefined {
  return storage.getStore();
}

/**
 * Runs an activity's body in its scope, and waits for the writes it started (successful or not) before
 * returning, so that when the engine records the activity's end, everything it reported is recorded too.
 */
export async function runInActivity<T>(
  scope: Omit<ActivityScope, 'writes'>,
  body: () => Promise<T>,
): Promise<T> {
  const full: ActivityScope = { ...scope, writes: [] };
  try {
    return await storage.run(full, body);
  } finally {
    await Promise.allSettled(full.writes);
  }
}
