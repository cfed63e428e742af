import { Card, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { cn } from '@web/lib/cn';
import { useState } from 'react';
import { formatOffset } from './format';
import type { TimelineItem, TimelineTone } from './timeline';

const DOT: Record<TimelineTone, string> = {
  neutral: 'bg-slate-400',
  success: 'bg-emerald-500',
  danger: 'bg-red-500',
  info: 'bg-blue-500',
  warning: 'bg-amber-500',
};

/** The run's history, workflow and agent events in time order, with times since the start. */
export function TimelineCard({ items }: { items: TimelineItem[] }) {
  const [agents, setAgents] = useState(true);
  const shown = agents ? items : items.filter((i) => i.source === 'workflow');
  const agentCount = items.length - items.filter((i) => i.source === 'workflow').length;
  return (
    <Card className="flex min-w-0 flex-col">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3 pb-3">
        <div className="grid gap-1">
          <CardTitle className="text-base">Timeline</CardTitle>
          <CardDescription>
            {items.length - agentCount} workflow events, {agentCount} agent events
          </CardDescription>
        </div>
        <label className="flex cursor-pointer items-center gap-2 text-xs text-muted-foreground">
          <input
            type="checkbox"
            className="size-3.5 accent-primary"
            checked={agents}
            onChange={(e) => setAgents(e.target.checked)}
          />
          Agent events
        </label>
      </CardHeader>
      <ol
        className="max-h-[28rem] overflow-auto border-t px-4 py-2"
        aria-label="Event history"
        data-testid="timeline"
      >
        {shown.map((item) => (
          <li
            key={item.key}
            className={cn(
              'grid grid-cols-[4.75rem_0.75rem_minmax(0,1fr)] items-start gap-x-2 py-1.5 text-xs',
              item.source === 'agent' && 'text-muted-foreground',
            )}
          >
            <span className="pt-px text-right font-mono tabular-nums text-muted-foreground">
              {formatOffset(item.offsetMs)}
            </span>
            <span
              aria-hidden="true"
              className={cn(
                'mt-1 size-2 justify-self-center rounded-full',
                DOT[item.tone],
                item.source === 'agent' && 'size-1.5',
              )}
            />
            <span className="min-w-0 break-words">
              <span className={cn(item.source === 'workflow' && 'font-medium text-foreground')}>
                {item.title}
              </span>
              {item.detail ? <span className="text-muted-foreground"> · {item.detail}</span> : null}
            </span>
          </li>
        ))}
      </ol>
    </Card>
  );
}
