import { ZCreateIdeaRequest } from '@core/contracts/ideas';
import type { TRound, TRoundEdit } from '@core/contracts/round';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { Field, focusFirstInvalid } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { Textarea } from '@web/components/ui/textarea';
import { Loader2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { RoundFields } from '../idea/round-fields';
import { type RoundDraft, roundDraftOf, roundEditOf } from '../idea/round-form';
import { MAX_DESCRIPTION, pasteCutNote } from './paste-cut';

/**
 * The New Idea and Edit Idea dialogs: title ≤ 200, description ≤ 5000 with its counter, both trimmed. Editing an
 * idea also shows the round read from the founder's words (`round`), to correct.
 */
export function IdeaFormDialog(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  heading: string;
  submitLabel: string;
  initial?: { title: string; description: string };
  /** Editing: the idea's round, whose fields the founder may correct. */
  round?: TRound | null;
  onSubmit: (values: { title: string; description: string; round?: TRoundEdit }) => Promise<void>;
}) {
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [cutNote, setCutNote] = useState<string | null>(null);
  const [errors, setErrors] = useState<{ title?: string; description?: string; amount?: string }>({});
  const [saving, setSaving] = useState(false);
  const [roundBefore, setRoundBefore] = useState<RoundDraft>(() => roundDraftOf(null));
  const [roundDraft, setRoundDraft] = useState<RoundDraft>(() => roundDraftOf(null));
  const editsRound = props.round !== undefined;

  useEffect(() => {
    if (props.open) {
      setTitle(props.initial?.title ?? '');
      setDescription(props.initial?.description ?? '');
      setCutNote(null);
      const draft = roundDraftOf(props.round ?? null);
      setRoundBefore(draft);
      setRoundDraft(draft);
      setErrors({});
    }
  }, [props.open, props.initial, props.round]);

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const parsed = ZCreateIdeaRequest.safeParse({ title, description });
    const round = editsRound ? roundEditOf(roundBefore, roundDraft) : undefined;
    if (!parsed.success || round === 'invalid-amount') {
      const next: typeof errors = {};
      for (const issue of parsed.success ? [] : parsed.error.issues) {
        const key = issue.path[0] as 'title' | 'description';
        next[key] ??= issue.message;
      }
      if (round === 'invalid-amount') next.amount = 'Target raise must be a number more than 0, e.g. 500000';
      setErrors(next);
      // Focus on the first refused field, read with its message.
      requestAnimationFrame(() =>
        focusFirstInvalid(next, {
          title: 'idea-form-title',
          description: 'idea-form-description',
          amount: 'round-amount',
        }),
      );
      return;
    }
    setSaving(true);
    try {
      await props.onSubmit(round ? { ...parsed.data, round } : parsed.data);
      props.onOpenChange(false);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent className={editsRound ? 'max-h-[90vh] max-w-2xl overflow-y-auto' : 'max-w-xl'}>
        <DialogHeader>
          <DialogTitle>{props.heading}</DialogTitle>
          <DialogDescription>
            Describe the problem, who has it and how you solve it. Roundwise matches on this.
          </DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={submit} noValidate>
          <Field id="idea-form-title" label="Title" error={errors.title}>
            <Input
              id="idea-form-title"
              required
              maxLength={200}
              value={title}
              onChange={(e) => setTitle(e.target.value)}
              aria-invalid={!!errors.title}
            />
          </Field>
          <Field
            id="idea-form-description"
            label="Description"
            error={errors.description}
            hint={`${description.length} / 5000 characters`}
          >
            <Textarea
              id="idea-form-description"
              required
              rows={7}
              maxLength={MAX_DESCRIPTION}
              value={description}
              onChange={(e) => setDescription(e.target.value)}
              onPaste={(e) => {
                const t = e.currentTarget;
                setCutNote(
                  pasteCutNote(
                    t.value,
                    { start: t.selectionStart, end: t.selectionEnd },
                    e.clipboardData.getData('text'),
                  ),
                );
              }}
              aria-invalid={!!errors.description}
            />
          </Field>
          {cutNote ? (
            <p role="status" className="-mt-2 text-sm text-amber-700" data-testid="paste-cut">
              {cutNote}
            </p>
          ) : null}
          {editsRound ? (
            <RoundFields draft={roundDraft} onChange={setRoundDraft} amountError={errors.amount} />
          ) : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => props.onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={saving}>
              {saving ? <Loader2 className="animate-spin" /> : null} {props.submitLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
