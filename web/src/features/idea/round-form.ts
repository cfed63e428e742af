// The Edit Idea dialog's round fields: a draft the form holds as text, and the corrections it sends (only the
// fields the founder changed, so that the others keep being read from their words).
import type { TRound, TRoundEdit } from '@core/contracts/round';
import { USD_PER_UNIT } from '@core/round/fx-rates';

export interface RoundDraft {
  amount: string;
  currency: string;
  stage: string;
  sectors: string[];
  business_model: string;
  customers: string;
  city: string;
  country: string;
}

/** Currencies the dialog offers: those the rate table converts, the most used first. */
export const CURRENCIES = [
  ...['USD', 'EUR', 'GBP', 'INR', 'CAD', 'AUD', 'SGD', 'BRL', 'MXN', 'NGN', 'KES', 'ZAR'],
  ...Object.keys(USD_PER_UNIT)
    .filter(
      (c) =>
        !['USD', 'EUR', 'GBP', 'INR', 'CAD', 'AUD', 'SGD', 'BRL', 'MXN', 'NGN', 'KES', 'ZAR'].includes(c),
    )
    .sort(),
];

export function roundDraftOf(round: TRound | null): RoundDraft {
  return {
    amount: round?.amount ? String(round.amount.value) : '',
    currency: round?.amount?.currency ?? 'USD',
    stage: round?.stage ?? '',
    sectors: round?.sectors ?? [],
    business_model: round?.business_model ?? '',
    customers: round?.customers ?? '',
    city: round?.city ?? '',
    country: round?.country ?? '',
  };
}

/** "1,5" or "1.5M" are not what the field takes; the amount is a plain number in the chosen currency. */
export function parseAmount(text: string): number | null | 'invalid' {
  const t = text.replace(/[\s,_]/g, '');
  if (!t) return null;
  const n = Number(t);
  return Number.isFinite(n) && n > 0 ? n : 'invalid';
}

/** The fields the founder changed, as the PATCH's `round`; undefined when nothing changed. */
export function roundEditOf(
  before: RoundDraft,
  after: RoundDraft,
): TRoundEdit | undefined | 'invalid-amount' {
  const edit: TRoundEdit = {};
  if (after.amount !== before.amount || (after.amount && after.currency !== before.currency)) {
    const value = parseAmount(after.amount);
    if (value === 'invalid') return 'invalid-amount';
    edit.amount = value === null ? null : { value, currency: after.currency };
  }
  if (after.stage !== before.stage) edit.stage = (after.stage || null) as TRoundEdit['stage'];
  if (after.sectors.join() !== before.sectors.join()) edit.sectors = after.sectors;
  if (after.business_model !== before.business_model)
    edit.business_model = (after.business_model || null) as TRoundEdit['business_model'];
  if (after.customers.trim() !== before.customers.trim()) edit.customers = after.customers.trim() || null;
  if (after.city.trim() !== before.city.trim()) edit.city = after.city.trim() || null;
  if (after.country !== before.country) edit.country = after.country || null;
  return Object.keys(edit).length ? edit : undefined;
}

/** "≈ $665K" beside a raise in another currency, from the same rate table the server converts with. */
export function usdPreview(amount: string, currency: string): string | null {
  const value = parseAmount(amount);
  const rate = USD_PER_UNIT[currency];
  if (typeof value !== 'number' || !rate || currency === 'USD') return null;
  const k = (value * rate) / 1000;
  return k >= 1000 ? `≈ $${(k / 1000).toFixed(1)}M` : `≈ $${Math.round(k)}K`;
}
