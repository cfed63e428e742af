import type { Kysely } from 'kysely';
import type { JsonValue } from '../shared';
import { currentActivity } from './activity-context';
import type { WorkflowRunTable } from './run.table';

/** At most one write a run this often; the last report is always written. */
const MIN_INTERVAL_MS = 500;

/**
 * Reports an activity's progress on its run (`workflow_runs.progress`), for the consoles and the run history to
 * show while it runs, and as its heartbeat. Called inside an activity (either engine sets the scope); outside one it does nothing.
 * Writes are throttled, the last report is never dropped, and the activity completes only after it is written.
 * A failed write is passed to `onError`, never thrown: progress is telemetry, not the run's result.
 */
export function progressReporter(
  db: Kysely<{ workflow_runs: WorkflowRunTable }>,
  onError: (err: unknown) => void,
): (progress: JsonValue) => void {
  const state = new Map<string, { last: number; pending: JsonValue | null; timer: NodeJS.Timeout | null }>();
  const write = (runId: string, progress: JsonValue) =>
    db
      .updateTable('workflow_runs')
      .set({ progress: JSON.stringify(progress) })
      .where('id', '=', runId)
      .execute()
      .then(
        () => undefined,
        (err) => onError(err),
      );

  return (progress) => {
    const scope = currentActivity();
    if (!scope) return;
    // On Temporal the progress also goes out as the activity's heartbeat details (the SDK throttles them).
    scope.heartbeat(progress);
    const s = state.get(scope.runId) ?? { last: 0, pending: null, timer: null };
    state.set(scope.runId, s);
    const now = Date.now();
    if (now - s.last >= MIN_INTERVAL_MS && !s.timer) {
      s.last = now;
      scope.writes.push(write(scope.runId, progress));
      return;
    }
    s.pending = progress;
    if (s.timer) return;
    // The last report in a burst is written when the interval is up, or before the activity completes.
    let release!: () => void;
    scope.writes.push(new Promise<void>((resolve) => (release = resolve)));
    s.timer = setTimeout(
      () => {
        s.timer = null;
        s.last = Date.now();
        const pending = s.pending;
        s.pending = null;
        if (pending === null) return release();
        void write(scope.runId, pending).then(release);
      },
      Math.max(0, MIN_INTERVAL_MS - (now - s.last)),
    );
  };
}
