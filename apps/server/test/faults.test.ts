import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, resumeSchema, sampleResume, type Resume } from '@resumey/resume';
import { startTestServer, testDbKind, type TestServer } from './helpers/server';
import { signIn, type SignedInClient } from '@resumey/test-support/sign-in';
import { scratchDatabase } from '@resumey/test-support/scratch-database';
import {
  canMakePrivatePostgres,
  createPrivatePostgres,
  type PrivatePostgres,
} from '@resumey/test-support/faults-postgres';
import { spawnServer, until, type ServerProcess } from '@resumey/test-support/faults-process';
import type { ResumeRecord } from './resumes-helpers';
import { bodyOf, errorOf } from './helpers/body';
import type { SessionUser } from '@resumey/resume';

const health = async (url: string) => {
  const res = await fetch(`${url}/api/health`);
  return { status: res.status, body: (await res.json()) as { database: string } };
};

const unavailable = async (res: Response) => {
  expect(res.status).toBe(503);
  expect(res.headers.get('retry-after')).toBe('5');
  expect(await errorOf(res)).toEqual({ code: 'unavailable', message: MESSAGES.highLoad });
};

// The database going away is a PostgreSQL fault: PGlite lives inside the server process and cannot stop on its
// own. The test stops and starts a PostgreSQL cluster of its own (never the machine's shared one), so it runs in
// the PostgreSQL pass of the suite only (SERVER_TEST_DB=postgres), as root, where initdb can be run.
describe.runIf(testDbKind === 'postgres' && canMakePrivatePostgres())('the database going away and coming back', () => {
  let cluster: PrivatePostgres;
  let server: TestServer;
  let alice: SignedInClient;
  let record: ResumeRecord;

  beforeAll(async () => {
    cluster = await createPrivatePostgres();
    server = await startTestServer({ DATABASE_URL: cluster.url });
    alice = await signIn(server.url, 'alice-outage@example.com', 'Alice Outage');
    const created = await alice.api('/api/resumes', { method: 'POST', json: { resume: sampleResume() } });
    record = (await created.json()) as ResumeRecord;
    await alice.api('/api/profile/username', { method: 'PUT', json: { username: 'alice-outage' } });
    const share = await alice.api('/api/shares', {
      method: 'POST',
      json: { username: 'alice-outage', slug: 'cv', resumeId: record.resume.id },
    });
    expect(share.status).toBe(201);
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    await cluster?.destroy();
  });

  it('answers 503 with a clear message while it is down, and serves again without a restart once it is back', async () => {
    expect(await health(server.url)).toEqual({ status: 200, body: expect.objectContaining({ database: 'up' }) });

    await cluster.stop('immediate');
    const down = await until('health to report the database down', async () => {
      const h = await health(server.url);
      return h.body.database === 'down' ? h : undefined;
    });
    expect(down).toEqual({
      status: 503,
      body: expect.objectContaining({ status: 'degraded', database: 'down', version: '1.0.0' }),
    });

    // Every kind of request that needs the database says so with 503 (never a 500, never 'signed out').
    await unavailable(await alice.api('/api/resumes'));
    await unavailable(await alice.api('/api/session'));
    const edited: Resume = { ...record.resume, summary: 'Written while the database was away' };
    await unavailable(
      await alice.api(`/api/resumes/${record.resume.id}`, {
        method: 'PUT',
        json: { resume: edited, version: record.version },
      }),
    );
    await unavailable(await fetch(`${server.url}/api/public/u/alice-outage/cv`));
    await unavailable(
      await fetch(`${server.url}/api/auth/sign-in/social`, {
        method: 'POST',
        headers: { origin: server.url, 'content-type': 'application/json' },
        body: JSON.stringify({ provider: 'local', callbackURL: '/dashboard' }),
      }),
    );

    await cluster.start();
    const up = await until('health to report the database up', async () => {
      const h = await health(server.url);
      return h.body.database === 'up' ? h : undefined;
    });
    expect(up.status).toBe(200);

    // The same session still works, nothing was half-written during the outage, and the refused save goes through.
    const me = await alice.api('/api/session');
    expect((await bodyOf<{ user: SessionUser }>(me)).user.email).toBe('alice-outage@example.com');
    const stored = (await (await alice.api(`/api/resumes/${record.resume.id}`)).json()) as ResumeRecord;
    expect(stored.version).toBe(record.version);
    expect(stored.resume.summary).toBe(record.resume.summary);
    const saved = await alice.api(`/api/resumes/${record.resume.id}`, {
      method: 'PUT',
      json: { resume: edited, version: record.version },
    });
    expect(saved.status).toBe(200);
    expect(((await saved.json()) as ResumeRecord).version).toBe(record.version + 1);
    const publicRead = await fetch(`${server.url}/api/public/u/alice-outage/cv`);
    expect(publicRead.status).toBe(200);
    expect(((await publicRead.json()) as { resume: Resume }).resume.summary).toBe(edited.summary);
  });
});

/** A database for a server process: a fresh PostgreSQL database, or a PGlite directory. */
async function processDatabase(): Promise<{ env: Record<string, string>; drop(): Promise<void> }> {
  if (testDbKind === 'postgres') {
    const db = await scratchDatabase('resumey_t');
    return { env: { DATABASE_URL: db.url }, drop: db.drop };
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'resumey-faults-'));
  return { env: { DATA_DIR: dir }, drop: async () => rmSync(dir, { recursive: true, force: true }) };
}

/** A resume with enough content that writing it takes a moment, marked so each version can be told apart. */
function version(base: Resume, n: number): Resume {
  const experience = Array.from({ length: 30 }, (_, i) => ({
    ...base.experience[0]!,
    id: `w${i}`,
    company: `Company ${n}-${i}`,
    bullets: Array.from({ length: 6 }, (_, b) => `Burst ${n}: achievement ${i}.${b} ${'x'.repeat(200)}`),
  }));
  return { ...base, summary: `Version ${n}`, experience };
}

const content = ({ updatedAt: _u, ...rest }: Resume) => JSON.stringify(rest);

describe(`a server killed with SIGKILL during a burst of saves (${testDbKind})`, () => {
  let db: Awaited<ReturnType<typeof processDatabase>>;
  let server: ServerProcess | undefined;
  beforeAll(async () => {
    db = await processDatabase();
  });
  afterAll(async () => {
    await server?.kill('SIGKILL');
    await db?.drop();
  });

  it('leaves every resume whole: each equals one version that was sent, none older than the last acknowledged', async () => {
    server = await spawnServer(db.env, undefined, { built: true });
    const port = server.port;
    const client = await signIn(server.url, 'burst@example.com', 'Burst Saver');
    const resumes: ResumeRecord[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await client.api('/api/resumes', { method: 'POST', json: { resume: sampleResume() } });
      expect(res.status).toBe(201);
      resumes.push((await res.json()) as ResumeRecord);
    }

    // Per resume: every version sent (by the version number it creates) and the last one the server acknowledged.
    const sent = resumes.map(() => new Map<number, Resume>());
    const acked = resumes.map((r) => r.version);
    let acknowledged = 0;
    let killed = false;
    const burst = resumes.map(async (record, i) => {
      let known = record.version;
      for (let n = 1; !killed; n++) {
        const next = version(record.resume, n);
        sent[i]!.set(known + 1, next);
        // The answer counts only once it is read whole: the kill can cut its body after the status line arrived.
        const answer = await client
          .api(`/api/resumes/${record.resume.id}`, { method: 'PUT', json: { resume: next, version: known } })
          .then(async (res) => ({ status: res.status, body: await res.text() }))
          .catch(() => undefined);
        if (!answer) return; // the connection died with the server: this save was not acknowledged
        if (answer.status !== 200) throw new Error(`save answered ${answer.status}: ${answer.body}`);
        known = (JSON.parse(answer.body) as ResumeRecord).version;
        acked[i] = known;
        acknowledged++;
      }
    });
    // Kill once saves are flowing on every resume, with requests in flight.
    await until('saves to be acknowledged', async () => (acknowledged >= 12 ? true : undefined), { everyMs: 5 });
    killed = true;
    await server.kill('SIGKILL');
    await Promise.all(burst);

    server = await spawnServer(db.env, port, { built: true });
    for (const [i, record] of resumes.entries()) {
      const res = await client.api(`/api/resumes/${record.resume.id}`);
      const body = await res.text();
      expect(res.status, `GET after the restart: ${body}\n${server.stderr()}`).toBe(200);
      const stored = JSON.parse(body) as ResumeRecord;
      // Whole: it parses, and it is exactly the version that created its version number.
      expect(resumeSchema.safeParse(stored.resume).success).toBe(true);
      // One save at a time per resume: at most the one in flight landed beyond the last acknowledged.
      expect(stored.version).toBeGreaterThanOrEqual(acked[i]!);
      expect(stored.version).toBeLessThanOrEqual(acked[i]! + 1);
      const original = sent[i]!.get(stored.version);
      expect(original, `resume ${i} at version ${stored.version}`).toBeDefined();
      expect(content(stored.resume)).toBe(content(original!));

      // The client resends what was not acknowledged, from the version it knew: either it is written now, or the
      // server already has exactly that content (the save landed but its answer was lost), never anything else.
      const unacked = sent[i]!.get(acked[i]! + 1);
      // The kill can land between two saves of this resume: then nothing is unacknowledged and nothing is resent.
      if (!unacked) {
        expect(stored.version).toBe(acked[i]);
        continue;
      }
      const resend = await client.api(`/api/resumes/${record.resume.id}`, {
        method: 'PUT',
        json: { resume: unacked, version: acked[i] },
      });
      if (resend.status === 200) {
        expect(content(((await resend.json()) as ResumeRecord).resume)).toBe(content(unacked));
      } else {
        expect(resend.status).toBe(409);
        const { current } = (await resend.json()) as { current: ResumeRecord };
        expect(content(current.resume)).toBe(content(unacked));
      }
    }
  }, 180_000);
});
