/**
 * US dollars per unit of each currency, to turn a founder's raise into thousands of USD (the unit of investors'
 * cheque sizes). These are approximate mid-market rates of June 2025, written from memory of the published
 * reference rates of that month (ECB euro reference rates, central-bank and market fixings) when this table was
 * made: nothing was downloaded and they were not checked against a live source. They are good enough to compare
 * a raise with investors' cheques (a few per cent off moves no investor in or out of range); refresh them here,
 * with the date, when they drift by more than that. Pegged currencies (AED, SAR, QAR, HKD) are at their pegs.
 */
export const FX_RATES_DATE = '2025-06';
export const FX_RATES_SOURCE =
  'Approximate mid-market rates of June 2025 (ECB reference rates and market fixings of that month), not live rates';

export const USD_PER_UNIT: Readonly<Record<string, number>> = {
  USD: 1,
  // Europe
  EUR: 1.15,
  GBP: 1.35,
  CHF: 1.23,
  SEK: 0.105,
  NOK: 0.099,
  DKK: 0.154,
  ISK: 0.0081,
  PLN: 0.27,
  CZK: 0.0465,
  HUF: 0.0029,
  RON: 0.23,
  BGN: 0.59,
  RSD: 0.0098,
  UAH: 0.024,
  // Asia and Oceania
  INR: 0.0117,
  PKR: 0.0035,
  BDT: 0.0082,
  LKR: 0.0033,
  JPY: 0.0069,
  CNY: 0.139,
  KRW: 0.00073,
  TWD: 0.034,
  HKD: 0.1274,
  SGD: 0.78,
  IDR: 0.0000613,
  MYR: 0.236,
  THB: 0.0306,
  PHP: 0.0177,
  VND: 0.0000385,
  AUD: 0.65,
  NZD: 0.6,
  // The Americas
  CAD: 0.73,
  MXN: 0.0526,
  BRL: 0.18,
  ARS: 0.00085,
  CLP: 0.00107,
  COP: 0.000244,
  PEN: 0.278,
  UYU: 0.0244,
  // The Middle East and Africa
  AED: 0.2723,
  SAR: 0.2667,
  QAR: 0.2747,
  ILS: 0.286,
  TRY: 0.0254,
  EGP: 0.0201,
  MAD: 0.11,
  NGN: 0.000645,
  KES: 0.00773,
  GHS: 0.097,
  ZAR: 0.0559,
  UGX: 0.000278,
  TZS: 0.000377,
  RWF: 0.0007,
};

/** Thousands of US dollars for an amount in a currency of the table (rounded to a dollar), or null if unknown. */
export function toUsdK(value: number, currency: string): number | null {
  const rate = USD_PER_UNIT[currency.toUpperCase()];
  return rate === undefined ? null : Math.round(value * rate) / 1000;
}
