import { parse } from 'csv-parse/sync';
import { z } from 'zod';
import {
  isCalendarDate,
  PIPELINE_CSV_COLUMNS,
  PIPELINE_STAGE_LABELS,
  PIPELINE_STAGES,
  type PipelineStage,
  type TPipelineEntry,
} from '../../core/contracts/pipeline';
import { readCsvCell, writeCsv } from '../../core/csv/spreadsheet-csv';

/**
 * The pipeline as CSV: one row per investor, the columns of PIPELINE_CSV_COLUMNS, stages by their labels. Names,
 * notes and e-mails come from other people (an investor who named themselves `=HYPERLINK(...)`): `writeCsv` makes
 * every cell text to a spreadsheet.
 */
export function pipelineCsv(entries: readonly TPipelineEntry[]): string {
  return writeCsv(
    PIPELINE_CSV_COLUMNS,
    entries.map((e) => [
      e.name,
      e.firm ?? '',
      e.email ?? '',
      e.investor_id ?? '',
      PIPELINE_STAGE_LABELS[e.stage],
      e.expected_amount ?? '',
      e.committed_amount ?? '',
      e.next_follow_up ?? '',
      e.pass_reason ?? '',
    ]),
  );
}

const byLabel = new Map<string, PipelineStage>(
  PIPELINE_STAGES.flatMap((s) => [
    [s, s],
    [PIPELINE_STAGE_LABELS[s].toLowerCase(), s],
  ]),
);

const amount = (label: string) =>
  z
    .string()
    .default('')
    .transform((s) => s.trim())
    .transform((s, ctx) => {
      if (!s) return null;
      const n = Number(s.replace(/[$,\s]/g, ''));
      if (!Number.isInteger(n) || n < 0) {
        ctx.addIssue({ code: 'custom', message: `${label} must be whole dollars` });
        return z.NEVER;
      }
      return n;
    });

const ZCsvRow = z.object({
  name: z.string().trim().max(200, 'name must be at most 200 characters'),
  firm: z.string().trim().max(200).default(''),
  email: z
    .string()
    .trim()
    .default('')
    .refine((e) => !e || z.email().safeParse(e).success, 'email is not a valid address'),
  investor_id: z.string().trim().max(200).default(''),
  stage: z
    .string()
    .trim()
    .default('')
    .transform((s, ctx) => {
      // A blank stage keeps an entry's stage; a new entry starts at the first one (see the import).
      if (!s) return null;
      const stage = byLabel.get(s.toLowerCase());
      if (!stage) {
        ctx.addIssue({ code: 'custom', message: `stage "${s}" is not a pipeline stage` });
        return z.NEVER;
      }
      return stage;
    }),
  expected_amount: amount('expected_amount'),
  committed_amount: amount('committed_amount'),
  next_follow_up: z
    .string()
    .trim()
    .default('')
    .refine(
      (d) => !d || (/^\d{4}-\d{2}-\d{2}$/.test(d) && isCalendarDate(d)),
      'next_follow_up must be a date (YYYY-MM-DD)',
    ),
  pass_reason: z.string().trim().max(1000).default(''),
});
/** A row of the file, with its line number (the header is line 1) for the errors found later. */
export type CsvRow = z.output<typeof ZCsvRow> & { line: number };

/**
 * Reads a pipeline CSV (its header names the columns; unknown columns are ignored). Every row is checked
 * before anything is imported: the rows, or the errors by line number (the header is line 1).
 */
export function readPipelineCsv(csv: string): {
  rows: CsvRow[];
  errors: { line: number; message: string }[];
} {
  let records: Record<string, string>[];
  try {
    records = parse(csv.replace(/^\uFEFF/, ''), {
      columns: (header: string[]) => header.map((h) => readCsvCell(h.trim()).toLowerCase()),
      // The apostrophe our export puts before a cell that would start a formula comes off again.
      cast: (value: string) => readCsvCell(value),
      skip_empty_lines: true,
      relax_column_count: true,
      trim: false,
    });
  } catch (err) {
    return { rows: [], errors: [{ line: 1, message: `Not a readable CSV file: ${(err as Error).message}` }] };
  }
  if (records.length === 0)
    return { rows: [], errors: [{ line: 1, message: 'The file has no rows under its header' }] };
  if (!('name' in records[0]!) && !('investor_id' in records[0]!))
    return { rows: [], errors: [{ line: 1, message: 'The header needs a "name" column' }] };
  const rows: CsvRow[] = [];
  const errors: { line: number; message: string }[] = [];
  // Every error of the file at once, each of a row too: a founder fixes the file once, not once per error.
  records.forEach((record, i) => {
    const parsed = ZCsvRow.safeParse(record);
    const line = i + 2;
    if (!parsed.success) {
      for (const issue of parsed.error.issues) errors.push({ line, message: issue.message });
      return;
    }
    const rowErrors: string[] = [];
    if (!parsed.data.name && !parsed.data.investor_id) rowErrors.push('name is required');
    if (parsed.data.stage === 'passed' && !parsed.data.pass_reason)
      rowErrors.push('pass_reason is required for a pass');
    for (const message of rowErrors) errors.push({ line, message });
    if (!rowErrors.length) rows.push({ ...parsed.data, line });
  });
  return { rows, errors };
}
