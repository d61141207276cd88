import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDbKind } from './helpers/server';
import { migrationDb, migrationsBefore, MIGRATIONS, type MigrationDb, type Query } from './helpers/migration-db';
import type { PublicAddress } from '@resumey/resume';
import { publicShareLookup } from '../src/public/repository';
import { PublicCache } from '../src/public/cache';
import type { Db } from '../src/db/client';

type Shown = string; // a share id, 'gone' (410) or 'none' (404)

/**
 * What an address showed before issue #37, by the rule of migration 0003 (public/repository.ts as it was then):
 * /u/{username}/{slug} the share with that slug of the username's account, or gone when the account held the slug;
 * /v/{slug} the share with that slug of the account holding the slug, or gone.
 */
async function shownBefore(query: Query, address: PublicAddress): Promise<Shown> {
  const rows =
    'username' in address
      ? await query(
          `select s.id, s.published from address_reservations holder
           left join shared_resumes s on s.user_id = holder.user_id and s.slug = $2
           where holder.kind = 'username' and holder.name = $1 and (s.id is not null or exists (
             select 1 from address_reservations r where r.kind = 'slug' and r.name = $2 and r.user_id = holder.user_id))`,
          [address.username, address.slug],
        )
      : await query(
          `select s.id, s.published from address_reservations holder
           left join shared_resumes s on s.user_id = holder.user_id and s.slug = holder.name
           where holder.kind = 'slug' and holder.name = $1`,
          [address.slug],
        );
  const row = rows[0];
  if (!row) return 'none';
  return row.id && row.published !== false ? (row.id as string) : 'gone';
}

/** What it shows now, read by the server's own code (not from its one-second cache: the test writes in between). */
async function shownNow(db: Db, address: PublicAddress): Promise<Shown> {
  const lookup = await publicShareLookup({ db, cache: new PublicCache() }, address);
  return lookup.found === 'share' ? lookup.share.id : lookup.found === 'gone' ? 'gone' : lookup.found;
}

/**
 * Migrations 0007 and 0008 (issue #37: slugs per username, /v/ a share's short address) on a database holding what
 * the earlier rules made: two accounts with one slug (allowed before 0003), deleted and unpublished shares, a
 * renamed username. Every address anyone could have been given shows what it showed before; after it, the database
 * lets two accounts have one slug, and still never gives a short address to a second account.
 */
describe(`migrations 0007-0008: slugs per username, short addresses (${testDbKind})`, () => {
  let query: Query;
  let db: Db;
  let database: MigrationDb;
  const before0003 = migrationsBefore('0003_stable_addresses');
  const before0007 = migrationsBefore('0007_short_addresses');
  const addresses: PublicAddress[] = [];
  const shown = new Map<string, Shown>();
  const key = (a: PublicAddress) => ('username' in a ? `/u/${a.username}/${a.slug}` : `/v/${a.slug}`);

  beforeAll(async () => {
    database = await migrationDb('resumey_mig37');
    ({ query, db } = database);
    const share = (id: string, user: string, slug: string, age: number) =>
      query(
        `insert into shared_resumes (id, user_id, resume_id, slug, data, created_at)
         values ($1, $2, 'r-' || $2, $3, '{}', now() - make_interval(days => $4))`,
        [id, user, slug, age],
      );

    // Before 0003: Bob shared 'cv' first, Ann later; Ann also has 'ann-only'.
    await database.migrateTo(before0003.folder);
    for (const id of ['u-ann', 'u-bob', 'u-cat', 'u-dan']) {
      await query(`insert into "user" (id, name, email) values ($1, $1, $1 || '@example.com')`, [id]);
      await query(
        `insert into resumes (id, user_id, title, template_id, data) values ($2, $1, 't', 't01-classic', '{}')`,
        [id, `r-${id}`],
      );
    }
    await query(`insert into profiles (user_id, username) values ('u-ann', 'ann'), ('u-bob', 'bob'), ('u-cat', null)`);
    await share('s-bob-cv', 'u-bob', 'cv', 9);
    await share('s-ann-cv', 'u-ann', 'cv', 8);
    await share('s-ann-only', 'u-ann', 'ann-only', 7);
    await share('s-bob-old', 'u-bob', 'bob-old', 7);

    // Under the 0003 rule: Bob renames, deletes a share and unpublishes one; Cat and Dan arrive.
    await database.migrateTo(before0007.folder);
    await query(`update profiles set username = 'bobby' where user_id = 'u-bob'`);
    await query(`delete from shared_resumes where id = 's-bob-old'`);
    await query(`update profiles set username = 'cat' where user_id = 'u-cat'`);
    await share('s-cat-cv', 'u-cat', 'cat-cv', 5);
    await query(`insert into profiles (user_id, username) values ('u-dan', 'dan')`);
    await share('s-dan-hidden', 'u-dan', 'dan-hidden', 4);
    await query(`update shared_resumes set published = false where id = 's-dan-hidden'`);

    // Every address of every name ever used: what it shows before the migration.
    const names = await query(`select kind, name from address_reservations`);
    const slugs = [...new Set(names.filter((n) => n.kind === 'slug').map((n) => n.name as string)), 'never'];
    const usernames = [...names.filter((n) => n.kind === 'username').map((n) => n.name as string), 'nobody'];
    for (const slug of slugs) {
      addresses.push({ slug });
      for (const username of usernames) addresses.push({ username, slug });
    }
    for (const address of addresses) shown.set(key(address), await shownBefore(query, address));

    await database.migrateTo(MIGRATIONS);
  }, 120_000);
  afterAll(async () => {
    await database?.close();
    before0003.remove();
    before0007.remove();
  });

  it('leaves every address showing the resume it showed, and every withdrawn one withdrawn', async () => {
    // The state made what it should: shares, withdrawn ones, and addresses that never showed anything.
    expect(shown.get('/u/ann/cv')).toBe('s-ann-cv');
    expect(shown.get('/v/cv')).toBe('s-bob-cv');
    expect(shown.get('/u/bob/cv')).toBe('s-bob-cv');
    expect(shown.get('/u/bobby/bob-old')).toBe('gone');
    expect(shown.get('/v/dan-hidden')).toBe('gone');
    expect(shown.get('/u/cat/cv')).toBe('none');
    const now = new Map<string, Shown>();
    for (const address of addresses) now.set(key(address), await shownNow(db, address));
    expect(now).toEqual(shown);
  });

  it('gives each share the short address /v/ showed it at, and each account the slugs it used', async () => {
    expect(await query(`select id, short_slug from shared_resumes order by id`)).toEqual([
      { id: 's-ann-cv', short_slug: null },
      { id: 's-ann-only', short_slug: 'ann-only' },
      { id: 's-bob-cv', short_slug: 'cv' },
      { id: 's-cat-cv', short_slug: 'cat-cv' },
      { id: 's-dan-hidden', short_slug: 'dan-hidden' },
    ]);
    expect(await query(`select user_id, slug from user_slugs order by user_id, slug`)).toEqual([
      { user_id: 'u-ann', slug: 'ann-only' },
      { user_id: 'u-ann', slug: 'cv' },
      { user_id: 'u-bob', slug: 'bob-old' },
      { user_id: 'u-bob', slug: 'cv' },
      { user_id: 'u-cat', slug: 'cat-cv' },
      { user_id: 'u-dan', slug: 'dan-hidden' },
    ]);
  });

  it('from then on: any account may use a slug under its name, a short address stays with its account', async () => {
    const refused = async (text: string) => {
      const err = await query(text).then(
        () => undefined,
        (e: { code?: string }) => e,
      );
      expect(err?.code, text).toBe('23505');
    };
    // Cat takes Bob's deleted slug under her name: her address shows it, Bob's addresses still say it is gone.
    await query(`insert into shared_resumes (id, user_id, resume_id, slug, data) values
      ('s-cat-bob-old', 'u-cat', 'r-u-cat', 'bob-old', '{}')`);
    expect(await shownNow(db, { username: 'cat', slug: 'bob-old' })).toBe('s-cat-bob-old');
    for (const address of [
      { username: 'bobby', slug: 'bob-old' },
      { username: 'bob', slug: 'bob-old' },
      { slug: 'bob-old' },
    ]) {
      expect(await shownNow(db, address), key(address)).toBe('gone');
    }
    // Ann's copy of Bob's 'cv' (from before 0003) goes: her address says so now (it said nothing before), and
    // /v/cv still shows Bob's.
    await query(`delete from shared_resumes where id = 's-ann-cv'`);
    expect(await shownNow(db, { username: 'ann', slug: 'cv' })).toBe('gone');
    expect(await shownNow(db, { slug: 'cv' })).toBe('s-bob-cv');
    // Nobody takes another account's short address, on insert or on update; nothing is half written.
    await refused(`insert into shared_resumes (id, user_id, resume_id, slug, short_slug, data) values
      ('s-x', 'u-cat', 'r-u-cat', 'x', 'bob-old', '{}')`);
    await refused(`update shared_resumes set short_slug = 'ann-only' where id = 's-cat-bob-old'`);
    expect(await query(`select short_slug from shared_resumes where id = 's-cat-bob-old'`)).toEqual([
      { short_slug: null },
    ]);
    expect(await query(`select id from shared_resumes where id = 's-x'`)).toEqual([]);
    // A free one is reserved for its account as it is given; Bob reuses his own freed short address.
    await query(`update shared_resumes set short_slug = 'cat-two' where id = 's-cat-bob-old'`);
    await query(`update shared_resumes set short_slug = 'bob-old' where id = 's-bob-cv'`);
    expect(await shownNow(db, { slug: 'bob-old' })).toBe('s-bob-cv');
    expect(await shownNow(db, { slug: 'cv' })).toBe('gone');
    expect(
      await query(`select name, user_id from address_reservations where kind = 'slug' and name in ('cat-two', 'bob-old')
        order by name`),
    ).toEqual([
      { name: 'bob-old', user_id: 'u-bob' },
      { name: 'cat-two', user_id: 'u-cat' },
    ]);
  });
});
