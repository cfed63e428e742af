import { z } from 'zod';
import {
  ZCompleteOnboardingRequest,
  ZOnboardingStep1Request,
  ZUpdatePreferencesRequest,
} from '../../../core/contracts/onboarding';
import {
  ZMe,
  ZOnboardingCompleted,
  ZPreferencesSaved,
  ZProfile,
  ZRoles,
  ZUpdateProfileRequest,
} from '../../../core/contracts/profiles';
import { refreshIdeaRound } from '../../ideas/refresh-idea-round';
import { claimFirm } from '../../investors/claim-firm';
import {
  completeOnboarding,
  saveOnboardingStep1,
  saveRolePreferences,
} from '../../onboarding/complete-onboarding';
import { editProfileAsStaff } from '../../profiles/edit-profile-as-staff';
import {
  ensureProfile,
  findProfileById,
  findUserContext,
  updateProfile,
} from '../../profiles/profile.repository';
import type { ProfileRow } from '../../profiles/profile.table';
import type { Caller, DefineRoute } from '../access';
import type { AppDeps } from '../deps';
import { AppError } from '../errors';

const ZUserParam = z.object({ id: z.string().min(1).max(64) });

function toProfileResponse(p: ProfileRow) {
  const { created_at: _c, updated_at: _u, plan: _p, ...rest } = p;
  return rest;
}

function assertSelfOrAdmin(caller: Caller, id: string) {
  if (caller.id !== id && !caller.staffRoles.includes('admin')) {
    throw new AppError('forbidden', 'You can only see and change your own profile');
  }
}

export function registerAccountRoutes(defineRoute: DefineRoute, deps: AppDeps) {
  /** An investor who names their firm is listed among its people (issue 33); a failure is logged, never fatal. */
  async function claimTheirFirm(userId: string) {
    await claimFirm(deps.db, userId).catch((err) =>
      deps.logger.warn({ err }, 'Could not list an investor at their firm'),
    );
  }

  defineRoute({
    method: 'get',
    path: '/me',
    access: 'signed-in',
    response: ZMe,
    handler: async ({ caller }) => {
      const me = caller!;
      await ensureProfile(deps.db, { id: me.id, email: me.email, fullName: me.name });
      const profile = (await findProfileById(deps.db, me.id))!;
      const context = profile.user_type
        ? await findUserContext(deps.db, me.id, profile.user_type)
        : undefined;
      return {
        user: { id: me.id, email: me.email, name: me.name },
        profile: toProfileResponse(profile),
        role: profile.user_type,
        staffRoles: me.staffRoles,
        context: context?.context_data ?? null,
      };
    },
  });

  defineRoute({
    method: 'get',
    path: '/me/role',
    access: 'signed-in',
    response: ZRoles,
    handler: async ({ caller }) => ({ role: caller!.role, staffRoles: caller!.staffRoles }),
  });

  defineRoute({
    method: 'get',
    path: '/profiles/:id',
    access: 'signed-in',
    params: ZUserParam,
    response: ZProfile,
    handler: async ({ caller, params }) => {
      assertSelfOrAdmin(caller!, params.id);
      const profile = await findProfileById(deps.db, params.id);
      if (!profile) throw new AppError('not_found', 'Profile not found');
      return toProfileResponse(profile);
    },
  });

  defineRoute({
    method: 'patch',
    path: '/profiles/:id',
    access: 'signed-in',
    params: ZUserParam,
    body: ZUpdateProfileRequest,
    response: ZProfile,
    handler: async ({ caller, params, body, req }) => {
      assertSelfOrAdmin(caller!, params.id);
      const { confirm, ...changes } = body;
      const profile =
        caller!.id === params.id
          ? await updateProfile(deps.db, params.id, changes)
          : await editProfileAsStaff(deps, { caller: caller!, userId: params.id, changes, confirm, req });
      if (!profile) throw new AppError('not_found', 'Profile not found');
      await deps.embeddings.refreshProfile(params.id);
      return toProfileResponse(profile);
    },
  });

  defineRoute({
    method: 'post',
    path: '/onboarding/linkedin',
    access: 'signed-in',
    body: ZOnboardingStep1Request,
    response: ZProfile,
    handler: async ({ caller, body }) => {
      const profile = await saveOnboardingStep1(deps.db, caller!.id, body);
      await deps.embeddings.refreshProfile(caller!.id);
      return toProfileResponse(profile!);
    },
  });

  defineRoute({
    method: 'post',
    path: '/onboarding/complete',
    access: 'signed-in',
    body: ZCompleteOnboardingRequest,
    response: ZOnboardingCompleted,
    handler: async ({ caller, body }) => {
      const { profile, ideaId } = await completeOnboarding(deps.db, caller!.id, body);
      if (body.role === 'investor') await claimTheirFirm(caller!.id);
      // The first idea's round, read from its words and the fundraising goal just saved.
      if (ideaId) await refreshIdeaRound(deps.db, ideaId);
      // Saved first; the embeddings follow and a failure there is only logged.
      await deps.embeddings.refreshProfile(caller!.id);
      if (ideaId) await deps.embeddings.refreshIdea(ideaId);
      return { profile: toProfileResponse(profile), ideaId };
    },
  });

  // Advisors and investors change their preferences or thesis at any time (issue 21); the role is the caller's own.
  defineRoute({
    method: 'put',
    path: '/me/preferences',
    access: ['advisor', 'investor'],
    body: ZUpdatePreferencesRequest,
    response: ZPreferencesSaved,
    handler: async ({ caller, body }) => {
      if (body.role !== caller!.role)
        throw new AppError(
          'bad_request',
          `Your role is ${caller!.role}: these are ${body.role} preferences`,
          'role',
        );
      await deps.db.transaction().execute((trx) => saveRolePreferences(trx, caller!.id, body));
      if (body.role === 'investor') await claimTheirFirm(caller!.id);
      await deps.embeddings.refreshProfile(caller!.id);
      const context = await findUserContext(deps.db, caller!.id, body.role);
      return { context: context?.context_data ?? null };
    },
  });
}
