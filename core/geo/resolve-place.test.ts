import { describe, expect, it } from 'vitest';
import { closestSpelling, editDistance } from './near-spelling';
import { resolvePlace } from './resolve-place';

const read = (text: string) => {
  const r = resolvePlace(text);
  return [r.place.city, r.place.state, r.place.country, r.place.region];
};

describe('resolvePlace: a place as people type it in a field', () => {
  it('reads a bare city as the city of its country', () => {
    expect(read('London')).toEqual(['London', null, 'GB', 'europe']);
    expect(read('Amsterdam')).toEqual(['Amsterdam', null, 'NL', 'europe']);
    expect(read('Toronto')).toEqual(['Toronto', 'ON', 'CA', 'north-america']);
    expect(read('New York')).toEqual(['New York', 'NY', 'US', 'north-america']);
    expect(read('Lagos')).toEqual(['Lagos', null, 'NG', 'africa']);
  });

  it('reads common and local spellings, with or without accents', () => {
    expect(read('NYC')[0]).toBe('New York');
    expect(read('Bangalore')[0]).toBe('Bengaluru');
    expect(read('Bengaluru')[0]).toBe('Bengaluru');
    expect(read('München')[0]).toBe('Munich');
    expect(read('Sao Paulo')[0]).toBe('São Paulo');
    expect(read('são paulo')[0]).toBe('São Paulo');
    expect(read('Tel Aviv')[2]).toBe('IL');
    expect(read('Kiev')[0]).toBe('Kyiv');
    expect(read('Gurgaon')[0]).toBe('Gurugram');
  });

  it('reads countries, states and regions', () => {
    expect(read('Nigeria')).toEqual([null, null, 'NG', 'africa']);
    expect(read('UK')).toEqual([null, null, 'GB', 'europe']);
    expect(read('Texas')).toEqual([null, 'TX', 'US', 'north-america']);
    expect(read('CA, USA')).toEqual([null, 'CA', 'US', 'north-america']);
    expect(read('Europe')).toEqual([null, null, null, 'europe']);
    expect(read('LatAm')).toEqual([null, null, null, 'latin-america']);
    expect(read('Southeast Asia')).toEqual([null, null, null, 'southeast-asia']);
  });

  it('reads a qualifier the way the city says: "Berlin, DE" is Germany, "Dover, DE" Delaware', () => {
    expect(read('Berlin, DE')).toEqual(['Berlin', null, 'DE', 'europe']);
    expect(read('Mumbai, IN')).toEqual(['Mumbai', null, 'IN', 'south-asia']);
    expect(read('Austin, TX')).toEqual(['Austin', 'TX', 'US', 'north-america']);
    expect(read('Austin TX')).toEqual(['Austin', 'TX', 'US', 'north-america']);
    expect(read('Tbilisi, Georgia')).toEqual(['Tbilisi', null, 'GE', 'europe']);
    expect(read('Atlanta, Georgia')).toEqual(['Atlanta', 'GA', 'US', 'north-america']);
    expect(read('Washington, DC')[2]).toBe('US');
    expect(read('Paris, Texas')).toEqual(['Paris', 'TX', 'US', 'north-america']);
  });

  it('says the reading, and the other places an ambiguous name may mean', () => {
    const london = resolvePlace('London');
    expect(london.reading).toBe('London → London, GB');
    const cambridge = resolvePlace('Cambridge');
    expect(cambridge.place.country).toBe('US');
    expect(cambridge.alternatives).toContain('Cambridge, GB');
    expect(resolvePlace('Cambridge (UK)').place.country).toBe('GB');
    expect(resolvePlace('Cambridge, UK').alternatives).toEqual([]);
  });

  it('corrects a typo to the one nearest spelling and says so', () => {
    const r = resolvePlace('Sao Paolo');
    expect(r.place.city).toBe('São Paulo');
    expect(r.reading).toContain('spelling corrected');
    expect(read('Lodnon')[0]).toBe('London');
    expect(read('Bangalor')[0]).toBe('Bengaluru');
  });

  it('keeps a city the gazetteer does not know when its country is given', () => {
    expect(read('Bielefeld, Germany')).toEqual(['Bielefeld', null, 'DE', 'europe']);
  });

  it('says what it could not read and never guesses', () => {
    const r = resolvePlace('Xyzzy');
    expect(r.place.country).toBeNull();
    expect(r.place.region).toBeNull();
    expect(r.unread).toBe('Xyzzy');
    expect(r.reading).toBeNull();
    const ca = resolvePlace('CA');
    expect(ca.place.country).toBeNull();
    expect(ca.alternatives).toEqual(['California, US', 'Canada']);
    expect(resolvePlace('Tel Aviv / Atlantis').unread).toBe('Atlantis');
    expect(resolvePlace('').reading).toBeNull();
    expect(resolvePlace('   ').unread).toBeNull();
  });
});

describe('closestSpelling', () => {
  it('corrects one edit in short words and two in long ones, never a short word or a tie', () => {
    expect(closestSpelling('lodnon', ['london', 'lyon'])).toBe('london');
    expect(closestSpelling('amsterdan', ['amsterdam'])).toBe('amsterdam');
    expect(closestSpelling('sao paolo', ['sao paulo'])).toBe('sao paulo');
    expect(closestSpelling('lyon', ['lydon'])).toBeNull();
    expect(closestSpelling('parus', ['paris', 'parms'])).toBeNull();
    expect(closestSpelling('berlinxx', ['berlin'])).toBeNull();
  });

  it('counts a swap of two letters as one edit', () => {
    expect(editDistance('london', 'lodnon')).toBe(1);
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('abc', 'abc')).toBe(0);
  });
});
