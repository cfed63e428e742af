import type { Insertable } from 'kysely';
import {
  PASS_REASON_LABELS,
  type TInvestorIdeaState,
  type TPassRequest,
} from '../../core/contracts/deal-flow';
import type { Db } from '../db/connect';
import { AppError } from '../domain/app-error';
import type { Caller } from '../domain/caller';
import type { IdeaRow } from '../ideas/idea.table';
import { notify } from '../notifications/notify';
import type { InvestorDecisionTable } from './deal-flow.table';
import { displayName, investorState } from './investor-state';

const UNIQUE_VIOLATION = '23505';

/** Where the founder acts on what investors did: the idea page's interest section. */
export const founderInterestLink = (ideaId: string) => `/idea/${ideaId}#interest`;

type DecisionValues = Omit<Insertable<InvestorDecisionTable>, 'idea_id' | 'investor_id' | 'updated_at'>;

/**
 * Records the investor's decision on the idea, replacing any before it, and returns the one it replaced: the row
 * is locked first, so two clicks at once notify the founder once.
 */
async function setDecision(trx: Db, ideaId: string, investorId: string, decision: DecisionValues) {
  const before = await trx
    .selectFrom('investor_decisions')
    .select('decision')
    .where('idea_id', '=', ideaId)
    .where('investor_id', '=', investorId)
    .forUpdate()
    .executeTakeFirst();
  const values = { ...decision, updated_at: new Date() };
  await trx
    .insertInto('investor_decisions')
    .values({ idea_id: ideaId, investor_id: investorId, ...values })
    .onConflict((oc) => oc.columns(['idea_id', 'investor_id']).doUpdateSet(values))
    .execute();
  return before?.decision ?? null;
}

/** An investor never acts on an idea of their own (a founder who switched roles keeps their ideas). */
function assertNotOwn(caller: Caller, idea: IdeaRow) {
  if (idea.user_id === caller.id)
    throw new AppError('bad_request', 'You cannot act on your own idea as an investor');
}

/**
 * Interested, with an optional note to the founder: replaces a pass. The founder hears of it when the decision
 * changes (a new interest), not when only the note is edited.
 */
export async function markInterested(
  db: Db,
  caller: Caller,
  idea: IdeaRow,
  note: string | undefined,
): Promise<TInvestorIdeaState> {
  assertNotOwn(caller, idea);
  await db.transaction().execute(async (trx) => {
    const before = await setDecision(trx, idea.id, caller.id, {
      decision: 'interested',
      note: note || null,
      pass_reason: null,
      pass_details: null,
      share_reason: false,
    });
    if (before === 'interested') return;
    const who = await displayName(trx, caller.id);
    await notify(trx, {
      user_id: idea.user_id,
      kind: 'investor_interested',
      title: `${who} is interested in ${idea.title}`,
      body: note ? `“${note}”` : null,
      link: founderInterestLink(idea.id),
      idea_id: idea.id,
      actor_id: caller.id,
      dedupe_key: null,
    });
  });
  return investorState(db, caller.id, idea.id);
}

/** Pass, with a reason: the founder is told "passed", and the reason only when the investor allows it. */
export async function markPassed(
  db: Db,
  caller: Caller,
  idea: IdeaRow,
  pass: TPassRequest,
): Promise<TInvestorIdeaState> {
  assertNotOwn(caller, idea);
  await db.transaction().execute(async (trx) => {
    const before = await setDecision(trx, idea.id, caller.id, {
      decision: 'passed',
      note: null,
      pass_reason: pass.reason,
      pass_details: pass.details || null,
      share_reason: pass.share_reason,
    });
    if (before === 'passed') return;
    const who = await displayName(trx, caller.id);
    await notify(trx, {
      user_id: idea.user_id,
      kind: 'investor_passed',
      title: `${who} passed on ${idea.title}`,
      body: pass.share_reason ? sharedReason(pass.reason, pass.details ?? null) : null,
      link: founderInterestLink(idea.id),
      idea_id: idea.id,
      actor_id: caller.id,
      dedupe_key: null,
    });
  });
  return investorState(db, caller.id, idea.id);
}

/** The reason as the founder reads it, when the investor shares it. */
export function sharedReason(reason: string | null, details: string | null): string | null {
  if (!reason) return null;
  const label = PASS_REASON_LABELS[reason as keyof typeof PASS_REASON_LABELS] ?? reason;
  if (reason === 'other') return details;
  return details ? `${label}: ${details}` : label;
}

/** Takes a decision back (the idea returns to the main list); the founder's pipeline card, if any, stays. */
export async function clearDecision(db: Db, caller: Caller, idea: IdeaRow): Promise<TInvestorIdeaState> {
  await db
    .deleteFrom('investor_decisions')
    .where('idea_id', '=', idea.id)
    .where('investor_id', '=', caller.id)
    .execute();
  return investorState(db, caller.id, idea.id);
}

/** Saved for later, or not: the investor's alone. */
export async function setSaved(
  db: Db,
  caller: Caller,
  idea: IdeaRow,
  saved: boolean,
): Promise<TInvestorIdeaState> {
  assertNotOwn(caller, idea);
  const saved_at = saved ? new Date() : null;
  await db
    .insertInto('investor_bookmarks')
    .values({ investor_id: caller.id, idea_id: idea.id, saved_at, note: null })
    .onConflict((oc) =>
      oc.columns(['investor_id', 'idea_id']).doUpdateSet({ saved_at, updated_at: new Date() }),
    )
    .execute();
  return investorState(db, caller.id, idea.id);
}

/** A private note on the idea: the investor's alone; empty clears it. */
export async function setPrivateNote(
  db: Db,
  caller: Caller,
  idea: IdeaRow,
  text: string,
): Promise<TInvestorIdeaState> {
  assertNotOwn(caller, idea);
  const note = text || null;
  await db
    .insertInto('investor_bookmarks')
    .values({ investor_id: caller.id, idea_id: idea.id, saved_at: null, note })
    .onConflict((oc) => oc.columns(['investor_id', 'idea_id']).doUpdateSet({ note, updated_at: new Date() }))
    .execute();
  return investorState(db, caller.id, idea.id);
}

/** Asks the founder to share their deck (or another document); one open request at a time. */
export async function requestDeck(
  db: Db,
  caller: Caller,
  idea: IdeaRow,
  message: string | undefined,
): Promise<TInvestorIdeaState> {
  assertNotOwn(caller, idea);
  try {
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('document_requests')
        .values({ idea_id: idea.id, requester_id: caller.id, message: message || null })
        .execute();
      const who = await displayName(trx, caller.id);
      await notify(trx, {
        user_id: idea.user_id,
        kind: 'deck_requested',
        title: `${who} asked for the deck of ${idea.title}`,
        body: message ? `“${message}”` : 'Share a document with investors, or decline.',
        link: founderInterestLink(idea.id),
        idea_id: idea.id,
        actor_id: caller.id,
        dedupe_key: null,
      });
    });
  } catch (err) {
    if ((err as { code?: string }).code === UNIQUE_VIOLATION)
      throw new AppError('conflict', 'You have already asked for the deck; the founder has not answered yet');
    throw err;
  }
  return investorState(db, caller.id, idea.id);
}
