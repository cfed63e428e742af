import { InvestorResolver } from '../../core/dataset/entity-resolution';
import type { Db } from '../db/connect';

interface InvestorIdentity {
  id: string;
  name: string;
  website: string | null;
  firm_type: string | null;
}

/** Every investor's name and website with the data build's resolver over them: who a firm name means. */
export interface InvestorNameIndex {
  resolver: InvestorResolver;
  byId: Map<string, InvestorIdentity>;
}

/**
 * Read again at most this often: an import of VCs adds firms, and every process (servers, analysis workers) keeps
 * its own. Building it takes some 200 ms for 30K investors.
 */
const FRESH_MS = 10 * 60_000;
const cache = new WeakMap<Db, { at: number; index: Promise<InvestorNameIndex> }>();

export function investorNameIndex(db: Db): Promise<InvestorNameIndex> {
  const hit = cache.get(db);
  if (hit && Date.now() - hit.at < FRESH_MS) return hit.index;
  const index = buildIndex(db);
  cache.set(db, { at: Date.now(), index });
  index.catch(() => cache.delete(db));
  return index;
}

async function buildIndex(db: Db): Promise<InvestorNameIndex> {
  const rows = await db
    .selectFrom('investors')
    .select(['id', 'name', 'website', 'country', 'firm_type', 'source_ids'])
    .execute();
  const resolver = new InvestorResolver(
    rows.map((r) => ({
      id: r.id,
      source: r.source_ids[0]?.source ?? 'database',
      name: r.name,
      domain: r.website,
      country: r.country,
    })),
  );
  return {
    resolver,
    byId: new Map(
      rows.map((r) => [r.id, { id: r.id, name: r.name, website: r.website, firm_type: r.firm_type }]),
    ),
  };
}

/**
 * The investor a firm name (and website, when known) means, by the data build's rules: the same website, the same
 * name in any spelling, a name that only adds "Capital" or "Ventures". Null when none or several do.
 */
export function resolveInvestor(
  index: InvestorNameIndex,
  name: string,
  website: string | null = null,
  source = 'roundwise',
): string | null {
  const withSite = website ? index.resolver.match({ source, name, domain: website }) : null;
  return (withSite ?? index.resolver.match({ source, name }))?.id ?? null;
}
