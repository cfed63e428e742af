import { describe, expect, it } from 'vitest';
import { InvestorResolver } from '../../core/dataset/entity-resolution';
import type { NetworkData } from './network-data';
import { findWarmPaths, type NetworkContact, warmBoosts } from './warm-paths';

const INVESTORS = [
  { id: 'earlybird', name: 'Earlybird Venture Capital', website: 'https://earlybird.com', firm_type: 'vc' },
  { id: 'index', name: 'Index Ventures', website: 'https://indexventures.com', firm_type: 'vc' },
  { id: 'ron-conway', name: 'Ron Conway', website: null, firm_type: 'angel' },
];

function data(): NetworkData {
  const companies = [
    { id: 'parcelpath', source: 'crunchbase', name: 'Parcelpath', domain: 'parcelpath.com', corporate: true },
  ];
  return {
    investors: {
      resolver: new InvestorResolver(
        INVESTORS.map((i) => ({ id: i.id, source: 'fundraisingfox', name: i.name, domain: i.website })),
      ),
      byId: new Map(INVESTORS.map((i) => [i.id, i])),
    },
    companies: {
      resolver: new InvestorResolver(companies),
      names: new Map([['parcelpath', 'Parcelpath']]),
      facts: new Map(),
    },
    backers: new Map([['parcelpath', [{ investorId: 'earlybird', round: 'series-a', year: 2012 }]]]),
    roundsOf: new Map([
      ['earlybird', ['r1']],
      ['index', ['r1', 'r2']],
      ['ron-conway', ['r2']],
    ]),
    investorsOf: new Map([
      ['r1', ['earlybird', 'index']],
      ['r2', ['index', 'ron-conway']],
    ]),
    roundYear: new Map([
      ['r1', 2012],
      ['r2', 2011],
    ]),
    people: new Map([
      ['linkedin.com/in/lisa-park', [{ investorId: 'index', name: 'Lisa Park', title: 'Principal' }]],
    ]),
    sitePortfolio: new Map(),
  };
}

let n = 0;
const contact = (over: Partial<NetworkContact>): NetworkContact => ({
  id: `c${++n}`,
  full_name: 'Someone',
  first_name: 'Someone',
  url: null,
  email: null,
  company: null,
  position: null,
  connected_on: null,
  ...over,
});

describe('findWarmPaths', () => {
  const anna = contact({
    full_name: 'Anna Schmidt',
    first_name: 'Anna',
    company: 'Earlybird',
    position: 'Partner',
    connected_on: '2021-03-14',
  });
  const max = contact({
    full_name: 'Max Weber',
    company: 'Parcelpath Inc.',
    position: 'Co-founder & CEO',
    connected_on: '2019-01-02',
  });
  const cafe = contact({ full_name: 'Bea Early', company: 'Earlybirds Cafe', position: 'Owner' });
  const jane = contact({
    full_name: 'Jane Roe',
    company: 'Index Ventures',
    position: 'Partner',
    connected_on: '2018-06-01',
  });
  const ron = contact({ full_name: 'Ron Conway', company: 'SV Angel', position: 'Angel investor' });
  const sam = contact({ full_name: 'Sam Lee', email: 'sam@earlybird.com', position: 'Platform Manager' });
  const lisa = contact({
    full_name: 'Lisa Park',
    company: 'Stealth',
    url: 'https://www.linkedin.com/in/Lisa-Park/',
  });
  const paths = findWarmPaths([anna, max, cafe, jane, ron, sam, lisa], data(), null);
  const of = (investor: string) => (paths.get(investor) ?? []).map((p) => [p.kind, p.contact.name, p.text]);

  it('finds who works at the firm: by its name in any form, a work e-mail, or a profile on its team page', () => {
    expect(of('earlybird').filter(([k]) => k === 'works_there')).toEqual([
      ['works_there', 'Anna Schmidt', 'You know Anna Schmidt, Partner at Earlybird, connected 2021.'],
      ['works_there', 'Sam Lee', 'You know Sam Lee, Platform Manager at Earlybird Venture Capital.'],
    ]);
    expect(
      of('index')
        .filter(([k]) => k === 'works_there')
        .map(([, name]) => name),
    ).toEqual(['Jane Roe', 'Lisa Park']);
  });

  it('finds founders of portfolio companies, with the round and its year', () => {
    expect(of('earlybird')).toContainEqual([
      'portfolio',
      'Max Weber',
      'You know Max Weber, Co-founder & CEO at Parcelpath Inc., connected 2019; Earlybird Venture Capital backed Parcelpath (Series A, 2012).',
    ]);
  });

  it('finds investors who invested alongside, a firm partner or an angel by name', () => {
    expect(of('earlybird')).toContainEqual([
      'co_investor',
      'Jane Roe',
      'You know Jane Roe, Partner at Index Ventures, connected 2018; Index Ventures invested alongside Earlybird Venture Capital in 1 round (the last in 2012).',
    ]);
    expect(of('index').find(([k, name]) => k === 'co_investor' && name === 'Ron Conway')?.[2]).toBe(
      'You know Ron Conway, Angel investor at SV Angel; in our data Ron Conway invested alongside Index Ventures in 1 round (the last in 2011).',
    );
  });

  it('never matches a name by a part of it', () => {
    expect([...paths.values()].flat().some((p) => p.contact.name === 'Bea Early')).toBe(false);
  });

  it('keeps to the wanted investors, and weighs a partner at the firm warmest', () => {
    // Anna is a partner at Earlybird, which invested alongside Index: her only path to Index.
    const only = findWarmPaths([anna, max], data(), new Set(['index']));
    expect([...only.keys()]).toEqual(['index']);
    expect(only.get('index')!.map((p) => [p.kind, p.contact.name])).toEqual([
      ['co_investor', 'Anna Schmidt'],
    ]);
    const boosts = warmBoosts(paths);
    expect(boosts.get('earlybird')).toBe(1);
    expect(boosts.get('index')).toBe(1);
    expect(boosts.get('ron-conway')).toBeLessThan(0.6);
  });
});
