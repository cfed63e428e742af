import {
  InvestorResolver,
  nameKeys,
  normalizeInvestorName,
  type ResolverCandidate,
  type ResolverMatch,
  sharesNameWord,
} from '../../core/dataset/entity-resolution.ts';
import type { SourceName } from '../../core/dataset/records.ts';

export interface ResolvableRecord extends Omit<ResolverCandidate, 'source'> {
  /** Unique within its source. */
  key: string;
}

export interface Resolution {
  /** Cluster index per source and record key. */
  clusterOf: Map<SourceName, Map<string, number>>;
  clusters: number;
  /** Records joined by domain whose names share no word with the cluster: people listed under a firm's website. */
  aliases: Map<SourceName, Set<string>>;
  matches: Record<ResolverMatch['reason'], number>;
}

/**
 * Clusters the records of all sources with InvestorResolver, one source at a time in the given order. Each source
 * runs in three passes so that the result does not depend on record order:
 * A. domain and exact-name matches against earlier sources;
 * B. descriptor matches for the rest, against the state after A; a cluster claimed by two different names from
 *    the same source ("Foo Capital" and "Foo Ventures" both proposing "Foo") takes neither;
 * C. the remaining records join a record of the same source by domain or exact name, or start a cluster.
 */
export function resolveInvestors(
  sources: ReadonlyArray<{ source: SourceName; records: ResolvableRecord[] }>,
) {
  const resolver = new InvestorResolver();
  const clusterOf = new Map<SourceName, Map<string, number>>();
  const aliases = new Map<SourceName, Set<string>>();
  const clusterNames = new Map<number, string[]>();
  const matches: Resolution['matches'] = { domain: 0, name: 0, descriptor: 0 };
  let clusters = 0;

  for (const { source, records } of sources) {
    const assigned = new Map<string, number>();
    const sourceAliases = new Set<string>();
    clusterOf.set(source, assigned);
    aliases.set(source, sourceAliases);
    const candidate = ({ key: _, ...rest }: ResolvableRecord): ResolverCandidate => ({ ...rest, source });
    const join = (record: ResolvableRecord, cluster: number, reason?: ResolverMatch['reason']) => {
      assigned.set(record.key, cluster);
      const names = clusterNames.get(cluster) ?? [];
      // An alias's name would make later sources' namesakes join the firm, so it is not indexed.
      const alias = reason === 'domain' && !names.some((n) => sharesNameWord(n, record.name));
      if (alias) sourceAliases.add(record.key);
      else clusterNames.set(cluster, [...names, record.name]);
      resolver.add({ ...candidate(record), ...(alias ? { name: '' } : {}), id: String(cluster) });
      if (reason) matches[reason]++;
    };

    const deferred: ResolvableRecord[] = [];
    for (const r of records) {
      const m = resolver.match(candidate(r), { descriptors: false });
      if (m) join(r, Number(m.id), m.reason);
      else deferred.push(r);
    }

    const proposals = deferred.map((r) => resolver.match(candidate(r)));
    const claimants = new Map<string, Set<string>>();
    deferred.forEach((r, i) => {
      const id = proposals[i]?.id;
      if (id) claimants.set(id, (claimants.get(id) ?? new Set()).add(nameKeys(r.name)[0] ?? ''));
    });

    deferred.forEach((r, i) => {
      const proposal = proposals[i];
      const m =
        proposal && claimants.get(proposal.id)!.size === 1
          ? proposal
          : resolver.match(candidate(r), { descriptors: false });
      if (m) join(r, Number(m.id), m.reason);
      else join(r, clusters++);
    });
  }
  const joined = joinNamesakes(sources, clusterOf, clusterNames, clusters);
  for (const assigned of clusterOf.values())
    for (const [key, cluster] of assigned) assigned.set(key, joined.of[cluster]!);
  return { clusterOf, clusters: joined.count, aliases, matches } satisfies Resolution;
}

/**
 * D. One firm under one name twice: a source that lists it twice with different domains (FundraisingFox's two
 * "Scout Ventures" of Austin, its two "M Venture Partners (MVP)", one without a place), which passes A to C keep
 * apart because one source's namesakes with different domains are often different firms ("Vision Ventures").
 * Clusters that share an exact name key are joined when their places agree: the same single country, and the
 * same city or no city on one side. A cluster with no place at all then joins its name's one placed cluster, or,
 * when none is placed, the name's other clusters.
 * Returns each cluster's new index.
 */
function joinNamesakes(
  sources: ReadonlyArray<{ source: SourceName; records: ResolvableRecord[] }>,
  clusterOf: Map<SourceName, Map<string, number>>,
  clusterNames: Map<number, string[]>,
  clusters: number,
): { of: number[]; count: number } {
  const parent = Array.from({ length: clusters }, (_, i) => i);
  const find = (i: number): number => {
    let root = i;
    while (parent[root] !== root) root = parent[root]!;
    parent[i] = root;
    return root;
  };
  const countries = Array.from({ length: clusters }, () => new Set<string>());
  const cities = Array.from({ length: clusters }, () => new Set<string>());
  for (const { source, records } of sources)
    for (const r of records) {
      const c = clusterOf.get(source)!.get(r.key)!;
      const country = r.country ?? r.deal_country;
      if (country) countries[c]!.add(country);
      if (r.city) cities[c]!.add(normalizeInvestorName(r.city));
    }
  const byKey = new Map<string, number[]>();
  for (const [cluster, names] of clusterNames)
    for (const key of new Set(names.map((n) => nameKeys(n)[0] ?? '').filter(Boolean)))
      byKey.set(key, [...(byKey.get(key) ?? []), cluster]);
  const agree = (a: number, b: number) => {
    const [ca, cb] = [countries[a]!, countries[b]!];
    if (ca.size !== 1 || cb.size !== 1 || [...ca][0] !== [...cb][0]) return false;
    const [ta, tb] = [cities[a]!, cities[b]!];
    return ta.size === 0 || tb.size === 0 || [...ta].some((t) => tb.has(t));
  };
  for (const group of byKey.values()) {
    if (group.length < 2) continue;
    for (let i = 0; i < group.length; i++)
      for (let j = i + 1; j < group.length; j++)
        if (agree(group[i]!, group[j]!)) parent[find(group[i]!)] = find(group[j]!);
    const placed = new Set(group.filter((c) => countries[c]!.size > 0).map(find));
    if (placed.size > 1) continue;
    // The name's one placed cluster, or (none placed) the first: "Dawn Capital" from two sources, neither placed.
    const home = placed.size ? [...placed][0]! : find(group[0]!);
    for (const c of group) if (countries[c]!.size === 0) parent[find(c)] = home;
  }
  const index = new Map<number, number>();
  const of = parent.map((_, i) => {
    const root = find(i);
    if (!index.has(root)) index.set(root, index.size);
    return index.get(root)!;
  });
  return { of, count: index.size };
}
