import type { TInvestor } from '../../core/contracts/investors';

/**
 * Characters of the description embedded: its first sentences say what the investor backs; the rest (a partner's
 * career, a portfolio list) blurred the vector. On the search set (evals/search) it put more right investors first.
 */
const DESCRIPTION_CHARS = 250;
/** Sectors embedded after it, in the vocabulary's order (the main ones first): a list of every sector says nothing. */
const SECTORS = 3;

/**
 * The text an investor is embedded from: what it says it does (the start of its description) and its first sectors.
 * Its name, place and the names of its deals are left out: the model read them as meaning, so "Flying Fox Ventures"
 * came out near "flying robots" and "Court Square" near "lawyers and courts"; names and places are found by their
 * words. An investor with neither description nor sectors is embedded by its name.
 */
export function embeddingText(d: TInvestor): string {
  const description = cut(d.description?.trim() ?? '', DESCRIPTION_CHARS).replace(/[.\s]+$/, '');
  const sectors = d.focus_areas.filter((f) => f !== 'other').slice(0, SECTORS);
  const text = [description, sectors.join(', ')].filter(Boolean).join('. ');
  return text || d.name;
}

function cut(text: string, n: number): string {
  if (text.length <= n) return text;
  const space = text.lastIndexOf(' ', n);
  return text.slice(0, space > 0 ? space : n);
}
