import { labelOf } from '../../core/contracts/labels';
import type { WarmPathKind } from '../../core/contracts/warm-paths';

export interface PathContact {
  name: string;
  company: string | null;
  position: string | null;
  connected_on: string | null;
}

/** "Anna Schmidt, Partner at Earlybird, connected 2021": who, where, and since when (LinkedIn's date). */
function who(c: PathContact): string {
  const role =
    c.position && c.company
      ? `${c.position} at ${c.company}`
      : c.position || (c.company ? `at ${c.company}` : '');
  return [c.name, role].filter(Boolean).join(role.startsWith('at ') ? ' ' : ', ');
}
const connected = (c: PathContact) => (c.connected_on ? `, connected ${c.connected_on.slice(0, 4)}` : '');
const roundWords = (round: string | null, year: number | null) =>
  [round ? labelOf(round) : null, year].filter(Boolean).join(', ');

/**
 * A path in plain words, always with its dates: when the founder connected (LinkedIn's date, when given) and the
 * year of the deal it rests on (the deal history ends in June 2013).
 */
export function warmPathText(
  kind: WarmPathKind,
  c: PathContact,
  investorName: string,
  via: {
    company: string | null;
    round: string | null;
    year: number | null;
    deals: number | null;
    listed?: boolean;
  },
): string {
  if (kind === 'works_there') {
    const listed = via.listed ? ` (on ${investorName}'s team page)` : '';
    // Found by a work e-mail or a team page: the firm is where they work, whatever their profile says.
    return `You know ${who(c.company ? c : { ...c, company: investorName })}${listed}${connected(c)}.`;
  }
  if (kind === 'portfolio') {
    const deal = roundWords(via.round, via.year);
    const company = via.company ?? c.company ?? 'their company';
    return via.round === null && via.year === null
      ? `You know ${who(c)}${connected(c)}; ${company} is on ${investorName}'s own portfolio page.`
      : `You know ${who(c)}${connected(c)}; ${investorName} backed ${company}${deal ? ` (${deal})` : ''}.`;
  }
  const deals = via.deals ?? 0;
  const together = `invested alongside ${investorName} in ${deals} round${deals === 1 ? '' : 's'}${via.year ? ` (the last in ${via.year})` : ''}`;
  return via.company
    ? `You know ${who(c)}${connected(c)}; ${via.company} ${together}.`
    : `You know ${who(c)}${connected(c)}; in our data ${c.name} ${together}.`;
}
