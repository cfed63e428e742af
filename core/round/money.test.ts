import { describe, expect, it } from 'vitest';
import { FX_RATES_DATE, FX_RATES_SOURCE, toUsdK, USD_PER_UNIT } from './fx-rates';
import { findAmounts } from './money';

const read = (text: string, country: string | null = null) =>
  findAmounts(text, country).map((m) => `${m.value} ${m.currency}`);

describe('findAmounts: amounts and currencies as founders write them', () => {
  it.each([
    ['$2M', '2000000 USD'],
    ['£500K', '500000 GBP'],
    ['€1.5m', '1500000 EUR'],
    ['2 million dollars', '2000000 USD'],
    ['USD 3 million', '3000000 USD'],
    ['1,2 Mio. EUR', '1200000 EUR'],
    ['1.2 Mio €', '1200000 EUR'],
    ['₹8 crore', '80000000 INR'],
    ['₹50 lakh', '5000000 INR'],
    ['Rs 5 Cr', '50000000 INR'],
    ['R$ 2 milhões', '2000000 BRL'],
    ['CHF 2 Mio', '2000000 CHF'],
    ['S$1.5M', '1500000 SGD'],
    ['A$2m', '2000000 AUD'],
    ['C$750k', '750000 CAD'],
    ['KSh 100 million', '100000000 KES'],
    ['₦500m', '500000000 NGN'],
    ['¥100M', '100000000 JPY'],
    ['half a million', '500000 USD'],
    ['$500,000', '500000 USD'],
    ['500k USD', '500000 USD'],
    ['3 millones de euros', '3000000 EUR'],
    ['1.500.000 €', '1500000 EUR'],
    ['1 500 000 €', '1500000 EUR'],
    ['R$ 500 mil', '500000 BRL'],
    ['Rp 15 miliar', '15000000000 IDR'],
    ['Rp 500 juta', '500000000 IDR'],
    ['R5 million', '5000000 ZAR'],
    ['$2MM', '2000000 USD'],
    ['a quarter million dollars', '250000 USD'],
    ['SEK 10 million', '10000000 SEK'],
    ['40 lakhs rupees', '4000000 INR'],
  ])('%s', (text, expected) => expect(read(text)[0] ?? null).toBe(expected));

  it('reads a range as its upper bound', () => {
    expect(read('$1.5-2M')).toEqual(['2000000 USD']);
    expect(read('$1.5M–$2M')).toEqual(['2000000 USD']);
    expect(read('between $1M and $2M')).toEqual(['2000000 USD']);
    expect(read('de 1 a 2 millones de pesos', 'CO')).toEqual(['2000000 COP']);
    expect(read('raising $1M a year from now')).toEqual(['1000000 USD']);
  });

  it('lets the founder’s country decide shared signs', () => {
    expect(read('10 millones de pesos', 'AR')).toEqual(['10000000 ARS']);
    expect(read('10 millones de pesos')).toEqual(['10000000 MXN']);
    expect(read('¥50M', 'CN')).toEqual(['50000000 CNY']);
    expect(read('kr 20 millioner', 'NO')).toEqual(['20000000 NOK']);
    expect(read('20M kr', 'NO')).toEqual(['20000000 NOK']);
  });

  it('finds no amount in years, counts and product names', () => {
    for (const text of [
      'Founded in 2024',
      '12 clinics in 3 cities',
      'B2B SaaS',
      'GPT-4 for lawyers',
      'Web3',
      '5 months',
      'a 3D printer',
    ])
      expect(read(text), text).toEqual([]);
  });

  it('converts to thousands of USD with the dated table', () => {
    const [gbp] = findAmounts('£500K');
    expect(gbp!.usdK).toBeCloseTo(500 * USD_PER_UNIT.GBP!, 6);
    expect(findAmounts('₹8 crore')[0]!.usdK).toBeCloseTo(80_000 * USD_PER_UNIT.INR!, 6);
    expect(toUsdK(1_000_000, 'usd')).toBe(1000);
    expect(toUsdK(1, 'XYZ')).toBeNull();
    expect(FX_RATES_DATE).toMatch(/^\d{4}-\d{2}$/);
    expect(FX_RATES_SOURCE).toMatch(/not live/);
  });

  it('has a rate for every currency the brief lists', () => {
    const listed =
      'USD EUR GBP CHF SEK NOK DKK PLN CZK INR JPY CNY SGD HKD AUD NZD CAD BRL MXN ARS CLP COP NGN KES ZAR EGP GHS AED SAR ILS TRY IDR MYR THB PHP VND KRW';
    for (const code of listed.split(' ')) expect(USD_PER_UNIT[code], code).toBeGreaterThan(0);
  });
});

describe('findAmounts: the ways founders write amounts in other markets', () => {
  const read = (text: string, country: string | null = null) =>
    findAmounts(text, country).map((m) => [m.value, m.currency]);
  it.each([
    ['Raising R 50 million Series A', 'ZA', [[50_000_000, 'ZAR']]],
    ['Series A ~90 MSEK', 'SE', [[90_000_000, 'SEK']]],
    ['We raise 2MEUR seed', null, [[2_000_000, 'EUR']]],
    ['Raising ₩150억 Series A', 'KR', [[15_000_000_000, 'KRW']]],
    ['raising 2000万元 seed', 'CN', [[20_000_000, 'CNY']]],
    ['Pre-seed: GH₵ 3 million', 'GH', [[3_000_000, 'GHS']]],
  ])('%s', (text, country, expected) => expect(read(text, country)).toEqual(expected));
});
