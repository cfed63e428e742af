import { z } from 'zod';
import { stageNames } from './vocabulary';

/**
 * The fundraising pipeline (issue 10): one round per idea, its investors moving through stages, private to the
 * idea's founder (every route answers 403 to anyone else, 404 for an unknown idea).
 *
 * | route                                                        | body / query                  | answer                          |
 * | ------------------------------------------------------------ | ----------------------------- | ------------------------------- |
 * | GET    /api/ideas/:id/pipeline                               |                               | TPipeline                       |
 * | PUT    /api/ideas/:id/pipeline/round                         | TRoundInput                   | TPipeline                       |
 * | POST   /api/ideas/:id/pipeline/entries                       | TNewEntry                     | 201 TPipelineEntry; 409 if that investor is already in |
 * | PATCH  /api/ideas/:id/pipeline/entries/:entryId              | TEntryChanges                 | TPipelineEntry                  |
 * | DELETE /api/ideas/:id/pipeline/entries/:entryId              |                               | 204                             |
 * | POST   /api/ideas/:id/pipeline/entries/:entryId/notes        | { text }                      | 201 TTimelineEvent              |
 * | GET    /api/ideas/:id/pipeline/entries/:entryId/timeline     |                               | { events: TTimelineEvent[] }    |
 * | GET    /api/ideas/:id/pipeline/export.csv                    |                               | text/csv attachment             |
 * | POST   /api/ideas/:id/pipeline/import                        | { csv } (the export's columns) | { added, updated, errors: [{ line, message }] } |
 * | GET    /api/follow-ups                                       |                               | { due: TFollowUp[] } (today or overdue, all the founder's ideas) |
 *
 * Money is in whole US dollars. Dates are YYYY-MM-DD. Moving a card is a PATCH of `stage` (and `position`, its
 * place in the column, 0-based); every stage change, note and intro edit lands on the entry's timeline.
 */

export const PIPELINE_STAGES = [
  'need_to_reach_out',
  'waiting_for_intro',
  'contacted',
  'meeting',
  'due_diligence',
  'term_sheet',
  'committed',
  'passed',
] as const;
export type PipelineStage = (typeof PIPELINE_STAGES)[number];

export const PIPELINE_STAGE_LABELS: Record<PipelineStage, string> = {
  need_to_reach_out: 'Need to reach out',
  waiting_for_intro: 'Waiting for intro',
  contacted: 'Contacted',
  meeting: 'Meeting',
  due_diligence: 'Due diligence',
  term_sheet: 'Term sheet',
  committed: 'Committed',
  passed: 'Passed',
};

const ZMoney = (label: string) =>
  z
    .number({ error: `${label} must be a number of dollars` })
    .int(`${label} must be whole dollars`)
    .min(0, `${label} cannot be negative`)
    .max(10_000_000_000, `${label} is too large`);

const ZDate = (label: string) =>
  z
    .string({ error: `${label} must be a date` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date (YYYY-MM-DD)`)
    .refine(isCalendarDate, `${label} must be a real date`);

/** A YYYY-MM-DD that names a day of the calendar (not 2026-02-31). */
export function isCalendarDate(d: string): boolean {
  const t = Date.parse(`${d}T00:00:00Z`);
  return !Number.isNaN(t) && new Date(t).toISOString().slice(0, 10) === d;
}

/** The stages of a round a founder tracks in their pipeline: a founder's round stages, with a bridge round. */
export const PIPELINE_ROUND_STAGES = stageNames(
  'pre-seed',
  'seed',
  'series-a',
  'series-b',
  'series-c+',
  'bridge',
);

export const ZRoundInput = z.object({
  target_amount: ZMoney('Target amount').min(1, 'Target amount must be more than 0'),
  stage: z.enum(
    PIPELINE_ROUND_STAGES,
    'Stage must be pre-seed, seed, series-a, series-b, series-c+ or bridge',
  ),
  close_date: ZDate('Close date').nullable().default(null),
});
export type TRoundInput = z.infer<typeof ZRoundInput>;

const ZName = z
  .string()
  .trim()
  .min(1, 'Investor name is required')
  .max(200, 'Investor name must be at most 200 characters');

/** An investor of our database (investor_id), or one typed by hand (name, with optional firm and e-mail). */
export const ZNewEntry = z
  .object({
    investor_id: z.string().trim().min(1).max(200).optional(),
    name: ZName.optional(),
    firm: z.string().trim().max(200, 'Firm must be at most 200 characters').optional(),
    email: z.string().trim().max(255).pipe(z.email('Invalid email address')).optional(),
    stage: z.enum(PIPELINE_STAGES, 'Unknown pipeline stage').default('need_to_reach_out'),
    expected_amount: ZMoney('Expected amount').nullable().optional(),
    /** Where it was added from (shown on the timeline). */
    source: z.enum(['matches', 'investors', 'manual', 'import', 'interest']).default('manual'),
  })
  .refine((v) => v.investor_id || v.name, { message: 'Investor name is required', path: ['name'] });
export type TNewEntry = z.infer<typeof ZNewEntry>;

export const ZEntryChanges = z
  .object({
    stage: z.enum(PIPELINE_STAGES, 'Unknown pipeline stage'),
    position: z.number().int().min(0).max(10_000),
    pass_reason: z.string().trim().max(1000, 'Reason must be at most 1000 characters').nullable(),
    expected_amount: ZMoney('Expected amount').nullable(),
    committed_amount: ZMoney('Committed amount').nullable(),
    next_follow_up: ZDate('Next follow-up').nullable(),
    intro_subject: z.string().trim().max(300, 'Subject must be at most 300 characters').nullable(),
    intro_body: z.string().trim().max(10_000, 'Intro must be at most 10000 characters').nullable(),
    email: z.string().trim().max(255).pipe(z.email('Invalid email address')).nullable(),
  })
  .partial()
  .strict()
  .refine((v) => Object.keys(v).length > 0, 'Nothing to update');
export type TEntryChanges = z.infer<typeof ZEntryChanges>;

export const ZNoteRequest = z.object({
  text: z
    .string({ error: 'Note is required' })
    .trim()
    .min(1, 'Note is required')
    .max(5000, 'Note must be at most 5000 characters'),
});

export const ZImportRequest = z.object({
  csv: z
    .string({ error: 'Choose a CSV file' })
    .min(1, 'The CSV file is empty')
    .max(2_000_000, 'The CSV file is too large (2 MB at most)'),
});

const ZWarmPath = z.object({
  /** Advisors who showed interest in the idea (they may introduce you). */
  advisors: z.array(
    z.object({ id: z.string(), full_name: z.string().nullable(), interest_level: z.string() }),
  ),
  /** Investors already committed in this round who co-invested with this one in the data. */
  coInvestors: z.array(z.object({ investor_id: z.string(), name: z.string(), deals: z.number() })),
  /** The founder's own contact who can introduce them (issue 33), filled when the investor was added. */
  contact: z
    .object({
      id: z.string(),
      name: z.string(),
      company: z.string().nullable(),
      position: z.string().nullable(),
    })
    .nullable(),
});
export type TWarmPath = z.infer<typeof ZWarmPath>;

export const ZPipelineEntry = z.object({
  id: z.string(),
  investor_id: z.string().nullable(),
  name: z.string(),
  firm: z.string().nullable(),
  email: z.string().nullable(),
  website: z.string().nullable(),
  /** Made from the investor's own Interested on Roundwise (issue 21), not added by the founder from elsewhere. */
  from_interest: z.boolean(),
  stage: z.enum(PIPELINE_STAGES),
  position: z.number(),
  pass_reason: z.string().nullable(),
  expected_amount: z.number().nullable(),
  committed_amount: z.number().nullable(),
  next_follow_up: z.string().nullable(),
  /** The intro drafted for this investor by the idea's analysis (editable), if any. */
  intro_subject: z.string().nullable(),
  intro_body: z.string().nullable(),
  warm: ZWarmPath,
  created_at: z.string(),
  updated_at: z.string(),
});
export type TPipelineEntry = z.infer<typeof ZPipelineEntry>;

const ZStageTotals = z.object({ count: z.number(), expected: z.number(), committed: z.number() });

export const ZPipeline = z.object({
  round: z
    .object({
      id: z.string(),
      target_amount: z.number(),
      stage: z.enum(PIPELINE_ROUND_STAGES),
      close_date: z.string().nullable(),
    })
    .nullable(),
  entries: z.array(ZPipelineEntry),
  totals: z.object({
    /** Per stage: how many, and the sums of expected and committed amounts. */
    byStage: z.record(z.enum(PIPELINE_STAGES), ZStageTotals),
    committed: z.number(),
    /** committed / target, or null without a round. */
    progress: z.number().nullable(),
    oversubscribed: z.boolean(),
  }),
});
export type TPipeline = z.infer<typeof ZPipeline>;

export const ZTimelineEvent = z.object({
  id: z.string(),
  kind: z.enum(['added', 'stage_change', 'note', 'intro_edit', 'amount_change', 'follow_up']),
  text: z.string(),
  data: z.unknown(),
  at: z.string(),
});
export type TTimelineEvent = z.infer<typeof ZTimelineEvent>;
export const ZTimeline = z.object({ events: z.array(ZTimelineEvent) });
export type TTimeline = z.infer<typeof ZTimeline>;

const ZFollowUp = z.object({
  idea_id: z.string(),
  idea_title: z.string(),
  entry_id: z.string(),
  name: z.string(),
  stage: z.enum(PIPELINE_STAGES),
  next_follow_up: z.string(),
  overdue: z.boolean(),
});
export type TFollowUp = z.infer<typeof ZFollowUp>;
export const ZFollowUps = z.object({ due: z.array(ZFollowUp) });
export type TFollowUps = z.infer<typeof ZFollowUps>;

/** The import's outcome: a file with any bad line changes nothing (`errors` lists each). */
export const ZPipelineImport = z.object({
  added: z.number(),
  updated: z.number(),
  errors: z.array(z.object({ line: z.number(), message: z.string() })),
});
export type TPipelineImport = z.infer<typeof ZPipelineImport>;

/** The CSV's columns, in order (export writes them; import reads them by header name). */
export const PIPELINE_CSV_COLUMNS = [
  'name',
  'firm',
  'email',
  'investor_id',
  'stage',
  'expected_amount',
  'committed_amount',
  'next_follow_up',
  'pass_reason',
] as const;
