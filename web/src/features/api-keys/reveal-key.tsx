import { Button } from '@web/components/ui/button';
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { notify, notifyError } from '@web/lib/toast';
import { AlertTriangle, Check, Copy } from 'lucide-react';
import { useState } from 'react';
import type { TCreatedApiKey } from './use-api-keys';

/** The new key, shown this once, with a copy button and the warning that it will not be shown again. */
export function RevealKey({ created, onDone }: { created: TCreatedApiKey; onDone: () => void }) {
  const [copied, setCopied] = useState(false);

  async function copy() {
    try {
      await navigator.clipboard.writeText(created.key);
      setCopied(true);
      notify('API key copied', 'Paste it somewhere safe, such as a password manager or a secrets store.');
    } catch {
      notifyError('Copy failed', 'Select the key and copy it manually.');
    }
  }

  return (
    <div className="grid gap-5">
      <DialogHeader>
        <DialogTitle>Your new API key</DialogTitle>
        <DialogDescription>
          <span className="font-medium text-foreground">{created.name}</span> is ready. Send it as{' '}
          <code className="rounded bg-muted px-1 py-0.5 text-xs">Authorization: Bearer …</code> with each
          request.
        </DialogDescription>
      </DialogHeader>

      <div
        role="alert"
        className="flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
      >
        <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-600" />
        <p>
          <span className="font-semibold">Copy this key now.</span> For your security it will not be shown
          again. If you lose it, revoke it and create a new one.
        </p>
      </div>

      <div className="flex items-stretch gap-2">
        <label htmlFor="new-api-key" className="sr-only">
          API key
        </label>
        <input
          id="new-api-key"
          readOnly
          value={created.key}
          onFocus={(event) => event.currentTarget.select()}
          className="min-w-0 flex-1 rounded-md border bg-slate-950 px-3 py-2 font-mono text-sm text-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        />
        <Button type="button" variant={copied ? 'secondary' : 'default'} onClick={copy} className="h-auto">
          {copied ? <Check /> : <Copy />}
          {copied ? 'Copied' : 'Copy'}
        </Button>
      </div>

      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          {copied ? 'Done' : "I've saved my key"}
        </Button>
      </DialogFooter>
    </div>
  );
}
