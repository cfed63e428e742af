// Display rules for API keys; pure so they are unit-tested.

import type { TApiKey } from '@core/contracts/api-keys';
import { formatDay } from '@core/contracts/format';
import { PLAN_NAMES } from '@core/contracts/plans';

/** '3 Mar 2026', the product's day style; '' when the value is not a date. */
export function formatKeyDate(iso: string | null | undefined): string {
  return formatDay(iso) ?? '';
}

/** 'Never used', 'Used just now', 'Used 5 minutes ago', 'Used 3 hours ago', 'Used 2 days ago', or 'Used 3 Mar 2026'. */
export function formatLastUsed(iso: string | null | undefined, now: Date = new Date()): string {
  const date = iso ? new Date(iso) : null;
  if (!date || Number.isNaN(date.getTime())) return 'Never used';
  const minutes = Math.floor((now.getTime() - date.getTime()) / 60_000);
  if (minutes < 1) return 'Used just now';
  if (minutes < 60) return `Used ${minutes} minute${minutes === 1 ? '' : 's'} ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `Used ${hours} hour${hours === 1 ? '' : 's'} ago`;
  const days = Math.floor(hours / 24);
  if (days < 7) return `Used ${days} day${days === 1 ? '' : 's'} ago`;
  return `Used ${formatKeyDate(iso)}`;
}

/** The recognisable start of a key, as 'rw_live_ab12…'. */
export function maskedKey(prefix: string): string {
  return `${prefix.replace(/[.…]+$/, '')}…`;
}

export const PLAN_LABELS: Record<TApiKey['plan'], string> = PLAN_NAMES;

/** Active keys first (newest first), then revoked ones. */
export function sortKeys(keys: readonly TApiKey[]): TApiKey[] {
  return [...keys].sort(
    (a, b) =>
      Number(Boolean(a.revoked_at)) - Number(Boolean(b.revoked_at)) ||
      b.created_at.localeCompare(a.created_at),
  );
}
