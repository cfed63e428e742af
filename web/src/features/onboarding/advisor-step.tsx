import { ChoiceChips } from '@web/components/ui/choice-chips';
import { Label } from '@web/components/ui/label';
import { useState } from 'react';
import {
  ADVISOR_STAGES,
  ADVISORY_AREAS,
  type AdvisorStage,
  type AdvisoryArea,
  COMPENSATION_PREFERENCES,
  type CompensationPreference,
  TIME_COMMITMENTS,
  type TimeCommitment,
} from '../../../../src/contracts/vocabulary';
import { StepActions } from './step-actions';
import { useCompleteOnboarding } from './use-complete-onboarding';

export function AdvisorStep({ onBack, onDone }: { onBack: () => void; onDone: () => void }) {
  const [advisoryRoles, setRoles] = useState<AdvisoryArea[]>([]);
  const [advisoryStages, setStages] = useState<AdvisorStage[]>([]);
  const [time, setTime] = useState<TimeCommitment[]>([]);
  const [compensation, setCompensation] = useState<CompensationPreference[]>([]);
  const { saving, submit } = useCompleteOnboarding('Failed to save advisor preferences', onDone);

  return (
    <form
      className="grid gap-6"
      onSubmit={(e) => {
        e.preventDefault();
        void submit({
          role: 'advisor',
          advisoryRoles,
          advisoryStages,
          timeCommitment: time[0] ?? null,
          compensationPreference: compensation[0] ?? null,
        });
      }}
      noValidate
    >
      <div className="grid gap-3">
        <Label>Advisory areas</Label>
        <ChoiceChips
          label="Advisory areas"
          options={ADVISORY_AREAS}
          value={advisoryRoles}
          onChange={setRoles}
        />
      </div>
      <div className="grid gap-3">
        <Label>Stages you advise</Label>
        <ChoiceChips
          label="Stages you advise"
          options={ADVISOR_STAGES}
          value={advisoryStages}
          onChange={setStages}
        />
      </div>
      <div className="grid gap-3">
        <Label>
          Time commitment <span className="font-normal text-muted-foreground">(optional)</span>
        </Label>
        <ChoiceChips
          label="Time commitment"
          options={TIME_COMMITMENTS}
          value={time}
          onChange={setTime}
          multiple={false}
        />
      </div>
      <div className="grid gap-3">
        <Label>
          Compensation preference <span className="font-normal text-muted-foreground">(optional)</span>
        </Label>
        <ChoiceChips
          label="Compensation preference"
          options={COMPENSATION_PREFERENCES}
          value={compensation}
          onChange={setCompensation}
          multiple={false}
        />
      </div>
      <StepActions onBack={onBack} saving={saving} />
    </form>
  );
}
