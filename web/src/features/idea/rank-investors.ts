// Spec §4: investors on the idea page are re-ranked by similarity × 100, +2 for each keyword found in the
// investor's focus and +3 for each keyword found in its recent investments. Keywords come from the idea's
// industry and description and must be longer than 3 characters.
import type { InvestorRec } from './recommendations';

export type RankedInvestor<T> = T & { score: number };

type Rankable = Pick<InvestorRec, 'similarity' | 'focus' | 'recentInvestments'>;

/** The idea's distinct lower-case keywords longer than 3 characters. */
export function ideaKeywords(
  industry: string | null | undefined,
  description: string | null | undefined,
): string[] {
  const words = `${industry ?? ''} ${description ?? ''}`.toLowerCase().split(/[^\p{L}\p{N}]+/u);
  return [...new Set(words.filter((w) => w.length > 3))];
}

export function investorScore(investor: Rankable, keywords: readonly string[]): number {
  const focus = investor.focus.toLowerCase();
  const recent = investor.recentInvestments
    .map((i) => `${i.company} ${i.round ?? ''}`)
    .join(' ')
    .toLowerCase();
  let score = (Number.isFinite(investor.similarity) ? investor.similarity : 0) * 100;
  for (const keyword of keywords) {
    if (focus.includes(keyword)) score += 2;
    if (recent.includes(keyword)) score += 3;
  }
  return score;
}

/** A new list, highest score first; ties keep their original order. */
export function rankInvestors<T extends Rankable>(
  investors: readonly T[],
  idea: { industry: string | null | undefined; description: string | null | undefined },
): RankedInvestor<T>[] {
  const keywords = ideaKeywords(idea.industry, idea.description);
  return investors
    .map((investor, index) => ({ ...investor, score: investorScore(investor, keywords), index }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map(({ index: _index, ...rest }) => rest as unknown as RankedInvestor<T>);
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
