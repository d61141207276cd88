import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { profiles, sharedResumes } from '../db/schema';
import { publicCache } from './public-cache';
import { viewCounter } from './share-views';

/** PostgreSQL's unique_violation, whether raised directly or wrapped by the ORM. */
export function isUniqueViolation(err: unknown): boolean {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 5; depth++) {
    if (e.code === '23505') return true;
    e = e.cause as typeof e;
  }
  return false;
}

/** One of the signed-in user's shares, as the share dialog and dashboard list it. */
export interface OwnShare {
  id: string;
  resumeId: string;
  slug: string;
  username: string | null;
  /** The shared resume's title, so a list of shares reads well without the resumes. */
  title: string;
  views: number;
  createdAt: string;
  updatedAt: string;
}

export async function listOwnShares(db: Db, userId: string): Promise<OwnShare[]> {
  // Views counted by this server but not yet written are included.
  await viewCounter(db)
    .flush()
    .catch(() => undefined);
  const rows = await db
    .select({
      id: sharedResumes.id,
      resumeId: sharedResumes.resumeId,
      slug: sharedResumes.slug,
      username: profiles.username,
      title: sql<string | null>`${sharedResumes.data}->'meta'->>'title'`,
      views: sharedResumes.views,
      createdAt: sharedResumes.createdAt,
      updatedAt: sharedResumes.updatedAt,
    })
    .from(sharedResumes)
    .leftJoin(profiles, eq(profiles.userId, sharedResumes.userId))
    .where(eq(sharedResumes.userId, userId))
    .orderBy(asc(sharedResumes.createdAt), asc(sharedResumes.id));
  return rows.map((r) => ({
    ...r,
    title: r.title ?? '',
    createdAt: new Date(r.createdAt).toISOString(),
    updatedAt: new Date(r.updatedAt).toISOString(),
  }));
}

export async function usernameOf(db: Db, userId: string): Promise<string | null> {
  const [row] = await db.select({ username: profiles.username }).from(profiles).where(eq(profiles.userId, userId));
  return row?.username ?? null;
}

export async function shareBySlug(db: Pick<Db, 'select'>, userId: string, slug: string) {
  const [row] = await db
    .select({ id: sharedResumes.id, resumeId: sharedResumes.resumeId })
    .from(sharedResumes)
    .where(and(eq(sharedResumes.userId, userId), eq(sharedResumes.slug, slug)));
  return row;
}

/**
 * What a public read gives: the resume (as the JSON text the database holds, sent on without being parsed and
 * serialised again) and its template, nothing about the account behind it.
 */
export interface PublicShare {
  resumeJson: string;
  templateId: string;
}

type Row = { id: string; user_id: string; data: string; template_id: string | null };

const rowsOf = (result: unknown): Row[] =>
  Array.isArray(result) ? (result as Row[]) : ((result as { rows?: Row[] }).rows ?? []);

/**
 * The share's resume for a reader, counting the view unless the owner reads it. Views are counted in memory and
 * written every second (share-views.ts), so a public read is one SELECT with no lock and no write.
 */
function read(db: Db, row: Row | undefined, viewerId: string | null): PublicShare | undefined {
  if (!row) return undefined;
  if (row.user_id !== viewerId) viewCounter(db).count(row.id);
  return { resumeJson: row.data, templateId: row.template_id ?? '' };
}

/** One query per address and second at most, however many read it (public-cache.ts). */
const cached = (db: Db, key: string, query: () => Promise<unknown>) =>
  publicCache<Row | undefined>(db).get(key, async () => rowsOf(await query())[0]);

/** Reads the share at /u/{username}/{slug} and counts the view (not the owner's own). */
export async function readByUsernameSlug(db: Db, username: string, slug: string, viewerId: string | null) {
  const row = await cached(db, `u/${username}/${slug}`, () =>
    db.execute(sql`
      select s.id, s.user_id, s.data::text as data, s.data->'meta'->>'templateId' as template_id
      from shared_resumes s join profiles p on p.user_id = s.user_id
      where p.username = ${username} and s.slug = ${slug}`),
  );
  return read(db, row, viewerId);
}

/** /v/{slug}: the OLDEST share with that slug (DESIGN.md decision 8), counted like readByUsernameSlug. */
export async function readBySlug(db: Db, slug: string, viewerId: string | null) {
  const row = await cached(db, `v/${slug}`, () =>
    db.execute(sql`
      select id, user_id, data::text as data, data->'meta'->>'templateId' as template_id
      from shared_resumes where slug = ${slug} order by created_at asc, id asc limit 1`),
  );
  return read(db, row, viewerId);
}
