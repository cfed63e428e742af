import type { RoundRecord } from '../../core/dataset/records.ts';
import { roundStage } from '../../core/vocabulary/stages.ts';
import { type CompanyDraft, type CrunchbaseRound, companyIdOf, type Deal } from './sources/crunchbase.ts';
import { slugify } from './text.ts';

/** A round before investor ids exist: `investors` holds Crunchbase investor names. */
interface RoundDraft extends Omit<RoundRecord, 'id' | 'investor_ids'> {
  base_id: string;
  investors: string[];
}

export interface JoinResult {
  rounds: RoundDraft[];
  linked_deals: number;
  unlinked_deals: number;
  /** Published rounds after the as-of date: the investments file stops there, so they could have no investors. */
  dropped_after_as_of: number;
}

const companyKey = (name: string) => name.toLowerCase();

function mostCommon(values: number[]): number | null {
  const counts = new Map<number, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  let best: number | null = null;
  for (const [v, n] of counts) {
    const bestCount = best === null ? 0 : counts.get(best)!;
    if (n > bestCount || (n === bestCount && v > best!)) best = v;
  }
  return best;
}

/**
 * Links each investment to the published round with the same company name (case-insensitive) and date; when a
 * company has several rounds that day, the one whose amount equals the investment's. Investments without such a
 * round become a round of their own, keyed by company name and date, with no round type.
 */
export function joinRounds(
  deals: Deal[],
  published: CrunchbaseRound[],
  companies: CompanyDraft[],
  asOf: string,
): JoinResult {
  const kept = published.filter((r) => r.date === null || r.date <= asOf);
  const rounds: RoundDraft[] = kept.map((r) => ({
    base_id: `${companyIdOf(r.permalink)}-${r.date ?? 'undated'}-${r.type}`,
    company_id: companyIdOf(r.permalink),
    company_name: r.company_name,
    round: roundStage(r.type),
    source_round_type: r.type,
    funded_at: r.date,
    amount_usd: r.amount,
    investors: [],
  }));
  const byKey = new Map<string, RoundDraft[]>();
  for (const round of rounds) {
    const key = `${companyKey(round.company_name)}|${round.funded_at}`;
    byKey.set(key, [...(byKey.get(key) ?? []), round]);
  }

  const companyByName = new Map<string, string | null>();
  for (const c of companies) {
    const key = companyKey(c.name);
    companyByName.set(key, companyByName.has(key) ? null : c.id);
  }

  const unlinked = new Map<string, Deal[]>();
  let linked = 0;
  for (const deal of deals) {
    const key = `${companyKey(deal.company)}|${deal.date}`;
    const candidates = deal.date ? byKey.get(key) : undefined;
    if (candidates) {
      const round =
        candidates.find((r) => r.amount_usd !== null && r.amount_usd === deal.amount) ?? candidates[0]!;
      round.investors.push(deal.investor);
      linked++;
    } else {
      unlinked.set(key, [...(unlinked.get(key) ?? []), deal]);
    }
  }

  for (const group of unlinked.values()) {
    const first = group[0]!;
    rounds.push({
      base_id: `${slugify(first.company) || 'company'}-${first.date ?? 'undated'}`,
      company_id: companyByName.get(companyKey(first.company)) ?? null,
      company_name: first.company,
      round: null,
      source_round_type: null,
      funded_at: first.date,
      amount_usd: mostCommon(group.flatMap((d) => (d.amount === null ? [] : [d.amount]))),
      investors: group.map((d) => d.investor),
    });
  }
  for (const round of rounds) round.investors = [...new Set(round.investors)].sort();
  return {
    rounds,
    linked_deals: linked,
    unlinked_deals: deals.length - linked,
    dropped_after_as_of: published.length - kept.length,
  };
}
