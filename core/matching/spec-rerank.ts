/**
 * Spec §4, the one re-rank of an idea's investors, used by the matcher agent and the idea page alike: each is
 * ranked by similarity x 100, plus 2 for each keyword found in its focus and 3 for each keyword found in its
 * recent investments; keywords are the idea's industry and description words longer than 3 characters.
 *
 * Two choices the spec leaves open, made so that the list reads true (issue 17): common words are not keywords
 * ("general" from "Mass General", "last", "free" matched anything), a keyword must match a whole word; and the
 * percentage shown is the ranked score itself (similarity plus the keyword points, as a share of 100, capped at
 * 100%), so the order on the page always follows the percentage.
 */

// English function words and the words every pitch uses: none of them says what a startup does.
const COMMON = new Set(
  `about above after again against also although among another anyone anything around because been before being
  below best better between both build building built business businesses came come comes company companies could
  customer customers data does doing done down during each early easy either else enough even ever every fast
  first free from full general give given going good great growing growth have having help helps here high into
  just keep know large last later launch launched less like little long look made main make makes making many
  market markets more most much must need needs never next only open other others over part people place plan
  platform product products raise raising real really right round same seed series service services should since
  small some something start started startup startups still such take team than that their them then there these
  they thing things this those through time today tool tools under until user users using very want wants week
  well were what when where which while will with within without work works world would year years your`.split(
    /\s+/,
  ),
);

/** The idea's keywords: distinct lower-case words of its industry and description, longer than 3 characters. */
export function specKeywords(industry: string | null | undefined, description: string | null | undefined) {
  const words = `${industry ?? ''} ${description ?? ''}`.toLowerCase().split(/[^\p{L}\p{N}]+/u);
  return [...new Set(words.filter((w) => w.length > 3 && !COMMON.has(w) && !/^\d+$/.test(w)))];
}

export interface SpecRankable {
  /** The matcher's overall score in [0, 1]. */
  score: number;
  /** Focus areas ("b2b-saas", "fintech"). */
  focus: readonly string[];
  /** Names of its recent investments. */
  recent: readonly string[];
}

export interface SpecRank {
  /** The spec's rank: score x 100 + 2 per focus keyword + 3 per recent-investment keyword. */
  rank: number;
  /** The percentage shown, as a share: min(1, rank / 100). */
  display: number;
  /** The keywords that matched, for the reasoning. */
  keywords: string[];
}

const wordsOf = (text: string) =>
  new Set(
    text
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean),
  );

export function specRank(item: SpecRankable, keywords: readonly string[]): SpecRank {
  const focus = wordsOf(item.focus.join(' '));
  const recent = wordsOf(item.recent.join(' '));
  const inFocus = keywords.filter((k) => focus.has(k));
  const inRecent = keywords.filter((k) => recent.has(k));
  const rank = Math.round((item.score * 100 + 2 * inFocus.length + 3 * inRecent.length) * 1000) / 1000;
  return {
    rank,
    display: Math.min(1, Math.round(rank * 10) / 1000),
    keywords: [...new Set([...inFocus, ...inRecent])],
  };
}

/** The items best first by the spec's rank; ties keep the order they came in (the matcher's). */
export function specRerank<T>(
  items: readonly T[],
  view: (item: T) => SpecRankable,
  keywords: readonly string[],
): (T & { spec: SpecRank })[] {
  return items
    .map((item, index) => ({ ...item, spec: specRank(view(item), keywords), index }))
    .sort((a, b) => b.spec.rank - a.spec.rank || a.index - b.index)
    .map(({ index: _index, ...rest }) => rest as T & { spec: SpecRank });
}
