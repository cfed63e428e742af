import { Badge } from '@web/components/ui/badge';
import { Card } from '@web/components/ui/card';
import { cn } from '@web/lib/cn';
import { BellRing, ChevronRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import { stageLabel } from './board';
import { followUpLabel, localToday } from './dates';
import { useFollowUps } from './use-pipeline';

/**
 * The founder dashboard's follow-ups due today or overdue (their own today), over every idea's pipeline; each
 * links to that investor in the pipeline. Nothing shows when nothing is due.
 */
export function FollowUpsCard() {
  const today = localToday();
  const followUps = useFollowUps(today);
  const due = followUps.data ?? [];
  if (due.length === 0) return null;
  const overdue = due.filter((f) => f.overdue).length;
  return (
    <Card className="mb-6 overflow-hidden" data-testid="follow-ups">
      <div className="flex flex-wrap items-center justify-between gap-2 border-b bg-amber-50/60 px-5 py-3">
        <h2 className="flex items-center gap-2 text-base font-semibold">
          <BellRing aria-hidden="true" className="size-4 text-amber-600" /> Follow-ups due
        </h2>
        <p className="text-sm text-muted-foreground">
          {due.length} due{overdue > 0 ? `, ${overdue} overdue` : ''}
        </p>
      </div>
      <ul className="divide-y">
        {due.map((f) => (
          <li key={f.entry_id}>
            <Link
              to={`/idea/${f.idea_id}/pipeline?entry=${f.entry_id}`}
              className="flex items-center gap-3 px-5 py-3 transition-colors hover:bg-muted/50 focus-visible:bg-muted/50 focus-visible:outline-2 focus-visible:-outline-offset-2"
            >
              <span className="min-w-0 flex-1">
                <span className="block truncate font-medium">{f.name}</span>
                <span className="block truncate text-xs text-muted-foreground">
                  {f.idea_title} · {stageLabel(f.stage)}
                </span>
              </span>
              <Badge
                variant="outline"
                className={cn(
                  'shrink-0',
                  f.overdue
                    ? 'border-red-200 bg-red-50 text-red-700'
                    : 'border-amber-200 bg-amber-50 text-amber-800',
                )}
              >
                {f.overdue ? followUpLabel(f.next_follow_up, today) : 'Due today'}
              </Badge>
              <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}
