import { z } from 'zod';
import { RATE_LIMITS } from '../../../core/contracts/api-keys';
import {
  MATCH_STAGES,
  MAX_PAGE_SIZE,
  ZDataSource,
  ZInvestor,
  ZInvestorResponse,
  ZMatchRequest,
  ZPortfolioResponse,
  ZSearchInvestorsQuery,
  ZSearchInvestorsResponse,
} from '../../../core/contracts/investors';
import { FOCUS_TAGS, STAGE_TAGS } from '../../../core/contracts/vocabulary';
import { ZApiMatchResponse } from '../../../core/contracts/warm-paths';

/** How the public API answers an error (the shape `errorHandler` writes). */
const ZApiError = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    field: z.string().optional(),
  }),
});

type JsonSchema = Record<string, unknown>;

/** What each search parameter means; the test checks every parameter of the contract is described. */
export const SEARCH_PARAMETER_DESCRIPTIONS: Record<keyof z.input<typeof ZSearchInvestorsQuery>, string> = {
  q: 'Free-text search over the investor name, description and focus areas (case-insensitive).',
  status:
    'Activity in the deal history, relative to its end (status_as_of, 2013-06-30 in the shipped data): hot (a deal in the 3 months before it), warm, cold, or all (the default: no filter on status).',
  stage:
    'Stages the investor invests in, comma-separated (e.g. pre-seed,seed,series-a); any of them matches.',
  focus: 'Focus areas, comma-separated (e.g. fintech,ai-ml); any of them matches.',
  location: 'Part of the investor location, such as a city or a country (case-insensitive).',
  check_min: 'Smallest check size wanted, in thousands of US dollars.',
  check_max: 'Largest check size wanted, in thousands of US dollars; not below check_min.',
  sort: 'Order of the results: relevance (the default with q), name, recent (latest known deal first), activity (most deals in the deal history) or check_size.',
  limit: `Results per page, 1 to ${MAX_PAGE_SIZE}.`,
  cursor: 'The next_cursor of the previous page, to get the next one.',
};

/** What each match field means, with its unit; the test checks every field of the contract is described. */
export const MATCH_FIELD_DESCRIPTIONS: Record<
  keyof z.input<typeof ZMatchRequest>,
  { text: string; example: unknown }
> = {
  idea: {
    text: 'The startup in plain words: what it does, for whom, where; up to 5,000 characters. The sectors, stage, raise and place are read from it when not given.',
    example: 'B2B payments for freight brokers in Lagos, raising a $750K seed round',
  },
  stage: {
    text: `The round being raised, one of ${MATCH_STAGES.join(', ')} (other spellings such as "Series A" or "pre seed" are read as these).`,
    example: 'seed',
  },
  focus: {
    text: 'The sectors of the startup, when known (otherwise read from `idea`): up to 10 focus tags, as the search takes them.',
    example: ['fintech', 'logistics'],
  },
  check_size: {
    text: 'The amount being raised (the round), in thousands of US dollars, as a JSON number: 750 means $750,000.',
    example: 750,
  },
  location: {
    text: 'Where the startup is, a city or a country (up to 100 characters); read from `idea` when not given.',
    example: 'Lagos, Nigeria',
  },
  company: {
    text: "The startup's company name when it has raised before: its earlier investors and their co-investors rank higher.",
    example: 'Fernhill Logistics',
  },
  limit: { text: 'How many investors to return, best first: 1 to 50 (20 when not given).', example: 10 },
};

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const json = (schema: JsonSchema) => ({ 'application/json': { schema } });
const errorResponse = (description: string, headers?: Record<string, unknown>) => ({
  description,
  ...(headers ? { headers } : {}),
  content: json(ref('Error')),
});

/** The JSON Schema (2020-12, as OpenAPI 3.1 uses) of a zod schema, without the per-document keywords. */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const {
    $schema: _,
    $id: __,
    ...rest
  } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

/** Response schemas that reference each other through components.schemas. */
function responseSchemas(): Record<string, JsonSchema> {
  const registry = z.registry<{ id: string }>();
  registry.add(ZDataSource, { id: 'DataSource' });
  registry.add(ZInvestor, { id: 'Investor' });
  registry.add(ZInvestorResponse, { id: 'InvestorResponse' });
  registry.add(ZSearchInvestorsResponse, { id: 'SearchInvestorsResponse' });
  // Each match says the key owner's own warm paths to the investor (issue 33; empty without contacts).
  registry.add(ZApiMatchResponse.shape.matches.element, { id: 'InvestorMatch' });
  registry.add(ZApiMatchResponse, { id: 'MatchResponse' });
  registry.add(ZPortfolioResponse, { id: 'PortfolioResponse' });
  registry.add(ZApiError, { id: 'Error' });
  const { schemas } = z.toJSONSchema(registry, { uri: (id) => `#/components/schemas/${id}` }) as {
    schemas: Record<string, JsonSchema>;
  };
  return Object.fromEntries(
    Object.entries(schemas).map(([name, { $schema: _, $id: __, ...schema }]) => [name, schema]),
  );
}

/**
 * The match body as the route validates it. `idea` is trimmed before its length is checked, which JSON Schema's
 * minLength cannot say: the pattern says it (a character other than white space), so "\r" is not documented as
 * valid only to be refused with "idea is required" (found by schemathesis).
 */
/**
 * What the input layer refuses (src/api/input-text.ts), as JSON Schema patterns: control characters anywhere (tabs and
 * line breaks are kept in a body, never in a query); found by schemathesis, which counts a refused string the
 * document allowed as a failure.
 */
const BODY_TEXT = '^[^\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f-\\u009f]*$';
const QUERY_TEXT = '^[^\\u0000-\\u001f\\u007f-\\u009f]*$';
/** Text the route trims and then requires: a character other than white space, and no control character. */
const REQUIRED_BODY_TEXT =
  '^[^\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f-\\u009f]*[^\\s\\u0000-\\u001f\\u007f-\\u009f][^\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f-\\u009f]*$';

/** Adds the input layer's pattern to every free-text string of a schema (not enums, formats or patterned ones). */
function withTextPattern(schema: JsonSchema, pattern: string): JsonSchema {
  const s = schema as JsonSchema & {
    type?: unknown;
    enum?: unknown;
    format?: unknown;
    pattern?: unknown;
    anyOf?: JsonSchema[];
    items?: JsonSchema;
  };
  const out: JsonSchema = { ...s };
  if (s.type === 'string' && !s.enum && !s.format && !s.pattern) out.pattern = pattern;
  if (s.anyOf) out.anyOf = s.anyOf.map((a) => withTextPattern(a, pattern));
  if (s.items) out.items = withTextPattern(s.items, pattern);
  return out;
}

function matchRequestSchema(): JsonSchema {
  const schema = jsonSchema(ZMatchRequest, 'input') as { properties: Record<string, JsonSchema> };
  for (const [name, property] of Object.entries(schema.properties))
    schema.properties[name] = withTextPattern(property, BODY_TEXT);
  schema.properties.idea = { ...schema.properties.idea, pattern: REQUIRED_BODY_TEXT };
  for (const [name, { text, example }] of Object.entries(MATCH_FIELD_DESCRIPTIONS))
    schema.properties[name] = { ...schema.properties[name], description: text, examples: [example] };
  // Unknown fields are refused (400 naming the field), as on every route.
  return { ...schema, additionalProperties: false };
}

/**
 * A comma-separated list of accepted values as the route reads it (each item trimmed, any case, empty items
 * ignored), as a pattern: `stage=0` is then invalid by the document as by the route (found by schemathesis).
 */
function listPattern(accepted: readonly string[]): { item: string; list: string } {
  const anyCase = (v: string) =>
    v.replace(/[a-z]/g, (c) => `[${c}${c.toUpperCase()}]`).replace(/[+.]/g, (c) => `\\${c}`);
  const one = `(${accepted.map(anyCase).join('|')})`;
  return { item: `^ *${one} *$`, list: `^ *${one}? *(, *${one}? *){0,9}$` };
}

const LIST_PARAMETERS: Partial<Record<keyof typeof ZSearchInvestorsQuery.shape, readonly string[]>> = {
  stage: STAGE_TAGS,
  focus: FOCUS_TAGS,
};

function searchParameters() {
  const shape = ZSearchInvestorsQuery.shape;
  return (Object.keys(SEARCH_PARAMETER_DESCRIPTIONS) as (keyof typeof shape)[]).map((name) => {
    const accepted = LIST_PARAMETERS[name];
    const { item, list } = accepted ? listPattern(accepted) : { item: '', list: '' };
    return {
      name,
      in: 'query',
      required: false,
      description: SEARCH_PARAMETER_DESCRIPTIONS[name],
      schema: accepted
        ? {
            anyOf: [
              { type: 'string', pattern: list },
              { type: 'array', maxItems: 10, items: { type: 'string', pattern: item } },
            ],
          }
        : withTextPattern(jsonSchema(shape[name], 'input'), QUERY_TEXT),
    };
  });
}

const rateLimitHeaders = {
  'X-RateLimit-Limit': { $ref: '#/components/headers/X-RateLimit-Limit' },
  'X-RateLimit-Remaining': { $ref: '#/components/headers/X-RateLimit-Remaining' },
  'X-RateLimit-Reset': { $ref: '#/components/headers/X-RateLimit-Reset' },
};

const commonErrors = {
  '401': errorResponse('The API key is missing, malformed, unknown or revoked.'),
  '429': errorResponse("The key's account used up its requests for this hour.", {
    ...rateLimitHeaders,
    'Retry-After': { $ref: '#/components/headers/Retry-After' },
  }),
};

const ok = (description: string, schema: string) => ({
  description,
  headers: rateLimitHeaders,
  content: json(ref(schema)),
});

function investorIdParameter(name: string) {
  return {
    name,
    in: 'path',
    required: true,
    description:
      'The investor id, as returned by the search: up to 200 characters, without spaces or control characters.',
    // What the route takes: a path with a control character or a space in it is refused with 400.
    schema: {
      type: 'string',
      minLength: 1,
      maxLength: 200,
      pattern: '^[^\\s\\u0000-\\u001f\\u007f-\\u009f]+$',
    },
  };
}

/** The document's outline, which GET /api/v1/openapi.json is checked against (its parts are JSON Schema's own). */
export const ZOpenApiDocument = z.object({
  openapi: z.literal('3.1.0'),
  info: z.object({ title: z.string(), version: z.string(), description: z.string() }),
  servers: z.array(z.object({ url: z.string() })),
  'x-rate-limits': z.record(z.string(), z.number()),
  security: z.array(z.record(z.string(), z.array(z.string()))),
  paths: z.record(z.string(), z.record(z.string(), z.record(z.string(), z.unknown()))),
  components: z.object({
    schemas: z.record(z.string(), z.record(z.string(), z.unknown())),
    securitySchemes: z.record(z.string(), z.record(z.string(), z.unknown())),
    headers: z.record(z.string(), z.record(z.string(), z.unknown())),
  }),
});

/** The OpenAPI 3.1 description of /api/v1, generated from the same zod contracts the routes validate with. */
export function buildOpenApiDocument(baseUrl: string) {
  return {
    openapi: '3.1.0' as const,
    info: {
      title: 'Roundwise API',
      version: '1.0.0',
      description:
        'Investor data and AI matching from Roundwise. Every endpoint needs an API key from your dashboard, ' +
        'sent as `Authorization: Bearer <key>` (API keys only: no other token is accepted). Requests are limited ' +
        'per account and per hour, all its keys together (see ' +
        '`x-rate-limits`); every authenticated answer carries X-RateLimit-Limit, X-RateLimit-Remaining and ' +
        'X-RateLimit-Reset, and a refused one (429) carries Retry-After. Errors answer ' +
        '`{ "error": { "code", "message", "field" } }`, `field` naming the parameter at fault. A query parameter ' +
        'or a body field that an endpoint does not list is refused the same way (400), never ignored.\n\n' +
        'How old the data is: every answer about investors carries `as_of` (the end of the deal history) and ' +
        '`sources` (each source, what it provides and the date it describes). The deal history is the ' +
        'Crunchbase 2013 snapshot and ends on 2013-06-30; firm descriptions, stages and check sizes come from a ' +
        "directory of 2026-08. An investor's `status` (hot, warm, cold) is its activity relative to " +
        '`status_as_of`, the end of the deal history, not to today.',
    },
    servers: [{ url: `${baseUrl.replace(/\/+$/, '')}/api/v1` }],
    // Requests an hour per account, whatever number of keys it holds.
    'x-rate-limits': { ...RATE_LIMITS },
    security: [{ bearerAuth: [] }],
    paths: {
      '/investors': {
        get: {
          operationId: 'searchInvestors',
          summary: 'Search investors',
          description:
            'Lists investors matching a free-text search and filters, a page at a time. `total` counts all ' +
            'matches; pass `next_cursor` as `cursor` for the next page. `as_of` is the date of the latest ' +
            'deal in the data and `sources` lists where the data comes from, with the date each describes.',
          security: [{ bearerAuth: [] }],
          parameters: searchParameters(),
          responses: {
            '200': ok('A page of investors.', 'SearchInvestorsResponse'),
            '400': errorResponse('A parameter is not valid or not one of these; `field` names it.'),
            ...commonErrors,
          },
        },
      },
      '/investors/{id}': {
        get: {
          operationId: 'getInvestor',
          summary: 'Get an investor',
          description:
            'One investor with stages, focus areas, check size (thousands of US dollars) and its last known ' +
            'investments, with `as_of` and `sources` as in every answer.',
          security: [{ bearerAuth: [] }],
          parameters: [investorIdParameter('id')],
          responses: {
            '200': ok('The investor.', 'InvestorResponse'),
            '400': errorResponse(
              'The id is not a valid investor id (a control character, a space), or a query parameter was sent ' +
                '(this endpoint takes none); `field` names it.',
            ),
            '404': errorResponse('No investor has this id.'),
            ...commonErrors,
          },
        },
      },
      '/match': {
        post: {
          operationId: 'matchInvestors',
          summary: 'Match a startup to investors',
          description:
            'Ranks the investors that fit a startup description, with an overall score in [0, 1] and the ' +
            'score and reason on each dimension (sector, stage, check size, activity, geography, portfolio). ' +
            "With a founder's key, their own contacts' warm paths to each investor weigh in the ranking and are " +
            'listed as `warm_paths` (no one else ever sees them).',
          security: [{ bearerAuth: [] }],
          requestBody: { required: true, content: json(ref('MatchRequest')) },
          responses: {
            '200': ok('The best matches, best first.', 'MatchResponse'),
            '400': errorResponse(
              'A field of the body is not valid or not one of these, or a query parameter was sent (this ' +
                'endpoint takes none); `field` names it.',
            ),
            ...commonErrors,
          },
        },
      },
      '/portfolio/{investorId}': {
        get: {
          operationId: 'getPortfolio',
          summary: "Get an investor's portfolio",
          description:
            'The companies the investor backed in the deal history (to `as_of`), with their funding rounds, and ' +
            'those its website lists when it was read.',
          security: [{ bearerAuth: [] }],
          parameters: [investorIdParameter('investorId')],
          responses: {
            '200': ok('The portfolio.', 'PortfolioResponse'),
            '400': errorResponse(
              'The id is not a valid investor id (a control character, a space), or a query parameter was sent ' +
                '(this endpoint takes none); `field` names it.',
            ),
            '404': errorResponse('No investor has this id.'),
            ...commonErrors,
          },
        },
      },
    },
    components: {
      schemas: {
        ...responseSchemas(),
        MatchRequest: matchRequestSchema(),
      } as Record<string, JsonSchema>,
      securitySchemes: {
        bearerAuth: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'API key (rw_live_...)',
          description: 'An API key created on your dashboard.',
        },
      },
      headers: {
        'X-RateLimit-Limit': {
          description: "Requests an hour the plan of the key's account allows (all its keys together).",
          schema: { type: 'integer' },
        },
        'X-RateLimit-Remaining': {
          description: 'Requests left in the current hour.',
          schema: { type: 'integer' },
        },
        'X-RateLimit-Reset': {
          description: 'When the current hour window ends, in Unix seconds.',
          schema: { type: 'integer' },
        },
        'Retry-After': {
          description: 'Seconds until the next window, when requests are allowed again.',
          schema: { type: 'integer' },
        },
      },
    },
  };
}
