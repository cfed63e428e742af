import { beforeAll, describe, expect, it } from 'vitest';
import { domainOf, InvestorResolver } from '../../src/investors/entity-resolution';
import { type Dataset, loadDataset } from '../shared/dataset';
import { decideImports, focusFrom, normalizeFirm, placeFrom, type RawFirm, stagesFrom } from './tools';

let data: Dataset;
beforeAll(async () => {
  data = await loadDataset();
}, 60_000);

const resolverOf = (investors: Dataset['investors']) =>
  new InvestorResolver(
    investors.map((i) => ({
      id: i.id,
      source: 'database',
      name: i.name,
      domain: i.website,
      country: i.country,
    })),
  );

const quokka: RawFirm = {
  name: 'Quokka Ventures',
  website: 'https://www.quokka.vc/',
  location: 'Perth, Australia',
  stages: ['Pre-Seed', 'Seed', 'Series A'],
  sectors: ['Fintech', 'SaaS'],
  checkSize: '$250K - $2M',
  description: 'Early-stage fund. Write to jane@quokka.vc or linkedin.com/in/jane-q.',
  url: 'https://directory.example/firm/quokka',
};

describe('normalizeFirm', () => {
  it('puts a directory firm into the investor schema the way the data build does', () => {
    const r = normalizeFirm(quokka, 'quokka-ventures', '2013-06-30');
    expect(r).toMatchObject({
      id: 'quokka-ventures',
      name: 'Quokka Ventures',
      website: 'https://www.quokka.vc',
      location: 'Perth, AU',
      country: 'AU',
      check_size_min: 250,
      check_size_max: 2000,
      check_size_source: 'stated',
      investment_count: 0,
      status: 'cold',
      source_ids: [{ source: 'directory', id: 'https://directory.example/firm/quokka' }],
    });
    expect(r.stages).toEqual(expect.arrayContaining(['pre-seed', 'seed', 'series-a']));
    expect(r.focus_areas).toEqual(expect.arrayContaining(['fintech', 'b2b-saas']));
    // Personal contact details never reach the record.
    expect(r.description).not.toMatch(/jane@|linkedin\.com\/in/);
  });

  it('reads the vocabularies directories use', () => {
    expect(stagesFrom(['pre seed', 'Series A', 'nonsense'])).toEqual(['pre-seed', 'series-a']);
    expect(focusFrom(['Fintech', 'climate tech'])).toEqual(expect.arrayContaining(['fintech', 'climate']));
    expect(placeFrom('Berlin, Germany')).toEqual({ city: 'Berlin', country: 'DE' });
    expect(placeFrom('Germany')).toEqual({ city: null, country: 'DE' });
  });
});

describe('decideImports', () => {
  it('skips firms we have (by domain or name) and name variants within one run, and imports the rest', () => {
    const sequoia = data.investors.find((i) => i.name === 'Sequoia Capital')!;
    const firms: RawFirm[] = [
      quokka,
      { ...quokka, name: 'QUOKKA VENTURES', website: null, url: 'https://directory.example/firm/quokka-2' },
      { name: 'Sequoia Capital', url: 'https://directory.example/firm/sequoia' },
      { name: 'Totally Other Name', website: sequoia.website, url: 'https://directory.example/firm/x' },
    ];
    const resolver = resolverOf(data.investors);
    const ids = new Set(data.investors.map((i) => i.id));
    const decisions = decideImports(resolver, firms, '2013-06-30', (id) => ids.has(id));
    expect(decisions.map((d) => d.kind)).toEqual(['new', 'duplicate', 'duplicate', 'duplicate']);
    expect(decisions[1]).toMatchObject({ of: 'quokka-ventures' });
    expect(decisions[2]).toMatchObject({ of: sequoia.id, reason: 'name' });
    expect(decisions[3]).toMatchObject({ of: sequoia.id, reason: 'domain' });
    expect(domainOf(sequoia.website)).toBeTruthy();

    // A second run over a database that now holds the first run's firm imports nothing new.
    const imported = decisions.flatMap((d) => (d.kind === 'new' ? [d.record] : []));
    const again = decideImports(
      resolverOf([...data.investors, ...imported]),
      firms,
      '2013-06-30',
      () => false,
    );
    expect(again.every((d) => d.kind === 'duplicate')).toBe(true);
  });
});
