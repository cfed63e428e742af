import { describe, expect, it } from 'vitest';
import { ZMatchRequest, ZSearchInvestorsQuery } from '../../../core/contracts/investors';
import { buildOpenApiDocument, MATCH_FIELD_DESCRIPTIONS, SEARCH_PARAMETER_DESCRIPTIONS } from './openapi';

const doc = buildOpenApiDocument('https://roundwise.example/');
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

type Operation = {
  summary?: string;
  description?: string;
  security?: unknown[];
  parameters?: { name: string; in: string; description?: string; schema?: unknown }[];
  responses?: Record<string, unknown>;
};

function operations(): [string, string, Operation][] {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    METHODS.filter((m) => m in item).map(
      (m) => [path, m, (item as Record<string, Operation>)[m]!] as [string, string, Operation],
    ),
  );
}

/** Every `$ref` in the document, with where it was found. */
function refs(node: unknown, at = '#'): [string, string][] {
  if (Array.isArray(node)) return node.flatMap((v, i) => refs(v, `${at}/${i}`));
  if (!node || typeof node !== 'object') return [];
  return Object.entries(node).flatMap(([k, v]) =>
    k === '$ref' && typeof v === 'string' ? [[at, v] as [string, string]] : refs(v, `${at}/${k}`),
  );
}

function resolve(pointer: string): unknown {
  if (!pointer.startsWith('#/')) return undefined;
  return pointer
    .slice(2)
    .split('/')
    .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], doc);
}

describe('OpenAPI document of /api/v1', () => {
  it('is OpenAPI 3.1 with the server under BASE_URL', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.title).toBeTruthy();
    expect(doc.info.version).toBeTruthy();
    expect(doc.servers).toEqual([{ url: 'https://roundwise.example/api/v1' }]);
  });

  it('documents the four endpoints, each with a summary, a description, responses and bearer security', () => {
    expect(operations().map(([path, method]) => `${method.toUpperCase()} ${path}`)).toEqual([
      'GET /investors',
      'GET /investors/{id}',
      'POST /match',
      'GET /portfolio/{investorId}',
    ]);
    for (const [path, method, op] of operations()) {
      const where = `${method} ${path}`;
      expect(op.summary, where).toBeTruthy();
      expect(op.description, where).toBeTruthy();
      expect(op.security, where).toEqual([{ bearerAuth: [] }]);
      expect(Object.keys(op.responses ?? {}), where).toEqual(expect.arrayContaining(['200', '401', '429']));
      for (const name of path.match(/\{(\w+)\}/g) ?? []) {
        const param = op.parameters?.find((p) => `{${p.name}}` === name);
        expect(param, `${where} declares ${name}`).toMatchObject({ in: 'path', required: true });
      }
    }
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
  });

  it('describes every search parameter of the contract, with its schema', () => {
    const params = doc.paths['/investors'].get.parameters;
    expect(params.map((p) => p.name).sort()).toEqual(Object.keys(ZSearchInvestorsQuery.shape).sort());
    expect(Object.keys(SEARCH_PARAMETER_DESCRIPTIONS).sort()).toEqual(
      Object.keys(ZSearchInvestorsQuery.shape).sort(),
    );
    for (const p of params) {
      expect(p.in).toBe('query');
      expect(p.description.length, p.name).toBeGreaterThan(10);
      expect(p.schema, p.name).toBeTypeOf('object');
      expect(p.schema, p.name).not.toHaveProperty('$schema');
    }
    const limit = params.find((p) => p.name === 'limit')!.schema;
    expect(limit).toMatchObject({ type: 'integer', minimum: 1, maximum: 100 });
    const status = params.find((p) => p.name === 'status')!.schema;
    expect(status).toMatchObject({ enum: ['all', 'hot', 'warm', 'cold'] });
  });

  it('has the contract schemas as components, referencing each other', () => {
    const schemas = doc.components.schemas;
    for (const name of [
      'Investor',
      'SearchInvestorsResponse',
      'MatchRequest',
      'MatchResponse',
      'PortfolioResponse',
      'Error',
    ]) {
      expect(schemas[name], name).toMatchObject({ type: 'object' });
      expect(schemas[name], name).not.toHaveProperty('$id');
    }
    expect(schemas.SearchInvestorsResponse).toMatchObject({
      properties: { investors: { items: { $ref: '#/components/schemas/Investor' } } },
    });
    // The request body is described as a client sends it: limit has a default, so only idea is required.
    expect(schemas.MatchRequest).toMatchObject({ required: ['idea'] });
  });

  it('resolves every $ref', () => {
    const all = refs(doc);
    expect(all.length).toBeGreaterThan(10);
    for (const [at, ref] of all) expect(resolve(ref), `${ref} at ${at}`).toBeDefined();
  });

  it('states the rate limits per plan, in requests an hour per account', () => {
    expect(doc['x-rate-limits']).toEqual({ starter: 100, growth: 1000, scale: 10_000 });
    expect(doc.info.description).toMatch(/per account and per hour, all its keys together/);
    expect(JSON.stringify(doc)).not.toMatch(/JWT/i);
  });

  it('describes every match field with its unit and an example, and refuses unknown fields (issue 32)', () => {
    const match = doc.components.schemas.MatchRequest as {
      properties: Record<string, { description?: string; examples?: unknown[] }>;
      additionalProperties: unknown;
    };
    expect(Object.keys(match.properties).sort()).toEqual(Object.keys(ZMatchRequest.shape).sort());
    expect(Object.keys(MATCH_FIELD_DESCRIPTIONS).sort()).toEqual(Object.keys(ZMatchRequest.shape).sort());
    for (const [name, field] of Object.entries(match.properties)) {
      expect(field.description?.length, name).toBeGreaterThan(20);
      expect(field.examples, name).toHaveLength(1);
      expect(
        ZMatchRequest.shape[name as keyof typeof ZMatchRequest.shape].safeParse(field.examples![0]).success,
        name,
      ).toBe(true);
    }
    expect(match.properties.check_size!.description).toMatch(/thousands of US dollars/);
    expect(match.additionalProperties).toBe(false);
  });

  it('is plain JSON', () => {
    expect(JSON.parse(JSON.stringify(doc))).toEqual(doc);
  });
});

describe('the age of the data (issue 19)', () => {
  type Schema = { properties?: Record<string, { description?: string }>; required?: string[] };
  const okSchema = (op: Operation): Schema => {
    const ref = (op.responses!['200'] as { content: { 'application/json': { schema: { $ref: string } } } })
      .content['application/json'].schema.$ref;
    return resolve(ref) as Schema;
  };

  it('documents as_of and sources on every answer', () => {
    for (const [path, method, op] of operations()) {
      const schema = okSchema(op);
      expect(schema.required, `${method} ${path}`).toEqual(expect.arrayContaining(['as_of', 'sources']));
      expect(JSON.stringify(schema.properties?.sources)).toContain('#/components/schemas/DataSource');
    }
    const source = resolve('#/components/schemas/DataSource') as Schema;
    expect(source.properties?.as_of?.description).toMatch(/date it describes/);
  });

  it('says what date an investor status is relative to, and that it is not today', () => {
    const investor = resolve('#/components/schemas/Investor') as Schema;
    expect(investor.properties?.status_as_of?.description).toMatch(/not today/);
    expect(investor.properties?.status?.description).toMatch(/relative to status_as_of/);
    expect(doc.info.description).toContain('2013-06-30');
    expect(doc.info.description).toContain('2026-08');
  });
});
