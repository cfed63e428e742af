import { describe, expect, it } from 'vitest';
import { filterOptions, fold, highlightParts, isNavKey, moveActive } from './combobox-state';

const options = [
  { id: '1', name: 'Accel' },
  { id: '2', name: 'Cobalt Peak Partners' },
  { id: '3', name: 'H-Farm Ventures' },
  { id: '4', name: 'Northbeam Capital' },
  { id: '5', name: 'Société Générale Ventures' },
  { id: '6', name: 'Venture Lab' },
];

describe('moveActive', () => {
  it('moves down and up, wrapping around; nothing active goes to the first or last', () => {
    expect(moveActive(-1, 3, 'ArrowDown')).toBe(0);
    expect(moveActive(0, 3, 'ArrowDown')).toBe(1);
    expect(moveActive(2, 3, 'ArrowDown')).toBe(0);
    expect(moveActive(-1, 3, 'ArrowUp')).toBe(2);
    expect(moveActive(0, 3, 'ArrowUp')).toBe(2);
    expect(moveActive(2, 3, 'ArrowUp')).toBe(1);
    expect(moveActive(1, 3, 'Home')).toBe(0);
    expect(moveActive(1, 3, 'End')).toBe(2);
  });

  it('has nothing to move to in an empty list, and recovers from an index past the end', () => {
    expect(moveActive(0, 0, 'ArrowDown')).toBe(-1);
    expect(moveActive(7, 3, 'ArrowUp')).toBe(2);
    expect(moveActive(7, 3, 'ArrowDown')).toBe(0);
  });

  it('knows its keys', () => {
    expect(isNavKey('ArrowDown')).toBe(true);
    expect(isNavKey('Enter')).toBe(false);
  });
});

describe('filterOptions', () => {
  it('keeps every option (up to the limit) for an empty query', () => {
    expect(filterOptions(options, '  ')).toHaveLength(6);
    expect(filterOptions(options, '', 2).map((o) => o.id)).toEqual(['1', '2']);
  });

  it('ranks names that start with the query, then a word that does, then the rest', () => {
    expect(filterOptions(options, 'ventur').map((o) => o.name)).toEqual([
      'Venture Lab',
      'H-Farm Ventures',
      'Société Générale Ventures',
    ]);
    expect(filterOptions(options, 'eam').map((o) => o.name)).toEqual(['Northbeam Capital']);
  });

  it('ignores case and accents, and needs every word', () => {
    expect(filterOptions(options, 'SOCIETE gen').map((o) => o.id)).toEqual(['5']);
    expect(filterOptions(options, 'peak capital')).toEqual([]);
    expect(filterOptions(options, 'h-farm').map((o) => o.id)).toEqual(['3']);
  });

  it('treats regular-expression characters as text', () => {
    expect(filterOptions([{ id: 'x', name: 'a (b) [c]' }], '(b')).toHaveLength(1);
  });
});

describe('highlightParts', () => {
  it("marks every occurrence of the query's words", () => {
    expect(highlightParts('Venture Ventures', 'vent')).toEqual([
      { text: 'Vent', match: true },
      { text: 'ure ', match: false },
      { text: 'Vent', match: true },
      { text: 'ures', match: false },
    ]);
    expect(highlightParts('Cobalt Peak', 'peak co')).toEqual([
      { text: 'Co', match: true },
      { text: 'balt ', match: false },
      { text: 'Peak', match: true },
    ]);
  });

  it('matches accented letters; no query leaves the name whole', () => {
    expect(highlightParts('Société', 'societe')).toEqual([{ text: 'Société', match: true }]);
    expect(highlightParts('Accel', '')).toEqual([{ text: 'Accel', match: false }]);
    expect(fold('Éé')).toBe('ee');
  });
});
