import { and, asc, eq, sql } from 'drizzle-orm';
import { STATS_DAYS, type OwnShare } from '@resumey/resume';
import type { Db } from '../db/client';
import { profiles, sharedResumes } from '../db/schema';
import type { ViewCounter } from './view-counter';

export async function listOwnShares(db: Db, views: ViewCounter, userId: string): Promise<OwnShare[]> {
  // Views counted by this server but not yet written are included.
  await views.flush().catch(() => undefined);
  const rows = await db
    .select({
      id: sharedResumes.id,
      resumeId: sharedResumes.resumeId,
      slug: sharedResumes.slug,
      username: profiles.username,
      shortSlug: sharedResumes.shortSlug,
      title: sql<string | null>`${sharedResumes.data}->'meta'->>'title'`,
      views: sharedResumes.views,
      lastViewedAt: sharedResumes.lastViewedAt,
      pdfDownloads: sharedResumes.pdfDownloads,
      published: sharedResumes.published,
      hasPassword: sql<boolean>`${sharedResumes.passwordHash} is not null`,
      expiresAt: sharedResumes.expiresAt,
      searchable: sharedResumes.searchable,
      includesLetter: sql<boolean>`${sharedResumes.letter} is not null`,
      createdAt: sharedResumes.createdAt,
      updatedAt: sharedResumes.updatedAt,
    })
    .from(sharedResumes)
    .leftJoin(profiles, eq(profiles.userId, sharedResumes.userId))
    .where(eq(sharedResumes.userId, userId))
    .orderBy(asc(sharedResumes.createdAt), asc(sharedResumes.id));
  const byDay = await viewsByDay(db, userId);
  return rows.map((r) => ({
    ...r,
    title: r.title ?? '',
    viewsByDay: byDay.get(r.id) ?? new Array<number>(STATS_DAYS).fill(0),
    lastViewedAt: r.lastViewedAt ? new Date(r.lastViewedAt).toISOString() : null,
    hasPassword: r.hasPassword === true,
    includesLetter: r.includesLetter === true,
    expiresAt: r.expiresAt ? new Date(r.expiresAt).toISOString() : null,
    createdAt: new Date(r.createdAt).toISOString(),
    updatedAt: new Date(r.updatedAt).toISOString(),
  }));
}

type DayRow = { share_id: string; age: number; views: number };

/**
 * Each of the user's shares' views per day over the last STATS_DAYS UTC days, oldest first (days without views
 * are 0). Days are counted in UTC as they are written (view-counter.ts).
 */
async function viewsByDay(db: Db, userId: string): Promise<Map<string, number[]>> {
  const result = await db.execute(sql`
    select d.share_id, ((now() at time zone 'utc')::date - d.day)::int as age, d.views
    from share_view_days d join shared_resumes s on s.id = d.share_id
    where s.user_id = ${userId} and d.day > (now() at time zone 'utc')::date - ${STATS_DAYS}::int`);
  const rows = Array.isArray(result) ? (result as DayRow[]) : ((result as unknown as { rows?: DayRow[] }).rows ?? []);
  const days = new Map<string, number[]>();
  for (const row of rows) {
    let series = days.get(row.share_id);
    if (!series) days.set(row.share_id, (series = new Array<number>(STATS_DAYS).fill(0)));
    if (row.age >= 0 && row.age < STATS_DAYS) series[STATS_DAYS - 1 - row.age] = Number(row.views);
  }
  return days;
}

/** The user's share at /u/{username}/{slug}, with its short address. */
export async function shareBySlug(db: Pick<Db, 'select'>, userId: string, slug: string) {
  const [row] = await db
    .select({
      id: sharedResumes.id,
      resumeId: sharedResumes.resumeId,
      shortSlug: sharedResumes.shortSlug,
      includesLetter: sql<boolean>`${sharedResumes.letter} is not null`,
    })
    .from(sharedResumes)
    .where(and(eq(sharedResumes.userId, userId), eq(sharedResumes.slug, slug)));
  return row;
}
