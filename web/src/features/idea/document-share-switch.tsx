import type { TIdea } from '@core/contracts/ideas';
import { useMutation } from '@tanstack/react-query';
import { Switch } from '@web/components/ui/switch';
import { api } from '@web/lib/api';
import { notify, notifyError } from '@web/lib/toast';
import { useId } from 'react';

/**
 * The founder's per-document switch (PATCH /api/ideas/:id/documents/:docId { shared }): off by default; on, the
 * advisors and investors who read the idea see and download this document, and nothing else of the founder's.
 */
export function DocumentShareSwitch({
  ideaId,
  docId,
  name,
  shared,
  onChanged,
}: {
  ideaId: string;
  docId: string;
  name: string;
  shared: boolean;
  onChanged: () => Promise<unknown>;
}) {
  const labelId = useId();
  const toggle = useMutation({
    mutationFn: (next: boolean) =>
      api<TIdea>(`/api/ideas/${encodeURIComponent(ideaId)}/documents/${encodeURIComponent(docId)}`, {
        method: 'PATCH',
        body: { shared: next },
      }),
    onSuccess: async (_idea, next) => {
      await onChanged();
      notify(
        next ? 'Document shared' : 'Document private',
        next
          ? `Advisors and investors who open this idea can download ${name}.`
          : `${name} is visible to you only.`,
      );
    },
    onError: () => notifyError('Error', 'Failed to update the document. Please try again.'),
  });
  const on = toggle.isPending ? Boolean(toggle.variables) : shared;
  return (
    <div className="mt-1.5 flex items-center gap-2">
      <Switch
        size="sm"
        checked={on}
        onCheckedChange={(next) => toggle.mutate(next)}
        disabled={toggle.isPending}
        aria-labelledby={labelId}
        data-testid="document-share"
      />
      <span id={labelId} className="text-xs text-muted-foreground">
        <span className="sr-only">{name}: </span>
        {on ? 'Shared with advisors and investors' : 'Private'}
      </span>
    </div>
  );
}
