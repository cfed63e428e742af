import { PIPELINE_STAGES, type TPipeline, type TPipelineEntry } from '@core/contracts/pipeline';
import {
  type Announcements,
  type CollisionDetection,
  closestCenter,
  DndContext,
  type DragEndEvent,
  type DragOverEvent,
  DragOverlay,
  type DragStartEvent,
  getFirstCollision,
  type KeyboardCoordinateGetter,
  KeyboardSensor,
  MouseSensor,
  pointerWithin,
  rectIntersection,
  TouchSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { GripVertical } from 'lucide-react';
import { useMemo, useRef, useState } from 'react';
import {
  type BoardIds,
  boardIds,
  dropTarget,
  groupByStage,
  isStage,
  keyboardStep,
  keyboardTarget,
  locate,
  moveId,
  type Placement,
  stageLabel,
} from './board';
import { BoardColumn } from './board-column';
import { EntryCardBody } from './entry-card';
import type { MoveHandler } from './sortable-card';

/** Puts focus back on a card's drag handle after it moved (its column changed, so it was drawn anew). */
export function focusCard(entryId: string) {
  requestAnimationFrame(() =>
    document.querySelector<HTMLElement>(`[data-card-handle="${window.CSS.escape(entryId)}"]`)?.focus(),
  );
}

/**
 * The kanban board: a column per stage with its totals; cards move by drag and drop (mouse, touch after a short
 * press so the board still scrolls, keyboard: Space, arrows, Space) or from each card's menu.
 */
export function BoardView({
  pipeline,
  today,
  onMove,
  onOpen,
}: {
  pipeline: TPipeline;
  today: string;
  onMove: MoveHandler;
  onOpen: (entryId: string) => void;
}) {
  const columns = useMemo(() => groupByStage(pipeline.entries), [pipeline.entries]);
  const byId = useMemo(() => new Map(pipeline.entries.map((e) => [e.id, e])), [pipeline.entries]);
  // While a card is in flight, the board as drag and drop rearranges it; the server's board otherwise.
  const [dragIds, setDragIds] = useState<BoardIds | null>(null);
  const [activeId, setActiveId] = useState<string | null>(null);
  const ids = dragIds ?? boardIds(columns);
  const idsRef = useRef(ids);
  idsRef.current = ids;

  // The keyboard moves a card a column left or right (keeping its place when it can) or a place up or down.
  const coordinateGetter: KeyboardCoordinateGetter = (event, { context }) => {
    const step = keyboardStep(event.code);
    if (!step) return undefined;
    event.preventDefault();
    const { active, droppableRects } = context;
    if (!active) return undefined;
    const current = idsRef.current;
    const target = keyboardTarget(current, String(active.id), step);
    if (!target) return undefined;
    const column = current[target.stage].filter((id) => id !== active.id);
    const cardId = column[Math.min(target.index, column.length - 1)];
    const rect = droppableRects.get(cardId ?? target.stage);
    if (!rect) return undefined;
    // Onto the card whose place it takes; in an empty column, just inside its top.
    return cardId ? { x: rect.left, y: rect.top } : { x: rect.left + 8, y: rect.top + 8 };
  };

  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 220, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter }),
  );

  // Over a column with cards, the nearest card of that column; otherwise what the pointer (or the moved card,
  // with the keyboard) is over.
  const collisions: CollisionDetection = (args) => {
    const pointer = pointerWithin(args);
    const hits = pointer.length > 0 ? pointer : rectIntersection(args);
    const overId = getFirstCollision(hits, 'id');
    if (overId == null) return [];
    if (isStage(overId)) {
      const inColumn = idsRef.current[overId].filter((id) => id !== args.active.id);
      if (inColumn.length > 0) {
        const near = closestCenter({
          ...args,
          droppableContainers: args.droppableContainers.filter((c) => inColumn.includes(String(c.id))),
        });
        if (near.length > 0) return near;
      }
    }
    return [{ id: overId }];
  };

  const nameOf = (id: UniqueIdentifier) => byId.get(String(id))?.name ?? 'The investor';
  /** Where a drop would land, from what the card is over: a column, or a card (whose column never changes). */
  const where = (id: UniqueIdentifier) => {
    if (isStage(id)) return `the ${stageLabel(id)} column`;
    const at = locate(idsRef.current, String(id));
    return at ? `${nameOf(id)} in ${stageLabel(at.stage)}` : 'the board';
  };
  const place = (id: UniqueIdentifier) => {
    const at = locate(idsRef.current, String(id));
    return at ? `${stageLabel(at.stage)}, place ${at.index + 1}` : 'the board';
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${nameOf(active.id)}.`,
    onDragOver: ({ active, over }) =>
      over
        ? over.id === active.id
          ? `${nameOf(active.id)} is in ${place(active.id)}.`
          : `${nameOf(active.id)} is over ${where(over.id)}.`
        : `${nameOf(active.id)} is not over a column.`,
    onDragEnd: ({ active, over }) =>
      over ? `${nameOf(active.id)} dropped.` : `${nameOf(active.id)} put back where it was.`,
    onDragCancel: ({ active }) => `Moving ${nameOf(active.id)} was cancelled; it is back where it was.`,
  };

  function onDragStart({ active }: DragStartEvent) {
    setActiveId(String(active.id));
    setDragIds(boardIds(columns));
  }

  function onDragOver({ active, over, delta }: DragOverEvent) {
    if (!over) return;
    const current = idsRef.current;
    const from = locate(current, String(active.id));
    const to = locate(current, String(over.id));
    if (!from || !to || from.stage === to.stage) return;
    const after =
      delta.y > 0 && over.rect
        ? (active.rect.current.translated?.top ?? 0) > over.rect.top + over.rect.height / 2
        : false;
    const target = dropTarget(current, String(active.id), String(over.id), after);
    if (target) setDragIds(moveId(current, String(active.id), target.stage, target.index));
  }

  function onDragEnd({ active, over }: DragEndEvent) {
    const current = idsRef.current;
    const id = String(active.id);
    setActiveId(null);
    setDragIds(null);
    const entry = byId.get(id);
    if (!entry || !over) return;
    let final: Placement | null = locate(current, id);
    const overAt = locate(current, String(over.id));
    // Within the column it is in now, the drop takes the place of the card it is over.
    if (final && overAt && !isStage(over.id) && overAt.stage === final.stage)
      final = { stage: final.stage, index: overAt.index };
    if (!final) return;
    const original = locate(boardIds(columns), id);
    if (original && original.stage === final.stage && original.index === final.index) return;
    onMove(entry, final.stage, final.index);
  }

  const active = activeId ? byId.get(activeId) : undefined;

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collisions}
      onDragStart={onDragStart}
      onDragOver={onDragOver}
      onDragEnd={onDragEnd}
      onDragCancel={() => {
        setActiveId(null);
        setDragIds(null);
      }}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable:
            'To move this investor, press Space or Enter. Use the arrow keys to move between columns and places, Space or Enter to drop, Escape to cancel. The actions menu moves it too.',
        },
      }}
    >
      <div
        className="relative -mx-4 snap-x snap-mandatory overflow-x-auto px-4 pb-4 sm:mx-0 sm:snap-none sm:px-0"
        data-testid="pipeline-board"
      >
        <div className="flex w-max gap-3">
          {PIPELINE_STAGES.map((stage) => (
            <BoardColumn
              key={stage}
              stage={stage}
              entries={ids[stage].map((id) => byId.get(id)).filter((e): e is TPipelineEntry => Boolean(e))}
              totals={pipeline.totals.byStage[stage]}
              today={today}
              activeId={activeId}
              onMove={onMove}
              onOpen={onOpen}
            />
          ))}
        </div>
      </div>
      <DragOverlay dropAnimation={null}>
        {active ? (
          <div className="h-full w-full cursor-grabbing rounded-lg border bg-card p-3 shadow-xl ring-2 ring-primary/30">
            <EntryCardBody
              entry={active}
              today={today}
              handle={
                <span className="flex h-7 w-5 items-center justify-center text-muted-foreground">
                  <GripVertical className="size-4" />
                </span>
              }
            />
          </div>
        ) : null}
      </DragOverlay>
    </DndContext>
  );
}
