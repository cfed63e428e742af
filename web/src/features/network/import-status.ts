import type { TContactImport, TContactImportOutcome } from '@core/contracts/contacts';

const n = (x: number) => x.toLocaleString('en-US');

/** The progress bar's value (0–100) and its line, from what the server has read of the file so far. */
export function importProgress(run: TContactImport | null, sent: number): { percent: number; line: string } {
  if (run?.status !== 'running') {
    // Before the server has the header, only the upload's own progress is known.
    return { percent: Math.round(sent * 50), line: sent < 1 ? 'Sending the file…' : 'Reading the file…' };
  }
  const read = run.bytes_total ? run.bytes_read / run.bytes_total : sent;
  return {
    percent: Math.min(99, Math.round(read * 100)),
    line: `${n(run.rows_read)} rows read · ${n(run.added)} new · ${n(run.updated)} updated`,
  };
}

/** What an import did, in one line: "12,034 new contacts, 40 updated, 2 rows skipped (no name)". */
export function importSummary(run: TContactImportOutcome): string {
  const parts = [
    `${n(run.added)} new contact${run.added === 1 ? '' : 's'}`,
    `${n(run.updated)} updated`,
    ...(run.skipped
      ? [
          `${n(run.skipped)} row${run.skipped === 1 ? '' : 's'} skipped (${[...new Set(run.skipped_lines.map((s) => s.reason))].join(', ') || 'no name'})`,
        ]
      : []),
  ];
  const unchanged = run.rows_read - run.added - run.updated - run.skipped;
  if (unchanged > 0) parts.push(`${n(unchanged)} already up to date`);
  return `${parts.join(', ')}.`;
}

/** "14 Mar 2021" as LinkedIn writes it, from YYYY-MM-DD. */
export function connectedLabel(day: string | null): string {
  if (!day) return '';
  const date = new Date(`${day}T00:00:00Z`);
  return date.toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
