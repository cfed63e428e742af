import type { TInvestor } from '../contracts/investors';

/**
 * The text an investor is embedded from: what it says it does (its description) and the sectors it backs. Its name,
 * place and the names of its deals are left out: the model read them as meaning, so "Flying Fox Ventures" came
 * out near "flying robots" and "Court Square" near "lawyers and courts"; names and places are found by their words.
 * An investor with neither description nor sectors is embedded by its name.
 */
export function embeddingText(d: TInvestor): string {
  const text = [d.description?.trim(), d.focus_areas.join(', ')].filter(Boolean).join('. ');
  return text || d.name;
}
