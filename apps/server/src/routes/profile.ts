import { Hono, type Context } from 'hono';
import { and, eq, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import { MESSAGES, normalizeUsername, validateUsername } from '@resumey/resume';
import type { AppContext, AppEnv, SessionUser } from '../context';
import { profiles } from '../db/schema';
import { ApiError } from '../http/errors';
import { readJson } from '../http/validate';
import { currentUser } from '../auth/current-user';
import { availabilityLimit } from '../http/rate-limit';
import { isUniqueViolation, usernameOf } from './shares-db';

/** Profile routes answer an anonymous caller with SPEC.md's 'User not authenticated'. */
async function signedInUser(c: Context<AppEnv>): Promise<SessionUser> {
  const user = await currentUser(c);
  if (!user) throw new ApiError(401, 'unauthorized', MESSAGES.userNotAuthenticated);
  return user;
}

/** The same rules as the username dialog, with SPEC.md's messages; gives the stored (lower-cased) form. */
function checkedUsername(raw: unknown): string {
  const message = validateUsername(typeof raw === 'string' ? raw : '');
  if (message) throw new ApiError(400, 'invalid_username', message);
  return normalizeUsername(raw as string);
}

const usernameBody = z.object({ username: z.string().max(200) });

/**
 * The user's share namespace (SPEC.md section 5 'Username'):
 *   GET /api/profile                              -> { username: string | null }
 *   GET /api/profile/username-available?username= -> { username, available }   (the user's own name counts as available)
 *   PUT /api/profile/username {username}          -> { username }                (taken: 409 'Username already taken or invalid')
 */
export function profileRoutes(ctx: AppContext) {
  const { db } = ctx.database;
  return new Hono<AppEnv>()
    .get('/', async (c) => {
      const user = await signedInUser(c);
      return c.json({ username: await usernameOf(db, user.id) });
    })
    .get('/username-available', availabilityLimit(ctx), async (c) => {
      const user = await signedInUser(c);
      const username = checkedUsername(c.req.query('username') ?? '');
      const [taken] = await db
        .select({ userId: profiles.userId })
        .from(profiles)
        .where(and(eq(profiles.username, username), ne(profiles.userId, user.id)));
      return c.json({ username, available: !taken });
    })
    .put('/username', async (c) => {
      const user = await signedInUser(c);
      const { username: raw } = await readJson(c, usernameBody);
      const username = checkedUsername(raw);
      try {
        // The unique index on profiles.username decides races between two users claiming one name.
        await db
          .insert(profiles)
          .values({ userId: user.id, username })
          .onConflictDoUpdate({ target: profiles.userId, set: { username, updatedAt: sql`now()` } });
      } catch (err) {
        if (isUniqueViolation(err)) throw new ApiError(409, 'username_taken', MESSAGES.usernameTaken);
        throw err;
      }
      return c.json({ username });
    });
}
