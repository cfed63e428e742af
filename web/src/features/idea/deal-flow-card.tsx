import type { TIdea } from '@core/contracts/ideas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { Switch } from '@web/components/ui/switch';
import { api } from '@web/lib/api';
import { notify, notifyError } from '@web/lib/toast';
import { Eye, EyeOff } from 'lucide-react';
import { useId } from 'react';

/**
 * The founder's switch for the investors' deal flow (PATCH /api/ideas/:id { show_in_deal_flow }). On by
 * default; off keeps the idea and its founder out of every investor's deal flow and every advisor's recommendations.
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
          <Switch
            checked={on}
            onCheckedChange={(next) => toggle.mutate(next)}
            aria-labelledby={labelId}
            aria-describedby={hintId}
            disabled={toggle.isPending}
          />
        </div>
        <p id={hintId} className="text-xs text-muted-foreground">
          {on
            ? 'Investors and advisors see its public view: description, round, your name and LinkedIn, and the documents you share. Never your analysis or pipeline.'
            : 'Hidden: investors do not see this idea in their deal flow, nor advisors among their recommendations.'}
        </p>
      </CardContent>
    </Card>
  );
}
