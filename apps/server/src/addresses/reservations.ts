import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { addressReservations } from '../db/schema';

/**
 * Stable links (issue #18): every username and slug ever used stays with the account that used it first, so a
 * link handed out never shows someone else's resume. The database reserves names itself (triggers on profiles
 * and shared_resumes, migration 0003): setting a username or creating a share with a name another account holds
 * fails as a unique violation, whatever code path writes it. This module answers the questions around that rule.
 */
export type AddressKind = 'username' | 'slug';

/** The account holding a name, or undefined when nobody ever used it. */
export async function holderOf(db: Pick<Db, 'select'>, kind: AddressKind, name: string): Promise<string | undefined> {
  const [row] = await db
    .select({ userId: addressReservations.userId })
    .from(addressReservations)
    .where(and(eq(addressReservations.kind, kind), eq(addressReservations.name, name)));
  return row?.userId;
}

/** Whether `userId` may take the name: nobody holds it, or they do (their own former username or slug). */
export async function isFreeFor(db: Pick<Db, 'select'>, kind: AddressKind, name: string, userId: string) {
  const holder = await holderOf(db, kind, name);
  return holder === undefined || holder === userId;
}
