import {
  PASS_REASON_LABELS,
  PASS_REASONS,
  type PassReason,
  type TPassRequest,
} from '@core/contracts/deal-flow';
import { Button } from '@web/components/ui/button';
import { Checkbox } from '@web/components/ui/checkbox';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { Field } from '@web/components/ui/field';
import { Label } from '@web/components/ui/label';
import { NativeSelect } from '@web/components/ui/native-select';
import { Textarea } from '@web/components/ui/textarea';
import { Loader2 } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';

export type DealDialog = 'interest' | 'pass' | 'deck' | 'note' | null;

/** One text box and a button: the shape of the Interested, Request deck and private note dialogs. */
function TextDialog({
  open,
  onOpenChange,
  title,
  description,
  label,
  initial = '',
  max,
  submitLabel,
  busy,
  onSubmit,
  children,
}: {
  open: boolean;
  onOpenChange: (o: boolean) => void;
  title: string;
  description: ReactNode;
  label: string;
  initial?: string;
  max: number;
  submitLabel: string;
  busy: boolean;
  onSubmit: (text: string) => void;
  children?: ReactNode;
}) {
  const [text, setText] = useState(initial);
  useEffect(() => {
    if (open) setText(initial);
  }, [open, initial]);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <form
          className="grid gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            onSubmit(text.trim());
          }}
        >
          <Field id="deal-dialog-text" label={label} hint={`${text.length}/${max}`}>
            <Textarea
              id="deal-dialog-text"
              rows={4}
              maxLength={max}
              value={text}
              onChange={(e) => setText(e.target.value)}
            />
          </Field>
          {children}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? <Loader2 className="animate-spin" /> : null} {submitLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

export function InterestDialog(props: {
  open: boolean;
  onOpenChange: (o: boolean) => void;
  founder: string;
  busy: boolean;
  onSubmit: (note: string) => void;
}) {
  return (
    <TextDialog
      {...props}
      title="Tell the founder you are interested"
      description={`${props.founder} sees your name, firm, thesis, LinkedIn profile and e-mail address, with this note and how the idea fits your thesis, and can add you to their pipeline.`}
      label="Note to the founder (optional)"
      max={1000}
      submitLabel="Send interest"
    />
  );
}

export function DeckDialog(props: {
  open: boolean;
  onOpenChange: (o: boolean) => void;
  founder: string;
  busy: boolean;
  onSubmit: (message: string) => void;
}) {
  return (
    <TextDialog
      {...props}
      title="Ask for the deck"
      description={`${props.founder} is told at once, with your name, firm and this message, and can share a document with investors or decline. You are notified of the answer.`}
      label="Message (optional)"
      max={1000}
      submitLabel="Request deck"
    />
  );
}

export function NoteDialog(props: {
  open: boolean;
  onOpenChange: (o: boolean) => void;
  initial: string;
  busy: boolean;
  onSubmit: (note: string) => void;
}) {
  return (
    <TextDialog
      {...props}
      title="Your private note"
      description="Only you can see this note; the founder never does. Empty it to remove it."
      label="Note"
      max={5000}
      submitLabel="Save note"
    />
  );
}

/** Pass, with a reason from the list or in the investor's words, shown to the founder only if they allow it. */
export function PassDialog({
  open,
  onOpenChange,
  busy,
  onSubmit,
}: {
  open: boolean;
  onOpenChange: (o: boolean) => void;
  busy: boolean;
  onSubmit: (pass: TPassRequest) => void;
}) {
  const [reason, setReason] = useState<PassReason>('outside_thesis');
  const [details, setDetails] = useState('');
  const [share, setShare] = useState(false);
  const [error, setError] = useState<string | undefined>();
  useEffect(() => {
    if (open) {
      setReason('outside_thesis');
      setDetails('');
      setShare(false);
      setError(undefined);
    }
  }, [open]);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Pass on this startup</DialogTitle>
          <DialogDescription>
            It moves to your Passed tab. The founder is told that you passed, with your name and firm, and
            sees your reason only if you allow it below.
          </DialogDescription>
        </DialogHeader>
        <form
          className="grid gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            if (reason === 'other' && !details.trim()) return setError('Say in a few words why you pass');
            onSubmit({ reason, details: details.trim() || undefined, share_reason: share });
          }}
        >
          <Field id="pass-reason" label="Reason">
            <NativeSelect
              id="pass-reason"
              value={reason}
              onChange={(e) => setReason(e.target.value as PassReason)}
            >
              {PASS_REASONS.map((r) => (
                <option key={r} value={r}>
                  {PASS_REASON_LABELS[r]}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field
            id="pass-details"
            label={reason === 'other' ? 'Your reason' : 'Details (optional)'}
            error={error}
          >
            <Textarea
              id="pass-details"
              rows={3}
              maxLength={1000}
              value={details}
              aria-invalid={error ? true : undefined}
              onChange={(e) => {
                setDetails(e.target.value);
                setError(undefined);
              }}
            />
          </Field>
          <div className="flex items-start gap-2">
            <Checkbox
              id="pass-share"
              checked={share}
              onCheckedChange={(v) => setShare(v === true)}
              className="mt-0.5"
            />
            <Label htmlFor="pass-share" className="font-normal leading-snug">
              Let the founder see my reason
            </Label>
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" disabled={busy}>
              {busy ? <Loader2 className="animate-spin" /> : null} Pass
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
