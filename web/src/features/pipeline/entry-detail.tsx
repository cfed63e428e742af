import type { PipelineStage, TPipelineEntry } from '@core/contracts/pipeline';
import { Dialog, DialogContent } from '@web/components/ui/dialog';
import { useRef } from 'react';
import { PlanGate } from '../idea/premium-overlay';
import { AmountsForm } from './detail/amounts-form';
import { EntryHeader } from './detail/entry-header';
import { IntroEditor } from './detail/intro-editor';
import { NotesTimeline } from './detail/notes-timeline';
import { RemoveEntry } from './detail/remove-entry';
import type { Update } from './detail/section';
import { StageSelect } from './detail/stage-select';
import { WarmPath } from './detail/warm-path';

/**
 * An investor's card opened: stage, amounts, follow-up and e-mail (editable), the warm path, the intro the
 * analysis drafted (editable, with Copy), notes and the timeline of everything that happened.
 */
export function EntryDetail({
  ideaId,
  entry,
  today,
  onClose,
  onMove,
  update,
}: {
  ideaId: string;
  entry: TPipelineEntry | null;
  today: string;
  onClose: () => void;
  onMove: (entry: TPipelineEntry, stage: PipelineStage, index: number) => void;
  update: Update;
}) {
  // The drawer opens from a URL parameter, not from a trigger Radix knows: on closing, focus goes back to the
  // entry's own name (on the board or in the table), wherever the opening click came from.
  const lastId = useRef<string | null>(null);
  if (entry) lastId.current = entry.id;
  return (
    <Dialog open={entry !== null} onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent
        onCloseAutoFocus={(event) => {
          const name = document.querySelector<HTMLElement>(`[data-open-entry="${lastId.current}"]`);
          if (!name) return;
          event.preventDefault();
          name.focus();
        }}
        className="top-0 right-0 left-auto h-dvh w-full max-w-xl translate-x-0 translate-y-0 content-start overflow-y-auto rounded-none border-y-0 border-r-0 sm:w-[36rem]"
        data-testid="entry-detail"
      >
        {entry ? (
          <DetailBody
            key={entry.id}
            ideaId={ideaId}
            entry={entry}
            today={today}
            onMove={onMove}
            update={update}
            onClose={onClose}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function DetailBody({
  ideaId,
  entry,
  today,
  onMove,
  update,
  onClose,
}: {
  ideaId: string;
  entry: TPipelineEntry;
  today: string;
  onMove: (entry: TPipelineEntry, stage: PipelineStage, index: number) => void;
  update: Update;
  onClose: () => void;
}) {
  return (
    <>
      <EntryHeader entry={entry} />
      <StageSelect entry={entry} onMove={onMove} />
      <AmountsForm entry={entry} today={today} update={update} />
      <WarmPath entry={entry} />
      {/* The same plan rule as the idea page's Intro tab and the pricing page (lib/plans.ts). */}
      <PlanGate feature="introTemplates">
        <IntroEditor entry={entry} update={update} />
      </PlanGate>
      <NotesTimeline ideaId={ideaId} entry={entry} />
      <RemoveEntry ideaId={ideaId} entry={entry} onRemoved={onClose} />
    </>
  );
}
