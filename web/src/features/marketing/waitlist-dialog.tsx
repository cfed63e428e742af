import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { ApiError, api } from '@web/lib/api';
import { notify, notifyError } from '@web/lib/toast';
import { type FormEvent, useId, useState } from 'react';
import type { WaitlistTier } from '../../../../src/contracts/vocabulary';
import { ZJoinWaitlistRequest } from '../../../../src/contracts/waitlist';

/** Spec §5: the inputs carry these maximum lengths. */
const NAME_MAX = 100;
const EMAIL_MAX = 255;

/**
 * 'Join {tier} Waitlist' for the Growth and Scale plans.
 * Open while `tier` is set; `onClose` is called when the dialog should close.
 */
export function WaitlistDialog({ tier, onClose }: { tier: WaitlistTier | null; onClose: () => void }) {
  const id = useId();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [submitting, setSubmitting] = useState(false);
  // Keep the last tier so the title does not change while the dialog animates closed.
  const [shownTier, setShownTier] = useState<WaitlistTier>(tier ?? 'Growth');
  if (tier && tier !== shownTier) setShownTier(tier);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting || !tier) return;

    const parsed = ZJoinWaitlistRequest.safeParse({ name: name.trim(), email: email.trim(), tier });
    if (!parsed.success) {
      notifyError('Validation Error', parsed.error.issues[0]?.message ?? 'Please check your details.');
      return;
    }

    setSubmitting(true);
    try {
      await api('/api/waitlist', { method: 'POST', body: parsed.data });
      notify("You're on the list", "We'll notify you when this tier is available.");
      setName('');
      setEmail('');
      onClose();
    } catch (err) {
      if (err instanceof ApiError && err.code === 'already_on_waitlist') {
        notifyError('Already on waitlist', 'This email is already registered.');
      } else {
        notifyError('Error', 'Failed to join waitlist. Please try again.');
      }
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <Dialog
      open={tier !== null}
      onOpenChange={(open) => {
        if (!open && !submitting) onClose();
      }}
    >
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Join {shownTier} Waitlist</DialogTitle>
          <DialogDescription>
            The {shownTier} plan is coming soon. Leave your name and email and we'll let you know as soon as
            it is available.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={handleSubmit} className="grid gap-4">
          <div className="grid gap-2">
            <Label htmlFor={`${id}-name`}>Name</Label>
            <Input
              id={`${id}-name`}
              name="name"
              autoComplete="name"
              placeholder="Your full name"
              required
              maxLength={NAME_MAX}
              value={name}
              onChange={(event) => setName(event.target.value)}
              disabled={submitting}
            />
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-email`}>Email</Label>
            <Input
              id={`${id}-email`}
              name="email"
              type="email"
              autoComplete="email"
              placeholder="you@company.com"
              required
              maxLength={EMAIL_MAX}
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              disabled={submitting}
            />
          </div>
          <DialogFooter className="mt-2">
            <Button type="button" variant="outline" onClick={onClose} disabled={submitting}>
              Cancel
            </Button>
            <Button type="submit" disabled={submitting}>
              {submitting ? 'Joining...' : 'Join Waitlist'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
