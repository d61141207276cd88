import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from './context';
import type { Database } from './db/client';
import { shareClock } from './clock';
import { jsonBody } from './http/validate';
import { purgeTrash } from './resumes/trash';

/** Up to ten years either way. */
const body = z.object({ offsetMs: z.number().int().min(-315_576_000_000).max(315_576_000_000) });

/**
 * PUT /api/test/clock {offsetMs}: moves the clock share expiry and the trash are judged by (clock.ts), then runs
 * the trash purge that is due by it, as the hourly one would (resumes/purge.ts). Mounted only with TEST_CLOCK=1,
 * which config.ts refuses in production; end-to-end tests use it to see a share expire or a resume purged.
 */
export const testClockRoutes = (database: Database) =>
  new Hono<AppEnv>().put('/api/test/clock', jsonBody(body), async (c) => {
    shareClock.setOffset(c.req.valid('json').offsetMs);
    await purgeTrash(database.db);
    return c.body(null, 204);
  });
