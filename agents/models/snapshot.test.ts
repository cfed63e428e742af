import { describe, expect, it } from 'vitest';
import { snapshot } from './snapshot';

describe('snapshot', () => {
  const limits = { maxString: 5, maxItems: 2, maxDepth: 3 };

  it('keeps JSON as it is, within the limits', () => {
    expect(snapshot({ a: 'abc', b: [1, 2], c: null, d: true }, { ...limits, maxItems: 4 })).toEqual({
      a: 'abc',
      b: [1, 2],
      c: null,
      d: true,
    });
  });

  it('cuts long strings and lists, and says how much was left out', () => {
    expect(snapshot({ s: 'abcdefgh', l: [1, 2, 3, 4] }, limits)).toEqual({
      s: 'abcde… (3 more characters)',
      l: [1, 2, '… 2 more items'],
    });
    expect(snapshot({ a: 1, b: 2, c: 3 }, limits)).toEqual({ a: 1, b: 2, '…': '1 more fields' });
    expect(snapshot({ x: { y: { z: { deep: 1 } } } }, limits)).toEqual({ x: { y: { z: '[object]' } } });
  });

  it('names what JSON cannot hold, and survives cycles', () => {
    class Browser {}
    const cyclic: Record<string, unknown> = { name: 'x' };
    cyclic.self = cyclic;
    expect(
      snapshot(
        { fn: function match() {}, browser: new Browser(), at: new Date(0), big: 10n, cyclic },
        { maxString: 100, maxItems: 10, maxDepth: 5 },
      ),
    ).toEqual({
      fn: '[function match]',
      browser: '[Browser]',
      at: '1970-01-01T00:00:00.000Z',
      big: '10',
      cyclic: { name: 'x', self: '[circular]' },
    });
    expect(snapshot(new Error('boom'), limits)).toMatchObject({ message: 'boom' });
  });
});
