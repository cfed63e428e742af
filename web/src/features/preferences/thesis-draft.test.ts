import { describe, expect, it } from 'vitest';
import {
  cityLabel,
  draftFromThesis,
  EMPTY_THESIS,
  geographyLine,
  readCountry,
  thesisRequest,
} from './thesis-draft';

describe('the thesis form', () => {
  it('is filled from the thesis the server keeps, and sends it back as the contract wants', () => {
    const draft = draftFromThesis({
      firm_name: 'Hudson Seed',
      investment_thesis: 'AI for logistics',
      check_size_min: 100,
      check_size_max: 500,
      preferred_stages: ['seed'],
      focus_areas: ['ai-ml'],
      cities: ['New York, US'],
      round_leadership: 'lead',
    });
    expect(draft).toMatchObject({
      min: '100',
      max: '500',
      regions: [],
      countries: [],
      roundLeadership: 'lead',
    });
    expect(thesisRequest(draft)).toEqual({
      role: 'investor',
      firmName: 'Hudson Seed',
      investmentThesis: 'AI for logistics',
      checkSizeMin: 100,
      checkSizeMax: 500,
      preferredStages: ['seed'],
      focusAreas: ['ai-ml'],
      regions: [],
      countries: [],
      cities: ['New York, US'],
      roundLeadership: 'lead',
    });
    expect(draftFromThesis(null)).toBe(EMPTY_THESIS);
    expect(Number.isNaN(thesisRequest({ ...draft, min: '1e3' }).checkSizeMin)).toBe(true);
  });

  it('reads countries by name or code, and names places for people', () => {
    expect(readCountry('Germany')).toEqual({ code: 'DE' });
    expect(readCountry(' uk ')).toEqual({ code: 'GB' });
    expect(readCountry('Atlantis')).toEqual({ error: '“Atlantis” is not a country we know' });
    expect(cityLabel('New York, US')).toBe('New York, United States');
    expect(cityLabel('Springfield')).toBe('Springfield');
    expect(
      geographyLine({ cities: ['New York, US'], countries: ['DE'], regions: ['europe'] }, () => 'Europe'),
    ).toBe('New York; Germany; Europe');
    expect(geographyLine({}, String)).toBe('Anywhere');
  });
});
