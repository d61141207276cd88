import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { scratchDatabase } from '@resumey/test-support/scratch-database';
import type { Db } from '../../src/db/client';
import * as schema from '../../src/db/schema';
import { testDbKind } from './server';

/** The server's migrations folder. */
export const MIGRATIONS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

/**
 * A copy of the migrations folder as it was before migration `tag` (its journal cut there). Numbers are ignored
 * ('0007_short_addresses' and 'short_addresses' name the same one): merges renumber migrations.
 */
export function migrationsBefore(tag: string): { folder: string; remove(): void } {
  const folder = mkdtempSync(path.join(tmpdir(), 'resumey-migrations-'));
  cpSync(MIGRATIONS, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const name = (t: string) => t.replace(/^\d+_/, '');
  const cut = journal.entries.findIndex((e) => name(e.tag) === name(tag));
  if (cut <= 0) throw new Error(`no migration ${tag} after the first`);
  writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, cut) }));
  return { folder, remove: () => rmSync(folder, { recursive: true, force: true }) };
}

export type Query = (text: string, params?: unknown[]) => Promise<Record<string, unknown>[]>;

export interface MigrationDb {
  /** Plain SQL with $1... parameters; the rows as objects. */
  query: Query;
  /** The same database through the ORM, as the server's code takes it. */
  db: Db;
  /** Runs the migrations of `folder` not run yet. */
  migrateTo(folder: string): Promise<void>;
  /** Another connection's query (PostgreSQL only: PGlite has one connection). */
  pool?: pg.Pool;
  close(): Promise<void>;
}

/** An empty database of the kind under test (a scratch PostgreSQL database, or an in-memory PGlite). */
export async function migrationDb(prefix: string): Promise<MigrationDb> {
  if (testDbKind === 'postgres') {
    const scratch = await scratchDatabase(prefix);
    const pool = new pg.Pool({ connectionString: scratch.url, max: 4 });
    // Dropping the scratch database (with force) can end a connection the pool is still closing: an idle client's
    // error goes to the pool, which would throw it as unhandled (seen once in CI: FATAL 57P01) without a listener.
    pool.on('error', (err: Error & { code?: string }) => {
      if (err.code !== '57P01') throw err;
    });
    const db = drizzlePg(pool, { schema });
    return {
      query: async (text, params) => (await pool.query(text, params)).rows,
      db,
      migrateTo: (folder) => migratePg(db, { migrationsFolder: folder }),
      pool,
      close: async () => {
        await pool.end();
        await scratch.drop();
      },
    };
  }
  const client = await PGlite.create('memory://');
  const db = drizzlePglite(client, { schema });
  return {
    query: async (text, params) => (await client.query<Record<string, unknown>>(text, params)).rows,
    // The same query builder over PGlite; the server's code only needs what both drivers share.
    db: db as unknown as Db,
    migrateTo: (folder) => migratePglite(db, { migrationsFolder: folder }),
    close: () => client.close(),
  };
}
