import { z } from 'zod';

type JsonSchema = {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  minLength?: number;
  minimum?: number;
  exclusiveMinimum?: number;
  maximum?: number;
  minItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
};

/**
 * The smallest value a contract plausibly accepts, read from its JSON Schema: required fields only, the first of
 * each choice, the least of each range. The hostile-input test puts one hostile string into it at a time, so the
 * string reaches past the contract's first "is required" into the handler and the database. A value it cannot
 * make valid (a pattern, a refinement) is still sent: the answer is then a 400, which is also fine.
 */
export function minimalValid(schema: z.ZodType): unknown {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return sample(json, 0);
}

/** The top-level fields of an object contract (its properties), for the test to aim at one by one. */
export function fieldsOf(schema: z.ZodType | undefined): string[] {
  if (!schema) return [];
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  const object = json.properties ? json : (json.anyOf ?? json.allOf ?? []).find((s) => s.properties);
  return Object.keys(object?.properties ?? {});
}

function sample(s: JsonSchema, depth: number): unknown {
  if (depth > 6) return null;
  if (s.const !== undefined) return s.const;
  if (s.enum?.length) return s.enum[0];
  const choice = s.anyOf ?? s.oneOf;
  if (choice?.length) return sample(choice.find((c) => c.type !== 'null') ?? choice[0]!, depth + 1);
  if (s.allOf?.length) return Object.assign({}, ...s.allOf.map((p) => sample(p, depth + 1)));
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
  switch (type) {
    case 'string':
      return stringFor(s);
    case 'integer':
    case 'number':
      return (
        s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : Math.min(1, s.maximum ?? 1))
      );
    case 'boolean':
      return true;
    case 'array':
      return Array.from({ length: s.minItems ?? 0 }, () => sample(s.items ?? {}, depth + 1));
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const key of s.required ?? []) out[key] = sample(s.properties?.[key] ?? {}, depth + 1);
      return out;
    }
    default:
      return s.default ?? 'a';
  }
}

function stringFor(s: JsonSchema): string {
  switch (s.format) {
    case 'uuid':
      return '00000000-0000-4000-8000-000000000000';
    case 'email':
      return 'someone@example.com';
    case 'uri':
    case 'url':
      return 'https://example.com/';
    case 'date':
      return '2026-01-15';
    case 'date-time':
      return '2026-01-15T10:00:00.000Z';
    default:
      return 'Fernhill'.padEnd(s.minLength ?? 0, 'x');
  }
}
