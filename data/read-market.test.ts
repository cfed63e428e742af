import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MARKET_FILES } from './build/market';
import { DEFAULT_DATA_DIR, readMeta } from './read-data';
import { readMarket } from './read-market';

describe('committed market rollups', () => {
  it('are the files meta.json records, byte for byte', async () => {
    const meta = await readMeta();
    expect(meta.market?.map((m) => m.file).sort()).toEqual(Object.values(MARKET_FILES).sort());
    for (const m of meta.market ?? []) {
      const bytes = readFileSync(join(DEFAULT_DATA_DIR, m.file));
      expect(createHash('sha256').update(bytes).digest('hex'), m.file).toBe(m.sha256);
    }
  });

  it('reads six stages for the 12 months to September 2026 and the years 2017 to 2026, newest first', async () => {
    const market = await readMarket();
    expect(market.byStage.map((s) => s.stage)).toEqual([
      'Pre-Seed',
      'Seed',
      'Series A',
      'Series B',
      'Series C',
      'Growth',
    ]);
    expect(market.byStage.find((s) => s.stage === 'Pre-Seed')).toEqual({
      stage: 'Pre-Seed',
      rounds: 296,
      median_usd: 2_000_000,
      disclosed_total_usd: 283_860_105,
    });
    expect(market.byYear.map((y) => y.year)).toEqual([
      2026, 2025, 2024, 2023, 2022, 2021, 2020, 2019, 2018, 2017,
    ]);
    expect(market.byYear[0]).toMatchObject({ year: 2026, rounds_with_amount: 9632, median_usd: 2_827_297 });
    expect(market.through).toBe('2026-09');
  });
});
