import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { testDbKind } from './helpers/server';
import { scratchDatabase, type ScratchDatabase } from '@resumey/test-support/scratch-database';

const migrations = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../drizzle');

/** The migrations folder as it was before migration `tag` (its journal cut there). */
function migrationsBefore(tag: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'resumey-migrations-'));
  cpSync(migrations, dir, { recursive: true });
  const journalFile = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const cut = journal.entries.findIndex((e) => e.tag === tag);
  expect(cut).toBeGreaterThan(0);
  writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, cut) }));
  return dir;
}

/**
 * Migration 0003 (stable links) on a database that already has users, usernames and shares, including two
 * accounts with the same slug (allowed before): every name in use is reserved for its account, a shared slug for
 * the account of the oldest share (the one /v/{slug} showed), and from then on the database refuses names that
 * belong to another account, whichever code writes them.
 */
describe(`migration 0003: reservations of names in use (${testDbKind})`, () => {
  let query: (text: string, params?: unknown[]) => Promise<Record<string, unknown>[]>;
  let migrateAll: () => Promise<void>;
  let close: () => Promise<void>;
  let scratch: ScratchDatabase | undefined;
  const before = migrationsBefore('0003_stable_addresses');

  beforeAll(async () => {
    if (testDbKind === 'postgres') {
      scratch = await scratchDatabase('resumey_mig');
      const pool = new pg.Pool({ connectionString: scratch.url, max: 2 });
      // Dropping the scratch database (with force) can end a connection the pool is still closing: an idle client's
      // error goes to the pool, which would throw it as unhandled (seen once in CI: FATAL 57P01) without a listener.
      pool.on('error', (err: Error & { code?: string }) => {
        if (err.code !== '57P01') throw err;
      });
      const db = drizzlePg(pool);
      await migratePg(db, { migrationsFolder: before });
      query = async (text, params) => (await pool.query(text, params)).rows;
      migrateAll = () => migratePg(db, { migrationsFolder: migrations });
      close = () => pool.end();
    } else {
      const client = await PGlite.create('memory://');
      const db = drizzlePglite(client);
      await migratePglite(db, { migrationsFolder: before });
      query = async (text, params) => (await client.query<Record<string, unknown>>(text, params)).rows;
      migrateAll = () => migratePglite(db, { migrationsFolder: migrations });
      close = () => client.close();
    }
    for (const id of ['u-ann', 'u-bob', 'u-cat']) {
      await query(`insert into "user" (id, name, email) values ($1, $1, $1 || '@example.com')`, [id]);
      await query(
        `insert into resumes (id, user_id, title, template_id, data) values ($1, $2, 't', 't01-classic', '{}')`,
        [`r-${id}`, id],
      );
    }
    await query(`insert into profiles (user_id, username) values ('u-ann', 'ann'), ('u-bob', 'bob'), ('u-cat', null)`);
    // Bob shared 'cv' first, Ann later (both allowed before 0003).
    await query(`insert into shared_resumes (id, user_id, resume_id, slug, data, created_at) values
      ('s1', 'u-bob', 'r-u-bob', 'cv', '{}', now() - interval '2 days'),
      ('s2', 'u-ann', 'r-u-ann', 'cv', '{}', now() - interval '1 day'),
      ('s3', 'u-ann', 'r-u-ann', 'ann-only', '{}', now())`);
    await migrateAll();
  }, 60_000);
  afterAll(async () => {
    await close?.();
    await scratch?.drop();
    rmSync(before, { recursive: true, force: true });
  });

  it('reserves every username and slug in use; a shared slug goes to the oldest share', async () => {
    const rows = await query(`select kind, name, user_id from address_reservations order by kind, name`);
    expect(rows).toEqual([
      { kind: 'slug', name: 'ann-only', user_id: 'u-ann' },
      { kind: 'slug', name: 'cv', user_id: 'u-bob' },
      { kind: 'username', name: 'ann', user_id: 'u-ann' },
      { kind: 'username', name: 'bob', user_id: 'u-bob' },
    ]);
  });

  it("refuses another account's name as a unique violation, for usernames and slugs, and reserves new ones", async () => {
    const refused = async (text: string) => {
      const err = await query(text).then(
        () => undefined,
        (e: { code?: string }) => e,
      );
      expect(err?.code, text).toBe('23505');
    };
    // Bob renames: 'bob' stays his; Cat cannot take it, nor Ann's slug.
    await query(`update profiles set username = 'bobby' where user_id = 'u-bob'`);
    await refused(`update profiles set username = 'bob' where user_id = 'u-cat'`);
    await refused(
      `insert into shared_resumes (id, user_id, resume_id, slug, data) values ('s4', 'u-cat', 'r-u-cat', 'ann-only', '{}')`,
    );
    // Nothing half-written: Cat still has no username and no share.
    expect(await query(`select username from profiles where user_id = 'u-cat'`)).toEqual([{ username: null }]);
    expect(await query(`select id from shared_resumes where user_id = 'u-cat'`)).toEqual([]);

    // Free names are reserved as they are taken; the owner may take their own former name back.
    await query(`update profiles set username = 'cat' where user_id = 'u-cat'`);
    await query(
      `insert into shared_resumes (id, user_id, resume_id, slug, data) values ('s5', 'u-cat', 'r-u-cat', 'cat-cv', '{}')`,
    );
    await query(`update profiles set username = 'bob' where user_id = 'u-bob'`);
    const holders = await query(
      `select kind, name, user_id from address_reservations where name in ('cat', 'cat-cv', 'bobby') order by name`,
    );
    expect(holders).toEqual([
      { kind: 'username', name: 'bobby', user_id: 'u-bob' },
      { kind: 'username', name: 'cat', user_id: 'u-cat' },
      { kind: 'slug', name: 'cat-cv', user_id: 'u-cat' },
    ]);
  });
});
