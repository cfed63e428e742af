import { ZScrapePortfolioRequest } from '@core/contracts/crawls';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Field } from '@web/components/ui/field';
import { ApiError } from '@web/lib/api';
import { notifyError } from '@web/lib/toast';
import { Loader2, ScanSearch } from 'lucide-react';
import { useId, useState } from 'react';
import { CrawlError, CrawlProgressPanel } from './crawl-progress';
import { type CrawlState, isBusy } from './crawl-run';
import { InvestorCombobox, type InvestorOption } from './investor-combobox';
import { check } from './validation';

export const SCRAPE_PATH = '/api/functions/scrape-portfolio';

/** Spec §5: the scrape needs an investor. */
const SELECT_INVESTOR = {
  title: 'Select an investor',
  description: 'Please choose an investor to scrape',
};

/** The investor picker and 'Scrape Portfolio Companies', with the scrape's progress. */
export function ScrapePortfolioCard({
  state,
  start,
  investor,
  onInvestorChange,
}: {
  state: CrawlState;
  start: (body: unknown) => Promise<unknown>;
  investor: InvestorOption | null;
  onInvestorChange: (investor: InvestorOption | null) => void;
}) {
  const id = useId();
  const [error, setError] = useState<string | undefined>();
  const busy = isBusy(state);

  async function run() {
    const checked = check(ZScrapePortfolioRequest, { investor_id: investor?.id ?? '' });
    if (!checked.ok) {
      setError(SELECT_INVESTOR.description);
      notifyError(SELECT_INVESTOR.title, SELECT_INVESTOR.description);
      document.getElementById(`${id}-investor`)?.focus();
      return;
    }
    setError(undefined);
    const failure = await start(checked.value);
    if (failure instanceof ApiError && failure.field === 'investor_id') setError(failure.message);
  }

  return (
    <Card className="flex flex-col">
      <CardHeader>
        <div className="flex items-start gap-3">
          <div className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
            <ScanSearch aria-hidden="true" className="size-5" />
          </div>
          <div className="grid gap-1">
            <CardTitle className="text-base">Scrape a portfolio</CardTitle>
            <CardDescription>
              Find an investor&apos;s portfolio page on its website and read the companies listed there.
            </CardDescription>
          </div>
        </div>
      </CardHeader>
      <CardContent className="grid gap-4">
        <Field id={`${id}-investor`} label="Investor" error={error} hint="Type to search by name.">
          <InvestorCombobox
            id={`${id}-investor`}
            value={investor}
            onChange={(next) => {
              onInvestorChange(next);
              if (next) setError(undefined);
            }}
            invalid={Boolean(error)}
            describedBy={error ? `${id}-investor-error` : undefined}
            disabled={busy}
          />
        </Field>
        <Button onClick={run} disabled={busy} className="w-full sm:w-fit">
          {busy ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
          {busy ? 'Scraping…' : 'Scrape Portfolio Companies'}
        </Button>
        <CrawlProgressPanel
          state={state}
          title={investor ? `Scraping ${investor.name}` : 'Scraping the portfolio'}
          item={['company', 'companies']}
        />
        {state.phase === 'failed' ? <CrawlError title="Scraping failed">{state.error}</CrawlError> : null}
      </CardContent>
    </Card>
  );
}
