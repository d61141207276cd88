import { Hono, type Context } from 'hono';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext, AppEnv } from '../context';
import { ApiError } from '../http/errors';
import { jsonBody } from '../http/validate';
import { twoFactorCodeBody } from '@resumey/resume';
import { twoFactor, user as userTable } from '../db/schema';
import { requireUser } from './current-user';

/** The twoFactor plugin's account lockout (verify-two-factor.mjs defaults), applied to removal attempts too. */
const MAX_FAILED = 10;
const LOCK_MS = 15 * 60 * 1000;

/**
 * The signed-in user's verified factor, once the code checks out (400/429 otherwise): what removing the factor,
 * new backup codes and deleting the account (account-deletion.ts) ask for.
 */
export function secondFactorCheck(ctx: AppContext) {
  const { db } = ctx.database;
  return async function checkedCode(c: Context<AppEnv>, code: string) {
    const user = await requireUser(c);
    const [factor] = await db.select().from(twoFactor).where(eq(twoFactor.userId, user.id));
    if (!factor?.verified) throw new ApiError(400, 'two_factor_not_enabled', 'Two-factor authentication is not on');
    if (factor.lockedUntil && factor.lockedUntil.getTime() > Date.now()) {
      throw new ApiError(429, 'two_factor_locked', 'Too many wrong codes. Try again in 15 minutes.');
    }
    const headers = c.req.raw.headers;
    // The library checks the code against the stored (encrypted) secret or backup codes for this session's user.
    const valid = /^\d{6}$/.test(code.replace(/\s/g, ''))
      ? await ctx.auth.api.verifyTOTP({ headers, body: { code: code.replace(/\s/g, '') } }).then(
          () => true,
          () => false,
        )
      : await ctx.auth.api.verifyBackupCode({ headers, body: { code, disableSession: true } }).then(
          () => true,
          () => false,
        );
    if (!valid) {
      const [row] = await db
        .update(twoFactor)
        .set({ failedVerificationCount: sql`coalesce(${twoFactor.failedVerificationCount}, 0) + 1` })
        .where(eq(twoFactor.id, factor.id))
        .returning({ failed: twoFactor.failedVerificationCount });
      if ((row?.failed ?? 0) >= MAX_FAILED) {
        await db
          .update(twoFactor)
          .set({ lockedUntil: new Date(Date.now() + LOCK_MS) })
          .where(eq(twoFactor.id, factor.id));
      }
      throw new ApiError(400, 'invalid_code', 'That code is not correct. Check your authenticator app and try again.');
    }
    return { user, factor };
  };
}

/**
 * Removing the second factor, or replacing the backup codes, asks for a current code from the authenticator app
 * (or an unused backup code), so a borrowed or stolen session cookie cannot switch it off or mint codes of its
 * own. Wrong codes count towards the same lockout as sign-in.
 */
export function twoFactorRoutes(ctx: AppContext) {
  const { db } = ctx.database;

  const codeInput = jsonBody(twoFactorCodeBody, { first: requireUser });

  const checkedCode = secondFactorCheck(ctx);

  return (
    new Hono<AppEnv>()
      .post('/api/account/two-factor/remove', codeInput, async (c) => {
        const { user, factor } = await checkedCode(c, c.req.valid('json').code);
        await db.transaction(async (tx) => {
          await tx.delete(twoFactor).where(and(eq(twoFactor.userId, user.id), eq(twoFactor.id, factor.id)));
          await tx
            .update(userTable)
            .set({ twoFactorEnabled: false, updatedAt: new Date() })
            .where(eq(userTable.id, user.id));
        });
        return c.json({ twoFactorEnabled: false as const });
      })

      /** Ten new backup codes, shown once; the old ones stop working. */
      .post('/api/account/two-factor/backup-codes', codeInput, async (c) => {
        await checkedCode(c, c.req.valid('json').code);
        const { backupCodes } = await ctx.auth.api.generateBackupCodes({ headers: c.req.raw.headers, body: {} });
        return c.json({ backupCodes });
      })
  );
}
