import { describe, expect, it } from 'vitest';
import { FIRM_A_PORTFOLIO } from '../../tests/fixtures/sites/data';
import { firmAPortfolioPage, firmBPortfolioShell, firmHomePage } from '../../tests/fixtures/sites/pages';
import {
  companyKey,
  extractCompanies,
  findPortfolioLinks,
  guessedPortfolioUrls,
  looksScriptDriven,
  mergeCompanies,
} from './tools';

const PAGE = 'https://vc.example/portfolio';
const page = (body: string, head = '') =>
  `<!doctype html><html><head><title>Portfolio</title>${head}</head><body>${body}</body></html>`;
const nav = `<header><nav><ul><li><a href="/">Home</a></li><li><a href="/team">Team</a></li><li><a href="/portfolio">Portfolio</a></li></ul></nav></header>`;

describe('extractCompanies', () => {
  it('reads BEM cards with name, link, stage, industry, tags and description (the fixture firm A)', () => {
    const companies = extractCompanies(firmAPortfolioPage(), 'http://127.0.0.1:4000/firm-a/portfolio');
    expect(companies).toEqual(
      FIRM_A_PORTFOLIO.map((c) => ({
        name: c.name,
        funding_stage: c.fundingStage,
        description: c.description,
        industry: c.industry,
        tags: c.tags,
        website: c.website,
      })),
    );
  });

  it('reads Bootstrap-style cards whose fields are only data attributes and paragraphs', () => {
    const card = (name: string, href: string, stage: string, text: string) => `
      <div class="col-md-4"><div class="card" data-stage="${stage}" data-sector="Fintech">
        <img class="card-img-top" src="/logos/${name}.png" alt="${name} logo">
        <div class="card-body"><h5 class="card-title">${name}</h5><p class="card-text">${text}</p>
        <a href="${href}" class="btn">Visit website</a> <a href="https://www.linkedin.com/company/${name}">in</a></div>
      </div></div>`;
    const html = page(
      `${nav}<main><h1>Companies we back</h1><div class="row">
        ${card('Acme', 'https://acme.example', 'Seed', 'Payroll for shops and cafés.')}
        ${card('Bolt', '//bolt.example/', 'Series A', 'Electric delivery bikes as a service.')}
        ${card('Cirrus', '/portfolio/cirrus', 'Seed', 'Cloud cost alerts for small teams.')}
      </div></main><footer><a href="/imprint">Imprint</a></footer>`,
    );
    expect(extractCompanies(html, PAGE)).toEqual([
      {
        name: 'Acme',
        funding_stage: 'Seed',
        description: 'Payroll for shops and cafés.',
        industry: 'Fintech',
        tags: [],
        website: 'https://acme.example',
      },
      {
        name: 'Bolt',
        funding_stage: 'Series A',
        description: 'Electric delivery bikes as a service.',
        industry: 'Fintech',
        tags: [],
        website: 'https://bolt.example/',
      },
      // A link to the investor's own page about the company is not the company's website.
      {
        name: 'Cirrus',
        funding_stage: 'Seed',
        description: 'Cloud cost alerts for small teams.',
        industry: 'Fintech',
        tags: [],
        website: null,
      },
    ]);
  });

  it('reads a plain list of links, and logo walls by their alt text', () => {
    const list = page(
      `${nav}<main><h2>Portfolio</h2><ul class="companies">
        <li><a href="https://alpha.example">Alpha Labs</a></li>
        <li><a href="https://beta.example">Beta</a></li>
        <li><a href="https://gamma.example">Gamma Health</a></li></ul></main>`,
    );
    expect(extractCompanies(list, PAGE).map((c) => [c.name, c.website])).toEqual([
      ['Alpha Labs', 'https://alpha.example'],
      ['Beta', 'https://beta.example'],
      ['Gamma Health', 'https://gamma.example'],
    ]);

    const logos = page(
      `<main><div class="logo-grid">
        <a class="logo-grid__item" href="https://delta.example"><img src="/d.png" alt="Delta logo"></a>
        <a class="logo-grid__item" href="https://epsilon.example"><img src="/e.png" alt="Epsilon"></a>
      </div></main>`,
    );
    expect(extractCompanies(logos, PAGE).map((c) => [c.name, c.website])).toEqual([
      ['Delta', 'https://delta.example'],
      ['Epsilon', 'https://epsilon.example'],
    ]);
  });

  it('reads labelled facts (<dl> and "Stage: ...") and splits tags', () => {
    const item = (name: string, stage: string, sector: string) => `
      <article class="company"><h3>${name}</h3>
        <dl><dt>Stage</dt><dd>${stage}</dd><dt>Sector</dt><dd>${sector}</dd><dt>Tags</dt><dd>b2b, api</dd></dl>
        <p><strong>Website:</strong> <a href="https://${name.toLowerCase()}.example">${name.toLowerCase()}.example</a></p>
      </article>`;
    const html = page(
      `<main>${item('Orbit', 'Pre-seed', 'Space')}${item('Quanta', 'Series B', 'Quantum')}</main>`,
    );
    expect(extractCompanies(html, PAGE)).toEqual([
      {
        name: 'Orbit',
        funding_stage: 'Pre-seed',
        description: null,
        industry: 'Space',
        tags: ['b2b', 'api'],
        website: 'https://orbit.example',
      },
      {
        name: 'Quanta',
        funding_stage: 'Series B',
        description: null,
        industry: 'Quantum',
        tags: ['b2b', 'api'],
        website: 'https://quanta.example',
      },
    ]);
  });

  it('reads a table by its headers', () => {
    const html = page(`<main><table>
      <thead><tr><th>Company</th><th>Sector</th><th>Round</th><th>Website</th><th>Description</th></tr></thead>
      <tbody>
        <tr><td>Nimbus</td><td>Climate</td><td>Seed</td><td><a href="https://nimbus.example">nimbus.example</a></td><td>Weather risk for farms.</td></tr>
        <tr><td>Tessellate</td><td>Construction</td><td>Series A</td><td>tessellate.example</td><td></td></tr>
        <tr><td></td><td>—</td><td></td><td></td><td></td></tr>
      </tbody></table></main>`);
    expect(extractCompanies(html, PAGE)).toEqual([
      {
        name: 'Nimbus',
        funding_stage: 'Seed',
        description: 'Weather risk for farms.',
        industry: 'Climate',
        tags: [],
        website: 'https://nimbus.example',
      },
      {
        name: 'Tessellate',
        funding_stage: 'Series A',
        description: null,
        industry: 'Construction',
        tags: [],
        website: 'https://tessellate.example',
      },
    ]);
  });

  it('reads a JSON-LD ItemList of Organizations, leaving out the site itself', () => {
    const jsonLd = {
      '@context': 'https://schema.org',
      '@graph': [
        { '@type': 'Organization', name: 'Example VC', url: 'https://vc.example' },
        {
          '@type': 'ItemList',
          itemListElement: [
            {
              '@type': 'ListItem',
              position: 1,
              item: {
                '@type': 'Organization',
                name: 'Lumen',
                url: 'https://lumen.example',
                description: 'Lighting as a service.',
                keywords: 'energy, buildings',
              },
            },
            {
              '@type': 'ListItem',
              position: 2,
              item: {
                '@type': 'Corporation',
                name: 'Mosaic',
                sameAs: ['https://twitter.com/mosaic', 'https://mosaic.example'],
              },
            },
          ],
        },
      ],
    };
    const html = page(
      '<main><p>Our companies load below.</p></main>',
      `<script type="application/ld+json">${JSON.stringify(jsonLd)}</script>`,
    );
    expect(extractCompanies(html, PAGE)).toEqual([
      {
        name: 'Lumen',
        funding_stage: null,
        description: 'Lighting as a service.',
        industry: null,
        tags: ['energy', 'buildings'],
        website: 'https://lumen.example',
      },
      {
        name: 'Mosaic',
        funding_stage: null,
        description: null,
        industry: null,
        tags: [],
        website: 'https://mosaic.example',
      },
    ]);
  });

  it('finds nothing in a page without companies (navigation, buttons and an empty mount point)', () => {
    expect(extractCompanies(firmBPortfolioShell(), 'http://127.0.0.1:4000/firm-b/portfolio')).toEqual([]);
    expect(extractCompanies(firmHomePage('/firm-a', 'Northbeam Capital', 'Hello'), PAGE)).toEqual([]);
  });
});

describe('finding the portfolio', () => {
  it('picks same-site links that say portfolio or companies, best first', () => {
    const html = page(`${nav}<main>
      <a href="https://vc.example/portfolio#top">See our portfolio</a>
      <a href="https://www.vc.example/our-companies">Companies</a>
      <a href="/news/2021/05/our-investment-in-acme">Our investment in Acme</a>
      <a href="https://other.example/portfolio">Portfolio elsewhere</a>
      <a href="mailto:hi@vc.example">Write to us about investments</a>
      <a href="/portfolio.pdf">Portfolio (PDF)</a>
    </main>`);
    expect(findPortfolioLinks(html, 'https://vc.example/')).toEqual([
      'https://vc.example/portfolio',
      'https://www.vc.example/our-companies',
    ]);
    expect(findPortfolioLinks(page('<a href="/about">About</a>'), 'https://vc.example/')).toEqual([]);
    // A one-page site: its own portfolio section.
    expect(
      findPortfolioLinks(
        page('<a href="#top">Top</a><a href="#portfolio">Our companies</a>'),
        'https://vc.example/',
      ),
    ).toEqual(['https://vc.example/']);
  });

  it('guesses portfolio and companies under the website', () => {
    expect(guessedPortfolioUrls('https://vc.example')).toEqual([
      'https://vc.example/portfolio',
      'https://vc.example/companies',
    ]);
    expect(guessedPortfolioUrls('http://127.0.0.1:4000/firm-a/?ref=x')).toEqual([
      'http://127.0.0.1:4000/firm-a/portfolio',
      'http://127.0.0.1:4000/firm-a/companies',
    ]);
  });

  it('tells a script-driven page from a static one', () => {
    expect(looksScriptDriven(firmBPortfolioShell())).toBe(true);
    expect(looksScriptDriven(firmAPortfolioPage())).toBe(false);
    expect(looksScriptDriven(page('<div id="root"></div><script src="/app.js"></script>'))).toBe(true);
    // No script: nothing a browser would add.
    expect(looksScriptDriven(page('<div id="root"></div>'))).toBe(false);
    const long = `<main><p>${'We back founders. '.repeat(30)}</p></main><script src="/analytics.js"></script>`;
    expect(looksScriptDriven(page(long))).toBe(false);
  });

  it('merges companies by name, keeping the first fields and filling gaps', () => {
    expect(companyKey('  Ledgerly, Inc. ')).toBe('ledgerly inc');
    expect(
      mergeCompanies([
        {
          name: 'Ledgerly',
          funding_stage: null,
          description: 'Books.',
          industry: null,
          tags: ['a'],
          website: null,
        },
        {
          name: 'LEDGERLY',
          funding_stage: 'Seed',
          description: 'Other.',
          industry: null,
          tags: ['b'],
          website: 'https://l.example',
        },
      ]),
    ).toEqual([
      {
        name: 'Ledgerly',
        funding_stage: 'Seed',
        description: 'Books.',
        industry: null,
        tags: ['a', 'b'],
        website: 'https://l.example',
      },
    ]);
  });
});
