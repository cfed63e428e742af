import type { TPipelineEntry } from '@core/contracts/pipeline';
import { Button } from '@web/components/ui/button';
import { errorMessage } from '@web/lib/api';
import { notify, notifyError } from '@web/lib/toast';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useDeleteEntry } from '../use-pipeline';

/** Removing the entry, after a confirmation that names what goes with it. */
export function RemoveEntry({
  ideaId,
  entry,
  onRemoved,
}: {
  ideaId: string;
  entry: TPipelineEntry;
  onRemoved: () => void;
}) {
  const remove = useDeleteEntry(ideaId);
  const [confirming, setConfirming] = useState(false);
  return (
    <div className="flex flex-wrap items-center justify-end gap-2 border-t pt-5">
      {confirming ? (
        <>
          <span className="mr-auto text-sm text-muted-foreground">
            Remove {entry.name} and their timeline?
          </span>
          <Button variant="outline" size="sm" onClick={() => setConfirming(false)}>
            Keep
          </Button>
          <Button
            variant="destructive"
            size="sm"
            disabled={remove.isPending}
            onClick={async () => {
              try {
                await remove.mutateAsync(entry.id);
                notify('Removed', `${entry.name} is out of the pipeline.`);
                onRemoved();
              } catch (err) {
                notifyError('Could not remove the investor', errorMessage(err));
              }
            }}
          >
            <Trash2 /> Remove
          </Button>
        </>
      ) : (
        <Button
          variant="ghost"
          size="sm"
          className="text-destructive hover:text-destructive"
          onClick={() => setConfirming(true)}
        >
          <Trash2 /> Remove from pipeline
        </Button>
      )}
    </div>
  );
}
