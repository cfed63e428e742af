import { cn } from '@web/lib/cn';
import { splitFocusAreas } from './investor-format';

/** An investor's focus areas as chips: the first `max` (spec §2: 4 on a card), then '+N more'. */
export function FocusChips({
  areas,
  max,
  className,
}: {
  areas: readonly string[];
  max?: number;
  className?: string;
}) {
  const focus = splitFocusAreas(areas, max);
  if (focus.visible.length === 0) return null;
  return (
    <ul className={cn('flex flex-wrap gap-1.5', className)} aria-label="Focus areas">
      {focus.visible.map((area) => (
        <li
          key={area}
          className="rounded-md bg-secondary px-2 py-0.5 text-xs font-medium text-secondary-foreground"
        >
          {area}
        </li>
      ))}
      {focus.more ? (
        <li className="rounded-md border border-dashed px-2 py-0.5 text-xs text-muted-foreground">
          {focus.more}
        </li>
      ) : null}
    </ul>
  );
}
