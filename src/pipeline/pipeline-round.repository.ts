import type { TRoundInput } from '../../core/contracts/pipeline';
import type { Db } from '../db/connect';

export function findPipelineRound(db: Db, ideaId: string) {
  return db.selectFrom('pipeline_rounds').selectAll().where('idea_id', '=', ideaId).executeTakeFirst();
}

export async function upsertPipelineRound(db: Db, ideaId: string, input: TRoundInput): Promise<void> {
  await db
    .insertInto('pipeline_rounds')
    .values({ idea_id: ideaId, ...input })
    .onConflict((oc) =>
      oc.column('idea_id').doUpdateSet({
        target_amount: input.target_amount,
        stage: input.stage,
        close_date: input.close_date,
        updated_at: new Date(),
      }),
    )
    .execute();
}
