import { and, eq, inArray } from 'drizzle-orm';
import { shortSlugCandidates } from '@resumey/resume';
import type { Db } from '../db/client';
import { addressReservations, sharedResumes } from '../db/schema';

/**
 * Stable links (issue #18, issue #37): every username and short address (/v/{name}) ever used stays with the
 * account that used it first, so a link handed out never shows someone else's resume; a slug under a username
 * (/u/{username}/{slug}) is the account's own, as the username is. The database reserves names itself (triggers on
 * profiles and shared_resumes, migrations 0003 and 0008): setting a username or giving a share a short address
 * another account holds fails as a unique violation, whatever code path writes it. This module answers the
 * questions around that rule.
 */
export type AddressKind = 'username' | 'slug';

type Reader = Pick<Db, 'select'>;

/** The account holding a name, or undefined when nobody ever used it. */
export async function holderOf(db: Reader, kind: AddressKind, name: string): Promise<string | undefined> {
  const [row] = await db
    .select({ userId: addressReservations.userId })
    .from(addressReservations)
    .where(and(eq(addressReservations.kind, kind), eq(addressReservations.name, name)));
  return row?.userId;
}

/** Whether `userId` may take the name: nobody holds it, or they do (their own former username or slug). */
export async function isFreeFor(db: Reader, kind: AddressKind, name: string, userId: string) {
  const holder = await holderOf(db, kind, name);
  return holder === undefined || holder === userId;
}

/**
 * Which of `names` can be the short address of a share of `userId`: nobody holds the name, or the user does and no
 * other share of theirs has it (`shareId`: the share being saved again, whose own short address stays free for it).
 */
export async function freeShortSlugs(db: Reader, userId: string, names: string[], shareId?: string) {
  if (!names.length) return new Set<string>();
  const [held, used] = await Promise.all([
    db
      .select({ name: addressReservations.name, userId: addressReservations.userId })
      .from(addressReservations)
      .where(and(eq(addressReservations.kind, 'slug'), inArray(addressReservations.name, names))),
    db
      .select({ shortSlug: sharedResumes.shortSlug, id: sharedResumes.id })
      .from(sharedResumes)
      .where(inArray(sharedResumes.shortSlug, names)),
  ]);
  const taken = new Set([
    ...held.filter((r) => r.userId !== userId).map((r) => r.name),
    ...used.filter((s) => s.id !== shareId).map((s) => s.shortSlug!),
  ]);
  return new Set(names.filter((name) => !taken.has(name)));
}

/** The short address to offer when /v/{slug} cannot be the share's: the nearest one free for the user, or null. */
export async function nearestFreeShortSlug(db: Reader, userId: string, slug: string, shareId?: string) {
  const candidates = shortSlugCandidates(slug);
  const free = await freeShortSlugs(db, userId, candidates, shareId);
  return candidates.find((name) => free.has(name)) ?? null;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Claims the short address `name` for a share of `userId`, inside the transaction that then writes the share (its
 * trigger checks the same again). Reserving first decides a race without an error: a claim by another account that
 * is still running makes this INSERT wait for it, and the check after it (a statement of its own, reading what is
 * committed by then) sees who won. True when the name is now the user's and no other share of theirs has it.
 */
export async function claimShortSlug(tx: Tx, userId: string, name: string, shareId?: string): Promise<boolean> {
  await tx.insert(addressReservations).values({ kind: 'slug', name, userId }).onConflictDoNothing();
  return (await freeShortSlugs(tx, userId, [name], shareId)).has(name);
}
