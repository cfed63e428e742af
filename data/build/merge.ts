import {
  InvestorResolver,
  nameKeys,
  type ResolverCandidate,
  type ResolverMatch,
  sharesNameWord,
} from '../../src/dataset/entity-resolution.ts';
import type { SourceName } from '../../src/dataset/records.ts';

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
  return { clusterOf, clusters, aliases, matches } satisfies Resolution;
}
