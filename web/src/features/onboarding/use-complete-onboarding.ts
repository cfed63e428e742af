import { ZCompleteOnboardingRequest } from '@core/contracts/onboarding';
import { focusFirstInvalid } from '@web/components/ui/field';
import { ApiError, api } from '@web/lib/api';
import { notify, notifyError } from '@web/lib/toast';
import { useState } from 'react';
import { fieldErrors, toastForOnboardingError } from './onboarding-errors';

/**
 * Validates step 2 with the server's own contract and saves. A refused field is marked where it is (its message,
 * aria-invalid) and the first one takes focus; the spec's toast only sums up. `fieldIds` maps each field's name
 * to its control's id, in the form's order. A second completion (409: another tab finished first) goes on to
 * the dashboard, creating nothing.
 */
export function useCompleteOnboarding(
  failureMessage: string,
  onDone: () => void,
  fieldIds: Record<string, string>,
) {
  const [saving, setSaving] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  async function submit(input: unknown) {
    const parsed = ZCompleteOnboardingRequest.safeParse(input);
    if (!parsed.success) {
      const found = fieldErrors(parsed.error);
      setErrors(found);
      const t = toastForOnboardingError(parsed.error);
      notifyError(t.title, t.description);
      // After React has drawn the messages, so the focused field is read with its own.
      requestAnimationFrame(() => focusFirstInvalid(found, fieldIds));
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      await api('/api/onboarding/complete', { method: 'POST', body: parsed.data });
      onDone();
    } catch (err) {
      if (err instanceof ApiError && err.status === 409) {
        notify('Already set up', 'Your account was set up before: here is your dashboard.');
        onDone();
        return;
      }
      notifyError('Error', failureMessage);
    } finally {
      setSaving(false);
    }
  }
  return { saving, submit, errors };
}
