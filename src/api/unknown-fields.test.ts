import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../domain/app-error';
import { refuseUnknownFields } from './unknown-fields';

const refused = (schema: z.ZodType, body: unknown) => {
  try {
    refuseUnknownFields(schema, body);
    return null;
  } catch (err) {
    return err instanceof AppError ? { field: err.field, message: err.message } : err;
  }
};

describe('unknown fields', () => {
  const ZBody = z.object({ idea: z.string(), limit: z.number().default(20) });

  it('are refused with a 400 naming the field and the fields the route takes', () => {
    expect(refused(ZBody, { idea: 'x', check_sise: 5 })).toEqual({
      field: 'check_sise',
      message: 'check_sise is not a field of this request (it takes idea, limit)',
    });
    expect(refused(ZBody, { idea: 'x', limit: 3 })).toBeNull();
  });

  it('are read through refinements, optionals and pipes, and left to unions and catchall objects', () => {
    expect(refused(ZBody.refine(() => true).optional(), { other: 1 })).toMatchObject({ field: 'other' });
    expect(refused(z.object({ a: z.string() }).passthrough(), { b: 1 })).toBeNull();
    expect(refused(z.union([z.object({ a: z.string() }), z.object({ b: z.string() })]), { c: 1 })).toBeNull();
    expect(refused(ZBody, [1, 2])).toBeNull();
  });
});
