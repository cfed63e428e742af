import { formatDay as formatEventDay } from '@core/contracts/format';

// Follow-up dates are plain calendar days (YYYY-MM-DD); "today" is the founder's own local day.

const DAY_MS = 86_400_000;
const pad = (n: number) => String(n).padStart(2, '0');

/** The local calendar day of `now` as YYYY-MM-DD (not the UTC one: at 11pm in Los Angeles it is still today). */
export function localToday(now: Date = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export function isIsoDate(value: unknown): value is string {
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(dayNumber(value));
}

/** Days since the epoch for a YYYY-MM-DD, read as a calendar day (no time zone shift). */
function dayNumber(day: string): number {
  return Math.round(Date.parse(`${day}T00:00:00Z`) / DAY_MS);
}

/** The day `days` after `day` (negative for before). */
export function addDays(day: string, days: number): string {
  return new Date((dayNumber(day) + days) * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `today` to `day`: 0 today, negative in the past. */
export function daysFrom(today: string, day: string): number {
  return dayNumber(day) - dayNumber(today);
}

export type FollowUpStatus = 'overdue' | 'today' | 'soon' | 'later';

/** How a follow-up date stands against today: overdue (before today), today, soon (within a week), later. */
export function followUpStatus(day: string | null | undefined, today: string): FollowUpStatus | null {
  if (!isIsoDate(day)) return null;
  const diff = daysFrom(today, day);
  if (diff < 0) return 'overdue';
  if (diff === 0) return 'today';
  return diff <= 7 ? 'soon' : 'later';
}

/** A follow-up is overdue when its day has passed; investors who committed or passed need none. */
export function isOverdue(entry: { next_follow_up: string | null; stage: string }, today: string): boolean {
  if (entry.stage === 'committed' || entry.stage === 'passed') return false;
  return followUpStatus(entry.next_follow_up, today) === 'overdue';
}

/** Due today or overdue, for an investor still in play. */
export function isDue(entry: { next_follow_up: string | null; stage: string }, today: string): boolean {
  if (entry.stage === 'committed' || entry.stage === 'passed') return false;
  const status = followUpStatus(entry.next_follow_up, today);
  return status === 'overdue' || status === 'today';
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '2026-03-04' → '4 Mar 2026' (the product's day style); the year is left out when it is `sameYearAs`'s. */
export function formatDay(day: string | null | undefined, sameYearAs?: string): string {
  if (!isIsoDate(day)) return '—';
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const short = `${d} ${MONTHS[m - 1]}`;
  return sameYearAs?.slice(0, 4) === day.slice(0, 4) ? short : `${short} ${y}`;
}

/** 'Overdue 3 days', 'Today', 'Tomorrow', 'In 5 days', or the date further out. */
export function followUpLabel(day: string | null | undefined, today: string): string {
  if (!isIsoDate(day)) return 'No follow-up';
  const diff = daysFrom(today, day);
  if (diff < 0) return diff === -1 ? 'Overdue 1 day' : `Overdue ${-diff} days`;
  if (diff === 0) return 'Today';
  if (diff === 1) return 'Tomorrow';
  if (diff <= 7) return `In ${diff} days`;
  return formatDay(day, today);
}

/** An ISO timestamp in the reader's time zone, the day in the product's style: '4 Mar 2026, 3:05 PM'. */
export function formatTimestamp(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const time = date.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });
  return `${formatEventDay(date)}, ${time}`;
}
