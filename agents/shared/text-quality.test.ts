import { describe, expect, it } from 'vitest';
import { NAME_SLOT, textFaults } from './text-quality';

describe('textFaults', () => {
  it('passes a clean intro with the marked name slot', () => {
    expect(
      textFaults(
        `Hi ${NAME_SLOT},\n\nCalora installs heat pumps in French apartment blocks. So far: 3 buildings signed.`,
      ),
    ).toEqual([]);
  });

  it.each([
    ['working from the the documents they keep.', 'a doubled word'],
    ['a weekly report for the.', 'a clause ends on an article'],
    ['Raising a {amount} seed.', 'an unfilled slot'],
    ['Hi [Name], we build robots.', 'an unfilled slot'],
    ['Sold to undefined.', 'an unfilled slot'],
    ['We are raising a £500K round (about $665K.', 'unbalanced brackets'],
    ['It works , mostly.', 'a space before punctuation'],
  ])('finds what is wrong in “%s”', (text, fault) => {
    expect(textFaults(text).join(' | ')).toContain(fault);
  });
});
