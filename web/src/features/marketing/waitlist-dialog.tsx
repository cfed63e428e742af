import type { WaitlistTier } from '@core/contracts/vocabulary';
import { ZJoinWaitlistRequest } from '@core/contracts/waitlist';
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
import { type FormEvent, useId, useRef, useState } from 'react';

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
  const [invalid, setInvalid] = useState<'name' | 'email' | null>(null);
  const nameInput = useRef<HTMLInputElement>(null);
  const emailInput = useRef<HTMLInputElement>(null);
  // Keep the last tier so the title does not change while the dialog animates closed.
  const [shownTier, setShownTier] = useState<WaitlistTier>(tier ?? 'Growth');
  if (tier && tier !== shownTier) setShownTier(tier);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting || !tier) return;

    const parsed = ZJoinWaitlistRequest.safeParse({ name: name.trim(), email: email.trim(), tier });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      notifyError('Validation Error', issue?.message ?? 'Please check your details.');
      const field = issue?.path[0] === 'email' ? 'email' : issue?.path[0] === 'name' ? 'name' : null;
      setInvalid(field);
      (field === 'email' ? emailInput : nameInput).current?.focus();
      return;
    }
    setInvalid(null);

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
        setInvalid('email');
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
        {/* The browser's own checks are off so every rule reaches the spec's 'Validation Error' toast (§5). */}
        <form onSubmit={handleSubmit} noValidate className="grid gap-4">
          <div className="grid gap-2">
            <Label htmlFor={`${id}-name`}>Name</Label>
            <Input
              ref={nameInput}
              id={`${id}-name`}
              name="name"
              autoComplete="name"
              placeholder="Your full name"
              required
              maxLength={NAME_MAX}
              value={name}
              aria-invalid={invalid === 'name' || undefined}
              onChange={(event) => {
                setName(event.target.value);
                if (invalid === 'name') setInvalid(null);
              }}
              disabled={submitting}
            />
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-email`}>Email</Label>
            <Input
              ref={emailInput}
              id={`${id}-email`}
              name="email"
              type="email"
              autoComplete="email"
              placeholder="you@company.com"
              required
              maxLength={EMAIL_MAX}
              value={email}
              aria-invalid={invalid === 'email' || undefined}
              onChange={(event) => {
                setEmail(event.target.value);
                if (invalid === 'email') setInvalid(null);
              }}
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
