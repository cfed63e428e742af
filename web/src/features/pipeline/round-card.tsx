import { PIPELINE_ROUND_STAGES, type TPipeline, ZRoundInput } from '@core/contracts/pipeline';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { ApiError, errorMessage } from '@web/lib/api';
import { cn } from '@web/lib/cn';
import { labelOf } from '@web/lib/labels';
import { notify, notifyError } from '@web/lib/toast';
import { Flame, Loader2, Pencil, Target } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { coverage, expectedInPlay, stageLabel } from './board';
import { daysFrom, formatDay } from './dates';
import { formatPercent, moneyInputValue, parseMoney } from './money';
import { useMoney } from './raise-currency';
import { STAGE_STYLE } from './stage-style';
import { useSaveRound } from './use-pipeline';

const roundStageLabel = (stage: string) => (stage === 'series-c+' ? 'Series C+' : labelOf(stage));

type Errors = Partial<Record<'target_amount' | 'stage' | 'close_date', string>>;

export const selectClass =
  'h-10 w-full cursor-pointer rounded-md border border-input bg-card px-3 text-sm text-foreground shadow-xs focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring aria-invalid:border-destructive';

/** The round: committed money against the target (and past it), and the form that sets the target. */
export function RoundCard({
  ideaId,
  pipeline,
  today,
}: {
  ideaId: string;
  pipeline: TPipeline;
  today: string;
}) {
  const money = useMoney();
  const { round, totals } = pipeline;
  const save = useSaveRound(ideaId);
  const [target, setTarget] = useState('');
  const [stage, setStage] = useState<string>('seed');
  const [closeDate, setCloseDate] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [editing, setEditing] = useState(false);

  useEffect(() => {
    setTarget(moneyInputValue(round?.target_amount));
    setStage(round?.stage ?? 'seed');
    setCloseDate(round?.close_date ?? '');
  }, [round?.target_amount, round?.stage, round?.close_date]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const amount = parseMoney(target, 'Target amount');
    const next: Errors = {};
    if (!amount.ok) next.target_amount = amount.message;
    const parsed = ZRoundInput.safeParse({
      target_amount: amount.ok ? (amount.value ?? undefined) : 0,
      stage,
      close_date: closeDate || null,
    });
    if (!parsed.success)
      for (const issue of parsed.error.issues) next[issue.path[0] as keyof Errors] ??= issue.message;
    setErrors(next);
    if (Object.keys(next).length > 0 || !parsed.success) return;
    try {
      await save.mutateAsync(parsed.data);
      setEditing(false);
      notify('Round saved', `Target ${money.full(parsed.data.target_amount)}.`);
    } catch (err) {
      if (err instanceof ApiError && err.field) setErrors({ [err.field]: err.message });
      else notifyError('Could not save the round', errorMessage(err));
    }
  }

  const progress = totals.progress ?? 0;
  const inPlay = expectedInPlay(pipeline.entries);
  const left = round?.close_date ? daysFrom(today, round.close_date) : null;
  const committedCount = pipeline.entries.filter((e) => e.stage === 'committed').length;
  const showForm = !round || editing;

  return (
    <Card className="flex flex-col p-5" data-testid="round-card">
      <div className="flex items-center justify-between gap-3">
        <h2 className="flex items-center gap-2 text-base font-semibold">
          <Target aria-hidden="true" className="size-4 text-primary" />
          {round ? `${roundStageLabel(round.stage)} round` : 'Your round'}
        </h2>
        {round && !editing ? (
          <Button variant="ghost" size="sm" className="-mr-2" onClick={() => setEditing(true)}>
            <Pencil /> Edit round
          </Button>
        ) : null}
      </div>
      {round ? (
        <>
          <div className="mt-2 flex flex-wrap items-end justify-between gap-x-4 gap-y-1">
            <p className="text-sm text-muted-foreground">
              <span
                className="text-2xl font-bold tracking-tight text-foreground tabular-nums"
                data-testid="round-committed"
              >
                {money.full(totals.committed)}
              </span>{' '}
              committed of{' '}
              <span className="font-medium text-foreground tabular-nums">
                {money.full(round.target_amount)}
              </span>
            </p>
            <div className="flex items-center gap-2">
              {totals.oversubscribed ? (
                <Badge className="bg-emerald-600 text-white" data-testid="oversubscribed">
                  <Flame aria-hidden="true" className="size-3.5" /> Oversubscribed
                </Badge>
              ) : null}
              <span className="text-lg font-semibold tabular-nums" data-testid="round-percent">
                {formatPercent(progress)}
              </span>
            </div>
          </div>
          <div
            role="progressbar"
            aria-label="Committed against the target"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(progress * 100)}
            aria-valuetext={`${formatPercent(progress)} of the target committed`}
            className="relative mt-3 h-2.5 w-full overflow-hidden rounded-full bg-muted"
            data-testid="round-progress"
          >
            <div
              className={cn(
                'h-full rounded-full transition-[width] duration-500',
                totals.oversubscribed ? 'bg-emerald-500' : 'bg-primary',
              )}
              style={{ width: `${Math.min(100, progress * 100)}%` }}
            />
          </div>
          <dl className="mt-4 grid grid-cols-3 gap-2 text-xs">
            <Stat label="In play" value={money.short(inPlay)} note="expected" />
            <Stat
              label="Investors"
              value={`${pipeline.entries.length}`}
              note={committedCount > 0 ? `${committedCount} committed` : undefined}
            />
            <Stat
              label="Closes"
              value={round.close_date ? formatDay(round.close_date, today) : 'No date'}
              note={
                left === null
                  ? undefined
                  : left < 0
                    ? `${-left} days ago`
                    : left === 0
                      ? 'today'
                      : `in ${left} days`
              }
              warn={left !== null && left < 0}
            />
          </dl>
          <Coverage pipeline={pipeline} target={round.target_amount} />
        </>
      ) : (
        <p className="mt-1 text-sm text-muted-foreground">
          Set the target to follow committed money against it as investors say yes.
        </p>
      )}
      {showForm ? (
        <form
          onSubmit={submit}
          noValidate
          aria-label="Round"
          className="mt-4 grid gap-3 border-t pt-4 sm:grid-cols-[1.2fr_1fr_1fr_auto] sm:items-start"
        >
          <Field id="round-target" label="Target amount ($)" error={errors.target_amount}>
            <Input
              id="round-target"
              inputMode="numeric"
              placeholder="1,000,000"
              value={target}
              onChange={(e) => setTarget(e.target.value)}
              aria-invalid={!!errors.target_amount}
              aria-describedby={errors.target_amount ? 'round-target-error' : undefined}
            />
          </Field>
          <Field id="round-stage" label="Stage" error={errors.stage}>
            <select
              id="round-stage"
              value={stage}
              onChange={(e) => setStage(e.target.value)}
              className={selectClass}
              aria-invalid={!!errors.stage}
            >
              {PIPELINE_ROUND_STAGES.map((s) => (
                <option key={s} value={s}>
                  {roundStageLabel(s)}
                </option>
              ))}
            </select>
          </Field>
          <Field id="round-close" label="Close date" error={errors.close_date}>
            <Input
              id="round-close"
              type="date"
              value={closeDate}
              onChange={(e) => setCloseDate(e.target.value)}
              aria-invalid={!!errors.close_date}
              aria-describedby={errors.close_date ? 'round-close-error' : undefined}
            />
          </Field>
          <div className="flex gap-2 sm:mt-6">
            {round ? (
              <Button type="button" variant="outline" onClick={() => setEditing(false)}>
                Cancel
              </Button>
            ) : null}
            <Button type="submit" disabled={save.isPending} className="flex-1">
              {save.isPending ? <Loader2 className="animate-spin" /> : null}
              {round ? 'Save round' : 'Set target'}
            </Button>
          </div>
        </form>
      ) : null}
    </Card>
  );
}

function Stat({ label, value, note, warn }: { label: string; value: string; note?: string; warn?: boolean }) {
  return (
    <div className="min-w-0 rounded-md bg-muted/60 px-2.5 py-2">
      <dt className="truncate text-muted-foreground">{label}</dt>
      <dd className="mt-0.5 truncate text-sm font-semibold tabular-nums">{value}</dd>
      {note ? (
        <dd className={cn('truncate', warn ? 'text-red-700' : 'text-muted-foreground')}>{note}</dd>
      ) : null}
    </div>
  );
}

/** Expected money by stage against the target: is there enough in the pipeline to close the round? */
function Coverage({ pipeline, target }: { pipeline: TPipeline; target: number }) {
  const money = useMoney();
  const c = coverage(pipeline.entries, target);
  if (c.segments.length === 0) return null;
  const ratio = c.ratio ?? 0;
  return (
    <div className="mt-4" data-testid="coverage">
      <div className="flex flex-wrap items-baseline justify-between gap-x-2 text-xs">
        <span className="font-medium">Pipeline coverage</span>
        <span className={cn('tabular-nums', ratio >= 3 ? 'text-emerald-700' : 'text-muted-foreground')}>
          {money.short(c.total)} expected · {ratio.toFixed(1)}× the target
        </span>
      </div>
      <div className="mt-1.5 flex h-2 w-full gap-px overflow-hidden rounded-full bg-muted" aria-hidden="true">
        {c.segments.map((s) => (
          <div key={s.stage} className={STAGE_STYLE[s.stage].dot} style={{ width: `${s.share * 100}%` }} />
        ))}
      </div>
      <ul className="mt-2 flex flex-wrap gap-x-3 gap-y-1 text-xs text-muted-foreground">
        {c.segments.map((s) => (
          <li key={s.stage} className="flex items-center gap-1.5">
            <span aria-hidden="true" className={cn('size-2 rounded-full', STAGE_STYLE[s.stage].dot)} />
            {stageLabel(s.stage)} <span className="font-medium text-foreground">{money.short(s.amount)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
