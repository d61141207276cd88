import path from 'node:path';
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { MIGRATIONS_DIR } from '../paths';
import * as schema from './schema';
import { isFreshDataDir, pgliteTemplate } from './pglite-template';
import { startCheckpoints } from './pglite-checkpoints';
import { LOCK_FILE, lockDataDir } from './data-dir-lock';

export type Db = NodePgDatabase<typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * A statement for a hot path, written in SQL with $1... parameters: PostgreSQL parses and plans it once per
   * connection (a named prepared statement), and no query builder runs per call. The rows come back as objects.
   */
  prepared<Row>(name: string, text: string): (params: unknown[]) => Promise<Row[]>;
  /** Runs a trivial query; false when the database does not answer. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

const migrationsFolder = MIGRATIONS_DIR;

export interface OpenOptions {
  databaseUrl?: string;
  /** PGlite data directory; 'memory://' for a throwaway database. */
  dataDir: string;
  /** A migrated PGlite dump to start from (tests use it to skip the slow first start). */
  loadDataDir?: Blob;
}

/** Opens PostgreSQL when a URL is given, else the embedded PGlite, and runs the migrations (the same for both). */
export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10, connectionTimeoutMillis: 5000 });
    // An idle client losing its connection (database restarted) must not crash the process.
    pool.on('error', () => {});
    const db = drizzlePg(pool, { schema });
    // Several servers may start at once against one database: migrate under an advisory lock.
    const client = await pool.connect();
    try {
      await client.query('select pg_advisory_lock(727274)');
      await migratePg(db, { migrationsFolder });
      // Resumes are JSON of a few kilobytes, stored compressed: lz4 compresses them at a fraction of the default's
      // (pglz) cost (measured: a third more updates a second). Builds without lz4 keep the default.
      const { rows } = await client.query<{ lz4: boolean }>(
        `select 'lz4' = any(enumvals) as lz4 from pg_settings where name = 'default_toast_compression'`,
      );
      if (rows[0]?.lz4) {
        const setLz4 = (c: pg.PoolClient) => c.query(`set default_toast_compression = 'lz4'`).catch(() => undefined);
        pool.on('connect', (c) => void setLz4(c));
        await setLz4(client);
      }
    } finally {
      await client.query('select pg_advisory_unlock(727274)').catch(() => {});
      client.release();
    }
    return {
      db,
      kind: 'postgres',
      prepared:
        <Row>(name: string, text: string) =>
        async (values: unknown[]) =>
          (await pool.query<Row & pg.QueryResultRow>({ name, text, values })).rows,
      ping: () =>
        pool.query('select 1').then(
          () => true,
          () => false,
        ),
      close: () => pool.end(),
    };
  }
  const inMemory = opts.dataDir.startsWith('memory://');
  if (!inMemory) mkdirSync(opts.dataDir, { recursive: true });
  // One server per directory (data-dir-lock.ts): taken before PGlite touches a file, so a second server refuses
  // to start without disturbing the first.
  const unlock = inMemory ? () => {} : lockDataDir(opts.dataDir);
  try {
    return await openPglite(opts, inMemory, unlock);
  } catch (err) {
    unlock();
    throw err;
  }
}

async function openPglite(opts: OpenOptions, inMemory: boolean, unlock: () => void): Promise<Database> {
  // A fresh database starts from the migrated template when there is one (pglite-template.ts): seconds saved.
  const template = !opts.loadDataDir && isFreshDataDir(opts.dataDir) ? pgliteTemplate(migrationsFolder) : undefined;
  let loadDataDir = opts.loadDataDir ?? template?.load();
  let client: PGlite;
  try {
    client = await PGlite.create(opts.dataDir, loadDataDir ? { loadDataDir } : {});
  } catch (err) {
    if (!template || !loadDataDir) throw err;
    // A template that does not load (damaged cache): forget it and start from scratch (keeping our lock).
    template.discard();
    loadDataDir = undefined;
    if (!inMemory) {
      for (const f of readdirSync(opts.dataDir)) {
        if (!f.startsWith(LOCK_FILE)) rmSync(path.join(opts.dataDir, f), { recursive: true });
      }
    }
    client = await PGlite.create(opts.dataDir);
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  await migratePglite(db as never, { migrationsFolder });
  if (template && !loadDataDir) await template.save(await client.dumpDataDir('none'));
  const stopCheckpoints = startCheckpoints(client);
  return {
    db,
    kind: 'pglite',
    prepared:
      <Row>(_name: string, text: string) =>
      async (values: unknown[]) =>
        (await client.query<Row>(text, values)).rows,
    ping: () =>
      client.query('select 1').then(
        () => true,
        () => false,
      ),
    close: async () => {
      try {
        await stopCheckpoints();
        await client.close();
      } finally {
        unlock();
      }
    },
  };
}
