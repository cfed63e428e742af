import { describe, expect, it } from 'vitest';
import { filterEntries, hasFilters, NO_FILTERS, nextSort, sortEntries } from './table';
import { entry } from './test-fixtures';

const rows = [
  entry({
    id: '1',
    name: 'benchmark',
    stage: 'meeting',
    expected_amount: 300_000,
    next_follow_up: '2026-03-10',
  }),
  entry({
    id: '2',
    name: 'Accel',
    stage: 'contacted',
    position: 1,
    firm: 'Accel Partners',
    committed_amount: 10,
  }),
  entry({
    id: '3',
    name: 'Cowboy',
    stage: 'contacted',
    position: 0,
    expected_amount: 100_000,
    committed_amount: 50_000,
    next_follow_up: '2026-03-01',
    email: 'aileen@cowboy.vc',
  }),
  entry({ id: '4', name: 'Data', stage: 'passed', next_follow_up: '2026-02-01' }),
];
const order = (list: { name: string }[]) => list.map((e) => e.name);

describe('the table view', () => {
  it('sorts by name without regard to case, both ways', () => {
    expect(order(sortEntries(rows, { key: 'name', dir: 'asc' }))).toEqual([
      'Accel',
      'benchmark',
      'Cowboy',
      'Data',
    ]);
    expect(order(sortEntries(rows, { key: 'name', dir: 'desc' }))).toEqual([
      'Data',
      'Cowboy',
      'benchmark',
      'Accel',
    ]);
  });

  it("sorts by stage in the board's order, then the card's place", () => {
    expect(order(sortEntries(rows, { key: 'stage', dir: 'asc' }))).toEqual([
      'Cowboy',
      'Accel',
      'benchmark',
      'Data',
    ]);
  });

  it('sorts amounts and follow-ups with empty values last either way', () => {
    expect(order(sortEntries(rows, { key: 'expected', dir: 'desc' }))).toEqual([
      'benchmark',
      'Cowboy',
      'Accel',
      'Data',
    ]);
    expect(order(sortEntries(rows, { key: 'expected', dir: 'asc' }))).toEqual([
      'Cowboy',
      'benchmark',
      'Accel',
      'Data',
    ]);
    expect(order(sortEntries(rows, { key: 'committed', dir: 'desc' }))).toEqual([
      'Cowboy',
      'Accel',
      'benchmark',
      'Data',
    ]);
    expect(order(sortEntries(rows, { key: 'follow_up', dir: 'asc' }))).toEqual([
      'Data',
      'Cowboy',
      'benchmark',
      'Accel',
    ]);
  });

  it('filters by stage, text (name, firm, e-mail) and overdue follow-ups', () => {
    const today = '2026-03-04';
    expect(order(filterEntries(rows, { ...NO_FILTERS, stage: 'contacted' }, today))).toEqual([
      'Accel',
      'Cowboy',
    ]);
    expect(order(filterEntries(rows, { ...NO_FILTERS, q: 'partners' }, today))).toEqual(['Accel']);
    expect(order(filterEntries(rows, { ...NO_FILTERS, q: ' COWBOY.vc ' }, today))).toEqual(['Cowboy']);
    // Data's follow-up is past but they passed: nothing to chase.
    expect(order(filterEntries(rows, { ...NO_FILTERS, overdueOnly: true }, today))).toEqual(['Cowboy']);
    expect(filterEntries(rows, NO_FILTERS, today)).toHaveLength(4);
    expect(hasFilters(NO_FILTERS)).toBe(false);
    expect(hasFilters({ ...NO_FILTERS, q: 'x' })).toBe(true);
  });

  it('flips the direction on the same header and starts amounts largest first', () => {
    expect(nextSort({ key: 'name', dir: 'asc' }, 'name')).toEqual({ key: 'name', dir: 'desc' });
    expect(nextSort({ key: 'name', dir: 'asc' }, 'expected')).toEqual({ key: 'expected', dir: 'desc' });
    expect(nextSort({ key: 'expected', dir: 'desc' }, 'follow_up')).toEqual({ key: 'follow_up', dir: 'asc' });
  });
});
