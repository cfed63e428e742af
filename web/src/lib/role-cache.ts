/**
 * The spec's role cache (§6): a role is kept per user for 60 seconds, at most 100 users are kept, the oldest
 * entry is evicted first, and expired entries are purged whenever the cache is touched.
 */
export const ROLE_CACHE_TTL_MS = 60_000;
export const ROLE_CACHE_MAX_ENTRIES = 100;

export class RoleCache<V> {
  private readonly entries = new Map<string, { value: V; storedAt: number }>();

  constructor(
    private readonly ttlMs = ROLE_CACHE_TTL_MS,
    private readonly maxEntries = ROLE_CACHE_MAX_ENTRIES,
    private readonly now: () => number = Date.now,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  get(key: string): V | undefined {
    this.purgeExpired();
    return this.entries.get(key)?.value;
  }

  set(key: string, value: V): void {
    this.purgeExpired();
    this.entries.delete(key);
    while (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
    this.entries.set(key, { value, storedAt: this.now() });
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }

  private purgeExpired(): void {
    const now = this.now();
    for (const [key, entry] of this.entries) {
      if (now - entry.storedAt >= this.ttlMs) this.entries.delete(key);
    }
  }
}
