import type { TAdvisorRecommendation } from '../../core/contracts/advisors';
import { labelOf } from '../../core/contracts/labels';
import { roundStageOf, stagesCovered } from '../../core/matching/stages';
import { cosine } from '../../core/vectors/embedder';
import type { Db } from '../db/connect';
import type { Embeddings } from '../vectors/embeddings';
import { AdvisorMeaning } from './advisor-meaning';
import { ideaSubstance } from './idea-substance';

/** How many ideas are scored (the newest), and how many are recommended. */
const CANDIDATES = 500;
const RECOMMENDED = 20;
/**
 * The weights of the match: closeness of the advisor's profile to the idea (their embeddings), the idea's stage
 * among those the advisor advises, and how close the idea's meaning is to the areas the advisor advises on.
 */
const WEIGHTS = { profile: 0.4, stage: 0.3, areas: 0.3 } as const;
/**
 * Cosines of the shipped model between the profile part's nothing and its full mark: an advisor's profile and an idea
 * of another field sit near 0.1, one of their own field at 0.4 and above.
 */
const PROFILE_COSINE = { none: 0.1, full: 0.4 } as const;
/** An area's meaning this close to the idea's (cosine) is one the idea needs; 0.35 and above counts fully. */
const AREA_COSINE = { needed: 0.2, full: 0.35 } as const;
/** A skill this close to the idea is named in the reason ("Close to your experience in payments"). */
const SKILL_COSINE = 0.3;
/** A placeholder this close to the idea (cosine) means the idea says nothing yet; from 0.35 it counts less. */
const PLACEHOLDER_COSINE = { from: 0.35, to: 0.5 } as const;

/** What the idea means to the advisor, from the embeddings (`ideaMeaningFor`). */
export interface IdeaMeaning {
  /** Cosine of the advisor's profile and the idea; null when either has no vector. */
  profile: number | null;
  /** The advisor's skill nearest the idea, and its cosine. */
  skill: { name: string; cosine: number } | null;
  /** The cosine of each area the advisor advises on to the idea. */
  areas: ReadonlyMap<string, number>;
  /** How much the idea says, in [0, 1]: a list of keywords or a placeholder says little. */
  substance: number;
}

const scaled = (x: number, lo: number, hi: number) => Math.min(1, Math.max(0, (x - lo) / (hi - lo)));

export interface AdvisorProfile {
  id: string;
  advisory_roles: readonly string[];
  advisory_stages: readonly string[];
  skills: readonly string[];
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
  idea: { stage: string | null },
  meaning: IdeaMeaning,
): { similarity: number; reasons: string[] } {
  const reasons: string[] = [];
  const advises = advisesAt(advisor.advisory_stages, idea.stage);
  const stageFit = advises === null ? 0.5 : advises ? 1 : 0;
  if (advises) reasons.push(`${labelOf(roundStageOf(idea.stage)!)}, a stage you advise`);
  const needed = [...meaning.areas]
    .filter(([, c]) => c >= AREA_COSINE.needed)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 2);
  // The two closest areas count (or one, for an advisor of one area): an idea rarely needs every kind of help.
  const counted = Math.min(2, advisor.advisory_roles.length);
  const areaFit = counted
    ? needed.reduce((sum, [, c]) => sum + scaled(c, AREA_COSINE.needed, AREA_COSINE.full), 0) / counted
    : 0;
  if (needed.length) reasons.push(`Needs ${listOf(needed.map(([a]) => labelOf(a).toLowerCase()))} help`);
  const profileFit =
    meaning.profile === null ? 0 : scaled(meaning.profile, PROFILE_COSINE.none, PROFILE_COSINE.full);
  if (meaning.skill && meaning.skill.cosine >= SKILL_COSINE)
    reasons.push(`Close to your experience in ${meaning.skill.name}`);
  else if (profileFit >= 0.5) reasons.push('Close to your profile');
  const fit = WEIGHTS.profile * profileFit + WEIGHTS.stage * stageFit + WEIGHTS.areas * areaFit;
  // An idea that says nothing yet is not a match however its keywords read.
  const similarity = fit * meaning.substance;
  return { similarity: Math.round(similarity * 1000) / 1000, reasons };
}

const advisorMeanings = new WeakMap<object, AdvisorMeaning>();

/**
 * What each idea means to the advisor: their profile's and skills' closeness to it, the areas it needs, and how much
 * it says (its words, and its closeness to a placeholder).
 */
export async function ideaMeaningFor(
  embeddings: Pick<Embeddings, 'embed'>,
  advisor: Pick<AdvisorProfile, 'advisory_roles'> & { skills: readonly string[] },
  profileVector: Float32Array | null,
  ideas: readonly { title: string; description: string; vector: Float32Array | undefined }[],
): Promise<IdeaMeaning[]> {
  const meaning = advisorMeanings.get(embeddings) ?? new AdvisorMeaning(embeddings);
  advisorMeanings.set(embeddings, meaning);
  const skills = advisor.skills.length ? await embeddings.embed(advisor.skills) : [];
  return Promise.all(
    ideas.map(async (idea) => {
      const words = ideaSubstance(`${idea.title}. ${idea.description}`);
      if (!idea.vector) return { profile: null, skill: null, areas: new Map(), substance: words };
      const v = idea.vector;
      const nearest = skills
        .map((s, i) => ({ name: advisor.skills[i]!, cosine: cosine(s, v) }))
        .sort((a, b) => b.cosine - a.cosine)[0];
      const placeholder = await meaning.placeholderCosine(v);
      return {
        profile: profileVector ? cosine(profileVector, v) : null,
        skill: nearest ?? null,
        areas: await meaning.areaCosines(v, advisor.advisory_roles),
        substance: Math.min(words, 1 - scaled(placeholder, PLACEHOLDER_COSINE.from, PLACEHOLDER_COSINE.to)),
      };
    }),
  );
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
    // An idea its founder keeps out of deal flow is kept from advisors too (issue 32).
    .where('ideas.show_in_deal_flow', '=', true)
    .orderBy('ideas.created_at', 'desc')
    .limit(CANDIDATES)
    .execute();
  const vectors = await embeddings.ideaVectors(ideas.map((i) => i.id));
  const meanings = await ideaMeaningFor(
    embeddings,
    advisor,
    profileVector,
    ideas.map((i) => ({ ...i, vector: vectors.get(i.id) })),
  );
  return ideas
    .map((idea, i) => {
      const { similarity, reasons } = scoreIdeaForAdvisor(advisor, idea, meanings[i]!);
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
