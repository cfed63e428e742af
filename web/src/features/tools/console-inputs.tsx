import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { Textarea } from '@web/components/ui/textarea';
import type { ComponentProps, ReactNode } from 'react';
import type { ConsoleInputs, ConsoleTab } from './api-console';
import { InvestorCombobox } from './investor-combobox';
import type { ConsoleForm } from './use-api-console';

const SELECT_CLASS =
  'flex h-10 w-full cursor-pointer rounded-md border border-input bg-card px-3 py-2 text-sm shadow-xs focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive';

/** The inputs one server function takes, wired to the console's form state and its errors. */
export function ConsoleInputFields({ tab: t, form }: { tab: ConsoleTab; form: ConsoleForm }) {
  const { inputs, errors, fieldId, set, wire, investor, chooseInvestor } = form;
  const text = (field: keyof ConsoleInputs, props: ComponentProps<typeof Input> = {}) => (
    <Input
      {...wire(field)}
      value={inputs[field]}
      onChange={(event) => set(field)(event.target.value)}
      {...props}
    />
  );

  switch (t.id) {
    case 'analyze-idea':
      return (
        <Field id={fieldId('ideaId')} label="Idea id" error={errors.ideaId} hint="The UUID of an idea.">
          {text('ideaId', { placeholder: '00000000-0000-0000-0000-000000000000', className: 'font-mono' })}
        </Field>
      );
    case 'onboarding':
      return (
        <>
          <Field id={fieldId('background')} label="Background" error={errors.background}>
            <Textarea
              {...wire('background')}
              value={inputs.background}
              onChange={(event) => set('background')(event.target.value)}
              placeholder="Ex-Stripe engineer, two years in logistics software…"
              rows={3}
            />
          </Field>
          <Field id={fieldId('ideaDescription')} label="Idea description" error={errors.ideaDescription}>
            <Textarea
              {...wire('ideaDescription')}
              value={inputs.ideaDescription}
              onChange={(event) => set('ideaDescription')(event.target.value)}
              placeholder="AI assistant that quotes and books loads for freight brokers"
              rows={3}
            />
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id={fieldId('fundraisingGoal')} label="Fundraising goal" error={errors.fundraisingGoal}>
              {text('fundraisingGoal', { placeholder: 'Raise a $1.5M seed round' })}
            </Field>
            <Field id={fieldId('role')} label="Role" error={errors.role}>
              <select
                {...wire('role')}
                value={inputs.role}
                onChange={(event) => set('role')(event.target.value)}
                className={SELECT_CLASS}
              >
                <option value="founder">Founder</option>
                <option value="advisor">Advisor</option>
                <option value="investor">Investor</option>
              </select>
            </Field>
          </div>
        </>
      );
    case 'embeddings':
      return (
        <div className="grid gap-4 sm:grid-cols-[12rem_minmax(0,1fr)]">
          <Field id={fieldId('embeddingType')} label="Type" error={errors.embeddingType}>
            <select
              {...wire('embeddingType')}
              value={inputs.embeddingType}
              onChange={(event) => set('embeddingType')(event.target.value)}
              className={SELECT_CLASS}
            >
              <option value="idea">Idea</option>
              <option value="profile">Profile</option>
            </select>
          </Field>
          <Field
            id={fieldId('embeddingId')}
            label={inputs.embeddingType === 'idea' ? 'Idea id' : 'Profile (user) id'}
            error={errors.embeddingId}
          >
            {text('embeddingId', { placeholder: 'The id to embed', className: 'font-mono' })}
          </Field>
        </div>
      );
    case 'linkedin':
      return (
        <Field id={fieldId('linkedinUrl')} label="LinkedIn URL" error={errors.linkedinUrl}>
          {text('linkedinUrl', { type: 'url', placeholder: 'https://www.linkedin.com/in/your-name' })}
        </Field>
      );
    case 'portfolio':
      return (
        <Field
          id={fieldId('investorId')}
          label="Investor"
          error={errors.investorId}
          hint="Type to search by name."
        >
          <InvestorCombobox
            id={fieldId('investorId')}
            value={investor}
            onChange={chooseInvestor}
            invalid={Boolean(errors.investorId)}
            describedBy={errors.investorId ? `${fieldId('investorId')}-error` : undefined}
          />
        </Field>
      );
    case 'import-vcs':
      return (
        <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_10rem]">
          <Field
            id={fieldId('startUrl')}
            label="Start URL (optional)"
            error={errors.startUrl}
            hint="Leave empty for the OpenVC directory."
          >
            {text('startUrl', { type: 'url', placeholder: 'https://www.openvc.app/investors?page=1' })}
          </Field>
          <Field
            id={fieldId('maxPages')}
            label="Max pages (optional)"
            error={errors.maxPages}
            hint="1 to 1000."
          >
            {text('maxPages', { inputMode: 'numeric', placeholder: 'e.g. 5' })}
          </Field>
        </div>
      );
    case 'rpc':
      return (
        <Field id={fieldId('uid')} label="uid" error={errors.uid} hint="Prefilled with your own user id.">
          {text('uid', { className: 'font-mono' })}
        </Field>
      );
    case 'advisor':
      return <NoInput>Uses the signed-in user; it answers for advisors only.</NoInput>;
    case 'database':
      return <NoInput>Reads the row counts of the main tables.</NoInput>;
  }
}

function NoInput({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-md bg-muted/50 px-4 py-3 text-sm text-muted-foreground">No input. {children}</p>
  );
}
