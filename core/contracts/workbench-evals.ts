import { z } from 'zod';

/**
 * The workbench's evals page (admins and ops): GET /api/workbench/evals answers the latest results file of
 * `npm run evals` in full and every run's Recall@50 over time.
 */

const ZInterval = z.object({ value: z.number(), lo: z.number(), hi: z.number() });

/** One results file of `npm run evals` (evals/results/*.json), as the workbench charts it. */
const ZEvalResult = z.object({
  file: z.string(),
  createdAt: z.string(),
  cases: z.number(),
  mode: z.string(),
  /** What each case asked the matcher ("sector", "location", "stage", "amount", "company"); null in older files. */
  query: z.array(z.string()).nullable(),
  /** system → metric → { value, lo, hi } (recall@10, recall@20, recall@50, recall@100, ndcg@10, mrr, hit@20). */
  overall: z.record(z.string(), z.record(z.string(), ZInterval)),
  /** slice name → cases and system → metric → value. */
  slices: z.record(
    z.string(),
    z.object({ cases: z.number(), systems: z.record(z.string(), z.record(z.string(), z.number())) }),
  ),
  lift: ZInterval.nullable(),
});
export type TEvalResult = z.infer<typeof ZEvalResult>;

/**
 * What a results file is (issue 32: the page tells runs apart): a time split (the matcher on later rounds, its
 * `window` test or tune), a case file run, or a scenario run (graded answers, no recall).
 */
const EVAL_KINDS = ['time-split', 'case-file', 'scenarios'] as const;
export type TEvalKind = (typeof EVAL_KINDS)[number];

const ZEvalHistoryPoint = z.object({
  file: z.string(),
  createdAt: z.string(),
  cases: z.number(),
  query: z.array(z.string()).nullable(),
  kind: z.enum(EVAL_KINDS),
  /** The time split's window (test, tune); null for other kinds and older files, which ran the test window. */
  window: z.string().nullable(),
  /** Null where the run measured none (a scenario run), never a 0 it did not measure. */
  recall50: z.number().nullable(),
  popularityRecall50: z.number().nullable(),
  randomRecall50: z.number().nullable(),
});
export type TEvalHistoryPoint = z.infer<typeof ZEvalHistoryPoint>;

/** GET /api/workbench/evals: the latest results in full and every run's Recall@50 over time, oldest first. */
export const ZEvalResults = z.object({ latest: ZEvalResult.nullable(), history: z.array(ZEvalHistoryPoint) });
export type TEvalResults = z.infer<typeof ZEvalResults>;
