import { roundLabel } from '../contracts/labels.ts';
import type { Stage } from '../vocabulary/stages.ts';
import type { CheckRange } from './cheques.ts';
import type { ProfileFacts } from './source-profile.ts';

/** One deal as descriptions and investor statistics see it. */
export interface DealView {
  round_id: string;
  company: string;
  round: Stage | null;
  amount: number | null;
  date: string | null;
  /** Investors recorded in the round, placeholders ("Private investors") included. */
  syndicate: number;
  category: string | null;
  sectors: readonly string[];
}

const CATEGORY_WORDS: Record<string, string> = {
  games_video: 'games & video',
  network_hosting: 'network hosting',
  photo_video: 'photo & video',
  public_relations: 'public relations',
  real_estate: 'real estate',
};

/** The values by descending count, ties alphabetically. */
export function rankByCount<T extends string>(values: Iterable<T>): Array<[T, number]> {
  const counts = new Map<T, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
}

function listWords(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

function usd(thousands: number): string {
  if (thousands >= 1000) return `$${Number((thousands / 1000).toPrecision(3))}M`;
  return `$${thousands}K`;
}

/** Deals most recent first (undated last), then by company and round id. */
export function byRecency(a: DealView, b: DealView): number {
  const da = a.date ?? '';
  const db = b.date ?? '';
  if (da !== db) return da < db ? 1 : -1;
  if (a.company !== b.company) return a.company < b.company ? -1 : 1;
  return a.round_id < b.round_id ? -1 : a.round_id > b.round_id ? 1 : 0;
}

/**
 * "Made 34 investments recorded in Crunchbase between 2005 and 2013, mostly software and web at Series A and
 * Seed; latest: Foo (Series B, 2013)." Rounds read through the label table, never as keys.
 */
export function describeDeals(deals: readonly DealView[]): string | null {
  if (deals.length === 0) return null;
  const years = deals.flatMap((d) => (d.date ? [Number(d.date.slice(0, 4))] : []));
  const n = deals.length;
  if (n === 1) {
    const [deal] = deals as [DealView];
    const detail = [
      roundLabel(deal.round),
      deal.category && (CATEGORY_WORDS[deal.category] ?? deal.category),
      deal.date?.slice(0, 4),
    ];
    const shown = detail.filter(Boolean).join(', ');
    return `Made 1 investment recorded in Crunchbase: ${deal.company}${shown ? ` (${shown})` : ''}.`;
  }
  let text = `Made ${n} investments recorded in Crunchbase`;
  if (years.length > 0) {
    const [from, to] = [Math.min(...years), Math.max(...years)];
    text += from === to ? ` in ${from}` : ` between ${from} and ${to}`;
  }
  const categories = rankByCount(deals.flatMap((d) => (d.category ? [d.category] : [])))
    .slice(0, 2)
    .map(([c]) => CATEGORY_WORDS[c] ?? c);
  const stages = rankByCount(deals.flatMap((d) => (roundLabel(d.round) ? [roundLabel(d.round)!] : [])))
    .slice(0, 2)
    .map(([s]) => s);
  const mix = [categories.length ? listWords(categories) : '', stages.length ? `at ${listWords(stages)}` : '']
    .filter(Boolean)
    .join(' ');
  if (mix) text += `, mostly ${mix}`;
  const latest = [...deals].sort(byRecency)[0]!;
  const detail = [roundLabel(latest.round), latest.date?.slice(0, 4)].filter(Boolean).join(', ');
  return `${text}; latest: ${latest.company}${detail ? ` (${detail})` : ''}.`;
}

function chequeWords(check: CheckRange | null): string {
  if (!check) return '';
  const { min, max } = check;
  if (min !== null && max !== null) return `cheques of ${usd(min)}${min === max ? '' : `–${usd(max)}`}`;
  if (min !== null) return `cheques from ${usd(min)}`;
  return max !== null ? `cheques up to ${usd(max)}` : '';
}

/**
 * "Venture capital firm based in San Francisco, US, founded in 2018. Invests at Series A and Series B in
 * Fintech and SaaS; cheques of $1M–$10M; leads rounds. 28 portfolio companies and 1 exit according to
 * FundraisingFox." Only facts the sources state; null when there is nothing beyond the name.
 */
export function describeProfile(
  facts: ProfileFacts,
  location: string | null,
  check: CheckRange | null,
): string | null {
  const who = [facts.kind ?? 'Investor', location ? `based in ${location}` : ''].filter(Boolean).join(' ');
  const first = `${who}${facts.founded_year ? `, founded in ${facts.founded_year}` : ''}.`;
  const sectors = facts.sector_labels ?? [];
  const shownSectors =
    sectors.length > 4 ? [...sectors.slice(0, 3), `${sectors.length - 3} more sectors`] : sectors;
  const invests = [
    facts.stage_labels?.length ? `at ${listWords(facts.stage_labels)}` : '',
    shownSectors.length ? `in ${listWords(shownSectors)}` : '',
  ].filter(Boolean);
  const parts = [
    invests.length ? `Invests ${invests.join(' ')}` : '',
    chequeWords(check),
    facts.leads_rounds ? 'leads rounds' : '',
  ].filter(Boolean);
  const joined = parts.join('; ');
  const second = joined ? ` ${joined[0]!.toUpperCase()}${joined.slice(1)}.` : '';
  const plural = (n: number, word: string, many: string) => `${n} ${n === 1 ? word : many}`;
  const exits = facts.exit_count ? ` and ${plural(facts.exit_count, 'exit', 'exits')}` : '';
  const track = facts.portfolio_count
    ? ` ${plural(facts.portfolio_count, 'portfolio company', 'portfolio companies')}${exits} according to FundraisingFox.`
    : '';
  if (!location && !facts.founded_year && !second && !track) return null;
  return `${first}${second}${track}`;
}
