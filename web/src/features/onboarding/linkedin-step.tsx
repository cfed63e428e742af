import { Button } from '@web/components/ui/button';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { api } from '@web/lib/api';
import { useAuth } from '@web/lib/auth';
import { cn } from '@web/lib/cn';
import { notifyError } from '@web/lib/toast';
import { Briefcase, Lightbulb, Loader2, TrendingUp } from 'lucide-react';
import { useState } from 'react';
import { ZLinkedinUrl } from '../../../../src/contracts/profiles';
import type { UserType } from '../../../../src/contracts/vocabulary';

const ROLES: { value: UserType; label: string; blurb: string; icon: typeof Lightbulb }[] = [
  { value: 'founder', label: 'Founder', blurb: 'Find investors and design partners', icon: Lightbulb },
  { value: 'advisor', label: 'Advisor', blurb: 'Help startups that match your expertise', icon: Briefcase },
  { value: 'investor', label: 'Investor', blurb: 'See a deal flow that fits your thesis', icon: TrendingUp },
];

export function LinkedinStep(props: {
  userType: UserType;
  onUserType: (t: UserType) => void;
  linkedinUrl: string;
  onLinkedinUrl: (url: string) => void;
  onDone: () => void;
}) {
  const [error, setError] = useState<string>();
  const [saving, setSaving] = useState(false);
  const auth = useAuth();

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    if (!props.linkedinUrl.trim()) {
      notifyError('LinkedIn URL required', 'Please enter your LinkedIn profile URL');
      setError('Please enter your LinkedIn profile URL');
      return;
    }
    const parsed = ZLinkedinUrl.safeParse(props.linkedinUrl);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    setSaving(true);
    try {
      await api('/api/onboarding/linkedin', {
        method: 'POST',
        body: { linkedinUrl: parsed.data, userType: props.userType },
      });
      await auth.refreshRole();
      props.onDone();
    } catch {
      notifyError('Error', 'Failed to process LinkedIn profile');
    } finally {
      setSaving(false);
    }
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
        error={error}
        hint="e.g. https://www.linkedin.com/in/your-name"
      >
        <Input
          id="linkedin-url"
          type="url"
          required
          placeholder="https://www.linkedin.com/in/your-name"
          value={props.linkedinUrl}
          onChange={(e) => props.onLinkedinUrl(e.target.value)}
          aria-invalid={!!error}
        />
      </Field>
      <div className="flex justify-end">
        <Button type="submit" disabled={saving}>
          {saving ? <Loader2 className="animate-spin" /> : null} Continue
        </Button>
      </div>
    </form>
  );
}
