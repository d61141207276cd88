import type { Context, MiddlewareHandler } from 'hono';
import { API_KEY_MESSAGES, type ApiKeyScope } from '@resumey/resume';
import type { AppContext, AppEnv, RequestSession } from '../context';
import { ApiError } from '../http/errors';
import { rateLimitedAnswer } from '../http/rate-limit';
import { bearerToken } from './keys';
import { apiKeyLookup, type ApiKeyPrincipal } from './repository';

/**
 * What a key may call: the scope a route needs (null: none, the route is public), or undefined when keys may not
 * call it at all (sign-in, second factor, account, key management, and anything not listed).
 */
export type KeyRouteScope = (method: string, path: string) => ApiKeyScope | null | undefined;

/** The principal of an in-process request made by the MCP server for a key it has already checked. */
const INTERNAL = Symbol('resumey.apiKeyPrincipal');

/** The bindings for an in-process request (mcp/), acting for a key already authenticated on this request. */
export const asKeyRequest = (env: unknown, principal: ApiKeyPrincipal) => ({
  ...(env as object | undefined),
  [INTERNAL]: principal,
});

const internalPrincipal = (c: Context): ApiKeyPrincipal | undefined =>
  (c.env as { [INTERNAL]?: ApiKeyPrincipal } | undefined)?.[INTERNAL];

const keySession = (principal: ApiKeyPrincipal): RequestSession => {
  const user = Promise.resolve(principal.user);
  return { token: async () => null, user: () => user };
};

const refuse = (status: 401 | 403, code: string, message: string): never => {
  throw new ApiError(status, code, message);
};

/**
 * Personal API keys (issue #43) on the API (`/api/*`) and the MCP endpoint: a request carrying
 * `Authorization: Bearer rsm_...` acts for the key's owner, within the key's scopes, with the key's own rate limit,
 * and is logged with the key's id (never the key). Keys are for programs, not browsers: a key sent with an Origin
 * header or cookies is refused, so no other site can use one (and no CORS headers are ever sent). The key is looked
 * up on every request, so a revoked or expired key fails at once. Requests without one pass through untouched.
 */
export function apiKeyAuth(ctx: Pick<AppContext, 'config' | 'database' | 'log' | 'rateLimits'>) {
  const lookup = apiKeyLookup(ctx.database.db);
  const limiter = ctx.rateLimits.limiter({ name: 'api-key', windowMs: 60_000, max: ctx.config.API_KEY_RATE_LIMIT });

  /** `scopeOf`: what each route needs; `required`: a request without a key is refused (the MCP endpoint). */
  return (opts: { scopeOf: KeyRouteScope; required?: boolean }): MiddlewareHandler<AppEnv> =>
    async (c, next) => {
      const method = c.req.method === 'HEAD' ? 'GET' : c.req.method;
      const internal = internalPrincipal(c);
      const header = internal ? undefined : c.req.header('authorization');
      if (!internal && header === undefined) {
        if (opts.required) {
          c.header('WWW-Authenticate', 'Bearer realm="resumey"');
          refuse(401, 'api_key_required', 'Send an API key: Authorization: Bearer rsm_...');
        }
        return next();
      }
      // Keys never ride with a browser's credentials or from a page of another site.
      if (!internal && (c.req.header('origin') !== undefined || c.req.header('cookie') !== undefined)) {
        ctx.log.warn('api key refused', { reason: 'browser', method, path: c.req.path });
        refuse(403, 'api_key_from_browser', API_KEY_MESSAGES.fromBrowser);
      }
      const key = header === undefined ? null : bearerToken(header);
      const principal = internal ?? (key ? await lookup(key) : null);
      if (!principal) {
        ctx.log.info('api key refused', { reason: 'invalid', method, path: c.req.path });
        c.header('WWW-Authenticate', 'Bearer realm="resumey", error="invalid_token"');
        return refuse(401, 'invalid_api_key', API_KEY_MESSAGES.invalidKey);
      }
      const started = performance.now();
      let status: number | undefined;
      try {
        const scope = opts.scopeOf(method, c.req.path);
        if (scope === undefined) refuse(403, 'api_key_not_allowed', API_KEY_MESSAGES.notAllowed);
        if (scope && !principal.scopes.includes(scope)) {
          refuse(403, 'insufficient_scope', API_KEY_MESSAGES.missingScope(scope));
        }
        // The MCP server's own calls were counted as the one request that made them.
        if (!internal) {
          const result = await limiter.hit(principal.keyId);
          if (!result.allowed) {
            const answer = rateLimitedAnswer(result, 'Too many requests with this API key. Please wait and try again.');
            status = 429;
            return c.json(answer.body, 429, answer.headers);
          }
        }
        c.set('apiKey', principal);
        c.set('session', keySession(principal));
        await next();
        status = c.res.status;
      } catch (err) {
        status = err instanceof ApiError ? err.status : 500;
        throw err;
      } finally {
        ctx.log.info('api key request', {
          keyId: principal.keyId,
          method,
          path: c.req.path,
          status,
          ms: Math.round(performance.now() - started),
          ...(internal ? { via: 'mcp' } : {}),
        });
      }
    };
}
