import { Card, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { cn } from '@web/lib/cn';
import { formatDuration, formatOffset, humanize } from './format';
import type { Gantt, GanttRow, GanttStatus } from './gantt';

const BAR: Record<GanttStatus, string> = {
  completed: 'bg-emerald-500/80',
  failed: 'bg-red-500/80',
  running: 'bg-blue-500/80 animate-pulse',
  pending: 'bg-slate-300',
};

const pct = (ms: number, total: number) => `${Math.min(100, Math.max(0, (ms / total) * 100))}%`;

function Row({
  row,
  totalMs,
  selected,
  onSelect,
}: {
  row: GanttRow;
  totalMs: number;
  selected: boolean;
  onSelect: (row: GanttRow) => void;
}) {
  const step = row.kind === 'step';
  return (
    <li>
      <button
        type="button"
        onClick={() => onSelect(row)}
        aria-pressed={selected}
        data-testid={step ? 'gantt-step' : 'gantt-node'}
        className={cn(
          'grid w-full cursor-pointer grid-cols-[7.5rem_minmax(0,1fr)_3.5rem] items-center gap-2 px-3 py-1 text-left text-xs hover:bg-muted/50 sm:grid-cols-[15rem_minmax(0,1fr)_5rem] sm:gap-3 sm:px-4',
          selected && 'bg-primary/5 ring-1 ring-inset ring-primary/40',
        )}
        title={`${row.label}: ${formatOffset(row.startMs)} → ${formatOffset(row.endMs)}`}
      >
        <span className={cn('truncate', step ? 'font-semibold' : 'pl-2 text-muted-foreground sm:pl-4')}>
          {step ? humanize(row.label) : row.label}
        </span>
        <span className="relative h-4">
          <span
            className={cn(
              'absolute top-0.5 h-3 rounded-sm',
              BAR[row.status],
              !step && 'top-1 h-2 opacity-80',
            )}
            style={{
              left: pct(row.startMs, totalMs),
              width: `max(2px, ${pct(row.endMs - row.startMs, totalMs)})`,
            }}
          />
          {row.marks.map((m, i) => (
            <span
              // biome-ignore lint/suspicious/noArrayIndexKey: marks have no identity beyond their place.
              key={i}
              title={m.label}
              className={cn(
                'absolute top-0 h-4 rounded-full opacity-80',
                m.kind === 'model' ? (m.ok ? 'bg-violet-600' : 'bg-amber-500') : 'bg-sky-700',
              )}
              style={{
                left: pct(m.startMs, totalMs),
                width: `max(2px, ${pct(m.atMs - m.startMs, totalMs)})`,
              }}
            />
          ))}
        </span>
        <span className="text-right tabular-nums text-muted-foreground">
          {formatDuration(row.endMs - row.startMs)}
        </span>
      </button>
    </li>
  );
}

/** Steps and agent nodes over time; a node row opens its state and calls below. */
export function GanttCard({
  gantt,
  selectedId,
  onSelect,
}: {
  gantt: Gantt;
  selectedId: string | null;
  onSelect: (row: GanttRow) => void;
}) {
  return (
    <Card className="min-w-0" data-testid="gantt">
      <CardHeader className="pb-3">
        <CardTitle className="text-base">Timeline of steps and nodes</CardTitle>
        <CardDescription className="flex flex-wrap items-center gap-x-4 gap-y-1">
          <span>Click a node for the state it got and returned, and its model and tool calls.</span>
          <span className="inline-flex items-center gap-1.5">
            <span className="h-3 w-0.5 rounded-full bg-violet-600" /> model call
          </span>
          <span className="inline-flex items-center gap-1.5">
            <span className="h-3 w-0.5 rounded-full bg-amber-500" /> invalid answer
          </span>
          <span className="inline-flex items-center gap-1.5">
            <span className="h-3 w-0.5 rounded-full bg-sky-700" /> tool call
          </span>
        </CardDescription>
      </CardHeader>
      <div className="border-t py-2">
        <div className="grid grid-cols-[7.5rem_minmax(0,1fr)_3.5rem] gap-2 px-3 pb-1 text-[11px] tabular-nums text-muted-foreground sm:grid-cols-[15rem_minmax(0,1fr)_5rem] sm:gap-3 sm:px-4">
          <span />
          <span className="relative h-4" aria-hidden="true">
            {gantt.ticks.map((t, i) => (
              <span
                key={t}
                // A phone's narrow axis keeps the first and last ticks only.
                className={cn(
                  'absolute whitespace-nowrap',
                  t > 0 && '-translate-x-1/2',
                  i > 0 && i < gantt.ticks.length - 1 && 'hidden sm:block',
                  i === gantt.ticks.length - 1 && i > 0 && '-translate-x-full sm:-translate-x-1/2',
                )}
                style={{ left: pct(t, gantt.totalMs) }}
              >
                {formatOffset(t)}
              </span>
            ))}
          </span>
          <span />
        </div>
        {gantt.rows.length ? (
          <ol aria-label="Steps and nodes over time">
            {gantt.rows.map((row) => (
              <Row
                key={row.id}
                row={row}
                totalMs={gantt.totalMs}
                selected={row.id === selectedId}
                onSelect={onSelect}
              />
            ))}
          </ol>
        ) : (
          <p className="px-4 py-6 text-sm text-muted-foreground">No step has started yet.</p>
        )}
      </div>
    </Card>
  );
}
