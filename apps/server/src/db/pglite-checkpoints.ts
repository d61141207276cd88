import type { PGlite } from '@electric-sql/pglite';

/**
 * Keeps crash recovery short on PGlite. PGlite runs PostgreSQL as a single backend with no checkpointer process,
 * so nothing ever checkpoints while the server runs (not checkpoint_timeout, not max_wal_size: both are the
 * checkpointer's job): after a `kill -9`, the next start replays every WAL record written since the server started.
 * Measured on a server that had run a while: 1.3 GB of WAL, 7 s of replay before /api/health answered, growing
 * without bound with uptime (and pg_wal with it). A checkpoint costs about 55 ms here, so this one checks every few
 * seconds how much WAL a crash would replay and checkpoints once that passes `maxWalBytes`.
 */

export interface CheckpointOptions {
  /** How often the WAL written since the last checkpoint is looked at. */
  everyMs: number;
  /** Checkpoint once a crash would replay more than this. */
  maxWalBytes: number;
}

/**
 * 16 MB replays in about 0.2 s; at PGlite's busiest (saves of resumes with photos) the WAL grows a few MB a
 * second, so a crash replays at most about 16 MB plus 5 s of writes.
 */
export const DEFAULT_CHECKPOINTS: CheckpointOptions = { everyMs: 5_000, maxWalBytes: 16 * 1024 * 1024 };

/** What these need of a PGlite client. */
export type Queryable = Pick<PGlite, 'query'>;

/** Bytes of WAL a crash now would replay: from the last checkpoint's redo point to the current end. */
export async function pendingWalBytes(client: Queryable): Promise<number> {
  const { rows } = await client.query<{ pending: string }>(
    `select pg_wal_lsn_diff(pg_current_wal_lsn(), redo_lsn)::text as pending from pg_control_checkpoint()`,
  );
  return Number(rows[0]?.pending ?? 0);
}

/** Checkpoints when due. Returns whether it did. */
export async function checkpointIfDue(client: Queryable, maxWalBytes: number): Promise<boolean> {
  if ((await pendingWalBytes(client)) <= maxWalBytes) return false;
  await client.query('checkpoint');
  return true;
}

/** Starts the periodic check; the returned function stops it (before the database closes). */
export function startCheckpoints(
  client: Queryable,
  { everyMs, maxWalBytes }: CheckpointOptions = DEFAULT_CHECKPOINTS,
): () => Promise<void> {
  let running: Promise<unknown> | undefined;
  const timer = setInterval(() => {
    if (running) return;
    // A failed check only skips this round; the next one tries again.
    running = checkpointIfDue(client, maxWalBytes)
      .catch(() => undefined)
      .finally(() => (running = undefined));
  }, everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
