import { formatCheckSize } from '../../core/contracts/format';
import type { TInvestorMatch } from '../../core/contracts/investors';
import type { InvestorRecommendation } from '../../core/contracts/recommendations';
import { regionOfCountry } from '../../core/matching/place';
import { specKeywords, specRerank } from '../../core/matching/spec-rerank';
import type { MatcherIdea, Ranked } from './state';

/** Spec §4: the candidates re-ranked by the matcher's score and the idea's keywords, best first. */
export function rankMatches(idea: MatcherIdea, matches: readonly TInvestorMatch[]): Ranked[] {
  const keywords = specKeywords(idea.industry, idea.description);
  return specRerank(
    matches,
    (m) => ({
      score: m.score,
      focus: m.investor.focus_areas,
      recent: m.investor.recent_investments.map((r) => r.company),
    }),
    keywords,
  ).map(({ spec, ...match }) => ({ match, rank: spec.rank, display: spec.display, keywords: spec.keywords }));
}

// The fit dimensions first, in the order a founder weighs them, then the evidence.
const ORDER = ['geography', 'stage', 'check_size', 'sector', 'activity', 'network'] as const;

/** The reasoning written from the matcher's per-dimension reasons: where, stage, cheque, sector, then evidence. */
export function reasoningOf(r: Ranked): string {
  const reasons = ORDER.flatMap((d) => r.match.dimensions.find((x) => x.dimension === d)?.reason ?? []);
  return `${reasons.join('. ')}.`;
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
    similarity: r.display,
    score: r.match.score,
    location: inv.location,
    country: inv.country,
    region: regionOfCountry(inv.country),
    checkSizeMin: inv.check_size_min,
    checkSizeMax: inv.check_size_max,
    leadsRounds: inv.leads_rounds,
    firmType: inv.firm_type,
    lastDealDate: inv.last_investment_date,
    dimensions: r.match.dimensions,
  };
}
