// An amount the founder wrote next to raising words that the money reader could not turn into a raise
// ("raising 2.5 lakh crore", "raising 3 bazillion"): said back to them, never replaced by another figure.

const RAISING =
  /\b(?:raising|raise|to raise|looking for|seeking|round of|captando|levantando|levée de|lever|lève|levons|recaudando|Finanzierungsrunde von|sammeln)\s+(?:an?\s+|our\s+|about\s+|around\s+|~\s*)?/gi;
/** A figure and up to three unit words after it ("2.5 lakh crore", "NGN 1.5 bn", "3 bazillion rupees"). */
const FIGURE =
  /^((?:[^\s\d.,;:!?]{1,4}\s?)?\d[\d.,]*(?:\s?[^\s\d.,;:!?()]+){0,3}?)(?=\s+(?:pre-?seed|seed|series|round|to|for|from|in|at|of|with|and|equity|debt|raise)\b|[.,;:!?()\n]|\s*$)/i;

/** The words of an unread raise after raising words, or null when the text names none. */
export function unreadAmount(text: string): string | null {
  for (const m of text.matchAll(RAISING)) {
    const rest = text.slice(m.index + m[0].length, m.index + m[0].length + 60);
    const f = FIGURE.exec(rest);
    if (f?.[1] && /\d/.test(f[1])) return f[1].trim();
  }
  return null;
}
