// Money on the pipeline is in whole US dollars (contracts/pipeline.ts). Kept free of React so it is unit-tested.
import { formatUsd, formatMoney as inCurrency } from '@core/contracts/format';

/** The founder's raise currency and its rate (US dollars per unit), when the raise is not in dollars. */
export type RaiseCurrency = { code: string; rate: number } | null;

/**
 * An amount in the founder's currency with the dollars beside it, '€230K ($250K)', as the idea page writes the
 * raise; `usd` is the dollar text the caller chose (full or short). Dollars alone for a raise in dollars.
 */
export function inRaiseCurrency(
  dollars: number | null | undefined,
  currency: RaiseCurrency,
  usd: string,
): string {
  if (!currency || currency.code === 'USD' || typeof dollars !== 'number' || !Number.isFinite(dollars))
    return usd;
  // Nothing is nothing in any currency: '€0', not '€0 ($0)'.
  if (dollars === 0) return inCurrency(0, currency.code);
  return `${inCurrency(dollars / currency.rate, currency.code)} (${usd})`;
}

const FULL = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** 1250000 → '$1,250,000'; null → '—'. */
export function formatMoney(dollars: number | null | undefined): string {
  return typeof dollars === 'number' && Number.isFinite(dollars) ? FULL.format(dollars) : '—';
}

/** Short for cards and column totals, in the product's dollar style to the cent of a tally: '$12.5K', '$1.25M'. */
export function formatMoneyShort(dollars: number | null | undefined): string {
  return typeof dollars === 'number' && Number.isFinite(dollars) ? formatUsd(dollars, { exact: true }) : '—';
}

/** A share as a whole percent: 0.254 → '25%', 1.5 → '150%'. */
export function formatPercent(share: number | null | undefined): string {
  if (typeof share !== 'number' || !Number.isFinite(share)) return '—';
  return `${Math.round(share * 100)}%`;
}

export type ParsedMoney = { ok: true; value: number | null } | { ok: false; message: string };

/**
 * What a founder types in a dollars field: '1,000,000', '$250000', '1.5M', '250k', '' (none). Answers whole
 * dollars, null for an empty field, or why it is not an amount.
 */
export function parseMoney(input: string, label = 'Amount'): ParsedMoney {
  const text = input
    .trim()
    .replace(/[\s,$]/g, '')
    .toLowerCase();
  if (!text) return { ok: true, value: null };
  const match = /^(\d+(?:\.\d+)?|\.\d+)([kmb])?$/.exec(text);
  if (!match) return { ok: false, message: `${label} must be a number of dollars` };
  const scale = { k: 1e3, m: 1e6, b: 1e9 }[match[2] as 'k' | 'm' | 'b'] ?? 1;
  const value = Number(match[1]) * scale;
  if (!Number.isFinite(value)) return { ok: false, message: `${label} must be a number of dollars` };
  const rounded = Math.round(value);
  // 1.5 (no suffix) is cents; 1.5M is a whole amount.
  if (Math.abs(rounded - value) > 1e-6) return { ok: false, message: `${label} must be whole dollars` };
  return { ok: true, value: rounded };
}

/** The value of a dollars input for an amount: 1250000 → '1,250,000', null → ''. */
export function moneyInputValue(dollars: number | null | undefined): string {
  return typeof dollars === 'number' && Number.isFinite(dollars) ? dollars.toLocaleString('en-US') : '';
}
