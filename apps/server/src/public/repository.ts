import { sql } from 'drizzle-orm';
import type { CoverLetter, PublicAddress, Resume } from '@resumey/resume';
import type { Db } from '../db/client';
import type { PublicCache } from './cache';
import type { ViewCounter } from '../shares/view-counter';
import { shareClock } from '../clock';

/** Where public reads go: the database, and this server's read cache and view counter (made at start, services.ts). */
export interface PublicStore {
  db: Db;
  cache: PublicCache<unknown>;
  views: ViewCounter;
}

const SEGMENT = /^[a-z0-9-]{1,60}$/;

/** Usernames and slugs are stored lower-case; any other path segment matches nothing. */
const segment = (raw: string) => {
  const v = raw.toLowerCase();
  return SEGMENT.test(v) ? v : undefined;
};

/**
 * What a public read gives: the resume (as the JSON text the database holds, sent on without being parsed and
 * serialised again) and its template, nothing about the account behind it.
 */
export interface PublicShare {
  id: string;
  resumeJson: string;
  /** The cover letter as the database's JSON text, only when its owner shares it (issue #41 item 5); else null. */
  letterJson: string | null;
  templateId: string;
  /** When the shared copy last changed: a new value is a new version of the page (and of its preview image). */
  updatedAt: string;
  /** The share's address today: differs from the one asked for when its owner has changed username since. */
  canonical: PublicAddress;
  /** The owner lets search engines list it (issue #18 item 4): no noindex, and in the sitemap. */
  searchable: boolean;
}

/** Whether a visitor has unlocked a password-protected share (its cookie, public/unlock.ts). */
export type UnlockCheck = (shareId: string, passwordHash: string) => boolean;

/**
 * What a public address leads to (issue #18, stable links): a share; an address that was used once and shows
 * nothing now ('gone': the share was deleted or unpublished; the address stays with its owner's account for good,
 * see db/schema.ts addressReservations); a share past its expiry ('expired'); a password-protected share the
 * visitor has not unlocked ('locked': nothing of the resume, only what checking a password needs); or nothing at
 * all ('none'). Only 'share' carries anything of the resume, so a caller that forgets a case leaks nothing.
 */
export type PublicLookup =
  | { found: 'share'; share: PublicShare }
  | { found: 'locked'; shareId: string; passwordHash: string }
  | { found: 'gone' }
  | { found: 'expired' }
  | { found: 'none' };

type Row = {
  id: string | null;
  user_id: string;
  data: string | null;
  letter: string | null;
  template_id: string | null;
  updated_at: string | null;
  username: string | null;
  slug: string;
  published: boolean | null;
  password_hash: string | null;
  expires_ms: number | string | null;
  searchable: boolean | null;
};

const rowsOf = (result: unknown): Row[] =>
  Array.isArray(result) ? (result as Row[]) : ((result as { rows?: Row[] }).rows ?? []);

/** The address with its segments as stored (lower-case); undefined when a segment can match nothing. */
function normalised(address: PublicAddress): PublicAddress | undefined {
  const slug = segment(address.slug);
  if (!slug) return undefined;
  if (!('username' in address)) return { slug };
  const username = segment(address.username);
  return username ? { username, slug } : undefined;
}

/**
 * The row of a normalised address: the account holding the address (its current or a former username, or the
 * short address itself for /v/{slug}) with its share there (of that slug, or with that short address), if it still
 * has one. No row: the address was never used. A /u/ address whose share is gone counts only if that account once
 * shared the slug (user_slugs); a /v/ address whose share is gone stays its account's reservation.
 */
async function addressRow(db: Db, address: PublicAddress): Promise<Row | undefined> {
  const shareColumns = sql`s.id, s.data::text as data, s.letter::text as letter, s.data->'meta'->>'templateId' as template_id,
    s.updated_at::text as updated_at, p.username, s.published, s.password_hash, s.searchable,
    (extract(epoch from s.expires_at) * 1000)::float8 as expires_ms`;
  const query =
    'username' in address
      ? sql`
        select ${shareColumns}, holder.user_id, ${address.slug}::text as slug
        from address_reservations holder
        left join shared_resumes s on s.user_id = holder.user_id and s.slug = ${address.slug}
        left join profiles p on p.user_id = holder.user_id
        where holder.kind = 'username' and holder.name = ${address.username}
          and (s.id is not null or exists (
            select 1 from user_slugs r where r.user_id = holder.user_id and r.slug = ${address.slug}))`
      : sql`
        select ${shareColumns}, holder.user_id, holder.name as slug
        from address_reservations holder
        left join shared_resumes s on s.user_id = holder.user_id and s.short_slug = holder.name
        left join profiles p on p.user_id = holder.user_id
        where holder.kind = 'slug' and holder.name = ${address.slug}`;
  return rowsOf(await db.execute(query))[0];
}

const cacheKey = (address: PublicAddress) =>
  'username' in address ? `u/${address.username}/${address.slug}` : `v/${address.slug}`;

/** Nobody has unlocked anything: link previews, crawlers, readers without a cookie. */
const LOCKED: UnlockCheck = () => false;

function lookupOf(address: PublicAddress, row: Row | undefined, unlocked: UnlockCheck): PublicLookup {
  if (!row) return { found: 'none' };
  if (!row.id || row.data === null || row.published === false) return { found: 'gone' };
  if (row.expires_ms !== null && Number(row.expires_ms) <= shareClock.now()) return { found: 'expired' };
  if (row.password_hash && !unlocked(row.id, row.password_hash)) {
    return { found: 'locked', shareId: row.id, passwordHash: row.password_hash };
  }
  const canonical: PublicAddress =
    'username' in address && row.username ? { username: row.username, slug: row.slug } : { ...address };
  return {
    found: 'share',
    share: {
      id: row.id,
      resumeJson: row.data,
      letterJson: row.letter ?? null,
      templateId: row.template_id ?? '',
      updatedAt: row.updated_at ?? '',
      canonical,
      searchable: row.searchable === true,
    },
  };
}

/**
 * What a public address shows a reader, counting the view unless the owner reads it. One query per address and
 * second at most, however many read it (cache.ts); views are counted in memory and written every second
 * (shares/view-counter.ts), so a public read is one SELECT with no lock and no write.
 */
export async function readPublicShare(
  { db, cache, views }: PublicStore,
  address: PublicAddress,
  viewerId: string | null,
  unlocked: UnlockCheck = LOCKED,
): Promise<PublicLookup> {
  const at = normalised(address);
  if (!at) return { found: 'none' };
  const row = (await cache.get(cacheKey(at), () => addressRow(db, at))) as Row | undefined;
  const lookup = lookupOf(at, row, unlocked);
  if (lookup.found === 'share' && row!.user_id !== viewerId) views.count(lookup.share.id);
  return lookup;
}

/**
 * What a public address leads to, without counting a view: its page's status and link preview (page-route.ts,
 * previews/), which crawlers and chat apps fetch as much as people do. A protected share is 'locked' unless
 * `unlocked` says this visitor holds its cookie; link previews never pass one.
 */
export async function publicShareLookup(
  { db, cache }: Pick<PublicStore, 'db' | 'cache'>,
  address: PublicAddress,
  unlocked: UnlockCheck = LOCKED,
): Promise<PublicLookup> {
  const at = normalised(address);
  if (!at) return { found: 'none' };
  const row = (await cache.get(cacheKey(at), () => addressRow(db, at))) as Row | undefined;
  return lookupOf(at, row, unlocked);
}

/**
 * What a public address leads to, read fresh and without counting a view: downloading the PDF of a page someone
 * is looking at is not a second visit. The share's id and owner come along for counting the download.
 */
export async function sharedResume(
  db: Db,
  address: PublicAddress,
  unlocked: UnlockCheck = LOCKED,
): Promise<
  | { found: 'share'; resume: Resume; letter?: CoverLetter; shareId: string; ownerId: string }
  | Exclude<PublicLookup, { found: 'share' }>
> {
  const at = normalised(address);
  const row = at ? await addressRow(db, at) : undefined;
  const lookup = at ? lookupOf(at, row, unlocked) : ({ found: 'none' } as const);
  if (lookup.found !== 'share') return lookup;
  const resume = JSON.parse(lookup.share.resumeJson) as Resume;
  // Its cover letter only when the owner shares it (issue #41 item 5).
  const letter = lookup.share.letterJson ? (JSON.parse(lookup.share.letterJson) as CoverLetter) : undefined;
  return { found: 'share', resume, ...(letter && { letter }), shareId: lookup.share.id, ownerId: row!.user_id };
}

/** One more PDF downloaded from a share's public page (issue #18 item 6: the owner's dashboard shows it). */
export async function countPdfDownload(db: Db, shareId: string): Promise<void> {
  await db.execute(sql`update shared_resumes set pdf_downloads = pdf_downloads + 1 where id = ${shareId}`);
}
