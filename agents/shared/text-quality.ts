// Issue 34's text-quality check of what the writers produce: no doubled words ("the the"), no broken clauses (a
// sentence ending on an article or a preposition, stray punctuation, unbalanced brackets), and no unfilled template
// slot except the one marked for the founder to fill (the partner's first name).

/** The one slot a founder fills before sending an intro. */
export const NAME_SLOT = '[partner’s first name]';

/** Doubles that are English ("had had", "that that" is not): none the writers use. */
const DOUBLED = /(?<![\p{L}\p{N}])(\p{L}{2,})\s+\1(?![\p{L}\p{N}])/iu;
const BROKEN: [RegExp, string][] = [
  // A preposition may end an English sentence ("the listing the model is unsure of"); an article may not.
  [/\b(?:the|a|an|and|or|their|your|our)\s*[.;:!?](?=\s|$)/i, 'a clause ends on an article or a conjunction'],
  // French typography puts a space before : ; ! ? (the founder's own words may be quoted): only , and . count.
  [/\s[,.](?![\d.])/, 'a space before punctuation'],
  [/[,;:]\s*[,.;:]|\.\.(?!\.)|,\s*\./, 'doubled punctuation'],
  [/\(\s*\)|\[\s*\]/, 'empty brackets'],
  [/(?:^|[.!?]\s+)(?:and|or|but|with)\s*$/i, 'a dangling conjunction'],
];
const SLOT = /\{[^}]*\}|\$\{|\[[^\]]*\]|<[^>]+>|\b(?:undefined|null|NaN|TODO|TBD|XXX|lorem)\b/;

/** What is wrong with a text, in words; empty when it reads as written by a person. */
export function textFaults(text: string): string[] {
  const faults: string[] = [];
  const plain = text.split(NAME_SLOT).join('Sam');
  const doubled = DOUBLED.exec(plain);
  if (doubled) faults.push(`a doubled word: “${doubled[0]}”`);
  for (const [re, what] of BROKEN) {
    const m = re.exec(plain);
    if (m)
      faults.push(`${what}: “${plain.slice(Math.max(0, m.index - 20), m.index + m[0].length + 5).trim()}”`);
  }
  const open = (plain.match(/\(/g) ?? []).length;
  const close = (plain.match(/\)/g) ?? []).length;
  if (open !== close) faults.push('unbalanced brackets');
  const slot = SLOT.exec(plain);
  if (slot) faults.push(`an unfilled slot: “${slot[0]}”`);
  return faults;
}
