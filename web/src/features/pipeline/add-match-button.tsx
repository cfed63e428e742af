import type { TIdea } from '@core/contracts/ideas';
import { useQuery } from '@tanstack/react-query';
import { Button } from '@web/components/ui/button';
import { ApiError, api, errorMessage } from '@web/lib/api';
import { useAuth } from '@web/lib/auth';
import { notify, notifyError } from '@web/lib/toast';
import { Check, KanbanSquare, Loader2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { inPipeline, matchedInvestorIds, matchKey } from './matches';
import { useAddEntry, usePipeline } from './use-pipeline';

/**
 * For the idea page's Investors tab: null unless the viewer is the idea's founder; else, per matched investor,
 * whether it is in the pipeline and how to add it (with its database id, so the analysis' intro comes along).
 */
export function usePipelineMatches(ideaId: string) {
  const auth = useAuth();
  // The idea page has loaded the idea already; this reads it from the cache.
  const idea = useQuery({
    queryKey: ['idea', ideaId],
    queryFn: () => api<TIdea>(`/api/ideas/${ideaId}`),
    enabled: false,
  });
  const owner = Boolean(idea.data && auth.user && idea.data.user_id === auth.user.id);
  const pipeline = usePipeline(ideaId, owner);
  const ids = useMemo(() => matchedInvestorIds(idea.data?.recommendations), [idea.data?.recommendations]);
  if (!owner) return null;
  const entries = pipeline.data?.entries;
  return {
    ideaId,
    loading: !entries,
    idOf: (name: string) => ids.get(matchKey(name)) ?? null,
    has: (name: string) =>
      entries ? inPipeline(entries, { id: ids.get(matchKey(name)) ?? null, name }) : false,
  };
}

export type PipelineMatches = NonNullable<ReturnType<typeof usePipelineMatches>>;

/**
 * Add to pipeline, which becomes "In pipeline" once added: one button throughout, unavailable through
 * aria-disabled rather than disabled, so keyboard focus stays on it after the click.
 */
export function AddMatchButton({ matches, name }: { matches: PipelineMatches; name: string }) {
  const add = useAddEntry(matches.ideaId);
  const [added, setAdded] = useState(false);
  const already = added || matches.has(name);
  const unavailable = already || matches.loading || add.isPending;
  async function addIt() {
    const id = matches.idOf(name);
    try {
      const entry = await add.mutateAsync(
        id ? { investor_id: id, source: 'matches' } : { name, source: 'matches' },
      );
      setAdded(true);
      const through = entry.warm?.contact?.name;
      notify(
        'Added to pipeline',
        through
          ? `${name} is in Need to reach out, with ${through} to introduce you.`
          : `${name} is in Need to reach out.`,
      );
    } catch (err) {
      if (err instanceof ApiError && err.status === 409) setAdded(true);
      notifyError('Could not add to the pipeline', errorMessage(err));
    }
  }
  return (
    <Button
      size="sm"
      variant={already ? 'secondary' : 'default'}
      aria-disabled={unavailable || undefined}
      className="aria-disabled:cursor-default aria-disabled:opacity-70"
      onClick={unavailable ? undefined : addIt}
    >
      {already ? <Check /> : add.isPending ? <Loader2 className="animate-spin" /> : <KanbanSquare />}
      {already ? 'In pipeline' : 'Add to pipeline'}
    </Button>
  );
}
