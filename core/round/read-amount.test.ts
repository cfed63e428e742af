import { describe, expect, it } from 'vitest';
import { amountFromValue, readAmount, toRoundAmount } from './read-amount';

const raise = (text: string, fromGoal = false) => {
  const r = readAmount(text, { fromGoal });
  return r ? `${r.mention.value} ${r.mention.currency}` : null;
};

describe('readAmount: the amount being raised, not the others', () => {
  it.each([
    ['We have $20K MRR and are raising $1M', '1000000 USD'],
    ['Previously raised $500K from angels; now raising a $2M seed round', '2000000 USD'],
    ['Raising $2M at a $10M valuation', '2000000 USD'],
    ['Our ARR is $1.2M. We are raising $3M Series A', '3000000 USD'],
    ['After a $500K pre-seed, we are raising $2.5M seed', '2500000 USD'],
    ['Looking for €1.5m to expand to Spain', '1500000 EUR'],
    ['Seeking ₹8 crore to scale to 10 cities', '80000000 INR'],
    ['A $2M seed round to hire engineers', '2000000 USD'],
    ['Wir suchen 1,2 Mio. EUR für unsere Seed-Runde', '1200000 EUR'],
    ['Estamos levantando R$ 2 milhões', '2000000 BRL'],
    ['Buscamos 3 millones de euros', '3000000 EUR'],
    ['Raised $1.5M to date, raising 4M now', '4000000 USD'],
    ['Pre-seed of $750k on a SAFE with a $8M cap', '750000 USD'],
  ])('%s', (text, expected) => expect(raise(text)).toBe(expected));

  it.each([
    'TAM of $50B in Europe alone',
    'a $4B market growing 20% a year',
    'We help SMBs save $10k a year',
    'We process $3M GMV monthly',
    '$1.2M ARR, growing 15% MoM',
    'We raised $2M last year from Sequoia',
    'Used by 10,000 customers',
    'Plans from $29/month',
    'An AI scribe for doctors',
  ])('no raise in: %s', (text) => expect(raise(text)).toBeNull());

  it('takes an amount without raising words from the fundraising goal only', () => {
    expect(raise('£500K', true)).toBe('500000 GBP');
    expect(raise('500k', true)).toBe('500000 USD');
    expect(raise('$2M seed; currently at $20K MRR', true)).toBe('2000000 USD');
    expect(raise('Our product costs $2M less than incumbents')).toBeNull();
    expect(raise('Close our pre-seed by March', true)).toBeNull();
  });

  it('gives the contract’s amount with the words it was read from and the dated rate', () => {
    const text = 'London B2B SaaS. Raising £500K pre-seed.';
    const amount = toRoundAmount(text, readAmount(text)!.mention);
    expect(amount).toEqual({
      value: 500000,
      currency: 'GBP',
      usd_k: 675,
      text: 'Raising £500K',
      rate: 1.35,
      rate_date: '2025-06',
    });
    expect(amountFromValue(2_000_000, 'usd')).toMatchObject({
      usd_k: 2000,
      rate: 1,
      rate_date: null,
      text: null,
    });
    expect(amountFromValue(1, 'XYZ')).toBeNull();
  });
});

describe('readAmount: more phrasings', () => {
  it.each([
    ['Raising our seed at $12M post', null],
    ['We are raising $750k-$1M on a SAFE', '1000000 USD'],
    ['Seeking 500K to finish the pilot', '500000 USD'],
    ['Raising 1M€ for our pre-seed', '1000000 EUR'],
    ['We charge $20k per year per hospital', null],
    ['Levantamos US$ 1 milhão em 2023', null],
    ['Looking for C$750k in pre-seed funding', '750000 CAD'],
  ])('%s', (text, expected) => expect(raise(text)).toBe(expected));
});

describe('readAmount: the raise as founders write it in their own languages', () => {
  it.each([
    ['Zbieramy 4 mln zł (seed). Warszawa.', '4000000 PLN'],
    ['Zbieramy 4 mln PLN w rundzie seed', '4000000 PLN'],
    ['On lève 1,5 M€ en seed. Lyon.', '1500000 EUR'],
    ['Série A de R$ 20 milhões, São Paulo', '20000000 BRL'],
    ['Serie A da 5 milioni di euro, Milano', '5000000 EUR'],
    ['Raccogliamo 800 mila euro per il pre-seed', null],
    ['Toplamda 20 milyon TL yatırım arıyoruz', '20000000 TRY'],
    // Past rounds stay past in any language.
    ['Levantamos R$ 5 milhões na série A.', null],
  ])('%s', (text, expected) => expect(raise(text)).toBe(expected));

  it('reads "kr." as the krone of the founder’s country', () => {
    expect(readAmount('Vi henter 10 mio. kr. i seed.', { country: 'DK' })?.mention).toMatchObject({
      value: 10_000_000,
      currency: 'DKK',
    });
  });
});
