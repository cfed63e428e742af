import { describe, expect, it } from 'vitest';
import { exampleRequest, toApiDocsView } from './openapi-view';

const ORIGIN = 'https://app.example.com';

const DOC = {
  openapi: '3.1.0',
  info: { title: 'Roundwise API', version: '1.0.0' },
  servers: [{ url: 'https://app.example.com/api/v1' }],
  security: [{ bearer: [] }],
  'x-rate-limits': { free: 100, pro: 1000, enterprise: 'custom' },
  components: {
    securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
    parameters: {
      Limit: {
        name: 'limit',
        in: 'query',
        description: 'Results per page',
        schema: { type: 'integer', example: 10 },
      },
    },
  },
  paths: {
    '/investors': {
      get: {
        summary: 'Search investors',
        description: 'Filtered and paged.',
        parameters: [
          {
            name: 'status',
            in: 'query',
            description: 'hot, warm or cold',
            schema: { type: 'string' },
            example: 'hot',
          },
          {
            name: 'stage',
            in: 'query',
            description: 'Comma-separated stages',
            schema: { type: ['string', 'null'], example: 'seed' },
          },
          { $ref: '#/components/parameters/Limit' },
          { name: 'cursor', in: 'query', schema: { type: 'string' } },
          {
            name: 'focus',
            in: 'query',
            schema: { anyOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }] },
          },
        ],
      },
    },
    '/investors/{id}': {
      parameters: [{ name: 'id', in: 'path', description: 'Investor id', schema: { type: 'string' } }],
      get: { summary: 'One investor' },
    },
    '/match': {
      post: {
        summary: 'Match a startup',
        requestBody: { content: { 'application/json': { example: { idea: "Founders' CRM", limit: 5 } } } },
      },
    },
    '/health': { get: { summary: 'Health', security: [] } },
  },
};

describe('toApiDocsView', () => {
  const view = toApiDocsView(DOC, ORIGIN);

  it('reads the title, version, base URL and every operation in order', () => {
    expect(view.title).toBe('Roundwise API');
    expect(view.version).toBe('1.0.0');
    expect(view.baseUrl).toBe('https://app.example.com/api/v1');
    expect(view.endpoints.map((e) => `${e.method} ${e.fullPath}`)).toEqual([
      'GET /api/v1/investors',
      'GET /api/v1/investors/{id}',
      'POST /api/v1/match',
      'GET /api/v1/health',
    ]);
  });

  it('takes auth from the document, unless an operation opts out', () => {
    expect(view.endpoints.map((e) => e.auth)).toEqual([true, true, true, false]);
  });

  it('reads parameters, following $refs and path-level parameters', () => {
    const [list, one] = view.endpoints;
    expect(list?.params).toEqual([
      {
        name: 'status',
        in: 'query',
        required: false,
        description: 'hot, warm or cold',
        type: 'string',
        example: 'hot',
      },
      {
        name: 'stage',
        in: 'query',
        required: false,
        description: 'Comma-separated stages',
        type: 'string',
        example: 'seed',
      },
      {
        name: 'limit',
        in: 'query',
        required: false,
        description: 'Results per page',
        type: 'integer',
        example: '10',
      },
      { name: 'cursor', in: 'query', required: false, description: '', type: 'string', example: null },
      {
        name: 'focus',
        in: 'query',
        required: false,
        description: '',
        type: 'string | string[]',
        example: null,
      },
    ]);
    expect(one?.params).toEqual([
      { name: 'id', in: 'path', required: true, description: 'Investor id', type: 'string', example: null },
    ]);
    expect(one?.summary).toBe('One investor');
  });

  it('formats the rate limits per hour', () => {
    expect(view.rateLimits).toEqual([
      { plan: 'Free', limit: '100 requests/hour' },
      { plan: 'Pro', limit: '1,000 requests/hour' },
      { plan: 'Enterprise', limit: 'Custom' },
    ]);
  });

  it('resolves a relative server URL against the origin', () => {
    const relative = toApiDocsView({ ...DOC, servers: [{ url: '/api/v1/' }] }, ORIGIN);
    expect(relative.baseUrl).toBe('https://app.example.com/api/v1');
    expect(relative.endpoints[0]?.fullPath).toBe('/api/v1/investors');
  });

  it('survives a document that is not one', () => {
    expect(toApiDocsView(null, ORIGIN)).toEqual({
      title: 'API',
      version: null,
      baseUrl: 'https://app.example.com',
      endpoints: [],
      rateLimits: [],
    });
    expect(
      toApiDocsView({ paths: { '/x': { get: 'nope' } }, 'x-rate-limits': [] }, ORIGIN).endpoints,
    ).toEqual([]);
  });
});

describe('exampleRequest', () => {
  const view = toApiDocsView(DOC, ORIGIN);

  it('builds a curl call with the example query, bearer header and JSON content type', () => {
    expect(exampleRequest(view.baseUrl, view.endpoints[0]!)).toBe(
      [
        'curl -X GET "https://app.example.com/api/v1/investors?status=hot&stage=seed&limit=10" \\',
        '  -H "Authorization: Bearer YOUR_API_KEY" \\',
        '  -H "Content-Type: application/json"',
      ].join('\n'),
    );
  });

  it('fills path parameters and adds a JSON body', () => {
    expect(exampleRequest(view.baseUrl, view.endpoints[1]!).split('\n')[0]).toBe(
      'curl -X GET "https://app.example.com/api/v1/investors/ID" \\',
    );
    expect(exampleRequest(view.baseUrl, view.endpoints[2]!).split('\n').at(-1)).toBe(
      String.raw`  -d '{"idea":"Founders'\'' CRM","limit":5}'`,
    );
  });
});
