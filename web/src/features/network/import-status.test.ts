import type { TContactImport } from '@core/contracts/contacts';
import { describe, expect, it } from 'vitest';
import { connectedLabel, importProgress, importSummary } from './import-status';

const run = (over: Partial<TContactImport>): TContactImport => ({
  id: 'i1',
  format: 'linkedin',
  status: 'running',
  bytes_total: 4_000_000,
  bytes_read: 1_000_000,
  rows_read: 7_500,
  added: 7_000,
  updated: 0,
  skipped: 0,
  skipped_lines: [],
  error: null,
  started_at: '2026-11-28T10:00:00Z',
  finished_at: null,
  ...over,
});

describe('import status', () => {
  it('shows the share of the file read and the rows so far while it runs', () => {
    expect(importProgress(run({}), 0.3)).toEqual({
      percent: 25,
      line: '7,500 rows read · 7,000 new · 0 updated',
    });
    expect(importProgress(null, 0.5).line).toBe('Sending the file…');
  });

  it('says what a finished import did', () => {
    expect(
      importSummary(
        run({
          status: 'done',
          rows_read: 30_000,
          added: 120,
          updated: 3,
          skipped: 2,
          skipped_lines: [{ line: 9, reason: 'no name' }],
        }),
      ),
    ).toBe('120 new contacts, 3 updated, 2 rows skipped (no name), 29,875 already up to date.');
  });

  it('writes dates as LinkedIn does', () => {
    expect(connectedLabel('2021-03-14')).toBe('14 Mar 2021');
    expect(connectedLabel(null)).toBe('');
  });
});
