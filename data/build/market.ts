import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SourceMeta } from '../../core/dataset/records.ts';

/**
 * Today's round sizes, beside the 2013 deal history: FundraisingFox's published rollups (v2026-09), copied
 * whole into data/ so that the product needs nothing outside the repository. `read-market.ts` reads them.
 */
export const MARKET_FILES = {
  /** Rounds, median and disclosed total by stage, in the 12 months to the release (September 2026). */
  byStage: 'fundraisingfox_rounds_by_stage_trailing_12mo.csv',
  /** Rounds, rounds with an amount, disclosed total and median by year, 2017 to 2026 (2026 partial). */
  byYear: 'fundraisingfox_rounds_by_year.csv',
} as const;

export interface MarketFiles {
  sources: SourceMeta[];
  /** File name to its bytes, copied unchanged (CRLF line endings as published). */
  contents: Record<string, Buffer>;
}

/** The market files of the source directory with their row counts and checksums. */
export function readMarketFiles(sourceDir: string): MarketFiles {
  const contents: Record<string, Buffer> = {};
  const sources: SourceMeta[] = [];
  for (const file of Object.values(MARKET_FILES)) {
    const bytes = readFileSync(join(sourceDir, file));
    contents[file] = bytes;
    const lines = bytes
      .toString('utf8')
      .split(/\r?\n/)
      .filter((l) => l.trim() !== '');
    sources.push({
      source: 'fundraisingfox',
      file,
      rows: lines.length - 1,
      sha256: createHash('sha256').update(bytes).digest('hex'),
    });
  }
  return { sources, contents };
}
