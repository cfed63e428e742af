import type { TWarmPath } from '../../core/contracts/warm-paths';
import type { Db } from '../db/connect';
import { listAllContacts } from './contact.repository';
import { loadNetworkData } from './network-data';
import { findWarmPaths, warmBoosts } from './warm-paths';

/**
 * A founder's warm paths, read from their own contacts when asked and never stored: deleting a contact deletes
 * every path through them. `investorIds`: only to these investors (null: to any, for the ranking).
 */
export async function warmPathsOf(
  db: Db,
  userId: string,
  investorIds: readonly string[] | null,
): Promise<Map<string, TWarmPath[]>> {
  const contacts = await listAllContacts(db, userId);
  if (!contacts.length || investorIds?.length === 0) return new Map();
  return findWarmPaths(contacts, await loadNetworkData(db), investorIds ? new Set(investorIds) : null);
}

/** Each investor a founder can reach through a contact, with its weight in the ranking; empty without contacts. */
export async function warmBoostsOf(db: Db, userId: string): Promise<Map<string, number>> {
  return warmBoosts(await warmPathsOf(db, userId, null));
}
