import { type TInvestorThesis, ZUpdatePreferencesRequest } from '@core/contracts/onboarding';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { api, errorMessage } from '@web/lib/api';
import { notify, notifyError } from '@web/lib/toast';
import { Loader2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toastForOnboardingError } from '../onboarding/onboarding-errors';
import {
  type AdvisorDraft,
  AdvisorPreferenceFields,
  advisorDraftFrom,
  advisorRequest,
} from './advisor-preference-fields';
import { InvestorThesisFields } from './investor-thesis-fields';
import { draftFromThesis, type ThesisDraft, thesisRequest } from './thesis-draft';

/**
 * Advisors and investors change their preferences or thesis at any time from their dashboard (issue 21): the same
 * fields as onboarding's step 2, filled with what they saved; recommendations and deal flow follow at once.
 */
export function EditPreferencesDialog({
  userRole: role,
  context,
  open,
  onOpenChange,
}: {
  userRole: 'advisor' | 'investor';
  context: Record<string, unknown> | null | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const qc = useQueryClient();
  const [thesis, setThesis] = useState<ThesisDraft>(() => draftFromThesis(context as TInvestorThesis));
  const [advisor, setAdvisor] = useState<AdvisorDraft>(() => advisorDraftFrom(context));
  useEffect(() => {
    if (!open) return;
    setThesis(draftFromThesis(context as TInvestorThesis));
    setAdvisor(advisorDraftFrom(context));
  }, [open, context]);
  const save = useMutation({
    mutationFn: (body: unknown) => api('/api/me/preferences', { method: 'PUT', body }),
    onSuccess: async () => {
      await Promise.all([
        qc.invalidateQueries({ queryKey: ['me'] }),
        qc.invalidateQueries({ queryKey: ['deal-flow'] }),
        qc.invalidateQueries({ queryKey: ['advisor-recommendations'] }),
      ]);
      notify(role === 'investor' ? 'Thesis saved' : 'Preferences saved', 'Your matches now follow it.');
      onOpenChange(false);
    },
    onError: (err) => notifyError('Error', errorMessage(err, 'Failed to save your preferences')),
  });

  function submit() {
    const body = role === 'investor' ? thesisRequest(thesis) : advisorRequest(advisor);
    const parsed = ZUpdatePreferencesRequest.safeParse(body);
    if (!parsed.success) {
      const t = toastForOnboardingError(parsed.error);
      return notifyError(t.title, t.description);
    }
    save.mutate(parsed.data);
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] max-w-2xl overflow-y-auto">
        <DialogHeader>
          <DialogTitle>
            {role === 'investor' ? 'Edit your investment thesis' : 'Edit your advisor profile'}
          </DialogTitle>
          <DialogDescription>
            {role === 'investor'
              ? 'Deal flow is ordered and explained by it: sectors, stages, places, cheque size and whether you lead.'
              : 'Recommended startups follow your areas and stages.'}
          </DialogDescription>
        </DialogHeader>
        <form
          className="grid gap-5"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          {role === 'investor' ? (
            <InvestorThesisFields value={thesis} onChange={setThesis} />
          ) : (
            <AdvisorPreferenceFields value={advisor} onChange={setAdvisor} />
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? <Loader2 className="animate-spin" /> : null} Save
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
