// Reads the market rollups that `npm run data:build` copies into data/ (see market.ts).
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Market } from '../core/dataset/market';
import { MARKET_FILES } from './build/market.ts';
import { DEFAULT_DATA_DIR } from './read-data.ts';

/** The release of the copied files (fundraisingfox/data statistics, commit 27a4ab4d). */
const MARKET_RELEASE = { release: 'v2026-09', through: '2026-09' } as const;
const MARKET_ATTRIBUTION =
  'Fundraising Fox Open Dataset, v2026-09. https://fundraisingfox.com — via github.com/fundraisingfox/data (CC BY 4.0)';

function rows(text: string): Record<string, string>[] {
  const [header, ...lines] = text.split(/\r?\n/).filter((l) => l.trim() !== '');
  const keys = header!.split(',');
  return lines.map((line) => Object.fromEntries(line.split(',').map((v, i) => [keys[i], v.trim()])));
}

function numberOf(row: Record<string, string>, key: string, file: string): number {
  const n = Number(row[key]);
  if (!Number.isFinite(n)) throw new Error(`${file}: "${key}" is not a number in ${JSON.stringify(row)}`);
  return n;
}

const cache = new Map<string, Promise<Market>>();

/** The market rollups in `dir` (the repository's data/ by default), read once per process. */
export function readMarket(dir: string = DEFAULT_DATA_DIR): Promise<Market> {
  let loaded = cache.get(dir);
  if (!loaded) {
    loaded = load(dir).catch((err) => {
      cache.delete(dir);
      throw err;
    });
    cache.set(dir, loaded);
  }
  return loaded;
}

async function load(dir: string): Promise<Market> {
  const [stageText, yearText] = await Promise.all([
    readFile(join(dir, MARKET_FILES.byStage), 'utf8'),
    readFile(join(dir, MARKET_FILES.byYear), 'utf8'),
  ]);
  const byStage = rows(stageText).map((r) => ({
    stage: r.stage!,
    rounds: numberOf(r, 'rounds', MARKET_FILES.byStage),
    median_usd: numberOf(r, 'median_usd', MARKET_FILES.byStage),
    disclosed_total_usd: numberOf(r, 'disclosed_total_usd', MARKET_FILES.byStage),
  }));
  const byYear = rows(yearText)
    .map((r) => ({
      year: numberOf(r, 'year', MARKET_FILES.byYear),
      rounds: numberOf(r, 'rounds', MARKET_FILES.byYear),
      rounds_with_amount: numberOf(r, 'rounds_with_amount', MARKET_FILES.byYear),
      disclosed_total_usd: numberOf(r, 'disclosed_total_usd', MARKET_FILES.byYear),
      median_usd: numberOf(r, 'median_usd', MARKET_FILES.byYear),
    }))
    .sort((a, b) => b.year - a.year);
  return { byStage, byYear, ...MARKET_RELEASE, attribution: MARKET_ATTRIBUTION };
}
