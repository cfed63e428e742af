import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { Spinner } from '@web/components/ui/spinner';
import { Textarea } from '@web/components/ui/textarea';
import { ApiError, errorMessage } from '@web/lib/api';
import { cn } from '@web/lib/cn';
import { labelOf } from '@web/lib/labels';
import { notify, notifyError } from '@web/lib/toast';
import {
  ArrowRightLeft,
  CalendarClock,
  Copy,
  DollarSign,
  ExternalLink,
  Globe,
  Handshake,
  Loader2,
  Mail,
  Plus,
  StickyNote,
  Trash2,
} from 'lucide-react';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import {
  PIPELINE_STAGES,
  type PipelineStage,
  type TEntryChanges,
  type TPipelineEntry,
  type TTimelineEvent,
  ZEntryChanges,
  ZNoteRequest,
} from '../../../../src/contracts/pipeline';
import { PlanGate } from '../idea/premium-overlay';
import { websiteHref } from '../investors/investor-format';
import { isStage, stageLabel } from './board';
import { formatTimestamp } from './dates';
import { FollowUpPill } from './entry-card';
import { moneyInputValue, parseMoney } from './money';
import { selectClass } from './round-card';
import { STAGE_STYLE } from './stage-style';
import { useAddNote, useDeleteEntry, useTimeline } from './use-pipeline';

type Update = (entryId: string, changes: TEntryChanges, failure?: string) => Promise<unknown>;

const EVENT_ICONS: Record<TTimelineEvent['kind'], typeof Plus> = {
  added: Plus,
  stage_change: ArrowRightLeft,
  note: StickyNote,
  intro_edit: Mail,
  amount_change: DollarSign,
  follow_up: CalendarClock,
};

function Section({ title, icon, children }: { title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <section className="grid gap-3 border-t pt-5">
      <h3 className="flex items-center gap-2 text-sm font-semibold [&_svg]:size-4 [&_svg]:text-primary">
        {icon}
        {title}
      </h3>
      {children}
    </section>
  );
}

/** Field errors from the contract's zod messages, by field. */
function issuesOf(result: ReturnType<typeof ZEntryChanges.safeParse>): Record<string, string> {
  const out: Record<string, string> = {};
  if (!result.success)
    for (const issue of result.error.issues) out[String(issue.path[0] ?? 'form')] ??= issue.message;
  return out;
}

/**
 * An investor's card opened: stage, amounts, follow-up and e-mail (editable), the warm path, the intro the
 * analysis drafted (editable, with Copy), notes and the timeline of everything that happened.
 */
export function EntryDetail({
  ideaId,
  entry,
  today,
  onClose,
  onMove,
  update,
}: {
  ideaId: string;
  entry: TPipelineEntry | null;
  today: string;
  onClose: () => void;
  onMove: (entry: TPipelineEntry, stage: PipelineStage, index: number) => void;
  update: Update;
}) {
  return (
    <Dialog open={entry !== null} onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent
        className="top-0 right-0 left-auto h-dvh w-full max-w-xl translate-x-0 translate-y-0 content-start overflow-y-auto rounded-none border-y-0 border-r-0 sm:w-[36rem]"
        data-testid="entry-detail"
      >
        {entry ? (
          <DetailBody
            key={entry.id}
            ideaId={ideaId}
            entry={entry}
            today={today}
            onMove={onMove}
            update={update}
            onClose={onClose}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function DetailBody({
  ideaId,
  entry,
  today,
  onMove,
  update,
  onClose,
}: {
  ideaId: string;
  entry: TPipelineEntry;
  today: string;
  onMove: (entry: TPipelineEntry, stage: PipelineStage, index: number) => void;
  update: Update;
  onClose: () => void;
}) {
  const href = websiteHref(entry.website);
  return (
    <>
      <DialogHeader className="pr-8">
        <div className="flex flex-wrap items-center gap-2">
          <span aria-hidden="true" className={cn('size-2.5 rounded-full', STAGE_STYLE[entry.stage].dot)} />
          <span className="text-xs font-medium text-muted-foreground">{stageLabel(entry.stage)}</span>
          {entry.from_interest ? (
            <Badge variant="success">Interested on Roundwise</Badge>
          ) : entry.investor_id ? (
            <Badge variant="info">In our database</Badge>
          ) : (
            <Badge variant="muted">Added by hand</Badge>
          )}
        </div>
        <DialogTitle className="text-xl">{entry.name}</DialogTitle>
        <DialogDescription>
          {[entry.firm, entry.email].filter(Boolean).join(' · ') || 'No firm or e-mail yet.'}
        </DialogDescription>
        <div className="flex flex-wrap gap-2 pt-1">
          {entry.email ? (
            <Button asChild size="sm" variant="outline">
              <a href={`mailto:${entry.email}`}>
                <Mail /> E-mail
              </a>
            </Button>
          ) : null}
          {href ? (
            <Button asChild size="sm" variant="outline">
              <a href={href} target="_blank" rel="noopener noreferrer">
                <Globe /> Website <ExternalLink className="text-muted-foreground" />
              </a>
            </Button>
          ) : null}
        </div>
      </DialogHeader>

      <div className="grid gap-2">
        <label htmlFor="detail-stage" className="text-sm font-medium">
          Stage
        </label>
        <select
          id="detail-stage"
          value={entry.stage}
          onChange={(e) => {
            if (isStage(e.target.value)) onMove(entry, e.target.value, Number.MAX_SAFE_INTEGER);
          }}
          className={selectClass}
        >
          {PIPELINE_STAGES.map((s) => (
            <option key={s} value={s}>
              {stageLabel(s)}
            </option>
          ))}
        </select>
        {entry.stage === 'passed' && entry.pass_reason ? (
          <p className="rounded-md bg-rose-50 px-3 py-2 text-sm text-rose-900">
            <span className="font-medium">Why they passed:</span> {entry.pass_reason}
          </p>
        ) : null}
      </div>

      <AmountsForm entry={entry} today={today} update={update} />
      <WarmPath entry={entry} />
      {/* The same plan rule as the idea page's Intro tab and the pricing page (lib/plans.ts). */}
      <PlanGate feature="introTemplates">
        <IntroEditor entry={entry} update={update} />
      </PlanGate>
      <Notes ideaId={ideaId} entry={entry} />
      <RemoveEntry ideaId={ideaId} entry={entry} onRemoved={onClose} />
    </>
  );
}

function AmountsForm({ entry, today, update }: { entry: TPipelineEntry; today: string; update: Update }) {
  const [expected, setExpected] = useState(moneyInputValue(entry.expected_amount));
  const [committed, setCommitted] = useState(moneyInputValue(entry.committed_amount));
  const [followUp, setFollowUp] = useState(entry.next_follow_up ?? '');
  const [email, setEmail] = useState(entry.email ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    setExpected(moneyInputValue(entry.expected_amount));
    setCommitted(moneyInputValue(entry.committed_amount));
    setFollowUp(entry.next_follow_up ?? '');
    setEmail(entry.email ?? '');
  }, [entry.expected_amount, entry.committed_amount, entry.next_follow_up, entry.email]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const exp = parseMoney(expected, 'Expected amount');
    const com = parseMoney(committed, 'Committed amount');
    const next: Record<string, string> = {};
    if (!exp.ok) next.expected_amount = exp.message;
    if (!com.ok) next.committed_amount = com.message;
    const changes: TEntryChanges = {};
    if (exp.ok && exp.value !== entry.expected_amount) changes.expected_amount = exp.value;
    if (com.ok && com.value !== entry.committed_amount) changes.committed_amount = com.value;
    if ((followUp || null) !== entry.next_follow_up) changes.next_follow_up = followUp || null;
    if ((email.trim() || null) !== entry.email) changes.email = email.trim() || null;
    const parsed = ZEntryChanges.safeParse(changes);
    Object.assign(next, Object.fromEntries(Object.entries(issuesOf(parsed)).filter(([k]) => k !== 'form')));
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    if (Object.keys(changes).length === 0) return notify('Nothing to save', 'These are the saved values.');
    setSaving(true);
    try {
      await update(entry.id, changes, `Could not save ${entry.name}`);
      notify('Saved', `${entry.name} is up to date.`);
    } catch (err) {
      if (err instanceof ApiError && err.field) setErrors({ [err.field]: err.message });
    } finally {
      setSaving(false);
    }
  }

  const field = (id: string, key: string) => ({
    id,
    'aria-invalid': !!errors[key],
    'aria-describedby': errors[key] ? `${id}-error` : undefined,
  });

  return (
    <Section title="Money and follow-up" icon={<DollarSign />}>
      <form onSubmit={submit} noValidate className="grid gap-3" aria-label="Money and follow-up">
        <div className="grid grid-cols-2 gap-3">
          <Field id="detail-expected" label="Expected ($)" error={errors.expected_amount}>
            <Input
              {...field('detail-expected', 'expected_amount')}
              inputMode="numeric"
              placeholder="e.g. 250,000"
              value={expected}
              onChange={(e) => setExpected(e.target.value)}
            />
          </Field>
          <Field id="detail-committed" label="Committed ($)" error={errors.committed_amount}>
            <Input
              {...field('detail-committed', 'committed_amount')}
              inputMode="numeric"
              placeholder="e.g. 100,000"
              value={committed}
              onChange={(e) => setCommitted(e.target.value)}
            />
          </Field>
          <Field
            id="detail-follow-up"
            label="Next follow-up"
            error={errors.next_follow_up}
            hint={
              entry.next_follow_up ? <FollowUpPill day={entry.next_follow_up} today={today} /> : undefined
            }
          >
            <Input
              {...field('detail-follow-up', 'next_follow_up')}
              type="date"
              value={followUp}
              onChange={(e) => setFollowUp(e.target.value)}
            />
          </Field>
          <Field id="detail-email" label="E-mail" error={errors.email}>
            <Input
              {...field('detail-email', 'email')}
              type="email"
              placeholder="partner@fund.vc"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
          </Field>
        </div>
        <div className="flex justify-end">
          <Button type="submit" disabled={saving}>
            {saving ? <Loader2 className="animate-spin" /> : null} Save
          </Button>
        </div>
      </form>
    </Section>
  );
}

function WarmPath({ entry }: { entry: TPipelineEntry }) {
  const { advisors, coInvestors } = entry.warm;
  return (
    <Section title="Warm path" icon={<Handshake />}>
      {advisors.length === 0 && coInvestors.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          No warm path yet. Co-investors show up here once an investor who has backed deals with {entry.name}{' '}
          commits, and advisors once they show interest in your idea.
        </p>
      ) : (
        <ul className="grid gap-2 text-sm" data-testid="warm-path">
          {coInvestors.map((c) => (
            <li
              key={c.investor_id}
              className="flex items-center justify-between gap-3 rounded-md bg-emerald-50 px-3 py-2"
            >
              <span>
                <span className="font-medium">{c.name}</span> committed, and co-invested with {entry.name}
              </span>
              <Badge variant="success" className="shrink-0">
                {c.deals} {c.deals === 1 ? 'deal' : 'deals'}
              </Badge>
            </li>
          ))}
          {advisors.map((a) => (
            <li
              key={a.id}
              className="flex items-center justify-between gap-3 rounded-md bg-muted/60 px-3 py-2"
            >
              <span>
                <span className="font-medium">{a.full_name ?? 'An advisor'}</span> is interested in your idea
                and could introduce you
              </span>
              <Badge variant="outline" className="shrink-0">
                {labelOf(a.interest_level)}
              </Badge>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

function IntroEditor({ entry, update }: { entry: TPipelineEntry; update: Update }) {
  const [subject, setSubject] = useState(entry.intro_subject ?? '');
  const [body, setBody] = useState(entry.intro_body ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    setSubject(entry.intro_subject ?? '');
    setBody(entry.intro_body ?? '');
  }, [entry.intro_subject, entry.intro_body]);
  const dirty =
    (subject.trim() || null) !== entry.intro_subject || (body.trim() || null) !== entry.intro_body;

  async function save(event: FormEvent) {
    event.preventDefault();
    const changes: TEntryChanges = { intro_subject: subject.trim() || null, intro_body: body.trim() || null };
    const issues = issuesOf(ZEntryChanges.safeParse(changes));
    setErrors(issues);
    if (Object.keys(issues).length > 0) return;
    setSaving(true);
    try {
      await update(entry.id, changes, 'Could not save the intro');
      notify('Intro saved');
    } catch {
      /* the toast said why */
    } finally {
      setSaving(false);
    }
  }

  async function copy() {
    const text = subject.trim() ? `Subject: ${subject.trim()}\n\n${body.trim()}` : body.trim();
    try {
      await navigator.clipboard.writeText(text);
      notify('Intro copied', 'Paste it into your e-mail.');
    } catch {
      notifyError('Could not copy', 'Your browser did not allow the clipboard; select the text instead.');
    }
  }

  return (
    <Section title="Intro e-mail" icon={<Mail />}>
      <p className="-mt-1 text-xs text-muted-foreground">
        {entry.intro_body
          ? "Drafted for this investor by your idea's analysis. Make it yours before sending."
          : 'No intro was drafted for this investor. Write one here and keep it with them.'}
      </p>
      <form onSubmit={save} noValidate className="grid gap-3" aria-label="Intro e-mail">
        <Field id="detail-intro-subject" label="Subject" error={errors.intro_subject}>
          <Input
            id="detail-intro-subject"
            maxLength={300}
            value={subject}
            onChange={(e) => setSubject(e.target.value)}
            aria-invalid={!!errors.intro_subject}
          />
        </Field>
        <Field id="detail-intro-body" label="Message" error={errors.intro_body}>
          <Textarea
            id="detail-intro-body"
            rows={8}
            maxLength={10_000}
            value={body}
            onChange={(e) => setBody(e.target.value)}
            aria-invalid={!!errors.intro_body}
            className="text-sm leading-relaxed"
          />
        </Field>
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="button" variant="outline" onClick={copy} disabled={!body.trim()}>
            <Copy /> Copy
          </Button>
          <Button type="submit" disabled={saving || !dirty}>
            {saving ? <Loader2 className="animate-spin" /> : null} Save intro
          </Button>
        </div>
      </form>
    </Section>
  );
}

function Notes({ ideaId, entry }: { ideaId: string; entry: TPipelineEntry }) {
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

function RemoveEntry({
  ideaId,
  entry,
  onRemoved,
}: {
  ideaId: string;
  entry: TPipelineEntry;
  onRemoved: () => void;
}) {
  const remove = useDeleteEntry(ideaId);
  const [confirming, setConfirming] = useState(false);
  return (
    <div className="flex flex-wrap items-center justify-end gap-2 border-t pt-5">
      {confirming ? (
        <>
          <span className="mr-auto text-sm text-muted-foreground">
            Remove {entry.name} and their timeline?
          </span>
          <Button variant="outline" size="sm" onClick={() => setConfirming(false)}>
            Keep
          </Button>
          <Button
            variant="destructive"
            size="sm"
            disabled={remove.isPending}
            onClick={async () => {
              try {
                await remove.mutateAsync(entry.id);
                notify('Removed', `${entry.name} is out of the pipeline.`);
                onRemoved();
              } catch (err) {
                notifyError('Could not remove the investor', errorMessage(err));
              }
            }}
          >
            <Trash2 /> Remove
          </Button>
        </>
      ) : (
        <Button
          variant="ghost"
          size="sm"
          className="text-destructive hover:text-destructive"
          onClick={() => setConfirming(true)}
        >
          <Trash2 /> Remove from pipeline
        </Button>
      )}
    </div>
  );
}
