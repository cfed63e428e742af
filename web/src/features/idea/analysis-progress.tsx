import { Card } from '@web/components/ui/card';
import { Progress } from '@web/components/ui/progress';
import { cn } from '@web/lib/cn';
import { CheckCircle2, Circle, Loader2, XCircle } from 'lucide-react';
import { type AnalysisState, doneCount, STEPS, type StepStatus } from './analysis-state';

const ICONS: Record<StepStatus, { icon: typeof Circle; className: string; label: string }> = {
  pending: { icon: Circle, className: 'text-muted-foreground/50', label: 'Waiting' },
  running: { icon: Loader2, className: 'animate-spin text-primary', label: 'Running' },
  done: { icon: CheckCircle2, className: 'text-emerald-600', label: 'Done' },
  failed: { icon: XCircle, className: 'text-destructive', label: 'Failed' },
};

/** The live step list of a running (or just failed) analysis. */
export function AnalysisProgress({ state }: { state: AnalysisState }) {
  const done = doneCount(state);
  const failed = state.status === 'failed';
  const running = STEPS.filter((s) => state.steps[s.id] === 'running').map((s, i) =>
    i === 0 ? s.label : s.label.charAt(0).toLowerCase() + s.label.slice(1),
  );
  const headline = failed
    ? 'Analysis failed'
    : running.length > 0
      ? `${running.join(' and ')}…`
      : state.status === 'completed'
        ? 'Analysis complete'
        : 'Starting the analysis…';

  return (
    <Card
      className={cn('p-5', failed && 'border-destructive/40')}
      aria-live="polite"
      data-testid="analysis-progress"
    >
      <div className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:justify-between">
        <p className="font-semibold">{headline}</p>
        <p className="text-sm text-muted-foreground">
          {failed ? 'Please try again or check your connection' : 'This usually takes 30-60 seconds'}
        </p>
      </div>
      <Progress value={(done / STEPS.length) * 100} className="mt-4 h-2" aria-label="Analysis progress" />
      <ol className="mt-4 grid gap-2 sm:grid-cols-3">
        {STEPS.map((step) => {
          const status = state.steps[step.id];
          const { icon: Icon, className, label } = ICONS[status];
          return (
            <li
              key={step.id}
              className={cn(
                'flex items-center gap-2 rounded-md border px-3 py-2 text-sm',
                status === 'running' && 'border-primary/30 bg-primary/5 font-medium',
                status === 'pending' && 'text-muted-foreground',
              )}
              data-status={status}
            >
              <Icon aria-hidden="true" className={cn('size-4 shrink-0', className)} />
              <span>{step.label}</span>
              <span className="sr-only">: {label}</span>
            </li>
          );
        })}
      </ol>
    </Card>
  );
}
