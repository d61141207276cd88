/** How long a public share read may be answered from memory. */
export const PUBLIC_CACHE_MS = 1000;
const MAX_ENTRIES = 10_000;

interface Entry<T> {
  at: number;
  generation: number;
  value: Promise<T>;
}

/**
 * Public share reads answered from memory for up to a second (DESIGN.md section 5: a shared link opened by many
 * at once must cost about what a bare server costs). Concurrent reads of one address share one query.
 *
 * Freshness: any successful change made through this server (a save, a new or deleted share, a new username)
 * empties the cache at once (app.ts), so this server never shows an old copy after its own writes. Another
 * server behind the same load balancer shows a change at most a second late. Views are counted for every read
 * whatever answered it (shares/view-counter.ts).
 */
export class PublicCache<T> {
  private entries = new Map<string, Entry<T>>();
  private generation = 0;

  constructor(private readonly now: () => number = Date.now) {}

  get(key: string, load: () => Promise<T>): Promise<T> {
    const now = this.now();
    const hit = this.entries.get(key);
    if (hit && hit.generation === this.generation && now - hit.at < PUBLIC_CACHE_MS) return hit.value;
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    const generation = this.generation;
    const value = load();
    const entry = { at: now, generation, value };
    this.entries.set(key, entry);
    // A failed read (database away) is not remembered.
    value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return value;
  }

  /** Forgets everything: called after every successful change made through this server. */
  invalidate() {
    this.generation++;
    this.entries.clear();
  }
}
