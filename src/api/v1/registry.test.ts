import { describe, expect, it } from 'vitest';
import { ZMatchRequest, ZSearchInvestorsQuery } from '../../../core/contracts/investors';
import { AppError } from '../errors';
import { parseInput } from './registry';

function refusal(run: () => unknown): { message: string; field?: string } {
  try {
    run();
  } catch (err) {
    expect(err).toBeInstanceOf(AppError);
    const e = err as AppError;
    expect(e.code).toBe('bad_request');
    return { message: e.message, field: e.field };
  }
  throw new Error('expected a refusal');
}

describe('v1 parameter errors name the parameter in field and message', () => {
  it.each([
    [{ limit: '0' }, 'limit'],
    [{ limit: 'abc' }, 'limit'],
    [{ limit: '2.5' }, 'limit'],
    [{ status: 'lukewarm' }, 'status'],
    [{ check_min: '500', check_max: '100' }, 'check_min'],
    [{ check_min: '-1' }, 'check_min'],
    [{ sort: 'random' }, 'sort'],
    [{ q: ['a', 'b'] }, 'q'],
  ])('%j', (query, field) => {
    const r = refusal(() => parseInput(ZSearchInvestorsQuery, query, 'query'));
    expect(r.field).toBe(field);
    expect(r.message).toContain(field);
  });

  it('says a missing body field is required', () => {
    expect(refusal(() => parseInput(ZMatchRequest, {}, 'body'))).toEqual({
      field: 'idea',
      message: 'idea is required',
    });
  });

  it('refuses a body that is not an object', () => {
    expect(refusal(() => parseInput(ZMatchRequest, [1], 'body')).message).toBe(
      'The request body must be a JSON object',
    );
  });

  it('passes valid input through the contract (defaults and transforms)', () => {
    expect(parseInput(ZSearchInvestorsQuery, { status: 'all', stage: 'Seed, series-a' }, 'query')).toEqual({
      status: undefined,
      stage: ['seed', 'series-a'],
      limit: 24,
    });
  });
});
