import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { Field } from '@web/components/ui/field';
import { Textarea } from '@web/components/ui/textarea';
import { type FormEvent, useEffect, useState } from 'react';

/** Moving an investor to Passed asks why (the server refuses a pass without a reason). */
export function PassReasonDialog({
  name,
  initial,
  open,
  onCancel,
  onConfirm,
}: {
  name: string;
  initial: string | null;
  open: boolean;
  onCancel: () => void;
  onConfirm: (reason: string) => void;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  useEffect(() => {
    if (open) {
      setReason(initial ?? '');
      setError(undefined);
    }
  }, [open, initial]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const text = reason.trim();
    if (!text) return setError('Say why they passed');
    if (text.length > 1000) return setError('Reason must be at most 1000 characters');
    onConfirm(text);
  }

  return (
    <Dialog open={open} onOpenChange={(o) => (o ? null : onCancel())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Why did {name} pass?</DialogTitle>
          <DialogDescription>
            The reason stays on their timeline, so you know whether to come back next round.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <Field id="pass-reason" label="Reason" error={error}>
            <Textarea
              id="pass-reason"
              rows={3}
              maxLength={1000}
              placeholder="Too early for them, not their market, fund is closed…"
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              aria-invalid={!!error}
              aria-describedby={error ? 'pass-reason-error' : undefined}
              autoFocus
            />
          </Field>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onCancel}>
              Cancel
            </Button>
            <Button type="submit">Move to Passed</Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
