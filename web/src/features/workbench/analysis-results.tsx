import type { TRunDetail } from '@core/contracts/workbench';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { errorMessage } from '@web/lib/api';
import { notify } from '@web/lib/toast';
import { FlaskConical, Upload } from 'lucide-react';
import { useState } from 'react';
import { formatWhen } from './format';
import { useApplyRun } from './workbench-api';

/** How many investors the card lists before "show all". */
const INVESTORS_SHOWN = 10;

function ApplyDialog({ runId, ideaTitle }: { runId: string; ideaTitle: string }) {
  const [open, setOpen] = useState(false);
  const apply = useApplyRun(runId);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) apply.reset();
      }}
    >
      <Button onClick={() => setOpen(true)}>
        <Upload aria-hidden="true" /> Apply to the idea…
      </Button>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Replace the founder's results?</DialogTitle>
          <DialogDescription>
            The investors, design partners, strategy and intros of “{ideaTitle}” are replaced by this run's.
            The founder sees on their idea page that an admin replaced them, and when. The change is written
            to the audit log with your name.
          </DialogDescription>
        </DialogHeader>
        {apply.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {errorMessage(apply.error)}
          </p>
        ) : null}
        <DialogFooter>
          <Button variant="ghost" onClick={() => setOpen(false)}>
            Keep the founder's results
          </Button>
          <Button
            disabled={apply.isPending}
            onClick={() =>
              apply.mutate(undefined, {
                onSuccess: () => {
                  notify('Results applied', `“${ideaTitle}” now shows this run's results.`);
                  setOpen(false);
                },
              })
            }
          >
            Replace the results
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** What the analysis produced. A sandboxed re-run's results live only here, until an admin applies them. */
export function AnalysisResultsCard({ detail }: { detail: TRunDetail }) {
  const { analysis, run } = detail;
  const [allInvestors, setAllInvestors] = useState(false);
  if (!analysis) return null;
  const investors = allInvestors ? analysis.investors : analysis.investors.slice(0, INVESTORS_SHOWN);
  const ideaTitle = analysis.idea?.title ?? run.subjectLabel ?? 'the idea';
  return (
    <Card className="min-w-0" data-testid="analysis-results">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3 pb-4">
        <div className="grid gap-1">
          <CardTitle className="flex flex-wrap items-center gap-2 text-base">
            Results of this run
            {run.sandbox ? (
              <Badge variant="warning">
                <FlaskConical aria-hidden="true" className="size-3" /> Sandboxed re-run
              </Badge>
            ) : null}
          </CardTitle>
          <CardDescription>
            {run.status === 'running'
              ? 'So far: what the finished steps produced.'
              : run.status !== 'completed'
                ? 'What the steps produced before the run ended; the idea was not changed.'
                : run.sandbox
                  ? "Kept on this run: the founder's idea is unchanged unless an admin applies them."
                  : 'As this analysis saved them to the idea (a later analysis may have replaced them).'}
            {detail.applied
              ? ` Applied to the idea on ${formatWhen(detail.applied.at)} by ${detail.applied.by}.`
              : ''}
          </CardDescription>
        </div>
        {detail.canApply ? <ApplyDialog runId={run.id} ideaTitle={ideaTitle} /> : null}
      </CardHeader>
      <CardContent className="grid gap-5 lg:grid-cols-[minmax(0,1.3fr)_minmax(0,1fr)]">
        <section className="min-w-0">
          <h4 className="mb-2 text-xs font-semibold uppercase tracking-wide text-muted-foreground">
            Investors ({analysis.investors.length}), best first
          </h4>
          <ol className="divide-y rounded-md border text-sm">
            {investors.map((inv) => (
              <li key={inv.investorId} className="grid grid-cols-[2rem_minmax(0,1fr)_3.5rem] gap-2 px-3 py-2">
                <span className="tabular-nums text-muted-foreground">{inv.rank}</span>
                <span className="min-w-0">
                  <span className="font-medium">{inv.name}</span>
                  {inv.reasons[0] ? (
                    <span
                      className="block truncate text-xs text-muted-foreground"
                      title={inv.reasons.join(' ')}
                    >
                      {inv.reasons.join(' ')}
                    </span>
                  ) : null}
                </span>
                <span className="text-right tabular-nums">{Math.round(inv.score * 100)}%</span>
              </li>
            ))}
          </ol>
          {analysis.investors.length > INVESTORS_SHOWN ? (
            <Button variant="ghost" size="sm" className="mt-1" onClick={() => setAllInvestors(!allInvestors)}>
              {allInvestors ? 'Show the top 10' : `Show all ${analysis.investors.length}`}
            </Button>
          ) : null}
        </section>
        <div className="grid min-w-0 content-start gap-5">
          <section>
            <h4 className="mb-2 text-xs font-semibold uppercase tracking-wide text-muted-foreground">
              Design partners ({analysis.partners.length})
            </h4>
            <ul className="flex flex-wrap gap-1.5">
              {analysis.partners.map((p) => (
                <li key={p.name} className="rounded-md bg-muted px-2 py-1 text-xs font-medium">
                  {p.name}
                </li>
              ))}
            </ul>
          </section>
          <section>
            <h4 className="mb-2 text-xs font-semibold uppercase tracking-wide text-muted-foreground">
              Strategy
            </h4>
            <dl className="grid gap-1.5 text-xs">
              {analysis.strategy
                .filter((f) => /Recommended amount|Timeline|Investor mix/.test(f.label))
                .map((f) => (
                  <div key={f.label}>
                    <dt className="text-muted-foreground">{f.label}</dt>
                    <dd>{Array.isArray(f.value) ? f.value.join('; ') : f.value}</dd>
                  </div>
                ))}
            </dl>
          </section>
          <p className="text-xs text-muted-foreground">
            {analysis.intros.length} intro{analysis.intros.length === 1 ? '' : 's'} drafted; the step “Draft
            intros” shows them in full.
          </p>
        </div>
      </CardContent>
    </Card>
  );
}
