import type { AnalyzeIdeaActivities } from '../../workflows/analyze-idea/types';
import { currentActivity } from '../../workflows/engine/activity-context';
import type { Db } from '../db/connect';
import type { Logger } from '../logger';
import { notify } from './notify';

/**
 * The analysis's last step, followed by a notification to the founder that it finished: recorded by whichever
 * process ran the step (an analysis worker, a Temporal worker), and heard live by the founder's open tabs through
 * Postgres NOTIFY. Once per run (its id is the dedupe key), even if the step is retried. A notification that cannot
 * be written is logged, and the analysis still completes.
 */
export function withFinishedNotice(
  activities: AnalyzeIdeaActivities,
  db: Db,
  logger: Logger,
): AnalyzeIdeaActivities {
  return {
    ...activities,
    async saveRecommendations(input) {
      await activities.saveRecommendations(input);
      const runId = currentActivity()?.runId ?? null;
      const found = `${input.investors.length} investors and ${input.partners.length} design partners`;
      await notify(db, {
        user_id: input.idea.userId,
        kind: 'analysis_finished',
        title: `The analysis of ${input.idea.title} is ready`,
        body: `Found ${found}.`,
        link: `/idea/${input.idea.id}`,
        idea_id: input.idea.id,
        actor_id: null,
        dedupe_key: runId ? `analysis:${runId}` : null,
      }).catch((err) => logger.warn({ err, ideaId: input.idea.id }, 'Could not record a notification'));
    },
  };
}
