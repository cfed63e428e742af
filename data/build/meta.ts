import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type {
  CompanyRecord,
  DataMeta,
  InvestorRecord,
  RoundRecord,
  SourceFile,
  SourceName,
} from '../../core/dataset/records.ts';
import type { Resolution } from './merge.ts';

/** Bumped when the output format or the build rules change. */
const BUILD_VERSION = 1;

const filled = (value: unknown) =>
  value !== null && value !== '' && value !== 0 && !(Array.isArray(value) && value.length === 0);

// Fields whose values are categories, reported as "field=value" counts after the per-field counts.
const SPLIT = ['status', 'description_source', 'check_size_source', 'firm_type'] as const;

/** Investors with a non-empty (non-zero for counts) value per field, in record field order, then category splits. */
function coverageOf(investors: readonly InvestorRecord[]): Record<string, number> {
  const fields = new Map<string, number>();
  const splits = new Map<string, number>();
  const bump = (map: Map<string, number>, key: string, by: number) => map.set(key, (map.get(key) ?? 0) + by);
  for (const investor of investors) {
    for (const [field, value] of Object.entries(investor)) bump(fields, field, filled(value) ? 1 : 0);
    for (const field of SPLIT) if (investor[field]) bump(splits, `${field}=${investor[field]}`, 1);
  }
  const sortedSplits = [...splits].sort(([a], [b]) => (a < b ? -1 : 1));
  return Object.fromEntries([...fields, ...sortedSplits]);
}

export interface MetaInput {
  sourceDir: string;
  asOf: string;
  investors: readonly InvestorRecord[];
  companies: readonly CompanyRecord[];
  rounds: readonly RoundRecord[];
  matches: Resolution['matches'];
  files: readonly SourceFile[];
  dropped: Record<string, number>;
}

export function buildMeta(input: MetaInput): DataMeta {
  const { investors, rounds } = input;
  const withSource = (source: SourceName) =>
    investors.filter((i) => i.source_ids.some((s) => s.source === source));
  return {
    build_version: BUILD_VERSION,
    as_of: input.asOf,
    sources: input.files.map((f) => ({
      ...f,
      sha256: createHash('sha256')
        .update(readFileSync(join(input.sourceDir, f.file)))
        .digest('hex'),
    })),
    counts: {
      investors: investors.length,
      companies: input.companies.length,
      rounds: rounds.length,
      rounds_with_investors: rounds.filter((r) => r.investor_ids.length > 0).length,
      investor_links: rounds.reduce((n, r) => n + r.investor_ids.length, 0),
    },
    coverage: coverageOf(investors),
    investors_by_source: {
      fundraisingfox: withSource('fundraisingfox').length,
      vcmatchmaker: withSource('vcmatchmaker').length,
      crunchbase: withSource('crunchbase').length,
    },
    resolution: input.matches,
    dropped: input.dropped,
  };
}
