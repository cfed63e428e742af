import type { TCrawledPerson, TInvestorPerson } from '../../core/contracts/investor-people';
import { nameKeys } from '../../core/dataset/entity-resolution';
import type { Db } from '../db/connect';
import { listInvestorPeople } from './investor-people.repository';
import type { InvestorPersonRow, NewInvestorPersonRow, PersonSource } from './investor-people.table';

/** The seniority a title says: partners first, then principals, then the rest (a card lists the first few). */
function seniority(title: string | null): number {
  const t = title?.toLowerCase() ?? '';
  if (/managing partner|general partner|founding partner|founder/.test(t)) return 0;
  if (/\bpartner\b|managing director|\bgp\b/.test(t)) return 1;
  if (/principal|director|vice president|\bvp\b/.test(t)) return 2;
  return t ? 3 : 4;
}

function toInvestorPerson(r: InvestorPersonRow): TInvestorPerson {
  return {
    id: r.id,
    investor_id: r.investor_id,
    name: r.name,
    title: r.title,
    linkedin_url: r.linkedin_url,
    focus: r.focus,
    source: r.source,
    source_url: r.source_url,
    seen_at: r.seen_at.toISOString(),
  };
}

/** Each firm's people, the most senior first. */
export async function peopleByInvestor(
  db: Db,
  investorIds: readonly string[],
): Promise<Record<string, TInvestorPerson[]>> {
  const out: Record<string, TInvestorPerson[]> = {};
  for (const row of await listInvestorPeople(db, investorIds)) {
    const list = out[row.investor_id] ?? [];
    list.push(toInvestorPerson(row));
    out[row.investor_id] = list;
  }
  for (const people of Object.values(out))
    people.sort((a, b) => seniority(a.title) - seniority(b.title) || a.name.localeCompare(b.name));
  return out;
}

/** A person as a row of the people table, or null when their name has no key (nothing but punctuation). */
export function personRow(
  investorId: string,
  person: TCrawledPerson,
  source: PersonSource,
  sourceUrl: string | null,
  userId: string | null = null,
): NewInvestorPersonRow | null {
  const key = nameKeys(person.name)[0];
  if (!key) return null;
  return {
    investor_id: investorId,
    name: person.name,
    name_key: key,
    title: person.title,
    linkedin_url: person.linkedin_url,
    focus: person.focus,
    source,
    source_url: sourceUrl,
    user_id: userId,
  };
}

/**
 * The people of a firm in the order an intro should address them: those whose focus is among the idea's sectors
 * first, then by seniority. The cold email goes to the first.
 */
export function peopleForSectors(
  people: readonly TInvestorPerson[],
  sectors: readonly string[],
): TInvestorPerson[] {
  const fits = (p: TInvestorPerson) => (p.focus.some((f) => sectors.includes(f)) ? 0 : 1);
  return [...people].sort((a, b) => fits(a) - fits(b) || seniority(a.title) - seniority(b.title));
}
