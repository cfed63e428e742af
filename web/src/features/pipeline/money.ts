// Money on the pipeline is in whole US dollars (contracts/pipeline.ts). Kept free of React so it is unit-tested.

const FULL = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** 1250000 → '$1,250,000'; null → '—'. */
export function formatMoney(dollars: number | null | undefined): string {
  return typeof dollars === 'number' && Number.isFinite(dollars) ? FULL.format(dollars) : '—';
}

/** Trims a fixed-point number: 1.50 → '1.5', 2.00 → '2'. */
function trim(n: number, digits: number): string {
  const fixed = n.toFixed(digits);
  return fixed.includes('.') ? fixed.replace(/\.?0+$/, '') : fixed;
}

/** Short for cards and column totals: 0 → '$0', 950 → '$950', 25000 → '$25K', 1250000 → '$1.25M', 2e9 → '$2B'. */
export function formatMoneyShort(dollars: number | null | undefined): string {
  if (typeof dollars !== 'number' || !Number.isFinite(dollars)) return '—';
  const sign = dollars < 0 ? '-' : '';
  const n = Math.abs(dollars);
  if (n >= 1e9) return `${sign}$${trim(n / 1e9, 2)}B`;
  // 999,999 reads as $1M rather than $1000K.
  if (n >= 999_500) return `${sign}$${trim(n / 1e6, 2)}M`;
  if (n >= 1000) return `${sign}$${trim(n / 1e3, n >= 100_000 ? 0 : 1)}K`;
  return `${sign}$${Math.round(n)}`;
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
