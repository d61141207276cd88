import { describe, expect, it } from 'vitest';
import { sampleResume } from '@resumey/resume';
import { signIn } from '@resumey/test-support/sign-in';
import { freshPglite, startTestServer, testDbKind } from './helpers/server';
import { uniqueEmail } from './resumes-helpers';

/**
 * The server tests hand a stopped server's in-memory database to the next one (helpers/server.ts): it must reach
 * it as empty as a new one, or tests would see each other's users, resumes and shares.
 */
describe.skipIf(testDbKind !== 'pglite')('test servers reusing a stopped one’s database', () => {
  it('start with no rows', async () => {
    const first = await startTestServer();
    const alice = await signIn(first.url, uniqueEmail('alice'), 'Alice');
    const created = await alice.api('/api/resumes', { method: 'POST', json: { resume: sampleResume() } });
    expect(created.status).toBe(201);
    await first.stop();

    const database = await freshPglite();
    const counts = await database.prepared<{ name: string; rows: number }>(
      'row counts',
      `select tablename as name,
         (xpath('/row/n/text()', query_to_xml(format('select count(*) as n from %I.%I', schemaname, tablename), false, true, '')))[1]::text::int as rows
       from pg_tables where schemaname = 'public'`,
    )([]);
    expect(counts.length).toBeGreaterThan(5);
    expect(counts.filter((t) => t.rows > 0)).toEqual([]);
    await database.close();
  }, 120_000);
});
