import type { TInvestorThesis } from '../../core/contracts/onboarding';
import type { Db } from '../db/connect';
import { AppError } from '../domain/app-error';
import type { IdeaRow } from '../ideas/idea.table';
import { addEntryNote } from '../pipeline/add-entry-note';
import { addPipelineEntry } from '../pipeline/add-pipeline-entry';
import { decisionsWithInvestors } from './decisions-with-investors';

/**
 * An investor said Interested, so the founder and they are already talking: their card starts at "Contacted" (the
 * first stage of the pipeline where both sides are in conversation), named as on their profile, with their firm and
 * e-mail, and their note on its timeline. One card per interest; a card the founder removed can be made again.
 */
const INTEREST_PIPELINE_STAGE = 'contacted' as const;

export async function addInterestToPipeline(
  db: Db,
  idea: IdeaRow,
  investorId: string,
): Promise<{ entry_id: string }> {
  const interest = await decisionsWithInvestors(db, idea.id)
    .select([
      'd.decision',
      'd.note',
      'e.id as entry_id',
      'p.full_name',
      'u.name',
      'u.email',
      'c.context_data',
    ])
    .where('d.investor_id', '=', investorId)
    .executeTakeFirst();
  if (interest?.decision !== 'interested')
    throw new AppError('not_found', 'This investor has not said they are interested in this idea');
  if (interest.entry_id) throw new AppError('conflict', 'This investor is already in your pipeline');
  const firm = (interest.context_data as TInvestorThesis | null)?.firm_name?.trim() || undefined;
  const entry = await addPipelineEntry(db, idea.id, {
    name: (interest.full_name?.trim() || interest.name).slice(0, 200),
    firm,
    email: interest.email,
    stage: INTEREST_PIPELINE_STAGE,
    source: 'interest',
  });
  await addEntryNote(
    db,
    idea.id,
    entry.id,
    interest.note
      ? `Said Interested on Roundwise: “${interest.note}”`
      : 'Said Interested on Roundwise (no note).',
  );
  await db
    .updateTable('investor_decisions')
    .set({ pipeline_entry_id: entry.id })
    .where('idea_id', '=', idea.id)
    .where('investor_id', '=', investorId)
    .execute();
  return { entry_id: entry.id };
}
