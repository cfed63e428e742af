// How founders write currencies, before or after the number. A value is an ISO 4217 code, or a table from the
// founder's country to a code for signs that several countries share ("kr", "¥", "pesos"), with a default.
type Reading = string | { byCountry: Record<string, string>; otherwise: string };

const KRONA: Reading = { byCountry: { SE: 'SEK', NO: 'NOK', DK: 'DKK', IS: 'ISK' }, otherwise: 'SEK' };
const KRONE: Reading = { byCountry: { SE: 'SEK', NO: 'NOK', DK: 'DKK' }, otherwise: 'NOK' };
const YEN_YUAN: Reading = { byCountry: { CN: 'CNY' }, otherwise: 'JPY' };
const PESO: Reading = {
  byCountry: { AR: 'ARS', CL: 'CLP', CO: 'COP', PH: 'PHP', UY: 'UYU', MX: 'MXN' },
  otherwise: 'MXN',
};
const RUPEE: Reading = { byCountry: { PK: 'PKR', LK: 'LKR' }, otherwise: 'INR' };
const SHILLING: Reading = { byCountry: { UG: 'UGX', TZ: 'TZS' }, otherwise: 'KES' };
const DIRHAM: Reading = { byCountry: { MA: 'MAD' }, otherwise: 'AED' };

// A bare "$" is the US dollar even for founders in Canada, Australia or Mexico: founders raise in USD when
// they write "$" in an English pitch, and the founder corrects the currency in the Edit Idea dialog otherwise.
const SIGNS: Record<string, Reading> = {
  US$: 'USD',
  U$S: 'USD',
  $: 'USD',
  USD: 'USD',
  CA$: 'CAD',
  C$: 'CAD',
  CAD: 'CAD',
  A$: 'AUD',
  AU$: 'AUD',
  AUD: 'AUD',
  NZ$: 'NZD',
  NZD: 'NZD',
  S$: 'SGD',
  SGD: 'SGD',
  HK$: 'HKD',
  HKD: 'HKD',
  NT$: 'TWD',
  TWD: 'TWD',
  R$: 'BRL',
  BRL: 'BRL',
  MX$: 'MXN',
  MXN: 'MXN',
  COP: 'COP',
  COL$: 'COP',
  ARS: 'ARS',
  AR$: 'ARS',
  CLP: 'CLP',
  PEN: 'PEN',
  'S/': 'PEN',
  UYU: 'UYU',
  '€': 'EUR',
  EUR: 'EUR',
  '£': 'GBP',
  GBP: 'GBP',
  '₹': 'INR',
  INR: 'INR',
  'Rs.': RUPEE,
  Rs: RUPEE,
  PKR: 'PKR',
  LKR: 'LKR',
  BDT: 'BDT',
  '৳': 'BDT',
  CHF: 'CHF',
  SFr: 'CHF',
  SEK: 'SEK',
  NOK: 'NOK',
  DKK: 'DKK',
  ISK: 'ISK',
  kr: KRONA,
  'kr.': KRONA,
  SKr: 'SEK',
  zł: 'PLN',
  PLN: 'PLN',
  Kč: 'CZK',
  CZK: 'CZK',
  HUF: 'HUF',
  Ft: 'HUF',
  RON: 'RON',
  lei: 'RON',
  BGN: 'BGN',
  RSD: 'RSD',
  UAH: 'UAH',
  '₴': 'UAH',
  '¥': YEN_YUAN,
  'JP¥': 'JPY',
  JPY: 'JPY',
  'CN¥': 'CNY',
  RMB: 'CNY',
  CNY: 'CNY',
  '₩': 'KRW',
  KRW: 'KRW',
  Rp: 'IDR',
  IDR: 'IDR',
  RM: 'MYR',
  MYR: 'MYR',
  '฿': 'THB',
  THB: 'THB',
  '₱': 'PHP',
  PHP: 'PHP',
  '₫': 'VND',
  VND: 'VND',
  AED: 'AED',
  Dh: DIRHAM,
  Dhs: DIRHAM,
  DH: DIRHAM,
  SAR: 'SAR',
  QAR: 'QAR',
  '₪': 'ILS',
  ILS: 'ILS',
  NIS: 'ILS',
  '₺': 'TRY',
  TRY: 'TRY',
  TL: 'TRY',
  KSh: SHILLING,
  Ksh: SHILLING,
  KES: 'KES',
  USh: 'UGX',
  UGX: 'UGX',
  TSh: 'TZS',
  TZS: 'TZS',
  RWF: 'RWF',
  FRw: 'RWF',
  '₦': 'NGN',
  NGN: 'NGN',
  ZAR: 'ZAR',
  'E£': 'EGP',
  EGP: 'EGP',
  LE: 'EGP',
  'GH₵': 'GHS',
  GHS: 'GHS',
  '₵': 'GHS',
  MAD: DIRHAM,
};

/** Currency words after the number ("2 million dollars", "3 millones de euros", "50 lakh rupees"). */
const WORDS: Record<string, Reading> = {
  'US dollars': 'USD',
  'U.S. dollars': 'USD',
  dollars: 'USD',
  dollar: 'USD',
  dólares: 'USD',
  dolares: 'USD',
  'Singapore dollars': 'SGD',
  'Australian dollars': 'AUD',
  'Canadian dollars': 'CAD',
  'Hong Kong dollars': 'HKD',
  'New Zealand dollars': 'NZD',
  euros: 'EUR',
  euro: 'EUR',
  Euro: 'EUR',
  'pounds sterling': 'GBP',
  sterling: 'GBP',
  pounds: 'GBP',
  'Egyptian pounds': 'EGP',
  rupees: RUPEE,
  rupee: RUPEE,
  reais: 'BRL',
  'Swiss francs': 'CHF',
  francs: 'CHF',
  kronor: 'SEK',
  kroner: KRONE,
  zloty: 'PLN',
  złotych: 'PLN',
  yen: 'JPY',
  yuan: 'CNY',
  won: 'KRW',
  원: 'KRW',
  元: 'CNY',
  人民币: 'CNY',
  円: 'JPY',
  rupiah: 'IDR',
  ringgit: 'MYR',
  baht: 'THB',
  dong: 'VND',
  dirhams: DIRHAM,
  riyals: 'SAR',
  shekels: 'ILS',
  lira: 'TRY',
  shillings: SHILLING,
  naira: 'NGN',
  rand: 'ZAR',
  cedis: 'GHS',
  pesos: PESO,
  'pesos mexicanos': 'MXN',
  'pesos colombianos': 'COP',
  'pesos chilenos': 'CLP',
};

const byLength = (a: string, b: string) => b.length - a.length;
const pattern = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s+');

/** Alternation of the signs a number may follow or precede, longest first. */
export const SIGN_PATTERN = Object.keys(SIGNS).sort(byLength).map(pattern).join('|');
/** Alternation of the currency words a number may be followed by. */
export const WORD_PATTERN = Object.keys(WORDS).sort(byLength).map(pattern).join('|');

/**
 * The ISO code of a written currency, the founder's country deciding shared signs; null if unknown. A lone "R"
 * before digits is the rand (read by the scanner only in that position).
 */
export function currencyOf(written: string, country: string | null): string | null {
  const w = written.replace(/\s+/g, ' ').trim();
  const reading = w === 'R' ? 'ZAR' : (SIGNS[w] ?? WORDS[w] ?? WORDS[w.toLowerCase()]);
  if (!reading) return null;
  if (typeof reading === 'string') return reading;
  return (country && reading.byCountry[country]) || reading.otherwise;
}

/** The currency of crore and lakh without a sign: the rupee of the founder's country. */
export function southAsianCurrency(country: string | null): string {
  return ({ PK: 'PKR', BD: 'BDT', LK: 'LKR' } as Record<string, string>)[country ?? ''] ?? 'INR';
}
