import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { api } from '@web/lib/api';
import { cn } from '@web/lib/cn';
import { notify, notifyError } from '@web/lib/toast';
import { Eye, EyeOff } from 'lucide-react';
import { useId } from 'react';
import type { TIdea } from '../../../../src/contracts/ideas';

/**
 * The founder's switch for the investors' deal flow (PATCH /api/ideas/:id { show_in_deal_flow }). On by
 * default; off keeps the idea, its founder and their address out of every investor's deal flow.
 */
export function DealFlowCard({ ideaId, shown }: { ideaId: string; shown: boolean }) {
  const qc = useQueryClient();
  const labelId = useId();
  const hintId = useId();
  const toggle = useMutation({
    mutationFn: (show: boolean) =>
      api<TIdea>(`/api/ideas/${ideaId}`, { method: 'PATCH', body: { show_in_deal_flow: show } }),
    onSuccess: (idea, show) => {
      qc.setQueryData(['idea', ideaId], idea);
      notify(
        show ? 'Shown in deal flow' : 'Hidden from deal flow',
        show ? 'Investors can find this idea in their deal flow.' : 'Investors no longer see this idea.',
      );
    },
    onError: () => notifyError('Error', 'Failed to update idea. Please try again.'),
  });
  const on = toggle.isPending ? toggle.variables : shown;

  return (
    <Card>
      <CardHeader className="pb-2">
        <CardTitle className="flex items-center gap-2 text-base">
          {on ? (
            <Eye className="size-4 text-primary" aria-hidden="true" />
          ) : (
            <EyeOff className="size-4 text-muted-foreground" aria-hidden="true" />
          )}
          Investor deal flow
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-2">
        <div className="flex items-center justify-between gap-3">
          <span id={labelId} className="text-sm font-medium">
            Show in investor deal flow
          </span>
          <button
            type="button"
            role="switch"
            aria-checked={on}
            aria-labelledby={labelId}
            aria-describedby={hintId}
            disabled={toggle.isPending}
            onClick={() => toggle.mutate(!shown)}
            className={cn(
              'relative inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full border-2 border-transparent transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 disabled:cursor-wait disabled:opacity-70',
              on ? 'bg-primary' : 'bg-input',
            )}
          >
            <span
              aria-hidden="true"
              className={cn(
                'pointer-events-none block size-5 rounded-full bg-white shadow-sm ring-0 transition-transform',
                on ? 'translate-x-5' : 'translate-x-0',
              )}
            />
          </button>
        </div>
        <p id={hintId} className="text-xs text-muted-foreground">
          {on
            ? 'Investors on Roundwise see this idea with your name and e-mail, so they can reach out.'
            : 'Hidden: investors do not see this idea in their deal flow.'}
        </p>
      </CardContent>
    </Card>
  );
}
