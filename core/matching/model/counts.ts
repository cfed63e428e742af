/** Counts by key, read-only: what a track record asks of its counts by stage, sector and place. */
export interface Counts {
  get(key: string): number | undefined;
  has(key: string): boolean;
  keys(): Iterable<string>;
  readonly size: number;
}

/** The keys of every count, interned once per track record (a sector or a city is one number everywhere). */
export class KeyTable {
  readonly names: string[] = [];
  private readonly ids = new Map<string, number>();

  id(key: string): number {
    let id = this.ids.get(key);
    if (id === undefined) {
      id = this.names.push(key) - 1;
      this.ids.set(key, id);
    }
    return id;
  }

  find(key: string): number | undefined {
    return this.ids.get(key);
  }
}

/**
 * Counts frozen into two typed arrays: key ids in order, and their counts. 15,000 investors' six maps of a few keys
 * each took ~27 MB as Maps; as typed arrays they take a small part of that (src/memory/README.md).
 */
export class CompactCounts implements Counts {
  private readonly ids: Int32Array;
  private readonly values: Float32Array;

  constructor(
    map: ReadonlyMap<string, number>,
    private readonly table: KeyTable,
  ) {
    const entries = [...map].map(([k, v]) => [table.id(k), v] as const).sort((a, b) => a[0] - b[0]);
    this.ids = Int32Array.from(entries, (e) => e[0]);
    this.values = Float32Array.from(entries, (e) => e[1]);
  }

  get size(): number {
    return this.ids.length;
  }

  private at(key: string): number {
    const id = this.table.find(key);
    return id === undefined ? -1 : this.indexOf(id);
  }

  private indexOf(id: number): number {
    let lo = 0;
    let hi = this.ids.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      const v = this.ids[mid]!;
      if (v === id) return mid;
      if (v < id) lo = mid + 1;
      else hi = mid - 1;
    }
    return -1;
  }

  /** The count of a key by its id in the table (`KeyTable.find`), 0 without one: no string lookup. */
  countOf(id: number): number {
    const i = id < 0 ? -1 : this.indexOf(id);
    return i < 0 ? 0 : this.values[i]!;
  }

  get(key: string): number | undefined {
    const i = this.at(key);
    return i < 0 ? undefined : this.values[i];
  }

  has(key: string): boolean {
    return this.at(key) >= 0;
  }

  /** Each key's id in the table and its count, in id order. */
  forEachId(fn: (id: number, count: number) => void): void {
    for (let i = 0; i < this.ids.length; i++) fn(this.ids[i]!, this.values[i]!);
  }

  *keys(): Iterable<string> {
    for (const id of this.ids) yield this.table.names[id]!;
  }
}
