import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { ExternalLink, Globe } from 'lucide-react';
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { FocusChips } from '../../investors/focus-chips';
import { formatAmount, websiteHref } from '../../investors/investor-format';
import { AddMatchButton, usePipelineMatches } from '../../pipeline/add-match-button';
import type { RankedInvestor } from '../rank-investors';
import type { InvestorRec } from '../recommendations';
import { Field, MatchBadge, tagLabel } from './shared';

const RECENT_SHOWN = 3;

function recentLine(i: InvestorRec['recentInvestments'][number]): string {
  const details = [
    i.round ? tagLabel(i.round) : null,
    i.amount ? formatAmount(i.amount / 1000) : null,
    i.year,
  ]
    .filter(Boolean)
    .join(' · ');
  return details ? `${i.company} (${details})` : i.company;
}

export function InvestorRow({
  investor,
  rank,
  action,
}: {
  investor: RankedInvestor<InvestorRec>;
  rank: number;
  /** The founder's Add to pipeline button. */
  action?: ReactNode;
}) {
  const href = websiteHref(investor.website);
  const recent = investor.recentInvestments.slice(0, RECENT_SHOWN).map(recentLine);
  const more = investor.recentInvestments.length - RECENT_SHOWN;
  const focusAreas = investor.focus.split(',').map(tagLabel);
  return (
    <Card className="p-5" data-testid="investor-result">
      <div className="flex items-start justify-between gap-3">
        <div className="flex min-w-0 items-start gap-3">
          <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-secondary text-sm font-semibold text-secondary-foreground">
            {rank}
          </span>
          <div className="min-w-0">
            <h3 className="font-semibold leading-snug break-words">{investor.name}</h3>
            <p className="mt-0.5 text-sm text-muted-foreground">
              {investor.checkSize || 'Check size not specified'}
              {investor.portfolioSize ? ` · ${investor.portfolioSize} portfolio companies` : ''}
            </p>
          </div>
        </div>
        <MatchBadge similarity={investor.similarity} />
      </div>
      {investor.supportedRounds.length > 0 ? (
        <ul className="mt-3 flex flex-wrap gap-1.5" aria-label="Supported rounds">
          {investor.supportedRounds.map((round) => (
            <li key={round}>
              <Badge variant="outline">{tagLabel(round)}</Badge>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mt-4 grid gap-3 sm:grid-cols-2">
        {focusAreas.length > 0 ? (
          <div>
            <h4 className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">Focus</h4>
            <FocusChips areas={focusAreas} max={6} className="mt-1.5" />
          </div>
        ) : null}
        <Field label="Recent investments" value={more > 0 ? [...recent, `+${more} more`] : recent} />
        <div className="sm:col-span-2">
          <Field label="Why they match" value={investor.reasoning} />
        </div>
        {investor.contacts.length > 0 ? (
          <div className="sm:col-span-2">
            <Field
              label="Contacts"
              value={investor.contacts.map((c) => (c.role ? `${c.name}, ${c.role}` : c.name))}
            />
          </div>
        ) : null}
      </div>
      {href || action ? (
        <div className="mt-4 flex flex-wrap gap-2">
          {href ? (
            <Button asChild variant="outline" size="sm">
              <a href={href} target="_blank" rel="noopener noreferrer">
                <Globe aria-hidden="true" /> Website{' '}
                <ExternalLink aria-hidden="true" className="text-muted-foreground" />
                <span className="sr-only"> of {investor.name} (opens in a new tab)</span>
              </a>
            </Button>
          ) : null}
          {action}
        </div>
      ) : null}
    </Card>
  );
}

export function InvestorsTab({ investors }: { investors: RankedInvestor<InvestorRec>[] }) {
  const { id = '' } = useParams();
  const matches = usePipelineMatches(id);
  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground">
        {investors.length} investors, ranked by fit with your idea's industry and description.
      </p>
      {investors.map((investor, i) => (
        <InvestorRow
          key={`${investor.name}|${investor.website ?? ''}`}
          investor={investor}
          rank={i + 1}
          action={matches ? <AddMatchButton matches={matches} name={investor.name} /> : undefined}
        />
      ))}
    </div>
  );
}
