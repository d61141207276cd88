import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The machine's PostgreSQL (DESIGN.md section 6), or the one TEST_DATABASE_URL names. */
export const postgresAdminUrl = () => process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export interface ScratchDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

/**
 * A new, empty PostgreSQL database for one test file or benchmark run, so runs never see each other's rows;
 * drop() removes it (closing any connection still open). Used by the server tests and the benchmarks.
 */
export async function scratchDatabase(prefix: string): Promise<ScratchDatabase> {
  const admin = postgresAdminUrl();
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  const run = async (sql: string) => {
    const c = new pg.Client({ connectionString: admin, connectionTimeoutMillis: 5000 });
    await c.connect();
    try {
      await c.query(sql);
    } finally {
      await c.end();
    }
  };
  await run(`create database ${name}`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}
