import { readSectors } from '../../../core/round/read-sectors';

// What every team-page extractor asks of a piece of text: is it a person's name, a role, a LinkedIn profile, a focus.

export const squash = (text: string | undefined | null) => (text ?? '').replace(/\s+/g, ' ').trim();

const PARTICLES = new Set([
  'van',
  'von',
  'de',
  'der',
  'den',
  'da',
  'di',
  'du',
  'del',
  'la',
  'le',
  'bin',
  'al',
  'ter',
  'ten',
  'y',
]);
/** Words that make a heading a firm, a section or a button, never a person. */
const NOT_A_PERSON =
  /\b(?:capital|ventures?|partners|fund|funds|team|our|about|portfolio|contact|news|values|careers|people|investments?|founders|leadership|advisors|board|office|join|meet|read|more|view|profile|linkedin|twitter|group|holdings|llc|inc|ltd|gmbh)\b/i;

/** "Joost van Dijk", "Marguerite Okafor": two to five capitalised words (particles aside), no firm words. */
export function asPersonName(text: string | undefined | null): string | null {
  const name = squash(text)
    .replace(/[,;:|].*$/, '')
    .trim();
  if (name.length < 4 || name.length > 60 || NOT_A_PERSON.test(name)) return null;
  const words = name.split(' ');
  if (words.length < 2 || words.length > 5) return null;
  const ok = words.every(
    (w, i) => (i > 0 && PARTICLES.has(w)) || /^[\p{Lu}][\p{L}'’.-]*$/u.test(w) || /^[\p{Lu}]\.$/u.test(w),
  );
  return ok ? name : null;
}

/** Words a role at an investor firm holds. */
const ROLE =
  /\b(?:partner|principal|associate|analyst|founder|co-founder|director|managing|venture|investor|investment|head|chief|ceo|cfo|coo|cto|operating|advisor|adviser|vp|vice president|president|scout|platform|talent|manager|counsel|chair(?:man|woman|person)?|fellow|entrepreneur in residence|eir)\b/i;

/** A role as the page writes it ("General Partner"), cut at its first sentence or clause; null if none. */
export function asTitle(text: string | undefined | null): string | null {
  const first = squash(text)
    .split(/(?<=\w)[.;|]\s|\s[–—-]\s|,\s(?=[a-z])/)[0]!
    .trim()
    .replace(/\.$/, '');
  if (!first || first.length > 80 || !ROLE.test(first)) return null;
  return first;
}

/** A LinkedIn profile of a person (linkedin.com/in/…), never a company page; null if the link is none. */
export function asLinkedin(href: string | undefined | null): string | null {
  try {
    const url = new URL(squash(href));
    if (!/(^|\.)linkedin\.com$/i.test(url.hostname) || !/^\/in\/[^/]+/i.test(url.pathname)) return null;
    url.search = '';
    url.hash = '';
    return url.href.replace(/\/$/, '');
  } catch {
    return null;
  }
}

/** Where a bio says what the person covers ("focuses on fintech", "invests in digital health"). */
const FOCUS_CUE =
  /\b(?:focus(?:es|ed)? on|invests? in|covers?|leads? (?:our )?investments in|specialis(?:es|ing) in|specializ(?:es|ing) in)\s+([^.]+)/i;

/** The focus-area keys a bio or a focus cell names; `cue`: only after words that say it is the person's focus. */
export function focusOf(text: string | undefined | null, cue = true): string[] {
  const t = squash(text);
  const part = cue ? FOCUS_CUE.exec(t)?.[1] : t;
  return part ? readSectors(part) : [];
}
