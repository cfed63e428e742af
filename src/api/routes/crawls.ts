import {
  CRAWL_WORKFLOWS,
  LINKEDIN_FAILED,
  type TCrawlProgress,
  type TCrawlRun,
  ZCrawlRuns,
  ZCrawlRunsQuery,
  ZImportVcsRequest,
  ZInvestorOptions,
  ZInvestorOptionsQuery,
  ZLinkedInProfile,
  ZScrapeLinkedinRequest,
  ZScrapePortfolioRequest,
} from '../../../core/contracts/crawls';
import { ZRunStarted } from '../../../core/contracts/runs';
import { FINAL_EVENT_TYPES, type Run, type WorkflowEngine } from '../../../workflows/engine/engine';
import { startOnce } from '../../domain/start-once';
import { findInvestorSite, searchInvestorOptions } from '../../investors/investor.repository';
import type { DefineRoute } from '../access';
import type { AppDeps } from '../deps';
import { AppError } from '../errors';

/** How long scrape-linkedin waits for its run: the crawl's own cap is 20 s. */
const LINKEDIN_WAIT_MS = 30_000;

/**
 * The crawlers' routes (contracts in src/contracts/crawls.ts). Every crawl is a workflow run: the admin ones answer
 * 202 with the run's id at once (GET /api/runs/:id shows its progress and result); scrape-linkedin waits for its
 * run, as onboarding needs the answer before step 2.
 */
export function registerCrawlRoutes(defineRoute: DefineRoute, deps: AppDeps) {
  defineRoute({
    method: 'post',
    path: '/functions/scrape-linkedin',
    access: 'signed-in',
    body: ZScrapeLinkedinRequest,
    response: ZLinkedInProfile,
    handler: async ({ caller, body }) => {
      const runId = await startOnce(
        deps.engine,
        'scrapeLinkedin',
        { linkedinUrl: body.linkedinUrl },
        { subjectType: 'profile', subjectId: caller!.id, createdBy: caller!.id },
        'Your LinkedIn profile is already being read',
      );
      const run = await waitForRun(deps.engine, runId, LINKEDIN_WAIT_MS);
      if (run.status === 'completed') return ZLinkedInProfile.parse(run.result);
      // Nothing is invented: the user is told and types the fields instead.
      throw new AppError(
        'upstream_failed',
        run.status === 'running'
          ? `${LINKEDIN_FAILED}: LinkedIn did not answer in time`
          : `${LINKEDIN_FAILED}: ${reason(run.error)}`,
      );
    },
  });

  defineRoute({
    method: 'post',
    path: '/functions/import-openvc-data',
    access: ['admin'],
    body: ZImportVcsRequest.optional(),
    status: 202,
    response: ZRunStarted,
    handler: async ({ caller, body }) => {
      const input = body ?? { recipe: 'openvc' as const };
      const target = input.startUrls?.[0] ?? (input.recipe === 'openvc' ? 'openvc' : 'custom');
      const runId = await startOnce(
        deps.engine,
        'importVcs',
        input,
        { subjectType: 'directory', subjectId: target, createdBy: caller!.id },
        'This directory is already being imported',
      );
      return { runId };
    },
  });

  defineRoute({
    method: 'post',
    path: '/functions/scrape-portfolio',
    access: ['admin'],
    body: ZScrapePortfolioRequest,
    status: 202,
    response: ZRunStarted,
    handler: async ({ caller, body }) => {
      const investor = await findInvestorSite(deps.db, body.investor_id);
      if (!investor) throw new AppError('not_found', 'Investor not found', 'investor_id');
      if (!investor.website)
        throw new AppError('bad_request', 'This investor has no website to scrape', 'investor_id');
      const runId = await startOnce(
        deps.engine,
        'scrapePortfolio',
        // The team step too (issue 33): runs without the flag were recorded before it.
        { investorId: investor.id, team: true },
        { subjectType: 'investor', subjectId: investor.id, createdBy: caller!.id },
        "This investor's portfolio is already being scraped",
      );
      return { runId };
    },
  });

  // The scraper's investor selector: id and name ordered by name (spec §7), searched, as there are 20K of them.
  defineRoute({
    method: 'get',
    path: '/admin/investor-options',
    access: ['admin'],
    query: ZInvestorOptionsQuery,
    response: ZInvestorOptions,
    handler: async ({ query }) => {
      const investors = await searchInvestorOptions(deps.db, query);
      return { investors };
    },
  });

  defineRoute({
    method: 'get',
    path: '/admin/crawl-runs',
    access: ['admin'],
    query: ZCrawlRunsQuery,
    response: ZCrawlRuns,
    handler: async ({ query }) => {
      const workflows = query.workflow ? [query.workflow] : CRAWL_WORKFLOWS;
      const lists = await Promise.all(
        workflows.map((workflow) => deps.engine.list({ workflow }, { limit: query.limit, offset: 0 })),
      );
      const runs = lists
        .flatMap((l) => l.runs)
        .sort((a, b) => b.startedAt.getTime() - a.startedAt.getTime())
        .slice(0, query.limit)
        .map(toCrawlRun);
      return { runs };
    },
  });
}

/** The run once it has finished, or as it is when `timeoutMs` is up. */
async function waitForRun(engine: WorkflowEngine, runId: string, timeoutMs: number): Promise<Run> {
  const deadline = Date.now() + timeoutMs;
  let wake: () => void = () => {};
  const unsubscribe = engine.subscribe(runId, (event) => {
    if ((FINAL_EVENT_TYPES as readonly string[]).includes(event.type)) wake();
  });
  try {
    for (;;) {
      const run = await engine.get(runId);
      if (!run) throw new AppError('not_found', 'Run not found');
      if (run.status !== 'running' || Date.now() >= deadline) return run;
      // Woken by the run's last event on this process, or polled (another process may drive it).
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.min(500, Math.max(0, deadline - Date.now())));
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
  } finally {
    unsubscribe();
  }
}

/** A run's error as a person reads it: without the engine's "Activity x failed:" prefix. */
function reason(error: string | null): string {
  return (error ?? 'unknown error').replace(/^Activity \w+ failed:\s*/i, '');
}

function toCrawlRun(run: Run): TCrawlRun {
  const input = (run.input ?? {}) as Record<string, unknown>;
  const target =
    run.workflow === 'scrapePortfolio'
      ? String(input.investorId ?? '')
      : run.workflow === 'scrapeLinkedin'
        ? String(input.linkedinUrl ?? '')
        : run.subjectId;
  return {
    id: run.id,
    workflow: run.workflow as TCrawlRun['workflow'],
    status: run.status,
    target: target || null,
    progress: (run.progress ?? null) as TCrawlProgress | null,
    result: run.result,
    error: run.error ? reason(run.error) : null,
    startedAt: run.startedAt.toISOString(),
    finishedAt: run.finishedAt?.toISOString() ?? null,
  };
}
