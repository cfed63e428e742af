import { describe, expect, it } from 'vitest';
import { REGIONS } from '../contracts/round';
import { COUNTRY_NAMES } from './countries';
import { CITY_COUNT, citiesNamed, findCity } from './gazetteer';
import { countriesIn, REGION_LABELS, regionOf } from './regions';

describe('gazetteer', () => {
  it('holds the startup cities of every region, each in a real country with a region', () => {
    expect(CITY_COUNT).toBeGreaterThan(600);
    const regions = new Set<string>();
    for (const name of [
      'San Francisco',
      'Toronto',
      'London',
      'Berlin',
      'Bengaluru',
      'São Paulo',
      'Lagos',
      'Jakarta',
    ]) {
      const [city] = citiesNamed(name);
      expect(COUNTRY_NAMES[city!.country], name).toBeDefined();
      regions.add(regionOf(city!.country)!);
    }
    for (const name of ['Tokyo', 'Dubai', 'Sydney']) regions.add(regionOf(citiesNamed(name)[0]!.country)!);
    expect([...regions].sort()).toEqual([...REGIONS].sort());
  });

  it('reads aliases and spellings without accents', () => {
    expect(findCity('Bangalore')?.name).toBe('Bengaluru');
    expect(findCity('Sao Paulo')?.name).toBe('São Paulo');
    expect(findCity('münchen')?.name).toBe('Munich');
    expect(findCity('St Louis')?.metro).toBe('Saint Louis');
    expect(findCity('Saigon')?.country).toBe('VN');
  });

  it('lists namesakes with the default first and narrows them by state or country', () => {
    expect(citiesNamed('Cambridge').map((c) => c.country)).toEqual(['US', 'GB']);
    expect(findCity('Cambridge', { country: 'GB' })?.state).toBeNull();
    expect(findCity('Portland', { state: 'ME' })?.metro).toBeNull();
    expect(findCity('Portland')?.state).toBe('OR');
    expect(findCity('Atlantis')).toBeNull();
  });
});

describe('regions', () => {
  it('places every country the brief names in its region', () => {
    const expected: Record<string, string> = {
      US: 'north-america',
      CA: 'north-america',
      MX: 'latin-america',
      BR: 'latin-america',
      GB: 'europe',
      CH: 'europe',
      NO: 'europe',
      RS: 'europe',
      UA: 'europe',
      IL: 'middle-east',
      TR: 'middle-east',
      AE: 'middle-east',
      EG: 'africa',
      MA: 'africa',
      NG: 'africa',
      KE: 'africa',
      ZA: 'africa',
      IN: 'south-asia',
      PK: 'south-asia',
      BD: 'south-asia',
      LK: 'south-asia',
      NP: 'south-asia',
      SG: 'southeast-asia',
      ID: 'southeast-asia',
      VN: 'southeast-asia',
      JP: 'east-asia',
      KR: 'east-asia',
      CN: 'east-asia',
      AU: 'oceania',
      NZ: 'oceania',
    };
    for (const [code, region] of Object.entries(expected)) expect(regionOf(code), code).toBe(region);
    expect(regionOf('aq')).toBeNull();
    expect(regionOf(null)).toBeNull();
  });

  it('gives every inhabited country of the table one region and every region a label', () => {
    const all = REGIONS.flatMap(countriesIn);
    expect(new Set(all).size).toBe(all.length);
    const missing = Object.keys(COUNTRY_NAMES).filter((c) => !regionOf(c));
    expect(missing.sort()).toEqual(['AQ', 'BV', 'GS', 'HM', 'TF']);
    for (const r of REGIONS) expect(REGION_LABELS[r]).toMatch(/^[A-Z]/);
  });
});

describe('the cities founders name', () => {
  it.each([
    [
      'US',
      'San Francisco, Palo Alto, New York, Brooklyn, Boston, Cambridge, Seattle, Austin, Los Angeles, Chicago, Miami, Denver, Boulder, Atlanta, Pittsburgh, Washington DC, Salt Lake City, Raleigh, Nashville, Portland',
    ],
    ['CA', 'Toronto, Montreal, Vancouver, Waterloo, Ottawa, Calgary'],
    ['GB IE', 'London, Manchester, Edinburgh, Bristol, Oxford, Belfast, Dublin, Cork'],
    [
      'Europe',
      'Berlin, Munich, Paris, Amsterdam, Stockholm, Barcelona, Lisbon, Warsaw, Tallinn, Zurich, Copenhagen, Helsinki, Vienna, Prague, Milan, Madrid, Kyiv, Belgrade, Bucharest, Athens',
    ],
    [
      'India',
      'Bangalore, Bengaluru, Mumbai, Delhi, Gurgaon, Gurugram, Pune, Hyderabad, Chennai, Noida, Kolkata, Ahmedabad',
    ],
    [
      'Latin America',
      'São Paulo, Mexico City, CDMX, Bogotá, Buenos Aires, Santiago, Lima, Medellín, Montevideo, Guadalajara, Rio de Janeiro',
    ],
    [
      'Africa',
      'Lagos, Nairobi, Cape Town, Johannesburg, Cairo, Accra, Kigali, Casablanca, Dakar, Kampala, Addis Ababa',
    ],
    ['Southeast Asia', 'Singapore, Jakarta, Ho Chi Minh City, Hanoi, Bangkok, Kuala Lumpur, Manila'],
    [
      'East Asia, Middle East, Oceania',
      'Tokyo, Seoul, Shanghai, Shenzhen, Hong Kong, Taipei, Dubai, Riyadh, Tel Aviv, Istanbul, Sydney, Melbourne, Auckland',
    ],
  ])('%s', (_where, names) => {
    for (const name of names.split(', ')) expect(findCity(name), name).not.toBeNull();
  });
});
