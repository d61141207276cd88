import type { BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import { symmetricDecrypt } from 'better-auth/crypto';
import { createOTP } from '@better-auth/utils/otp';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { twoFactor } from '../db/schema';
import { readChallenge, type HookContext } from './second-factor-gate';

/** The twoFactor plugin's TOTP settings (its defaults) and its answer to a wrong code. */
const PERIOD_SECONDS = 30;
const DIGITS = 6;
const INVALID_CODE = { code: 'INVALID_CODE', message: 'Invalid code' };

/** The user whose code this is: the pending sign-in's, or the signed-in user's (turning the factor on or off). */
async function codeOwner(ctx: HookContext): Promise<string | undefined> {
  const pending = await readChallenge(ctx);
  if (pending) return pending.userId;
  return (await getSessionFromCtx(ctx))?.user.id;
}

/**
 * A TOTP code works once. better-auth 1.7.7 accepts any code of the current 30-second step or the ones either
 * side of it, as often as it is sent, so a code seen over someone's shoulder (or replayed from a log) would sign
 * in again for up to a minute and a half. Before the library checks a code, this finds the step it belongs to and
 * claims it in one conditional update: a step at or before the last one used is refused as a wrong code would be.
 * Codes that match no step are left to the library, which refuses and counts them. Every TOTP check goes through
 * /two-factor/verify-totp: sign-in, turning the factor on, and /api/account/two-factor/remove.
 */
export const totpReplayGuard = (db: Db) =>
  ({
    id: 'resumey-totp-replay-guard',
    hooks: {
      before: [
        {
          matcher: (ctx) => ctx.path === '/two-factor/verify-totp',
          handler: createAuthMiddleware(async (ctx) => {
            const code = (ctx.body as { code?: unknown } | undefined)?.code;
            if (typeof code !== 'string' || !/^\d{6}$/.test(code)) return;
            const userId = await codeOwner(ctx);
            if (!userId) return;
            const [factor] = await db.select().from(twoFactor).where(eq(twoFactor.userId, userId));
            if (!factor) return;
            const otp = createOTP(await symmetricDecrypt({ key: ctx.context.secretConfig, data: factor.secret }), {
              digits: DIGITS,
              period: PERIOD_SECONDS,
            });
            const now = Math.floor(Date.now() / (PERIOD_SECONDS * 1000));
            let step: number | undefined;
            for (const s of [now - 1, now, now + 1]) if ((await otp.hotp(s)) === code) step = s;
            if (step === undefined) return;
            const claimed = await db
              .update(twoFactor)
              .set({ lastUsedStep: step })
              .where(
                and(eq(twoFactor.id, factor.id), or(isNull(twoFactor.lastUsedStep), lt(twoFactor.lastUsedStep, step))),
              )
              .returning({ id: twoFactor.id });
            if (claimed.length === 0) throw new APIError('UNAUTHORIZED', INVALID_CODE);
          }),
        },
      ],
    },
  }) satisfies BetterAuthPlugin;
