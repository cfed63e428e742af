import { useQueryClient } from '@tanstack/react-query';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { RadioCards } from '@web/components/ui/radio-cards';
import { Spinner } from '@web/components/ui/spinner';
import { ApiError, errorMessage } from '@web/lib/api';
import { useAuth } from '@web/lib/auth';
import { notify, notifyError } from '@web/lib/toast';
import { KanbanSquare, Lightbulb, Loader2 } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useIdeas } from '../founder/use-ideas';
import { addToPipeline, pipelineKey } from './use-pipeline';

/**
 * The investor database's Add to pipeline, for signed-in founders: asks which idea's round, then adds the
 * investor from our database (source 'investors'). Renders nothing for anyone else.
 */
export function AddToPipelineButton({
  investor,
  className,
}: {
  investor: { id: string; name: string };
  className?: string;
}) {
  const auth = useAuth();
  const [open, setOpen] = useState(false);
  if (auth.status !== 'signed-in' || auth.role !== 'founder') return null;
  return (
    <>
      <Button size="sm" variant="secondary" className={className} onClick={() => setOpen(true)}>
        <KanbanSquare aria-hidden="true" /> Add to pipeline
        <span className="sr-only">: {investor.name}</span>
      </Button>
      {open ? <IdeaPicker investor={investor} open={open} onOpenChange={setOpen} /> : null}
    </>
  );
}

function IdeaPicker({
  investor,
  open,
  onOpenChange,
}: {
  investor: { id: string; name: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const ideas = useIdeas();
  const qc = useQueryClient();
  const [ideaId, setIdeaId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const list = ideas.data ?? [];

  useEffect(() => {
    if (!ideaId && list.length > 0) setIdeaId(list[0]!.id);
  }, [ideaId, list]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!ideaId) return setError('Choose an idea');
    setSaving(true);
    setError(null);
    try {
      await addToPipeline(ideaId, { investor_id: investor.id, source: 'investors' });
      await qc.invalidateQueries({ queryKey: pipelineKey(ideaId) });
      const title = list.find((i) => i.id === ideaId)?.title ?? 'your idea';
      notify('Added to pipeline', `${investor.name} is in ${title}'s pipeline, in Need to reach out.`);
      onOpenChange(false);
    } catch (err) {
      if (err instanceof ApiError && err.status === 409) setError(err.message);
      else notifyError('Could not add to the pipeline', errorMessage(err));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Add {investor.name} to a pipeline</DialogTitle>
          <DialogDescription>Which idea's round is this investor for?</DialogDescription>
        </DialogHeader>
        {ideas.isPending ? (
          <div className="flex justify-center py-6">
            <Spinner />
          </div>
        ) : list.length === 0 ? (
          <div className="grid gap-3 text-sm text-muted-foreground">
            <p>You have no ideas yet. Create one on your dashboard, then build its pipeline.</p>
            <Button asChild variant="outline">
              <Link to="/dashboard">Go to the dashboard</Link>
            </Button>
          </div>
        ) : (
          <form onSubmit={submit} className="grid gap-4" noValidate>
            <RadioCards
              name="pipeline-idea"
              label="Idea"
              value={ideaId}
              onChange={(id) => {
                setIdeaId(id);
                setError(null);
              }}
              cards={list.map((idea) => ({
                value: idea.id,
                children: (
                  <span className="min-w-0">
                    <span className="flex items-center gap-1.5 font-medium">
                      <Lightbulb aria-hidden="true" className="size-3.5 text-primary" />
                      {idea.title}
                    </span>
                    <span className="mt-0.5 line-clamp-1 text-xs text-muted-foreground">
                      {idea.description}
                    </span>
                  </span>
                ),
              }))}
            />
            {error ? (
              <p role="alert" className="text-sm font-medium text-destructive">
                {error}
              </p>
            ) : null}
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
                Cancel
              </Button>
              <Button type="submit" disabled={saving || !ideaId}>
                {saving ? <Loader2 className="animate-spin" /> : <KanbanSquare />} Add to pipeline
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
