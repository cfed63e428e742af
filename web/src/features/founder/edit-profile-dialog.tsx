import { type TProfile, ZUpdateProfileRequest } from '@core/contracts/profiles';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { checkLinkedinUrl, fieldsFromProfile } from '@web/features/onboarding/linkedin-step-state';
import { scrapeLinkedin } from '@web/features/onboarding/scrape-linkedin';
import { api } from '@web/lib/api';
import { notify, notifyError } from '@web/lib/toast';
import { Loader2, RefreshCw } from 'lucide-react';
import { useEffect, useState } from 'react';

/** What a 'Refresh from LinkedIn' read, kept to send on Save while the URL stays the one read. */
interface LinkedinRead {
  url: string;
  headline: string | null;
  skills: string[];
  isTechnical: boolean;
}

export function EditProfileDialog({
  open,
  onOpenChange,
  profile,
}: {
  open: boolean;
  onOpenChange: (o: boolean) => void;
  profile: TProfile;
}) {
  const qc = useQueryClient();
  const [fullName, setFullName] = useState('');
  const [linkedinUrl, setLinkedinUrl] = useState('');
  const [errors, setErrors] = useState<{ full_name?: string; linkedin_url?: string }>({});
  const [read, setRead] = useState<LinkedinRead | null>(null);
  const [refreshing, setRefreshing] = useState(false);
  const save = useMutation({
    mutationFn: (body: unknown) => api<TProfile>(`/api/profiles/${profile.id}`, { method: 'PATCH', body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['me'] }),
  });

  useEffect(() => {
    if (open) {
      setFullName(profile.full_name ?? '');
      setLinkedinUrl(profile.linkedin_url ?? '');
      setErrors({});
      setRead(null);
    }
  }, [open, profile]);

  // The read belongs to the URL it came from; another URL's profile is not saved with it.
  const readNow = read && read.url === linkedinUrl.trim() ? read : null;

  async function refresh() {
    const checked = checkLinkedinUrl(linkedinUrl);
    if (!checked.ok) {
      if (checked.empty) notifyError('LinkedIn URL required', checked.message);
      setErrors({ linkedin_url: checked.message });
      return;
    }
    setErrors({});
    setRefreshing(true);
    try {
      const fields = fieldsFromProfile(await scrapeLinkedin(checked.url));
      setLinkedinUrl(checked.url);
      if (fields.fullName) setFullName(fields.fullName);
      setRead({
        url: checked.url,
        headline: fields.headline || null,
        skills: fields.skills,
        isTechnical: fields.isTechnical,
      });
      notify('Profile refreshed', 'We read your LinkedIn profile. Review and save.');
    } catch {
      notifyError('Error', 'Failed to refresh LinkedIn data. Please check your URL and try again.');
    } finally {
      setRefreshing(false);
    }
  }

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const parsed = ZUpdateProfileRequest.safeParse({
      full_name: fullName,
      linkedin_url: linkedinUrl,
      ...(readNow
        ? { headline: readNow.headline, skills: readNow.skills, is_technical: readNow.isTechnical }
        : {}),
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      setErrors({ [String(issue?.path[0])]: issue?.message });
      return;
    }
    try {
      await save.mutateAsync(parsed.data);
      notify('Profile updated', 'Your changes are saved.');
      onOpenChange(false);
    } catch {
      notifyError('Error', 'Failed to update profile');
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Edit Profile</DialogTitle>
          <DialogDescription>
            Your name and LinkedIn profile, as investors and advisors will see them.
          </DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={submit} noValidate>
          <Field id="profile-name" label="Full name" error={errors.full_name}>
            <Input
              id="profile-name"
              maxLength={100}
              value={fullName}
              onChange={(e) => setFullName(e.target.value)}
            />
          </Field>
          <Field id="profile-linkedin" label="LinkedIn URL" error={errors.linkedin_url}>
            <Input
              id="profile-linkedin"
              type="url"
              placeholder="https://www.linkedin.com/in/your-name"
              value={linkedinUrl}
              onChange={(e) => setLinkedinUrl(e.target.value)}
              aria-invalid={!!errors.linkedin_url}
            />
          </Field>
          <Button type="button" variant="outline" onClick={refresh} disabled={refreshing || save.isPending}>
            {refreshing ? <Loader2 className="animate-spin" /> : <RefreshCw />}
            {refreshing ? 'Reading your LinkedIn profile…' : 'Refresh from LinkedIn'}
          </Button>
          {readNow ? (
            <section
              aria-label="Read from LinkedIn"
              className="grid gap-2 rounded-lg border bg-muted/30 p-3 text-sm"
            >
              <p className="text-xs font-medium text-muted-foreground">
                Read from LinkedIn, saved with your profile
              </p>
              {readNow.headline ? <p>{readNow.headline}</p> : null}
              {readNow.skills.length > 0 ? (
                <ul aria-label="Skills" className="flex flex-wrap gap-1.5">
                  {readNow.skills.map((s) => (
                    <li key={s}>
                      <Badge variant="secondary" className="font-normal">
                        {s}
                      </Badge>
                    </li>
                  ))}
                </ul>
              ) : null}
              <p className="text-xs text-muted-foreground">
                Technical background: {readNow.isTechnical ? 'yes' : 'no'}
              </p>
            </section>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={save.isPending || refreshing}>
              {save.isPending ? <Loader2 className="animate-spin" /> : null} Save
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
