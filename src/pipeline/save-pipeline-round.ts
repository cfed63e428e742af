import type { TPipeline, TRoundInput } from '../../core/contracts/pipeline';
import type { Db } from '../db/connect';
import { getPipeline } from './get-pipeline';
import { upsertPipelineRound } from './pipeline-round.repository';

/** Sets the idea's round (target, stage, close date) and answers the pipeline with its totals against it. */
export async function savePipelineRound(db: Db, ideaId: string, input: TRoundInput): Promise<TPipeline> {
  await upsertPipelineRound(db, ideaId, input);
  return getPipeline(db, ideaId);
}
