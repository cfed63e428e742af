const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Unique ids from base slugs. Items sharing a base are ordered by `tieBreak` (a stable source key) and get
 * `base`, `base-2`, `base-3`…, so ids depend only on the input, never on processing order.
 */
export function assignIds<T>(
  items: readonly T[],
  base: (item: T, index: number) => string,
  tieBreak: (item: T, index: number) => string,
): string[] {
  const order = items
    .map((item, index) => ({ index, base: base(item, index), tie: tieBreak(item, index) }))
    .sort((a, b) => compare(a.base, b.base) || compare(a.tie, b.tie));
  const used = new Set<string>();
  const ids: string[] = new Array(items.length);
  for (const { index, base: b } of order) {
    let id = b;
    for (let n = 2; used.has(id); n++) id = `${b}-${n}`;
    used.add(id);
    ids[index] = id;
  }
  return ids;
}
