import type { TInvestorMatch } from '../../src/contracts/investors';
import { formatCheckSize } from '../../web/src/features/investors/investor-format';
import type { InvestorRecommendation, MatcherIdea, Ranked } from './state';

/** Spec §4 keywords: words of the idea's industry and description longer than three characters. */
export function keywordsOf(idea: MatcherIdea): string[] {
  const words = `${idea.industry} ${idea.description}`.toLowerCase().match(/[a-z0-9]+/g) ?? [];
  return [...new Set(words.filter((w) => w.length > 3))];
}

/** Spec §4: similarity x 100, plus 2 per keyword in the focus, plus 3 per keyword in recent investments. */
export function rankMatches(idea: MatcherIdea, matches: readonly TInvestorMatch[]): Ranked[] {
  const keywords = keywordsOf(idea);
  return matches
    .map((match) => {
      const focus = match.investor.focus_areas.join(' ').toLowerCase();
      const recent = match.investor.recent_investments
        .map((r) => r.company)
        .join(' ')
        .toLowerCase();
      const inFocus = keywords.filter((k) => focus.includes(k));
      const inRecent = keywords.filter((k) => recent.includes(k));
      const rank = match.score * 100 + 2 * inFocus.length + 3 * inRecent.length;
      return {
        match,
        rank: Math.round(rank * 1000) / 1000,
        keywords: [...new Set([...inFocus, ...inRecent])],
      };
    })
    .sort((a, b) => b.rank - a.rank || a.match.investor.name.localeCompare(b.match.investor.name));
}

/** The reasoning written from the matcher's per-dimension reasons, strongest dimensions first. */
export function reasoningOf(r: Ranked): string {
  const reasons = [...r.match.dimensions]
    .sort((a, b) => b.score - a.score)
    .slice(0, 4)
    .map((d) => d.reason);
  const words = r.keywords.length ? ` Matches your keywords: ${r.keywords.slice(0, 5).join(', ')}.` : '';
  return `${reasons.join('; ')}.${words}`;
}

export function toRecommendation(r: Ranked, reasoning: string): InvestorRecommendation {
  const inv = r.match.investor;
  return {
    id: inv.id,
    name: inv.name,
    website: inv.website,
    focus: inv.focus_areas.join(', '),
    reasoning,
    checkSize: formatCheckSize(inv.check_size_min, inv.check_size_max),
    portfolioSize: inv.investment_count,
    supportedRounds: inv.stages,
    recentInvestments: inv.recent_investments,
    contacts: [],
    similarity: Math.min(1, Math.max(0, r.match.score)),
  };
}
