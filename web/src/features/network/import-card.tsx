import type { TContactImportOutcome } from '@core/contracts/contacts';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Progress } from '@web/components/ui/progress';
import { ApiError } from '@web/lib/api';
import { cn } from '@web/lib/cn';
import { notify, notifyError } from '@web/lib/toast';
import { CheckCircle2, Loader2, Upload } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { uploadContacts, useInvalidateContacts, useLatestImport } from './contacts-api';
import { importProgress, importSummary } from './import-status';

/**
 * Import LinkedIn's Connections.csv or a Google Contacts CSV: the file is read as it is sent, its progress shown
 * from what the server has read; a re-import updates, never duplicates.
 */
export function ImportCard() {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [sending, setSending] = useState<{ name: string; sent: number } | null>(null);
  const [done, setDone] = useState<TContactImportOutcome | null>(null);
  const [dragging, setDragging] = useState(false);
  const latest = useLatestImport(sending !== null);
  const refresh = useInvalidateContacts();
  const running = latest.data?.status === 'running' && sending ? latest.data : null;
  const progress = importProgress(running, sending?.sent ?? 0);

  async function send(files: FileList | null) {
    const file = files?.[0];
    if (!file || sending) return;
    setDone(null);
    setSending({ name: file.name, sent: 0 });
    try {
      const outcome = await uploadContacts(file, (sent) => setSending({ name: file.name, sent }));
      setDone(outcome);
      notify('Contacts imported', importSummary(outcome));
      await refresh();
    } catch (err) {
      const message = err instanceof ApiError ? err.message.replace(/^file:\s*/, '') : 'The import failed.';
      notifyError('Import failed', message);
    } finally {
      setSending(null);
      if (input.current) input.current.value = '';
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <Upload className="size-4 text-primary" aria-hidden="true" /> Import your contacts
        </CardTitle>
        <CardDescription>
          On LinkedIn: Settings → Data privacy → Get a copy of your data → Connections; the download holds{' '}
          <span className="font-medium text-foreground">Connections.csv</span>. From Google Contacts: Export →
          Google CSV. Importing the same file again updates your contacts and adds none twice.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {sending ? (
          <div
            className="grid gap-2 rounded-md border bg-muted/40 p-3"
            aria-live="polite"
            data-testid="import-progress"
          >
            <div className="flex items-center gap-2 text-sm">
              <Loader2 className="size-4 shrink-0 animate-spin text-primary" aria-hidden="true" />
              <span className="font-medium">Importing {sending.name}</span>
              <span className="ml-auto text-xs tabular-nums text-muted-foreground">{progress.percent}%</span>
            </div>
            <Progress value={progress.percent} aria-label={`Importing ${sending.name}`} />
            <p className="text-xs text-muted-foreground">{progress.line}</p>
          </div>
        ) : (
          <label
            htmlFor={inputId}
            onDragOver={(e) => {
              e.preventDefault();
              setDragging(true);
            }}
            onDragLeave={() => setDragging(false)}
            onDrop={(e) => {
              e.preventDefault();
              setDragging(false);
              void send(e.dataTransfer.files);
            }}
            className={cn(
              'flex cursor-pointer flex-col items-center gap-1 rounded-md border border-dashed p-6 text-center transition-colors hover:border-primary/60 hover:bg-accent/50 focus-within:ring-2 focus-within:ring-ring focus-within:ring-offset-2',
              dragging && 'border-primary bg-primary/5',
            )}
          >
            <Upload className="size-5 text-primary" aria-hidden="true" />
            <span className="text-sm font-medium">Choose Connections.csv or a Google Contacts CSV</span>
            <span className="text-xs text-muted-foreground">Up to 20 MB (some 100,000 contacts)</span>
            <input
              ref={input}
              id={inputId}
              type="file"
              accept=".csv,text/csv"
              aria-label="Import contacts"
              className="sr-only"
              onChange={(e) => void send(e.target.files)}
            />
          </label>
        )}
        {done ? (
          <p
            className="flex items-start gap-2 rounded-md bg-emerald-50 p-3 text-sm text-emerald-900"
            data-testid="import-result"
          >
            <CheckCircle2 className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span>
              {done.format === 'linkedin' ? 'LinkedIn connections' : 'Google contacts'}: {importSummary(done)}
            </span>
          </p>
        ) : null}
        {!sending && !done && latest.data?.status === 'failed' && latest.data.error ? (
          <p className="text-xs text-muted-foreground">Last import: {latest.data.error}</p>
        ) : null}
        <Button variant="link" className="justify-self-start px-0 text-xs" asChild>
          <a
            href="https://www.linkedin.com/mypreferences/d/download-my-data"
            target="_blank"
            rel="noopener noreferrer"
          >
            Get your LinkedIn export (opens LinkedIn)
          </a>
        </Button>
      </CardContent>
    </Card>
  );
}
