import { currencyOf, SIGN_PATTERN, southAsianCurrency, WORD_PATTERN } from './currencies';
import { toUsdK } from './fx-rates';

/** An amount of money written in text, before any judgement of what it is the amount of. */
export interface MoneyMention {
  /** In currency units ("£500K" → 500000). For a range, the upper bound (see RANGE below). */
  value: number;
  currency: string;
  /** Thousands of USD at the rate table's rates. */
  usdK: number;
  /** Whether the text named the currency ("$2M") rather than leaving it to the default ("raising 2M"). */
  explicitCurrency: boolean;
  /** The words as written, e.g. "$1.5-2M". */
  text: string;
  start: number;
  end: number;
}

// Multipliers, longest first; one-letter ones must not run into a word ("2 months", "5 mins").
const MULTIPLIERS: [RegExp, number | 'mil' | 'lakh' | 'crore'][] = [
  // Korean, Chinese and Japanese units: 억/亿/億 a hundred million, 만/万/萬 ten thousand.
  [/^(?:억|亿|億)$/, 1e8],
  [/^(?:만|万|萬)$/, 1e4],
  [/^(?:billions?|bn|mrd\.?|md|b|miliar|milyar)$/i, 1e9],
  [
    /^(?:millions?|millones|millón|millon|milhões|milhoes|milhão|milhao|millionen|millioner|miljoner|miljoen|milioni|milione|milionów|miliony|milion|milyon|millió|miljoonaa|miljoona|juta|mio\.?|mill\.?|mln|mn|mm|m)$/i,
    1e6,
  ],
  [/^(?:thousands?|tsd\.?|k|ribu)$/i, 1e3],
  [/^mil$/i, 'mil'],
  [/^(?:lakhs?|lacs?|l)$/i, 'lakh'],
  [/^(?:crores?|cr\.?)$/i, 'crore'],
];
const MULT =
  '억|亿|億|만|万|萬|billions?|bn|Mrd\\.?|Md|B|miliar|milyar|millions?|millones|mill[oó]n|milh(?:õ|o)es|milh(?:ã|a)o|Millionen|millioner|miljoner|miljoen|milioni|milione|milionów|miliony|milion|milyon|millió|miljoonaa|miljoona|juta|ribu|[Mm]io\\.?|[Mm]ill\\.?|mln|mn|Mn|MM|mm|m|M|thousands?|Tsd\\.?|k|K|mil|lakhs?|lacs?|L|crores?|[Cc]r\\.?';
const NUM = '\\d{1,3}(?:[,.\\u00a0\\u202f ]\\d{3})+(?:[.,]\\d+)?|\\d+(?:[.,]\\d+)?';
const SIGN = `${SIGN_PATTERN}|R(?=\\s?\\d)`;
const END = '(?![\\p{L}\\p{N}])';
// A multiplier may run into a currency code: "90 MSEK", "2MEUR".
const PART = (n: string) =>
  `(?:(?<sign${n}>${SIGN})\\s?)?(?<num${n}>${NUM})(?:\\s?(?<mult${n}>${MULT})(?:${END}|(?=(?:SEK|NOK|DKK|EUR|USD|GBP|CHF)${END}|[元円원])))?`;
const AFTER = `(?:\\s?(?:de\\s+|di\\s+)?(?<after>${WORD_PATTERN}|${SIGN_PATTERN})${END})?`;
const AMOUNT_RE = new RegExp(
  `(?<![\\p{L}\\p{N}])${PART('1')}(?:\\s?(?<sep>-|–|—|to|a|bis|and|y|e)\\s?${PART('2')})?${AFTER}`,
  'gu',
);
/** The first part alone, for a "range" that is not one. */
const SINGLE_RE = new RegExp(`${PART('1')}${AFTER}`, 'uy');
const WORD_NUMBERS: [RegExp, number][] = [
  [/\b(?:half a|a half)\s+million\b/i, 5e5],
  [/\b(?:a quarter(?: of a)?|quarter of a)\s+million\b/i, 2.5e5],
  [/\b(?:a couple(?: of)?)\s+million\b/i, 2e6],
  [/\b(?:a|one)\s+million\b/i, 1e6],
  [/\btwo\s+million\b/i, 2e6],
  [/\bthree\s+million\b/i, 3e6],
  [/\bfour\s+million\b/i, 4e6],
  [/\bfive\s+million\b/i, 5e6],
  [/\bten\s+million\b/i, 1e7],
  [/\bfive\s+hundred\s+thousand\b/i, 5e5],
  [/\b(?:a|one)\s+hundred\s+thousand\b/i, 1e5],
];

/** "1,200,000", "1.500.000", "1 500 000" (thousands groups) and "1,2" / "1.5" (decimals). */
function parseNumber(written: string): number {
  const s = written.replace(/[\u00a0\u202f ]/g, ' ');
  if (/^\d{1,3}(?:[,. ]\d{3})+$/.test(s)) return Number(s.replace(/[,. ]/g, ''));
  const grouped = /^(\d{1,3}(?:[,. ]\d{3})+)([.,]\d+)$/.exec(s);
  if (grouped) return Number(`${grouped[1]!.replace(/[,. ]/g, '')}.${grouped[2]!.slice(1)}`);
  return Number(s.replace(',', '.'));
}

function multiplier(mult: string | undefined, value: number, text: string): number {
  if (!mult) return 1;
  const kind = MULTIPLIERS.find(([re]) => re.test(mult))?.[1] ?? 1;
  if (kind === 'lakh') return 1e5;
  if (kind === 'crore') return 1e7;
  // Spanish and Portuguese "mil" is a thousand ("500 mil dólares"); English slang "2 mil" is a million.
  if (kind === 'mil') return value >= 10 || /\b(?:de|dólares|reais|pesos|euros)\b/i.test(text) ? 1e3 : 1e6;
  return kind;
}

function read(m: RegExpMatchArray, country: string | null): MoneyMention | null {
  const g = m.groups!;
  const start = m.index!;
  const sign = g.sign1 ?? g.sign2 ?? g.after;
  const mult = g.mult2 ?? g.mult1;
  if (!sign && !mult && !/[,. ]\d{3}/.test(g.num1!)) return null;
  const n1 = parseNumber(g.num1!);
  const first = n1 * multiplier(g.mult1 ?? g.mult2, n1, m[0]);
  // A range is read as its upper bound: founders write "raising $1.5-2M" for a round they size to $2M, and
  // investors' cheques are judged against the round that will close.
  const n2 = g.num2 === undefined ? null : parseNumber(g.num2);
  const value = Math.max(first, n2 === null ? 0 : n2 * multiplier(mult, n2, m[0]));
  const southAsian = !!mult && /^(?:lakhs?|lacs?|l|crores?|cr\.?)$/i.test(mult);
  const currency = (sign && currencyOf(sign, country)) || (southAsian ? southAsianCurrency(country) : 'USD');
  const usdK = toUsdK(value, currency);
  if (usdK === null || !Number.isFinite(value) || value <= 0) return null;
  const written = m[0].trimEnd();
  return {
    value,
    currency,
    usdK,
    explicitCurrency: !!sign,
    text: written,
    start,
    end: start + written.length,
  };
}

/**
 * Every amount of money in the text, in order: "$2M", "£500K", "€1.5m", "1,2 Mio. EUR", "₹8 crore", "R$ 2
 * milhões", "KSh 100 million", "$1.5-2M", "half a million dollars", "$500,000", "500k USD"... A number counts
 * only with a currency, a multiplier or thousands groups, so years and counts ("2024", "12 clinics") are not
 * amounts. Without a sign, crore and lakh are rupees and the rest US dollars. `country` decides shared signs.
 */
export function findAmounts(text: string, country: string | null = null): MoneyMention[] {
  const out: MoneyMention[] = [];
  for (const found of text.matchAll(AMOUNT_RE)) {
    let m: RegExpMatchArray | null = found;
    // "and", "y", "e" and "a" join a range only after "between", "entre" or "de": "$1M a year" is no range.
    const sep = found.groups!.sep;
    if (
      sep &&
      /^(?:and|y|e|a)$/.test(sep) &&
      !/\b(?:between|entre|de)\s+\S*\s*$/i.test(text.slice(0, found.index))
    ) {
      SINGLE_RE.lastIndex = found.index;
      m = SINGLE_RE.exec(text);
    }
    const mention = m && read(m, country);
    if (mention) out.push(mention);
  }
  for (const [re, value] of WORD_NUMBERS) {
    const hit = new RegExp(
      `${re.source}(?:\\s+(?:US\\s+)?(?<after>${WORD_PATTERN}|${SIGN_PATTERN}))?`,
      'iu',
    ).exec(text);
    if (!hit || out.some((o) => hit.index < o.end && o.start < hit.index + hit[0].length)) continue;
    const sign = hit.groups?.after;
    const currency = (sign && currencyOf(sign, country)) || 'USD';
    out.push({
      value,
      currency,
      usdK: toUsdK(value, currency)!,
      explicitCurrency: !!sign,
      text: hit[0],
      start: hit.index,
      end: hit.index + hit[0].length,
    });
  }
  return out.sort((a, b) => a.start - b.start);
}
