import type { Context } from 'hono';
import type { AppEnv, SessionUser } from '../context';
import { ApiError } from '../http/errors';
import { clientIp } from '../http/rate-limit';

/** The signed-in user of a request, or null (read from the database on the first ask: context.ts). */
export const currentUser = (c: Context<AppEnv>): Promise<SessionUser | null> => c.get('session').user();

/** The signed-in user, or a 401 that every protected route gives alike. */
export async function requireUser(c: Context<AppEnv>): Promise<SessionUser> {
  const user = await currentUser(c);
  if (!user) throw new ApiError(401, 'unauthorized', 'Sign in required');
  return user;
}

/**
 * Counts a request by its API key when it has one (a key's own budget, apart from its owner's browser), else by
 * its user when signed in, else by its client address (per-user rate limits).
 */
export const userOrClientKey = async (c: Context<AppEnv>): Promise<string> => {
  const key = c.get('apiKey');
  if (key) return `key:${key.keyId}`;
  return (await currentUser(c))?.id ?? `ip:${clientIp(c)}`;
};
