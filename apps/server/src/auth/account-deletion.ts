import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { deleteCookie } from 'hono/cookie';
import { eq } from 'drizzle-orm';
import { deleteAccountBody } from '@resumey/resume';
import type { AppContext, AppEnv } from '../context';
import type { Db } from '../db/client';
import { addressReservations, user, userSlugs, verification } from '../db/schema';
import { ApiError } from '../http/errors';
import { jsonBody } from '../http/validate';
import { requireUser } from './current-user';
import { secondFactorCheck } from './two-factor-routes';
import { lockUserRow } from './user-rows';

/** What an account's addresses are held by once it is deleted: an owner that is nobody. */
export const DELETED_HOLDER_PREFIX = 'deleted:';

/**
 * Deletes an account (issue #42 item 4) in one transaction. Every row of the user goes with the user row: sessions,
 * sign-in accounts, the second factor, profile, resumes (with their versions, job targets and tailored-copy links),
 * shares (with their daily views) and API keys are all deleted by their foreign keys; the sign-in checks kept by
 * e-mail go here. The addresses the account ever used (its usernames, /v/ names and /u/ slugs) cannot go: a link
 * handed out must answer 410 for good and never show another account's resume. They pass to a holder that is no
 * account and is not derived from this one, so they stay taken and say nothing about who held them.
 */
export async function deleteAccount(db: Db, userId: string, email: string): Promise<void> {
  const holder = `${DELETED_HOLDER_PREFIX}${randomUUID()}`;
  await db.transaction(async (tx) => {
    await lockUserRow(tx, userId);
    await tx.update(addressReservations).set({ userId: holder }).where(eq(addressReservations.userId, userId));
    await tx.update(userSlugs).set({ userId: holder }).where(eq(userSlugs.userId, userId));
    await tx.delete(verification).where(eq(verification.identifier, email));
    await tx.delete(user).where(eq(user.id, userId));
  });
}

/**
 * DELETE /api/account: `{ confirm: true }`, plus a current code or an unused backup code when a second factor is
 * on (400 two_factor_required without one; a wrong one counts towards the factor's lockout). 204, and every
 * session of the account is over: the session rows are gone, and this browser's cookie is cleared too.
 */
export function accountDeletionRoutes(ctx: AppContext) {
  const checkedCode = secondFactorCheck(ctx);
  return new Hono<AppEnv>().delete('/api/account', jsonBody(deleteAccountBody, { first: requireUser }), async (c) => {
    const signedIn = await requireUser(c);
    const { code } = c.req.valid('json');
    if (signedIn.twoFactorEnabled) {
      if (!code) {
        throw new ApiError(
          400,
          'two_factor_required',
          'Enter a code from your authenticator app to delete your account.',
        );
      }
      await checkedCode(c, code);
    }
    await deleteAccount(ctx.database.db, signedIn.id, signedIn.email);
    const { authCookies } = await ctx.auth.$context;
    const { name, attributes } = authCookies.sessionToken;
    deleteCookie(c, name, { path: attributes.path ?? '/', secure: attributes.secure, domain: attributes.domain });
    return c.body(null, 204);
  });
}
