import { graph as vcImporter } from '../../agents/vc-importer/graph';
import { decideImports } from '../../agents/vc-importer/tools';
import { InvestorResolver } from '../../core/dataset/entity-resolution';
import type { InvestorRecord } from '../../core/dataset/records';
import { type CrawlActivityDeps, crawlContextFor, crawlFailure } from '../crawl-support';
import type { ImportVcsActivities } from './types';

/** Where imported firms go, given by the composition root (Postgres, the vector table and the search index). */
interface DirectoryImportStore {
  /** Every investor already held, as the de-duplication compares them. */
  listIdentities(): Promise<
    Array<{ id: string; source: string; name: string; domain: string | null; country: string | null }>
  >;
  /** Inserts the firms whose ids are free; returns the ids inserted (another import's same id is kept). */
  insertNew(records: readonly InvestorRecord[]): Promise<Set<string>>;
  /** Their vectors stored, and the search index rebuilt with them. */
  addToSearch(records: readonly InvestorRecord[]): Promise<void>;
}

export interface ImportVcsDeps extends CrawlActivityDeps {
  store: DirectoryImportStore;
}

/** A directory import's default caps: enough for a few hundred firms, bounded in pages and time. */
const DEFAULT_MAX_PAGES = 200;
const MAX_DURATION_MS = 10 * 60_000;

const REASONS: Record<string, string> = {
  domain: 'already in the database (same website)',
  name: 'already in the database (same name)',
  descriptor: 'already in the database (same name with "Capital", "Ventures" or the like)',
};

export const createImportVcsActivities = (deps: ImportVcsDeps): ImportVcsActivities => ({
  async crawlDirectory(input) {
    const maxPages = input.maxPages ?? DEFAULT_MAX_PAGES;
    const ctx = crawlContextFor(deps, { maxPages, maxDurationMs: MAX_DURATION_MS });
    try {
      const startUrls =
        input.startUrls ??
        (input.recipe === 'openvc' && deps.crawl.vcDirectoryUrl ? [deps.crawl.vcDirectoryUrl] : undefined);
      const source =
        input.recipe === 'custom' && input.rules
          ? { recipe: 'custom' as const, rules: input.rules }
          : { recipe: 'openvc' as const };
      const out = await vcImporter.invoke(
        { source, ...(startUrls && { startUrls }) },
        { configurable: { crawl: ctx, onEvent: deps.onAgentEvent, maxPages } },
      );
      return { firms: out.firms, pages: out.pages, failures: out.failures };
    } catch (err) {
      throw crawlFailure(err);
    } finally {
      await ctx.close();
    }
  },

  async importFirms(crawled) {
    const existing = await deps.store.listIdentities();
    const resolver = new InvestorResolver(existing);
    const taken = new Set(existing.map((r) => r.id));
    const asOf = new Date().toISOString().slice(0, 10);
    const decisions = decideImports(resolver, crawled.firms, asOf, (id) => taken.has(id));
    const fresh = decisions.flatMap((d) => (d.kind === 'new' ? [d.record] : []));
    const freshIds = new Set(fresh.map((r) => r.id));

    // Another import may have added the same firm since we read: ON CONFLICT keeps theirs, and it is skipped.
    const insertedIds = await deps.store.insertNew(fresh);
    const imported = fresh.filter((r) => insertedIds.has(r.id));
    if (imported.length) await deps.store.addToSearch(imported);

    const skippedFirms = decisions.flatMap((d, i) => {
      const name = crawled.firms[i]!.name;
      if (d.kind === 'duplicate')
        return [
          {
            name,
            existingId: d.of || null,
            reason: freshIds.has(d.of) ? 'listed twice in this directory' : (REASONS[d.reason] ?? d.reason),
          },
        ];
      if (!insertedIds.has(d.record.id))
        return [{ name, existingId: d.record.id, reason: 'imported by another run meanwhile' }];
      return [];
    });
    return {
      imported: imported.length,
      skipped: skippedFirms.length,
      found: crawled.firms.length,
      pages: crawled.pages,
      investors: imported.map((r) => ({ id: r.id, name: r.name })),
      skippedFirms,
      failures: crawled.failures,
    };
  },
});
