import type { Request, Response } from 'express';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createLogger } from '../logger';
import { AppError, errorHandler } from './errors';

/** Runs the error handler on one error and returns the answer's status and body. */
function answer(err: unknown, exposeStack: boolean) {
  const out = { status: 0, body: undefined as unknown, headers: {} as Record<string, string> };
  const res = {
    status(code: number) {
      out.status = code;
      return this;
    },
    json(body: unknown) {
      out.body = body;
      return this;
    },
    set(name: string, value: string) {
      out.headers[name] = value;
      return this;
    },
  } as unknown as Response;
  errorHandler(createLogger('silent', false), exposeStack)(err, {} as Request, res, () => {});
  return out;
}

describe('error answers', () => {
  it('carry no stack and no file path unless ERROR_DETAILS is set, which npm start does not set', () => {
    expect(loadConfig({}).ERROR_DETAILS).toBe(false);
    expect(loadConfig({ ERROR_DETAILS: 'true' }).ERROR_DETAILS).toBe(true);
    const bug = new Error('boom at /work/src/ideas/idea.repository.ts:12');
    const plain = answer(bug, false);
    expect(plain).toMatchObject({
      status: 500,
      body: { error: { code: 'internal', message: 'Something went wrong' } },
    });
    expect(JSON.stringify(plain.body)).not.toMatch(/stack|\.ts|\/work/);
    expect(JSON.stringify(answer(bug, true).body)).toMatch(/"stack"/);
  });

  it("turns Postgres's refusal of a value into a 400 without its words", () => {
    const pg = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: '22021' });
    const out = answer(pg, false);
    expect(out.status).toBe(400);
    expect(JSON.stringify(out.body)).not.toMatch(/UTF8|0x00/);
  });

  it('answers a path that cannot be decoded, and other client errors express marks, as 4xx', () => {
    const decode = Object.assign(new URIError("Failed to decode param '%ED%B0%80'"), { status: 400 });
    expect(answer(decode, false)).toMatchObject({ status: 400, body: { error: { code: 'bad_request' } } });
    const charset = Object.assign(new Error('unsupported charset "UTF-7"'), { status: 415, expose: true });
    expect(answer(charset, false).status).toBe(415);
    expect(answer(new AppError('not_found', 'No such idea'), false).status).toBe(404);
  });
});
