import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { profiles } from '../db/schema';

/** The user's username (their share namespace), or null before they chose one. */
export async function usernameOf(db: Db, userId: string): Promise<string | null> {
  const [row] = await db.select({ username: profiles.username }).from(profiles).where(eq(profiles.userId, userId));
  return row?.username ?? null;
}

/** What GET /api/profile answers: the username and the interface language, each null until chosen. */
export async function profileOf(db: Db, userId: string): Promise<{ username: string | null; language: string | null }> {
  const [row] = await db
    .select({ username: profiles.username, language: profiles.language })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  return { username: row?.username ?? null, language: row?.language ?? null };
}
