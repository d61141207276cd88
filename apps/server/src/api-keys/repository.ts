import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import {
  API_KEY_LIMITS,
  API_KEY_MESSAGES,
  type ApiKeyScope,
  type ApiKeySummary,
  type CreatedApiKey,
  type SessionUser,
} from '@resumey/resume';
import type { Db } from '../db/client';
import { apiKeys } from '../db/schema';
import { ApiError } from '../http/errors';
import { toSessionUser } from '../auth/session-lookup';
import { lockUserRow, ownerJoin } from '../auth/user-rows';
import { hashApiKey, newApiKey, startOf } from './keys';

/** Who a request with a valid key acts for, and what it may do. */
export interface ApiKeyPrincipal {
  keyId: string;
  scopes: readonly ApiKeyScope[];
  user: SessionUser;
}

/** "Last used" is kept to the minute: at most one write a minute per key, however busy it is. */
const LAST_USED_RESOLUTION_MS = 60_000;

type Row = typeof apiKeys.$inferSelect;

const toSummary = (row: Row): ApiKeySummary => ({
  id: row.id,
  name: row.name,
  start: row.start,
  scopes: row.scopes as ApiKeyScope[],
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  expiresAt: row.expiresAt?.toISOString() ?? null,
});

export async function listApiKeys(db: Db, userId: string): Promise<ApiKeySummary[]> {
  const rows = await db
    .select()
    .from(apiKeys)
    .where(eq(apiKeys.userId, userId))
    .orderBy(asc(apiKeys.createdAt), asc(apiKeys.id));
  return rows.map(toSummary);
}

/** A new key under the per-account limit (the user's row locked, so parallel creates cannot pass it). */
export async function createApiKey(
  db: Db,
  userId: string,
  input: { name: string; scopes: ApiKeyScope[]; expiresAt: Date | null },
): Promise<CreatedApiKey> {
  const key = newApiKey();
  const row = await db.transaction(async (tx) => {
    await lockUserRow(tx, userId);
    const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(apiKeys).where(eq(apiKeys.userId, userId));
    if (n >= API_KEY_LIMITS.maxKeys) {
      throw new ApiError(409, 'api_key_limit', API_KEY_MESSAGES.tooManyKeys, { limit: API_KEY_LIMITS.maxKeys });
    }
    const [inserted] = await tx
      .insert(apiKeys)
      .values({
        id: randomUUID(),
        userId,
        name: input.name,
        start: startOf(key),
        keyHash: hashApiKey(key),
        scopes: input.scopes,
        expiresAt: input.expiresAt,
      })
      .returning();
    return inserted!;
  });
  return { apiKey: toSummary(row), key };
}

/** Deletes one of the user's keys: the next request with it finds nothing. False when there is no such key of theirs. */
export async function revokeApiKey(db: Db, userId: string, id: string): Promise<boolean> {
  const gone = await db
    .delete(apiKeys)
    .where(and(eq(apiKeys.id, id), eq(apiKeys.userId, userId)))
    .returning({ id: apiKeys.id });
  return gone.length > 0;
}

/**
 * Resolves keys to their owner, from the database on every request: nothing is cached, so a revoked or expired
 * key fails on its very next request, on every server.
 */
export function apiKeyLookup(db: Db) {
  const owner = ownerJoin(apiKeys.userId);
  const byHash = db
    .select({
      keyId: apiKeys.id,
      scopes: apiKeys.scopes,
      expiresAt: apiKeys.expiresAt,
      lastUsedAt: apiKeys.lastUsedAt,
      ...owner.columns,
    })
    .from(apiKeys)
    .innerJoin(owner.table, owner.on)
    .where(eq(apiKeys.keyHash, sql.placeholder('hash')))
    .prepare('api_key_by_hash');

  return async (key: string, now = Date.now()): Promise<ApiKeyPrincipal | null> => {
    const [row] = await byHash.execute({ hash: hashApiKey(key) });
    if (!row || (row.expiresAt && row.expiresAt.getTime() <= now)) return null;
    if (!row.lastUsedAt || now - row.lastUsedAt.getTime() >= LAST_USED_RESOLUTION_MS) {
      await db
        .update(apiKeys)
        .set({ lastUsedAt: new Date(now) })
        .where(eq(apiKeys.id, row.keyId));
    }
    return { keyId: row.keyId, scopes: row.scopes as ApiKeyScope[], user: toSessionUser(row) };
  };
}
