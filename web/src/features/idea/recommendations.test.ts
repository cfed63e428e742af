import { describe, expect, it } from 'vitest';
import { buyerProfileOf, parseRecommendations, rows } from './recommendations';

describe('parseRecommendations, issue 18 fields', () => {
  it('reads a partner’s place, status, evidence and role, and an intro’s parts, and tolerates their absence', () => {
    const rec = parseRecommendations({
      designPartners: [
        {
          name: 'Brighter Dental Care',
          industry: 'health care',
          size: 'Seed in 2012',
          reasoning: 'r',
          workflow: 'w',
          wedgeStrategy: 'x',
          connectedInvestors: [],
          location: 'Branchburg, NJ',
          status: 'Operating as of Oct 2013',
          nearness: 'in your state',
          evidence: 'its name says “Dental”',
          role: 'buyer',
        },
        {
          name: 'Old Partner',
          industry: '',
          size: '',
          reasoning: '',
          workflow: '',
          wedgeStrategy: '',
          connectedInvestors: [],
        },
      ],
      intros: [
        {
          recipientName: 'Index Ventures',
          subject: 's',
          body: 'Hi [partner’s first name],',
          citedCompany: 'Natera',
          citedYear: 2013,
          ask: 'We are raising a £500K pre-seed round.',
        },
      ],
    });
    expect(rec.designPartners[0]).toMatchObject({
      location: 'Branchburg, NJ',
      status: 'Operating as of Oct 2013',
      role: 'buyer',
    });
    expect(rec.designPartners[1]).toMatchObject({ location: null, status: null, evidence: null, role: null });
    expect(rec.intros[0]).toMatchObject({
      investor: 'Index Ventures',
      citedYear: 2013,
      addressee: null,
      ask: 'We are raising a £500K pre-seed round.',
    });
  });

  it('reads the buyer profile from the strategy, and the market rows only when complete', () => {
    const strategy = {
      designPartnerProfile: {
        buyer: 'hospital labs',
        kind: 'hospitals',
        role: 'buyer',
        lookFor: 'Hospital labs, in Boston first.',
        decides: 'the lab director',
        signals: 's',
        dataNote: 'n',
      },
      phase3_fundraising: {
        marketComparison: [
          { label: 'Your raise', figure: '$12M', period: 'this round', source: 'your idea' },
          { label: 'Broken', figure: '' },
        ],
      },
    };
    expect(buyerProfileOf(strategy)).toMatchObject({
      buyer: 'hospital labs',
      role: 'buyer',
      decides: 'the lab director',
    });
    expect(buyerProfileOf({ designPartnerProfile: { buyer: 'x' } })).toBeNull();
    expect(buyerProfileOf(null)).toBeNull();
    expect(
      rows(strategy.phase3_fundraising.marketComparison, ['label', 'figure', 'period', 'source']),
    ).toHaveLength(1);
  });
});
