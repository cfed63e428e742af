import { ZCompleteOnboardingRequest } from '@core/contracts/onboarding';
import { api } from '@web/lib/api';
import { notifyError } from '@web/lib/toast';
import { useState } from 'react';
import { toastForOnboardingError } from './onboarding-errors';

/** Validates step 2 with the server's own contract, shows the spec's toast, and saves. */
export function useCompleteOnboarding(failureMessage: string, onDone: () => void) {
  const [saving, setSaving] = useState(false);
  async function submit(input: unknown) {
    const parsed = ZCompleteOnboardingRequest.safeParse(input);
    if (!parsed.success) {
      const t = toastForOnboardingError(parsed.error);
      notifyError(t.title, t.description);
      return;
    }
    setSaving(true);
    try {
      await api('/api/onboarding/complete', { method: 'POST', body: parsed.data });
      onDone();
    } catch {
      notifyError('Error', failureMessage);
    } finally {
      setSaving(false);
    }
  }
  return { saving, submit };
}
