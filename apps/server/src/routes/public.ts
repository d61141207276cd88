import { Hono, type Context } from 'hono';
import { MESSAGES } from '@resumey/resume';
import type { AppContext, AppEnv } from '../context';
import { ApiError } from '../http/errors';
import { rateLimit } from '../http/rate-limit';
import { readBySlug, readByUsernameSlug, type PublicShare } from './shares-db';

const SEGMENT = /^[a-z0-9-]{1,60}$/;

/** Path segments are matched lower-cased (usernames and slugs are stored that way); anything else matches nothing. */
const segment = (raw: string) => {
  const v = raw.toLowerCase();
  return SEGMENT.test(v) ? v : undefined;
};

function answer(c: Context<AppEnv>, share: PublicShare | undefined): Response {
  if (!share) throw new ApiError(404, 'not_found', MESSAGES.noResumeData);
  // Only the resume and its template leave the server: never the owner's user id or account e-mail. The resume is
  // the database's own JSON text (always valid JSON), spliced in as is.
  return c.body(`{"resume":${share.resumeJson},"templateId":${JSON.stringify(share.templateId)}}`, 200, {
    'Content-Type': 'application/json',
  });
}

/**
 * Shared resumes for anyone, no sign-in (SPEC.md section 6). Each read counts a view unless the owner reads it.
 *   GET /api/public/u/:username/:slug -> { resume, templateId }
 *   GET /api/public/v/:slug           -> { resume, templateId }   (the oldest share with that slug)
 */
export function publicRoutes({ database, config, rateLimits }: AppContext) {
  const { db } = database;
  return new Hono<AppEnv>()
    .use(async (c, next) => {
      await next();
      // A view is counted per request, so no cache may answer in our place. (Set on the response's headers:
      // c.header() after the response exists would turn its body into a stream, several times slower to send.)
      c.res.headers.set('Cache-Control', 'no-store');
    })
    .use(
      rateLimit({
        store: rateLimits,
        name: 'public',
        windowMs: 60_000,
        max: config.PUBLIC_RATE_LIMIT,
        message: 'Too many requests. Please wait a minute and try again.',
      }),
    )
    .get('/u/:username/:slug', async (c) => {
      const username = segment(c.req.param('username'));
      const slug = segment(c.req.param('slug'));
      const viewer = c.get('user')?.id ?? null;
      return answer(c, username && slug ? await readByUsernameSlug(db, username, slug, viewer) : undefined);
    })
    .get('/v/:slug', async (c) => {
      const slug = segment(c.req.param('slug'));
      const viewer = c.get('user')?.id ?? null;
      return answer(c, slug ? await readBySlug(db, slug, viewer) : undefined);
    });
}
