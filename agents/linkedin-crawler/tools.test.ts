import { describe, expect, it } from 'vitest';
import { extractProfile, LinkedInBlockedError, looksTechnical, profileUrl } from './tools';

const PUBLIC_PAGE = `<!doctype html><html><head><title>Jane Doe - Staff Engineer - Acme | LinkedIn</title>
<meta property="og:title" content="Jane Doe - Staff Engineer - Acme | LinkedIn">
<script type="application/ld+json">{"@context":"http://schema.org","@graph":[{"@type":"WebPage","name":"x"},
{"@type":"Person","name":"Jane Doe","jobTitle":["Staff Engineer at Acme"],"address":{"addressLocality":"Berlin"}}]}</script>
</head><body><main><section class="top-card-layout"><h1 class="top-card-layout__title">Jane Doe</h1>
<h2 class="top-card-layout__headline">Staff Engineer at Acme</h2></section>
<section data-section="skills"><ul><li>TypeScript</li><li>Distributed Systems</li><li>TypeScript</li></ul></section>
</main></body></html>`;

describe('extractProfile', () => {
  it('reads name and headline from the JSON-LD Person, and the skills listed', () => {
    expect(extractProfile(PUBLIC_PAGE)).toEqual({
      fullName: 'Jane Doe',
      headline: 'Staff Engineer at Acme',
      skills: ['TypeScript', 'Distributed Systems'],
      isTechnical: true,
    });
  });

  it('falls back on the top card, then on the Open Graph title', () => {
    const card =
      '<main><h1 class="top-card-layout__title"> Sam  Lee </h1><h2 class="top-card-layout__headline">Head of Sales</h2></main>';
    expect(extractProfile(card)).toEqual({
      fullName: 'Sam Lee',
      headline: 'Head of Sales',
      skills: [],
      isTechnical: false,
    });
    const og = '<head><meta property="og:title" content="Ana Ruiz - Founder | LinkedIn"></head><body></body>';
    expect(extractProfile(og).fullName).toBe('Ana Ruiz');
  });

  it('recognises a login wall and invents nothing', () => {
    const wall =
      '<title>Sign In | LinkedIn</title><form action="/uas/login-submit"><input name="session_key"><input name="session_password" type="password"></form>';
    expect(() => extractProfile(wall)).toThrow(LinkedInBlockedError);
    expect(() => extractProfile('<html><body><p>Nothing here</p></body></html>')).toThrow(
      'the page has no profile name',
    );
  });
});

describe('profileUrl', () => {
  it('accepts public profile URLs only, in a canonical form', () => {
    expect(profileUrl('linkedin.com/in/jane-doe/')).toBe('https://www.linkedin.com/in/jane-doe');
    expect(profileUrl('https://de.linkedin.com/in/jane-doe?trk=x')).toBe(
      'https://www.linkedin.com/in/jane-doe',
    );
    expect(profileUrl('https://www.linkedin.com/company/acme')).toBeNull();
    expect(profileUrl('https://evil.example/in/jane')).toBeNull();
  });
});

describe('looksTechnical', () => {
  it('is true for engineering headlines or skills, false otherwise', () => {
    expect(looksTechnical('CTO at Acme', [])).toBe(true);
    expect(looksTechnical('Founder', ['Machine Learning'])).toBe(true);
    expect(looksTechnical('Head of Sales', ['Negotiation', 'Marketing'])).toBe(false);
    expect(looksTechnical(null, [])).toBe(false);
  });
});
