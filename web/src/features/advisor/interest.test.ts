import { describe, expect, it } from 'vitest';
import {
  canRecordInterest,
  INTEREST_CHOICES,
  interestLabel,
  interestTone,
  matchBadge,
  withInterest,
} from './interest';

describe('matchBadge', () => {
  it('shows the rounded percent', () => {
    expect(matchBadge(0.874).label).toBe('87% match');
    expect(matchBadge(0.705).label).toBe('71% match');
    expect(matchBadge(1).label).toBe('100% match');
    expect(matchBadge(0).label).toBe('0% match');
  });

  it('is green from 0.8, blue from 0.7, grey below (spec §9 thresholds)', () => {
    expect(matchBadge(0.95).tone).toBe('success');
    expect(matchBadge(0.8).tone).toBe('success');
    expect(matchBadge(0.7999).tone).toBe('info');
    expect(matchBadge(0.7).tone).toBe('info');
    expect(matchBadge(0.6999).tone).toBe('muted');
    expect(matchBadge(0.1).tone).toBe('muted');
  });

  it('treats a missing similarity as 0', () => {
    expect(matchBadge(Number.NaN)).toEqual({ label: '0% match', tone: 'muted' });
  });
});

describe('interest status', () => {
  it('allows recording only while no status exists', () => {
    expect(canRecordInterest(null)).toBe(true);
    expect(canRecordInterest(undefined)).toBe(true);
    expect(canRecordInterest('interested')).toBe(false);
    expect(canRecordInterest('very_interested')).toBe(false);
    expect(canRecordInterest('contacted')).toBe(false);
  });

  it('offers only interested and very interested', () => {
    expect(INTEREST_CHOICES.map((c) => c.level)).toEqual(['interested', 'very_interested']);
    expect(INTEREST_CHOICES.map((c) => c.label)).toEqual(['Interested', 'Very Interested']);
  });

  it('labels and colours each status', () => {
    expect(interestLabel('interested')).toBe('Interested');
    expect(interestLabel('very_interested')).toBe('Very interested');
    expect(interestLabel('contacted')).toBe('Contacted');
    expect(interestLabel('something_else')).toBe('something_else');
    expect(interestTone('contacted')).toBe('success');
    expect(interestTone('very_interested')).toBe('info');
    expect(interestTone('interested')).toBe('secondary');
  });

  it('replaces one idea status without changing the list', () => {
    const list = [
      { idea_id: 'a', interest_status: null },
      { idea_id: 'b', interest_status: null },
    ] as const;
    const next = withInterest(list, 'b', 'very_interested');
    expect(next).toEqual([
      { idea_id: 'a', interest_status: null },
      { idea_id: 'b', interest_status: 'very_interested' },
    ]);
    expect(list[1].interest_status).toBeNull();
    expect(next[0]).toBe(list[0]);
  });
});
