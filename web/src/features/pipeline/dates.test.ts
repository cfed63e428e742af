import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysFrom,
  followUpLabel,
  followUpStatus,
  formatDay,
  isDue,
  isIsoDate,
  isOverdue,
  localToday,
} from './dates';

describe('date helpers', () => {
  it("takes today from the local clock, not UTC's", () => {
    // 11pm on March 4th, local time: still the 4th whatever UTC says.
    expect(localToday(new Date(2026, 2, 4, 23, 30))).toBe('2026-03-04');
    expect(localToday(new Date(2026, 0, 1, 0, 5))).toBe('2026-01-01');
  });

  it('counts calendar days across months and leap years', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(daysFrom('2026-03-04', '2026-03-01')).toBe(-3);
    expect(isIsoDate('2026-02-30')).toBe(true); // Date.parse rolls it over; the server's check is the same.
    expect(isIsoDate('2026-13-01')).toBe(false);
    expect(isIsoDate('tomorrow')).toBe(false);
  });

  it('tells overdue, today, soon and later apart', () => {
    const today = '2026-03-04';
    expect(followUpStatus('2026-03-03', today)).toBe('overdue');
    expect(followUpStatus('2026-03-04', today)).toBe('today');
    expect(followUpStatus('2026-03-11', today)).toBe('soon');
    expect(followUpStatus('2026-03-12', today)).toBe('later');
    expect(followUpStatus(null, today)).toBeNull();
  });

  it('calls a follow-up overdue only for an investor still in play', () => {
    const today = '2026-03-04';
    expect(isOverdue({ next_follow_up: '2026-03-03', stage: 'meeting' }, today)).toBe(true);
    expect(isOverdue({ next_follow_up: '2026-03-04', stage: 'meeting' }, today)).toBe(false);
    expect(isOverdue({ next_follow_up: '2026-03-03', stage: 'committed' }, today)).toBe(false);
    expect(isOverdue({ next_follow_up: '2026-03-03', stage: 'passed' }, today)).toBe(false);
    expect(isOverdue({ next_follow_up: null, stage: 'meeting' }, today)).toBe(false);
    expect(isDue({ next_follow_up: '2026-03-04', stage: 'contacted' }, today)).toBe(true);
    expect(isDue({ next_follow_up: '2026-03-05', stage: 'contacted' }, today)).toBe(false);
  });

  it('labels dates for people', () => {
    const today = '2026-03-04';
    expect(followUpLabel('2026-03-03', today)).toBe('Overdue 1 day');
    expect(followUpLabel('2026-02-25', today)).toBe('Overdue 7 days');
    expect(followUpLabel('2026-03-04', today)).toBe('Today');
    expect(followUpLabel('2026-03-05', today)).toBe('Tomorrow');
    expect(followUpLabel('2026-03-09', today)).toBe('In 5 days');
    expect(followUpLabel('2026-04-20', today)).toBe('20 Apr');
    expect(followUpLabel(null, today)).toBe('No follow-up');
    expect(formatDay('2027-01-02', today)).toBe('2 Jan 2027');
    expect(formatDay('2026-03-04')).toBe('4 Mar 2026');
  });
});
