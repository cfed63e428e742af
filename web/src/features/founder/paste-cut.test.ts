import { describe, expect, it } from 'vitest';
import { pasteCutNote } from './paste-cut';

describe('pasteCutNote', () => {
  it('says where a long paste was cut and how much was left out', () => {
    const pasted = `${'a'.repeat(4990)} the last words here and more beyond`;
    expect(pasteCutNote('', { start: 0, end: 0 }, pasted)).toBe(
      `Your paste was cut at 5,000 characters: it now ends at “…${'a'.repeat(30)} the last ” and the last ${pasted.length - 5000} characters were left out. Shorten it, or keep the parts investors need.`.replace(
        ' ”',
        '”',
      ),
    );
  });

  it('counts the text already there, and a selection the paste replaces', () => {
    expect(pasteCutNote('x'.repeat(4000), { start: 0, end: 0 }, 'y'.repeat(1000))).toBeNull();
    expect(pasteCutNote('x'.repeat(4000), { start: 0, end: 0 }, 'y'.repeat(1001))).toContain(
      'the last 1 characters',
    );
    expect(pasteCutNote('x'.repeat(4000), { start: 0, end: 4000 }, 'y'.repeat(5000))).toBeNull();
  });
});
