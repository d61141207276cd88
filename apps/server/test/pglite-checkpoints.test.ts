import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client';
import { DEFAULT_CHECKPOINTS, checkpointIfDue, pendingWalBytes, type Queryable } from '../src/db/pglite-checkpoints';
import { testDbKind } from './helpers/server';
import { until } from '@resumey/test-support/faults-process';

const MB = 1024 * 1024;

type Run = (sql: string, params?: unknown[]) => Promise<unknown>;

/** Writes about `mb` megabytes of WAL: rows of random text, which PostgreSQL cannot compress away. */
async function writeWal(run: Run, mb: number) {
  await run('create table if not exists wal_filler (x text)');
  for (let i = 0; i < mb; i++)
    await run('insert into wal_filler values ($1)', [randomBytes(786_432).toString('base64')]);
}

// PGlite has no checkpointer process: without these checkpoints a crash replays all WAL since the server started.
describe.runIf(testDbKind === 'pglite')('PGlite checkpoints (crash recovery stays short)', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'resumey-ckpt-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('checkpoints once more than the limit is pending, and only then', async () => {
    const database = await openDatabase({ dataDir: 'memory://' });
    const client = {
      query: async (sql: string, params: unknown[] = []) => ({ rows: await database.prepared('q', sql)(params) }),
    } as unknown as Queryable;
    try {
      await client.query('checkpoint');
      await writeWal((sql, params) => client.query(sql, params), 2);
      expect(await checkpointIfDue(client, 4 * MB)).toBe(false);
      await writeWal((sql, params) => client.query(sql, params), 3);
      expect(await checkpointIfDue(client, 4 * MB)).toBe(true);
      expect(await pendingWalBytes(client)).toBeLessThan(MB);
    } finally {
      await database.close();
    }
  });

  it("the server's database keeps the WAL a crash would replay bounded while it is written to", async () => {
    const database = await openDatabase({ dataDir: dir });
    try {
      const pending = () =>
        database.prepared<{ pending: string }>(
          'pending',
          `select pg_wal_lsn_diff(pg_current_wal_lsn(), redo_lsn)::text as pending from pg_control_checkpoint()`,
        )([]);
      const run: Run = (sql, params = []) => database.prepared('x', sql)(params);
      await writeWal(run, DEFAULT_CHECKPOINTS.maxWalBytes / MB + 8);
      // The periodic check (every 5 s) sees more than the limit pending and checkpoints.
      await until(
        'a checkpoint',
        async () => {
          const [row] = await pending();
          return Number(row!.pending) < DEFAULT_CHECKPOINTS.maxWalBytes ? true : undefined;
        },
        { timeoutMs: 4 * DEFAULT_CHECKPOINTS.everyMs, everyMs: 200 },
      );
    } finally {
      await database.close();
    }
  }, 60_000);
});
