import type { TJoinWaitlistRequest } from '../../core/contracts/waitlist';
import type { Db } from '../db/connect';
import { AppError } from '../domain/app-error';

const UNIQUE_VIOLATION = '23505';

export async function joinWaitlist(db: Db, input: TJoinWaitlistRequest): Promise<void> {
  try {
    await db.insertInto('waitlist').values(input).execute();
  } catch (err) {
    if ((err as { code?: string }).code === UNIQUE_VIOLATION) {
      throw new AppError('already_on_waitlist', 'This email is already registered.', 'email');
    }
    throw err;
  }
}
