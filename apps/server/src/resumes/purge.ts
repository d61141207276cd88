import type { Database } from '../db/client';
import type { Logger } from '../log';
import { purgeTrash } from './trash';
import { thinAllVersions } from './version-store';

/** How often the server purges the trash: a resume goes at most this long after its 30 days. */
export const PURGE_EVERY_MS = 60 * 60 * 1000;

/**
 * Runs the trash purge and the thinning of version history at start and then every hour (issue #42). Several servers on one database may all run it:
 * each purge is one DELETE of what is due, so two at once only find less to delete. Returns its stop.
 */
export function startTrashPurge(database: Database, log: Logger): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  const pass = async () => {
    const purged = await purgeTrash(database.db);
    if (purged > 0) log.info('trash purged', { resumes: purged });
    // Version history's thinning rides on the same hourly pass (issue #42 item 1).
    const thinned = await thinAllVersions(database.db);
    if (thinned > 0) log.info('versions thinned', { versions: thinned });
  };
  // Either step may meet a database that is away or closing: said in the log, never an unhandled rejection.
  const run = () =>
    (running = pass().catch((err: unknown) =>
      log.warn('trash purge could not reach the database', { error: String(err) }),
    ));
  void run();
  const timer = setInterval(() => void run(), PURGE_EVERY_MS);
  timer.unref();
  // Stopped before the database closes: a purge under way finishes first.
  return async () => {
    clearInterval(timer);
    await running;
  };
}
