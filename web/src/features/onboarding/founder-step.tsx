import { Field, invalidProps } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { Textarea } from '@web/components/ui/textarea';
import { useState } from 'react';
import { StepActions } from './step-actions';
import { useCompleteOnboarding } from './use-complete-onboarding';

const IDS = {
  ideaTitle: 'idea-title',
  ideaDescription: 'idea-description',
  fundraisingGoal: 'fundraising-goal',
};

export function FounderStep({ onBack, onDone }: { onBack: () => void; onDone: () => void }) {
  const [ideaTitle, setTitle] = useState('');
  const [ideaDescription, setDescription] = useState('');
  const [fundraisingGoal, setGoal] = useState('');
  const { saving, submit, errors } = useCompleteOnboarding('Failed to save startup information', onDone, IDS);

  return (
    <form
      className="grid gap-5"
      onSubmit={(e) => {
        e.preventDefault();
        void submit({ role: 'founder', ideaTitle, ideaDescription, fundraisingGoal });
      }}
      noValidate
    >
      <Field id="idea-title" label="Idea title" error={errors.ideaTitle}>
        <Input
          id="idea-title"
          {...invalidProps('idea-title', errors.ideaTitle)}
          required
          maxLength={200}
          placeholder="e.g. AI copilot for freight brokers"
          value={ideaTitle}
          onChange={(e) => setTitle(e.target.value)}
        />
      </Field>
      <Field
        id="idea-description"
        label="Idea description"
        hint={`${ideaDescription.length} / 5000 characters`}
        error={errors.ideaDescription}
      >
        <Textarea
          id="idea-description"
          {...invalidProps('idea-description', errors.ideaDescription)}
          required
          rows={5}
          placeholder="What problem do you solve, for whom, and how?"
          value={ideaDescription}
          onChange={(e) => setDescription(e.target.value)}
        />
      </Field>
      <Field id="fundraising-goal" label="Fundraising goals" error={errors.fundraisingGoal}>
        <Textarea
          id="fundraising-goal"
          {...invalidProps('fundraising-goal', errors.fundraisingGoal)}
          required
          rows={3}
          maxLength={1000}
          placeholder="e.g. Raise a $1.5M seed round in the next 6 months"
          value={fundraisingGoal}
          onChange={(e) => setGoal(e.target.value)}
        />
      </Field>
      <StepActions onBack={onBack} saving={saving} />
    </form>
  );
}
