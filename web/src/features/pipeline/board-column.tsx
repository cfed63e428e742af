import type { PipelineStage, TPipelineEntry } from '@core/contracts/pipeline';
import { useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { cn } from '@web/lib/cn';
import { stageLabel } from './board';
import { useMoney } from './raise-currency';
import { type MoveHandler, SortableCard } from './sortable-card';
import { STAGE_STYLE } from './stage-style';

/** One stage's column: its name, count and totals, a drop zone, and its cards in order. */
export function BoardColumn({
  stage,
  entries,
  totals,
  today,
  activeId,
  onMove,
  onOpen,
}: {
  stage: PipelineStage;
  entries: TPipelineEntry[];
  totals: { count: number; expected: number; committed: number };
  today: string;
  activeId: string | null;
  onMove: MoveHandler;
  onOpen: (entryId: string) => void;
}) {
  const money = useMoney();
  const { setNodeRef, isOver } = useDroppable({ id: stage });
  const headingId = `column-${stage}`;
  return (
    <section
      aria-labelledby={headingId}
      data-testid={`column-${stage}`}
      className={cn(
        'flex w-[17.5rem] shrink-0 snap-start flex-col rounded-lg border border-t-4 bg-muted/50',
        STAGE_STYLE[stage].border,
        isOver && 'ring-2 ring-primary/30',
      )}
    >
      <header className="border-b px-3 pt-2.5 pb-2">
        <div className="flex items-center justify-between gap-2">
          <h2 id={headingId} className="text-sm font-semibold">
            {stageLabel(stage)}
          </h2>
          <span className="rounded-full bg-card px-2 py-0.5 text-xs font-medium text-muted-foreground ring-1 ring-border tabular-nums">
            {totals.count}
            <span className="sr-only">{totals.count === 1 ? ' investor' : ' investors'}</span>
          </span>
        </div>
        <dl className="mt-1 flex gap-3 text-xs text-muted-foreground" data-testid={`totals-${stage}`}>
          <div className="flex gap-1">
            <dt>Expected</dt>
            <dd className="font-medium text-foreground tabular-nums" data-testid={`expected-${stage}`}>
              {money.short(totals.expected)}
            </dd>
          </div>
          <div className="flex gap-1">
            <dt>Committed</dt>
            <dd
              className={cn(
                'font-medium tabular-nums',
                // A pass commits nothing: its column's sum is what was typed before, shown muted.
                totals.committed > 0 && stage !== 'passed' ? 'text-emerald-700' : 'text-foreground',
                stage === 'passed' && 'text-muted-foreground line-through',
              )}
              data-testid={`committed-${stage}`}
            >
              {money.short(totals.committed)}
            </dd>
          </div>
        </dl>
      </header>
      <SortableContext items={entries.map((e) => e.id)} strategy={verticalListSortingStrategy}>
        <ol ref={setNodeRef} className="flex min-h-32 flex-1 flex-col gap-2 p-2" aria-labelledby={headingId}>
          {entries.map((entry, i) => (
            <SortableCard
              key={entry.id}
              entry={{ ...entry, position: i }}
              columnLength={entries.length}
              today={today}
              ghost={entry.id === activeId}
              onMove={onMove}
              onOpen={onOpen}
            />
          ))}
          {entries.length === 0 ? (
            <li className="flex flex-1 items-center justify-center rounded-md border border-dashed px-3 py-6 text-center text-xs text-muted-foreground">
              Drop investors here
            </li>
          ) : null}
        </ol>
      </SortableContext>
    </section>
  );
}
