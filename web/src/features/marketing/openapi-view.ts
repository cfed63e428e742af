// What /api-docs shows, read from the server's OpenAPI 3.1 document (GET /api/v1/openapi.json).
// Pure and defensive: the document is JSON from the network, so every field is checked before use.

const HTTP_METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
export type HttpMethod = Uppercase<(typeof HTTP_METHODS)[number]>;

type EndpointParam = {
  name: string;
  in: 'query' | 'path' | 'header' | 'cookie';
  required: boolean;
  description: string;
  type: string | null;
  example: string | null;
};

export type EndpointView = {
  method: HttpMethod;
  /** The path as written in the document, relative to the base URL: '/investors/{id}'. */
  path: string;
  /** The path from the site root: '/api/v1/investors/{id}'. */
  fullPath: string;
  summary: string;
  description: string;
  auth: boolean;
  params: EndpointParam[];
  /** A JSON example of the request body, when the operation takes one and the document gives an example. */
  bodyExample: string | null;
  hasBody: boolean;
};

type RateLimitView = { plan: string; limit: string };

export type ApiDocsView = {
  title: string;
  version: string | null;
  baseUrl: string;
  endpoints: EndpointView[];
  rateLimits: RateLimitView[];
};

export const AUTH_HEADER = 'Authorization: Bearer YOUR_API_KEY';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** Follows a local '#/components/…' reference; anything else is returned as is. */
function resolve(doc: Json, value: unknown): unknown {
  if (!isObject(value) || typeof value.$ref !== 'string' || !value.$ref.startsWith('#/')) return value;
  let node: unknown = doc;
  for (const part of value.$ref.slice(2).split('/')) {
    node = isObject(node) ? node[part.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined;
  }
  return node;
}

function exampleOf(param: Json, schema: Json): string | null {
  const example =
    param.example ?? schema.example ?? (Array.isArray(schema.examples) ? schema.examples[0] : undefined);
  return example === undefined || example === null ? null : String(example);
}

/** A short type name: 'string', 'integer', 'string | string[]'; '' when the schema does not say. */
function typeOf(doc: Json, raw: unknown, depth = 0): string {
  const schema = resolve(doc, raw);
  if (!isObject(schema) || depth > 3) return '';
  const variants = Array.isArray(schema.anyOf)
    ? schema.anyOf
    : Array.isArray(schema.oneOf)
      ? schema.oneOf
      : null;
  if (variants)
    return [...new Set(variants.map((v) => typeOf(doc, v, depth + 1)).filter(Boolean))].join(' | ');
  const types = (Array.isArray(schema.type) ? schema.type : [schema.type]).filter(
    (t): t is string => typeof t === 'string' && t !== 'null',
  );
  return types
    .map((t) => (t === 'array' ? `${typeOf(doc, schema.items, depth + 1) || 'any'}[]` : t))
    .join(' | ');
}

function toParam(doc: Json, raw: unknown): EndpointParam | null {
  const param = resolve(doc, raw);
  if (!isObject(param)) return null;
  const name = text(param.name);
  const location = text(param.in);
  if (!name || !['query', 'path', 'header', 'cookie'].includes(location)) return null;
  const schema = resolve(doc, param.schema);
  const schemaObject = isObject(schema) ? schema : {};
  return {
    name,
    in: location as EndpointParam['in'],
    required: location === 'path' || param.required === true,
    description: text(param.description) || text(schemaObject.description),
    type: typeOf(doc, schemaObject) || null,
    example: exampleOf(param, schemaObject),
  };
}

/** Path-level parameters, overridden by the operation's own with the same name and location. */
function paramsOf(doc: Json, pathItem: Json, operation: Json): EndpointParam[] {
  const list = [pathItem.parameters, operation.parameters].flatMap((group) =>
    Array.isArray(group) ? group.map((raw) => toParam(doc, raw)) : [],
  );
  const byKey = new Map<string, EndpointParam>();
  for (const param of list) if (param) byKey.set(`${param.in}:${param.name}`, param);
  // Path parameters first, then required ones, keeping the document's order otherwise.
  return [...byKey.values()].sort(
    (a, b) => Number(b.in === 'path') - Number(a.in === 'path') || Number(b.required) - Number(a.required),
  );
}

/** An operation needs auth when its security (or the document's) names at least one scheme. */
function needsAuth(doc: Json, operation: Json): boolean {
  const security = Array.isArray(operation.security) ? operation.security : doc.security;
  if (!Array.isArray(security) || security.length === 0) return false;
  return security.every((requirement) => isObject(requirement) && Object.keys(requirement).length > 0);
}

function bodyOf(doc: Json, operation: Json): { hasBody: boolean; example: string | null } {
  const body = resolve(doc, operation.requestBody);
  if (!isObject(body)) return { hasBody: false, example: null };
  const media = isObject(body.content) ? resolve(doc, body.content['application/json']) : undefined;
  if (!isObject(media)) return { hasBody: true, example: null };
  const schema = resolve(doc, media.schema);
  const firstExample = isObject(media.examples) ? resolve(doc, Object.values(media.examples)[0]) : undefined;
  const example =
    media.example ??
    (isObject(firstExample) ? firstExample.value : undefined) ??
    (isObject(schema) ? schema.example : undefined);
  return { hasBody: true, example: example === undefined ? null : JSON.stringify(example, null, 2) };
}

/** servers[0].url, made absolute against the page's origin when it is relative. */
function baseUrlOf(doc: Json, origin: string): string {
  const servers = Array.isArray(doc.servers) ? doc.servers : [];
  const url = text(isObject(servers[0]) ? servers[0].url : '') || '/';
  try {
    return new URL(url, origin).href.replace(/\/+$/, '');
  } catch {
    return url.replace(/\/+$/, '');
  }
}

function pathnameOf(baseUrl: string): string {
  try {
    return new URL(baseUrl).pathname.replace(/\/+$/, '');
  } catch {
    return '';
  }
}

/** `x-rate-limits` ({ free: 100, pro: 1000, enterprise: 'custom' }) as 'Free' → '100 requests/hour'. */
function rateLimitsOf(doc: Json): RateLimitView[] {
  const limits = doc['x-rate-limits'];
  if (!isObject(limits)) return [];
  return Object.entries(limits).flatMap(([plan, limit]) => {
    const name = plan.charAt(0).toUpperCase() + plan.slice(1);
    if (typeof limit === 'number' && Number.isFinite(limit)) {
      return [{ plan: name, limit: `${limit.toLocaleString('en-US')} requests/hour` }];
    }
    const label = text(limit);
    return label ? [{ plan: name, limit: label.charAt(0).toUpperCase() + label.slice(1) }] : [];
  });
}

/** The docs page's view of an OpenAPI document. `origin` resolves a relative server URL. */
export function toApiDocsView(rawDoc: unknown, origin: string): ApiDocsView {
  const doc = isObject(rawDoc) ? rawDoc : {};
  const info = isObject(doc.info) ? doc.info : {};
  const baseUrl = baseUrlOf(doc, origin);
  const basePath = pathnameOf(baseUrl);
  const paths = isObject(doc.paths) ? doc.paths : {};
  const endpoints = Object.entries(paths).flatMap(([path, rawItem]) => {
    const pathItem = resolve(doc, rawItem);
    if (!isObject(pathItem)) return [];
    return HTTP_METHODS.flatMap((method): EndpointView[] => {
      const operation = pathItem[method];
      if (!isObject(operation)) return [];
      const body = bodyOf(doc, operation);
      return [
        {
          method: method.toUpperCase() as HttpMethod,
          path,
          fullPath: `${basePath}${path}`,
          summary: text(operation.summary),
          description: text(operation.description),
          auth: needsAuth(doc, operation),
          params: paramsOf(doc, pathItem, operation),
          bodyExample: body.example,
          hasBody: body.hasBody,
        },
      ];
    });
  });
  return {
    title: text(info.title) || 'API',
    version: text(info.version) || null,
    baseUrl,
    endpoints,
    rateLimits: rateLimitsOf(doc),
  };
}

/** A curl command for one endpoint: its example path and query values, the bearer header and JSON. */
export function exampleRequest(baseUrl: string, endpoint: EndpointView): string {
  let path = endpoint.path;
  const query = new URLSearchParams();
  for (const param of endpoint.params) {
    if (param.in === 'path') {
      const value = param.example ?? param.name.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase();
      path = path.replace(`{${param.name}}`, encodeURIComponent(value));
    } else if (param.in === 'query' && param.example !== null) {
      query.set(param.name, param.example);
    }
  }
  const search = query.toString();
  const lines = [
    `curl -X ${endpoint.method} "${baseUrl}${path}${search ? `?${search}` : ''}"`,
    `  -H "${AUTH_HEADER}"`,
    '  -H "Content-Type: application/json"',
  ];
  if (endpoint.bodyExample) {
    const json = JSON.stringify(JSON.parse(endpoint.bodyExample)).replace(/'/g, `'\\''`);
    lines.push(`  -d '${json}'`);
  }
  return lines.join(' \\\n');
}
