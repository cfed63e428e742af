import type { Request } from 'express';
import type { TUpdateProfileRequest } from '../../core/contracts/profiles';
import type { AppDeps } from '../api/deps';
import { AppError } from '../domain/app-error';
import type { Caller } from '../domain/caller';
import { notifyStaffAction } from '../notifications/staff-notice';
import { findProfileById, updateProfile } from './profile.repository';
import type { ProfileRow } from './profile.table';

const STAFF_PROFILE_EDIT = 'staff_edit_profile';

/**
 * An administrator changes another user's profile (issue 32: staff act in the open): only once confirmed, with the
 * before and after of each changed field in the audit log, and a notice to the user naming the role. Nothing is
 * written when there is no such profile or nothing changes.
 */
export async function editProfileAsStaff(
  deps: Pick<AppDeps, 'db' | 'audit'>,
  edit: {
    caller: Caller;
    userId: string;
    changes: Omit<TUpdateProfileRequest, 'confirm'>;
    confirm: true | undefined;
    req: Request;
  },
): Promise<ProfileRow | null> {
  const { caller, userId, changes, req } = edit;
  if (edit.confirm !== true)
    throw new AppError(
      'bad_request',
      "This is another user's profile: confirm the change (it is audited, and they are told an administrator made it)",
      'confirm',
    );
  const before = await findProfileById(deps.db, userId);
  if (!before) return null;
  const fields = (Object.keys(changes) as (keyof typeof changes)[]).filter(
    (k) => JSON.stringify(before[k] ?? null) !== JSON.stringify(changes[k] ?? null),
  );
  if (!fields.length) return before;
  const profile = await deps.db.transaction().execute(async (trx) => {
    const after = await updateProfile(trx, userId, changes);
    await notifyStaffAction(trx, {
      userId,
      caller,
      what: 'changed your profile',
      body: `Changed: ${fields.map((f) => f.replace(/_/g, ' ')).join(', ')}. Write to us if you did not ask for it.`,
      link: '/notifications',
    });
    return after;
  });
  await deps.audit.recordAction(
    caller,
    {
      action: STAFF_PROFILE_EDIT,
      target: `user:${userId}`,
      details: {
        before: Object.fromEntries(fields.map((f) => [f, before[f] ?? null])),
        after: Object.fromEntries(fields.map((f) => [f, changes[f] ?? null])),
      },
      status: 200,
    },
    req,
  );
  return profile ?? null;
}
