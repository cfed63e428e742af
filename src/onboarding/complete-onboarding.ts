import type {
  TCompleteOnboardingRequest,
  TOnboardingStep1Request,
  TUpdatePreferencesRequest,
} from '../../core/contracts/onboarding';
import type { Db } from '../db/connect';
import { AppError } from '../domain/app-error';
import { insertIdea } from '../ideas/idea.repository';
import { findProfileById, updateProfile, upsertUserContext } from '../profiles/profile.repository';
import type { ProfileRow } from '../profiles/profile.table';
import { resolveThesisCities } from './thesis-places';

/** Step 1: keep the LinkedIn URL and the role the user chose, so a reload resumes at step 2. */
export async function saveOnboardingStep1(db: Db, userId: string, input: TOnboardingStep1Request) {
  return updateProfile(db, userId, {
    linkedin_url: input.linkedinUrl,
    user_type: input.userType,
    ...(input.fullName !== undefined && { full_name: input.fullName }),
    ...(input.headline !== undefined && { headline: input.headline }),
    ...(input.skills !== undefined && { skills: input.skills }),
    ...(input.isTechnical !== undefined && { is_technical: input.isTechnical }),
  });
}

/**
 * The last step: profile, role context and (for a founder) the first idea are saved together or not at all,
 * then onboarding is marked complete.
 */
export async function completeOnboarding(
  db: Db,
  userId: string,
  input: TCompleteOnboardingRequest,
): Promise<{ profile: ProfileRow; ideaId: string | null }> {
  return db.transaction().execute(async (trx) => {
    // Onboarding happens once. A second call would switch the role and leave the first role's data behind (a founder
    // turned investor with ideas still in deal flow); a role change after it is an administrator's audited action
    // (`npm run admin -- --email … --user-type …`). The row lock makes two racing calls one.
    const current = await trx
      .selectFrom('profiles')
      .select(['onboarding_completed', 'user_type'])
      .where('id', '=', userId)
      .forUpdate()
      .executeTakeFirst();
    if (current?.onboarding_completed)
      throw new AppError(
        'conflict',
        `Onboarding is already complete: you are ${current.user_type === 'advisor' ? 'an' : 'a'} ${current.user_type}. To change your role, write to us; an administrator makes the change.`,
      );
    let ideaId: string | null = null;
    if (input.role === 'founder') {
      const idea = await insertIdea(trx, {
        user_id: userId,
        title: input.ideaTitle,
        description: input.ideaDescription,
      });
      ideaId = idea.id;
      // The goal was written with this idea: it is read for this idea only, never for the founder's later ones.
      await upsertUserContext(trx, userId, 'founder', {
        fundraising_goal: input.fundraisingGoal || null,
        fundraising_goal_idea_id: idea.id,
        onboarding_completed: true,
      });
      await updateProfile(trx, userId, { user_type: 'founder', onboarding_completed: true });
    } else {
      await saveRolePreferences(trx, userId, input);
    }
    const profile = await findProfileById(trx, userId);
    if (!profile) throw new Error(`completeOnboarding: no profile for user ${userId}`);
    return { profile, ideaId };
  });
}

/**
 * An advisor's preferences or an investor's thesis, as step 2 of onboarding saves them and as the dashboard's Edit
 * dialog changes them later (issue 21): user_context, and the profile fields the other screens read.
 */
export async function saveRolePreferences(db: Db, userId: string, input: TUpdatePreferencesRequest) {
  if (input.role === 'advisor') {
    await upsertUserContext(db, userId, 'advisor', {
      advisory_roles: input.advisoryRoles,
      advisory_stages: input.advisoryStages,
      time_commitment: input.timeCommitment ?? null,
      compensation_preference: input.compensationPreference ?? null,
      onboarding_completed: true,
    });
    await updateProfile(db, userId, {
      user_type: 'advisor',
      onboarding_completed: true,
      advisory_roles: input.advisoryRoles,
      advisory_stages: input.advisoryStages,
      time_commitment: input.timeCommitment ?? null,
    });
    return;
  }
  await upsertUserContext(db, userId, 'investor', {
    firm_name: input.firmName || null,
    investment_thesis: input.investmentThesis,
    check_size_min: input.checkSizeMin,
    check_size_max: input.checkSizeMax,
    preferred_stages: input.preferredStages,
    focus_areas: input.focusAreas,
    regions: input.regions,
    countries: [...new Set(input.countries)],
    cities: resolveThesisCities(input.cities),
    round_leadership: input.roundLeadership,
    onboarding_completed: true,
  });
  await updateProfile(db, userId, {
    user_type: 'investor',
    onboarding_completed: true,
    company_name: input.firmName || null,
  });
}
