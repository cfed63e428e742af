import { type TPipelineEntry, type TTimelineEvent, ZNoteRequest } from '@core/contracts/pipeline';
import { Button } from '@web/components/ui/button';
import { Field } from '@web/components/ui/field';
import { Spinner } from '@web/components/ui/spinner';
import { Textarea } from '@web/components/ui/textarea';
import { errorMessage } from '@web/lib/api';
import { cn } from '@web/lib/cn';
import { ArrowRightLeft, CalendarClock, DollarSign, Loader2, Mail, Plus, StickyNote } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { formatTimestamp } from '../dates';
import { useAddNote, useTimeline } from '../use-pipeline';

import { Section } from './section';

const EVENT_ICONS: Record<TTimelineEvent['kind'], typeof Plus> = {
  added: Plus,
  stage_change: ArrowRightLeft,
  note: StickyNote,
  intro_edit: Mail,
  amount_change: DollarSign,
  follow_up: CalendarClock,
};

/** Notes the founder adds, above the timeline of everything that happened to the entry. */
export function NotesTimeline({ ideaId, entry }: { ideaId: string; entry: TPipelineEntry }) {
  const timeline = useTimeline(ideaId, entry.id);
  const addNote = useAddNote(ideaId, entry.id);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = ZNoteRequest.safeParse({ text });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    try {
      await addNote.mutateAsync(parsed.data.text);
      setText('');
    } catch (err) {
      setError(errorMessage(err, 'Could not add the note'));
    }
  }

  return (
    <Section title="Notes and timeline" icon={<StickyNote />}>
      <form onSubmit={submit} noValidate className="grid gap-2" aria-label="New note">
        <Field id="detail-note" label="Add note" error={error}>
          <Textarea
            id="detail-note"
            rows={2}
            maxLength={5000}
            placeholder="What did they say? What's next?"
            value={text}
            onChange={(e) => setText(e.target.value)}
            aria-invalid={!!error}
          />
        </Field>
        <div className="flex justify-end">
          <Button type="submit" variant="secondary" size="sm" disabled={addNote.isPending}>
            {addNote.isPending ? <Loader2 className="animate-spin" /> : <Plus />} Add note
          </Button>
        </div>
      </form>
      {timeline.isPending ? (
        <Spinner className="size-5" label="Loading the timeline" />
      ) : timeline.isError ? (
        <p className="text-sm text-destructive">
          {errorMessage(timeline.error, 'Could not load the timeline')}
        </p>
      ) : (
        <ol className="relative grid gap-3 border-l pl-5" aria-label="Timeline" data-testid="timeline">
          {timeline.data.map((event) => {
            const Icon = EVENT_ICONS[event.kind] ?? StickyNote;
            return (
              <li key={event.id} className="relative">
                <span
                  aria-hidden="true"
                  className={cn(
                    'absolute top-0 -left-[1.95rem] flex size-5 items-center justify-center rounded-full border bg-card',
                    event.kind === 'note' && 'border-primary/40 bg-secondary',
                  )}
                >
                  <Icon className="size-3 text-muted-foreground" />
                </span>
                <p
                  className={cn(
                    'text-sm',
                    event.kind === 'note' ? 'whitespace-pre-line' : 'text-foreground/90',
                  )}
                >
                  {event.text}
                </p>
                <time dateTime={event.at} className="text-xs text-muted-foreground">
                  {formatTimestamp(event.at)}
                </time>
              </li>
            );
          })}
        </ol>
      )}
    </Section>
  );
}
