import { ZCreateApiKeyRequest } from '@core/contracts/api-keys';
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
import { ApiError, errorMessage } from '@web/lib/api';
import { notifyError } from '@web/lib/toast';
import { Loader2 } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { RevealKey } from './reveal-key';
import { type TCreatedApiKey, useCreateApiKey } from './use-api-keys';

/** Names a new key, then shows it once with a copy button. */
export function CreateApiKeyDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const create = useCreateApiKey();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [created, setCreated] = useState<TCreatedApiKey | null>(null);

  // A fresh form each time; the key is forgotten as soon as the dialog closes.
  useEffect(() => {
    if (!open) return;
    setName('');
    setError(undefined);
    setCreated(null);
  }, [open]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = ZCreateApiKeyRequest.safeParse({ name });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    try {
      setCreated(await create.mutateAsync(parsed.data));
    } catch (err) {
      if (err instanceof ApiError && err.field === 'name') setError(err.message);
      else notifyError('Failed to create API key', errorMessage(err, 'Please try again.'));
    }
  }

  function close(next: boolean) {
    onOpenChange(next);
    if (!next) setCreated(null);
  }

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent
        className="sm:max-w-lg"
        // Once the key is on screen, only Done or the close button dismiss it, never a stray click outside.
        onInteractOutside={(event) => created && event.preventDefault()}
      >
        {created ? (
          <RevealKey created={created} onDone={() => close(false)} />
        ) : (
          <form onSubmit={submit} className="grid gap-5" noValidate>
            <DialogHeader>
              <DialogTitle>Create API key</DialogTitle>
              <DialogDescription>
                Name the key after where you will use it, so you can tell your keys apart later.
              </DialogDescription>
            </DialogHeader>
            <Field
              id="api-key-name"
              label="Key name"
              error={error}
              hint="For example: CRM sync, or Local scripts."
            >
              <Input
                id="api-key-name"
                value={name}
                maxLength={100}
                autoFocus
                autoComplete="off"
                placeholder="CRM sync"
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? 'api-key-name-error' : undefined}
                onChange={(event) => setName(event.target.value)}
              />
            </Field>
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => close(false)}>
                Cancel
              </Button>
              <Button type="submit" disabled={create.isPending}>
                {create.isPending ? <Loader2 className="animate-spin" /> : null}
                {create.isPending ? 'Creating…' : 'Create key'}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
