import { SECTOR_ACRONYMS, SECTOR_PARENTS, SECTOR_PHRASES } from './sector-words';

/** Lowercase, accents removed, everything but letters and digits a single space, padded: " ai powered crm ". */
function normalize(text: string): string {
  const plain = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ');
  return ` ${plain.trim()} `;
}

const phrase = (p: string) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/[\s-]+/g, ' ');
const MATCHERS = Object.entries(SECTOR_PHRASES).map(
  ([key, phrases]) =>
    [key, new RegExp(`(?<= )(?:${phrases.split('|').map(phrase).join('|')})(?:s|es)?(?= )`, 'g')] as const,
);

/** How many phrases of each sector the text uses, and where the first one is. */
function hits(text: string): Map<string, { count: number; first: number }> {
  const found = new Map<string, { count: number; first: number }>();
  const note = (key: string, at: number) => {
    const h = found.get(key) ?? { count: 0, first: at };
    found.set(key, { count: h.count + 1, first: Math.min(h.first, at) });
  };
  // Words of a sector used of something else: "paid from its energy savings" is not a savings product.
  const plain = normalize(text).replace(/ (?:energy|cost|time|fuel|carbon) savings /g, ' ');
  for (const [key, re] of MATCHERS) for (const m of plain.matchAll(re)) note(key, m.index);
  // Acronyms on the text as written, so that "AI" is read and "ai" inside other words is not.
  for (const [acronym, key] of Object.entries(SECTOR_ACRONYMS)) {
    for (const m of text.matchAll(new RegExp(`(?<![\\p{L}\\p{N}])${acronym}(?![\\p{L}\\p{N}])`, 'gu')))
      note(key, m.index);
  }
  return found;
}

/** The most sectors a round lists: beyond that they stop telling investors apart. */
const MAX_SECTORS = 6;

/**
 * The focus-area keys the idea's text speaks of, most used first (ties: first named), then the broader areas
 * they belong to ("digital-health" → "healthtech", "healthcare"). Empty when no phrase of the vocabulary occurs.
 */
export function readSectors(text: string, extra: readonly string[] = []): string[] {
  const found = [...hits(text)].sort((a, b) => b[1].count - a[1].count || a[1].first - b[1].first);
  const specific = [...new Set([...found.map(([key]) => key), ...extra])];
  const parents = specific.flatMap((key) => SECTOR_PARENTS[key] ?? []);
  return [...new Set([...specific, ...parents])].slice(0, MAX_SECTORS);
}

/** Whether a key is one the sector vocabulary can produce (the model's sectors are checked against it). */
export function isSectorKey(key: string): boolean {
  return key in SECTOR_PHRASES;
}
