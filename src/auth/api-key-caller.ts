import { sql } from 'kysely';
import type { StaffRole, UserType } from '../../core/contracts/vocabulary';
import type { Db } from '../db/connect';
import type { Caller } from '../domain/caller';
import { hashApiKey } from './api-keys';

/** The owner of an API key as the domain sees a caller, and which key and plan they came with. */
export interface ApiKeyCaller {
  caller: Caller;
  keyId: string;
}

/**
 * The owner of a live (non-revoked) key, with their role and staff roles, in one round trip; null for an unknown or
 * revoked key. It counts nothing: the MCP server checks the key on every message (the handshake, the tool list) but
 * counts only tool calls against the plan, through the same meter as /api/v1 (ApiKeyMeter).
 */
export async function findApiKeyCaller(db: Db, key: string): Promise<ApiKeyCaller | null> {
  const { rows } = await sql<{
    key_id: string;
    id: string;
    email: string;
    name: string;
    user_type: UserType | null;
    staff: StaffRole[];
  }>`
    select k.id as key_id, u.id, u.email, u.name,
      (select p.user_type from profiles p where p.id = u.id) as user_type,
      coalesce((select array_agg(r.role::text order by r.role) from user_roles r where r.user_id = u.id), '{}') as staff
    from api_keys k join "user" u on u.id = k.user_id
    where k.key_hash = ${hashApiKey(key)} and k.revoked_at is null`.execute(db);
  const row = rows[0];
  if (!row) return null;
  return {
    keyId: row.key_id,
    caller: { id: row.id, email: row.email, name: row.name, role: row.user_type, staffRoles: row.staff },
  };
}
