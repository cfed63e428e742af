import { LRUCache } from 'lru-cache';

// Filters people use are few (a status, a stage, a city); their document sets are kept, least recently used
// first out, within this many bytes (a set of 20K investors takes ~190 KB: 512 of them would have taken 100 MB).
const SELECTION_CACHE_BYTES = 16 * 2 ** 20;

/** A set of documents both as a mask (for lookups) and as a list (for visiting). */
export interface Selection {
  mask: Uint8Array;
  list: number[];
}

/** The search index's sets of documents (a filter's, a parsed part's), made once and kept by key. */
export class DocumentSelections {
  private readonly cache = new LRUCache<string, Selection>({
    maxSize: SELECTION_CACHE_BYTES,
    sizeCalculation: (s, key) => s.mask.byteLength + s.list.length * 8 + key.length * 2 + 64,
  });

  constructor(private readonly docCount: number) {}

  /** The documents in any of `lists`, kept under a key made of `kind` and `values`. */
  get(kind: string, values: readonly (string | number)[], lists: () => (number[] | undefined)[]): Selection {
    const key = `${kind}:${[...values].sort().join('|')}`;
    let found = this.cache.get(key);
    if (!found) {
      const mask = new Uint8Array(this.docCount);
      const list: number[] = [];
      for (const l of lists()) {
        for (const doc of l ?? []) {
          if (mask[doc] === 1) continue;
          mask[doc] = 1;
          list.push(doc);
        }
      }
      found = { mask, list };
      this.cache.set(key, found);
    }
    return found;
  }
}

/** Whether a document is in every one of the masks. */
export function passes(masks: readonly Uint8Array[], doc: number): boolean {
  for (let i = 0; i < masks.length; i++) if (masks[i]![doc] !== 1) return false;
  return true;
}
