import type { TReplayOutcome, TRunDetail } from '@core/contracts/workbench';
import { errorMessage } from '@web/lib/api';
import { CheckCircle2, XCircle } from 'lucide-react';

export function ReplayBanner({ answer, error }: { answer: TReplayOutcome | undefined; error: unknown }) {
  if (error) {
    return (
      <div
        role="alert"
        className="flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900"
      >
        <XCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-red-600" />
        <span>Replay could not run: {errorMessage(error)}</span>
      </div>
    );
  }
  if (!answer) return null;
  return answer.ok ? (
    <div
      role="status"
      data-testid="replay-result"
      className="flex items-start gap-2 rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-900"
    >
      <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-600" />
      History matches the current code
    </div>
  ) : (
    <div
      role="alert"
      data-testid="replay-result"
      className="flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900"
    >
      <XCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-red-600" />
      <span className="min-w-0 break-words">
        <span className="font-semibold">The history no longer matches the code.</span> {answer.error}
      </span>
    </div>
  );
}

/** Why the run failed or was stopped, and that a sandboxed re-run keeps its results to itself. */
export function RunBanners({ run }: { run: TRunDetail['run'] }) {
  return (
    <>
      {run.error ? (
        <div
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900"
        >
          <span className="font-semibold">
            {run.status === 'cancelled' ? 'The run was stopped:' : 'The run failed:'}
          </span>{' '}
          {run.error}
        </div>
      ) : null}
      {run.sandbox ? (
        <div
          role="status"
          className="rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
        >
          <span className="font-semibold">A sandboxed re-run.</span> It never writes to the founder's idea:
          its results stay on this run, below, until an admin applies them.
        </div>
      ) : null}
    </>
  );
}
