import { Hono, type Context } from 'hono';
import { unlockShareBody, type ApiErrorBody, type PublicShareResponse } from '@resumey/resume';
import type { AppContext, AppEnv } from '../context';
import { jsonText } from '../http/json-text';
import { clientIp } from '../http/rate-limit';
import { currentUser } from '../auth/current-user';
import { PUBLIC_CACHE_CONTROL, publicReader } from './read';
import type { PublicAddress } from './repository';
import { unlockCheckOf, unlockHandler, unlockKey, unlockLimit } from './unlock';
import { jsonBody } from '../http/validate';

/**
 * Shared resumes for anyone, no sign-in (SPEC.md section 6). Each read counts a view unless the owner reads it.
 *   GET /api/public/u/:username/:slug -> { resume, templateId }
 *   GET /api/public/v/:slug           -> { resume, templateId }   (the share of the account holding the slug)
 * An address used once whose share is gone answers 410 'This resume is no longer shared' (repository.ts), one past
 * its expiry 410 'This link has expired', a password-protected one 401 until unlocked:
 *   POST /api/public/u/:username/:slug/unlock {password} and /api/public/v/:slug/unlock -> 204 + cookie (unlock.ts)
 * Reads without a cookie (recruiters) are usually answered by fast-path.ts before reaching these routes; both
 * answer with the same pipeline (read.ts).
 */
export function publicRoutes(ctx: AppContext) {
  const read = publicReader(ctx);
  const key = unlockKey(ctx);
  const unlock = unlockHandler(ctx);
  const attempts = unlockLimit(ctx);
  const answer = async (c: Context<AppEnv>, address: PublicAddress) => {
    const { status, body, headers } = await read(
      address,
      clientIp(c),
      async () => (await currentUser(c))?.id ?? null,
      unlockCheckOf(c, key),
    );
    return status === 200
      ? jsonText<PublicShareResponse>(c, body, 200, headers)
      : jsonText<ApiErrorBody, 401 | 404 | 410 | 429>(c, body, status as 401 | 404 | 410 | 429, headers);
  };
  return new Hono<AppEnv>()
    .use(async (c, next) => {
      await next();
      // Errors too (set on the response's headers: c.header() after the response exists would make it a stream).
      c.res.headers.set('Cache-Control', PUBLIC_CACHE_CONTROL);
    })
    .get('/u/:username/:slug', (c) => answer(c, { username: c.req.param('username'), slug: c.req.param('slug') }))
    .get('/v/:slug', (c) => answer(c, { slug: c.req.param('slug') }))
    .post('/u/:username/:slug/unlock', attempts, jsonBody(unlockShareBody), (c) =>
      unlock(c, { username: c.req.param('username'), slug: c.req.param('slug') }, c.req.valid('json').password),
    )
    .post('/v/:slug/unlock', attempts, jsonBody(unlockShareBody), (c) =>
      unlock(c, { slug: c.req.param('slug') }, c.req.valid('json').password),
    );
}
