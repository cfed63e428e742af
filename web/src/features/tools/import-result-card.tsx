import type { TImportVcsResult } from '@core/contracts/crawls';
import { Badge } from '@web/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { cn } from '@web/lib/cn';
import { CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import { FailureList } from './crawl-progress';

function Stat({ label, value, tone }: { label: string; value: number; tone?: 'good' | 'muted' | 'bad' }) {
  return (
    <div className="rounded-lg border bg-card p-4">
      <dt className="text-xs font-medium uppercase tracking-wide text-muted-foreground">{label}</dt>
      <dd
        className={cn(
          'mt-1 text-2xl font-semibold tabular-nums',
          tone === 'good' && 'text-emerald-700',
          tone === 'bad' && 'text-destructive',
          tone === 'muted' && 'text-foreground/70',
        )}
      >
        {value}
      </dd>
    </div>
  );
}

/** The import's outcome: counts, the firms added, the ones skipped and why, and pages that failed. */
/** Firms shown as chips before '+N more'. */
const CHIPS = 24;

export function ImportResultCard({ result }: { result: TImportVcsResult }) {
  const [showAll, setShowAll] = useState(false);
  return (
    <Card data-testid="import-result">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <CheckCircle2 aria-hidden="true" className="size-5 text-emerald-600" />
          VCs imported
        </CardTitle>
        <CardDescription>
          Imported {result.imported}, skipped {result.skipped} of {result.found} firms found on {result.pages}{' '}
          {result.pages === 1 ? 'page' : 'pages'}.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          <Stat label="Imported" value={result.imported} tone="good" />
          <Stat label="Skipped" value={result.skipped} tone="muted" />
          <Stat label="Found" value={result.found} />
          <Stat
            label="Failed pages"
            value={result.failures.length}
            tone={result.failures.length ? 'bad' : undefined}
          />
        </dl>
        <div className="grid gap-6 md:grid-cols-2">
          <section aria-labelledby="imported-heading" className="min-w-0">
            <h4 id="imported-heading" className="mb-2 text-sm font-semibold">
              Imported <span className="font-normal text-muted-foreground">({result.investors.length})</span>
            </h4>
            {result.investors.length === 0 ? (
              <p className="text-sm text-muted-foreground">No new firms.</p>
            ) : (
              <ul className="flex flex-wrap content-start gap-1.5" aria-label="Imported firms">
                {(showAll ? result.investors : result.investors.slice(0, CHIPS)).map((inv) => (
                  <li key={inv.id}>
                    <Badge variant="secondary" className="font-normal">
                      {inv.name}
                    </Badge>
                  </li>
                ))}
                {result.investors.length > CHIPS ? (
                  <li>
                    <button
                      type="button"
                      onClick={() => setShowAll((v) => !v)}
                      aria-expanded={showAll}
                      className="cursor-pointer rounded-full border border-dashed px-2.5 py-0.5 text-xs text-muted-foreground hover:border-primary/50 hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                    >
                      {showAll ? 'Show fewer' : `+${result.investors.length - CHIPS} more`}
                    </button>
                  </li>
                ) : null}
              </ul>
            )}
          </section>
          <section aria-labelledby="skipped-heading" className="min-w-0">
            <h4 id="skipped-heading" className="mb-2 text-sm font-semibold">
              Skipped{' '}
              <span className="font-normal text-muted-foreground">({result.skippedFirms.length})</span>
            </h4>
            {result.skippedFirms.length === 0 ? (
              <p className="text-sm text-muted-foreground">Nothing skipped.</p>
            ) : (
              <ul className="max-h-56 divide-y overflow-y-auto rounded-md border text-sm">
                {result.skippedFirms.map((firm, i) => (
                  <li
                    // biome-ignore lint/suspicious/noArrayIndexKey: a name may be skipped twice (two pages)
                    key={`${firm.name}-${i}`}
                    className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5 px-3 py-2"
                  >
                    <span className="font-medium">{firm.name}</span>
                    <span className="text-xs text-muted-foreground">{firm.reason}</span>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
        {result.failures.length > 0 ? (
          <section aria-labelledby="import-failures-heading">
            <h4 id="import-failures-heading" className="mb-2 text-sm font-semibold">
              Pages that failed
            </h4>
            <FailureList failures={result.failures} />
          </section>
        ) : null}
      </CardContent>
    </Card>
  );
}
