import type { z } from 'zod';
import { AppError } from '../domain/app-error';

/**
 * Unknown fields are refused alike on every route (issue 32): the web API and /api/v1 both answer 400 naming the
 * field, where zod's objects would drop it silently (a typo such as `check_sise` then changed nothing, unseen). Read
 * from the route's contract, so no contract has to be declared strict one by one: an object's own keys (through
 * refinements, defaults and optionals); a union or an object that takes any key (a catchall) is left to its contract.
 */
export function refuseUnknownFields(schema: z.ZodType | undefined, value: unknown): void {
  if (!schema || !value || typeof value !== 'object' || Array.isArray(value)) return;
  const keys = knownKeys(schema);
  if (!keys) return;
  const unknown = Object.keys(value).find((k) => !keys.has(k));
  if (unknown !== undefined)
    throw new AppError(
      'bad_request',
      `${unknown} is not a field of this request (it takes ${[...keys].join(', ') || 'no fields'})`,
      unknown,
    );
}

/**
 * Unknown query parameters are refused the same way (issue 32): a route with a `query` contract takes its keys, a
 * route without one takes none. Dropping them silently hid typos (`?limt=5` answered 20 rows) and let a client
 * believe a filter applied that never did. Pages' own query strings (`?redirect=`) are the web app's, not the API's,
 * and better-auth's /api/auth routes are not declared here, so neither is touched.
 */
export function refuseUnknownParameters(schema: z.ZodType | undefined, query: unknown): void {
  if (!query || typeof query !== 'object') return;
  const keys = schema ? knownKeys(schema) : new Set<string>();
  if (!keys) return;
  const unknown = Object.keys(query).find((k) => !keys.has(k));
  if (unknown !== undefined)
    throw new AppError(
      'bad_request',
      `${unknown} is not a query parameter of this request (it takes ${[...keys].join(', ') || 'none'})`,
      unknown,
    );
}

function knownKeys(schema: z.ZodType): Set<string> | null {
  let s = schema as unknown as { def: Record<string, unknown> & { type: string } };
  for (let i = 0; i < 8; i++) {
    const def = s.def;
    if (def.type === 'object') {
      const catchall = def.catchall as { def?: { type?: string } } | undefined;
      if (catchall && catchall.def?.type !== 'never') return null;
      return new Set(Object.keys(def.shape as object));
    }
    // Wrappers whose input is the inner schema's.
    const inner = (def.innerType ?? (def.type === 'pipe' ? def.in : undefined)) as typeof s | undefined;
    if (!inner) return null;
    s = inner;
  }
  return null;
}
