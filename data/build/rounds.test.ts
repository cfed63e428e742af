import { describe, expect, it } from 'vitest';
import { joinRounds } from './rounds.ts';
import type { CompanyDraft, CrunchbaseRound, Deal } from './sources/crunchbase.ts';

const round = (name: string, date: string, type: string, amount: number | null): CrunchbaseRound => ({
  permalink: `/company/${name.toLowerCase()}`,
  company_name: name,
  type,
  date,
  amount,
});
const deal = (company: string, investor: string, date: string | null, amount: number | null): Deal => ({
  company,
  investor,
  date,
  amount,
});

describe('joinRounds', () => {
  const published = [
    round('Digg', '2006-12-01', 'series-b', 8_500_000),
    round('Acme', '2012-05-01', 'series-a', 5_000_000),
    round('Acme', '2012-05-01', 'other', 1_000_000),
    round('Acme', '2013-08-01', 'series-b', 20_000_000),
  ];
  const companies = [{ id: 'lone', name: 'Lone' } as CompanyDraft];
  const joined = joinRounds(
    [
      deal('Digg', 'Greylock Partners', '2006-12-01', 8_500_000),
      deal('DIGG', 'Omidyar Network', '2006-12-01', 8_500_000),
      deal('Acme', 'Debt Co', '2012-05-01', 1_000_000),
      deal('Lone', 'Angel One', '2010-01-01', 300_000),
      deal('Lone', 'Angel Two', '2010-01-01', 300_000),
      deal('Abroad', 'Euro VC', null, null),
    ],
    published,
    companies,
    '2013-06-30',
  );
  const byId = new Map(joined.rounds.map((r) => [r.base_id, r]));

  it('links investments by company name (any case) and date, choosing by amount on a shared day', () => {
    expect(byId.get('digg-2006-12-01-series-b')?.investors).toEqual(['Greylock Partners', 'Omidyar Network']);
    expect(byId.get('acme-2012-05-01-other')?.investors).toEqual(['Debt Co']);
    expect(byId.get('acme-2012-05-01-series-a')?.investors).toEqual([]);
    expect(joined.linked_deals).toBe(3);
  });

  it('makes untyped rounds from unlinked investments, keyed by company and date', () => {
    expect(byId.get('lone-2010-01-01')).toMatchObject({
      company_id: 'lone',
      round: null,
      source_round_type: null,
      amount_usd: 300_000,
      investors: ['Angel One', 'Angel Two'],
    });
    expect(byId.get('abroad-undated')).toMatchObject({ company_id: null, funded_at: null });
    expect(joined.unlinked_deals).toBe(3);
  });

  it('drops published rounds after the as-of date', () => {
    expect(byId.has('acme-2013-08-01-series-b')).toBe(false);
    expect(joined.dropped_after_as_of).toBe(1);
  });
});
