import type { TDealFlowIdea } from '../../core/contracts/advisors';
import type { TDealFlowQuery } from '../../core/contracts/deal-flow';
import { publicRaise } from '../../core/contracts/idea-public';
import type { TInvestorThesis } from '../../core/contracts/onboarding';
import type { Db } from '../db/connect';
import { investorStates } from './investor-state';
import { thesisFit } from './thesis-fit';

/**
 * Spec §6: investors see the 20 most recent ideas, with the founder's name and company. Issue 19 keeps them to
 * an idea's public view: the founder's LinkedIn, not their e-mail address.
 */
const DEAL_FLOW_LIMIT = 20;
/** In thesis order, the best 20 of this many newest ideas. */
const THESIS_CANDIDATES = 300;
/** The saved and passed lists are the investor's own: all of them, up to this many. */
const OWN_LIST_LIMIT = 200;

/**
 * The ideas an investor sees, never one its founder keeps out of deal flow. The main list leaves out the ideas the
 * investor passed on: `recent` is the 20 newest (spec), `thesis` the 20 of the newest that best fit their thesis.
 * `saved` and `passed` are the investor's own lists, newest decision first. Each idea carries the investor's own
 * state on it.
 */
export async function listDealFlow(
  db: Db,
  options: { investorId: string; thesis: TInvestorThesis } & Partial<TDealFlowQuery>,
): Promise<TDealFlowIdea[]> {
  const order = options.order ?? 'recent';
  const list = options.list ?? 'main';
  let q = db
    .selectFrom('ideas')
    .innerJoin('profiles', 'profiles.id', 'ideas.user_id')
    .select([
      'ideas.id',
      'ideas.title',
      'ideas.description',
      'ideas.industry',
      'ideas.stage',
      'ideas.target_check_size',
      'ideas.round',
      'ideas.created_at',
      'profiles.full_name',
      'profiles.company_name',
      'profiles.linkedin_url',
    ])
    .where('ideas.show_in_deal_flow', '=', true)
    .where('ideas.user_id', '!=', options.investorId);
  if (list === 'saved')
    q = q
      .innerJoin('investor_bookmarks as b', 'b.idea_id', 'ideas.id')
      .where('b.investor_id', '=', options.investorId)
      .where('b.saved_at', 'is not', null)
      .orderBy('b.saved_at', 'desc')
      .limit(OWN_LIST_LIMIT);
  else if (list === 'passed')
    q = q
      .innerJoin('investor_decisions as d', 'd.idea_id', 'ideas.id')
      .where('d.investor_id', '=', options.investorId)
      .where('d.decision', '=', 'passed')
      .orderBy('d.updated_at', 'desc')
      .limit(OWN_LIST_LIMIT);
  else
    q = q
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('investor_decisions as d')
              .select('d.idea_id')
              .whereRef('d.idea_id', '=', 'ideas.id')
              .where('d.investor_id', '=', options.investorId)
              .where('d.decision', '=', 'passed'),
          ),
        ),
      )
      .limit(order === 'thesis' ? THESIS_CANDIDATES : DEAL_FLOW_LIMIT);
  const rows = await q.orderBy('ideas.created_at', 'desc').orderBy('ideas.id').execute();
  const states = await investorStates(
    db,
    options.investorId,
    rows.map((r) => r.id),
  );
  const ideas = rows.map(({ full_name, company_name, linkedin_url, created_at, round, ...idea }) => ({
    ...idea,
    raise: publicRaise(round),
    created_at: created_at.toISOString(),
    profiles: { full_name, company_name, linkedin_url },
    fit: thesisFit(options.thesis, { ...idea, round }),
    mine: states.get(idea.id)!,
  }));
  if (list !== 'main' || order === 'recent') return ideas;
  // Stable: equal fits keep the newest first.
  return ideas.sort((a, b) => b.fit.score - a.fit.score).slice(0, DEAL_FLOW_LIMIT);
}
