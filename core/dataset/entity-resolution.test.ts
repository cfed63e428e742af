import { describe, expect, it } from 'vitest';
import {
  aliasKeys,
  domainOf,
  InvestorResolver,
  isPlaceholderName,
  nameKeys,
  normalizeInvestorName,
  sharesNameWord,
} from './entity-resolution.ts';

describe('normalizeInvestorName', () => {
  it('folds case, punctuation, accents and "&"', () => {
    expect(normalizeInvestorName('H-Farm Ventures')).toBe('h farm ventures');
    expect(normalizeInvestorName('H-FARM Ventures')).toBe('h farm ventures');
    expect(normalizeInvestorName('Rhône-Alpes Création')).toBe('rhone alpes creation');
    expect(normalizeInvestorName('Forrest Binkley & Brown')).toBe(
      normalizeInvestorName('Forrest Binkley and Brown'),
    );
    expect(normalizeInvestorName('S.A.C. Capital Advisors')).toBe(
      normalizeInvestorName('SAC Capital Advisors'),
    );
    expect(normalizeInvestorName('Første Øresund')).toBe('forste oresund');
  });

  it('drops a leading "The" and trailing legal forms, but never the whole name', () => {
    expect(normalizeInvestorName('The Logia Group')).toBe('logia group');
    expect(normalizeInvestorName('Lacuna LLC')).toBe('lacuna');
    expect(normalizeInvestorName('Merck & Co.')).toBe('merck');
    expect(normalizeInvestorName('Eqvitec Partners Oy')).toBe('eqvitec partners');
    expect(normalizeInvestorName('Dada SpA.')).toBe('dada');
    expect(normalizeInvestorName('Companisto Venture Capital GmbH')).toBe('companisto venture capital');
    expect(normalizeInvestorName('Inc.')).toBe('inc');
    expect(normalizeInvestorName('The')).toBe('the');
  });
});

describe('nameKeys', () => {
  it('ignores spacing in the exact key', () => {
    expect(nameKeys('De Novo Ventures')[0]).toBe(nameKeys('DeNovo Ventures')[0]);
    expect(nameKeys('Kuv Capital')[0]).toBe(nameKeys('KuvCapital')[0]);
  });

  it('adds a descriptor-stripped key only when descriptors end the name', () => {
    expect(nameKeys('Highway 12 Ventures')).toEqual(['highway12ventures', 'highway12']);
    expect(nameKeys('Hummer Winblad Venture Partners')).toEqual([
      'hummerwinbladventurepartners',
      'hummerwinblad',
    ]);
    expect(nameKeys('Highway 12')).toEqual(['highway12']);
    expect(nameKeys('Accel-KKR')).toEqual(['accelkkr']);
    // Too little would be left to identify anyone.
    expect(nameKeys('R Capital')).toEqual(['rcapital']);
    expect(nameKeys('')).toEqual([]);
  });
});

describe('domainOf', () => {
  it('reduces URLs and bare domains to a host without www', () => {
    expect(domainOf('https://www.01ventures.com/')).toBe('01ventures.com');
    expect(domainOf('01a.com')).toBe('01a.com');
    expect(domainOf('HTTP://WWW.Accel.com/about?x=1')).toBe('accel.com');
    expect(domainOf('https://www.clocktowerventures.com/#section-portfolio')).toBe('clocktowerventures.com');
  });

  it('gives null for missing values, e-mail addresses and hosts shared by many owners', () => {
    expect(domainOf(null)).toBeNull();
    expect(domainOf('')).toBeNull();
    expect(domainOf('Website')).toBeNull();
    expect(domainOf('jane@fund.com')).toBeNull();
    expect(domainOf('https://www.linkedin.com/company/accel')).toBeNull();
    expect(domainOf('https://in.linkedin.com/in/someone')).toBeNull();
    expect(domainOf('https://sites.google.com/view/fund')).toBeNull();
    expect(domainOf('https://medium.com/@fund')).toBeNull();
  });
});

describe('isPlaceholderName', () => {
  it('flags names of a kind of party', () => {
    for (const name of [
      'Private investors',
      'Private Investors',
      'Undisclosed',
      "'Friends & Family'",
      'Angels + Founder',
    ]) {
      expect(isPlaceholderName(name)).toBe(true);
    }
    expect(isPlaceholderName('Unnamed angel investors')).toBe(true);
    expect(isPlaceholderName('Self funded')).toBe(true);
    expect(isPlaceholderName('')).toBe(true);
  });

  it('keeps named parties, including funds whose names are generic words plus a legal form', () => {
    for (const name of [
      'SV Angel',
      'Tech Coast Angels',
      'Golden Seeds',
      'Seed Capital',
      'Angel Investors LP',
      'Peter Thiel',
    ]) {
      expect(isPlaceholderName(name)).toBe(false);
    }
  });
});

describe('sharesNameWord', () => {
  it('compares distinctive words only', () => {
    expect(sharesNameWord('Bosch Ventures', 'Robert Bosch Venture Capital')).toBe(true);
    expect(sharesNameWord('astorya.vc', 'Astorya')).toBe(true);
    expect(sharesNameWord('Afore Capital', 'Venky Karnam')).toBe(false);
    expect(sharesNameWord('Banana Capital', 'Turner Capital')).toBe(false);
  });
});

describe('InvestorResolver', () => {
  const resolver = () =>
    new InvestorResolver([
      { id: 'accel', source: 'fundraisingfox', name: 'Accel', domain: 'accel.com' },
      { id: 'accel-kkr', source: 'fundraisingfox', name: 'Accel-KKR', domain: 'accel-kkr.com' },
      { id: 'h-farm', source: 'fundraisingfox', name: 'H-FARM', domain: 'h-farm.com' },
      { id: 'vision-1', source: 'fundraisingfox', name: 'Vision Ventures', domain: 'vision.vc' },
      { id: 'vision-2', source: 'fundraisingfox', name: 'Vision Ventures', domain: 'visionventures.com' },
      { id: 'usv', source: 'fundraisingfox', name: 'Union Square Ventures', domain: 'usv.com' },
      { id: 'visa', source: 'fundraisingfox', name: 'Visa Ventures', domain: 'visa.com', corporate: true },
      {
        id: 'ascend',
        source: 'fundraisingfox',
        name: 'Ascend Partners',
        domain: 'ascend.vc',
        founded_year: 2019,
      },
    ]);

  it('merges name variants of one firm across sources', () => {
    const r = resolver();
    expect(r.match({ source: 'crunchbase', name: 'H-Farm Ventures' })).toEqual({
      id: 'h-farm',
      reason: 'descriptor',
    });
    expect(r.match({ source: 'crunchbase', name: 'Accel Partners' })).toEqual({
      id: 'accel',
      reason: 'descriptor',
    });
    expect(r.match({ source: 'vcmatchmaker', name: 'ACCEL', domain: 'https://www.accel.com/' })).toEqual({
      id: 'accel',
      reason: 'domain',
    });
  });

  it('trusts an equal domain over different names', () => {
    expect(resolver().match({ source: 'vcmatchmaker', name: 'USV', domain: 'https://usv.com' })).toEqual({
      id: 'usv',
      reason: 'domain',
    });
  });

  it('does not merge distinct firms', () => {
    const r = resolver();
    expect(r.match({ source: 'crunchbase', name: 'Accel-KKR' })?.id).toBe('accel-kkr');
    expect(r.match({ source: 'crunchbase', name: 'Accel Partners' })?.id).not.toBe('accel-kkr');
    // Different descriptors are different firms unless a domain says otherwise.
    expect(r.match({ source: 'crunchbase', name: 'Union Square Partners' })).toBeNull();
    // A corporation and its venture arm.
    expect(r.match({ source: 'crunchbase', name: 'Visa' })).toBeNull();
    // A firm founded in 2019 did not make 2008 deals under a shortened name…
    expect(r.match({ source: 'crunchbase', name: 'Ascend', first_deal_year: 2008 })).toBeNull();
    expect(r.match({ source: 'crunchbase', name: 'Ascend', first_deal_year: 2018 })?.id).toBe('ascend');
    // …but founding years are too unreliable to split equal names.
    expect(r.match({ source: 'crunchbase', name: 'Ascend Partners', first_deal_year: 2008 })?.id).toBe(
      'ascend',
    );
  });

  it('refuses a name shared by several firms unless the domain picks one', () => {
    const r = resolver();
    expect(r.match({ source: 'crunchbase', name: 'Vision Ventures' })).toBeNull();
    expect(
      r.match({ source: 'vcmatchmaker', name: 'Vision Ventures', domain: 'visionventures.com' })?.id,
    ).toBe('vision-2');
    expect(r.match({ source: 'vcmatchmaker', name: 'Vision Ventures', domain: 'other.vc' })).toBeNull();
  });

  it('lets another source match an equal name on a different domain when the HQ country agrees', () => {
    const r = new InvestorResolver([
      { id: '7pc', source: 'fundraisingfox', name: '7percent Ventures', domain: '7pc.vc', country: 'GB' },
    ]);
    const candidate = { name: '7percent Ventures', domain: 'https://www.7percent.vc', country: 'GB' };
    expect(r.match({ ...candidate, source: 'vcmatchmaker' })).toEqual({ id: '7pc', reason: 'name' });
    expect(r.match({ ...candidate, source: 'vcmatchmaker', country: 'FR' })).toBeNull();
    expect(r.match({ ...candidate, source: 'fundraisingfox' })).toBeNull();
  });

  it('keeps "Highway 12" apart from "Highway 12 Ventures" when one source lists both', () => {
    const r = new InvestorResolver([{ id: 'hw12', source: 'crunchbase', name: 'Highway 12 Ventures' }]);
    expect(r.match({ source: 'crunchbase', name: 'Highway 12' })).toBeNull();
    // Another source's bare name is accepted.
    expect(r.match({ source: 'vcmatchmaker', name: 'Highway 12' })).toEqual({
      id: 'hw12',
      reason: 'descriptor',
    });
    expect(r.match({ source: 'vcmatchmaker', name: 'Highway 12' }, { descriptors: false })).toBeNull();
  });

  it('matches exact names within a source (case and punctuation variants)', () => {
    const r = new InvestorResolver([{ id: 'hf', source: 'crunchbase', name: 'H-Farm Ventures' }]);
    expect(r.match({ source: 'crunchbase', name: 'H-FARM Ventures' })).toEqual({ id: 'hf', reason: 'name' });
  });
});

describe('aliasKeys and the names a firm is also known by', () => {
  it('reads the names in and before brackets, not short acronyms or places', () => {
    expect(aliasKeys('GV (Google Ventures)')).toEqual(['googleventures']);
    expect(aliasKeys('DCVC (Data Collective)')).toEqual(['dcvc', 'datacollective']);
    expect(aliasKeys('New Enterprise Associates (NEA)')).toEqual(['newenterpriseassociates']);
    expect(aliasKeys('Accel (India)')).toEqual(['accel']);
    expect(aliasKeys('Accel Partners')).toEqual([]);
  });

  it('matches a deal-history name to a directory firm by the name in its brackets', () => {
    const r = new InvestorResolver([
      { id: 'gv', source: 'fundraisingfox', name: 'GV (Google Ventures)', domain: 'gv.com', corporate: true },
    ]);
    expect(r.match({ source: 'crunchbase', name: 'Google Ventures' })).toEqual({ id: 'gv', reason: 'name' });
  });

  it('matches a local descriptor across sources in the same country, whatever the domains', () => {
    const r = new InvestorResolver([
      { id: 'astella', source: 'fundraisingfox', name: 'Astella', domain: 'astella.com.br', country: 'BR' },
    ]);
    const investimentos = {
      source: 'vcmatchmaker',
      name: 'Astella Investimentos',
      domain: 'astellainvest.com',
    };
    expect(r.match({ ...investimentos, country: 'BR' })).toEqual({ id: 'astella', reason: 'descriptor' });
    expect(r.match({ ...investimentos, country: 'PT' })).toBeNull();
  });

  it('lets deals in the thesis sector outweigh a founding year, only for a specific thesis', () => {
    const firm = { source: 'fundraisingfox', name: 'Demeter', founded_year: 2025, country: 'FR' };
    const partners = { source: 'crunchbase', name: 'Demeter Partners', first_deal_year: 2008 };
    const specific = new InvestorResolver([{ ...firm, id: 'demeter', focus: ['cleantech', 'energy'] }]);
    expect(specific.match(partners)).toBeNull();
    expect(specific.match({ ...partners, deal_sectors: ['cleantech'] })?.id).toBe('demeter');
    expect(specific.match({ ...partners, deal_country: 'FR' })?.id).toBe('demeter');
    const everything = Array.from({ length: 20 }, (_, i) => `sector-${i}`).concat('cleantech');
    const claimer = new InvestorResolver([{ ...firm, id: 'demeter', focus: everything }]);
    expect(claimer.match({ ...partners, deal_sectors: ['cleantech'] })).toBeNull();
  });
});
