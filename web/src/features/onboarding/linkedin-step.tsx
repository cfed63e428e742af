import type { UserType } from '@core/contracts/vocabulary';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Checkbox } from '@web/components/ui/checkbox';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { api } from '@web/lib/api';
import { useAuth } from '@web/lib/auth';
import { cn } from '@web/lib/cn';
import { dismissToast, notifyError } from '@web/lib/toast';
import {
  AlertCircle,
  Briefcase,
  CheckCircle2,
  Lightbulb,
  Loader2,
  Plus,
  RotateCw,
  TrendingUp,
  X,
} from 'lucide-react';
import { type Dispatch, useEffect, useRef, useState } from 'react';
import {
  checkLinkedinUrl,
  type LinkedinStepEvent,
  type LinkedinStepState,
  step1Body,
} from './linkedin-step-state';
import { scrapeLinkedin } from './scrape-linkedin';

const ROLES: { value: UserType; label: string; blurb: string; icon: typeof Lightbulb }[] = [
  { value: 'founder', label: 'Founder', blurb: 'Find investors and design partners', icon: Lightbulb },
  { value: 'advisor', label: 'Advisor', blurb: 'Help startups that match your expertise', icon: Briefcase },
  { value: 'investor', label: 'Investor', blurb: 'See a deal flow that fits your thesis', icon: TrendingUp },
];

const FAILED = 'Failed to process LinkedIn profile';

/**
 * Step 1: the role and the LinkedIn URL; Continue reads the profile (scrape-linkedin), then shows what was
 * read for the user to confirm, or, when the read fails, empty fields to type. The next Continue saves.
 */
export function LinkedinStep(props: {
  userType: UserType;
  onUserType: (t: UserType) => void;
  state: LinkedinStepState;
  dispatch: Dispatch<LinkedinStepEvent>;
  onDone: () => void;
}) {
  const { state, dispatch } = props;
  const [urlError, setUrlError] = useState<string>();
  const [nameError, setNameError] = useState<string>();
  const [saving, setSaving] = useState(false);
  const auth = useAuth();
  const reading = state.phase === 'reading';
  // The step's error toasts: a read that failed no longer holds once the user retries or goes on to step 2.
  const errors = useRef<(string | number)[]>([]);
  const showError = (title: string, message: string) => errors.current.push(notifyError(title, message));
  const clearErrors = () => {
    for (const id of errors.current.splice(0)) dismissToast(id);
  };
  useEffect(
    () => () => {
      for (const id of errors.current.splice(0)) dismissToast(id);
    },
    [],
  );

  async function read(url: string) {
    const requestId = state.requestId + 1;
    dispatch({ type: 'readStarted', url });
    setNameError(undefined);
    clearErrors();
    try {
      const profile = await scrapeLinkedin(url);
      dispatch({ type: 'readSucceeded', requestId, profile });
    } catch {
      dispatch({ type: 'readFailed', requestId });
      showError('Error', FAILED);
    }
  }

  async function save() {
    const body = step1Body(state, props.userType);
    if (!body.ok) {
      if (body.field === 'linkedinUrl') setUrlError(body.message);
      else setNameError(body.message);
      return;
    }
    setNameError(undefined);
    setSaving(true);
    try {
      await api('/api/onboarding/linkedin', { method: 'POST', body: body.body });
      await auth.refreshRole();
      props.onDone();
    } catch {
      showError('Error', FAILED);
    } finally {
      setSaving(false);
    }
  }

  function submit(e: React.FormEvent) {
    e.preventDefault();
    if (reading || saving) return;
    if (state.phase === 'review') {
      void save();
      return;
    }
    const checked = checkLinkedinUrl(state.url);
    if (!checked.ok) {
      if (checked.empty) showError('LinkedIn URL required', checked.message);
      setUrlError(checked.message);
      return;
    }
    setUrlError(undefined);
    void read(checked.url);
  }

  return (
    <form className="grid gap-6" onSubmit={submit} noValidate>
      <fieldset className="grid gap-3">
        <legend className="mb-3 text-sm font-medium">I am a</legend>
        <div className="grid gap-3 sm:grid-cols-3">
          {ROLES.map((r) => {
            const on = props.userType === r.value;
            return (
              <label
                key={r.value}
                className={cn(
                  'flex cursor-pointer flex-col items-start gap-2 rounded-lg border p-4 text-left transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
                  on ? 'border-primary bg-secondary ring-1 ring-primary' : 'bg-card hover:border-primary/50',
                )}
              >
                <input
                  type="radio"
                  name="user-type"
                  value={r.value}
                  checked={on}
                  onChange={() => props.onUserType(r.value)}
                  className="sr-only"
                />
                <r.icon className={cn('size-5', on ? 'text-primary' : 'text-muted-foreground')} />
                <span className="font-medium">{r.label}</span>
                <span className="text-xs text-muted-foreground">{r.blurb}</span>
              </label>
            );
          })}
        </div>
      </fieldset>
      <Field
        id="linkedin-url"
        label="LinkedIn profile URL"
        error={urlError}
        hint="e.g. https://www.linkedin.com/in/your-name"
      >
        <Input
          id="linkedin-url"
          type="url"
          required
          readOnly={reading}
          placeholder="https://www.linkedin.com/in/your-name"
          value={state.url}
          onChange={(e) => dispatch({ type: 'urlChanged', url: e.target.value })}
          aria-invalid={!!urlError}
        />
      </Field>
      {state.phase === 'review' || (reading && state.source) ? (
        <ProfilePanel
          state={state}
          dispatch={dispatch}
          nameError={nameError}
          onNameEdited={() => setNameError(undefined)}
          disabled={saving || reading}
          onRetry={() => state.readUrl && void read(state.readUrl)}
        />
      ) : null}
      <div className="flex justify-end">
        <Button type="submit" disabled={reading || saving}>
          {reading || saving ? <Loader2 className="animate-spin" /> : null}
          {reading ? 'Reading your LinkedIn profile…' : 'Continue'}
        </Button>
      </div>
    </form>
  );
}

function ProfilePanel({
  state,
  dispatch,
  nameError,
  onNameEdited,
  disabled,
  onRetry,
}: {
  state: LinkedinStepState;
  dispatch: Dispatch<LinkedinStepEvent>;
  nameError?: string;
  onNameEdited: () => void;
  disabled: boolean;
  onRetry: () => void;
}) {
  const manual = state.source === 'manual';
  const nameRef = useRef<HTMLInputElement>(null);
  const [skill, setSkill] = useState('');

  // A failed read asks the user to type: start them in the first field.
  useEffect(() => {
    if (manual) nameRef.current?.focus();
  }, [manual]);

  function addSkill() {
    if (!skill.trim()) return;
    dispatch({ type: 'skillAdded', skill });
    setSkill('');
  }

  return (
    <section
      aria-label={manual ? 'Your details' : 'Your LinkedIn profile'}
      className="grid gap-4 rounded-lg border bg-muted/30 p-4"
    >
      {manual ? (
        <div className="flex items-start gap-3 text-sm" role="status">
          <AlertCircle className="mt-0.5 size-4 shrink-0 text-destructive" />
          <p className="flex-1">
            We couldn't read your LinkedIn profile. Enter your details to continue.{' '}
            <button
              type="button"
              onClick={onRetry}
              disabled={disabled}
              className="inline-flex cursor-pointer items-center gap-1 font-medium text-primary underline-offset-4 hover:underline disabled:pointer-events-none disabled:opacity-50"
            >
              <RotateCw className="size-3.5" /> Try again
            </button>
          </p>
        </div>
      ) : (
        <div className="flex items-start gap-3 text-sm" role="status">
          <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-emerald-600" />
          <p>We read your LinkedIn profile. Check the details below and change anything that's wrong.</p>
        </div>
      )}
      <Field id="profile-full-name" label="Full name" error={nameError}>
        <Input
          ref={nameRef}
          id="profile-full-name"
          required
          maxLength={100}
          autoComplete="name"
          value={state.fields.fullName}
          disabled={disabled}
          onChange={(e) => {
            dispatch({ type: 'fieldChanged', field: 'fullName', value: e.target.value });
            onNameEdited();
          }}
          aria-invalid={!!nameError}
        />
      </Field>
      <Field id="profile-headline" label="Headline" hint="Optional, e.g. Co-founder & CTO at Acme">
        <Input
          id="profile-headline"
          maxLength={300}
          value={state.fields.headline}
          disabled={disabled}
          onChange={(e) => dispatch({ type: 'fieldChanged', field: 'headline', value: e.target.value })}
        />
      </Field>
      <Field id="profile-skill" label="Skills" hint="Optional. Press Enter to add a skill.">
        {state.fields.skills.length > 0 ? (
          <ul aria-label="Your skills" className="flex flex-wrap gap-2">
            {state.fields.skills.map((s) => (
              <li key={s}>
                <Badge variant="secondary" className="py-1 pr-1 text-sm font-normal">
                  {s}
                  <button
                    type="button"
                    aria-label={`Remove ${s}`}
                    disabled={disabled}
                    onClick={() => dispatch({ type: 'skillRemoved', skill: s })}
                    className="cursor-pointer rounded-full p-0.5 text-muted-foreground hover:bg-background hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                  >
                    <X className="size-3.5" />
                  </button>
                </Badge>
              </li>
            ))}
          </ul>
        ) : null}
        <div className="flex gap-2">
          <Input
            id="profile-skill"
            maxLength={100}
            placeholder="Add a skill"
            value={skill}
            disabled={disabled}
            onChange={(e) => setSkill(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                addSkill();
              }
            }}
          />
          <Button type="button" variant="outline" onClick={addSkill} disabled={disabled || !skill.trim()}>
            <Plus /> Add
          </Button>
        </div>
      </Field>
      <div className="flex items-center gap-2">
        <Checkbox
          id="profile-technical"
          checked={state.fields.isTechnical}
          disabled={disabled}
          onCheckedChange={(checked) => dispatch({ type: 'technicalChanged', value: checked === true })}
        />
        <label htmlFor="profile-technical" className="cursor-pointer text-sm leading-none select-none">
          Technical background
        </label>
      </div>
    </section>
  );
}
