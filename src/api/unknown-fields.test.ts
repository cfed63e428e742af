import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../domain/app-error';
import { refuseUnknownFields, refuseUnknownParameters } from './unknown-fields';

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

describe('unknown query parameters', () => {
  const refusedQuery = (schema: z.ZodType | undefined, query: unknown) => {
    try {
      refuseUnknownParameters(schema, query);
      return null;
    } catch (err) {
      return err instanceof AppError ? { field: err.field, message: err.message } : err;
    }
  };
  const ZQuery = z
    .object({ q: z.string().optional(), limit: z.coerce.number().default(20) })
    .refine(() => true);

  it('are refused naming the parameter and those the route takes', () => {
    expect(refusedQuery(ZQuery, { q: 'x', limt: '5' })).toEqual({
      field: 'limt',
      message: 'limt is not a query parameter of this request (it takes q, limit)',
    });
    expect(refusedQuery(ZQuery, { q: 'x', limit: '5' })).toBeNull();
  });

  it('are all refused on a route that declares no query, and none is fine', () => {
    expect(refusedQuery(undefined, { v: '1' })).toEqual({
      field: 'v',
      message: 'v is not a query parameter of this request (it takes none)',
    });
    expect(refusedQuery(undefined, {})).toBeNull();
    expect(refusedQuery(z.object({ a: z.string() }).catchall(z.string()), { b: '1' })).toBeNull();
  });
});
