import { stageLabel } from '@core/contracts/labels';
import {
  ADVISOR_STAGES,
  ADVISORY_AREAS,
  type AdvisorStage,
  type AdvisoryArea,
  COMPENSATION_PREFERENCES,
  type CompensationPreference,
  TIME_COMMITMENTS,
  type TimeCommitment,
} from '@core/contracts/vocabulary';
import { ChoiceChipsField } from '@web/components/ui/choice-chips';

export interface AdvisorDraft {
  advisoryRoles: AdvisoryArea[];
  advisoryStages: AdvisorStage[];
  time: TimeCommitment[];
  compensation: CompensationPreference[];
}

export const EMPTY_ADVISOR: AdvisorDraft = {
  advisoryRoles: [],
  advisoryStages: [],
  time: [],
  compensation: [],
};

/** The form filled from what the server keeps (GET /api/me's context). */
export function advisorDraftFrom(ctx: Record<string, unknown> | null | undefined): AdvisorDraft {
  if (!ctx) return EMPTY_ADVISOR;
  const one = <T,>(v: unknown) => (v ? [v as T] : []);
  return {
    advisoryRoles: (ctx.advisory_roles ?? []) as AdvisoryArea[],
    advisoryStages: (ctx.advisory_stages ?? []) as AdvisorStage[],
    time: one<TimeCommitment>(ctx.time_commitment),
    compensation: one<CompensationPreference>(ctx.compensation_preference),
  };
}

export function advisorRequest(d: AdvisorDraft) {
  return {
    role: 'advisor' as const,
    advisoryRoles: d.advisoryRoles,
    advisoryStages: d.advisoryStages,
    timeCommitment: d.time[0] ?? null,
    compensationPreference: d.compensation[0] ?? null,
  };
}

/** An advisor's preferences: onboarding's step 2 (spec §2) and, from the dashboard, its Edit dialog. */
export function AdvisorPreferenceFields({
  value,
  onChange,
  errors = {},
}: {
  value: AdvisorDraft;
  onChange: (next: AdvisorDraft) => void;
  /** Refused fields' messages, by field name (onboarding's step 2). */
  errors?: Record<string, string>;
}) {
  const set =
    <K extends keyof AdvisorDraft>(key: K) =>
    (v: AdvisorDraft[K]) =>
      onChange({ ...value, [key]: v });
  return (
    <>
      <ChoiceChipsField
        label="Advisory areas"
        id="advisory-areas"
        error={errors.advisoryRoles}
        options={ADVISORY_AREAS}
        value={value.advisoryRoles}
        onChange={set('advisoryRoles')}
      />
      <ChoiceChipsField
        label="Stages you advise"
        id="advisory-stages"
        error={errors.advisoryStages}
        format={stageLabel}
        options={ADVISOR_STAGES}
        value={value.advisoryStages}
        onChange={set('advisoryStages')}
      />
      <ChoiceChipsField
        label="Time commitment"
        options={TIME_COMMITMENTS}
        value={value.time}
        onChange={set('time')}
        multiple={false}
        optional
      />
      <ChoiceChipsField
        label="Compensation preference"
        options={COMPENSATION_PREFERENCES}
        value={value.compensation}
        onChange={set('compensation')}
        multiple={false}
        optional
      />
    </>
  );
}
