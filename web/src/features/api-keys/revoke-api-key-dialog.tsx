import type { TApiKey } from '@core/contracts/api-keys';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { errorMessage } from '@web/lib/api';
import { notify, notifyError } from '@web/lib/toast';
import { Loader2 } from 'lucide-react';
import { maskedKey } from './api-key-format';
import { useRevokeApiKey } from './use-api-keys';

/** Asks before revoking: apps using the key stop working at once, and it cannot be undone. */
export function RevokeApiKeyDialog({ apiKey, onClose }: { apiKey: TApiKey | null; onClose: () => void }) {
  const revoke = useRevokeApiKey();

  async function confirm() {
    if (!apiKey) return;
    try {
      await revoke.mutateAsync(apiKey.id);
      notify('API key revoked', `${apiKey.name} no longer works.`);
      onClose();
    } catch (err) {
      notifyError('Failed to revoke API key', errorMessage(err, 'Please try again.'));
    }
  }

  return (
    <Dialog open={apiKey !== null} onOpenChange={(open) => !open && !revoke.isPending && onClose()}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Revoke this API key?</DialogTitle>
          <DialogDescription>
            <span className="font-medium text-foreground">{apiKey?.name}</span>{' '}
            <code className="text-xs">{apiKey ? maskedKey(apiKey.prefix) : ''}</code> will stop working
            immediately for every app that uses it. This cannot be undone.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={revoke.isPending}>
            Cancel
          </Button>
          <Button variant="destructive" onClick={confirm} disabled={revoke.isPending}>
            {revoke.isPending ? <Loader2 className="animate-spin" /> : null}
            Revoke key
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
