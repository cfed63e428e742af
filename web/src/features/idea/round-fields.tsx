import { BUSINESS_MODELS, ROUND_STAGES } from '@core/contracts/round';
import { FOCUS_AREAS } from '@core/contracts/vocabulary';
import { COUNTRY_NAMES } from '@core/geo/countries';
import { FX_RATES_SOURCE } from '@core/round/fx-rates';
import { ChoiceChips } from '@web/components/ui/choice-chips';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { NativeSelect } from '@web/components/ui/native-select';
import { labelOf } from '@web/lib/labels';
import { CURRENCIES, type RoundDraft, usdPreview } from './round-form';

/** Finer sectors founders pick most, beside the spec's focus areas. */
const MORE_SECTORS = [
  'healthtech',
  'biotech',
  'medical-devices',
  'digital-health',
  'mental-health',
  'marketplaces',
  'd2c',
  'insurtech',
  'cybersecurity',
  'developer-tools',
  'hr-tech',
  'legaltech',
  'logistics',
  'mobility',
  'proptech',
  'energy',
  'agtech',
  'foodtech',
  'hardware',
  'robotics',
  'deep-tech',
  'space',
  'consumer',
  'media',
  'gaming',
  'crypto',
];
const COUNTRIES = Object.entries(COUNTRY_NAMES).sort((a, b) => a[1].localeCompare(b[1]));

/** The round read from the founder's words, for them to correct: the analysis uses what they set here. */
export function RoundFields({
  draft,
  onChange,
  amountError,
}: {
  draft: RoundDraft;
  onChange: (next: RoundDraft) => void;
  amountError?: string;
}) {
  const set = (patch: Partial<RoundDraft>) => onChange({ ...draft, ...patch });
  const sectors = [
    ...new Set([...FOCUS_AREAS.filter((f) => f !== 'other'), ...MORE_SECTORS, ...draft.sectors]),
  ];
  const preview = usdPreview(draft.amount, draft.currency);
  return (
    <fieldset className="grid gap-4 rounded-lg border p-4">
      <legend className="px-1 text-sm font-semibold">Your round</legend>
      <p className="-mt-2 text-sm text-muted-foreground">
        Read from your description and fundraising goal. Correct anything we read wrong: the analysis uses
        these.
      </p>
      <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_8rem]">
        <Field
          id="round-amount"
          label="Target raise"
          error={amountError}
          hint={preview ? `${preview} (${FX_RATES_SOURCE.toLowerCase()})` : 'In the currency you raise in'}
        >
          <Input
            id="round-amount"
            inputMode="decimal"
            placeholder="500000"
            value={draft.amount}
            onChange={(e) => set({ amount: e.target.value })}
            aria-invalid={!!amountError}
          />
        </Field>
        <Field id="round-currency" label="Currency">
          <NativeSelect
            id="round-currency"
            value={draft.currency}
            onChange={(e) => set({ currency: e.target.value })}
          >
            {CURRENCIES.map((c) => (
              <option key={c}>{c}</option>
            ))}
          </NativeSelect>
        </Field>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="round-stage" label="Stage">
          <NativeSelect id="round-stage" value={draft.stage} onChange={(e) => set({ stage: e.target.value })}>
            <option value="">Not set</option>
            {ROUND_STAGES.map((s) => (
              <option key={s} value={s}>
                {labelOf(s)}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field id="round-model" label="Business model">
          <NativeSelect
            id="round-model"
            value={draft.business_model}
            onChange={(e) => set({ business_model: e.target.value })}
          >
            <option value="">Not set</option>
            {BUSINESS_MODELS.map((m) => (
              <option key={m} value={m}>
                {labelOf(m)}
              </option>
            ))}
          </NativeSelect>
        </Field>
      </div>
      <div className="grid gap-2">
        <span className="text-sm font-medium">Sectors</span>
        <ChoiceChips
          label="Sectors"
          options={sectors}
          value={draft.sectors}
          onChange={(next) => set({ sectors: next })}
        />
      </div>
      <Field id="round-customers" label="Who buys it" hint="In a few words, e.g. dental clinics">
        <Input
          id="round-customers"
          maxLength={200}
          value={draft.customers}
          onChange={(e) => set({ customers: e.target.value })}
        />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="round-city" label="City">
          <Input
            id="round-city"
            maxLength={100}
            value={draft.city}
            onChange={(e) => set({ city: e.target.value })}
          />
        </Field>
        <Field id="round-country" label="Country">
          <NativeSelect
            id="round-country"
            value={draft.country}
            onChange={(e) => set({ country: e.target.value })}
          >
            <option value="">Not set</option>
            {COUNTRIES.map(([code, name]) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </NativeSelect>
        </Field>
      </div>
    </fieldset>
  );
}
