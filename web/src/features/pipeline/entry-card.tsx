import { PIPELINE_STAGES, type PipelineStage, type TPipelineEntry } from '@core/contracts/pipeline';
import { cn } from '@web/lib/cn';
import { ArrowDown, ArrowUp, CalendarClock, Ellipsis, Handshake, PanelRightOpen } from 'lucide-react';
import type { ReactNode } from 'react';
import { stageLabel } from './board';
import { followUpLabel, followUpStatus } from './dates';
import { Menu, type MenuItem } from './menu';
import { useMoney } from './raise-currency';
import { STAGE_STYLE } from './stage-style';

/**
 * The warm path in one line: the founder's own contact who introduces them (issue 33) first, then a co-investor
 * already committed, then advisors who could introduce you.
 */
export function warmHint(entry: Pick<TPipelineEntry, 'warm'>): string | null {
  const contact = entry.warm.contact;
  if (contact) return `Intro through ${contact.name}`;
  const co = entry.warm.coInvestors[0];
  if (co) {
    const more = entry.warm.coInvestors.length - 1;
    return `Co-invested with ${co.name} (${co.deals} ${co.deals === 1 ? 'deal' : 'deals'})${more > 0 ? ` +${more}` : ''}`;
  }
  const advisors = entry.warm.advisors.length;
  if (advisors > 0) return `${advisors} ${advisors === 1 ? 'advisor' : 'advisors'} could introduce you`;
  return null;
}

export function FollowUpPill({
  day,
  today,
  className,
}: {
  day: string | null;
  today: string;
  className?: string;
}) {
  const status = followUpStatus(day, today);
  if (!status || !day) return null;
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium',
        status === 'overdue' && 'bg-red-50 text-red-700 ring-1 ring-red-200',
        status === 'today' && 'bg-amber-50 text-amber-800 ring-1 ring-amber-200',
        (status === 'soon' || status === 'later') && 'bg-muted text-muted-foreground',
        className,
      )}
    >
      <CalendarClock aria-hidden="true" className="size-3.5" />
      <span className="sr-only">Follow up: </span>
      {followUpLabel(day, today)}
    </span>
  );
}

/** The card's menu: move to any other stage, up or down its column, or open the details. */
function cardMenuItems(
  entry: TPipelineEntry,
  columnLength: number,
  actions: { onMove: (stage: PipelineStage, index: number) => void; onOpen: () => void },
): MenuItem[] {
  return [
    { kind: 'heading', label: 'Move to' },
    ...PIPELINE_STAGES.map(
      (stage): MenuItem => ({
        label: stageLabel(stage),
        ariaLabel: `Move to ${stageLabel(stage)}`,
        icon: <span aria-hidden="true" className={cn('mx-1 size-2 rounded-full', STAGE_STYLE[stage].dot)} />,
        disabled: stage === entry.stage,
        hint: stage === entry.stage ? 'Current' : undefined,
        onSelect: () => actions.onMove(stage, Number.MAX_SAFE_INTEGER),
      }),
    ),
    { kind: 'separator', id: 'order' },
    {
      label: 'Move up',
      icon: <ArrowUp />,
      disabled: entry.position === 0,
      onSelect: () => actions.onMove(entry.stage, entry.position - 1),
    },
    {
      label: 'Move down',
      icon: <ArrowDown />,
      disabled: entry.position >= columnLength - 1,
      onSelect: () => actions.onMove(entry.stage, entry.position + 1),
    },
    { kind: 'separator', id: 'open' },
    { label: 'Open details', icon: <PanelRightOpen />, onSelect: actions.onOpen },
  ];
}

/** One investor on the board: who, how much, when to follow up, and the warm path. */
export function EntryCardBody({
  entry,
  today,
  onOpen,
  handle,
  menu,
}: {
  entry: TPipelineEntry;
  today: string;
  onOpen?: () => void;
  handle?: ReactNode;
  menu?: ReactNode;
}) {
  const money = useMoney();
  const warm = warmHint(entry);
  // A pass commits nothing, whatever was typed before.
  const committed = entry.committed_amount !== null && entry.committed_amount > 0 && entry.stage !== 'passed';
  return (
    <>
      <div className="flex items-start gap-1">
        {handle}
        <div className="min-w-0 flex-1 pt-0.5">
          <button
            type="button"
            onClick={onOpen}
            data-open-entry={entry.id}
            className="block max-w-full cursor-pointer text-left text-sm font-semibold leading-snug break-words hover:text-primary hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring rounded-sm"
          >
            {entry.name}
          </button>
          <p className="mt-0.5 truncate text-xs text-muted-foreground">
            {entry.firm ??
              (entry.investor_id ? 'In the investor database' : (entry.email ?? 'Added by hand'))}
          </p>
        </div>
        {menu}
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-2 text-xs">
        <div className="rounded-md bg-muted/60 px-2 py-1.5">
          <dt className="text-muted-foreground">Expected</dt>
          <dd className="font-semibold tabular-nums" data-testid="card-expected">
            {money.short(entry.expected_amount)}
          </dd>
        </div>
        <div className={cn('rounded-md px-2 py-1.5', committed ? 'bg-emerald-50' : 'bg-muted/60')}>
          <dt className={committed ? 'text-emerald-700' : 'text-muted-foreground'}>Committed</dt>
          <dd
            className={cn('font-semibold tabular-nums', committed && 'text-emerald-800')}
            data-testid="card-committed"
          >
            {money.short(entry.committed_amount)}
          </dd>
        </div>
      </dl>
      {entry.stage === 'passed' && entry.pass_reason ? (
        <p className="mt-2 line-clamp-2 text-xs text-muted-foreground italic">“{entry.pass_reason}”</p>
      ) : null}
      {entry.next_follow_up || warm ? (
        <div className="mt-2.5 flex flex-wrap items-center gap-1.5">
          <FollowUpPill day={entry.next_follow_up} today={today} />
          {warm ? (
            <span className="inline-flex min-w-0 items-center gap-1 text-xs text-emerald-700">
              <Handshake aria-hidden="true" className="size-3.5 shrink-0" />
              <span className="sr-only">Warm path: </span>
              <span className="truncate" title={warm}>
                {warm}
              </span>
            </span>
          ) : null}
        </div>
      ) : null}
    </>
  );
}

export function CardMenu({
  entry,
  columnLength,
  onMove,
  onOpen,
}: {
  entry: TPipelineEntry;
  columnLength: number;
  onMove: (stage: PipelineStage, index: number) => void;
  onOpen: () => void;
}) {
  return (
    <Menu
      label={`Actions for ${entry.name}`}
      trigger={<Ellipsis />}
      items={cardMenuItems(entry, columnLength, { onMove, onOpen })}
    />
  );
}
