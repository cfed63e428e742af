import { Page } from '@web/components/layout/page';
import { notify, notifyError } from '@web/lib/toast';
import { useMemo, useState } from 'react';
import { AdminOnly } from './admin-only';
import { asImportResult, asPortfolioResult } from './crawl-format';
import { RawResultCard } from './crawl-progress';
import { isBusy } from './crawl-run';
import { ImportResultCard } from './import-result-card';
import { IMPORT_PATH, ImportVcsCard } from './import-vcs-card';
import type { InvestorOption } from './investor-combobox';
import { PortfolioResults } from './portfolio-results';
import { RecentCrawls } from './recent-crawls';
import { SCRAPE_PATH, ScrapePortfolioCard } from './scrape-portfolio-card';
import { useCrawl } from './use-crawl';

function ScraperConsole() {
  const [investor, setInvestor] = useState<InvestorOption | null>(null);
  const importer = useCrawl({
    onCompleted: (run) => {
      const r = asImportResult(run.result);
      notify('VCs Imported!', r ? `Imported ${r.imported}, skipped ${r.skipped}` : undefined);
    },
    onFailed: (message) => notifyError('Import failed', message),
  });
  const scraper = useCrawl({
    onCompleted: (run) => {
      const r = asPortfolioResult(run.result);
      const n = r?.companies_found ?? 0;
      notify(`Found ${n} portfolio ${n === 1 ? 'company' : 'companies'}`, r?.investor.name);
    },
    onFailed: (message) => notifyError('Scraping failed', message),
  });

  const importDone = importer.state.phase === 'completed' ? importer.state.run : null;
  const scrapeDone = scraper.state.phase === 'completed' ? scraper.state.run : null;
  const importResult = importDone ? asImportResult(importDone.result) : null;
  const portfolio = scrapeDone ? asPortfolioResult(scrapeDone.result) : null;
  const names = useMemo(() => new Map(investor ? [[investor.id, investor.name]] : []), [investor]);

  return (
    <div className="grid gap-6">
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <ImportVcsCard state={importer.state} start={(body) => importer.start(IMPORT_PATH, body)} />
        <ScrapePortfolioCard
          state={scraper.state}
          start={(body) => scraper.start(SCRAPE_PATH, body)}
          investor={investor}
          onInvestorChange={setInvestor}
        />
      </div>
      {importDone ? (
        importResult ? (
          <ImportResultCard result={importResult} />
        ) : (
          <RawResultCard title="Import finished" result={importDone.result} />
        )
      ) : null}
      {scrapeDone ? (
        portfolio ? (
          <PortfolioResults result={portfolio} />
        ) : (
          <RawResultCard title="Scrape finished" result={scrapeDone.result} />
        )
      ) : null}
      <RecentCrawls active={isBusy(importer.state) || isBusy(scraper.state)} names={names} />
    </div>
  );
}

export function TestScraperPage() {
  return (
    <AdminOnly>
      <Page
        title="Portfolio Scraper"
        description="Import VCs from the OpenVC directory and scrape an investor's portfolio companies."
      >
        <ScraperConsole />
      </Page>
    </AdminOnly>
  );
}
