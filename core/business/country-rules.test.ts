import { describe, expect, it } from 'vitest';
import { COUNTRY_RULES, countryStep } from './country-rules';

describe('country rules: the founder’s country, never another’s', () => {
  it('holds data-protection and financial rules for at least twenty countries, with no figures in them', () => {
    const withBoth = Object.entries(COUNTRY_RULES).filter(([, r]) => r.data && r.payments);
    expect(withBoth.length).toBeGreaterThanOrEqual(20);
    // The plan's numbers must all come from its sources: a rule carries names, not figures.
    for (const [code, r] of Object.entries(COUNTRY_RULES))
      for (const text of Object.values(r))
        expect(text.replace(/510\(k\)|SOC 2/g, ''), code).not.toMatch(/\b\d/);
  });

  it.each([
    ['NG', 'lending', /CBN/],
    ['BR', 'data', /LGPD/],
    ['FR', 'energy', /RGE.*general-assembly vote/],
    ['IN', 'lending', /RBI/],
    ['KE', 'payments', /CBK/],
  ] as const)('%s %s', (country, topic, re) => {
    const step = countryStep(country, null, topic);
    expect(step.known).toBe(true);
    expect(step.text).toMatch(re);
  });

  it('says it does not know a country’s rules instead of borrowing another country’s', () => {
    const step = countryStep('UY', 'Uruguay', 'lending');
    expect(step).toEqual({
      known: false,
      text: expect.stringContaining('We do not hold Uruguay’s rules for lending'),
    });
    expect(step.text).not.toMatch(/FCA|CBN|RBI|FDA|SOC/);
  });
});
