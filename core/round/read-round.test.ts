import { describe, expect, it } from 'vitest';
import { EMPTY_BUSINESS } from '../contracts/business';
import { ZRound } from '../contracts/round';
import { type RoundText, readRound } from './read-round';

/** The round in one line: amount, stage (source), sectors, model, customers, place. */
function summary(idea: RoundText): string {
  const r = ZRound.parse(readRound(idea));
  const amount = r.amount ? `${r.amount.value} ${r.amount.currency} (${r.sources.amount})` : '-';
  const stage = r.stage ? `${r.stage} (${r.sources.stage})` : '-';
  const place = [r.city, r.country, r.region].map((v) => v ?? '-').join(' ');
  return [amount, stage, r.sectors.join(',') || '-', r.business_model ?? '-', r.customers ?? '-', place].join(
    ' | ',
  );
}

const idea = (title: string, description: string, fundraisingGoal = ''): RoundText => ({
  title,
  description,
  fundraisingGoal,
});

describe('readRound: the issue’s examples', () => {
  it('a London pre-seed B2B SaaS raising £500K', () => {
    expect(
      summary(
        idea('Ledgerly', 'A London pre-seed B2B SaaS raising £500K. Bookkeeping for Shopify merchants.'),
      ),
    ).toBe(
      '500000 GBP (text) | pre-seed (text) | b2b-saas,fintech,ecommerce | b2b-saas | Shopify merchants | London GB europe',
    );
  });

  it('a New York seed fintech raising $2M, the amount in the fundraising goal', () => {
    expect(
      summary(
        idea(
          'PayNest',
          'A seed fintech in New York that helps freelancers get paid on time. $40K MRR.',
          'Raising $2M',
        ),
      ),
    ).toBe(
      '2000000 USD (goal) | seed (text) | fintech,future-of-work | fintech-transactions | freelancers | New York US north-america',
    );
  });

  it('no keyword sectors from "Mass General", "last", "free", and no amount or place when none is written', () => {
    expect(
      summary(
        idea(
          'Clinicflow',
          'AI intake for outpatient clinics. A pilot with Mass General; the last free tool for front desks.',
        ),
      ),
    ).toBe('- | - | healthcare,ai-ml,b2b-saas | b2b-saas | outpatient clinics | - - -');
  });
});

describe('readRound: founders around the world', () => {
  it.each([
    [
      'UK',
      idea(
        'CellCycle',
        'We recycle lithium-ion batteries for battery makers and recyclers. Based in Reading, UK. Looking for half a million pounds.',
      ),
      '500000 GBP (text) | pre-seed (inferred) | energy,circular-economy,hardware,climate | hardware | battery makers and recyclers | Reading GB europe',
    ],
    [
      'US',
      idea(
        'Helix Dx',
        'A CRISPR-based diagnostic sold to hospital labs. Spun out of MIT, our team is in Cambridge, MA.',
        'Series A, $8M',
      ),
      '8000000 USD (goal) | series-a (goal) | biotech,medical-devices,healthcare | medtech-diagnostics | hospital labs | Cambridge US north-america',
    ],
    [
      'Germany',
      idea(
        'Kern Robotics',
        'Roboter für die Montage in mittelständischen Fabriken, mit Sitz in München. Wir suchen 1,2 Mio. EUR in einer Seed-Runde.',
      ),
      '1200000 EUR (text) | seed (text) | robotics,hardware | hardware | - | Munich DE europe',
    ],
    [
      'France',
      idea(
        'Dentiq',
        'Paris-based startup building practice management software for dental clinics across France and Belgium. We are looking for €1.5m to grow the sales team.',
      ),
      '1500000 EUR (text) | seed (inferred) | healthcare,b2b-saas | b2b-saas | dental clinics | Paris FR europe',
    ],
    [
      'India',
      idea(
        'KiranaKart',
        'We are a Bangalore team building a B2B ordering app for kirana stores. Raising ₹8 crore pre-Series A after a ₹2 crore angel round last year.',
      ),
      '80000000 INR (text) | seed (text) | b2b-saas,retail | b2b-saas | kirana stores | Bengaluru IN south-asia',
    ],
    [
      'Brazil',
      idea(
        'Colheita',
        'Startup de São Paulo que conecta pequenos produtores rurais com restaurantes. Marketplace B2B com 300 restaurantes ativos.',
        'Estamos levantando R$ 2 milhões (seed)',
      ),
      '2000000 BRL (goal) | seed (goal) | foodtech,agtech,marketplaces,b2b-saas | marketplace | - | São Paulo BR latin-america',
    ],
    [
      'Mexico',
      idea(
        'Tianguis',
        'A Mexico City startup: inventory and payments for taquerías and corner shops. Buscamos 3 millones de dólares en una ronda semilla.',
      ),
      '3000000 USD (text) | seed (text) | fintech | fintech-transactions | taquerías and corner shops | Mexico City MX latin-america',
    ],
    [
      'Nigeria',
      idea(
        'Ajo Pay',
        'Lagos-based fintech offering savings and short-term loans to market traders. We process ₦500m monthly and are expanding to Accra and Nairobi.',
        '$1.5-2M',
      ),
      '2000000 USD (goal) | seed (inferred) | fintech | fintech-transactions | - | Lagos NG africa',
    ],
    [
      'Kenya',
      idea(
        'ShambaSense',
        'Soil sensors and SMS advice for smallholder farmers. Based in Nairobi, Kenya. Raising KSh 100 million seed to reach 50,000 farmers.',
      ),
      '100000000 KES (text) | seed (text) | agtech,hardware | hardware | smallholder farmers | Nairobi KE africa',
    ],
    [
      'Indonesia',
      idea(
        'Gudang',
        'Jakarta-based logistics SaaS that helps warehouse operators across Indonesia track inventory. We are raising a $3M Series A.',
      ),
      '3000000 USD (text) | series-a (text) | logistics,b2b-saas | b2b-saas | warehouse operators | Jakarta ID southeast-asia',
    ],
    [
      'Singapore',
      idea(
        'ClaimPilot',
        'Singapore-headquartered insurtech: AI claims processing for insurers in Southeast Asia. Seeking S$1.5M pre-seed.',
      ),
      '1500000 SGD (text) | pre-seed (text) | insurtech,ai-ml,b2b-saas,fintech | b2b-saas | insurers | Singapore SG southeast-asia',
    ],
  ])('%s', (_country, input, expected) => expect(summary(input)).toBe(expected));
});

describe('readRound: harder paragraphs', () => {
  it.each([
    [
      'a US$ amount is no place; a demonym before students describes the customers',
      idea(
        'Skoolr',
        'An edtech app that helps Indonesian high-school students prepare for exams. 8k paying subscribers at Rp 49.000/month. Raising a US$2.5M seed round.',
      ),
      '2500000 USD (text) | seed (text) | education,consumer | consumer-subscription | Indonesian high-school students | - - -',
    ],
    [
      'the team’s city over the market’s region',
      idea(
        'Nivo',
        'Cheaper remittances from the Gulf to Kerala, on stablecoin rails. Team in Dubai and Kochi.',
        'Series A, 12 million dollars',
      ),
      '12000000 USD (goal) | series-a (goal) | fintech,crypto | fintech-transactions | - | Dubai AE middle-east',
    ],
    [
      'Portuguese: sectors, place and amount',
      idea(
        'Fundo',
        'Seguro agrícola paramétrico para pequenos produtores no Brasil. Sediados em Curitiba. Buscamos R$ 5 milhões.',
      ),
      '5000000 BRL (text) | pre-seed (inferred) | insurtech,agtech,fintech | fintech-transactions | - | Curitiba BR latin-america',
    ],
    [
      'a US founder: ARR and prices are not the raise',
      idea(
        'Vetly',
        'The operating system for independent vet clinics. 40 clinics on paid plans ($400/month), $190K ARR. Based in Austin, TX.',
        'We want to raise a $3M seed round to grow to 500 clinics.',
      ),
      '3000000 USD (goal) | seed (goal) | healthcare,b2b-saas | b2b-saas | independent vet clinics | Austin US north-america',
    ],
  ])('%s', (_case, input, expected) => expect(summary(input)).toBe(expected));
});

describe('readRound: traps and empty ideas', () => {
  it('reads no place from a product named Phoenix or the words "Nice" and "Reading"', () => {
    const r = readRound(
      idea('Phoenix', 'Phoenix is a reading app that helps kids love books. Nice, simple, mobile-first.'),
    );
    expect([r.city, r.country, r.region, r.amount, r.stage]).toEqual([null, null, null, null, null]);
  });

  it('returns an empty round with no sources for an idea that says nothing of it', () => {
    expect(readRound(idea('Untitled', ''))).toEqual({
      unread_amount: null,
      business: EMPTY_BUSINESS,
      amount: null,
      stage: null,
      sectors: [],
      business_model: null,
      customers: null,
      city: null,
      country: null,
      region: null,
      sources: {},
    });
  });

  it('reads the place from the fundraising goal when the idea names none', () => {
    const r = readRound(
      idea('Loop', 'Returns software for online stores.', 'Raising €800k for our Berlin team'),
    );
    expect([r.city, r.sources.city, r.amount?.currency, r.sources.amount]).toEqual([
      'Berlin',
      'goal',
      'EUR',
      'goal',
    ]);
  });

  it('infers the stage from the amount only when none is stated, and says so', () => {
    const r = readRound(idea('Loop', 'Returns software for online stores. Raising $12M.'));
    expect([r.stage, r.sources.stage]).toEqual(['series-a', 'inferred']);
  });
});
