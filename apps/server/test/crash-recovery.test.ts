import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Resume } from '@resumey/resume';
import { openDatabase } from '../src/db/client';
import { spawnServer, type ServerProcess } from '@resumey/test-support/faults-process';
import { crashMidSave, seedDataDir } from '@resumey/test-support/crash-recovery';
import { testDbKind } from './helpers/server';

/**
 * Crash recovery may add at most this to a clean restart on the same data. (Issue 15's whole-start budget, 5 s, is
 * measured by `npm run bench`: most of a start is loading the server's code, which depends on the machine's load.)
 */
const RECOVERY_OVERHEAD_MS = 3_000;
/**
 * On a loaded machine (CI runs two server test files side by side, and Playwright's server may be starting) one
 * start can land in the other file's busiest moment, so the overhead may also grow to two clean starts (seen in CI:
 * 10.1 s after the crash against 4.0 s after a clean stop): still far below the 23-62 s the issue measured.
 */
const RECOVERY_OVERHEAD_SHARE = 2;

const content = ({ updatedAt: _u, ...rest }: Resume) => JSON.stringify(rest);

// The server owns its PGlite directory; PostgreSQL recovers on its own, outside the server.
describe.runIf(testDbKind === 'pglite')('crash recovery on PGlite', () => {
  let server: ServerProcess | undefined;
  const dataDirs: string[] = [];
  afterAll(async () => {
    await server?.kill('SIGKILL');
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  it('a server killed with SIGKILL mid-save restarts on 1,000 users and 4,000 resumes about as fast as after a clean stop, with every acknowledged save kept', async () => {
    // A retry (CI) starts afresh: the last attempt's server stopped and a data directory of its own.
    await server?.kill('SIGKILL');
    server = undefined;
    const dataDir = mkdtempSync(path.join(tmpdir(), 'resumey-crash-'));
    dataDirs.push(dataDir);
    await seedDataDir(dataDir, {
      users: 1000,
      resumesPerUser: 4,
      migrate: async (dir) => (await openDatabase({ dataDir: dir })).close(),
    });
    const env = { DATA_DIR: dataDir };
    // The built server, as `npm start` runs it (built before the tests, helpers/global-setup.ts): a start costs
    // loading one file, the same on the first start as on the next, so the first start (on the seeded directory,
    // which PGlite closed cleanly) is the clean one.
    const timedStart = async (port?: number) => {
      const started = performance.now();
      server = await spawnServer(env, port, { built: true });
      return performance.now() - started;
    };
    const cleanMs = await timedStart();
    const crash = await crashMidSave(server!, { writes: 400 });
    const crashedMs = await timedStart(server!.port);
    expect(
      crashedMs - cleanMs,
      `ready ${Math.round(crashedMs)} ms after the crash, ${Math.round(cleanMs)} ms after a clean stop`,
    ).toBeLessThan(Math.max(RECOVERY_OVERHEAD_MS, cleanMs * RECOVERY_OVERHEAD_SHARE));

    // Every save the server acknowledged is there, whole; at most the one in flight landed beyond it.
    for (const [id, acked] of crash.acked) {
      const res = await crash.client.api(`/api/resumes/${id}`);
      expect(res.status).toBe(200);
      const stored = (await res.json()) as { resume: Resume; version: number };
      expect(stored.version).toBeGreaterThanOrEqual(acked);
      expect(stored.version).toBeLessThanOrEqual(acked + 1);
      expect(content(stored.resume)).toBe(content(crash.sent.get(id)!.get(stored.version)!));
    }
    await server!.kill();
    server = undefined;

    // And the rest of the data is whole too.
    const database = await openDatabase({ dataDir });
    try {
      const [counts] = await database.prepared<{ users: number; resumes: number }>(
        'counts',
        `select (select count(*)::int from "user") as users, (select count(*)::int from resumes) as resumes`,
      )([]);
      expect(counts).toEqual({ users: 1001, resumes: 4004 });
    } finally {
      await database.close();
    }
  }, 240_000);
});
