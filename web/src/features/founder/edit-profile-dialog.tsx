import { useMutation, useQueryClient } from '@tanstack/react-query';
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
import { api } from '@web/lib/api';
import { notify, notifyError } from '@web/lib/toast';
import { Loader2, RefreshCw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { type TProfile, ZUpdateProfileRequest } from '../../../../src/contracts/profiles';

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
  const save = useMutation({
    mutationFn: (body: unknown) => api<TProfile>(`/api/profiles/${profile.id}`, { method: 'PATCH', body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['me'] }),
  });

  useEffect(() => {
    if (open) {
      setFullName(profile.full_name ?? '');
      setLinkedinUrl(profile.linkedin_url ?? '');
      setErrors({});
    }
  }, [open, profile]);

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const parsed = ZUpdateProfileRequest.safeParse({ full_name: fullName, linkedin_url: linkedinUrl });
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
            />
          </Field>
          <Button
            type="button"
            variant="outline"
            disabled
            title="Reading LinkedIn profiles arrives with the LinkedIn crawler"
          >
            <RefreshCw /> Refresh from LinkedIn
          </Button>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? <Loader2 className="animate-spin" /> : null} Save
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
