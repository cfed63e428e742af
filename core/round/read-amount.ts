import type { TRoundAmount } from '../contracts/round';
import { FX_RATES_DATE, USD_PER_UNIT } from './fx-rates';
import { findAmounts, type MoneyMention } from './money';
import { raiseContext } from './raise-context';

/** Raises outside this range (thousands of USD) are prices, counts or market sizes, not a round. */
const MIN_RAISE_USD_K = 10;
const MAX_RAISE_USD_K = 5_000_000;

/** An amount with how sure the words around it make it the raise: +1 raising, 0 unsaid, -1 something else. */
export interface AmountReading {
  mention: MoneyMention;
  context: -1 | 0 | 1;
}

/**
 * The amount being raised, from the fundraising goal (`fromGoal`: every amount there is the raise unless its
 * words say otherwise, e.g. "$20K MRR") or from the idea's text (only an amount next to raising words:
 * "raising", "looking for", "round of", "$2M seed"). Revenue, MRR/ARR, valuation, market size and previous
 * rounds are rejected by the words around them. Null when nothing qualifies.
 */
export function readAmount(
  text: string | null | undefined,
  options: { country?: string | null; fromGoal?: boolean } = {},
): AmountReading | null {
  if (!text?.trim()) return null;
  const mentions = findAmounts(text, options.country ?? null);
  let best: (AmountReading & { score: number }) | null = null;
  mentions.forEach((mention, i) => {
    if (mention.usdK < MIN_RAISE_USD_K || mention.usdK > MAX_RAISE_USD_K) return;
    const context = raiseContext(text, mention.start, mention.end, i > 0 ? mentions[i - 1]!.end : 0);
    if (context < 0 || (context === 0 && !options.fromGoal)) return;
    const score = context * 2 + (mention.explicitCurrency ? 0.5 : 0);
    if (!best || score > best.score) best = { mention, context, score };
  });
  if (!best) return null;
  const { mention, context } = best as AmountReading;
  return { mention, context };
}

/** The contract's amount for a reading: value and currency as written, USD thousands, the rate and its date. */
export function toRoundAmount(text: string, mention: MoneyMention): TRoundAmount {
  // A few words before the amount, so the founder sees what it was read from ("raising £500K").
  const lead =
    /(?:\S+\s+){0,2}\S*\s*$/.exec(text.slice(Math.max(0, mention.start - 40), mention.start))?.[0] ?? '';
  const clause = lead.slice(lead.search(/[^.,;!?\n]*$/));
  return {
    value: mention.value,
    currency: mention.currency,
    usd_k: mention.usdK,
    text: `${clause}${text.slice(mention.start, mention.end)}`.trim(),
    rate: USD_PER_UNIT[mention.currency]!,
    rate_date: mention.currency === 'USD' ? null : FX_RATES_DATE,
  };
}

/** A round amount the founder typed (value in `currency`), converted like a read one. */
export function amountFromValue(value: number, currency: string): TRoundAmount | null {
  const rate = USD_PER_UNIT[currency.toUpperCase()];
  if (rate === undefined || !(value > 0)) return null;
  const code = currency.toUpperCase();
  return {
    value,
    currency: code,
    usd_k: Math.round(value * rate) / 1000,
    text: null,
    rate,
    rate_date: code === 'USD' ? null : FX_RATES_DATE,
  };
}
