import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import { testDbKind } from './helpers/server';
import { migrationDb, MIGRATIONS, type MigrationDb } from './helpers/migration-db';
import { claimShortSlug } from '../src/addresses/reservations';

/**
 * Races over a short address decided by the database alone (issue #37), with the interleaving forced rather than
 * hoped for: one transaction holds a claim it has not committed, the other is seen waiting on it (pg_stat_activity),
 * then the first commits or rolls back. PostgreSQL only: PGlite has one connection, so nothing runs side by side.
 */
describe.skipIf(testDbKind !== 'postgres')(`short address races, forced (${testDbKind})`, () => {
  let database: MigrationDb;
  let pool: pg.Pool;

  beforeAll(async () => {
    database = await migrationDb('resumey_race37');
    pool = database.pool!;
    await database.migrateTo(MIGRATIONS);
    for (const id of ['u-ann', 'u-bob']) {
      await pool.query(`insert into "user" (id, name, email) values ($1, $1, $1 || '@example.com')`, [id]);
      await pool.query(`insert into resumes (id, user_id, title, template_id, data) values ($2, $1, 't', 't', '{}')`, [
        id,
        `r-${id}`,
      ]);
    }
    await pool.query(`insert into profiles (user_id, username) values ('u-ann', 'ann'), ('u-bob', 'bob')`);
  }, 60_000);
  afterAll(() => database?.close());

  /** Resolves once the backend `pid` waits for a lock (another transaction's uncommitted row). */
  async function waitingForLock(pid: number) {
    for (;;) {
      const { rows } = await pool.query(`select wait_event_type from pg_stat_activity where pid = $1`, [pid]);
      if (rows[0]?.wait_event_type === 'Lock') return;
    }
  }

  const insertShare = (client: pg.PoolClient, user: string, slug: string, short: string | null) =>
    client.query(
      `insert into shared_resumes (id, user_id, resume_id, slug, short_slug, data)
       values ($1 || '-' || $2, $1, 'r-' || $1, $2, $3, '{}')`,
      [user, slug, short],
    );

  async function inTransaction(): Promise<{ client: pg.PoolClient; pid: number }> {
    const client = await pool.connect();
    await client.query('begin');
    const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
    return { client, pid: rows[0]!.pid };
  }

  it('refuses the second account a short address the first one committed while it waited', async () => {
    const ann = await inTransaction();
    const bob = await inTransaction();
    await insertShare(ann.client, 'u-ann', 'resume', 'resume');
    const bobs = insertShare(bob.client, 'u-bob', 'resume', 'resume').then(
      () => undefined,
      (e: { code?: string; constraint?: string }) => e,
    );
    await waitingForLock(bob.pid);
    await ann.client.query('commit');
    const refusal = await bobs;
    expect(refusal).toMatchObject({ code: '23505', constraint: 'address_reservations_pk' });
    await bob.client.query('rollback');
    for (const { client } of [ann, bob]) client.release();
    const rows = await pool.query(`select user_id, slug, short_slug from shared_resumes order by user_id`);
    expect(rows.rows).toEqual([{ user_id: 'u-ann', slug: 'resume', short_slug: 'resume' }]);
  });

  it('gives the waiting account the short address when the first one rolls back', async () => {
    const ann = await inTransaction();
    const bob = await inTransaction();
    await insertShare(ann.client, 'u-ann', 'cv', 'cv');
    const bobs = insertShare(bob.client, 'u-bob', 'cv', 'cv');
    await waitingForLock(bob.pid);
    await ann.client.query('rollback');
    await bobs;
    await bob.client.query('commit');
    for (const { client } of [ann, bob]) client.release();
    const holder = await pool.query(`select user_id from address_reservations where kind = 'slug' and name = 'cv'`);
    expect(holder.rows).toEqual([{ user_id: 'u-bob' }]);
  });

  it("lets the server's claim wait and step aside: both accounts get the slug, one the short address", async () => {
    const ann = await inTransaction();
    await insertShare(ann.client, 'u-ann', 'engineer', 'engineer');
    // Bob's save as the server makes it: claim /v/engineer, and without it save the share with no short address.
    const bobs = database.db.transaction(async (tx) => {
      const [{ pid }] = (await tx.execute<{ pid: number }>(`select pg_backend_pid() as pid`)).rows;
      const waited = waitingForLock(pid);
      const claimed = claimShortSlug(tx, 'u-bob', 'engineer');
      await waited;
      await ann.client.query('commit');
      const got = await claimed;
      await tx.execute(
        `insert into shared_resumes (id, user_id, resume_id, slug, short_slug, data)
         values ('u-bob-engineer', 'u-bob', 'r-u-bob', 'engineer', ${got ? "'engineer'" : 'null'}, '{}')`,
      );
      return got;
    });
    expect(await bobs).toBe(false);
    ann.client.release();
    const rows = await pool.query(`select user_id, short_slug from shared_resumes where slug = 'engineer' order by 1`);
    expect(rows.rows).toEqual([
      { user_id: 'u-ann', short_slug: 'engineer' },
      { user_id: 'u-bob', short_slug: null },
    ]);
  });
});
