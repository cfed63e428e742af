import type { PipelineStage, TPipelineEntry } from '@core/contracts/pipeline';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { cn } from '@web/lib/cn';
import { GripVertical } from 'lucide-react';
import type { KeyboardEventHandler, MouseEventHandler, TouchEventHandler } from 'react';
import { CardMenu, EntryCardBody } from './entry-card';

export type MoveHandler = (entry: TPipelineEntry, stage: PipelineStage, index: number) => void;

/** A card that can be dragged by its handle, or moved from its menu, within and across columns. */
export function SortableCard({
  entry,
  columnLength,
  today,
  ghost,
  onMove,
  onOpen,
}: {
  entry: TPipelineEntry;
  columnLength: number;
  today: string;
  ghost: boolean;
  onMove: MoveHandler;
  onOpen: (entryId: string) => void;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition } = useSortable({
    id: entry.id,
  });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      onMouseDown={listeners?.onMouseDown as MouseEventHandler | undefined}
      onTouchStart={listeners?.onTouchStart as TouchEventHandler | undefined}
      data-testid="pipeline-card"
      data-entry-id={entry.id}
      data-dragging={ghost || undefined}
      aria-label={entry.name}
      className={cn(
        'group rounded-lg border bg-card p-3 shadow-xs transition-shadow hover:shadow-md',
        ghost && 'opacity-40 shadow-none ring-2 ring-dashed ring-primary/30',
      )}
    >
      <EntryCardBody
        entry={entry}
        today={today}
        onOpen={() => onOpen(entry.id)}
        handle={
          <button
            ref={setActivatorNodeRef}
            type="button"
            {...attributes}
            onKeyDown={listeners?.onKeyDown as KeyboardEventHandler | undefined}
            aria-label={`Drag ${entry.name}`}
            data-card-handle={entry.id}
            className="-ml-1 flex h-7 w-5 shrink-0 cursor-grab touch-none items-center justify-center rounded-sm text-muted-foreground/70 hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring active:cursor-grabbing"
          >
            <GripVertical className="size-4" />
          </button>
        }
        menu={
          <CardMenu
            entry={entry}
            columnLength={columnLength}
            onMove={(stage, index) => onMove(entry, stage, index)}
            onOpen={() => onOpen(entry.id)}
          />
        }
      />
    </li>
  );
}
