import type { TAdvisorRecommendation } from '../contracts/advisors';
import { labelOf } from '../contracts/labels';
import type { Db } from '../db/connect';
import { roundStageOf, stagesCovered } from '../matching/stages';
import { cosine } from '../vectors/embedder';
import type { Embeddings } from '../vectors/embeddings';
import { areasNeeded } from './needs';

/** How many ideas are scored (the newest), and how many are recommended. */
const CANDIDATES = 500;
const RECOMMENDED = 20;
/**
 * The weights of the match: closeness of the advisor's profile to the idea (their embeddings), the idea's stage
 * among those the advisor advises, and the advisory areas the idea calls for.
 */
const WEIGHTS = { profile: 0.4, stage: 0.3, areas: 0.3 } as const;
/** Cosine similarity at which the profile part counts fully: the offline embedder's related texts sit near it. */
const FULL_COSINE = 0.35;

export interface AdvisorProfile {
  id: string;
  advisory_roles: readonly string[];
  advisory_stages: readonly string[];
}

/**
 * Whether the idea's stage (the one stage normaliser's reading) is one the advisor advises at: their "series-b"
 * covers Series B and later. Null when the idea states no stage.
 */
function advisesAt(advisorStages: readonly string[], ideaStage: string | null): boolean | null {
  const stage = roundStageOf(ideaStage);
  if (!stage) return null;
  return stagesCovered(advisorStages.map((s) => (s === 'series-b' ? 'series-b+' : s))).has(stage);
}

/** One idea's match for an advisor, in [0, 1], with the reasons a person reads on the card. */
export function scoreIdeaForAdvisor(
  advisor: Pick<AdvisorProfile, 'advisory_roles' | 'advisory_stages'>,
  idea: { title: string; description: string; industry: string | null; stage: string | null },
  cos: number | null,
): { similarity: number; reasons: string[] } {
  const reasons: string[] = [];
  const advises = advisesAt(advisor.advisory_stages, idea.stage);
  const stageFit = advises === null ? 0.5 : advises ? 1 : 0;
  if (advises) reasons.push(`${labelOf(roundStageOf(idea.stage)!)}, a stage you advise`);
  const text = `${idea.title}. ${idea.description} ${idea.industry ?? ''}`;
  const needed = areasNeeded(text, advisor.advisory_roles);
  const areaFit = advisor.advisory_roles.length
    ? Math.min(1, needed.length / Math.min(2, advisor.advisory_roles.length))
    : 0;
  if (needed.length) reasons.push(`Needs ${listOf(needed.map((a) => labelOf(a).toLowerCase()))} help`);
  const profileFit = cos === null ? 0 : Math.min(1, Math.max(0, cos) / FULL_COSINE);
  if (profileFit >= 0.5) reasons.push('Close to your profile');
  const similarity = WEIGHTS.profile * profileFit + WEIGHTS.stage * stageFit + WEIGHTS.areas * areaFit;
  return { similarity: Math.round(similarity * 1000) / 1000, reasons };
}

function listOf(items: readonly string[]): string {
  return items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/**
 * get-advisor-recommendations: the newest ideas (not the advisor's own), scored by the similarity of the
 * advisor's profile embedding to each idea's, weighted by the stages and areas they advise; best first, with the
 * advisor's interest status on each.
 */
export async function recommendStartups(
  db: Db,
  embeddings: Embeddings,
  advisor: AdvisorProfile,
): Promise<TAdvisorRecommendation[]> {
  let profileVector = await embeddings.profileVector(advisor.id);
  if (!profileVector) {
    await embeddings.refreshProfile(advisor.id);
    profileVector = await embeddings.profileVector(advisor.id);
  }
  const ideas = await db
    .selectFrom('ideas')
    .innerJoin('profiles', 'profiles.id', 'ideas.user_id')
    .leftJoin('advisor_interests as ai', (join) =>
      join.onRef('ai.idea_id', '=', 'ideas.id').on('ai.advisor_id', '=', advisor.id),
    )
    .select([
      'ideas.id',
      'ideas.title',
      'ideas.description',
      'ideas.industry',
      'ideas.stage',
      'ideas.created_at',
      'profiles.full_name',
      'profiles.company_name',
      'ai.interest_level',
    ])
    .where('ideas.user_id', '!=', advisor.id)
    .orderBy('ideas.created_at', 'desc')
    .limit(CANDIDATES)
    .execute();
  const vectors = await embeddings.ideaVectors(ideas.map((i) => i.id));
  return ideas
    .map((idea) => {
      const v = vectors.get(idea.id);
      const { similarity, reasons } = scoreIdeaForAdvisor(
        advisor,
        idea,
        v && profileVector ? cosine(profileVector, v) : null,
      );
      return {
        idea_id: idea.id,
        title: idea.title,
        description: idea.description,
        industry: idea.industry,
        stage: idea.stage,
        similarity,
        interest_status: idea.interest_level ?? null,
        profiles: { company_name: idea.company_name, full_name: idea.full_name },
        reasons,
        created_at: idea.created_at,
      };
    })
    .sort((a, b) => b.similarity - a.similarity || b.created_at.getTime() - a.created_at.getTime())
    .slice(0, RECOMMENDED)
    .map(({ created_at: _c, ...r }) => r);
}
