import { stageLabel } from '@core/contracts/labels';
import { ROUND_LEADERSHIP, type RoundLeadership } from '@core/contracts/onboarding';
import { REGIONS } from '@core/contracts/round';
import { FOCUS_AREAS, INVESTOR_STAGES } from '@core/contracts/vocabulary';
import { ChoiceChipsField } from '@web/components/ui/choice-chips';
import { Field, invalidProps } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { TagInput } from '@web/components/ui/tag-input';
import { Textarea } from '@web/components/ui/textarea';
import {
  COUNTRY_OPTIONS,
  cityLabel,
  countryLabel,
  LEADERSHIP_LABELS,
  readCountry,
  type ThesisDraft,
} from './thesis-draft';

/**
 * The investor's thesis: onboarding's step 2 (spec §2) and, from the dashboard, its Edit dialog. Geography and round
 * leadership (issue 21) are optional: nothing chosen means anywhere, and leading or following.
 */
export function InvestorThesisFields({
  value,
  onChange,
  errors = {},
}: {
  value: ThesisDraft;
  onChange: (next: ThesisDraft) => void;
  /** Refused fields' messages, by field name (onboarding's step 2). */
  errors?: Record<string, string>;
}) {
  const set =
    <K extends keyof ThesisDraft>(key: K) =>
    (v: ThesisDraft[K]) =>
      onChange({ ...value, [key]: v });
  return (
    <>
      <Field
        id="firm-name"
        label={
          <>
            Firm name <span className="font-normal text-muted-foreground">(optional)</span>
          </>
        }
      >
        <Input
          id="firm-name"
          maxLength={200}
          value={value.firmName}
          onChange={(e) => set('firmName')(e.target.value)}
        />
      </Field>
      <Field id="thesis" label="Investment thesis" error={errors.investmentThesis}>
        <Textarea
          id="thesis"
          {...invalidProps('thesis', errors.investmentThesis)}
          required
          rows={4}
          maxLength={2000}
          placeholder="What you invest in, at which stage, and why"
          value={value.investmentThesis}
          onChange={(e) => set('investmentThesis')(e.target.value)}
        />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="check-min" label="Minimum check size ($K)" error={errors.checkSizeMin}>
          <Input
            id="check-min"
            {...invalidProps('check-min', errors.checkSizeMin)}
            required
            inputMode="numeric"
            placeholder="100"
            value={value.min}
            onChange={(e) => set('min')(e.target.value)}
          />
        </Field>
        <Field id="check-max" label="Maximum check size ($K)" error={errors.checkSizeMax}>
          <Input
            id="check-max"
            {...invalidProps('check-max', errors.checkSizeMax)}
            required
            inputMode="numeric"
            placeholder="1000"
            value={value.max}
            onChange={(e) => set('max')(e.target.value)}
          />
        </Field>
      </div>
      <ChoiceChipsField
        label="Preferred stages"
        id="preferred-stages"
        error={errors.preferredStages}
        format={stageLabel}
        options={INVESTOR_STAGES}
        value={value.preferredStages}
        onChange={set('preferredStages')}
      />
      <ChoiceChipsField
        label="Focus areas"
        id="focus-areas"
        error={errors.focusAreas}
        options={FOCUS_AREAS}
        value={value.focusAreas}
        onChange={set('focusAreas')}
      />
      <fieldset className="grid gap-4 rounded-lg border p-4">
        <legend className="px-1 text-sm font-medium">
          Geography{' '}
          <span className="font-normal text-muted-foreground">(optional: leave empty for anywhere)</span>
        </legend>
        <ChoiceChipsField label="Regions" options={REGIONS} value={value.regions} onChange={set('regions')} />
        <div className="grid gap-2">
          <Label htmlFor="thesis-countries">Countries</Label>
          <TagInput
            id="thesis-countries"
            label="Countries"
            values={value.countries}
            onChange={set('countries')}
            read={(text) => {
              const r = readCountry(text);
              return 'code' in r ? { value: r.code } : r;
            }}
            format={countryLabel}
            suggestions={COUNTRY_OPTIONS}
            placeholder="Germany, Nigeria, India…"
          />
        </div>
        <div className="grid gap-2">
          <Label htmlFor="thesis-cities">Cities</Label>
          <TagInput
            id="thesis-cities"
            label="Cities"
            values={value.cities}
            onChange={set('cities')}
            format={cityLabel}
            placeholder="New York, Berlin, Cambridge, UK…"
          />
        </div>
      </fieldset>
      <ChoiceChipsField<RoundLeadership>
        label="Round leadership"
        options={ROUND_LEADERSHIP}
        value={[value.roundLeadership]}
        onChange={(next) => set('roundLeadership')(next[0] ?? value.roundLeadership)}
        multiple={false}
        format={(v) => LEADERSHIP_LABELS[v]}
      />
    </>
  );
}
