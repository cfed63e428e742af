import type { InvestorStatus } from '../contracts/vocabulary.ts';

/** YYYY-MM-DD shifted back by whole months, clamped to the month's last day (2013-05-31 − 3 months = 2013-02-28). */
export function monthsBefore(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) - months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(Math.min(d, lastDay)).padStart(2, '0')}`;
}

/**
 * hot: latest deal within the 3 months up to the as-of date (after as_of − 3 months); cold: none within the
 * 12 months up to it, or no dated deal at all; warm: in between.
 */
export function computeStatus(lastInvestmentDate: string | null, asOf: string): InvestorStatus {
  if (!lastInvestmentDate) return 'cold';
  if (lastInvestmentDate > monthsBefore(asOf, 3)) return 'hot';
  if (lastInvestmentDate > monthsBefore(asOf, 12)) return 'warm';
  return 'cold';
}
