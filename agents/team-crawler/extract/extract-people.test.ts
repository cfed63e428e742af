import { describe, expect, it } from 'vitest';
import {
  FIRM_A_TEAM,
  FIRM_B_TEAM,
  FIRM_C_TEAM,
  FIRM_D_TEAM,
  type FixturePerson,
} from '../../../tests/fixtures/sites/data';
import { firmHomePage } from '../../../tests/fixtures/sites/pages';
import {
  firmATeamPage,
  firmBTeamPage,
  firmCTeamPage,
  firmDTeamPage,
} from '../../../tests/fixtures/sites/team-pages';
import { extractPeople } from './extract-people';
import { findTeamLinks, guessedTeamUrls } from './find-team-links';

const expected = (team: FixturePerson[]) =>
  team.map((p) => ({ name: p.name, title: p.title, linkedin_url: p.linkedin, focus: p.focus }));

describe('extractPeople', () => {
  it.each([
    ['cards', firmATeamPage, FIRM_A_TEAM],
    ['a table', firmBTeamPage, FIRM_B_TEAM],
    ['JSON-LD Person nodes', firmCTeamPage, FIRM_C_TEAM],
    ['headings and paragraphs', firmDTeamPage, FIRM_D_TEAM],
  ])('reads a team page of %s: names, roles, LinkedIn profiles and focus', (_, page, team) => {
    expect(extractPeople(page())).toEqual(expected(team));
  });

  it('names nobody on a page of no people: sections, firms and buttons are not persons', () => {
    const html = `<main><h2>Our Values</h2><p>Founders first.</p><h2>Northbeam Capital</h2><p>Partner of choice.</p>
      <div class="card"><h3>Read More</h3><p>Managing Partner</p></div>
      <h2>Jane Roe</h2><p>She wrote a book on gardening.</p></main>`;
    expect(extractPeople(html)).toEqual([]);
  });
});

describe('team pages', () => {
  it('are found from the home page, and guessed when it links to none', () => {
    const home = firmHomePage('/firm-a', 'Northbeam Capital', 'Backing finance');
    expect(findTeamLinks(home, 'http://127.0.0.1:4000/firm-a/')).toEqual([
      'http://127.0.0.1:4000/firm-a/team',
    ]);
    expect(guessedTeamUrls('https://vc.example/')).toEqual([
      'https://vc.example/team',
      'https://vc.example/people',
      'https://vc.example/about',
    ]);
  });
});
