import { withoutMarkup } from '../vectors/embeddings';
import { SECTOR_WORDS } from './needs';

// Words that say nothing of a business: grammar, and the words of a form being filled in.
const EMPTY_WORDS = new Set(
  (
    'the and for with that this from into our their its are was were has have will can who what which when ' +
    'you your they them more most very also just than then there here all any each per via about over under ' +
    'startup startups company companies business idea ideas description title untitled test testing todo tbd ' +
    'new bold italic lorem ipsum dolor sit amet asdf qwerty placeholder sample example demo stuff thing things ' +
    'seed pre series round raising raise stage early europe european global worldwide usa world'
  ).split(' '),
);

/** What an idea must say to count fully, in words (a sector's keyword counts half): a product and whom it serves. */
const FULL_WORDS = 3;
const SECTOR_WORD = 0.5;

/**
 * How much an idea says, in [0, 1]: its distinct words that are neither markup, grammar nor a form's placeholder,
 * a sector's keywords counting half, as a share of `FULL_WORDS`. "AI assistant for freight brokers" says enough
 * to count for two thirds, a carbon accounting tool "that measures the emissions of manufacturers" fully; "climate
 * logistics seed Europe" or "health AI app startup" is a list of keywords and counts for a third.
 */
export function ideaSubstance(text: string): number {
  const words = new Set(
    withoutMarkup(text)
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter((w) => w.length >= 3 && !/^\d+$/.test(w) && !EMPTY_WORDS.has(w)),
  );
  let said = 0;
  for (const w of words) said += SECTOR_WORDS.has(w) ? SECTOR_WORD : 1;
  return Math.min(1, said / FULL_WORDS);
}
