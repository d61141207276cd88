import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from './context';
import { shareClock } from './clock';
import { jsonBody } from './http/validate';

/** Up to ten years either way. */
const body = z.object({ offsetMs: z.number().int().min(-315_576_000_000).max(315_576_000_000) });

/**
 * PUT /api/test/clock {offsetMs}: moves the clock share expiry is judged by (clock.ts). Mounted only with
 * TEST_CLOCK=1, which config.ts refuses in production; end-to-end tests use it to see a share expire.
 */
export const testClockRoutes = () =>
  new Hono<AppEnv>().put('/api/test/clock', jsonBody(body), (c) => {
    shareClock.setOffset(c.req.valid('json').offsetMs);
    return c.body(null, 204);
  });
