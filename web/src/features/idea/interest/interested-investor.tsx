import type { TIdeaInvestor } from '@core/contracts/deal-flow';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { labelOf } from '@web/lib/labels';
import { Check, CircleAlert, ExternalLink, KanbanSquare, Loader2, Mail, Plus } from 'lucide-react';
import { Link } from 'react-router-dom';
import { fitBadge } from '../../investor/deal-flow';
import { formatCheckSize, websiteHref } from '../../investors/investor-format';
import { timeAgo } from '../../notifications/notification-format';
import { geographyLine, LEADERSHIP_LABELS } from '../../preferences/thesis-draft';

const nameOf = (i: TIdeaInvestor) => i.investor.full_name ?? 'An investor';

/**
 * An investor who said Interested: who they are, their thesis and how this idea fits it, their note, how to reach
 * them, and the one click that puts them in the pipeline.
 */
export function InterestedInvestor({
  ideaId,
  item,
  adding,
  onAdd,
}: {
  ideaId: string;
  item: TIdeaInvestor;
  adding: boolean;
  onAdd: () => void;
}) {
  const { investor } = item;
  const thesis = investor.thesis;
  const fit = item.fit ? fitBadge(item.fit.score) : null;
  const linkedin = websiteHref(investor.linkedin_url);
  return (
    <li
      className="grid gap-3 rounded-md border bg-card p-4 text-sm"
      data-testid="interested-investor"
      aria-label={nameOf(item)}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-medium">
            {nameOf(item)}
            {investor.firm_name ? (
              <span className="font-normal text-muted-foreground"> · {investor.firm_name}</span>
            ) : null}
          </p>
          <p className="text-xs text-muted-foreground">Interested · {timeAgo(item.decided_at)}</p>
        </div>
        {fit ? (
          <Badge variant={fit.tone} className="tabular-nums" title="How your idea fits their thesis">
            {fit.label}
          </Badge>
        ) : null}
      </div>
      {item.note ? (
        <blockquote className="border-l-2 border-primary pl-3 italic">“{item.note}”</blockquote>
      ) : null}
      {thesis ? (
        <div className="grid gap-1.5 text-muted-foreground">
          {thesis.investment_thesis ? (
            <p className="line-clamp-3 text-foreground">{thesis.investment_thesis}</p>
          ) : null}
          <p>
            {formatCheckSize(thesis.check_size_min, thesis.check_size_max)} ·{' '}
            {LEADERSHIP_LABELS[thesis.round_leadership ?? 'both']} · {geographyLine(thesis, labelOf)}
          </p>
          <div className="flex flex-wrap gap-1">
            {[...(thesis.preferred_stages ?? []), ...(thesis.focus_areas ?? [])].map((t) => (
              <Badge key={t} variant="secondary" className="px-2 py-0 text-[11px]">
                {labelOf(t)}
              </Badge>
            ))}
          </div>
        </div>
      ) : null}
      {item.fit && (item.fit.reasons.length || item.fit.concerns.length) ? (
        <ul className="grid gap-1" aria-label="Fit with their thesis">
          {item.fit.reasons.map((r) => (
            <li key={r} className="flex gap-2">
              <Check className="mt-0.5 size-3.5 shrink-0 text-emerald-600" aria-hidden="true" /> {r}
            </li>
          ))}
          {item.fit.concerns.map((c) => (
            <li key={c} className="flex gap-2 text-muted-foreground">
              <CircleAlert className="mt-0.5 size-3.5 shrink-0 text-amber-600" aria-hidden="true" /> {c}
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-2 border-t pt-3">
        <div className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1 text-xs">
          {investor.email ? (
            <a
              href={`mailto:${investor.email}`}
              className="inline-flex min-w-0 items-center gap-1 text-primary hover:underline"
            >
              <Mail className="size-3.5 shrink-0" aria-hidden="true" />
              <span className="truncate">{investor.email}</span>
            </a>
          ) : null}
          {linkedin ? (
            <a
              href={linkedin}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1 text-primary hover:underline"
            >
              LinkedIn <ExternalLink className="size-3" aria-hidden="true" />
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          ) : null}
        </div>
        {item.pipeline_entry_id ? (
          <Button size="sm" variant="outline" asChild>
            <Link to={`/idea/${ideaId}/pipeline`}>
              <KanbanSquare /> In your pipeline
            </Link>
          </Button>
        ) : (
          <Button size="sm" onClick={onAdd} disabled={adding}>
            {adding ? <Loader2 className="animate-spin" /> : <Plus />} Add to pipeline
          </Button>
        )}
      </div>
    </li>
  );
}
