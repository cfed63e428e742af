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

/** Words an idea must say besides its sector's keywords before it counts fully: a product and whom it serves. */
const FULL_WORDS = 3;

/**
 * How much an idea says, in [0, 1]: the share of `FULL_WORDS` among its words that are neither markup, grammar, a
 * form's placeholder, nor a sector's keywords. "Carbon accounting software that measures the emissions of
 * manufacturers" says enough; "climate logistics seed Europe" or "health AI app startup" is a list of keywords.
 */
export function ideaSubstance(text: string): number {
  const words = withoutMarkup(text)
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length >= 3 && !/^\d+$/.test(w) && !EMPTY_WORDS.has(w) && !SECTOR_WORDS.has(w));
  return Math.min(1, new Set(words).size / FULL_WORDS);
}
