// Pure display rules for an investor card (spec §2 "Investor database", §3 "Check size display", §4 statuses).
// Kept free of React so every rule is unit-tested in investor-format.test.ts. The amount, check size and month
// formats live in src/contracts/format.ts, which the server's agents share.
import { formatMonth } from '@core/contracts/format';
import { labelOf, roundLabel, stageLabels } from '@core/contracts/labels';

export type RecentInvestment = {
  company: string;
  round: string | null;
  amount?: number | null;
  year?: number | null;
};

export type InvestorCardData = {
  id: string;
  name: string;
  description: string | null;
  location: string | null;
  website: string | null;
  status: string;
  stages: string[];
  focus_areas: string[];
  check_size_min: number | null;
  check_size_max: number | null;
  recent_investments: RecentInvestment[];
  /** The date `status` is relative to: the end of the deal history (issue 19). */
  status_as_of?: string | null;
  last_investment_date: string | null;
};

export { formatAmount, formatCheckSize, formatMonth } from '@core/contracts/format';

/** Focus areas shown per card before '+N more' (spec §9). */
export const MAX_FOCUS_AREAS = 4;

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** 'series-a' → 'Series A', through the one label table. */
export function formatStage(stage: string): string {
  return labelOf(stage);
}

/**
 * ['pre-seed', 'series-a'] → 'Pre-seed, Series A', in the one stage set (the sources' 'series-b', 'series-c+'
 * and 'late-stage' read 'Series B+' once). Blank entries are skipped; no stages → ''.
 */
export function formatStages(stages: readonly string[] | null | undefined): string {
  return stageLabels(stages).join(', ');
}

/**
 * A status with the date it is relative to (issue 19): 'Hot as of Jun 2013'. The data's statuses are computed
 * against the end of its deal history, never today; without that date the status is shown as it is.
 */
export function datedStatusLabel(status: string | null | undefined, asOf: string | null | undefined): string {
  const month = formatMonth(asOf);
  return month ? `${statusLabel(status)} as of ${month}` : statusLabel(status);
}

/**
 * An investor's last known deal, dated: 'Last known deal: Jun 2013 · Dashbell (Series A)'. The date comes first so
 * a clamped line still shows it; without a date, the deal's year. Null when no deal is known.
 */
export function formatLastDeal(
  investments: readonly RecentInvestment[] | null | undefined,
  lastDate: string | null | undefined,
): string | null {
  const first = investments?.find((item) => item.company?.trim());
  const when = formatMonth(lastDate) ?? (first?.year ? String(first.year) : null);
  if (!first) return when ? `Last known deal: ${when}` : null;
  const round = roundLabel(first.round);
  const deal = `${first.company.trim()}${round ? ` (${round})` : ''}`;
  return when ? `Last known deal: ${when} · ${deal}` : `Last known deal: ${deal}`;
}

/**
 * Up to `max` distinct focus areas as people read them (through the label table: 'b2b-saas' → 'B2B SaaS'), plus
 * the '+N more' label for the rest (null when nothing is hidden). 'Other' says nothing beside a real area: dropped.
 */
export function splitFocusAreas(
  areas: readonly string[] | null | undefined,
  max = MAX_FOCUS_AREAS,
): { visible: string[]; more: string | null } {
  const labelled = [
    ...new Set(
      (areas ?? [])
        .map((area) => area.trim())
        .filter(Boolean)
        .map(labelOf),
    ),
  ];
  const clean = labelled.length > 1 ? labelled.filter((label) => label !== 'Other') : labelled;
  const hidden = clean.length - max;
  return { visible: clean.slice(0, max), more: hidden > 0 ? `+${hidden} more` : null };
}

export type StatusTone = 'hot' | 'warm' | 'cold' | 'neutral';

/** hot / warm / cold get their colour; anything else is neutral. */
export function statusTone(status: string | null | undefined): StatusTone {
  const value = status?.trim().toLowerCase();
  return value === 'hot' || value === 'warm' || value === 'cold' ? value : 'neutral';
}

/** 'Hot' / 'Warm' / 'Cold'; an unknown value keeps its raw label ('Unknown' when blank). */
export function statusLabel(status: string | null | undefined): string {
  const tone = statusTone(status);
  if (tone !== 'neutral') return capitalise(tone);
  const raw = status?.trim();
  return raw ? raw : 'Unknown';
}

/**
 * A website as a safe absolute http(s) URL for an <a href>, or null when it cannot be one.
 * Bare hosts ('example.com') get https://; other schemes (javascript:, mailto:) are refused.
 */
export function websiteHref(website: string | null | undefined): string | null {
  const raw = website?.trim();
  if (!raw) return null;
  const hasScheme = /^[a-z][a-z0-9+.-]*:/i.test(raw);
  if (hasScheme && !/^https?:\/\//i.test(raw)) return null;
  const candidate = hasScheme ? raw : `https://${raw.replace(/^\/+/, '')}`;
  try {
    const url = new URL(candidate);
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname.includes('.')) return null;
    return url.href;
  } catch {
    return null;
  }
}

function asString(value: unknown): string | null {
  return typeof value === 'string' && value.trim() ? value : null;
}

function asNumber(value: unknown): number | null {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim() && Number.isFinite(Number(value))) return Number(value);
  return null;
}

function asStringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

function asRecentInvestments(value: unknown): RecentInvestment[] {
  let list = value;
  if (typeof list === 'string') {
    // Older rows hold the list as a JSON string (spec §3).
    try {
      list = JSON.parse(list);
    } catch {
      return [];
    }
  }
  if (!Array.isArray(list)) return [];
  return list.flatMap((item): RecentInvestment[] => {
    if (!item || typeof item !== 'object') return [];
    const record = item as Record<string, unknown>;
    const company = asString(record.company);
    if (!company) return [];
    return [
      {
        company,
        round: asString(record.round),
        amount: asNumber(record.amount),
        year: asNumber(record.year),
      },
    ];
  });
}

/** Reads one investor from an API answer defensively; null when it lacks an id or a name. */
export function toInvestorCardData(raw: unknown): InvestorCardData | null {
  if (!raw || typeof raw !== 'object') return null;
  const record = raw as Record<string, unknown>;
  const id = typeof record.id === 'number' ? String(record.id) : asString(record.id);
  const name = asString(record.name);
  if (!id || !name) return null;
  return {
    id,
    name,
    description: asString(record.description),
    location: asString(record.location),
    website: asString(record.website),
    status: typeof record.status === 'string' ? record.status : '',
    stages: asStringList(record.stages),
    focus_areas: asStringList(record.focus_areas),
    check_size_min: asNumber(record.check_size_min),
    check_size_max: asNumber(record.check_size_max),
    recent_investments: asRecentInvestments(record.recent_investments),
    status_as_of: asString(record.status_as_of),
    last_investment_date: asString(record.last_investment_date),
  };
}

/** 30244 → '30,244'. */
export function formatCount(value: number): string {
  return Math.max(0, Math.round(value)).toLocaleString('en-US');
}
