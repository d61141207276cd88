import { Hono, type Context } from 'hono';
import {
  API_KEY_LIMITS,
  API_KEY_MESSAGES,
  createApiKeyBody,
  type ApiKeyList,
  type CreatedApiKey,
} from '@resumey/resume';
import type { AppContext, AppEnv } from '../context';
import { requireUser } from '../auth/current-user';
import { ApiError, notFound } from '../http/errors';
import { jsonBody } from '../http/validate';
import { createApiKey, listApiKeys, revokeApiKey } from './repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The signed-in user of a browser session: a key never manages keys (the middleware refuses it first, too). */
async function sessionUser(c: Context<AppEnv>) {
  if (c.get('apiKey')) throw new ApiError(403, 'api_key_not_allowed', API_KEY_MESSAGES.notAllowed);
  return requireUser(c);
}

function checkedExpiry(raw: string | null | undefined, now: number): Date | null {
  if (!raw) return null;
  const at = Date.parse(raw);
  if (at <= now) throw new ApiError(400, 'invalid_input', `expiresAt: ${API_KEY_MESSAGES.expiryPast}`);
  if (at > now + API_KEY_LIMITS.maxLifetimeDays * DAY_MS) {
    throw new ApiError(400, 'invalid_input', `expiresAt: ${API_KEY_MESSAGES.expiryTooFar}`);
  }
  return new Date(at);
}

/**
 * The signed-in user's personal API keys, from the account dialog (issue #43):
 *   GET    /api/account/api-keys                        -> { keys: ApiKeySummary[], limit }
 *   POST   /api/account/api-keys {name, scopes, expiresAt?} -> 201 { apiKey, key }  (the key, this once only)
 *   DELETE /api/account/api-keys/:id                    -> 204  (revoked at once; another user's id: 404)
 */
export function apiKeyRoutes({ database }: AppContext) {
  const { db } = database;
  return new Hono<AppEnv>()
    .get('/', async (c) => {
      const user = await sessionUser(c);
      return c.json({ keys: await listApiKeys(db, user.id), limit: API_KEY_LIMITS.maxKeys } satisfies ApiKeyList);
    })
    .post('/', jsonBody(createApiKeyBody, { first: sessionUser }), async (c) => {
      const user = await sessionUser(c);
      const body = c.req.valid('json');
      const expiresAt = checkedExpiry(body.expiresAt, Date.now());
      const created = await createApiKey(db, user.id, { name: body.name, scopes: body.scopes, expiresAt });
      return c.json(created satisfies CreatedApiKey, 201);
    })
    .delete('/:id', async (c) => {
      const user = await sessionUser(c);
      if (!(await revokeApiKey(db, user.id, c.req.param('id')))) throw notFound(API_KEY_MESSAGES.keyNotFound);
      return c.body(null, 204);
    });
}
