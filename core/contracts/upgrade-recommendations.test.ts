import { describe, expect, it } from 'vitest';
import { RECOMMENDATIONS_VERSION, ZRecommendations } from './recommendations';
import { upgradeRecommendations } from './upgrade-recommendations';

const investor = {
  id: 'inv-1',
  name: 'Seedcamp',
  website: 'https://seedcamp.com',
  focus: 'fintech, b2b-saas',
  reasoning: 'Backs pre-seed fintech in London.',
  checkSize: '$100K - $500K',
  portfolioSize: 420,
  supportedRounds: ['pre-seed', 'seed'],
  recentInvestments: [{ company: 'Wise', round: 'seed', amount: 1_300_000, year: 2011 }],
  contacts: [],
  similarity: 0.82,
  score: 0.78,
  location: 'London, GB',
  country: 'GB',
  region: 'europe',
  checkSizeMin: 100,
  checkSizeMax: 500,
  leadsRounds: true,
  firmType: 'vc',
  lastDealDate: '2013-05-01',
  dimensions: [{ dimension: 'geography' as const, score: 1, reason: 'Based in London.' }],
};

/** An analysis as every one was saved up to issue 31: the current fields, and no version. */
const unversioned = {
  industry: 'fintech',
  stage: 'pre-seed',
  targetCheckSize: 500,
  investors: [investor],
  designPartners: [],
  strategy: { summary: 'Build, validate, raise.', steps: ['Build the MVP'] },
  introTemplate: { subject: 'Intro', body: 'Hi' },
  intros: [
    {
      recipient: 'inv-1',
      kind: 'investor' as const,
      subject: 'Intro',
      body: 'Hi',
      recipientName: 'Seedcamp',
    },
  ],
  analyzedAt: '2026-11-20T10:00:00.000Z',
};

describe('upgradeRecommendations', () => {
  it('returns an analysis of the current version as it is, and null for none', () => {
    const current = ZRecommendations.parse({ ...unversioned, version: RECOMMENDATIONS_VERSION });
    expect(upgradeRecommendations(current)).toEqual(current);
    expect(upgradeRecommendations(null)).toBeNull();
    expect(upgradeRecommendations(undefined)).toBeNull();
  });

  it('reads an unversioned analysis of the current shape without changing a field', () => {
    expect(upgradeRecommendations(unversioned)).toEqual({ ...unversioned, version: RECOMMENDATIONS_VERSION });
  });

  it('reads the first shapes: the fundraising phase alone, a template string, intros by investor name', () => {
    const old = upgradeRecommendations({
      investors: [{ name: 'Old VC', focus: ['fintech', 'saas'], similarity: '0.5', recentInvestments: '[]' }],
      fundingStrategy: { recommendedAmount: '$1M' },
      introTemplate: 'Dear investor',
      intros: [
        { investor: 'Old VC', subject: 's', body: 'b' },
        { investor: 'No body', body: '' },
      ],
      analyzedAt: '2026-01-01',
    })!;
    expect(old.investors[0]).toMatchObject({
      id: '',
      name: 'Old VC',
      focus: 'fintech, saas',
      similarity: 0.5,
      score: null,
      portfolioSize: null,
      dimensions: [],
    });
    expect(old.strategy).toEqual({ phase3_fundraising: { recommendedAmount: '$1M' } });
    expect(old.introTemplate).toEqual({ subject: '', body: 'Dear investor' });
    expect(old.intros).toEqual([
      {
        recipient: '',
        kind: 'investor',
        subject: 's',
        body: 'b',
        recipientName: 'Old VC',
        citedCompany: null,
        citedYear: null,
        addressee: null,
      },
    ]);
    expect(ZRecommendations.safeParse(old).success).toBe(true);
  });

  it('keeps what fits and reads the rest when parts of one analysis are of different ages', () => {
    const mixed = upgradeRecommendations({
      ...unversioned,
      designPartners: [
        { name: 'Old Partner', industry: '', size: '', reasoning: '', workflow: '', wedgeStrategy: '' },
      ],
    })!;
    expect(mixed.investors).toEqual([investor]);
    expect(mixed.designPartners[0]).toMatchObject({
      name: 'Old Partner',
      status: null,
      role: null,
      location: null,
    });
  });

  it('never fails on what it cannot read: junk parts are left out', () => {
    const junk = upgradeRecommendations({
      investors: 'not a list',
      designPartners: [42, { industry: 'no name' }],
      strategy: 7,
      intros: [{}],
      replaced: { by: 'someone' },
    })!;
    expect(junk).toMatchObject({
      investors: [],
      designPartners: [],
      strategy: null,
      intros: [],
      analyzedAt: null,
    });
    expect('replaced' in junk).toBe(false);
    expect(upgradeRecommendations('a string')).toMatchObject({
      version: RECOMMENDATIONS_VERSION,
      investors: [],
    });
  });
});
