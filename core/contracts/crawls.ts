import { z } from 'zod';
import { ZCrawledPerson } from './investor-people';
import { ZLinkedinUrl } from './profiles';

/**
 * The crawlers' API (issue 6): the spec's server functions scrape-linkedin, import-openvc-data and
 * scrape-portfolio, each run as a workflow on the engine, and the admin consoles' helpers.
 *
 * | route                                      | who            | body / query                     | answer                          |
 * | ------------------------------------------ | -------------- | -------------------------------- | ------------------------------- |
 * | POST /api/functions/scrape-linkedin        | signed in      | { linkedinUrl }                  | TLinkedInProfile (waits)        |
 * | POST /api/functions/import-openvc-data     | admin          | TImportVcsRequest (all optional) | 202 { runId }                   |
 * | POST /api/functions/scrape-portfolio       | admin          | { investor_id }                  | 202 { runId }                   |
 * | GET  /api/admin/investor-options?q=        | admin          | q (optional), limit              | { investors: [{ id, name, website }] } |
 * | GET  /api/admin/crawl-runs?workflow=       | admin          | workflow (optional)              | { runs: TCrawlRun[] }           |
 * | GET  /api/runs/:id                         | creator, staff |                                  | the run, with `progress`        |
 *
 * A crawl's run: `status` 'running' | 'completed' | 'failed'; while running, `progress` is TCrawlProgress;
 * once completed, `result` is TImportVcsResult or TScrapePortfolioResult; once failed, `error` says why.
 */

export const ZScrapeLinkedinRequest = z.object({ linkedinUrl: ZLinkedinUrl });

/** The spec's scrape-linkedin response. */
export const ZLinkedInProfile = z.object({
  fullName: z.string(),
  headline: z.string().nullable(),
  skills: z.array(z.string()),
  isTechnical: z.boolean(),
});
export type TLinkedInProfile = z.infer<typeof ZLinkedInProfile>;

/** What 'Failed to process LinkedIn profile' stands on: the message of the 502 the route answers. */
export const LINKEDIN_FAILED = 'Failed to process LinkedIn profile';

/** A CSS selector, optionally `selector@attribute` to read an attribute instead of the text. */
const ZSelector = z.string().trim().min(1, 'A selector cannot be empty').max(300, 'Selector is too long');

const ZFieldRules = z
  .object({
    name: ZSelector,
    website: ZSelector,
    location: ZSelector,
    /** Every match is one stage. */
    stages: ZSelector,
    /** Every match is one sector. */
    sectors: ZSelector,
    checkSize: ZSelector,
    description: ZSelector,
  })
  .partial();

/** Extraction rules for a directory: list pages (items, optional detail link, next page) and detail pages. */
export const ZExtractionRules = z.object({
  list: z.object({
    /** One element per firm on a list page. */
    item: ZSelector,
    /** Inside an item: the link to the firm's detail page (its href). */
    detailLink: ZSelector.optional(),
    /** Inside an item: fields read from the list page itself. */
    fields: ZFieldRules.optional(),
    /** The link to the next list page (its href). */
    nextPage: ZSelector.optional(),
  }),
  /** Fields read from the detail page; they win over the list page's. */
  detail: z.object({ fields: ZFieldRules }).optional(),
});
export type TExtractionRules = z.infer<typeof ZExtractionRules>;

const ZHttpUrl = z
  .string()
  .trim()
  .url('Start URL must be a full http(s) URL')
  .max(2000, 'Start URL is too long')
  .refine((u) => /^https?:\/\//i.test(u), 'Start URL must use http or https');

/**
 * import-openvc-data: with no body, the built-in OpenVC recipe from its default start URL (or the one the
 * server is configured with); a recipe's start URLs can be replaced, or custom rules given.
 */
export const ZImportVcsRequest = z
  .object({
    recipe: z.enum(['openvc', 'custom']).default('openvc'),
    startUrls: z
      .array(ZHttpUrl)
      .min(1, 'Give at least one start URL')
      .max(20, 'At most 20 start URLs')
      .optional(),
    rules: ZExtractionRules.optional(),
    maxPages: z
      .number({ error: 'Max pages must be a number' })
      .int('Max pages must be a whole number')
      .min(1, 'Max pages must be at least 1')
      .max(1000, 'Max pages must be at most 1000')
      .optional(),
  })
  .refine((v) => v.recipe !== 'custom' || (v.rules && v.startUrls), {
    message: 'A custom import needs start URLs and extraction rules',
    path: ['rules'],
  });

export const ZCrawlFailure = z.object({ url: z.string(), code: z.string(), message: z.string() });

/** The spec's "stats with imported and skipped", with what was imported and why the others were skipped. */
export const ZImportVcsResult = z.object({
  imported: z.number(),
  skipped: z.number(),
  found: z.number(),
  pages: z.number(),
  investors: z.array(z.object({ id: z.string(), name: z.string() })),
  skippedFirms: z.array(
    z.object({ name: z.string(), reason: z.string(), existingId: z.string().nullable() }),
  ),
  failures: z.array(ZCrawlFailure),
});
export type TImportVcsResult = z.infer<typeof ZImportVcsResult>;

export const ZScrapePortfolioRequest = z.object({
  investor_id: z
    .string({ error: 'Please choose an investor to scrape' })
    .trim()
    .min(1, 'Please choose an investor to scrape')
    .max(200),
});

export const ZPortfolioCompany = z.object({
  name: z.string(),
  funding_stage: z.string().nullable(),
  description: z.string().nullable(),
  industry: z.string().nullable(),
  tags: z.array(z.string()),
  website: z.string().nullable(),
});
export type TPortfolioCompany = z.infer<typeof ZPortfolioCompany>;

/** The spec's scrape result: companies_found, investor, companies; plus where they were read and how. */
export const ZScrapePortfolioResult = z.object({
  companies_found: z.number(),
  investor: z.object({ id: z.string(), name: z.string(), website: z.string().nullable() }),
  companies: z.array(ZPortfolioCompany),
  pages: z.array(z.string()),
  /** True when the page needed JavaScript and was read in Chromium. */
  rendered: z.boolean(),
  failures: z.array(ZCrawlFailure),
  /** The people its team page names (issue 33; absent in scrapes recorded before the team step). */
  people_found: z.number().optional(),
  people: z.array(ZCrawledPerson).optional(),
});
export type TScrapePortfolioResult = z.infer<typeof ZScrapePortfolioResult>;

const ZCrawlProgress = z.object({
  pagesDone: z.number(),
  pagesFailed: z.number(),
  pagesQueued: z.number(),
  itemsFound: z.number(),
});
export type TCrawlProgress = z.infer<typeof ZCrawlProgress>;

export const CRAWL_WORKFLOWS = ['importVcs', 'scrapePortfolio', 'scrapeLinkedin'] as const;

export const ZCrawlRunsQuery = z.object({
  workflow: z.enum(CRAWL_WORKFLOWS).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

/** A crawl in the run history. */
const ZCrawlRun = z.object({
  id: z.string(),
  workflow: z.enum(CRAWL_WORKFLOWS),
  status: z.enum(['running', 'completed', 'failed', 'cancelled']),
  /** The investor id for a portfolio scrape, the start URL for an import, the profile URL for LinkedIn. */
  target: z.string().nullable(),
  progress: ZCrawlProgress.nullable(),
  result: z.unknown(),
  error: z.string().nullable(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type TCrawlRun = z.infer<typeof ZCrawlRun>;
export const ZCrawlRuns = z.object({ runs: z.array(ZCrawlRun) });
export type TCrawlRuns = z.infer<typeof ZCrawlRuns>;

export const ZInvestorOptionsQuery = z.object({
  q: z.string().trim().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export type TInvestorOptions = z.infer<typeof ZInvestorOptions>;

/** The scraper's selector: investors by name, with the website a crawl of theirs starts from. */
export const ZInvestorOptions = z.object({
  investors: z.array(z.object({ id: z.string(), name: z.string(), website: z.string().nullable() })),
});

/*
 * The API testing console's other tabs (admin only):
 *
 * | tab          | route                                        | body                                              | answer                                    |
 * | ------------ | -------------------------------------------- | ------------------------------------------------- | ----------------------------------------- |
 * | Analyze Idea | POST /api/functions/analyze-idea             | { ideaId }                                        | 202 { runId } (then GET /api/runs/:id)    |
 * | Onboarding   | POST /api/functions/analyze-onboarding       | { background, ideaDescription, fundraisingGoal, role } | { role, investors: [{ id, name, score }], profileText } |
 * | Embeddings   | POST /api/functions/generate-embeddings      | { type: 'idea' or 'profile', id }                 | { type, id, outcome, model, dims }        |
 * | Advisor      | GET  /api/advisor/recommendations            |                                                   | { recommendations } (advisors only)       |
 * | LinkedIn     | POST /api/functions/scrape-linkedin          | { linkedinUrl }                                   | TLinkedInProfile                          |
 * | Portfolio    | POST /api/functions/scrape-portfolio         | { investor_id }                                   | 202 { runId }                             |
 * | Import VCs   | POST /api/functions/import-openvc-data       | TImportVcsRequest                                 | 202 { runId }                             |
 * | Database     | GET  /api/admin/database                     |                                                   | { tables: [{ name, rows }], samples }     |
 * | RPC          | POST /api/rpc/get_user_primary_role          | { uid }                                           | { role }                                  |
 */

export const ZAnalyzeIdeaFunction = z.object({
  ideaId: z.string({ error: 'Idea id is required' }).trim().uuid('Idea id must be a UUID'),
});

export const ZAnalyzeOnboardingFunction = z.object({
  background: z.string().trim().max(5000, 'Background must be at most 5000 characters').default(''),
  ideaDescription: z
    .string({ error: 'Idea description is required' })
    .trim()
    .min(1, 'Idea description is required')
    .max(5000, 'Idea description must be at most 5000 characters'),
  fundraisingGoal: z
    .string()
    .trim()
    .max(1000, 'Fundraising goal must be at most 1000 characters')
    .default(''),
  role: z
    .enum(['founder', 'advisor', 'investor'], 'Role must be founder, advisor or investor')
    .default('founder'),
});

export const ZGenerateEmbeddingsFunction = z.object({
  type: z.enum(['idea', 'profile'], 'Type must be idea or profile'),
  id: z.string({ error: 'Id is required' }).trim().min(1, 'Id is required').max(200),
});

export const ZPrimaryRoleRpc = z.object({
  uid: z.string({ error: 'uid is required' }).trim().min(1, 'uid is required').max(200),
});
