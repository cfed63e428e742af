import { ZImportVcsRequest } from '@core/contracts/crawls';
import type { z } from 'zod';

/** A refused input: the field it belongs to and the contract's message, which names the field. */
interface FieldIssue {
  field: string;
  message: string;
}

export type Checked<T> = { ok: true; value: T } | ({ ok: false } & FieldIssue);

/** Parses with a contract schema; the first issue, keyed by the top-level field it is about. */
export function check<S extends z.ZodType>(schema: S, input: unknown): Checked<z.output<S>> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return { ok: true, value: parsed.data };
  const issue = parsed.error.issues[0];
  const field = issue?.path[0];
  return {
    ok: false,
    field: typeof field === 'string' ? field : 'form',
    message: issue?.message ?? 'Invalid input',
  };
}

/** An optional whole number typed in a text box: '' is undefined, anything not a number stays NaN. */
export function optionalNumber(text: string): number | undefined {
  const t = text.trim();
  return t === '' ? undefined : Number(t);
}

/** The lines of a text area that hold something. */
export function nonEmptyLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

/**
 * POST /api/functions/import-openvc-data's body from the console's inputs: start URLs one per line and max pages,
 * both optional (nothing at all is the built-in OpenVC recipe). A bad URL says which line it is on.
 */
export function buildImportRequest(startUrlsText: string, maxPagesText: string) {
  const startUrls = nonEmptyLines(startUrlsText);
  const maxPages = optionalNumber(maxPagesText);
  const body: { startUrls?: string[]; maxPages?: number } = {};
  if (startUrls.length > 0) body.startUrls = startUrls;
  if (maxPages !== undefined) body.maxPages = maxPages;
  const parsed = ZImportVcsRequest.safeParse(body);
  if (parsed.success) return { ok: true as const, value: body };
  const issue = parsed.error.issues[0]!;
  const field = typeof issue.path[0] === 'string' ? issue.path[0] : 'form';
  const line =
    typeof issue.path[1] === 'number' && startUrls.length > 1 ? ` (line ${issue.path[1] + 1})` : '';
  return { ok: false as const, field, message: `${issue.message}${line}` };
}
