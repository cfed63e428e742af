import { describe, expect, it } from 'vitest';
import { ZBusinessEdit } from '../contracts/business';
import { applyRoundEdit, keepFounderFields } from '../round/idea-round';
import { readRound } from '../round/read-round';
import { unreadAmount } from '../round/unread-amount';

const read = (title: string, description: string, goal?: string) =>
  readRound({ title, description, fundraisingGoal: goal ?? null });

describe('readBusiness: the buyers issue 34 found misread', () => {
  it.each([
    [
      'a warehouse robot sold as a service to 3PLs is for warehouses, paid per pick',
      read(
        'PickPal',
        'Warehouse-picking robots sold as a service to 3PLs in the Midlands. We charge per pick. Raising £3M seed.',
      ),
      ['warehouses', 'robots-as-a-service'],
    ],
    [
      'solar cold rooms paid per litre stored are hardware run for farmers, not software',
      read(
        'BaridiCold',
        'Solar-powered cold rooms for smallholder dairy farmers in Kenya, paid per litre stored (pay-as-you-store). 11 rooms live in Nyeri and Meru. Raising $400k pre-seed.',
      ),
      ['farms', 'hardware'],
    ],
    [
      'an employee telehealth benefit is bought by employers and used by employees',
      read(
        'Wellcall',
        'An employee telehealth benefit for small and mid-size companies in Mexico: employees see a doctor on video.',
      ),
      ['employers', 'saas'],
    ],
    [
      'a tool for testing LLM applications is for software teams, not "prompts"',
      read(
        'EvalForge',
        'A developer tool for testing LLM applications: we run regression suites over prompts. Berlin.',
      ),
      ['engineering-teams', 'saas'],
    ],
    [
      'a carbon-accounting API for freight forwarders is for forwarders',
      read('Carbonlane', 'Carbon-accounting API for freight forwarders in Rotterdam, priced per shipment.'),
      ['freight-forwarders', 'usage-api'],
    ],
    [
      'a heat-pump retrofit of apartment blocks is sold to co-owners',
      read(
        'Calora',
        'We install heat pumps in French apartment blocks, handling the subsidy file and the co-owners vote. Paris.',
      ),
      ['property', 'energy-installation'],
    ],
    [
      'inventory loans to market traders are lending',
      read(
        'Kudi Stall',
        "we're in Lagos. Kudi Stall gives short-tenor inventory loans to traders in Balogun. 9,200 active borrowers.",
      ),
      ['small-retailers', 'lending'],
    ],
  ])('%s', (_label, round, [industry, model]) => {
    expect([round.business?.buyer.industry, round.business?.model]).toEqual([industry, model]);
  });

  it('says the product in the founder’s words, by its name, with the traction they gave', () => {
    const r = read(
      'Calora',
      'We install heat pumps in French apartment blocks (copropriétés) around Paris. 3 buildings signed. Raising €2M seed.',
    );
    expect(r.business?.product).toBe('Calora installs heat pumps in French apartment blocks around Paris.');
    expect(r.business?.traction).toBe('3 buildings signed.');
    expect(r.business?.markets).toEqual(['FR']);
    expect(r.business_model).toBe('hardware');
  });

  it('gives the employer’s staff as the users of a benefit, and the employer as payer', () => {
    const b = read('Wellcall', 'An employee telehealth benefit for small and mid-size companies in Mexico.')
      .business!;
    expect([b.payer, b.user, b.buyer.size, b.buyer.signer]).toEqual([
      'small and mid-size companies',
      'employees',
      'small-mid',
      'the head of people (HR) or the CFO',
    ]);
  });
});

describe('honest money: an amount that cannot be read is said, never replaced', () => {
  it('flags "2.5 lakh crore" and does not take the onboarding goal instead', () => {
    const r = read('Khet', 'Raising 2.5 lakh crore for our agritech marketplace in Pune.', '€2.5M Series A');
    expect([r.amount, r.unread_amount]).toEqual([null, '2.5 lakh crore']);
  });

  it('reads a goal when the idea names no raise at all, and flags nothing when the raise is read', () => {
    expect(read('Khet', 'An agritech marketplace in Pune.', '€2.5M Series A').amount?.currency).toBe('EUR');
    expect(unreadAmount('We are raising a $2M seed.')).toBe('$2M');
    expect(read('Khet', 'We are raising a $2M seed.').unread_amount).toBeNull();
  });

  it('clears the flag when the founder types the raise', () => {
    const r = read('Khet', 'Raising 2.5 lakh crore for our agritech marketplace in Pune.');
    const edited = applyRoundEdit(r, { amount: { value: 25_000_000, currency: 'INR' } });
    expect([edited.unread_amount, edited.amount?.currency]).toEqual([null, 'INR']);
  });
});

describe('the founder’s corrections of the business', () => {
  it('keeps them over the next reading, and the round’s model follows the revenue model', () => {
    const r = read('PickPal', 'Warehouse robots for 3PLs. Raising £3M seed.');
    const edit = ZBusinessEdit.parse({ payer: 'grocery distribution centres', model: 'robots-as-a-service' });
    const edited = applyRoundEdit(r, { business: edit });
    expect([edited.business?.payer, edited.business?.buyer.industry, edited.business_model]).toEqual([
      'grocery distribution centres',
      'warehouses',
      'hardware',
    ]);
    const reread = keepFounderFields(read('PickPal', 'Robots for shops.'), edited);
    expect([reread.business?.payer, reread.business?.model, reread.business?.sources.payer]).toEqual([
      'grocery distribution centres',
      'robots-as-a-service',
      'founder',
    ]);
  });

  it('refuses a market that is not a country code, naming the field', () => {
    const out = ZBusinessEdit.safeParse({ markets: ['France'] });
    expect(out.success ? null : out.error.issues[0]?.message).toBe(
      'Each market must be a two-letter country code',
    );
  });
});
