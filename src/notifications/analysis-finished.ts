import type { Db } from '../db/connect';
import type { Logger } from '../logger';
import { notify } from './notify';

/**
 * Tells the founder that the analysis of their idea finished: recorded by whichever process ran its last step (an
 * analysis worker, a Temporal worker), and heard live by the founder's open tabs through Postgres NOTIFY. Once per
 * run (its id is the dedupe key), even if the step is retried. A notification that cannot be written is logged, and
 * the analysis still completes.
 */
export async function notifyAnalysisFinished(
  db: Db,
  logger: Logger,
  analysis: {
    idea: { id: string; userId: string; title: string };
    found: { investors: number; partners: number };
    runId: string | null;
  },
): Promise<void> {
  const { idea, found, runId } = analysis;
  await notify(db, {
    user_id: idea.userId,
    kind: 'analysis_finished',
    title: `The analysis of ${idea.title} is ready`,
    body: `Found ${found.investors} investors and ${found.partners} design partners.`,
    link: `/idea/${idea.id}`,
    idea_id: idea.id,
    actor_id: null,
    dedupe_key: runId ? `analysis:${runId}` : null,
  }).catch((err) => logger.warn({ err, ideaId: idea.id }, 'Could not record a notification'));
}
