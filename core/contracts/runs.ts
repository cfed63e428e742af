import { z } from 'zod';

/**
 * Workflow runs as the API answers them (dates as ISO strings, as JSON carries them).
 *
 * | route                          | answer            |
 * | ------------------------------ | ----------------- |
 * | POST /api/ideas/:id/analyze    | 202 TRunStarted   |
 * | POST /api/functions/…          | 202 TRunStarted (analyze-idea: with `sandbox`, `next`) |
 * | GET  /api/ideas/:id/analysis   | TRunningAnalysis  |
 * | GET  /api/runs/:id             | TRunSnapshot      |
 */
export const ZRunStarted = z.object({ runId: z.string().min(1) });
export type TRunStarted = z.infer<typeof ZRunStarted>;

/** The console's analysis of an idea: a sandbox run, and where its results can be applied from. */
export const ZSandboxRunStarted = ZRunStarted.extend({ sandbox: z.literal(true), next: z.string() });

/** The idea's analysis in progress, if any. */
export const ZRunningAnalysis = z.object({
  running: z.object({ runId: z.string(), startedAt: z.iso.datetime() }).nullable(),
});
export type TRunningAnalysis = z.infer<typeof ZRunningAnalysis>;

const ZRunStatus = z.enum(['running', 'completed', 'failed', 'cancelled']);

/** One run: what it runs, on which engine, how it went; `result` and `progress` are the workflow's own JSON. */
export const ZRunSnapshot = z.object({
  id: z.string(),
  workflowId: z.string(),
  workflow: z.string(),
  engine: z.enum(['local', 'temporal']),
  status: ZRunStatus,
  subjectType: z.string().nullable(),
  subjectId: z.string().nullable(),
  createdBy: z.string().nullable(),
  input: z.unknown(),
  result: z.unknown(),
  error: z.string().nullable(),
  startedAt: z.iso.datetime(),
  finishedAt: z.iso.datetime().nullable(),
  modelCalls: z.number().int().nonnegative(),
  tokens: z.number().int().nonnegative(),
  progress: z.unknown(),
});
export type TRunSnapshot = z.infer<typeof ZRunSnapshot>;
