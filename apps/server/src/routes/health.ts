import { Hono } from 'hono';
import { APP_VERSION } from '@resumey/resume';
import type { AppContext, AppEnv } from '../context';

export function healthRoutes({ database }: AppContext) {
  return new Hono<AppEnv>().get('/', async (c) => {
    const up = await database.ping();
    return c.json(
      { status: up ? 'ok' : 'degraded', database: up ? 'up' : 'down', version: APP_VERSION },
      up ? 200 : 503,
    );
  });
}
