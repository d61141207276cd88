import { createHmac, randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { MESSAGES, SHARE_ACCESS_MESSAGES, type PublicAddress } from '@resumey/resume';
import type { AppContext, AppEnv } from '../context';
import { ApiError } from '../http/errors';
import { rateLimit } from '../http/rate-limit';
import {
  UNLOCK_MAX_AGE_SECONDS,
  isUnlockToken,
  unlockCookieName,
  unlockToken,
  verifyPassword,
} from '../shares/password';
import { publicShareLookup, type UnlockCheck } from './repository';

/** Password attempts are counted per client address over this window (SHARE_PASSWORD_RATE_LIMIT of them). */
export const PASSWORD_WINDOW_MS = 15 * 60_000;

let processKey: string | undefined;

/**
 * The key unlock cookies are signed with: derived from the server's secret (never the secret itself), so every
 * server sharing SESSION_SECRET accepts the same cookies. Without one (some tests), a per-process key.
 */
export function unlockKey(ctx: Pick<AppContext, 'secret'>): string {
  const secret = ctx.secret ?? (processKey ??= randomBytes(32).toString('hex'));
  return createHmac('sha256', secret).update('resumey share unlock v1').digest('base64url');
}

/** Whether this request carries a valid unlock cookie for a share (any public route can ask). */
export function unlockCheckOf(c: Context, key: string): UnlockCheck {
  return (shareId, passwordHash) => isUnlockToken(key, getCookie(c, unlockCookieName(shareId)), shareId, passwordHash);
}

/**
 * POST .../unlock {password}: the visitor's password for a protected share (issue #18 item 6). The right one sets
 * an httpOnly cookie for that share alone and answers 204; a wrong one 401 'Wrong password'. Attempts are limited
 * per client address (429 beyond), whatever the answer, so guessing is slow. A share that is not protected
 * answers 204 without a cookie; one that is gone, expired or unknown gets the same refusal as its page.
 */
export function unlockHandler(ctx: AppContext) {
  const key = unlockKey(ctx);
  const https = ctx.config.publicUrl.startsWith('https://');
  return async (c: Context<AppEnv>, address: PublicAddress, password: string) => {
    const lookup = await publicShareLookup(ctx.services.publicStore, address);
    if (lookup.found === 'none') throw new ApiError(404, 'not_found', MESSAGES.noResumeData);
    if (lookup.found === 'gone') throw new ApiError(410, 'gone', MESSAGES.shareGone);
    if (lookup.found === 'expired') throw new ApiError(410, 'expired', MESSAGES.shareExpired);
    if (lookup.found === 'share') return c.body(null, 204);
    if (!(await verifyPassword(password, lookup.passwordHash))) {
      throw new ApiError(401, 'wrong_password', SHARE_ACCESS_MESSAGES.passwordWrong);
    }
    setCookie(c, unlockCookieName(lookup.shareId), unlockToken(key, lookup.shareId, lookup.passwordHash), {
      path: '/',
      httpOnly: true,
      sameSite: 'Lax',
      secure: https,
      maxAge: UNLOCK_MAX_AGE_SECONDS,
    });
    return c.body(null, 204);
  };
}

/** Password attempts per client address (counted before the body is even read, right or wrong). */
export const unlockLimit = (ctx: AppContext) =>
  rateLimit({
    limits: ctx.rateLimits,
    name: 'share-password',
    windowMs: PASSWORD_WINDOW_MS,
    max: ctx.config.SHARE_PASSWORD_RATE_LIMIT,
    message: (sec) => `Too many password attempts. Please try again in ${Math.ceil(sec / 60)} minute(s).`,
  });
