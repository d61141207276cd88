import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { MESSAGES } from '@resumey/resume';
import type { AppContext, AppEnv, RequestSession, SessionUser } from '../context';
import { ApiError, UNSTORABLE_VALUE, errorBody } from '../http/errors';
import { clientIp, rateLimit } from '../http/rate-limit';
import { CLIENT_ADDRESS_HEADER } from '../http/client';
import { DatabaseUnavailableError } from '../db/errors';
import { accountDeletionRoutes } from './account-deletion';
import { twoFactorRoutes } from './two-factor-routes';
import { sessionLookup, toSessionUser } from './session-lookup';
import { currentUser, requireUser } from './current-user';

/** Gives every API request its session (context.ts): the cookie's token at once, the user when a route asks. */
export function sessionMiddleware({ auth, config, database }: AppContext): MiddlewareHandler<AppEnv> {
  const lookup = sessionLookup(auth, database.db);
  // A database that does not answer is a 503 (the client keeps its edits and retries), never 'signed out'.
  // The auth library reports every failure as a bare 500, so the database is asked directly.
  const unavailable = async () => {
    if (!(await database.ping())) throw new DatabaseUnavailableError();
    return null;
  };
  const userOf = async (c: Context, token: string): Promise<SessionUser | null> => {
    const found = await lookup.user(token).catch(unavailable);
    if (found !== 'library') return found;
    const result = await auth.api.getSession({ headers: c.req.raw.headers }).catch(unavailable);
    return result ? toSessionUser(result.user) : null;
  };
  const signedOut: RequestSession = { token: async () => null, user: async () => null };

  return async (c, next) => {
    c.set('session', signedOut);
    const method = c.req.method;
    // The provider's return (/api/auth/callback/...) is the one cross-site request we expect.
    if (
      method !== 'GET' &&
      method !== 'HEAD' &&
      method !== 'OPTIONS' &&
      !c.req.path.startsWith('/api/auth/callback/')
    ) {
      // Cookies ride along on cross-site requests; a state change must come from our own pages. The auth library
      // checks Origin only when cookies are sent, so sign-in starts are covered here too.
      const origin = c.req.header('origin');
      if (origin && origin !== config.publicUrl) {
        throw new ApiError(403, 'forbidden_origin', 'Requests from other sites are not allowed');
      }
    }
    // The auth library resolves its own sessions.
    if (c.req.path.startsWith('/api/auth/') || !c.req.header('cookie')) return next();
    let token: Promise<string | null> | undefined;
    let user: Promise<SessionUser | null> | undefined;
    const session: RequestSession = {
      token: () => (token ??= lookup.token(c)),
      user: () => (user ??= session.token().then((t) => (t ? userOf(c, t) : null))),
    };
    c.set('session', session);
    return next();
  };
}

/**
 * Endpoints of the auth library that we do not offer: with passwordless two-factor they would let anyone holding a
 * session cookie turn the factor off, read its secret or mint new backup codes without a code. Removal goes through
 * /api/account/two-factor/remove instead; e-mail/SMS one-time codes are not configured.
 */
const HIDDEN_AUTH_ENDPOINTS = [
  // The name and picture come from the identity provider; the app offers no way to edit them (and the library
  // answers a null name with a 500).
  '/api/auth/update-user',
  '/api/auth/two-factor/disable',
  '/api/auth/two-factor/get-totp-uri',
  '/api/auth/two-factor/generate-backup-codes',
  '/api/auth/two-factor/send-otp',
  '/api/auth/two-factor/verify-otp',
];

/** Whether a request body carries a NUL character, raw or as a JSON escape inside a string. */
function holdsNul(body: string): boolean {
  if (body.includes('\u0000')) return true;
  if (!/\\u0000/i.test(body)) return false;
  try {
    return JSON.stringify(JSON.parse(body)).includes('\\u0000');
  } catch {
    return false; // Not JSON: the library refuses it itself.
  }
}

export function authRoutes(ctx: AppContext) {
  const app = new Hono<AppEnv>();
  // Sign-in starts and second-factor attempts are counted per client address, each in its own budget.
  const limits = ctx.rateLimits;
  const signInLimit = rateLimit({
    limits,
    name: 'sign-in',
    windowMs: 60_000,
    max: ctx.config.SIGN_IN_RATE_LIMIT,
    message: MESSAGES.signInRateLimited,
  });
  const twoFactorLimit = rateLimit({
    limits,
    name: 'two-factor',
    windowMs: 60_000,
    max: ctx.config.TWO_FACTOR_RATE_LIMIT,
    message: MESSAGES.twoFactorRateLimited,
  });
  app.post('/api/auth/sign-in/*', signInLimit);
  app.post('/api/auth/two-factor/*', twoFactorLimit);
  app.post('/api/account/two-factor/*', twoFactorLimit);
  // Deleting the account may ask for a code too: guessing it is limited like every other code.
  app.delete('/api/account', twoFactorLimit);
  for (const path of HIDDEN_AUTH_ENDPOINTS) {
    app.all(path, (c) => c.json(errorBody('not_found', 'No such API endpoint'), 404));
  }
  app.on(['GET', 'POST'], '/api/auth/*', async (c) => {
    // The library sends what it is given to the database and answers PostgreSQL's refusal of a NUL character
    // (text cannot hold one) with a bare 500: such a body is refused here, as every other route refuses it.
    if (c.req.method === 'POST' && holdsNul(await c.req.raw.clone().text())) {
      return c.json(errorBody('invalid_input', UNSTORABLE_VALUE), 400);
    }
    // The library records the client's address with each new session, read from this header: ours, set from
    // http/client.ts (its default, X-Forwarded-For, is whatever the client sent).
    c.req.raw.headers.set(CLIENT_ADDRESS_HEADER, clientIp(c));
    const res = await ctx.auth.handler(c.req.raw);
    // The library answers a lost database with a bare 500; say what it is, as every other route does (503).
    if (res.status >= 500 && !(await ctx.database.ping())) throw new DatabaseUnavailableError();
    return res;
  });
  return (
    app
      .route('/', twoFactorRoutes(ctx))
      .route('/', accountDeletionRoutes(ctx))
      /** Tells the sign-in screen which provider to start (the button always reads 'Continue with Google'). */
      .get('/api/session/config', (c) =>
        c.json({ providerId: ctx.config.identityProvider, localSignIn: ctx.config.identityProvider === 'local' }),
      )
      /** The session check: 200 with the user or null, so a signed-out visit logs no failed request. */
      .get('/api/session', async (c) => c.json({ user: await currentUser(c) }))
      .get('/api/me', async (c) => c.json({ user: await requireUser(c) }))
  );
}
