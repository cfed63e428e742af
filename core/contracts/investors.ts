import { z } from 'zod';
import { REGIONS, ROUND_STAGES, roundStageOf } from './round';
import { FOCUS_TAGS, INVESTOR_STATUSES, STAGE_TAGS } from './vocabulary';

export const ZRecentInvestment = z.object({
  company: z.string(),
  round: z.string().nullable(),
  /** The whole round's size in US dollars (not this investor's share), when known. */
  amount: z.number().nullable(),
  year: z.number().int().nullable(),
});

/**
 * Where the investor data comes from and the date it describes (issue 19: the data's age is never hidden). The deal
 * history ends in 2013 while the firm directory is of 2026, so every answer about investors carries these.
 */
export const ZDataSource = z.object({
  id: z
    .enum(['deal_history', 'firm_directory', 'investor_profiles'])
    .describe('What part of the data this source gives.'),
  name: z.string().describe('Who published it.'),
  provides: z.string().describe('Which investor fields come from it.'),
  as_of: z
    .string()
    .nullable()
    .describe(
      'The date it describes: YYYY-MM-DD, or YYYY-MM for a monthly release; null when it does not say.',
    ),
  licence: z.string(),
  url: z.string(),
});
export type TDataSource = z.infer<typeof ZDataSource>;

/** An investor as the app and the public API show it (spec §3, plus what the data build knows). */
export const ZInvestor = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  location: z.string().nullable(),
  country: z.string().nullable(),
  website: z.string().nullable(),
  status: z
    .enum(INVESTOR_STATUSES)
    .describe(
      'Activity in the deal history, relative to status_as_of: hot for a deal in the 3 months before it, warm for one in the 12 months before it, cold otherwise.',
    ),
  /**
   * The date `status` is relative to: the end of the deal history (YYYY-MM-DD), not today. Every answer of the API
   * carries it; it is optional in the type only for investors built outside the directory (agents' test fixtures).
   */
  status_as_of: z
    .string()
    .nullable()
    .optional()
    .describe('The date status is relative to: the end of the deal history (YYYY-MM-DD), not today.'),
  stages: z.array(z.string()),
  focus_areas: z.array(z.string()),
  /** Thousands of US dollars. */
  check_size_min: z.number().nullable(),
  check_size_max: z.number().nullable(),
  /** 'stated' by the investor or a directory, or 'estimated' from the rounds it joined. */
  check_size_source: z.enum(['stated', 'estimated']).nullable(),
  recent_investments: z.array(ZRecentInvestment),
  investment_count: z.number().int(),
  last_investment_date: z
    .string()
    .nullable()
    .describe('The date of its last known deal in the deal history.'),
  firm_type: z.string().nullable(),
  /** Whether it leads rounds, as the 2026 directory states; null when unknown. */
  leads_rounds: z.boolean().nullable(),
  /** Countries (ISO alpha-2) it says it invests in, beside its HQ's. */
  invests_in: z.array(z.string()),
  /** Portfolio companies the 2026 directory counts; null when unknown. */
  portfolio_count: z.number().int().nullable(),
  /** The stages and focus areas the directories state (2026), apart from those read from its deals. */
  stated_stages: z.array(z.string()),
  stated_focus: z.array(z.string()),
});
export type TInvestor = z.infer<typeof ZInvestor>;

export const INVESTOR_SORTS = ['relevance', 'name', 'recent', 'activity', 'check_size'] as const;
const DEFAULT_PAGE_SIZE = 24;
export const MAX_PAGE_SIZE = 100;

/** A comma-separated (or repeated) query parameter whose values must be among `accepted`. */
const csv = (name: string, accepted: readonly string[], max: number) =>
  z
    .union([z.string(), z.array(z.string())])
    .transform((v) =>
      (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim().toLowerCase()).filter(Boolean),
    )
    .pipe(
      z
        .array(
          z.string().refine((s) => accepted.includes(s), {
            message: `${name} must be among ${accepted.join(', ')}`,
          }),
        )
        .max(max, `${name} may list at most ${max} values`),
    );

const thousands = (name: string) =>
  z.coerce
    .number({ error: `${name} must be a number of thousands of dollars` })
    .int(`${name} must be a whole number of thousands of dollars`)
    .min(0, `${name} must be 0 or more`)
    .max(10_000_000, `${name} is too large`);

/** Search and filters shared by GET /api/investors and GET /api/v1/investors. Query-string friendly. */
export const ZSearchInvestorsQuery = z
  .object({
    q: z.string().trim().max(200, 'q must be at most 200 characters').optional(),
    status: z
      .enum(['all', ...INVESTOR_STATUSES], 'status must be one of all, hot, warm, cold')
      .optional()
      .transform((s) => (s === 'all' ? undefined : s)),
    stage: csv('stage', STAGE_TAGS, 10).optional(),
    focus: csv('focus', FOCUS_TAGS, 10).optional(),
    location: z.string().trim().max(100, 'location must be at most 100 characters').optional(),
    check_min: thousands('check_min').optional(),
    check_max: thousands('check_max').optional(),
    sort: z.enum(INVESTOR_SORTS, `sort must be one of ${INVESTOR_SORTS.join(', ')}`).optional(),
    limit: z.coerce
      .number({ error: 'limit must be a number' })
      .int('limit must be a whole number')
      .min(1, 'limit must be at least 1')
      .max(MAX_PAGE_SIZE, `limit must be at most ${MAX_PAGE_SIZE}`)
      .default(DEFAULT_PAGE_SIZE),
    cursor: z.string().max(200, 'cursor is not valid').optional(),
  })
  .refine((v) => v.check_min === undefined || v.check_max === undefined || v.check_min <= v.check_max, {
    message: 'check_min cannot be greater than check_max',
    path: ['check_min'],
  });
export type TSearchInvestorsQuery = z.infer<typeof ZSearchInvestorsQuery>;

/** How a location filter was read ("Sao Paulo" → São Paulo, BR), so the page can say it. */
const ZLocationReading = z.object({
  input: z.string(),
  reading: z
    .string()
    .nullable()
    .describe('How it was read, e.g. "Sao Paulo → São Paulo, BR"; null when not read.'),
  alternatives: z.array(z.string()).describe('Other places the same name may mean.'),
  unread: z.string().nullable().describe('The words that could not be read as a place.'),
});

export type TLocationReading = z.infer<typeof ZLocationReading>;

export const ZSearchInvestorsResponse = z.object({
  investors: z.array(ZInvestor),
  /** The location filter as read, when one was given. */
  location: ZLocationReading.nullable(),
  /** How many investors match the search and filters in all. */
  total: z.number().int(),
  /** Pass as `cursor` to get the next page; null on the last page. */
  next_cursor: z.string().nullable(),
  /** Date of the latest deal in the data, so users can tell how fresh it is. */
  as_of: z.string(),
  sources: z.array(ZDataSource),
});
export type TSearchInvestorsResponse = z.infer<typeof ZSearchInvestorsResponse>;

/** Stages a match request names; common spellings ("Series A", "series_a", "angel", "Series D") are read as these. */
export const MATCH_STAGES = ROUND_STAGES;

/** POST /api/v1/match: what a founder would tell us about the round. */
export const ZMatchRequest = z.object({
  idea: z.string().trim().min(1, 'idea is required').max(5000, 'idea must be at most 5000 characters'),
  stage: z
    .preprocess(
      (v) => (typeof v === 'string' ? (roundStageOf(v) ?? v) : v),
      z.enum(MATCH_STAGES, `stage must be one of ${MATCH_STAGES.join(', ')}`),
    )
    .optional(),
  /** The idea's sectors, when the caller knows them; otherwise read from the idea's words. */
  focus: z
    .array(z.enum(FOCUS_TAGS, `focus must be among ${FOCUS_TAGS.join(', ')}`))
    .max(10, 'focus may name at most 10 sectors')
    .optional(),
  /**
   * Target check size in thousands of US dollars. A JSON number: the query string's coercion would read null as 0
   * and true as 1 (found by schemathesis), and match a founder raising nothing.
   */
  check_size: z
    .number({ error: 'check_size must be a number of thousands of dollars' })
    .int('check_size must be a whole number of thousands of dollars')
    .min(0, 'check_size must be 0 or more')
    .max(10_000_000, 'check_size is too large')
    .optional(),
  location: z.string().trim().max(100, 'location must be at most 100 characters').optional(),
  /** The founder's company, when it has raised before: its investors and their co-investors rank higher. */
  company: z.string().trim().max(200, 'company must be at most 200 characters').optional(),
  limit: z.number().int().min(1, 'limit must be at least 1').max(50, 'limit must be at most 50').default(20),
});
export type TMatchRequest = z.infer<typeof ZMatchRequest>;

export const ZMatchDimension = z.object({
  dimension: z.enum(['geography', 'stage', 'check_size', 'sector', 'activity', 'network', 'portfolio']),
  score: z.number().min(0).max(1),
  reason: z.string(),
});

export const ZInvestorMatch = z.object({
  investor: ZInvestor,
  /** Overall fit in [0, 1]. */
  score: z.number().min(0).max(1),
  dimensions: z.array(ZMatchDimension),
});
export type TInvestorMatch = z.infer<typeof ZInvestorMatch>;

const ZReadFrom = z
  .enum(['request', 'idea'])
  .nullable()
  .describe(
    'Where the value came from: the request field, or the idea’s own words; null when neither gave one.',
  );

/** How the matcher read the round, said back so a caller sees what was read, from where, and what was not. */
const ZMatchReading = z.object({
  location: z.object({
    input: z.string().nullable().describe('The location as sent.'),
    reading: z
      .string()
      .nullable()
      .describe('How it was read, e.g. "London → London, GB"; null when no place was read.'),
    city: z.string().nullable(),
    country: z.string().nullable().describe('ISO 3166-1 alpha-2.'),
    region: z.enum(REGIONS).nullable(),
    alternatives: z.array(z.string()).describe('Other places the same name may mean, e.g. "Cambridge, GB".'),
    from: ZReadFrom,
  }),
  stage: z.enum(ROUND_STAGES).nullable(),
  stage_from: ZReadFrom,
  check_size: z.number().nullable().describe('The raise in thousands of US dollars.'),
  check_size_from: ZReadFrom,
  focus: z.array(z.string()),
  focus_from: ZReadFrom,
  notes: z.array(z.string()).describe('What could not be read, and choices the caller may correct.'),
});
export type TMatchReading = z.infer<typeof ZMatchReading>;

export const ZMatchResponse = z.object({
  round: ZMatchReading,
  matches: z.array(ZInvestorMatch),
  /** How many investors fit the round in all; the list is never padded with investors who do not. */
  fitting: z.number().int(),
  as_of: z.string(),
  sources: z.array(ZDataSource),
});

/** GET /api/v1/investors/{id}: the investor, with the dates and sources of the data it comes from. */
export const ZInvestorResponse = ZInvestor.extend({ as_of: z.string(), sources: z.array(ZDataSource) });

const ZPortfolioCompany = z.object({
  id: z.string(),
  name: z.string(),
  industry: z.string().nullable(),
  sectors: z.array(z.string()),
  location: z.string().nullable(),
  funding_total_usd: z.number().nullable(),
  rounds: z.array(
    z.object({
      round: z.string().nullable(),
      funded_at: z.string().nullable(),
      amount_usd: z.number().nullable(),
    }),
  ),
});
/** A company the investor's own website lists (read by the portfolio crawler). */
const ZWebsiteCompany = z.object({
  name: z.string(),
  funding_stage: z.string().nullable(),
  description: z.string().nullable(),
  industry: z.string().nullable(),
  tags: z.array(z.string()),
  website: z.string().nullable(),
  scraped_at: z.string(),
});

export const ZPortfolioResponse = z.object({
  investor: z.object({ id: z.string(), name: z.string() }),
  /** The companies of the funding rounds it joined (the shipped data). */
  companies: z.array(ZPortfolioCompany),
  /** The companies its website lists, when its portfolio was scraped; empty otherwise. */
  website_companies: z.array(ZWebsiteCompany),
  as_of: z.string(),
  sources: z.array(ZDataSource),
});

/** GET /api/investors/featured: the investors the landing page shows. */
export const ZFeaturedInvestors = z.object({ investors: z.array(ZInvestor) });
export type TFeaturedInvestors = z.infer<typeof ZFeaturedInvestors>;

/** GET /api/investors/meta: how old the data is, how many investors it holds, and where it comes from. */
export const ZInvestorsMeta = z.object({
  as_of: z.string(),
  total: z.number(),
  sources: z.array(ZDataSource),
});
export type TInvestorsMeta = z.infer<typeof ZInvestorsMeta>;
