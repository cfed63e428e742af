import { describe, expect, it } from 'vitest';
import { inPipeline, matchedInvestorIds } from './matches';

describe("the idea's matches and its pipeline", () => {
  it("reads the matches' investor ids by name, skipping what is not an investor", () => {
    const ids = matchedInvestorIds({
      investors: [
        { id: 'inv-1', name: 'Y Combinator' },
        { id: '', name: 'No Id' },
        { name: 'Nameless id' },
        null,
        { id: 'inv-2', name: '  Accel ' },
      ],
    });
    expect([...ids]).toEqual([
      ['y combinator', 'inv-1'],
      ['accel', 'inv-2'],
    ]);
    expect(matchedInvestorIds(null).size).toBe(0);
    expect(matchedInvestorIds({ investors: 'nope' }).size).toBe(0);
  });

  it('finds an investor in the pipeline by id, or by name when either has no id', () => {
    const entries = [
      { investor_id: 'inv-1', name: 'Y Combinator' },
      { investor_id: null, name: 'Jane Angel' },
    ];
    expect(inPipeline(entries, { id: 'inv-1', name: 'YC' })).toBe(true);
    expect(inPipeline(entries, { id: 'inv-9', name: 'Y Combinator' })).toBe(false);
    expect(inPipeline(entries, { id: null, name: 'jane angel' })).toBe(true);
    expect(inPipeline(entries, { id: 'inv-3', name: 'Jane Angel' })).toBe(true);
    expect(inPipeline(entries, { id: null, name: 'Someone' })).toBe(false);
  });
});
