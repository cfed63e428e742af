import { beforeAll, describe, expect, it } from 'vitest';
import type { Dataset } from '../../core/dataset/dataset';
import { domainOf, InvestorResolver } from '../../core/dataset/entity-resolution';
import { loadDataset } from '../../data/load-dataset';
import {
  decideImports,
  focusFrom,
  mergeFirm,
  normalizeFirm,
  parseSelector,
  placeFrom,
  type RawFirm,
  readDetailPage,
  readListPage,
  stagesFrom,
} from './tools';

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

describe('reading directory pages with extraction rules', () => {
  it('splits css@attr selectors, leaving an @ inside brackets or quotes alone', () => {
    expect(parseSelector('a.card__link@href')).toEqual({ css: 'a.card__link', attr: 'href' });
    expect(parseSelector(' .name ')).toEqual({ css: '.name', attr: null });
    expect(parseSelector('a[href^="mailto:x@y"]')).toEqual({ css: 'a[href^="mailto:x@y"]', attr: null });
    expect(parseSelector('a[rel=next], link[rel=next]@href')).toEqual({
      css: 'a[rel=next], link[rel=next]',
      attr: 'href',
    });
  });

  const LIST = `<html><body><ul>
    <li class="vc"><a class="vc__link" href="/firm/a#top"><h2>Alpha Ventures</h2></a>
      <span class="vc__stage">Seed, Series A</span><span class="vc__stage">Pre-seed</span><p class="vc__loc"> Berlin,
      Germany </p></li>
    <li class="vc"><a class="vc__link" href="https://other.example/firm/b"><h2>Beta Capital</h2></a></li>
    <li class="vc"><span>no name, no link</span></li>
  </ul><a class="next" href="?page=2">Next</a></body></html>`;

  const rules = {
    list: {
      item: '.vc',
      detailLink: '.vc__link',
      fields: { name: 'h2', stages: '.vc__stage', location: '.vc__loc' },
      nextPage: 'a.next',
    },
    detail: { fields: { name: 'h1', website: 'a.site@href', sectors: '.sector', location: '.loc' } },
  };

  it('reads items, absolute detail links, every stage match, and the next page', () => {
    const page = readListPage(LIST, 'https://dir.example/list?page=1', rules);
    expect(page).toEqual({
      items: [
        {
          fields: {
            name: 'Alpha Ventures',
            location: 'Berlin, Germany',
            stages: ['Seed', 'Series A', 'Pre-seed'],
          },
          detailUrl: 'https://dir.example/firm/a',
        },
        { fields: { name: 'Beta Capital' }, detailUrl: 'https://other.example/firm/b' },
      ],
      next: 'https://dir.example/list?page=2',
    });
  });

  it('lets the detail page win over the list, and keeps list fields the detail page lacks', () => {
    const detail = readDetailPage(
      '<h1>Alpha Ventures GmbH</h1><a class="site" href="https://alpha.example">alpha</a><i class="sector">AI</i><i class="sector">Fintech</i><p class="loc"></p>',
      'https://dir.example/firm/a',
      rules,
    );
    expect(detail).toEqual({
      name: 'Alpha Ventures GmbH',
      website: 'https://alpha.example',
      sectors: ['AI', 'Fintech'],
    });
    expect(
      mergeFirm(
        { name: 'Alpha Ventures', location: 'Berlin, Germany', stages: ['Seed'] },
        detail,
        'https://dir.example/firm/a',
      ),
    ).toEqual({
      name: 'Alpha Ventures GmbH',
      website: 'https://alpha.example',
      location: 'Berlin, Germany',
      stages: ['Seed'],
      sectors: ['AI', 'Fintech'],
      checkSize: null,
      description: null,
      url: 'https://dir.example/firm/a',
    });
    expect(mergeFirm({}, null, 'https://dir.example/firm/x')).toBeNull();
  });

  it('names an invalid selector in its error', () => {
    expect(() => readListPage(LIST, 'https://dir.example/', { list: { item: 'li[[' } })).toThrow(
      /^Invalid selector "li\[\["/,
    );
  });
});
