import { analysisInputKey } from '../../core/business/analysis-input';
import type { TRound } from '../../core/contracts/round';
import { keepFounderFields, specColumns } from '../../core/round/idea-round';
import { warmBoostsOf } from '../contacts/founder-network';
import type { Db } from '../db/connect';
import { peopleByInvestor, peopleForSectors } from '../investors/investor-people';
import { findInvestorTheses } from '../investors/investor-thesis.repository';
import type { Logger } from '../logger';
import { notifyAnalysisFinished } from '../notifications/analysis-finished';
import { findProfileById, findUserNames } from '../profiles/profile.repository';
import { findIdeaById, updateIdea } from './idea.repository';
import type { IdeaUpdate } from './idea.table';
import { fundraisingGoalOf } from './refresh-idea-round';

/**
 * The analysis workflow's store over Postgres (its `AnalysisStore` port, wired by the composition root): the idea
 * with what its founder said elsewhere, the investors' stated theses, and the analysis saved on the idea.
 */
export function createAnalysisStore(db: Db, logger: Logger) {
  return {
    async loadIdea(ideaId: string) {
      const row = await findIdeaById(db, ideaId);
      if (!row) return null;
      const [founder, fundraisingGoal] = await Promise.all([
        findProfileById(db, row.user_id),
        fundraisingGoalOf(db, row.user_id, row.id),
      ]);
      return {
        id: row.id,
        userId: row.user_id,
        title: row.title,
        description: row.description,
        industry: row.industry,
        stage: row.stage,
        targetCheckSize: row.target_check_size,
        round: row.round,
        company: founder?.company_name ?? null,
        fundraisingGoal,
      };
    },

    findTheses: (investorIds: readonly string[]) => findInvestorTheses(db, investorIds),

    warmBoosts: (userId: string) => warmBoostsOf(db, userId),

    async peopleAt(investorIds: readonly string[], sectors: readonly string[]) {
      const people = await peopleByInvestor(db, investorIds);
      return Object.fromEntries(
        Object.entries(people).map(([id, list]) => [
          id,
          peopleForSectors(list, sectors).map((p) => ({
            name: p.name,
            role: p.title ?? '',
            linkedin: p.linkedin_url ?? '',
          })),
        ]),
      );
    },

    async founderName(userId: string): Promise<string> {
      const names = await findUserNames(db, userId);
      return names?.full_name?.trim() || names?.name?.trim() || 'The founder';
    },

    async saveAnalysis(analysis: {
      idea: { id: string; userId: string; title: string };
      round: TRound | null;
      recommendations: unknown;
      found: { investors: number; partners: number };
      runId: string | null;
    }): Promise<void> {
      const changes: IdeaUpdate = {};
      await db.transaction().execute(async (trx) => {
        const current = await findIdeaById(trx, analysis.idea.id);
        let round = current?.round ?? null;
        if (analysis.round) {
          round = keepFounderFields(analysis.round, current?.round ?? null);
          if (current && JSON.stringify(round) !== JSON.stringify(current.round))
            Object.assign(changes, { round: JSON.stringify(round), ...specColumns(round) });
        }
        // What the analysis read, so that the page can say when the idea has changed since (issue 34).
        const readKey = current
          ? analysisInputKey({ title: current.title, description: current.description, round })
          : undefined;
        changes.recommendations = JSON.stringify({
          ...(analysis.recommendations as Record<string, unknown>),
          ...(readKey ? { readKey } : {}),
        });
        await updateIdea(trx, analysis.idea.id, changes);
      });
      await notifyAnalysisFinished(db, logger, analysis);
    },
  };
}
