import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { unlockShareBody, type ApiErrorBody, type PublicAddress, type PublicShareResponse } from '@resumey/resume';
import type { AppContext, AppEnv } from '../context';
import { jsonText } from '../http/json-text';
import { clientIp } from '../http/rate-limit';
import { currentUser } from '../auth/current-user';
import { PUBLIC_CACHE_CONTROL } from './read';
import { unlockCheckOf, unlockHandler, unlockKey, unlockLimit } from './unlock';
import { jsonBody } from '../http/validate';
import { ApiError } from '../http/errors';
import { pathOf } from './previews';
import { chromeLanguageOf } from './chrome';

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
  const { read } = ctx.services.public;
  const key = unlockKey(ctx);
  const unlock = unlockHandler(ctx);
  const attempts = unlockLimit(ctx);

  /**
   * The password form of a page read without JavaScript posts here (page.ts): the right password sets the cookie
   * and sends the visitor back to the page, now showing the resume (303); a wrong or missing one shows the form
   * again with why (401). The page's script sends JSON instead, and gets JSON back.
   */
  const formUnlock =
    (addressOf: (c: Context<AppEnv>) => PublicAddress): MiddlewareHandler<AppEnv> =>
    async (c, next) => {
      const pages = ctx.services.public.pages?.format;
      if (!pages || !/^application\/x-www-form-urlencoded\b/i.test(c.req.header('content-type') ?? '')) return next();
      const address = addressOf(c);
      const again = (message: string) => {
        const page = pages.locked(address, message, chromeLanguageOf(c.req.header('accept-language')));
        return c.body(page.body, page.status, page.headers);
      };
      const form = await c.req.parseBody();
      const parsed = unlockShareBody.safeParse({ password: typeof form.password === 'string' ? form.password : '' });
      if (!parsed.success) return again(parsed.error.issues[0]!.message);
      let unlocked: Response;
      try {
        unlocked = await unlock(c, address, parsed.data.password);
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) return again(error.message);
        throw error;
      }
      const back = new Response(null, { status: 303, headers: { Location: `/${pathOf(address)}` } });
      for (const cookie of unlocked.headers.getSetCookie()) back.headers.append('Set-Cookie', cookie);
      return back;
    };
  const userSlug = (c: Context<AppEnv>) => ({ username: c.req.param('username')!, slug: c.req.param('slug')! });
  const slugOnly = (c: Context<AppEnv>) => ({ slug: c.req.param('slug')! });
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
    .post('/u/:username/:slug/unlock', attempts, formUnlock(userSlug), jsonBody(unlockShareBody), (c) =>
      unlock(c, userSlug(c), c.req.valid('json').password),
    )
    .post('/v/:slug/unlock', attempts, formUnlock(slugOnly), jsonBody(unlockShareBody), (c) =>
      unlock(c, slugOnly(c), c.req.valid('json').password),
    );
}
