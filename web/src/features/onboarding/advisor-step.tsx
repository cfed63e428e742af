import { useState } from 'react';
import {
  type AdvisorDraft,
  AdvisorPreferenceFields,
  advisorRequest,
  EMPTY_ADVISOR,
} from '../preferences/advisor-preference-fields';
import { StepActions } from './step-actions';
import { useCompleteOnboarding } from './use-complete-onboarding';

const IDS = { advisoryRoles: 'advisory-areas', advisoryStages: 'advisory-stages' };

export function AdvisorStep({ onBack, onDone }: { onBack: () => void; onDone: () => void }) {
  const [draft, setDraft] = useState<AdvisorDraft>(EMPTY_ADVISOR);
  const { saving, submit, errors } = useCompleteOnboarding('Failed to save advisor preferences', onDone, IDS);

  return (
    <form
      className="grid gap-6"
      onSubmit={(e) => {
        e.preventDefault();
        void submit(advisorRequest(draft));
      }}
      noValidate
    >
      <AdvisorPreferenceFields value={draft} onChange={setDraft} errors={errors} />
      <StepActions onBack={onBack} saving={saving} />
    </form>
  );
}
