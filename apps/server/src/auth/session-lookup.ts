import { timingSafeEqual } from 'node:crypto';
import { serializeSignedCookie } from 'better-call';
import { eq, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { Auth } from './auth';
import { SESSION_EXPIRES_IN_SECONDS, SESSION_UPDATE_AGE_SECONDS } from './auth';
import type { Db } from '../db/client';
import { session as sessionTable, user as userTable } from '../db/schema';
import type { SessionUser } from '../context';

/**
 * The signed-in user of an API request, read the way the auth library reads it (its signed session cookie, then
 * the session row and its user), in one query. The library's own getSession costs about as much as the save it
 * guards (measured: resume saves went from ~470 to ~940 a second without it), so the hot path reads the row
 * directly; the database stays the only truth, so a sign-out anywhere ends the session everywhere at once.
 * 'library' means: let the library answer (a session due for its daily extension, which the library writes).
 */
export function sessionLookup(auth: Auth, db: Db) {
  const settings = auth.$context.then((ctx) => ({ cookie: ctx.authCookies.sessionToken.name, secret: ctx.secret }));
  // Prepared once: PostgreSQL plans it once per connection, and the query is not rebuilt for every request.
  const byToken = db
    .select({
      expiresAt: sessionTable.expiresAt,
      id: userTable.id,
      name: userTable.name,
      email: userTable.email,
      image: userTable.image,
      twoFactorEnabled: userTable.twoFactorEnabled,
    })
    .from(sessionTable)
    .innerJoin(userTable, eq(userTable.id, sessionTable.userId))
    .where(eq(sessionTable.token, sql.placeholder('token')))
    .prepare('session_by_token');

  return {
    /** The verified session token of the request's cookie, or null. */
    token: async (c: Context): Promise<string | null> => {
      const { cookie, secret } = await settings;
      return (await verifiedToken(getCookie(c, cookie), secret)) ?? null;
    },
    /** The user of a session token; 'library' means: let the library answer (expired, or due for extension). */
    user: async (token: string): Promise<SessionUser | null | 'library'> => {
      const [row] = await byToken.execute({ token });
      if (!row) return null;
      const expiresAt = row.expiresAt.getTime();
      // Expired (the library deletes the row and answers 'signed out'), or due for the daily extension.
      if (expiresAt <= Date.now() + SESSION_FRESH_FOR_MS) return 'library';
      return toSessionUser(row);
    },
  };
}

/** The user as the API shows it, from the auth library's user or our session query's row. */
export const toSessionUser = (u: {
  id: string;
  name: string;
  email: string;
  image?: string | null;
  twoFactorEnabled?: boolean | null;
}): SessionUser => ({
  id: u.id,
  name: u.name,
  email: u.email,
  image: u.image ?? null,
  twoFactorEnabled: Boolean(u.twoFactorEnabled),
});

/**
 * The library's refresh rule (session.mjs) extends a session once updateAge has passed since its last extension,
 * that is once it expires within (expiresIn - updateAge): until then the session row can be trusted as it is.
 */
export const SESSION_FRESH_FOR_MS = (SESSION_EXPIRES_IN_SECONDS - SESSION_UPDATE_AGE_SECONDS) * 1000;

/** Verified cookie values and their tokens, per secret: a signature stays valid with its secret, so each is checked once. */
const verifiedBySecret = new Map<string, Map<string, string>>();
const VERIFIED_MAX = 10_000;

/**
 * The session token of a cookie signed as the auth library signs it, or undefined when the signature does not
 * match. The expected value is made by the library's own signing helper (better-call's serializeSignedCookie,
 * which better-auth's setSignedCookie uses), so a change of algorithm or encoding follows the library; a change
 * of the cookie's shape fails the start-up check (auth-contract.ts) instead of signing everyone out.
 */
export async function verifiedToken(value: string | undefined, secret: string): Promise<string | undefined> {
  if (!value) return undefined;
  let verified = verifiedBySecret.get(secret);
  if (!verified) verifiedBySecret.set(secret, (verified = new Map()));
  const known = verified.get(value);
  if (known !== undefined) return known;
  const dot = value.lastIndexOf('.');
  if (dot < 1) return undefined;
  const token = value.slice(0, dot);
  const signed = await serializeSignedCookie('c', token, secret);
  const expected = Buffer.from(decodeURIComponent(signed.slice('c='.length).split(';', 1)[0]!));
  const actual = Buffer.from(value);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return undefined;
  if (verified.size >= VERIFIED_MAX) verified.clear();
  verified.set(value, token);
  return token;
}
