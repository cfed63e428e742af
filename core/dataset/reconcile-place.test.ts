import { describe, expect, it } from 'vitest';
import { reconcilePlace } from './reconcile-place.ts';
import type { SourceProfile } from './source-profile.ts';

const profile = (source: 'fundraisingfox' | 'vcmatchmaker', city: string | null, country: string | null) =>
  ({ source_id: { source, id: 'x' }, city, country }) as SourceProfile;

const where = (...profiles: SourceProfile[]) => {
  const r = reconcilePlace(profiles);
  return [r.city, r.country, r.fix?.reason ?? null];
};

describe('reconcilePlace: an investor city and country that agree', () => {
  it('keeps a city and country that agree', () => {
    expect(where(profile('fundraisingfox', 'Paris', 'FR'))).toEqual(['Paris', 'FR', null]);
    expect(where(profile('fundraisingfox', 'Bielefeld', 'DE'))).toEqual(['Bielefeld', 'DE', null]);
  });

  it('gives a country the city it is known by: the country was mistyped', () => {
    expect(where(profile('fundraisingfox', 'Sao Paulo', 'MX'))).toEqual([
      'Sao Paulo',
      'BR',
      'Sao Paulo is in Brazil',
    ]);
    expect(where(profile('fundraisingfox', 'Lagos', 'ZA'))[1]).toBe('NG');
    expect(where(profile('fundraisingfox', 'Toronto', 'US'))[1]).toBe('CA');
  });

  it('lets another source decide between the city and the country', () => {
    expect(
      where(profile('fundraisingfox', 'Santa Clara', 'IN'), profile('vcmatchmaker', null, 'IN')),
    ).toEqual([null, 'IN', 'Santa Clara is not in India; another source agrees on the country']);
    expect(
      where(profile('fundraisingfox', 'Toronto', 'US'), profile('vcmatchmaker', null, 'CA')).slice(0, 2),
    ).toEqual(['Toronto', 'CA']);
  });

  it('drops a registration address for the country the team is in', () => {
    expect(where(profile('fundraisingfox', 'Grand Cayman', 'CN'))).toEqual([
      null,
      'CN',
      'Grand Cayman is a registration address',
    ]);
  });

  it('keeps a smaller city as stated, and notes that the gazetteer knows it elsewhere', () => {
    const [city, country, reason] = where(profile('fundraisingfox', 'Durham', 'CA'));
    expect([city, country]).toEqual(['Durham', 'CA']);
    expect(reason).toMatch(/^kept as stated/);
  });
});
