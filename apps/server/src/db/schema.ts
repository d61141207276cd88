import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

// ---- Tables of the auth library (better-auth 1.7 core + twoFactor plugin), with snake_case columns ----

export const user = pgTable('user', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  twoFactorEnabled: boolean('two_factor_enabled').default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const session = pgTable(
  'session',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull().unique(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('session_user_idx').on(t.userId)],
);

export const account = pgTable(
  'account',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('account_user_idx').on(t.userId)],
);

export const verification = pgTable(
  'verification',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('verification_identifier_idx').on(t.identifier)],
);

export const twoFactor = pgTable(
  'two_factor',
  {
    id: text('id').primaryKey(),
    secret: text('secret').notNull(),
    backupCodes: text('backup_codes').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    verified: boolean('verified').default(false),
    failedVerificationCount: integer('failed_verification_count').default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** The 30-second step of the last code accepted: a code works once (auth/totp-replay-guard.ts). */
    lastUsedStep: integer('last_used_step'),
  },
  (t) => [index('two_factor_user_idx').on(t.userId)],
);

// ---- Our tables ----

/** One row per user once they pick a username; the username is their share namespace (/u/{username}/...). */
export const profiles = pgTable('profiles', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  username: text('username').unique(),
  /** The interface language the user chose (issue #35 item 5), or null to follow the browser. */
  language: text('language'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const resumes = pgTable(
  'resumes',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    templateId: text('template_id').notNull(),
    data: jsonb('data').notNull(),
    /** Optimistic concurrency: an update names the version it was based on (DESIGN.md decision 6). */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /**
     * In the trash since then (issue #42): null for a live resume. A trashed row is left out of every read but the
     * trash's own (resumes/trash.ts), out of the 4-resume count, and purged 30 days later with what belongs to it.
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  // By owner only: a user has at most four resumes, sorted in memory. Leaving updated_at out of every index lets
  // a save update its row in place (a HOT update: no index entries written), and saves are the busiest write.
  // The trash index holds only trashed rows, for the purge; a save never changes deleted_at.
  (t) => [
    index('resumes_user_idx').on(t.userId),
    index('resumes_trash_idx')
      .on(t.deletedAt)
      .where(sql`${t.deletedAt} is not null`),
  ],
);

export const sharedResumes = pgTable(
  'shared_resumes',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    resumeId: text('resume_id')
      .notNull()
      .references(() => resumes.id, { onDelete: 'cascade' }),
    /** /u/{username}/{slug}: unique per user (DESIGN.md decision 8); every slug used is kept in user_slugs. */
    slug: text('slug').notNull(),
    /**
     * Its short address /v/{shortSlug}, unique across the site, or null: none (another account holds /v/{slug},
     * or the owner chose none). Its reservation in address_reservations (kind 'slug') is made by a trigger.
     */
    shortSlug: text('short_slug'),
    data: jsonb('data').notNull(),
    views: integer('views').notNull().default(0),
    /** When a reader other than the owner last opened it (issue #18 item 6); null: never. */
    lastViewedAt: timestamp('last_viewed_at', { withTimezone: true }),
    /** PDFs downloaded from its public page by readers other than the owner. */
    pdfDownloads: integer('pdf_downloads').notNull().default(0),
    /** false: unpublished by its owner; the address answers 410 and stays theirs, ready to republish. */
    published: boolean('published').notNull().default(true),
    /** scrypt hash of the optional password (shares/password.ts); null: no password. Never leaves the server. */
    passwordHash: text('password_hash'),
    /** After this instant the address answers 410 'expired'; null: no expiry. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** The owner allows search engines to list it: no noindex, listed in /sitemap.xml (issue #18 item 4). */
    searchable: boolean('searchable').notNull().default(false),
    /**
     * The resume's cover letter as shared (issue #41 item 5), copied when the owner ticks "Include the cover letter"
     * and at each save of the letter, as `data` follows the resume's; null (the default): no letter on any page.
     */
    letter: jsonb('letter'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('shared_resumes_user_slug_uq').on(t.userId, t.slug),
    uniqueIndex('shared_resumes_short_slug_uq').on(t.shortSlug),
    index('shared_resumes_slug_created_idx').on(t.slug, t.createdAt),
    index('shared_resumes_resume_idx').on(t.resumeId),
  ],
);

/**
 * Views of a share per day (UTC), for the owner's 30-day chart (issue #18 item 6). Written with the view counter's
 * batch (shares/view-counter.ts), one row per share and day; rows go with their share.
 */
export const shareViewDays = pgTable(
  'share_view_days',
  {
    shareId: text('share_id')
      .notNull()
      .references(() => sharedResumes.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    views: integer('views').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.shareId, t.day] })],
);

/**
 * Every username and short address ever used, with the account that used it first (issue #18, stable links; issue
 * #37): a link handed out must never show someone else's resume. kind 'username' holds /u/{username}/... (current
 * and former usernames), kind 'slug' holds the short address /v/{name}. A name stays with its account for good, even
 * after the share is deleted or the username changed (that address then answers 410, or follows the account).
 * Rows are written by database triggers on profiles and shared_resumes (migrations 0003 and 0008), so no code path
 * can hand out a name without reserving it; claiming a name another account holds fails as a unique violation.
 * No foreign key: a deleted account's names stay reserved too.
 */
export const addressReservations = pgTable(
  'address_reservations',
  {
    kind: text('kind').$type<'username' | 'slug'>().notNull(),
    name: text('name').notNull(),
    userId: text('user_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ name: 'address_reservations_pk', columns: [t.kind, t.name] })],
);

/**
 * Every slug each account ever used under its username (issue #37): /u/{username}/{slug} of a deleted share answers
 * 410 rather than 404, and the slug stays the account's to reuse. Slugs are per account, so nobody else's share can
 * ever take such an address (usernames never change owner). Written by the trigger on shared_resumes (migration
 * 0008); no foreign key, as for address_reservations.
 */
export const userSlugs = pgTable(
  'user_slugs',
  {
    userId: text('user_id').notNull(),
    slug: text('slug').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ name: 'user_slugs_pk', columns: [t.userId, t.slug] })],
);

/**
 * Contact form messages, and the outbox of their e-mails (contact/outbox.ts): `mailStatus` is null for a message
 * not to be mailed (no SMTP_URL when it came), 'pending' until the mail server takes it, then 'sent', or 'failed'
 * after the last attempt. A server claims a pending one by setting `lockedUntil`, so two never send the same.
 */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: text('id')
      .primaryKey()
      .default(sql`gen_random_uuid()::text`),
    name: text('name').notNull(),
    message: text('message').notNull(),
    createdAt: createdAt(),
    mailStatus: text('mail_status').$type<'pending' | 'sent' | 'failed'>(),
    mailAttempts: integer('mail_attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
  },
  (t) => [
    index('contact_messages_outbox_idx')
      .on(t.nextAttemptAt)
      .where(sql`mail_status = 'pending'`),
  ],
);

/**
 * Personal API keys (issue #43, api-keys/): the SHA-256 of the key, never the key. A revoked key's row is deleted,
 * so the next request with it finds nothing. `lastUsedAt` is written at most once a minute per key.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The key's first characters, shown in the list to tell keys apart. */
    start: text('start').notNull(),
    keyHash: text('key_hash').notNull().unique(),
    scopes: text('scopes').array().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('api_keys_user_idx').on(t.userId)],
);

/**
 * Job postings kept with a resume (issue #40): private to their owner, never part of a resume, share or export.
 * They go with their resume (and so with the account); deleting one deletes its text.
 */
export const jobTargets = pgTable(
  'job_targets',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    resumeId: text('resume_id')
      .notNull()
      .references(() => resumes.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    company: text('company').notNull().default(''),
    posting: text('posting').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('job_targets_resume_idx').on(t.resumeId)],
);

/**
 * A tailored copy's link to its master and the target it was made for. `base` is the master as the copy last took
 * its changes: the master's changes since then are offered field by field. Deleting the master deletes the link
 * (the copy stays, an ordinary resume); deleting the target keeps the link to the master.
 */
export const tailoredCopies = pgTable(
  'tailored_copies',
  {
    resumeId: text('resume_id')
      .primaryKey()
      .references(() => resumes.id, { onDelete: 'cascade' }),
    masterId: text('master_id')
      .notNull()
      .references(() => resumes.id, { onDelete: 'cascade' }),
    targetId: text('target_id').references(() => jobTargets.id, { onDelete: 'set null' }),
    base: jsonb('base').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('tailored_copies_master_idx').on(t.masterId)],
);

/**
 * Version history of a resume (issue #42 item 1): a snapshot on a meaningful event (cause: import, template,
 * restore, merge, conflict) and at most one per 10 minutes of editing (cause: edit), thinned over time and bounded
 * in size per user (resumes/versions.ts). `hash` is the md5 of the content without its timestamps, so an unchanged
 * resume is not stored twice in a row. Owner-only: never read by a public page, share or export.
 */
export const resumeVersions = pgTable(
  'resume_versions',
  {
    id: text('id').primaryKey(),
    resumeId: text('resume_id')
      .notNull()
      .references(() => resumes.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    cause: text('cause').notNull(),
    hash: text('hash').notNull(),
    size: integer('size').notNull(),
    data: jsonb('data').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('resume_versions_resume_idx').on(t.resumeId, t.createdAt),
    index('resume_versions_user_idx').on(t.userId),
  ],
);

/**
 * Cover letters (issue #41): one per resume (target_id null) and at most one per job target of it. They belong to
 * the resume: trashed with it (they are read only through a live resume), deleted with it for good (cascade), and
 * not counted toward the 4-resume limit. `version` works as a resume's (DESIGN.md decision 6). Owner-only: never
 * read by a public page, share, preview image or sitemap.
 */
export const coverLetters = pgTable(
  'cover_letters',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    resumeId: text('resume_id')
      .notNull()
      .references(() => resumes.id, { onDelete: 'cascade' }),
    targetId: text('target_id').references(() => jobTargets.id, { onDelete: 'cascade' }),
    data: jsonb('data').notNull(),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('cover_letters_resume_uq')
      .on(t.resumeId)
      .where(sql`${t.targetId} is null`),
    uniqueIndex('cover_letters_target_uq')
      .on(t.resumeId, t.targetId)
      .where(sql`${t.targetId} is not null`),
    index('cover_letters_user_idx').on(t.userId),
  ],
);
