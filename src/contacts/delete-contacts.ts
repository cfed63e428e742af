import type { AccountPlan } from '../../core/contracts/plans';
import type { Db } from '../db/connect';
import { forgetWarmContacts } from '../pipeline/forget-warm-contacts';
import { deleteContacts } from './contact.repository';
import { deleteImports } from './contact-import.repository';

/**
 * Deletes a founder's contacts (some, or with null all of them with their imports) and every trace of them: the
 * warm paths are never stored, only read from the contacts, and the pipeline's introductions through them are
 * taken back in the same transaction.
 */
export function removeContacts(
  db: Db,
  userId: string,
  ids: readonly string[] | null,
  plan: AccountPlan,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await forgetWarmContacts(trx, userId, ids, plan);
    const deleted = await deleteContacts(trx, userId, ids ?? undefined);
    if (!ids) await deleteImports(trx, userId);
    return deleted;
  });
}
