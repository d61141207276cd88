import { Hono, type Context } from 'hono';
import { sql } from 'drizzle-orm';
import {
  MESSAGES,
  interfaceLanguageBody,
  normalizeUsername,
  usernameAvailableQuery,
  usernameBody,
  validateUsername,
} from '@resumey/resume';
import type { AppContext, AppEnv, SessionUser } from '../context';
import { profiles } from '../db/schema';
import { ApiError } from '../http/errors';
import { jsonBody, queryInput } from '../http/validate';
import { currentUser } from '../auth/current-user';
import { isUniqueViolation } from '../db/errors';
import { isFreeFor } from '../addresses/reservations';
import { availabilityLimit } from './availability';
import { profileOf } from './repository';

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

/**
 * The user's share namespace (SPEC.md section 5 'Username'):
 *   GET /api/profile                              -> { username: string | null, language: string | null }
 *   PUT /api/profile/language {language}          -> { language }                (the interface language, issue #35)
 *   GET /api/profile/username-available?username= -> { username, available }   (the user's own name counts as available)
 *   PUT /api/profile/username {username}          -> { username }                (taken: 409 'Username already taken or invalid')
 */
export function profileRoutes(ctx: AppContext) {
  const { db } = ctx.database;
  return new Hono<AppEnv>()
    .get('/', async (c) => {
      const user = await signedInUser(c);
      return c.json(await profileOf(db, user.id));
    })
    .put('/language', jsonBody(interfaceLanguageBody, { first: signedInUser }), async (c) => {
      const user = await signedInUser(c);
      const { language } = c.req.valid('json');
      await db
        .insert(profiles)
        .values({ userId: user.id, language })
        .onConflictDoUpdate({ target: profiles.userId, set: { language, updatedAt: sql`now()` } });
      return c.json({ language });
    })
    .get('/username-available', availabilityLimit(ctx), queryInput(usernameAvailableQuery), async (c) => {
      const user = await signedInUser(c);
      const username = checkedUsername(c.req.valid('query').username);
      // Every username ever set is reserved for its account (addresses/reservations.ts), the current ones too.
      return c.json({ username, available: await isFreeFor(db, 'username', username, user.id) });
    })
    .put('/username', jsonBody(usernameBody, { first: signedInUser }), async (c) => {
      const user = await signedInUser(c);
      const { username: raw } = c.req.valid('json');
      const username = checkedUsername(raw);
      try {
        // The database decides races between two users claiming one name, and refuses a name another account
        // ever held (the reservation trigger of migration 0003): both are unique violations.
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
