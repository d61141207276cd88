import { loadConfig } from '../../src/config';
import { openDatabase, type Database } from '../../src/db/client';
import { pgliteTemplate } from '../../src/db/pglite-template';
import { MIGRATIONS_DIR } from '../../src/paths';
import { createLogger, type Logger } from '../../src/log';
import { startServer, type RunningServer } from '../../src/server';
import { freePort } from '@resumey/test-support/free-port';
import { scratchDatabase } from '@resumey/test-support/scratch-database';

/** Which database the server tests run against: PGlite by default, PostgreSQL with SERVER_TEST_DB=postgres. */
export const testDbKind = process.env.SERVER_TEST_DB === 'postgres' ? 'postgres' : 'pglite';

export interface TestServer extends RunningServer {
  /** Database URL when on PostgreSQL (for tests that start a second server on the same database). */
  databaseUrl?: string;
  stop(): Promise<void>;
}

let template: Blob | undefined;
/** In-memory databases of stopped test servers, emptied, for the next server in this worker (see freshPglite). */
const spares: Database[] = [];
const MAX_SPARES = 2;
/** `truncate` of every table of the schema (the migrations' own table is in schema drizzle, and stays). */
let truncateAll: string | undefined;

/**
 * A fresh, migrated in-memory PGlite database, with no rows. Opening one costs about 0.7 CPU-s (the 41 MB migrated
 * template, pglite-template.ts, loaded into a new PGlite), and the server tests start about 60: a database a stopped
 * server leaves is emptied instead (every table truncated, identities restarted: 20 ms) and handed to the next
 * server. The template itself is read once per worker process and kept (a Blob: each database copies it).
 */
export async function freshPglite(): Promise<Database> {
  const spare = spares.pop();
  if (spare) return spare;
  template ??= pgliteTemplate(MIGRATIONS_DIR).load();
  return openDatabase({ dataDir: 'memory://', loadDataDir: template });
}

/** Empties a test server's database for the next one; beyond the spares kept, or if it cannot be emptied, closes it. */
async function recycle(database: Database): Promise<void> {
  if (spares.length < MAX_SPARES) {
    try {
      await database.prepared('truncate', (truncateAll ??= await truncateStatement(database)))([]);
      spares.push(database);
      return;
    } catch {
      // Left half-emptied or broken: not worth handing on.
    }
  }
  await database.close();
}

async function truncateStatement(database: Database): Promise<string> {
  const tables = await database.prepared<{ name: string }>(
    'tables',
    `select format('%I.%I', schemaname, tablename) as name from pg_tables where schemaname = 'public'`,
  )([]);
  return `truncate ${tables.map((t) => t.name).join(', ')} restart identity cascade`;
}

/**
 * Starts the real server on a free port with a fresh database; `env` overrides configuration. `opts.database` shares
 * an open PGlite database between servers (a restart, or several servers); `opts.log` collects the server's log.
 */
export async function startTestServer(
  env: Record<string, string> = {},
  opts: { database?: Database; log?: Logger } = {},
): Promise<TestServer> {
  const pgDb =
    testDbKind === 'postgres' && !env.DATABASE_URL && !opts.database ? await scratchDatabase('resumey_t') : undefined;
  // PUBLIC_URL must be known before listening (the local provider's issuer), so pick a free port first.
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const config = loadConfig({
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: 'memory://',
    LOG_LEVEL: 'silent',
    SESSION_SECRET: 'test-secret-test-secret-test-secret-42',
    WEB_DIST: '/nonexistent',
    ...(pgDb ? { DATABASE_URL: pgDb.url } : {}),
    ...env,
  });
  const owned = !opts.database && !config.DATABASE_URL ? await freshPglite() : undefined;
  const database = opts.database ?? owned;
  const server = await startServer(config, { database, log: opts.log ?? createLogger(config.LOG_LEVEL) });
  return {
    ...server,
    databaseUrl: config.DATABASE_URL,
    stop: async () => {
      try {
        await server.close();
        if (owned) await recycle(owned);
      } finally {
        if (pgDb) await pgDb.drop();
      }
    },
  };
}
