import type {
  DeckRequestStatus,
  TFounderDeckRequest,
  TIdeaActivityCounts,
  TIdeaInvestor,
  TIdeaInvestorActivity,
} from '../../core/contracts/deal-flow';
import type { TInvestorThesis } from '../../core/contracts/onboarding';
import type { Db } from '../db/connect';
import type { IdeaRow } from '../ideas/idea.table';
import { decisionsWithInvestors } from './decisions-with-investors';
import { sharedReason } from './investor-actions';
import { thesisFit } from './thesis-fit';

/**
 * What investors did about an idea, for its founder: who is interested (with their profile, thesis and how the idea
 * fits it), who passed (the reason only when they allowed it), and the deck requests. The investors' saved lists and
 * private notes live in another table and are never read here.
 */
export async function ideaInvestorActivity(db: Db, idea: IdeaRow): Promise<TIdeaInvestorActivity> {
  const [decisions, requests] = await Promise.all([
    decisionsWithInvestors(db, idea.id)
      .select([
        'd.investor_id',
        'd.decision',
        'd.note',
        'd.pass_reason',
        'd.pass_details',
        'd.share_reason',
        'd.updated_at',
        'e.id as entry_id',
        'p.full_name',
        'p.linkedin_url',
        'u.email',
        'c.context_data',
      ])
      .orderBy('d.updated_at', 'desc')
      .execute(),
    founderRequests(db, idea.id),
  ]);
  const investors = decisions.map((d): TIdeaInvestor => {
    const thesis = (d.context_data ?? {}) as TInvestorThesis;
    const interested = d.decision === 'interested';
    return {
      investor_id: d.investor_id,
      decision: d.decision,
      decided_at: d.updated_at.toISOString(),
      note: interested ? d.note : null,
      pass_reason: !interested && d.share_reason ? sharedReason(d.pass_reason, d.pass_details) : null,
      pipeline_entry_id: d.entry_id,
      investor: {
        full_name: d.full_name,
        firm_name: thesis.firm_name ?? null,
        // A pass tells the founder who passed (name and firm), never how to reach them: the investor is told so.
        linkedin_url: interested ? d.linkedin_url : null,
        email: interested ? d.email : null,
        thesis: interested ? publicThesis(thesis) : null,
      },
      fit: interested ? thesisFit(thesis, idea) : null,
    };
  });
  return { investors, requests };
}

/** The thesis fields a founder reads (the same an investor wrote for them); nothing else of user_context. */
function publicThesis(t: TInvestorThesis): TInvestorThesis {
  return {
    firm_name: t.firm_name ?? null,
    investment_thesis: t.investment_thesis,
    check_size_min: t.check_size_min,
    check_size_max: t.check_size_max,
    preferred_stages: t.preferred_stages ?? [],
    focus_areas: t.focus_areas ?? [],
    regions: t.regions ?? [],
    countries: t.countries ?? [],
    cities: t.cities ?? [],
    round_leadership: t.round_leadership ?? 'both',
  };
}

export async function founderRequests(
  db: Db,
  ideaId: string,
  requestId?: string,
): Promise<TFounderDeckRequest[]> {
  let q = db
    .selectFrom('document_requests as r')
    .innerJoin('profiles as p', 'p.id', 'r.requester_id')
    .leftJoin('user_context as c', (j) =>
      j.onRef('c.user_id', '=', 'r.requester_id').on('c.context_type', '=', 'investor'),
    )
    .select([
      'r.id',
      'r.status',
      'r.message',
      'r.answer',
      'r.document_id',
      'r.created_at',
      'r.answered_at',
      'r.requester_id',
      'p.full_name',
      'c.context_data',
    ])
    .where('r.idea_id', '=', ideaId);
  if (requestId) q = q.where('r.id', '=', requestId);
  // Open requests first, then the answered ones, newest first.
  const rows = await q
    .orderBy((eb) => eb.case().when('r.status', '=', 'pending').then(0).else(1).end())
    .orderBy('r.created_at', 'desc')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    status: r.status as DeckRequestStatus,
    message: r.message,
    answer: r.answer,
    document_id: r.document_id,
    created_at: r.created_at.toISOString(),
    answered_at: r.answered_at?.toISOString() ?? null,
    requester: {
      id: r.requester_id,
      full_name: r.full_name,
      firm_name: (r.context_data as TInvestorThesis | null)?.firm_name ?? null,
    },
  }));
}

/** For the founder dashboard's cards: what happened on each of the founder's ideas. */
export async function ideaActivityCounts(db: Db, founderId: string): Promise<TIdeaActivityCounts[]> {
  const rows = await db
    .selectFrom('ideas as i')
    .select((eb) => [
      'i.id as idea_id',
      eb
        .selectFrom('investor_decisions as d')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('d.idea_id', '=', 'i.id')
        .where('d.decision', '=', 'interested')
        .as('interested_investors'),
      eb
        .selectFrom('investor_decisions as d')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('d.idea_id', '=', 'i.id')
        .where('d.decision', '=', 'passed')
        .as('passed_investors'),
      eb
        .selectFrom('advisor_interests as a')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('a.idea_id', '=', 'i.id')
        .as('interested_advisors'),
      eb
        .selectFrom('document_requests as r')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('r.idea_id', '=', 'i.id')
        .where('r.status', '=', 'pending')
        .as('pending_requests'),
    ])
    .where('i.user_id', '=', founderId)
    .execute();
  return rows.map((r) => ({
    idea_id: r.idea_id,
    interested_investors: Number(r.interested_investors ?? 0),
    passed_investors: Number(r.passed_investors ?? 0),
    interested_advisors: Number(r.interested_advisors ?? 0),
    pending_requests: Number(r.pending_requests ?? 0),
  }));
}
