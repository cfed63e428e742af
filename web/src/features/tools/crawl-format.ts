import {
  type TCrawlRun,
  type TImportVcsResult,
  type TScrapePortfolioResult,
  ZImportVcsResult,
  ZScrapePortfolioResult,
} from '@core/contracts/crawls';
import { progressSummary } from './crawl-run';

const WORKFLOW_LABELS: Record<TCrawlRun['workflow'], string> = {
  importVcs: 'Import VCs',
  scrapePortfolio: 'Portfolio scrape',
  scrapeLinkedin: 'LinkedIn profile',
};

/** What each crawl extracts, singular and plural, for its progress line. */
const ITEM_NOUNS: Record<TCrawlRun['workflow'], [string, string]> = {
  importVcs: ['firm', 'firms'],
  scrapePortfolio: ['company', 'companies'],
  scrapeLinkedin: ['field', 'fields'],
};

export function workflowLabel(workflow: string): string {
  return WORKFLOW_LABELS[workflow as TCrawlRun['workflow']] ?? workflow;
}

/** The import's result when it has the contract's shape, else null (an older or foreign run). */
export function asImportResult(result: unknown): TImportVcsResult | null {
  const parsed = ZImportVcsResult.safeParse(result);
  return parsed.success ? parsed.data : null;
}

export function asPortfolioResult(result: unknown): TScrapePortfolioResult | null {
  const parsed = ZScrapePortfolioResult.safeParse(result);
  return parsed.success ? parsed.data : null;
}

/** "850 ms", "12 s", "2 min 5 s", "1 h 3 min". */
export function formatDuration(ms: number): string {
  if (!Number.isFinite(ms) || ms < 0) return '';
  if (ms < 1_000) return `${Math.round(ms)} ms`;
  const s = Math.floor(ms / 1_000);
  if (s < 60) return `${s} s`;
  const min = Math.floor(s / 60);
  if (min < 60) return s % 60 ? `${min} min ${s % 60} s` : `${min} min`;
  const h = Math.floor(min / 60);
  return min % 60 ? `${h} h ${min % 60} min` : `${h} h`;
}

/** How long the run took, or has been going for. */
export function runDuration(run: Pick<TCrawlRun, 'startedAt' | 'finishedAt'>, now: number): string {
  const start = Date.parse(run.startedAt);
  if (Number.isNaN(start)) return '';
  const end = run.finishedAt ? Date.parse(run.finishedAt) : now;
  return formatDuration(Math.max(0, (Number.isNaN(end) ? now : end) - start));
}

/** "just now", "4 min ago", "3 h ago", then the date and time. */
export function formatStarted(iso: string, now: number): string {
  const t = Date.parse(iso);
  if (Number.isNaN(t)) return '';
  const ago = Math.max(0, now - t);
  if (ago < 45_000) return 'just now';
  if (ago < 3_600_000) return `${Math.max(1, Math.round(ago / 60_000))} min ago`;
  if (ago < 24 * 3_600_000) return `${Math.round(ago / 3_600_000)} h ago`;
  return new Date(t).toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
}

/** What a crawl did so far, in one line: its progress while running, its counts once done, else its error. */
export function runSummary(run: TCrawlRun): string {
  if (run.status === 'running')
    return progressSummary(run.progress, ITEM_NOUNS[run.workflow] ?? ['item', 'items']);
  if (run.status === 'failed' || run.status === 'cancelled')
    return run.error ?? (run.status === 'cancelled' ? 'Cancelled' : 'Failed');
  if (run.workflow === 'importVcs') {
    const r = asImportResult(run.result);
    if (r)
      return `Imported ${r.imported}, skipped ${r.skipped} · ${r.pages} ${r.pages === 1 ? 'page' : 'pages'}`;
  }
  if (run.workflow === 'scrapePortfolio') {
    const r = asPortfolioResult(run.result);
    if (r) return `${r.companies_found} ${r.companies_found === 1 ? 'company' : 'companies'} found`;
  }
  return 'Completed';
}

/** Who or what the crawl was about: the investor's name once known, else the URL without its scheme. */
export function runTarget(run: TCrawlRun, names: ReadonlyMap<string, string> = new Map()): string {
  if (run.workflow === 'scrapePortfolio') {
    const r = asPortfolioResult(run.result);
    if (r) return r.investor.name;
    if (run.target) return names.get(run.target) ?? run.target;
    return 'Unknown investor';
  }
  if (run.workflow === 'importVcs') {
    if (!run.target || run.target === 'openvc') return 'OpenVC directory';
    if (run.target === 'custom') return 'Custom rules';
  }
  if (!run.target) return '—';
  return run.target.replace(/^https?:\/\//i, '').replace(/\/$/, '');
}

/** Newest first, whatever order the server answered in. */
export function sortRuns(runs: readonly TCrawlRun[]): TCrawlRun[] {
  return [...runs].sort((a, b) => Date.parse(b.startedAt) - Date.parse(a.startedAt));
}

/** A company website as a link: bare domains get https://, anything but http(s) is not linked. */
export function websiteHref(website: string | null): string | null {
  if (!website) return null;
  const w = website.trim();
  if (/^https?:\/\//i.test(w)) return w;
  if (/^[a-z0-9-]+(\.[a-z0-9-]+)+(\/.*)?$/i.test(w)) return `https://${w}`;
  return null;
}

/** The website without scheme, "www." and trailing slash, to show as the link's text. */
export function websiteLabel(href: string): string {
  return href
    .replace(/^https?:\/\//i, '')
    .replace(/^www\./i, '')
    .replace(/\/$/, '');
}
