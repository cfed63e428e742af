import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@web/components/ui/accordion';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { Textarea } from '@web/components/ui/textarea';
import { ApiError } from '@web/lib/api';
import { Building2, Loader2 } from 'lucide-react';
import { useId, useState } from 'react';
import { CrawlError, CrawlProgressPanel } from './crawl-progress';
import { type CrawlState, isBusy } from './crawl-run';
import { buildImportRequest } from './validation';

export const IMPORT_PATH = '/api/functions/import-openvc-data';

/**
 * 'Import 100+ VCs': the built-in OpenVC recipe by default; the Advanced section replaces its start URLs
 * (one per line) and caps its pages. Progress shows here while the import runs.
 */
export function ImportVcsCard({
  state,
  start,
}: {
  state: CrawlState;
  /** Starts the import; resolves to the error that kept it from starting, or null. */
  start: (body: unknown) => Promise<unknown>;
}) {
  const id = useId();
  const [urls, setUrls] = useState('');
  const [maxPages, setMaxPages] = useState('');
  const [errors, setErrors] = useState<{ startUrls?: string; maxPages?: string }>({});
  const [advanced, setAdvanced] = useState('');
  const busy = isBusy(state);

  async function run() {
    const checked = buildImportRequest(urls, maxPages);
    if (!checked.ok) {
      setErrors({ [checked.field === 'maxPages' ? 'maxPages' : 'startUrls']: checked.message });
      setAdvanced('advanced');
      return;
    }
    setErrors({});
    const error = await start(checked.value);
    // The server names a start URL's field by its index ('startUrls.0').
    const field = error instanceof ApiError ? error.field?.split('.')[0] : undefined;
    if (error instanceof ApiError && (field === 'startUrls' || field === 'maxPages')) {
      setErrors({ [field]: error.message });
      setAdvanced('advanced');
    }
  }

  return (
    <Card className="flex flex-col">
      <CardHeader>
        <div className="flex items-start gap-3">
          <div className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
            <Building2 aria-hidden="true" className="size-5" />
          </div>
          <div className="grid gap-1">
            <CardTitle className="text-base">Import VCs</CardTitle>
            <CardDescription>
              Crawl the OpenVC directory and add the firms the database does not have yet. Firms already there
              are skipped.
            </CardDescription>
          </div>
        </div>
      </CardHeader>
      <CardContent className="grid gap-4">
        <Button onClick={run} disabled={busy} className="w-full sm:w-fit">
          {busy ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
          {busy ? 'Importing…' : 'Import 100+ VCs'}
        </Button>

        <CrawlProgressPanel state={state} title="Importing VCs" item={['firm', 'firms']} />
        {state.phase === 'failed' ? <CrawlError title="Import failed">{state.error}</CrawlError> : null}

        <Accordion
          type="single"
          collapsible
          value={advanced}
          onValueChange={setAdvanced}
          className="rounded-md border px-3"
        >
          <AccordionItem value="advanced" className="border-b-0">
            <AccordionTrigger className="py-3 text-muted-foreground hover:text-foreground hover:no-underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring rounded-sm">
              Advanced
            </AccordionTrigger>
            <AccordionContent className="grid gap-4 px-0.5 pb-4">
              <Field
                id={`${id}-urls`}
                label="Start URLs"
                hint="One per line, full http(s) URLs. Leave empty for the OpenVC directory."
                error={errors.startUrls}
              >
                <Textarea
                  id={`${id}-urls`}
                  value={urls}
                  onChange={(event) => setUrls(event.target.value)}
                  placeholder="https://www.openvc.app/investors?page=1"
                  rows={3}
                  spellCheck={false}
                  className="font-mono text-xs"
                  disabled={busy}
                  aria-invalid={Boolean(errors.startUrls) || undefined}
                  aria-describedby={errors.startUrls ? `${id}-urls-error` : undefined}
                />
              </Field>
              <Field
                id={`${id}-max`}
                label="Max pages"
                hint="Between 1 and 1000. Leave empty for the default."
                error={errors.maxPages}
              >
                <Input
                  id={`${id}-max`}
                  inputMode="numeric"
                  value={maxPages}
                  onChange={(event) => setMaxPages(event.target.value)}
                  placeholder="e.g. 20"
                  className="sm:max-w-40"
                  disabled={busy}
                  aria-invalid={Boolean(errors.maxPages) || undefined}
                  aria-describedby={errors.maxPages ? `${id}-max-error` : undefined}
                />
              </Field>
            </AccordionContent>
          </AccordionItem>
        </Accordion>
      </CardContent>
    </Card>
  );
}
