import { nameKeys } from '../../core/dataset/entity-resolution';

/** The longest a cell of each kind is kept: a longer one is cut there (names and titles are never this long). */
export const CELL_LIMITS = { name: 120, company: 200, position: 300, url: 500, email: 320 } as const;

// Control characters (NUL among them) have no place in a name or a title, and Postgres refuses NUL in text.
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters removed
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;
/**
 * A cell a spreadsheet would run as a formula (`=HYPERLINK(...)`, `@SUM(...)`, `+cmd|...`): its leading formula
 * characters are dropped, so it is never one if the founder copies it into a sheet. A plain "+1" or "-" stays.
 */
const FORMULA = /^[=@+\-\t\r]+(?=.*[(|!=])|^[=@\t\r]+/;

/** A cell as text: control characters out, spaces collapsed, formula prefixes dropped, cut at `max`. */
export function cleanCell(value: string | undefined, max: number): string {
  if (!value) return '';
  let text = value.replace(CONTROL, '').replace(/\s+/g, ' ').trim();
  for (let i = 0; i < 3 && FORMULA.test(text); i++) text = text.replace(FORMULA, '').trim();
  return [...text].slice(0, max).join('');
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** LinkedIn's "14 Mar 2021" (or an ISO date) as YYYY-MM-DD; null for anything else, never a guess. */
export function parseConnectedOn(value: string): string | null {
  const text = value.trim();
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const dmy = /^(\d{1,2})[\s-]+([A-Za-z]{3})[a-z]*\.?[\s-]+(\d{4})$/.exec(text);
  let y: number;
  let m: number;
  let d: number;
  if (iso) [y, m, d] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else if (dmy) {
    m = MONTHS.indexOf(dmy[2]!.toLowerCase()) + 1;
    [y, d] = [Number(dmy[3]), Number(dmy[1])];
  } else return null;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (m < 1 || y < 1990 || y > 2100 || date.getUTCDate() !== d || date.getUTCMonth() !== m - 1) return null;
  return date.toISOString().slice(0, 10);
}

/** An http(s) URL, else null: a `javascript:` or `data:` cell never becomes a link on the contacts page. */
export function cleanUrl(value: string): string | null {
  const text = cleanCell(value, CELL_LIMITS.url);
  if (!text) return null;
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    if (!/^[a-z0-9.-]+\.[a-z]{2,}$/i.test(url.hostname)) return null;
    return url.toString();
  } catch {
    return null;
  }
}

/** The first address of a cell (Google writes several as "a@x.com ::: b@y.com"), lower-cased; null if none. */
export function cleanEmail(value: string): string | null {
  const first = cleanCell(value, 1000).split(/\s*:::\s*|[;,\s]+/)[0] ?? '';
  const email = first.toLowerCase();
  return email.length <= CELL_LIMITS.email && /^[^@\s]+@[^@\s]+\.[a-z]{2,}$/.test(email) ? email : null;
}

/** The profile a LinkedIn URL points to ("linkedin.com/in/anna-schmidt"), the same however it is written. */
export function linkedinProfileKey(url: string | null): string | null {
  if (!url) return null;
  try {
    const u = new URL(url);
    if (!/(^|\.)linkedin\.com$/i.test(u.hostname)) return null;
    const slug = /^\/in\/([^/?#]+)/i.exec(u.pathname)?.[1];
    return slug ? `linkedin.com/in/${decodeURIComponent(slug).toLowerCase()}` : null;
  } catch {
    return null;
  }
}

/**
 * What makes two rows the same contact, so that a re-import updates rather than adds: the LinkedIn profile, else
 * the e-mail, else the name with the company (both as entity resolution reads names). Null when a row has none.
 */
export function contactKey(c: {
  fullName: string;
  url: string | null;
  email: string | null;
  company: string | null;
}): string | null {
  const profile = linkedinProfileKey(c.url);
  if (profile) return `url:${profile}`;
  if (c.url) return `url:${c.url.toLowerCase().replace(/\/+$/, '')}`;
  if (c.email) return `email:${c.email}`;
  const name = nameKeys(c.fullName)[0];
  if (!name) return null;
  return `name:${name}|${c.company ? (nameKeys(c.company)[0] ?? '') : ''}`;
}
