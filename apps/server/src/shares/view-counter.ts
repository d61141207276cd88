import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/** How often counted views are written to the database. */
export const VIEW_FLUSH_MS = 1000;

/**
 * Views of shared resumes, counted in memory and added to the database in one statement every second
 * (DESIGN.md decision 8: each share counts its views). A public read is then a plain SELECT: no row lock for a
 * popular share to queue on, no commit to wait for. Every server adds only its own counts (views = views + n),
 * so several servers count correctly together; a crash loses at most the last second's views.
 * Anything that shows views flushes first, so one server always shows every view it counted.
 */
export class ViewCounter {
  private pending = new Map<string, number>();
  private timer: ReturnType<typeof setTimeout> | undefined;
  private writing: Promise<void> = Promise.resolve();

  constructor(private readonly db: Db) {}

  count(shareId: string) {
    this.pending.set(shareId, (this.pending.get(shareId) ?? 0) + 1);
    this.timer ??= setTimeout(() => void this.flush().catch(() => undefined), VIEW_FLUSH_MS);
    // A server with nothing else to do may still exit (its close() flushes).
    this.timer.unref?.();
  }

  /** Writes the counted views now; resolves once every view counted so far is in the database. */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    const batch = this.pending;
    if (batch.size === 0) return this.writing;
    this.pending = new Map();
    const write = this.writing.then(async () => {
      const values = sql.join(
        [...batch].map(([id, n]) => sql`(${id}::text, ${n}::int)`),
        sql`, `,
      );
      try {
        // One statement: the totals, the last view, and the day's count for the owner's 30-day chart (UTC days). Only
        // shares the update found get a day row, so a share deleted since its views were counted is skipped.
        await this.db.execute(sql`
          with counted as (
            update shared_resumes s set views = s.views + v.n, last_viewed_at = now()
            from (values ${values}) as v(id, n) where s.id = v.id
            returning s.id, v.n)
          insert into share_view_days (share_id, day, views)
          select id, (now() at time zone 'utc')::date, n from counted
          on conflict (share_id, day) do update set views = share_view_days.views + excluded.views`);
      } catch (err) {
        // The database is away: keep the counts for the next flush rather than lose them.
        for (const [id, n] of batch) this.pending.set(id, (this.pending.get(id) ?? 0) + n);
        this.timer ??= setTimeout(() => void this.flush().catch(() => undefined), VIEW_FLUSH_MS);
        this.timer.unref?.();
        throw err;
      }
    });
    this.writing = write.catch(() => undefined);
    return write;
  }
}
