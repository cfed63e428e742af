import type { TPortfolioCompany, TScrapePortfolioResult } from '@core/contracts/crawls';
import { Badge } from '@web/components/ui/badge';
import { Card } from '@web/components/ui/card';
import { ExternalLink, Globe, MonitorPlay } from 'lucide-react';
import { websiteHref, websiteLabel } from './crawl-format';
import { FailureList } from './crawl-progress';

function initials(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  return (
    words
      .slice(0, 2)
      .map((w) => w[0]!.toUpperCase())
      .join('') || '?'
  );
}

/** One portfolio company as the scrape read it. */
function CompanyCard({ company }: { company: TPortfolioCompany }) {
  const href = websiteHref(company.website);
  return (
    <Card className="flex h-full min-w-0 flex-col p-5" data-testid="portfolio-company">
      <div className="flex items-start justify-between gap-3">
        <div className="flex min-w-0 items-center gap-3">
          <div
            aria-hidden="true"
            className="flex size-9 shrink-0 items-center justify-center rounded-md bg-secondary text-xs font-semibold text-secondary-foreground"
          >
            {initials(company.name)}
          </div>
          <h4 className="min-w-0 break-words text-base font-semibold leading-snug">{company.name}</h4>
        </div>
        {company.funding_stage ? (
          <Badge variant="info" className="shrink-0">
            <span className="sr-only">Stage: </span>
            {company.funding_stage}
          </Badge>
        ) : null}
      </div>
      <p className="mt-2 text-sm font-medium text-primary/90">
        {company.industry ?? <span className="font-normal text-muted-foreground">Industry not listed</span>}
      </p>
      <p className="mt-2 line-clamp-4 text-sm text-muted-foreground">
        {company.description ?? 'No description on the portfolio page.'}
      </p>
      {company.tags.length > 0 ? (
        <ul className="mt-4 flex flex-wrap gap-1.5" aria-label={`Tags for ${company.name}`}>
          {company.tags.map((tag) => (
            <li
              key={tag}
              className="rounded-md bg-secondary px-2 py-0.5 text-xs font-medium text-secondary-foreground"
            >
              {tag}
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mt-auto pt-4">
        {href ? (
          <a
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex max-w-full items-center gap-1.5 rounded-sm text-sm font-medium text-primary hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
          >
            <Globe aria-hidden="true" className="size-4 shrink-0" />
            <span className="truncate">{websiteLabel(href)}</span>
            <ExternalLink aria-hidden="true" className="size-3.5 shrink-0 text-muted-foreground" />
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        ) : (
          <span className="text-sm text-muted-foreground">No website listed</span>
        )}
      </div>
    </Card>
  );
}

/** The scrape's result: the investor and how many companies, how the page was read, then a card per company. */
export function PortfolioResults({ result }: { result: TScrapePortfolioResult }) {
  const site = websiteHref(result.investor.website);
  return (
    <section aria-labelledby="portfolio-heading" data-testid="portfolio-results" className="grid gap-4">
      <Card className="p-5">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <div className="min-w-0">
            <p className="text-xs font-medium uppercase tracking-wide text-muted-foreground">Portfolio of</p>
            <h3 id="portfolio-heading" className="mt-0.5 break-words text-xl font-semibold">
              {result.investor.name}
            </h3>
            {site ? (
              <a
                href={site}
                target="_blank"
                rel="noopener noreferrer"
                className="mt-1 inline-flex max-w-full items-center gap-1 rounded-sm text-sm text-muted-foreground hover:text-primary hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                <span className="truncate">{websiteLabel(site)}</span>
                <ExternalLink aria-hidden="true" className="size-3.5 shrink-0" />
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            ) : null}
          </div>
          <div className="flex items-baseline gap-2 sm:text-right">
            <span className="text-3xl font-bold tabular-nums text-primary" data-testid="companies-found">
              {result.companies_found}
            </span>
            <span className="text-sm text-muted-foreground">
              {result.companies_found === 1 ? 'company found' : 'companies found'}
            </span>
          </div>
        </div>
        <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2 border-t pt-4 text-xs text-muted-foreground">
          <span>
            Read from {result.pages.length} {result.pages.length === 1 ? 'page' : 'pages'}
          </span>
          {result.rendered ? (
            <span className="inline-flex items-center gap-1.5" data-testid="rendered-note">
              <MonitorPlay aria-hidden="true" className="size-3.5 text-primary" />
              The page needed JavaScript, so it was rendered in Chromium.
            </span>
          ) : null}
          {result.failures.length > 0 ? (
            <span className="text-destructive">
              {result.failures.length} {result.failures.length === 1 ? 'page' : 'pages'} failed
            </span>
          ) : null}
        </div>
        {result.failures.length > 0 ? <FailureList failures={result.failures} className="mt-3" /> : null}
      </Card>
      {result.companies.length === 0 ? (
        <Card className="px-6 py-12 text-center text-sm text-muted-foreground">
          No portfolio companies were found on {result.investor.name}&apos;s website.
        </Card>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Portfolio companies">
          {result.companies.map((company, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: two companies may share a name
            <li key={`${company.name}-${i}`} className="min-w-0">
              <CompanyCard company={company} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
