import type { DeckRequestStatus, PassReason, TInvestorIdeaState } from '../../core/contracts/deal-flow';
import type { Db } from '../db/connect';
import { isShared } from '../ideas/idea-public-view';

/** An investor's own state on each of the given ideas (their decision, bookmark, latest deck request). */
export async function investorStates(
  db: Db,
  investorId: string,
  ideaIds: readonly string[],
): Promise<Map<string, TInvestorIdeaState>> {
  const states = new Map<string, TInvestorIdeaState>(ideaIds.map((id) => [id, emptyState(id)]));
  if (ideaIds.length === 0) return states;
  const ids = [...ideaIds];
  const [decisions, bookmarks, requests] = await Promise.all([
    db
      .selectFrom('investor_decisions')
      .selectAll()
      .where('investor_id', '=', investorId)
      .where('idea_id', 'in', ids)
      .execute(),
    db
      .selectFrom('investor_bookmarks')
      .selectAll()
      .where('investor_id', '=', investorId)
      .where('idea_id', 'in', ids)
      .execute(),
    // The latest request on each idea, with the idea's documents to name the one shared in answer.
    db
      .selectFrom('document_requests as r')
      .innerJoin('ideas as i', 'i.id', 'r.idea_id')
      .distinctOn('r.idea_id')
      .select([
        'r.id',
        'r.idea_id',
        'r.status',
        'r.created_at',
        'r.answered_at',
        'r.answer',
        'r.document_id',
        'i.documents',
      ])
      .where('r.requester_id', '=', investorId)
      .where('r.idea_id', 'in', ids)
      .orderBy('r.idea_id')
      .orderBy('r.created_at', 'desc')
      .execute(),
  ]);
  for (const d of decisions) {
    const s = states.get(d.idea_id)!;
    Object.assign(s, {
      decision: d.decision,
      note: d.note,
      pass_reason: d.pass_reason as PassReason | null,
      pass_details: d.pass_details,
      share_reason: d.share_reason,
      decided_at: d.updated_at.toISOString(),
    });
  }
  for (const b of bookmarks) {
    const s = states.get(b.idea_id)!;
    s.saved = b.saved_at !== null;
    s.private_note = b.note;
  }
  for (const r of requests) {
    // A document stays visible here only while its founder keeps it shared.
    const doc = r.documents.find((d) => d.id === r.document_id && isShared(d));
    states.get(r.idea_id)!.deck_request = {
      id: r.id,
      status: r.status as DeckRequestStatus,
      created_at: r.created_at.toISOString(),
      answered_at: r.answered_at?.toISOString() ?? null,
      answer: r.answer,
      document: doc ? { id: doc.id!, name: doc.name, url: doc.url } : null,
    };
  }
  return states;
}

export async function investorState(db: Db, investorId: string, ideaId: string): Promise<TInvestorIdeaState> {
  return (await investorStates(db, investorId, [ideaId])).get(ideaId)!;
}

function emptyState(ideaId: string): TInvestorIdeaState {
  return {
    idea_id: ideaId,
    decision: null,
    note: null,
    pass_reason: null,
    pass_details: null,
    share_reason: false,
    decided_at: null,
    saved: false,
    private_note: null,
    deck_request: null,
  };
}

/** "Ivan Petrov (Northwind Ventures)": how the other side is named in a notification. */
export async function displayName(db: Db, userId: string): Promise<string> {
  const row = await db
    .selectFrom('profiles as p')
    .leftJoin('user_context as c', (j) =>
      j.onRef('c.user_id', '=', 'p.id').on('c.context_type', '=', 'investor'),
    )
    .select(['p.full_name', 'p.email', 'c.context_data'])
    .where('p.id', '=', userId)
    .executeTakeFirst();
  const name = row?.full_name?.trim() || 'Someone';
  const firm = (row?.context_data as { firm_name?: string | null } | null)?.firm_name?.trim();
  return firm ? `${name} (${firm})` : name;
}
