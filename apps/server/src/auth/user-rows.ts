import { asc, eq, type Column } from 'drizzle-orm';
import type { Db } from '../db/client';
import { account, user } from '../db/schema';
import { SESSION_FRESH_FOR_MS } from './session-lookup';

/**
 * What the features need of the auth library's tables, so that only auth/ names them (issue #36 item 6; the lint
 * rule in eslint.config.js keeps user, session, account, verification and twoFactor out of other folders): a
 * schema change of the library is then a change here, checked at start by auth-contract.ts.
 */

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Locks the user's row for the transaction: inserts that count the user's rows against a limit wait for each other. */
export async function lockUserRow(tx: Tx, userId: string): Promise<void> {
  await tx.select({ id: user.id }).from(user).where(eq(user.id, userId)).for('update');
}

/** The owner of rows whose `userId` column is given, joined in: the columns a SessionUser is made of. */
export const ownerJoin = (userId: Column) => ({
  table: user,
  on: eq(user.id, userId),
  columns: {
    id: user.id,
    name: user.name,
    email: user.email,
    image: user.image,
    twoFactorEnabled: user.twoFactorEnabled,
  },
});

/**
 * SQL of the user id of a session token whose session is valid and not due for its extension (the rule of
 * session-lookup.ts), for a prepared statement: `token` and `freshAfter` are its parameters ($n), the latter bound to
 * sessionFreshAfter(). A session due for its extension matches nothing, so the caller takes the library's path.
 */
export const sessionOwnerSql = (token: string, freshAfter: string) =>
  `(select user_id from session where token = ${token} and expires_at > ${freshAfter}::text::timestamptz)`;

/** The value of sessionOwnerSql's `freshAfter` parameter at `now`. */
export const sessionFreshAfter = (now: number) => new Date(now + SESSION_FRESH_FOR_MS).toISOString();

/**
 * What an account export tells of the account itself (issue #42 item 3): name, e-mail, when it was made, whether a
 * second factor is on, and the identity providers it signs in with, by id. Never a token, password or secret.
 */
export async function accountSummary(db: Db, userId: string) {
  const [row] = await db
    .select({
      name: user.name,
      email: user.email,
      createdAt: user.createdAt,
      twoFactorEnabled: user.twoFactorEnabled,
    })
    .from(user)
    .where(eq(user.id, userId));
  const methods = await db
    .selectDistinct({ providerId: account.providerId })
    .from(account)
    .where(eq(account.userId, userId))
    .orderBy(asc(account.providerId));
  return {
    name: row?.name ?? '',
    email: row?.email ?? '',
    createdAt: row?.createdAt ?? null,
    twoFactorEnabled: row?.twoFactorEnabled === true,
    signInMethods: methods.map((m) => m.providerId),
  };
}
