import { randomBytes } from 'node:crypto';
import type { BetterAuthPlugin } from 'better-auth';
import type { PendingSecondFactor } from '@resumey/resume';
import { APIError, createAuthEndpoint, createAuthMiddleware, isAPIError } from 'better-auth/api';
import { deleteSessionCookie, expireCookie } from 'better-auth/cookies';

/**
 * DESIGN.md decision 12: with a verified second factor, signing in asks for the code before the session is usable.
 *
 * better-auth 1.7.7's twoFactor plugin only gates the password sign-ins (/sign-in/email, /sign-in/username,
 * /sign-in/phone-number); an OAuth/OpenID callback gets a full session straight away. This plugin closes that gap
 * by doing what the twoFactor plugin does after a password sign-in, after ANY endpoint that hands the browser a
 * session it did not already hold (not only the callback, so a route renamed by an upgrade cannot skip it): the
 * new session is deleted before the browser ever holds it, and a short-lived signed "two_factor" challenge
 * cookie is set instead. Only the second factor's own endpoints (/two-factor/*) may issue a session.
 * The plugin's own /two-factor/verify-totp and /two-factor/verify-backup-code then turn the challenge into a real
 * session (with their per-challenge attempt budget and per-account lockout), so no verification code is ours.
 */

/** The twoFactor plugin's challenge cookie and verification-row names (plugins/two-factor/constant.mjs, index.mjs). */
const CHALLENGE_COOKIE = 'two_factor';
const attemptsKey = (identifier: string) => `2fa-attempts-${identifier}`;
/** How long a pending sign-in waits for its code (the plugin's twoFactorCookieMaxAge default). */
export const CHALLENGE_MAX_AGE_SECONDS = 600;
/** Wrong codes allowed per pending sign-in; the plugin refuses the 6th try, we cancel right after the 5th. */
export const MAX_CODE_ATTEMPTS = 5;

export const SECOND_FACTOR_ERRORS = {
  attemptsExceeded: {
    code: 'TWO_FACTOR_ATTEMPTS_EXCEEDED',
    message: 'Too many wrong codes. This sign-in was cancelled; sign in again to get a new try.',
  },
} as const;

export type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

interface Challenge {
  identifier: string;
  userId: string;
  used: number;
}

function challengeCookie(ctx: HookContext) {
  return ctx.context.createAuthCookie(CHALLENGE_COOKIE, { maxAge: CHALLENGE_MAX_AGE_SECONDS });
}

/** The pending sign-in named by this browser's signed challenge cookie, if it is still open. */
export async function readChallenge(ctx: HookContext): Promise<Challenge | null> {
  const identifier = await ctx.getSignedCookie(challengeCookie(ctx).name, ctx.context.secret);
  if (!identifier) return null;
  const row = await ctx.context.internalAdapter.findVerificationValue(identifier);
  if (!row || new Date(row.expiresAt).getTime() <= Date.now()) return null;
  const attempts = await ctx.context.internalAdapter.findVerificationValue(attemptsKey(identifier));
  const used = Number(attempts?.value ?? 0);
  return { identifier, userId: row.value, used: Number.isInteger(used) && used >= 0 ? used : MAX_CODE_ATTEMPTS };
}

async function cancelChallenge(ctx: HookContext, identifier: string) {
  await ctx.context.internalAdapter.deleteVerificationByIdentifier(identifier);
  await ctx.context.internalAdapter.deleteVerificationByIdentifier(attemptsKey(identifier));
  expireCookie(ctx, challengeCookie(ctx));
}

/** Does this user have a second factor they have confirmed with a code? (An abandoned enrolment does not count.) */
async function hasVerifiedFactor(ctx: HookContext, userId: string) {
  const factor = await ctx.context.adapter.findOne<{ verified: boolean | null }>({
    model: 'twoFactor',
    where: [{ field: 'userId', value: userId }],
  });
  return factor?.verified === true;
}

/** Endpoints after which a new session must pass the second factor: all but the factor's own. */
export const gatedPath = (path: string) => !path.startsWith('/two-factor/');

/** A session this request created, not the one its cookie already held (a daily refresh re-sends the same one). */
async function newlyIssued(ctx: HookContext, token: string) {
  const held = await ctx.getSignedCookie(ctx.context.authCookies.sessionToken.name, ctx.context.secret);
  return held !== token;
}

export const secondFactorGate = () =>
  ({
    id: 'resumey-second-factor-gate',
    hooks: {
      after: [
        {
          matcher: (ctx) => gatedPath(ctx.path ?? ''),
          handler: createAuthMiddleware(async (ctx) => {
            const signedIn = ctx.context.newSession;
            if (!signedIn || !(await newlyIssued(ctx, signedIn.session.token))) return;
            if (!(await hasVerifiedFactor(ctx, signedIn.user.id))) return;
            // A callback answers with a redirect to the app: keep its destination, drop its session.
            const location = ctx.context.responseHeaders?.get('location') ?? '/auth/callback';
            deleteSessionCookie(ctx, true);
            await ctx.context.internalAdapter.deleteSession(signedIn.session.token);
            ctx.context.setNewSession(null);
            const identifier = `2fa-${randomBytes(16).toString('base64url')}`;
            const expiresAt = new Date(Date.now() + CHALLENGE_MAX_AGE_SECONDS * 1000);
            await ctx.context.internalAdapter.createVerificationValue({
              identifier,
              value: signedIn.user.id,
              expiresAt,
            });
            await ctx.context.internalAdapter.createVerificationValue({
              identifier: attemptsKey(identifier),
              value: '0',
              expiresAt,
            });
            const cookie = challengeCookie(ctx);
            await ctx.setSignedCookie(cookie.name, identifier, ctx.context.secret, cookie.attributes);
            throw ctx.redirect(location);
          }),
        },
        {
          // After the 5th wrong code the pending sign-in ends at once, with a message saying so.
          matcher: (ctx) => ctx.path === '/two-factor/verify-totp' || ctx.path === '/two-factor/verify-backup-code',
          handler: createAuthMiddleware(async (ctx) => {
            if (!isAPIError(ctx.context.returned)) return;
            const challenge = await readChallenge(ctx);
            if (!challenge || challenge.used < MAX_CODE_ATTEMPTS) return;
            await cancelChallenge(ctx, challenge.identifier);
            throw new APIError('UNAUTHORIZED', { ...SECOND_FACTOR_ERRORS.attemptsExceeded });
          }),
        },
      ],
    },
    endpoints: {
      /** Tells /auth/callback whether a sign-in is waiting for its second factor, and how many tries are left. */
      secondFactorStatus: createAuthEndpoint('/second-factor/status', { method: 'GET' }, async (ctx) => {
        const challenge = await readChallenge(ctx);
        if (!challenge) return ctx.json({ pending: false } satisfies PendingSecondFactor);
        return ctx.json({
          pending: true,
          attemptsLeft: Math.max(0, MAX_CODE_ATTEMPTS - challenge.used),
        } satisfies PendingSecondFactor);
      }),
      /** Abandons a pending sign-in (the 'Cancel' of the two-factor step). */
      cancelSecondFactor: createAuthEndpoint('/second-factor/cancel', { method: 'POST' }, async (ctx) => {
        const challenge = await readChallenge(ctx);
        if (challenge) await cancelChallenge(ctx, challenge.identifier);
        else expireCookie(ctx, challengeCookie(ctx));
        return ctx.json({ cancelled: true });
      }),
    },
  }) satisfies BetterAuthPlugin;
