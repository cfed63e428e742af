/**
 * Readers of loosely shaped saved JSON (analyses saved before the contract, the strategy's free-form sections): a
 * value is taken as what it plainly is, or as nothing. The one home of these for the upgrade and the idea page.
 */
export type Obj = Record<string, unknown>;
export const isObj = (v: unknown): v is Obj => Boolean(v) && typeof v === 'object' && !Array.isArray(v);

/** A trimmed string, a finite number as text, or ''. */
export function str(v: unknown): string {
  if (typeof v === 'string') return v.trim();
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  return '';
}

/** A list of strings from an array, a JSON array string, or a comma-separated string. */
export function strList(v: unknown): string[] {
  let value = v;
  if (typeof value === 'string' && value.trim().startsWith('[')) {
    try {
      value = JSON.parse(value);
    } catch {
      /* keep the raw string */
    }
  }
  if (typeof value === 'string')
    return value
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
  return Array.isArray(value) ? value.map(str).filter(Boolean) : [];
}

/** The objects of a list, or of a list saved as a JSON string. */
export function list(v: unknown): Obj[] {
  let value = v;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return [];
    }
  }
  return Array.isArray(value) ? value.filter(isObj) : [];
}
