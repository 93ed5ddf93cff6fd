/**
 * Values kept in this process for a bounded time (docs/decisions/caching.md): read through `load` when absent
 * or older than the bound; concurrent reads of one key share one load; a failed load is not kept. `forget` drops
 * a key at once — for a write this process made — so what this instance changes it sees at the next read.
 */
export class ExpiringCache<T> {
  private readonly entries = new Map<string, { value: Promise<T>; until: number }>();

  /** `ttlMs` 0: no caching at all (every `get` loads). */
  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
  ) {}

  get(key: string, load: () => Promise<T>): Promise<T> {
    if (this.ttlMs <= 0) return load();
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.until > now) return hit.value;
    const value = load();
    const entry = { value, until: now + this.ttlMs };
    this.entries.set(key, entry);
    value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    if (this.entries.size > this.maxEntries) this.dropExpired(now);
    return value;
  }

  forget(key: string): void {
    this.entries.delete(key);
  }

  /** Every key starting with `prefix` (a tenant's lists). */
  forgetPrefix(prefix: string): void {
    for (const key of this.entries.keys()) if (key.startsWith(prefix)) this.entries.delete(key);
  }

  private dropExpired(now: number): void {
    for (const [key, entry] of this.entries) if (entry.until <= now) this.entries.delete(key);
    // Still full of live entries: the oldest go (a Map keeps insertion order).
    for (const key of this.entries.keys()) {
      if (this.entries.size <= this.maxEntries) break;
      this.entries.delete(key);
    }
  }
}
