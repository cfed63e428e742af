import { focusMatched } from '../advisors/needs';
import type { TDealFlowIdea } from '../contracts/advisors';
import { labelOf } from '../contracts/labels';
import type { Db } from '../db/connect';

/**
 * Spec §6: investors see the 20 most recent ideas, with the founder's name and company. Issue 19 keeps them to
 * an idea's public view: the founder's LinkedIn, not their e-mail address.
 */
export const DEAL_FLOW_LIMIT = 20;
/** In thesis order, the best 20 of this many newest ideas. */
const THESIS_CANDIDATES = 300;
const WEIGHTS = { focus: 0.5, stage: 0.3, check: 0.2 } as const;

/** What an investor said at onboarding (user_context), as far as deal flow uses it. */
export interface Thesis {
  focus_areas?: readonly string[];
  preferred_stages?: readonly string[];
  /** Thousands of US dollars. */
  check_size_min?: number;
  check_size_max?: number;
}

/** The stage of an idea as investors' stages name it (series-b and later are "series-b+"). */
function investorStage(stage: string | null): string | null {
  if (!stage) return null;
  const s = stage.toLowerCase();
  if (s === 'angel') return 'pre-seed';
  if (s.startsWith('series-b') || s.startsWith('series-c') || s === 'growth') return 'series-b+';
  return s;
}

/** How well an idea fits an investor's thesis, in [0, 1], with the reasons. */
export function thesisFit(
  thesis: Thesis,
  idea: {
    title: string;
    description: string;
    industry: string | null;
    stage: string | null;
    target_check_size: number | null;
  },
): { score: number; reasons: string[] } {
  const reasons: string[] = [];
  const focus = thesis.focus_areas ?? [];
  const matched = focusMatched(`${idea.title}. ${idea.description} ${idea.industry ?? ''}`, focus);
  const focusFit = matched.length ? 1 : focus.includes('other') ? 0.5 : 0;
  if (matched.length) reasons.push(`In your focus: ${matched.map(labelOf).join(', ')}`);
  const stage = investorStage(idea.stage);
  const stages = thesis.preferred_stages ?? [];
  const stageFit = !stage || stages.length === 0 ? 0.5 : stages.includes(stage) ? 1 : 0;
  if (stage && stageFit === 1) reasons.push(`At ${labelOf(stage)}, a stage you invest in`);
  const target = idea.target_check_size;
  const { check_size_min: min, check_size_max: max } = thesis;
  let checkFit = 0.5;
  if (target && min !== undefined && max !== undefined) {
    // A check is a share of the round: it fits when the range reaches a tenth to all of the target.
    checkFit = max >= target / 10 && min <= target ? 1 : 0;
    if (checkFit) reasons.push(`Your $${min}K-$${max}K checks fit a $${target}K round`);
  }
  const score = WEIGHTS.focus * focusFit + WEIGHTS.stage * stageFit + WEIGHTS.check * checkFit;
  return { score: Math.round(score * 1000) / 1000, reasons };
}

/**
 * The ideas investors see: never one its founder keeps out of deal flow. `recent`: the 20 newest (spec);
 * `thesis`: the 20 of the newest that best fit the investor's thesis.
 */
export async function listDealFlow(
  db: Db,
  options: { order?: 'recent' | 'thesis'; thesis?: Thesis } = {},
): Promise<TDealFlowIdea[]> {
  const order = options.order ?? 'recent';
  const rows = await db
    .selectFrom('ideas')
    .innerJoin('profiles', 'profiles.id', 'ideas.user_id')
    .select([
      'ideas.id',
      'ideas.title',
      'ideas.description',
      'ideas.industry',
      'ideas.stage',
      'ideas.target_check_size',
      'ideas.created_at',
      'profiles.full_name',
      'profiles.company_name',
      'profiles.linkedin_url',
    ])
    .where('ideas.show_in_deal_flow', '=', true)
    .orderBy('ideas.created_at', 'desc')
    .orderBy('ideas.id')
    .limit(order === 'thesis' ? THESIS_CANDIDATES : DEAL_FLOW_LIMIT)
    .execute();
  const ideas = rows.map(({ full_name, company_name, linkedin_url, created_at, ...idea }) => ({
    ...idea,
    created_at: created_at.toISOString(),
    profiles: { full_name, company_name, linkedin_url },
    fit: thesisFit(options.thesis ?? {}, idea),
  }));
  if (order === 'recent') return ideas;
  // Stable: equal fits keep the newest first.
  return ideas.sort((a, b) => b.fit.score - a.fit.score).slice(0, DEAL_FLOW_LIMIT);
}
