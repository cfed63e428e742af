import type {
  AnalyzeIdeaActivities,
  AnalyzeIdeaInput,
  AnalyzeIdeaSummary,
} from '../../core/contracts/analyze-idea';

/**
 * Orchestration only: the activities arrive as an argument, so the same code runs under Temporal
 * (`./temporal.ts` binds it to proxyActivities) and under the local engine.
 */
export const analyzeIdeaFlow =
  (acts: AnalyzeIdeaActivities) =>
  async (input: AnalyzeIdeaInput): Promise<AnalyzeIdeaSummary> => {
    const idea = await acts.loadIdea(input.ideaId);
    const [investors, partners] = await Promise.all([
      acts.matchInvestors(idea),
      acts.findDesignPartners(idea),
    ]);
    const strategy = await acts.writeStrategy({ idea, investors, partners });
    const intros = await acts.draftIntros({ idea, investors, partners, strategy });
    // A sandboxed re-run never writes to the founder's idea (older histories have no flag: they saved).
    if (!input.sandbox) await acts.saveRecommendations({ idea, investors, partners, strategy, intros });
    return { investors: investors.length, partners: partners.length };
  };
