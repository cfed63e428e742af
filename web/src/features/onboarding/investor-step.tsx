import { ChoiceChips } from '@web/components/ui/choice-chips';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Textarea } from '@web/components/ui/textarea';
import { useState } from 'react';
import {
  FOCUS_AREAS,
  type FocusArea,
  INVESTOR_STAGES,
  type InvestorStage,
} from '../../../../src/contracts/vocabulary';
import { parseCheckSize } from './onboarding-errors';
import { StepActions } from './step-actions';
import { useCompleteOnboarding } from './use-complete-onboarding';

export function InvestorStep({ onBack, onDone }: { onBack: () => void; onDone: () => void }) {
  const [firmName, setFirm] = useState('');
  const [investmentThesis, setThesis] = useState('');
  const [min, setMin] = useState('');
  const [max, setMax] = useState('');
  const [preferredStages, setStages] = useState<InvestorStage[]>([]);
  const [focusAreas, setFocus] = useState<FocusArea[]>([]);
  const { saving, submit } = useCompleteOnboarding('Failed to save investor preferences', onDone);

  return (
    <form
      className="grid gap-5"
      onSubmit={(e) => {
        e.preventDefault();
        void submit({
          role: 'investor',
          firmName,
          investmentThesis,
          checkSizeMin: parseCheckSize(min),
          checkSizeMax: parseCheckSize(max),
          preferredStages,
          focusAreas,
        });
      }}
      noValidate
    >
      <Field
        id="firm-name"
        label={
          <>
            Firm name <span className="font-normal text-muted-foreground">(optional)</span>
          </>
        }
      >
        <Input id="firm-name" maxLength={200} value={firmName} onChange={(e) => setFirm(e.target.value)} />
      </Field>
      <Field id="thesis" label="Investment thesis">
        <Textarea
          id="thesis"
          required
          rows={4}
          maxLength={2000}
          placeholder="What you invest in, at which stage, and why"
          value={investmentThesis}
          onChange={(e) => setThesis(e.target.value)}
        />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="check-min" label="Minimum check size ($K)">
          <Input
            id="check-min"
            required
            inputMode="numeric"
            placeholder="100"
            value={min}
            onChange={(e) => setMin(e.target.value)}
          />
        </Field>
        <Field id="check-max" label="Maximum check size ($K)">
          <Input
            id="check-max"
            required
            inputMode="numeric"
            placeholder="1000"
            value={max}
            onChange={(e) => setMax(e.target.value)}
          />
        </Field>
      </div>
      <div className="grid gap-3">
        <Label>Preferred stages</Label>
        <ChoiceChips
          label="Preferred stages"
          options={INVESTOR_STAGES}
          value={preferredStages}
          onChange={setStages}
        />
      </div>
      <div className="grid gap-3">
        <Label>Focus areas</Label>
        <ChoiceChips label="Focus areas" options={FOCUS_AREAS} value={focusAreas} onChange={setFocus} />
      </div>
      <StepActions onBack={onBack} saving={saving} />
    </form>
  );
}
