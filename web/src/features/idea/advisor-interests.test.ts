import { describe, expect, it } from 'vitest';
import {
  advisorName,
  canMarkContacted,
  linkedinHref,
  replaceInterest,
  sortInterests,
} from './advisor-interests';

const entry = (advisor_id: string, interest_level: string, created_at: string) => ({
  advisor_id,
  interest_level: interest_level as 'interested' | 'very_interested' | 'contacted',
  created_at,
});

describe('sortInterests', () => {
  it('puts very interested first, then interested, then contacted, newest first within each', () => {
    const list = [
      entry('a', 'contacted', '2026-01-05T00:00:00Z'),
      entry('b', 'interested', '2026-01-01T00:00:00Z'),
      entry('c', 'very_interested', '2026-01-02T00:00:00Z'),
      entry('d', 'interested', '2026-01-03T00:00:00Z'),
    ];
    expect(sortInterests(list).map((i) => i.advisor_id)).toEqual(['c', 'd', 'b', 'a']);
    expect(list[0]!.advisor_id).toBe('a');
  });
});

describe('replaceInterest', () => {
  it('swaps in the updated entry for the same advisor', () => {
    const list = [entry('a', 'interested', 'x'), entry('b', 'interested', 'y')];
    const next = replaceInterest(list, entry('b', 'contacted', 'y'));
    expect(next.map((i) => i.interest_level)).toEqual(['interested', 'contacted']);
    expect(list[1]!.interest_level).toBe('interested');
  });
});

describe('canMarkContacted', () => {
  it('is only for advisors not contacted yet', () => {
    expect(canMarkContacted('interested')).toBe(true);
    expect(canMarkContacted('very_interested')).toBe(true);
    expect(canMarkContacted('contacted')).toBe(false);
  });
});

describe('advisorName', () => {
  it('falls back to the address', () => {
    expect(advisorName({ full_name: 'Avery Advisor', email: 'a@x.com' })).toBe('Avery Advisor');
    expect(advisorName({ full_name: ' ', email: 'a@x.com' })).toBe('a@x.com');
    expect(advisorName({ full_name: null, email: 'a@x.com' })).toBe('a@x.com');
  });
});

describe('linkedinHref', () => {
  it('links only to LinkedIn over https', () => {
    expect(linkedinHref('https://www.linkedin.com/in/avery')).toBe('https://www.linkedin.com/in/avery');
    expect(linkedinHref('http://linkedin.com/in/avery/')).toBe('https://linkedin.com/in/avery/');
    expect(linkedinHref('linkedin.com/in/avery')).toBe('https://linkedin.com/in/avery');
    expect(linkedinHref('javascript:alert(1)')).toBeNull();
    expect(linkedinHref('https://evil.example/linkedin.com')).toBeNull();
    expect(linkedinHref('')).toBeNull();
    expect(linkedinHref(null)).toBeNull();
  });
});
