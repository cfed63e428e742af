import { describe, expect, it } from 'vitest';
import { AppError } from '../domain/app-error';
import { screenInput } from './input-text';

function refusal(run: () => unknown): { message: string; field?: string } {
  try {
    run();
  } catch (err) {
    if (err instanceof AppError) return { message: err.message, field: err.field };
    throw err;
  }
  throw new Error('was not refused');
}

describe('the input layer', () => {
  it('refuses NUL and other control characters, naming the field', () => {
    expect(refusal(() => screenInput({ name: 'a\u0000b' }, 'body'))).toEqual({
      message: 'name must not contain a NUL character (U+0000)',
      field: 'name',
    });
    expect(refusal(() => screenInput({ entry: { notes: ['ok', 'esc \u001b[31m'] } }, 'body')).field).toBe(
      'entry.notes.1',
    );
    expect(refusal(() => screenInput({ q: 'x\u0085' }, 'query')).message).toMatch(/U\+0085/);
    expect(refusal(() => screenInput({ x: '\u007f' }, 'body')).message).toMatch(/U\+007F/);
  });

  it('keeps line breaks and tabs in bodies, not in queries or paths', () => {
    expect(screenInput({ description: 'line one\r\nline\ttwo' }, 'body')).toEqual({
      description: 'line one\r\nline\ttwo',
    });
    expect(refusal(() => screenInput({ investorId: '\n' }, 'params'))).toEqual({
      message: 'investorId must not contain a line break character (U+000A)',
      field: 'investorId',
    });
    expect(refusal(() => screenInput({ q: 'a\tb' }, 'query')).field).toBe('q');
  });

  it('refuses lone surrogates and keeps whole emoji', () => {
    expect(refusal(() => screenInput({ title: 'half \ud83d' }, 'body')).message).toMatch(
      /lone UTF-16 surrogate/,
    );
    expect(refusal(() => screenInput({ title: '\udc00 first' }, 'body')).field).toBe('title');
    expect(screenInput({ title: 'rocket 🚀' }, 'body')).toEqual({ title: 'rocket 🚀' });
  });

  it('removes bidi overrides and isolates, keeping right-to-left text and marks', () => {
    expect(screenInput({ title: '\u202eexe.live' }, 'body')).toEqual({ title: 'exe.live' });
    expect(screenInput({ note: 'a\u2066b\u2069\u202ac\u202c' }, 'body')).toEqual({ note: 'abc' });
    expect(screenInput({ title: 'שלום \u200f עולם' }, 'body')).toEqual({ title: 'שלום \u200f עולם' });
  });

  it('checks keys as well as values, and refuses a body nested past any contract', () => {
    expect(refusal(() => screenInput({ 'a\u0000': 1 }, 'body')).message).toMatch(/NUL/);
    let deep: unknown = 'x';
    for (let i = 0; i < 40; i++) deep = [deep];
    expect(refusal(() => screenInput(deep, 'body')).message).toMatch(/nested too deeply/);
  });

  it('names the body itself when it is a bare string, and lets numbers and nulls through', () => {
    expect(refusal(() => screenInput('\u0000', 'body'))).toEqual({
      message: 'The request body must not contain a NUL character (U+0000)',
      field: undefined,
    });
    expect(screenInput({ n: 1, b: null, t: true }, 'body')).toEqual({ n: 1, b: null, t: true });
  });
});
