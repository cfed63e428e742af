import { describe, expect, it } from 'vitest';
import { findNetworkLeads, type LeadContact } from './network-leads';

let n = 0;
const c = (full_name: string, company: string, position: string): LeadContact => ({
  id: `c${++n}`,
  full_name,
  company,
  position,
  connected_on: '2020-05-01',
});
const contacts = [
  c('Grace Hopper', 'Nordic Freight Lines', 'Head of Operations'),
  c('Omar Haddad', 'Atlas Warehousing', 'VP Fulfillment'),
  c('Lena Berg', 'Nordic Freight Lines', 'Software Engineer'),
  c('Kofi Mensah', 'FreightTech Solutions', 'Head of Operations'),
  c('Ines Costa', 'Earlybird Venture Capital', 'Operations Partner'),
  c('Hugo Klein', 'Spotify', 'Head of People'),
  c('Priya Sharma', 'Small Bakery Co', 'Chief People Officer'),
  c('Eva Novak', 'Self-employed', 'Operations consultant'),
];
const none = () => null;

describe('findNetworkLeads', () => {
  it('lists operations leaders at warehouses and 3PLs for a warehouse robot, with why, never carriers, vendors or investors', () => {
    const { buyer, leads } = findNetworkLeads({
      idea: {
        title: 'Pickwise',
        description: 'Picking robots for third-party logistics (3PL) warehouses and fulfilment centres.',
      },
      contacts,
      companyFacts: none,
      isInvestor: (name) => name.startsWith('Earlybird'),
    });
    // A picking robot for 3PLs is bought by warehouses (issue 34), not by carriers: the freight line is out too.
    expect(buyer).toBe('warehouse operators and third-party logistics (3PL) providers');
    expect(leads.map((l) => l.name)).toEqual(['Omar Haddad']);
    expect(leads[0]!.why).toBe(
      'VP Fulfillment at Atlas Warehousing, one of the warehouse operators and third-party logistics (3PL) providers (its name says "Warehousing"); operations leaders sign for a pilot on the floor.',
    );
  });

  it('lists people leaders at any employer for an HR benefit, asking to check the size', () => {
    const { leads } = findNetworkLeads({
      idea: {
        title: 'Perkly',
        description: 'Flexible benefits for employees of small and mid-sized businesses, paid per head.',
      },
      contacts,
      companyFacts: (name) =>
        name === 'Spotify' ? { category_code: 'music', funding_total_usd: 1e9, status: 'operating' } : null,
      isInvestor: () => false,
    });
    expect(leads.map((l) => l.name)).toEqual(['Priya Sharma']);
    expect(leads[0]!.why).toContain('check that it is small or mid-sized');
    expect(leads[0]!.why).toContain('people leaders choose the benefits');
  });
});
