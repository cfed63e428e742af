import { describe, expect, it } from 'vitest';
import { parseServerJson } from './display-text';

describe('answers read from the server', () => {
  it('carry no bidi control in any string, raw or escaped, keys and nesting included', () => {
    const stored = {
      title: '\u202eexe.live',
      notes: [{ text: 'a \u2066b\u2069' }],
      n: 3,
      ok: true,
      none: null,
    };
    expect(parseServerJson(JSON.stringify(stored))).toEqual({
      title: 'exe.live',
      notes: [{ text: 'a b' }],
      n: 3,
      ok: true,
      none: null,
    });
    expect(parseServerJson('{"name":"\\u202Eexe.live","other":"\\u202a x \\u202c"}')).toEqual({
      name: 'exe.live',
      other: ' x ',
    });
  });

  it('keep right-to-left text, direction marks and a literal backslash-u as they are', () => {
    const text = { name: 'שרה כהן \u200f', note: 'type \\u202e to reverse', emoji: '🚀' };
    expect(parseServerJson(JSON.stringify(text))).toEqual(text);
  });
});
