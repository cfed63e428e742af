import { describe, expect, it } from 'vitest';
import { hasBidiControls, stripBidiControls } from './bidi-controls';

describe('bidi controls', () => {
  it('are removed, embeddings, overrides and isolates alike', () => {
    expect(stripBidiControls('\u202eexe.live')).toBe('exe.live');
    expect(stripBidiControls('a\u2066b\u2069\u202ac\u202c\u202bd\u202de\u2067f\u2068')).toBe('abcdef');
    expect(hasBidiControls('\u202eexe.live')).toBe(true);
  });

  it('leave right-to-left text, the direction marks and everything else as it is', () => {
    const text = 'שלום \u200f עולם, مرحبا \u200e rocket 🚀';
    expect(stripBidiControls(text)).toBe(text);
    expect(hasBidiControls(text)).toBe(false);
    // Twice in a row: no state is kept between calls (a global regex's lastIndex would skip the second).
    expect([stripBidiControls('\u202ex'), stripBidiControls('\u202ey')]).toEqual(['x', 'y']);
  });
});
