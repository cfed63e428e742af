import type {
  DesignPartnerResult,
  IdeaInput,
  IntroDraft,
  InvestorMatchResult,
  SaveRecommendationsInput,
  StrategyResult,
} from '../../core/contracts/analyze-idea';
import type { TAnalysisResults } from '../../core/contracts/workbench';
import type { RunEvent } from '../../workflows/engine/engine';
import type { AnalysisOutput } from './compare-runs';
import { strategyFields } from './strategy-fields';

/** The result each activity recorded, by activity name (the last completion of each). */
function resultsOf(events: readonly RunEvent[]): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const e of events)
    if (e.type === 'ActivityTaskCompleted' && e.activity)
      out.set(e.activity, (e.payload as { result?: unknown } | null)?.result);
  return out;
}

const list = <T>(x: unknown): T[] => (Array.isArray(x) ? (x as T[]) : []);

/** What an analyzeIdea run produced, from its recorded history (the same whichever engine ran it). */
export function analysisOutput(events: readonly RunEvent[]): AnalysisOutput {
  const results = resultsOf(events);
  return {
    investors: list<InvestorMatchResult>(results.get('matchInvestors')),
    partners: list<DesignPartnerResult>(results.get('findDesignPartners')),
    strategy: strategyFields(results.get('writeStrategy')),
    intros: list<IntroDraft>(results.get('draftIntros')),
  };
}

/** The results as the run page shows them; null before the analysis produced any. */
export function analysisResults(events: readonly RunEvent[]): TAnalysisResults | null {
  const results = resultsOf(events);
  if (!results.has('matchInvestors')) return null;
  const idea = results.get('loadIdea') as IdeaInput | undefined;
  const out = analysisOutput(events);
  return {
    idea: idea ? { id: idea.id, title: idea.title } : null,
    investors: out.investors.map((inv, i) => ({
      rank: i + 1,
      investorId: inv.investorId,
      name: inv.name,
      score: inv.score,
      reasons: inv.reasons ?? [],
    })),
    partners: out.partners.map((p) => ({ name: p.name, reasons: p.reasons ?? [] })),
    strategy: out.strategy,
    intros: out.intros.map((i) => ({
      investor: i.recipientName ?? i.recipient,
      subject: i.subject,
      body: i.body,
    })),
  };
}

/**
 * What saveRecommendations would have written for this run (a sandboxed re-run never called it), from the results
 * its history holds; null when the run lacks one of them.
 */
export function saveInputOf(events: readonly RunEvent[]): SaveRecommendationsInput | null {
  const r = resultsOf(events);
  const names = ['loadIdea', 'matchInvestors', 'findDesignPartners', 'writeStrategy', 'draftIntros'];
  if (!names.every((n) => r.has(n))) return null;
  return {
    idea: r.get('loadIdea') as IdeaInput,
    investors: list<InvestorMatchResult>(r.get('matchInvestors')),
    partners: list<DesignPartnerResult>(r.get('findDesignPartners')),
    strategy: r.get('writeStrategy') as StrategyResult,
    intros: list<IntroDraft>(r.get('draftIntros')),
  };
}
