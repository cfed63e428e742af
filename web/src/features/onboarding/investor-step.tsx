import { useState } from 'react';
import { InvestorThesisFields } from '../preferences/investor-thesis-fields';
import { EMPTY_THESIS, type ThesisDraft, thesisRequest } from '../preferences/thesis-draft';
import { StepActions } from './step-actions';
import { useCompleteOnboarding } from './use-complete-onboarding';

const IDS = {
  investmentThesis: 'thesis',
  checkSizeMin: 'check-min',
  checkSizeMax: 'check-max',
  preferredStages: 'preferred-stages',
  focusAreas: 'focus-areas',
};

export function InvestorStep({ onBack, onDone }: { onBack: () => void; onDone: () => void }) {
  const [draft, setDraft] = useState<ThesisDraft>(EMPTY_THESIS);
  const { saving, submit, errors } = useCompleteOnboarding(
    'Failed to save investor preferences',
    onDone,
    IDS,
  );

  return (
    <form
      className="grid gap-5"
      onSubmit={(e) => {
        e.preventDefault();
        void submit(thesisRequest(draft));
      }}
      noValidate
    >
      <InvestorThesisFields value={draft} onChange={setDraft} errors={errors} />
      <StepActions onBack={onBack} saving={saving} />
    </form>
  );
}
