// The idea page orders the saved investors by the spec's §4 re-rank, the one rule the matcher agent also
// applies (src/matching/spec-rerank.ts), so the page shows the order the intros were written for.
import { specKeywords, specRerank } from '@core/matching/spec-rerank';
import type { InvestorRec } from './recommendations';

export type RankedInvestor<T> = T & { score: number };

/** A new list, best first by the spec's rank; `score` is the percentage shown (as a share). */
export function rankInvestors<T extends InvestorRec>(
  investors: readonly T[],
  idea: { industry: string | null | undefined; description: string | null | undefined },
): RankedInvestor<T>[] {
  const keywords = specKeywords(idea.industry, idea.description);
  return specRerank(
    investors,
    (inv) => ({
      // Analyses before the fit-first matcher saved only the percentage.
      score: inv.score ?? inv.similarity,
      focus: inv.focus.split(',').map((f) => f.trim()),
      recent: inv.recentInvestments.map((r) => r.company),
    }),
    keywords,
  ).map(({ spec, ...inv }) => ({ ...(inv as unknown as T), score: spec.display }));
}

export type MatchTone = 'success' | 'info' | 'muted';

/** Spec §4 badge colour: 0.8 or more green, 0.7 or more blue, otherwise grey. */
export function matchTone(similarity: number): MatchTone {
  if (similarity >= 0.8) return 'success';
  if (similarity >= 0.7) return 'info';
  return 'muted';
}

/** 0.702 → '70% match'. */
export function matchLabel(similarity: number): string {
  const pct = Math.round(Math.min(1, Math.max(0, Number.isFinite(similarity) ? similarity : 0)) * 100);
  return `${pct}% match`;
}
