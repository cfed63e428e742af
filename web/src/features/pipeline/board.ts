// The kanban board's model: columns from the pipeline's entries, moves (drag and drop, keyboard, menus) and the
// totals they change. Pure functions over the API's TPipeline, so a move can be applied optimistically and
// rolled back by restoring the previous value.
import {
  PIPELINE_STAGE_LABELS,
  PIPELINE_STAGES,
  type PipelineStage,
  type TPipeline,
  type TPipelineEntry,
} from '@core/contracts/pipeline';
import { pipelineTotals } from '@core/contracts/pipeline-totals';

export type Columns = Record<PipelineStage, TPipelineEntry[]>;
/** The board as ids, what drag and drop reorders while a card is in flight. */
export type BoardIds = Record<PipelineStage, string[]>;
export type Placement = { stage: PipelineStage; index: number };

export const stageLabel = (stage: PipelineStage) => PIPELINE_STAGE_LABELS[stage];

export function isStage(value: unknown): value is PipelineStage {
  return typeof value === 'string' && (PIPELINE_STAGES as readonly string[]).includes(value);
}

const byPosition = (a: TPipelineEntry, b: TPipelineEntry) =>
  a.position - b.position || a.created_at.localeCompare(b.created_at);

/** Every stage's cards, in their order (position, then when they were added). Empty stages are empty lists. */
export function groupByStage(entries: readonly TPipelineEntry[]): Columns {
  const columns = Object.fromEntries(PIPELINE_STAGES.map((s) => [s, [] as TPipelineEntry[]])) as Columns;
  for (const entry of entries) columns[entry.stage].push(entry);
  for (const stage of PIPELINE_STAGES) columns[stage].sort(byPosition);
  return columns;
}

export function boardIds(columns: Columns): BoardIds {
  return Object.fromEntries(PIPELINE_STAGES.map((s) => [s, columns[s].map((e) => e.id)])) as BoardIds;
}

/** Expected money still in play: every investor who has neither committed nor passed. */
export function expectedInPlay(entries: readonly TPipelineEntry[]): number {
  return entries
    .filter((e) => e.stage !== 'committed' && e.stage !== 'passed')
    .reduce((sum, e) => sum + (e.expected_amount ?? 0), 0);
}

export type CoverageSegment = { stage: PipelineStage; amount: number; share: number };

/**
 * How much of the target the pipeline could cover: expected money of every investor who has not passed, per
 * stage (founders aim for several times the round). Shares are of the larger of the target and that sum, so
 * the bar never overflows.
 */
export function coverage(
  entries: readonly Pick<TPipelineEntry, 'stage' | 'expected_amount'>[],
  target: number | null,
): { ratio: number | null; total: number; segments: CoverageSegment[] } {
  const byStage = new Map<PipelineStage, number>();
  for (const e of entries)
    if (e.stage !== 'passed' && e.expected_amount)
      byStage.set(e.stage, (byStage.get(e.stage) ?? 0) + e.expected_amount);
  const total = [...byStage.values()].reduce((a, b) => a + b, 0);
  const scale = Math.max(target ?? 0, total) || 1;
  const segments = PIPELINE_STAGES.filter((s) => byStage.has(s)).map((stage) => ({
    stage,
    amount: byStage.get(stage)!,
    share: byStage.get(stage)! / scale,
  }));
  return { ratio: target ? total / target : null, total, segments };
}

/** A pipeline with these entries, in board order with positions renumbered, and its totals recomputed. */
export function withEntries(pipeline: TPipeline, entries: readonly TPipelineEntry[]): TPipeline {
  const columns = groupByStage(entries);
  const ordered = PIPELINE_STAGES.flatMap((s) =>
    columns[s].map((e, position) => (e.position === position ? e : { ...e, position })),
  );
  return {
    ...pipeline,
    entries: ordered,
    totals: pipelineTotals(ordered, pipeline.round?.target_amount ?? null),
  };
}

/**
 * Moves a card to `index` in `stage` (the end when past it), as the server does: the card leaves its column,
 * both columns are renumbered. `extra` carries what travels with the move (a pass reason).
 */
export function moveEntry(
  pipeline: TPipeline,
  entryId: string,
  stage: PipelineStage,
  index: number,
  extra: Partial<TPipelineEntry> = {},
): TPipeline {
  const entry = pipeline.entries.find((e) => e.id === entryId);
  if (!entry) return pipeline;
  const columns = groupByStage(pipeline.entries.filter((e) => e.id !== entryId));
  const target = columns[stage];
  target.splice(clamp(index, 0, target.length), 0, { ...entry, ...extra, stage });
  return withEntries(
    pipeline,
    PIPELINE_STAGES.flatMap((s) => columns[s].map((e, position) => ({ ...e, position }))),
  );
}

/** Changes fields of a card (amounts, follow-up, intro); a new stage moves it to the end of that column. */
export function patchEntry(
  pipeline: TPipeline,
  entryId: string,
  changes: Partial<Omit<TPipelineEntry, 'id'>>,
): TPipeline {
  const entry = pipeline.entries.find((e) => e.id === entryId);
  if (!entry) return pipeline;
  const { stage, position, ...fields } = changes;
  if (stage !== undefined || position !== undefined) {
    const to = stage ?? entry.stage;
    const index = position ?? (to === entry.stage ? entry.position : Number.MAX_SAFE_INTEGER);
    return moveEntry(pipeline, entryId, to, index, fields);
  }
  return withEntries(
    pipeline,
    pipeline.entries.map((e) => (e.id === entryId ? { ...e, ...fields } : e)),
  );
}

/** Replaces a card with the server's answer for it (or adds it), keeping the board's order rules. */
export function upsertEntry(pipeline: TPipeline, entry: TPipelineEntry): TPipeline {
  const others = pipeline.entries.filter((e) => e.id !== entry.id);
  return withEntries(pipeline, [...others, entry]);
}

export function removeEntry(pipeline: TPipeline, entryId: string): TPipeline {
  return withEntries(
    pipeline,
    pipeline.entries.filter((e) => e.id !== entryId),
  );
}

/**
 * An optimistic change: the value to show now, and how to undo it if the server refuses. Rolling back restores
 * the value from before the change (later changes the server already accepted come back with the refetch).
 */
export function optimistic<T>(previous: T, apply: (value: T) => T): { next: T; rollback: () => T } {
  return { next: apply(previous), rollback: () => previous };
}

/** Where a card or a column (a droppable whose id is the stage) is on the board. */
export function locate(ids: BoardIds, id: string): Placement | null {
  if (isStage(id)) return { stage: id, index: ids[id].length };
  for (const stage of PIPELINE_STAGES) {
    const index = ids[stage].indexOf(id);
    if (index >= 0) return { stage, index };
  }
  return null;
}

/**
 * Where the dragged card lands when it is over `overId`: over a column, at its end; over a card of another
 * column, in that card's place (after it when `after`, the pointer past its middle); over a card of its own
 * column, in that card's place.
 */
export function dropTarget(ids: BoardIds, activeId: string, overId: string, after = false): Placement | null {
  const from = locate(ids, activeId);
  const over = locate(ids, overId);
  if (!from || !over) return null;
  if (isStage(overId)) {
    const length = ids[over.stage].filter((id) => id !== activeId).length;
    return { stage: over.stage, index: length };
  }
  if (over.stage === from.stage) return { stage: over.stage, index: over.index };
  return { stage: over.stage, index: over.index + (after ? 1 : 0) };
}

/** The board's ids with `id` moved to `index` of `stage` (the same rule as moveEntry). */
export function moveId(ids: BoardIds, id: string, stage: PipelineStage, index: number): BoardIds {
  const next = Object.fromEntries(
    PIPELINE_STAGES.map((s) => [s, ids[s].filter((x) => x !== id)]),
  ) as BoardIds;
  next[stage].splice(clamp(index, 0, next[stage].length), 0, id);
  return next;
}

export type KeyboardStep = 'left' | 'right' | 'up' | 'down';

export function keyboardStep(code: string): KeyboardStep | null {
  return (
    ({ ArrowLeft: 'left', ArrowRight: 'right', ArrowUp: 'up', ArrowDown: 'down' } as const)[
      code as 'ArrowLeft'
    ] ?? null
  );
}

/**
 * Where an arrow key takes a card being moved with the keyboard: the next column left or right at the same place
 * (or its end), or a place up or down its column. Null at the board's edges.
 */
export function keyboardTarget(ids: BoardIds, id: string, step: KeyboardStep): Placement | null {
  const at = locate(ids, id);
  if (!at) return null;
  if (step === 'left' || step === 'right') {
    const { prev, next } = neighbours(at.stage);
    const stage = step === 'left' ? prev : next;
    if (!stage) return null;
    return { stage, index: Math.min(at.index, ids[stage].filter((x) => x !== id).length) };
  }
  const index = at.index + (step === 'up' ? -1 : 1);
  if (index < 0 || index >= ids[at.stage].length) return null;
  return { stage: at.stage, index };
}

/** The stages before and after `stage` on the board, for the card's ← and → moves. */
export function neighbours(stage: PipelineStage): { prev: PipelineStage | null; next: PipelineStage | null } {
  const i = PIPELINE_STAGES.indexOf(stage);
  return { prev: PIPELINE_STAGES[i - 1] ?? null, next: PIPELINE_STAGES[i + 1] ?? null };
}

/** Moving into Passed needs a reason (the server answers 400 without one). */
export function needsPassReason(entry: Pick<TPipelineEntry, 'stage'>, to: PipelineStage): boolean {
  return to === 'passed' && entry.stage !== 'passed';
}

function clamp(n: number, min: number, max: number): number {
  return Math.max(min, Math.min(max, n));
}
