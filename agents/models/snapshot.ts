/**
 * A JSON copy of a value for the run record (a node's state, a prompt, a tool's answer), bounded so one node cannot
 * bloat the record: long strings and lists are cut with a note of what was left out, deep nesting is summarised,
 * and what JSON cannot hold (functions, class instances such as a browser or a database handle) is named instead.
 */
export interface SnapshotLimits {
  /** Characters kept of a string. */
  maxString: number;
  /** Items kept of a list (and keys of an object). */
  maxItems: number;
  /** Levels of nesting kept. */
  maxDepth: number;
}

/**
 * Enough to see why a node did what it did (the top candidates with their dimension scores, the idea, the figures)
 * at about 140 KB per analysis recorded, beside its 120 KB history (40 items and 2,000 characters made it 390 KB).
 */
export const SNAPSHOT_LIMITS: SnapshotLimits = { maxString: 1_000, maxItems: 12, maxDepth: 7 };

export function snapshot(value: unknown, limits: SnapshotLimits = SNAPSHOT_LIMITS): unknown {
  const seen = new WeakSet<object>();
  const walk = (v: unknown, depth: number): unknown => {
    if (v === null || v === undefined) return null;
    if (typeof v === 'string')
      return v.length > limits.maxString
        ? `${v.slice(0, limits.maxString)}… (${v.length - limits.maxString} more characters)`
        : v;
    if (typeof v === 'number') return Number.isFinite(v) ? v : String(v);
    if (typeof v === 'boolean') return v;
    if (typeof v === 'bigint') return v.toString();
    if (typeof v === 'function') return `[function ${v.name || 'anonymous'}]`;
    if (typeof v !== 'object') return String(v);
    if (v instanceof Date) return Number.isNaN(v.getTime()) ? null : v.toISOString();
    if (seen.has(v)) return '[circular]';
    if (depth >= limits.maxDepth) return Array.isArray(v) ? `[${v.length} items]` : '[object]';
    seen.add(v);
    try {
      if (Array.isArray(v)) {
        const kept = v.slice(0, limits.maxItems).map((x) => walk(x, depth + 1));
        if (v.length > limits.maxItems) kept.push(`… ${v.length - limits.maxItems} more items`);
        return kept;
      }
      const proto = Object.getPrototypeOf(v);
      if (proto !== Object.prototype && proto !== null) {
        if (v instanceof Map) return walk(Object.fromEntries(v), depth);
        if (v instanceof Set) return walk([...v], depth);
        const json = (v as { toJSON?: () => unknown }).toJSON;
        if (typeof json === 'function') return walk(json.call(v), depth);
        const name = (proto as { constructor?: { name?: string } }).constructor?.name ?? 'object';
        // Messages and errors read well as their fields; other instances (a browser, a pool) are only named.
        if (!(v instanceof Error) && !('content' in v)) return `[${name}]`;
      }
      const entries = Object.entries(v as Record<string, unknown>);
      const out: Record<string, unknown> = {};
      for (const [k, x] of entries.slice(0, limits.maxItems)) out[k] = walk(x, depth + 1);
      if (v instanceof Error) out.message = v.message;
      if (entries.length > limits.maxItems) out['…'] = `${entries.length - limits.maxItems} more fields`;
      return out;
    } finally {
      seen.delete(v);
    }
  };
  return walk(value, 0);
}
