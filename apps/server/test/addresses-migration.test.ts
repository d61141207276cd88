import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDbKind } from './helpers/server';
import { migrationDb, migrationsBefore, type MigrationDb, type Query } from './helpers/migration-db';

/**
 * Migration 0003 (stable links) on a database that already has users, usernames and shares, including two
 * accounts with the same slug (allowed before): every name in use is reserved for its account, a shared slug for
 * the account of the oldest share (the one /v/{slug} showed), and from then on the database refuses names that
 * belong to another account, whichever code writes them.
 */
describe(`migration 0003: reservations of names in use (${testDbKind})`, () => {
  let query: Query;
  let database: MigrationDb;
  const before = migrationsBefore('0003_stable_addresses');
  // The rule of 0003 as it stood until migrations 0007-0008 (issue #37) made slugs per username: those are tested
  // in addresses-per-user-migration.test.ts.
  const upTo = migrationsBefore('0007_short_addresses');

  beforeAll(async () => {
    database = await migrationDb('resumey_mig');
    query = database.query;
    await database.migrateTo(before.folder);
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
    await database.migrateTo(upTo.folder);
  }, 60_000);
  afterAll(async () => {
    await database?.close();
    before.remove();
    upTo.remove();
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
