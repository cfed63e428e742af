import { PIPELINE_STAGE_LABELS, type TNewEntry, type TPipelineEntry } from '../../core/contracts/pipeline';
import { type AccountPlan, introForInvestor } from '../../core/contracts/plans';
import { upgradeRecommendations } from '../../core/contracts/upgrade-recommendations';
import type { Db } from '../db/connect';
import { AppError } from '../domain/app-error';
import { findIdeaById } from '../ideas/idea.repository';
import { findInvestorById } from '../investors/investor.repository';
import { getPipelineEntry } from './get-pipeline';
import { countEntriesInStage, insertEntry } from './pipeline.repository';
import { insertEvent } from './pipeline-event.repository';

const UNIQUE_VIOLATION = '23505';

/** How the "added" line of the timeline says where the investor came from. */
const ADDED_FROM: Record<TNewEntry['source'], string> = {
  matches: "from the idea's matches",
  investors: 'from the investor database',
  manual: 'by hand',
  import: 'from a CSV import',
  interest: 'from their interest on Roundwise',
};

/** The intro the idea's analysis drafted for this investor, as the founder's plan may read it, if any. */
async function analysisIntro(db: Db, ideaId: string, investorId: string, plan: AccountPlan) {
  const idea = await findIdeaById(db, ideaId);
  return introForInvestor(upgradeRecommendations(idea?.recommendations), investorId, plan);
}

/**
 * Puts an investor at the end of a column: one of the database's (named as there, with the analysis's intro for
 * them) or one typed by hand. The same investor twice is a conflict naming them.
 */
export async function addPipelineEntry(
  db: Db,
  ideaId: string,
  input: TNewEntry,
  options: {
    /**
     * The founder's plan: on Starter an entry starts from the intro template, not the intro written for it. Not
     * given (an entry by name, which looks no intro up), it reads as Starter's: never more than the account may see.
     */
    plan?: AccountPlan;
    /** The founder's contact who can introduce them, with the forwardable request to that contact (issue 33). */
    warm?: { contactId: string; subject: string; body: string } | null;
  } = {},
): Promise<TPipelineEntry> {
  const warm = options.warm ?? null;
  let name = input.name ?? '';
  let firm = input.firm ?? null;
  let intro: { subject: string; body: string } | null = null;
  if (input.investor_id) {
    const investor = await findInvestorById(db, input.investor_id);
    if (!investor) throw new AppError('not_found', 'Investor not found', 'investor_id');
    name = investor.name;
    firm = null;
    intro = warm ?? (await analysisIntro(db, ideaId, investor.id, options.plan ?? 'starter'));
  }
  const position = await countEntriesInStage(db, ideaId, input.stage);
  try {
    const id = await insertEntry(db, {
      idea_id: ideaId,
      investor_id: input.investor_id ?? null,
      name,
      firm,
      email: input.email ?? null,
      stage: input.stage,
      position,
      expected_amount: input.expected_amount ?? null,
      intro_subject: intro?.subject ?? null,
      intro_body: intro?.body ?? null,
      warm_contact_id: input.investor_id ? (warm?.contactId ?? null) : null,
    });
    await insertEvent(db, {
      entry_id: id,
      kind: 'added',
      text: `Added ${ADDED_FROM[input.source]} to ${PIPELINE_STAGE_LABELS[input.stage]}`,
      data: { source: input.source },
    });
    return (await getPipelineEntry(db, ideaId, id))!;
  } catch (err) {
    if ((err as { code?: string }).code === UNIQUE_VIOLATION)
      throw new AppError(
        'conflict',
        `${name} is already in this round's pipeline`,
        input.investor_id ? 'investor_id' : 'name',
      );
    throw err;
  }
}
