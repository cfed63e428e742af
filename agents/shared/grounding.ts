// Mechanical checks the writers' texts must pass, offline and from a model alike: every number comes from the
// input, nothing repeats the founder's description back to them, no 2013 deal reads as current, no raw tags.

/** The numbers written in a text, e.g. "$1.2M over 18 months" → ["1.2", "18"]; digits inside words are not. */
export function numbersIn(text: string): string[] {
  return [...text.matchAll(/(?<![\p{L}\d.])\d+(?:[.,]\d+)*/gu)].map((m) => m[0].replace(/,/g, ''));
}

/** Numbers in the texts that none of the source texts holds; empty when every figure is grounded. */
export function ungroundedNumbers(texts: readonly string[], sources: readonly string[]): string[] {
  const allowed = new Set(sources.flatMap(numbersIn));
  return [...new Set(texts.flatMap(numbersIn))].filter((n) => !allowed.has(n));
}

const normal = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** The sentences of a text (split at . ! ? followed by a space or the end, and at line breaks). */
export function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+|\n+/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Sentences shorter than this are too common to count as copied ("Raising now."). */
const MIN_COPIED_WORDS = 5;

/** The sentence of the description a text repeats word for word (at least five words), or null. */
export function repeatedSentence(text: string, description: string): string | null {
  const hay = ` ${normal(text)} `;
  for (const sentence of sentencesOf(description)) {
    const words = normal(sentence);
    if (words.split(' ').length >= MIN_COPIED_WORDS && hay.includes(` ${words} `)) return sentence;
  }
  return null;
}

/**
 * Words that present activity as current. The deal history ends in June 2013: an investor is never "hot" or
 * "actively deploying" in a text written today, and a deal is never "recent" without its year.
 */
const AS_CURRENT =
  /\b(?:hot|actively (?:deploying|investing)|currently (?:investing|deploying)|right now|real-time|recent(?:ly)? (?:backed|invested|investments?|deals?|led)|fresh (?:fund|capital))\b/i;

export function presentsAsCurrent(text: string): string | null {
  return AS_CURRENT.exec(text)?.[0] ?? null;
}

/** Data keys that are not words: "b2b-saas", "ai-ml", "series-a". A text for people writes them out. */
const TAGS =
  /\b(?:b2b-saas|ai-ml|consumer-internet|enterprise-software|digital-health|medical-devices|developer-tools|data-infrastructure|hr-tech|marketing-tech|sales-tech|future-of-work|creator-economy|circular-economy|series-[abc]\+?|private-equity|post-ipo|medtech-diagnostics|biotech-therapeutics|fintech-transactions|consumer-subscription|consumer-app|ecommerce-d2c)\b/i;

export function tagIn(text: string): string | null {
  return TAGS.exec(text)?.[0] ?? null;
}
