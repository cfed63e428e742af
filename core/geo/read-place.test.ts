import { describe, expect, it } from 'vitest';
import { readPlace } from './read-place';

const where = (text: string) => {
  const p = readPlace(text);
  return [p.city, p.state, p.country, p.region].map((v) => v ?? '-').join(' ');
};

describe('readPlace: the founder says where they are', () => {
  it.each([
    ['London-based pre-seed B2B SaaS', 'London - GB europe'],
    // The Turkish capital I has no case folding to "i": read as written all the same.
    ['Toplamda 20 milyon TL yatırım arıyoruz, İstanbul', 'Istanbul - TR middle-east'],
    ['We are based in Berlin and build tools for Mittelstand factories.', 'Berlin - DE europe'],
    ['A seed-stage fintech in Boston', 'Boston MA US north-america'],
    ['Two founders from Lagos, Nigeria, building payroll for SMEs', 'Lagos - NG africa'],
    ['🇮🇳 Bangalore | AI for kirana stores', 'Bengaluru - IN south-asia'],
    ['a Mexico City startup for taqueria inventory', 'Mexico City - MX latin-america'],
    ['CDMX-based neobank for freelancers', 'Mexico City - MX latin-america'],
    ['Somos una startup de Bogotá', 'Bogotá - CO latin-america'],
    ['HQ: Sao Paulo. Crédito para pequenas empresas.', 'São Paulo - BR latin-america'],
    ['Gurgaon-based logistics SaaS', 'Gurugram - IN south-asia'],
    ['Our team sits in Ho Chi Minh City', 'Ho Chi Minh City - VN southeast-asia'],
    ['Founded in Tallinn, Estonia in 2023', 'Tallinn - EE europe'],
    ['We are in NYC', 'New York NY US north-america'],
    ['Bay Area founders', 'San Francisco CA US north-america'],
    ['Singapore-headquartered insurtech', 'Singapore - SG southeast-asia'],
    ['Kigali based drone deliveries', 'Kigali - RW africa'],
    ['Based in Bielefeld, Germany', 'Bielefeld - DE europe'],
    ['Paris, Texas', 'Paris TX US north-america'],
    ['Our HQ is in Dubai, UAE', 'Dubai - AE middle-east'],
    ['Sydney-based climate startup', 'Sydney - AU oceania'],
    ['Tel Aviv cyber founders', 'Tel Aviv - IL middle-east'],
    ['Seoul-based gaming studio', 'Seoul - KR east-asia'],
    ['We operate in Kenya and Uganda from our office in Kampala', 'Kampala - UG africa'],
  ])('%s', (text, expected) => expect(where(text)).toBe(expected));
});

describe('readPlace: a country or a state alone', () => {
  it.each([
    ['A fintech in Germany', '- - DE europe'],
    ['UK startup building climate tools', '- - GB europe'],
    ['Indian founders building for kirana stores', '- - IN south-asia'],
    ['We are a Nigerian fintech', '- - NG africa'],
    ['Based in Texas', '- TX US north-america'],
    ['A US-based team', '- - US north-america'],
    ['We are a remote team across Europe', '- - - europe'],
    ['European founders, remote team', '- - - europe'],
    ['Indonesian founders in Jakarta', 'Jakarta - ID southeast-asia'],
  ])('%s', (text, expected) => expect(where(text)).toBe(expected));
});

describe('readPlace: namesakes', () => {
  it.each([
    ['Cambridge, MA biotech', 'Cambridge MA US north-america'],
    ['Spun out in Cambridge, UK', 'Cambridge - GB europe'],
    ['We are raising £500K in Cambridge', 'Cambridge - GB europe'],
    ['Our office is in Portland, ME', 'Portland ME US north-america'],
    ['Our office is in Portland', 'Portland OR US north-america'],
    ['Atlanta, Georgia', 'Atlanta GA US north-america'],
    ['Vancouver, BC', 'Vancouver BC CA north-america'],
    ['based in Birmingham', 'Birmingham - GB europe'],
    ['based in Birmingham, AL', 'Birmingham AL US north-america'],
  ])('%s', (text, expected) => expect(where(text)).toBe(expected));

  it('gives the US metro area of the companies data', () => {
    expect(readPlace('Palo Alto').metro).toBe('SF Bay');
    expect(readPlace('Somerville, MA').metro).toBe('Boston');
    expect(readPlace('Pittsburgh robotics').metro).toBe('Pittsburg');
  });
});

describe('readPlace: the founder’s own place over others', () => {
  it.each([
    ['We sell to hospitals in Germany and France, based in Berlin', 'Berlin - DE europe'],
    ['Lagos-based fintech expanding to Nairobi and Accra', 'Lagos - NG africa'],
    ['We help farmers in Kenya. Based in Nairobi.', 'Nairobi - KE africa'],
    ['Customers across the US; our team is in Toronto', 'Toronto ON CA north-america'],
    ['Like Stripe for Africa, from Accra', 'Accra - GH africa'],
  ])('%s', (text, expected) => expect(where(text)).toBe(expected));
});

describe('readPlace: no place in ordinary words', () => {
  it.each([
    'Reading app that helps kids love books',
    'Nice dashboards for finance teams',
    'Mobile payments for street vendors',
    'Split bills with friends',
    'Bath bombs subscription, D2C',
    'Orange is a CRM for plumbers',
    'Victoria helps nurses plan shifts',
    'Phoenix: an AI co-pilot for tax advisors',
    'Invest in Mobile Payments',
    'Mexican food delivery for offices',
    'French fries recycling into biofuel',
    'Let us know',
    'Boston Dynamics-style robots for warehouses',
    'Cambridge University spinout',
    'la plataforma para restaurantes',
    'An AI tool for dental clinics',
    '',
  ])('%s', (text) => expect(where(text)).toBe('- - - -'));

  it('reads those words as places with a cue', () => {
    expect(where('We are based in Reading, UK')).toBe('Reading - GB europe');
    expect(where('A startup in Nice, France')).toBe('Nice - FR europe');
    expect(where('Founders in Split, Croatia')).toBe('Split - HR europe');
    expect(where('based in Phoenix')).toBe('Phoenix AZ US north-america');
  });
});

describe('readPlace: a misspelt place after a cue, and a code that is a state and a country', () => {
  it.each([
    ['We are based in Lodnon and sell to dentists.', 'London - GB europe'],
    ['HQ: Sao Paolo. Legal AI for in-house teams.', 'São Paulo - BR latin-america'],
    ['Bangalor-based team of four', 'Bengaluru - IN south-asia'],
    ['A B2B fintech from Nairobbi', 'Nairobi - KE africa'],
    ['Our office is in Berlin, DE', 'Berlin - DE europe'],
    ['A lending startup from Mumbai, IN', 'Mumbai - IN south-asia'],
  ])('%s', (text, expected) => expect(where(text)).toBe(expected));

  it('reads nothing from a misspelt word without a cue', () => {
    expect(where('Lodnon is a word we made up for our brand')).toBe('- - - -');
  });
});

describe('readPlace: a place as a label, and places that are another’s', () => {
  it.each([
    ['Berlin. Hiring a developer from India or Brazil into Germany takes months.', 'Berlin - DE europe'],
    ['Treasury for European companies. London HQ, 900 customers across the UK and EU.', 'London - GB europe'],
    ['We hire engineers from Poland; we are in Lisbon.', 'Lisbon - PT europe'],
    [
      'Sınırsız. Istanbul 🇹🇷. Turkish brands sell into Europe through our returns hub in Poland.',
      'Istanbul - TR middle-east',
    ],
    ['Shiftcover. Lodnon-based insurtech; we will launch in Ireland next.', 'London - GB europe'],
    [
      'Evals for LLM apps. Customers are mostly European scale-ups. Amsterdam, team of 7.',
      'Amsterdam - NL europe',
    ],
  ])('%s', (text, expected) => expect(where(text)).toBe(expected));

  it('does not read a list of markets at a sentence start as the founder’s place', () => {
    expect(where('We are based in Lyon. Germany, France and Italy are next.')).toBe('Lyon - FR europe');
  });
});
