import type { ColumnType, Generated, Selectable } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;

/** better-auth's user table; better-auth writes it, the app reads it. */
export interface UserTable {
  id: string;
  name: string;
  email: string;
  emailVerified: Generated<boolean>;
  image: string | null;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface SessionTable {
  id: string;
  expiresAt: Date;
  token: string;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
  ipAddress: string | null;
  userAgent: string | null;
  userId: string;
}

export interface AccountTable {
  id: string;
  accountId: string;
  providerId: string;
  userId: string;
  accessToken: string | null;
  refreshToken: string | null;
  idToken: string | null;
  accessTokenExpiresAt: Date | null;
  refreshTokenExpiresAt: Date | null;
  scope: string | null;
  password: string | null;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface VerificationTable {
  id: string;
  identifier: string;
  value: string;
  expiresAt: Date;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
}

export interface UserRoleTable {
  user_id: string;
  role: 'admin' | 'ops';
  granted_at: CreatedAt;
}

export interface ApiKeyTable {
  id: Generated<string>;
  user_id: string;
  name: string;
  prefix: string;
  key_hash: string;
  plan: ColumnType<'free' | 'pro' | 'enterprise', 'free' | 'pro' | 'enterprise' | undefined>;
  created_at: CreatedAt;
  last_used_at: Date | null;
  revoked_at: Date | null;
}

export type ApiKeyRow = Selectable<ApiKeyTable>;

export interface ApiKeyUsageTable {
  key_id: string;
  window_start: Date;
  count: number;
}
