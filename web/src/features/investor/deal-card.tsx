import type { TDealFlowIdea } from '@core/contracts/advisors';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { ArrowRight, Check, CircleAlert, ExternalLink } from 'lucide-react';
import { Link } from 'react-router-dom';
import { tagLabel } from '../idea/tabs/shared';
import { targetLabel } from '../idea/target-label';
import { websiteHref } from '../investors/investor-format';
import { DealActions } from './deal-actions';
import { fitBadge, founderLine } from './deal-flow';

/** A startup in the investor's deal flow: who, what, how it fits their thesis and why, and their actions on it. */
export function DealCard({ idea, showFit }: { idea: TDealFlowIdea; showFit: boolean }) {
  const founder = founderLine(idea.profiles);
  const fit = fitBadge(idea.fit.score);
  const linkedin = websiteHref(idea.profiles.linkedin_url);
  const target = targetLabel(idea.target_check_size, idea.raise);
  return (
    <article aria-label={idea.title} data-testid="deal" className="min-w-0">
      <Card>
        <CardHeader className="pb-3">
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <CardTitle className="break-words">
                <Link to={`/idea/${idea.id}`} className="hover:text-primary hover:underline">
                  {idea.title}
                </Link>
              </CardTitle>
              {founder ? <p className="mt-1 text-sm text-muted-foreground">{founder}</p> : null}
            </div>
            {showFit ? (
              <Badge variant={fit.tone} className="shrink-0 tabular-nums" data-testid="fit-badge">
                {fit.label}
              </Badge>
            ) : null}
          </div>
          <div className="flex flex-wrap gap-1.5 pt-1">
            {idea.stage ? <Badge variant="outline">{tagLabel(idea.stage)}</Badge> : null}
            {idea.industry ? <Badge variant="secondary">{tagLabel(idea.industry)}</Badge> : null}
            {target ? <Badge variant="outline">Raising {target}</Badge> : null}
          </div>
        </CardHeader>
        <CardContent className="grid grid-cols-1 gap-4">
          <p className="line-clamp-2 text-sm leading-relaxed">{idea.description}</p>
          {showFit ? <FitReasons fit={idea.fit} /> : null}
          <div className="grid gap-3 border-t pt-4">
            <DealActions
              ideaId={idea.id}
              state={idea.mine}
              founder={idea.profiles.full_name ?? 'The founder'}
            />
            <div className="flex flex-wrap items-center justify-between gap-2">
              {linkedin ? (
                <a
                  href={linkedin}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex min-w-0 max-w-full items-center gap-1.5 text-sm text-primary hover:underline"
                >
                  <ExternalLink className="size-3.5 shrink-0" aria-hidden="true" />
                  <span className="truncate">Founder on LinkedIn</span>
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              ) : (
                <span />
              )}
              <Button size="sm" variant="ghost" asChild className="-mr-2">
                <Link to={`/idea/${idea.id}`}>
                  View Details <ArrowRight />
                </Link>
              </Button>
            </div>
          </div>
        </CardContent>
      </Card>
    </article>
  );
}

/** Why it fits, and what does not: the thesis fit's reasons and concerns. */
export function FitReasons({ fit }: { fit: TDealFlowIdea['fit'] }) {
  if (!fit.reasons.length && !fit.concerns.length) return null;
  return (
    <div>
      <h4 className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">
        Fit with your thesis
      </h4>
      <ul className="mt-1.5 grid gap-1 text-sm" data-testid="fit-reasons">
        {fit.reasons.map((reason) => (
          <li key={reason} className="flex gap-2">
            <Check className="mt-0.5 size-4 shrink-0 text-emerald-600" aria-hidden="true" />
            <span>{reason}</span>
          </li>
        ))}
        {fit.concerns.map((concern) => (
          <li key={concern} className="flex gap-2 text-muted-foreground">
            <CircleAlert className="mt-0.5 size-4 shrink-0 text-amber-600" aria-hidden="true" />
            <span>{concern}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
