import { describe, expect, it } from 'vitest';
import { companyLinkedIn, normalizeWebsite, scrubPersonalData } from './source-profile.ts';

describe('profile helpers', () => {
  it('normalises websites to https without query, fragment or trailing slash', () => {
    expect(normalizeWebsite('01a.com')).toBe('https://01a.com');
    expect(normalizeWebsite('http://www.7percent.vc')).toBe('https://www.7percent.vc');
    expect(normalizeWebsite('https://www.1stock.org/funds/')).toBe('https://www.1stock.org/funds');
    expect(normalizeWebsite('https://www.clocktowerventures.com/#section-portfolio')).toBe(
      'https://www.clocktowerventures.com',
    );
  });

  it('never turns a LinkedIn page or a placeholder into a website', () => {
    expect(normalizeWebsite('https://www.linkedin.com/in/someone/')).toBeNull();
    expect(normalizeWebsite('Website')).toBeNull();
    expect(normalizeWebsite(null)).toBeNull();
  });

  it('keeps company LinkedIn pages only', () => {
    expect(companyLinkedIn('https://www.linkedin.com/company/100x-vc/')).toBe(
      'https://www.linkedin.com/company/100x-vc',
    );
    expect(companyLinkedIn('http://www.linkedin.com/in/apatzer')).toBeNull();
    expect(companyLinkedIn('https://in.linkedin.com/in/abhishekgoyal')).toBeNull();
    expect(companyLinkedIn('Person Linkedin Url')).toBeNull();
  });

  it('removes e-mail addresses and personal LinkedIn URLs from text', () => {
    expect(scrubPersonalData('Write to jane.doe+deals@fund.vc or see linkedin.com/in/jane-doe today.')).toBe(
      'Write to or see today.',
    );
    expect(scrubPersonalData('jane@fund.vc')).toBeNull();
    expect(scrubPersonalData('We invest in fintech.')).toBe('We invest in fintech.');
  });
});
