import { roundLabel, stageLabels } from '@core/contracts/labels';
import type { TIdeaNetwork, TWarmPath } from '@core/contracts/warm-paths';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { ExternalLink, Globe, SearchX } from 'lucide-react';
import { type ReactNode, useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import { FocusChips } from '../../investors/focus-chips';
import { formatAmount, formatMonth, websiteHref } from '../../investors/investor-format';
import { isClose, WarmBadge, WarmPathList, WarmToggle } from '../../network/warm-paths';
import { AddMatchButton, usePipelineMatches } from '../../pipeline/add-match-button';
import { InvestorFilterBar } from '../investor-filter-bar';
import { filterInvestors, NO_FILTERS } from '../investor-filters';
import type { RankedInvestor } from '../rank-investors';
import type { InvestorRec } from '../recommendations';
import { FitChips, FitReasons } from './fit-reasons';
import { Field, MatchBadge, tagLabel } from './shared';

const RECENT_SHOWN = 3;
/** Investors shown at first, and added by each "Show more". */
const PAGE = 10;

function recentLine(i: InvestorRec['recentInvestments'][number]): string {
  const details = [roundLabel(i.round), i.amount ? formatAmount(i.amount / 1000) : null, i.year]
    .filter(Boolean)
    .join(' · ');
  return details ? `${i.company} (${details})` : i.company;
}

function InvestorRow({
  investor,
  rank,
  action,
  paths,
}: {
  investor: RankedInvestor<InvestorRec>;
  rank: number;
  /** The founder's Add to pipeline button. */
  action?: ReactNode;
  /** The founder's own warm paths to this investor (issue 33), theirs alone. */
  paths?: readonly TWarmPath[];
}) {
  const href = websiteHref(investor.website);
  const recent = investor.recentInvestments.slice(0, RECENT_SHOWN).map(recentLine);
  const more = investor.recentInvestments.length - RECENT_SHOWN;
  // "other" and "generalist" say nothing a founder can use beside the real focus areas.
  const focusAreas = investor.focus
    .split(',')
    .map((f) => f.trim())
    .filter((f) => f && f !== 'other')
    .map(tagLabel);
  return (
    <Card className="p-5" data-testid="investor-result">
      <div className="flex items-start justify-between gap-3">
        <div className="flex min-w-0 items-start gap-3">
          <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-secondary text-sm font-semibold text-secondary-foreground">
            {rank}
          </span>
          <div className="min-w-0">
            <h3 className="flex flex-wrap items-center gap-2 font-semibold leading-snug break-words">
              {investor.name}
              <WarmBadge paths={paths} />
            </h3>
            <p className="mt-0.5 text-sm text-muted-foreground">
              {[investor.location, investor.checkSize || 'Check size not specified']
                .filter(Boolean)
                .join(' · ')}
              {investor.leadsRounds ? ' · Leads rounds' : ''}
            </p>
          </div>
        </div>
        <MatchBadge similarity={investor.score} />
      </div>
      <FitChips dimensions={investor.dimensions} className="mt-3" />
      {paths?.length ? (
        <div className="mt-3">
          <WarmPathList paths={paths} />
        </div>
      ) : null}
      {investor.supportedRounds.length > 0 ? (
        <ul className="mt-3 flex flex-wrap gap-1.5" aria-label="Supported rounds">
          {stageLabels(investor.supportedRounds).map((round) => (
            <li key={round}>
              <Badge variant="outline">{round}</Badge>
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
        <Field
          label={`Deals in our data${investor.lastDealDate ? ` (last known: ${formatMonth(investor.lastDealDate)})` : ''}`}
          value={more > 0 ? [...recent, `+${more} more`] : recent}
        />
        <div className="sm:col-span-2">
          {investor.dimensions.length > 0 ? (
            <FitReasons dimensions={investor.dimensions} summary={investor.reasoning} />
          ) : (
            <Field label="Why they match" value={investor.reasoning} />
          )}
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

export function InvestorsTab({
  investors,
  fitting,
  network,
}: {
  investors: RankedInvestor<InvestorRec>[];
  /** How many investors fit the round in all, when the analysis counted them. */
  fitting: number | null;
  /** The founder's own network for this idea (their warm paths), when they are the one reading. */
  network?: TIdeaNetwork;
}) {
  const { id = '' } = useParams();
  const matches = usePipelineMatches(id);
  const [filters, setFilters] = useState(NO_FILTERS);
  const [warmOnly, setWarmOnly] = useState(false);
  const [limit, setLimit] = useState(PAGE);
  const warm = network?.investors ?? {};
  const warmCount = investors.filter((i) => i.id && warm[i.id]?.length).length;
  const closeCount = investors.filter((i) => i.id && isClose(warm[i.id])).length;
  const matching = useMemo(
    () =>
      filterInvestors(investors, filters).filter(
        (i) => !warmOnly || (i.id && network?.investors[i.id]?.length),
      ),
    [investors, filters, warmOnly, network],
  );
  const shown = matching.slice(0, limit);
  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground">
        Investors who fit your round, best first: where they are, the stages and check sizes they invest at
        and their sectors, then their deals and your network. The percentage is that overall score. Deal
        history runs to Jun 2013 (Crunchbase); firm details are from the 2026 directories (FundraisingFox,
        VCMatchMaker).
      </p>
      {fitting !== null && fitting < 10 ? (
        <p className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          Only {fitting} investor{fitting === 1 ? '' : 's'} in our data fit{fitting === 1 ? 's' : ''} this
          round's place, stage and check size. We have not filled the list with investors elsewhere.
        </p>
      ) : null}
      <WarmToggle
        network={network}
        count={warmCount}
        close={closeCount}
        checked={warmOnly}
        onChange={(next) => {
          setWarmOnly(next);
          setLimit(PAGE);
        }}
      />
      <InvestorFilterBar
        investors={investors}
        filters={filters}
        onChange={(next) => {
          setFilters(next);
          setLimit(PAGE);
        }}
        shown={matching.length}
      />
      {matching.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed p-8 text-center text-sm text-muted-foreground">
          <SearchX className="size-6" aria-hidden="true" />
          No saved investors match these filters.
        </div>
      ) : null}
      {shown.map((investor) => (
        <InvestorRow
          key={`${investor.name}|${investor.website ?? ''}`}
          investor={investor}
          rank={investors.indexOf(investor) + 1}
          action={matches ? <AddMatchButton matches={matches} name={investor.name} /> : undefined}
          paths={investor.id ? warm[investor.id] : undefined}
        />
      ))}
      {matching.length > shown.length ? (
        <Button variant="outline" className="justify-self-center" onClick={() => setLimit((n) => n + PAGE)}>
          Show {Math.min(PAGE, matching.length - shown.length)} more of {matching.length - shown.length}
        </Button>
      ) : null}
    </div>
  );
}
