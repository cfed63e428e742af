import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { Label } from '@web/components/ui/label';
import { Textarea } from '@web/components/ui/textarea';
import { errorMessage } from '@web/lib/api';
import { notify } from '@web/lib/toast';
import { Ban, Download, ExternalLink, OctagonX } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useStopRun } from './workbench-api';

const COPY = {
  cancel: {
    title: 'Cancel this run',
    description:
      'Its running steps are asked to stop (a crawl stops at its next heartbeat) and the run ends as cancelled. The reason and your name are written to its history.',
    action: 'Cancel run',
  },
  terminate: {
    title: 'Terminate this run',
    description:
      'The run ends now, without waiting for its steps to stop. Use it when a cancelled run does not stop. The reason and your name are written to its history.',
    action: 'Terminate run',
  },
} as const;

/** Cancel or terminate, each behind a dialog that asks why. */
export function StopRunButtons({ runId, engine }: { runId: string; engine: string }) {
  const [kind, setKind] = useState<'cancel' | 'terminate' | null>(null);
  const [reason, setReason] = useState('');
  const stop = useStopRun(runId);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!kind) return;
    stop.mutate(
      { kind, reason },
      {
        onSuccess: () => {
          notify(kind === 'cancel' ? 'Cancellation requested' : 'Run terminated', reason);
          setKind(null);
          setReason('');
        },
      },
    );
  };
  const copy = kind ? COPY[kind] : null;
  return (
    <>
      <Button variant="outline" onClick={() => setKind('cancel')}>
        <Ban aria-hidden="true" /> Cancel…
      </Button>
      <Button variant="outline" className="text-destructive" onClick={() => setKind('terminate')}>
        <OctagonX aria-hidden="true" /> Terminate…
      </Button>
      <Dialog
        open={kind !== null}
        onOpenChange={(open) => {
          if (!open) {
            setKind(null);
            stop.reset();
          }
        }}
      >
        <DialogContent>
          <form onSubmit={submit} className="grid gap-4">
            <DialogHeader>
              <DialogTitle>{copy?.title}</DialogTitle>
              <DialogDescription>
                {copy?.description}
                {engine === 'temporal' ? ' Temporal records the request as its own.' : ''}
              </DialogDescription>
            </DialogHeader>
            <div className="grid gap-2">
              <Label htmlFor="stop-reason">Reason</Label>
              <Textarea
                id="stop-reason"
                value={reason}
                onChange={(e) => setReason(e.target.value)}
                placeholder="e.g. Started on the wrong investor"
                maxLength={500}
                aria-invalid={stop.isError || undefined}
                autoFocus
              />
              {stop.isError ? (
                <p role="alert" className="text-sm text-destructive">
                  {errorMessage(stop.error)}
                </p>
              ) : null}
            </div>
            <DialogFooter>
              <Button type="button" variant="ghost" onClick={() => setKind(null)}>
                Keep it running
              </Button>
              <Button
                type="submit"
                variant="destructive"
                disabled={stop.isPending || reason.trim().length < 3}
              >
                {copy?.action}
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </>
  );
}

/** The run's history as its engine keeps it (Temporal's JSON for a Temporal run), and its page in Temporal's UI. */
export function HistoryLinks({ runId, temporalUiUrl }: { runId: string; temporalUiUrl: string | null }) {
  return (
    <>
      <Button variant="outline" asChild>
        <a href={`/api/workbench/runs/${encodeURIComponent(runId)}/history`} download>
          <Download aria-hidden="true" /> History JSON
        </a>
      </Button>
      {temporalUiUrl ? (
        <Button variant="outline" asChild>
          <a href={temporalUiUrl} target="_blank" rel="noreferrer">
            <ExternalLink aria-hidden="true" /> Temporal UI
          </a>
        </Button>
      ) : null}
    </>
  );
}
