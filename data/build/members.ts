import { compareSourceIds, displayName } from '../../core/dataset/build-investor.ts';
import type { SourceId } from '../../core/dataset/records.ts';
import type { SourceProfile } from '../../core/dataset/source-profile.ts';
import { assignIds } from './ids.ts';
import { type Resolution, type ResolvableRecord, resolveInvestors } from './merge.ts';
import type { Deal } from './sources/crunchbase.ts';
import { slugify } from './text.ts';

/** One resolved investor before its deals are attached. Alias profiles come after the others. */
interface Member {
  id: string;
  name: string;
  profiles: SourceProfile[];
  crunchbase_names: string[];
}

export interface Grouping {
  members: Member[];
  /** Member index of each Crunchbase investor name. */
  memberOfName: Map<string, number>;
  matches: Resolution['matches'];
}

const byRank = (a: [string, number], b: [string, number]) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1);

/**
 * Resolves the profile sources and the Crunchbase investor names into investors (FundraisingFox first: curated
 * names and domains; then VCMatchMaker; then Crunchbase names) and gives each a display name and a unique id.
 */
export function groupInvestors(
  profiles: readonly SourceProfile[],
  deals: readonly Deal[],
  /** Lower-cased Crunchbase company names, with the country (when known) and sectors of each. */
  companies: ReadonlyMap<string, { country: string | null; sectors: readonly string[] }>,
  roundsPerName: ReadonlyMap<string, number>,
): Grouping {
  const sorted = [...profiles].sort((a, b) => compareSourceIds(a.source_id, b.source_id));
  const asRecord = (p: SourceProfile): ResolvableRecord => ({
    key: p.source_id.id,
    name: p.name,
    domain: p.website,
    corporate: p.firm_type === 'cvc',
    country: p.country,
    city: p.city,
    founded_year: p.facts.founded_year ?? null,
    focus: p.focus,
  });
  const firstDealYear = new Map<string, number | null>();
  for (const d of deals) {
    const year = d.date ? Number(d.date.slice(0, 4)) : null;
    const prev = firstDealYear.get(d.investor) ?? null;
    firstDealYear.set(d.investor, year === null ? prev : prev === null ? year : Math.min(prev, year));
  }
  const names = [...firstDealYear.keys()].sort();
  const home = homesOf(deals, companies);
  const resolution = resolveInvestors([
    {
      source: 'fundraisingfox',
      records: sorted.filter((p) => p.source_id.source === 'fundraisingfox').map(asRecord),
    },
    {
      source: 'vcmatchmaker',
      records: sorted.filter((p) => p.source_id.source === 'vcmatchmaker').map(asRecord),
    },
    {
      source: 'crunchbase',
      // An investor that is itself a Crunchbase portfolio company is a company investing (corporate).
      records: names.map((name) => ({
        key: name,
        name,
        corporate: companies.has(name.toLowerCase()),
        first_deal_year: firstDealYear.get(name) ?? null,
        deal_country: home.country.get(name) ?? null,
        deal_sectors: home.sectors.get(name) ?? [],
      })),
    },
  ]);

  const groups = Array.from({ length: resolution.clusters }, () => ({
    profiles: [] as SourceProfile[],
    aliases: [] as SourceProfile[],
    names: [] as Array<[string, number]>,
  }));
  for (const p of sorted) {
    const group = groups[resolution.clusterOf.get(p.source_id.source)!.get(p.source_id.id)!]!;
    // A person listed under the firm's website: their bio is not the firm's description.
    if (resolution.aliases.get(p.source_id.source)!.has(p.source_id.id))
      group.aliases.push({ ...p, description: null });
    else group.profiles.push(p);
  }
  const memberOfName = resolution.clusterOf.get('crunchbase')!;
  for (const name of names) groups[memberOfName.get(name)!]!.names.push([name, roundsPerName.get(name) ?? 0]);

  const displayNames = groups.map((g) => displayName(g.profiles, g.names));
  const primaryIds = groups.map((g) => {
    const ids: SourceId[] = [
      ...[...g.profiles, ...g.aliases].map((p) => p.source_id),
      ...g.names.map(([id]): SourceId => ({ source: 'crunchbase', id })),
    ];
    const primary = ids.sort(compareSourceIds)[0]!;
    return `${primary.source}:${primary.id}`;
  });
  const ids = assignIds(
    groups,
    (_, i) => slugify(displayNames[i]!) || slugify(primaryIds[i]!),
    (_, i) => primaryIds[i]!,
  );
  const members = groups.map(
    (g, i): Member => ({
      id: ids[i]!,
      name: displayNames[i]!,
      profiles: [...g.profiles, ...g.aliases],
      crunchbase_names: [...g.names].sort(byRank).map(([n]) => n),
    }),
  );
  return { members, memberOfName, matches: resolution.matches };
}

/** The share of a name's deals (of known country, or sector) that make a country or sector its home. */
const HOME_SHARE = 0.6;
const HOME_MIN_DEALS = 3;

/**
 * Each deal-history name's home: the country most of its companies are in, and the sectors most of them are in,
 * when most are. Evidence that a name and a directory profile are one firm when the dates disagree.
 */
function homesOf(
  deals: readonly Deal[],
  companies: ReadonlyMap<string, { country: string | null; sectors: readonly string[] }>,
): { country: Map<string, string>; sectors: Map<string, string[]> } {
  const countries = new Map<string, Map<string, number>>();
  const sectors = new Map<string, Map<string, number>>();
  const totals = new Map<string, { countries: number; sectors: number }>();
  const bump = (map: Map<string, Map<string, number>>, name: string, key: string) => {
    const counts = map.get(name) ?? new Map<string, number>();
    counts.set(key, (counts.get(key) ?? 0) + 1);
    map.set(name, counts);
  };
  for (const d of deals) {
    const company = companies.get(d.company.toLowerCase());
    if (!company) continue;
    const total = totals.get(d.investor) ?? { countries: 0, sectors: 0 };
    if (company.country) {
      bump(countries, d.investor, company.country);
      total.countries += 1;
    }
    if (company.sectors.length) {
      for (const s of new Set(company.sectors)) bump(sectors, d.investor, s);
      total.sectors += 1;
    }
    totals.set(d.investor, total);
  }
  const homes = (map: Map<string, Map<string, number>>, of: 'countries' | 'sectors') => {
    const out = new Map<string, string[]>();
    for (const [name, counts] of map) {
      const total = totals.get(name)![of];
      if (total < HOME_MIN_DEALS) continue;
      const keys = [...counts]
        .filter(([, n]) => n / total >= HOME_SHARE)
        .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
        .map(([k]) => k);
      if (keys.length) out.set(name, keys);
    }
    return out;
  };
  const country = new Map([...homes(countries, 'countries')].map(([n, [c]]) => [n, c!] as const));
  return { country, sectors: homes(sectors, 'sectors') };
}
