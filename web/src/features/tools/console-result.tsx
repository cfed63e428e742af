import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/cn';
import { AlertCircle, Check, Clock, Copy, Loader2 } from 'lucide-react';
import { useState } from 'react';
import { formatElapsed, formatJson, statusLine } from './api-console';
import type { ConsoleResult } from './console-runner';
import type { RunSnapshot } from './crawl-run';
import { progressSummary } from './crawl-run';

/** A Run Test under way: waiting for the answer, or following the run it started. */
export function ConsolePending({ live }: { live: RunSnapshot | null }) {
  return (
    <div
      className="flex items-center gap-2.5 rounded-md border border-dashed bg-muted/40 px-4 py-3 text-sm"
      aria-live="polite"
    >
      <Loader2 aria-hidden="true" className="size-4 shrink-0 animate-spin text-primary" />
      {live ? (
        <span className="min-w-0">
          Following run <code className="font-mono text-xs">{live.id.slice(0, 8)}</code>
          <span className="text-muted-foreground">
            {' '}
            · {live.status}
            {live.progress ? ` · ${progressSummary(live.progress, ['item', 'items'])}` : ''}
          </span>
        </span>
      ) : (
        <span>Waiting for the answer…</span>
      )}
    </div>
  );
}

/** The answer of a Run Test: status, time taken, the server's message on failure, and the body as JSON. */
export function ConsoleResultView({ result }: { result: ConsoleResult }) {
  const [copied, setCopied] = useState(false);
  const json = formatJson(result.data);
  const run = result.runId ? (result.data as RunSnapshot | null) : null;

  async function copy() {
    try {
      await navigator.clipboard.writeText(json);
      setCopied(true);
      setTimeout(() => setCopied(false), 1500);
    } catch {
      /* the clipboard may be refused; nothing to do */
    }
  }

  return (
    <div className="grid gap-3" data-testid="console-result" data-ok={result.ok}>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <Badge
          variant={result.ok ? 'success' : 'destructive'}
          className="font-mono tabular-nums"
          data-testid="console-status"
        >
          {statusLine(result.status)}
        </Badge>
        {result.runId ? (
          <Badge variant="outline" className="font-normal">
            Run {result.runId.slice(0, 8)} · {run?.status ?? 'unknown'}
          </Badge>
        ) : null}
        <span className="inline-flex items-center gap-1 text-xs tabular-nums text-muted-foreground">
          <Clock aria-hidden="true" className="size-3.5" />
          <span className="sr-only">Time taken: </span>
          {formatElapsed(result.ms)}
        </span>
        {json ? (
          <Button variant="ghost" size="sm" className="ml-auto" onClick={copy}>
            {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
            {copied ? 'Copied' : 'Copy JSON'}
          </Button>
        ) : null}
      </div>
      {result.error ? (
        <div
          role="alert"
          className="flex items-start gap-2.5 rounded-md border border-destructive/30 bg-destructive/5 p-3 text-sm"
        >
          <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-destructive" />
          <p className="min-w-0 break-words font-medium text-destructive">{result.error}</p>
        </div>
      ) : null}
      {json ? (
        <section
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
          tabIndex={0}
          aria-label="Response body"
          className={cn(
            'max-h-[28rem] overflow-auto rounded-md border focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
            result.ok ? 'bg-muted/50' : 'border-destructive/30 bg-destructive/5',
          )}
        >
          <pre className="p-4 font-mono text-xs leading-relaxed" data-testid="console-json">
            {json}
          </pre>
        </section>
      ) : (
        <p className="text-sm text-muted-foreground">The answer had no body.</p>
      )}
    </div>
  );
}
