import { Hono, type Context } from 'hono';
import { MESSAGES } from '@resumey/resume';
import type { AppContext, AppEnv } from '../context';
import type { Db } from '../db/client';
import { ApiError } from '../http/errors';
import { rateLimit } from '../http/rate-limit';
import { currentUser } from '../auth/current-user';
import { readBySlug, readByUsernameSlug, type PublicShare } from './shares-db';

const SEGMENT = /^[a-z0-9-]{1,60}$/;

/** Path segments are matched lower-cased (usernames and slugs are stored that way); anything else matches nothing. */
const segment = (raw: string) => {
  const v = raw.toLowerCase();
  return SEGMENT.test(v) ? v : undefined;
};

/** Public reads allowed per client per window (PUBLIC_RATE_LIMIT a minute). */
export const PUBLIC_RATE = { name: 'public', windowMs: 60_000 } as const;
export const PUBLIC_RATE_MESSAGE = 'Too many requests. Please wait a minute and try again.';

/** The share a public address names: /u/{username}/{slug} or /v/{slug}, as raw path segments. */
export type PublicAddress = { username: string; slug: string } | { slug: string };

/** Reads the share at an address and counts the view (not the owner's own); undefined when there is none. */
export async function readPublicShare(
  db: Db,
  address: PublicAddress,
  viewerId: string | null,
): Promise<PublicShare | undefined> {
  const slug = segment(address.slug);
  if ('username' in address) {
    const username = segment(address.username);
    return username && slug ? readByUsernameSlug(db, username, slug, viewerId) : undefined;
  }
  return slug ? readBySlug(db, slug, viewerId) : undefined;
}

/**
 * Only the resume and its template leave the server: never the owner's user id or account e-mail. The resume is
 * the database's own JSON text (always valid JSON), spliced in as is.
 */
export const publicShareBody = (share: PublicShare) =>
  `{"resume":${share.resumeJson},"templateId":${JSON.stringify(share.templateId)}}`;

/** A view is counted per request, so no cache may answer in our place. */
export const PUBLIC_CACHE_CONTROL = 'no-store';

function answer(c: Context<AppEnv>, share: PublicShare | undefined): Response {
  if (!share) throw new ApiError(404, 'not_found', MESSAGES.noResumeData);
  return c.body(publicShareBody(share), 200, { 'Content-Type': 'application/json' });
}

/**
 * Shared resumes for anyone, no sign-in (SPEC.md section 6). Each read counts a view unless the owner reads it.
 *   GET /api/public/u/:username/:slug -> { resume, templateId }
 *   GET /api/public/v/:slug           -> { resume, templateId }   (the oldest share with that slug)
 * Reads without a cookie (recruiters) are usually answered by public-fast-path.ts before reaching these routes.
 */
export function publicRoutes({ database, config, rateLimits }: AppContext) {
  const { db } = database;
  return new Hono<AppEnv>()
    .use(async (c, next) => {
      await next();
      // Set on the response's headers: c.header() after the response exists would turn its body into a stream.
      c.res.headers.set('Cache-Control', PUBLIC_CACHE_CONTROL);
    })
    .use(rateLimit({ store: rateLimits, ...PUBLIC_RATE, max: config.PUBLIC_RATE_LIMIT, message: PUBLIC_RATE_MESSAGE }))
    .get('/u/:username/:slug', async (c) =>
      answer(
        c,
        await readPublicShare(db, { username: c.req.param('username'), slug: c.req.param('slug') }, await viewer(c)),
      ),
    )
    .get('/v/:slug', async (c) => answer(c, await readPublicShare(db, { slug: c.req.param('slug') }, await viewer(c))));
}

const viewer = async (c: Context<AppEnv>) => (await currentUser(c))?.id ?? null;
