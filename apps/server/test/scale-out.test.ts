import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleResume } from '@resumey/resume';
import { testDbKind } from './helpers/server';
import { signIn, type SignedInClient } from '@resumey/test-support/sign-in';
import { scratchDatabase, type ScratchDatabase } from '@resumey/test-support/scratch-database';
import { spawnServer, until, type ServerProcess } from '@resumey/test-support/faults-process';
import { REDIS_URL, redisAnswers } from './scale-out-redis';
import type { ResumeRecord } from './resumes-helpers';

const hasRedis = await redisAnswers();

/** The same signed-in session (its cookie), sent to another server with that server's own Origin. */
function through(client: SignedInClient, server: ServerProcess): SignedInClient {
  return {
    ...client,
    api: (path, init = {}) => {
      const { json, ...rest } = init;
      return fetch(new URL(path, server.url), {
        ...rest,
        headers: {
          cookie: client.jar.header(),
          origin: server.url,
          ...(json !== undefined ? { 'content-type': 'application/json' } : {}),
        },
        body: json !== undefined ? JSON.stringify(json) : rest.body,
      });
    },
  };
}

// Several servers share one PostgreSQL (DESIGN.md section 3). PGlite is one process's private file, so this runs in
// the PostgreSQL pass only (SERVER_TEST_DB=postgres); the rate-limit part needs Redis (REDIS_URL or 127.0.0.1:6379).
describe.runIf(testDbKind === 'postgres')('two servers on one PostgreSQL', () => {
  let db: ScratchDatabase | undefined;
  const prefix = `resumey-scale-${randomBytes(6).toString('hex')}:`;
  let a: ServerProcess;
  let b: ServerProcess;

  beforeAll(async () => {
    db = await scratchDatabase('resumey_t');
    const env = {
      DATABASE_URL: db.url,
      // One secret for all instances; the cookie names no host, so a session from one is good on the other.
      SESSION_SECRET: 'scale-out-secret-scale-out-secret-0123',
      PUBLIC_RATE_LIMIT: '4',
      // Each read names its visitor in X-Forwarded-For, believed from loopback here.
      TRUST_PROXY: '127.0.0.1',
      ...(hasRedis ? { REDIS_URL, REDIS_KEY_PREFIX: prefix } : {}),
    };
    // Both start at once: the migrations run under an advisory lock, once.
    [a, b] = await Promise.all([spawnServer(env), spawnServer(env)]);
  }, 180_000);

  afterAll(async () => {
    await Promise.all([a?.kill(), b?.kill()]);
    await db?.drop();
    if (hasRedis) {
      const redis = new Redis(REDIS_URL);
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length) await redis.del(...keys);
      redis.disconnect();
    }
  });

  it('a session made through one server works through the other, and signing out on one ends it on both', async () => {
    const onA = await signIn(a.url, 'shared-session@example.com', 'Shared Session');
    const onB = through(onA, b);
    const session = (await (await onB.api('/api/session')).json()) as { user: { email: string } | null };
    expect(session.user?.email).toBe('shared-session@example.com');
    expect((await onB.api('/api/me')).status).toBe(200);

    const out = await onB.api('/api/auth/sign-out', { method: 'POST', json: {} });
    expect(out.status).toBe(200);
    expect((await onA.api('/api/me')).status).toBe(401);
  });

  it('a save through one server is seen by the other, and a stale save is refused on either', async () => {
    const onA = await signIn(a.url, 'shared-saves@example.com', 'Shared Saves');
    const onB = through(onA, b);
    const created = await onA.api('/api/resumes', { method: 'POST', json: { resume: sampleResume() } });
    expect(created.status).toBe(201);
    const record = (await created.json()) as ResumeRecord;

    const seen = (await (await onB.api(`/api/resumes/${record.resume.id}`)).json()) as ResumeRecord;
    expect(seen).toEqual(record);
    const edited = { ...record.resume, summary: 'Saved through server B' };
    const saved = await onB.api(`/api/resumes/${record.resume.id}`, {
      method: 'PUT',
      json: { resume: edited, version: record.version },
    });
    expect(saved.status).toBe(200);
    const onAList = (await (await onA.api('/api/resumes')).json()) as { resumes: ResumeRecord[] };
    expect(onAList.resumes[0]).toMatchObject({
      version: record.version + 1,
      resume: { summary: 'Saved through server B' },
    });

    const stale = await onA.api(`/api/resumes/${record.resume.id}`, {
      method: 'PUT',
      json: { resume: { ...record.resume, summary: 'Stale copy on A' }, version: record.version },
    });
    expect(stale.status).toBe(409);
  });

  it('public reads on either server count their views together and show a save within a second', async () => {
    const onA = await signIn(a.url, 'shared-public@example.com', 'Shared Public');
    const onB = through(onA, b);
    const created = (await (
      await onA.api('/api/resumes', { method: 'POST', json: { resume: sampleResume() } })
    ).json()) as ResumeRecord;
    expect(
      (await onA.api('/api/profile/username', { method: 'PUT', json: { username: 'shared-public' } })).status,
    ).toBe(200);
    const share = await onB.api('/api/shares', {
      method: 'POST',
      json: { username: 'shared-public', slug: 'cv', resumeId: created.resume.id },
    });
    expect(share.status).toBe(201);
    // Every read from another visitor (this suite's public limit is 4 per visitor).
    let visitor = 0;
    const read = async (s: ServerProcess) => {
      const res = await fetch(`${s.url}/api/public/u/shared-public/cv`, {
        headers: { 'x-forwarded-for': `192.0.2.${++visitor % 250}` },
      });
      return ((await res.json()) as { resume: { summary: string } }).resume.summary;
    };
    for (const s of [a, b, a]) expect(await read(s)).toBe(created.resume.summary);
    // Each server writes the views it counted within a second; the owner sees all of them, on either server.
    const views = async () =>
      ((await (await onB.api('/api/shares')).json()) as { shares: { views: number }[] }).shares[0]?.views;
    await until('views from both servers to add up', async () => ((await views()) === 3 ? true : undefined), {
      timeoutMs: 10_000,
    });

    const saved = await onA.api(`/api/resumes/${created.resume.id}`, {
      method: 'PUT',
      json: { resume: { ...created.resume, summary: 'Saved on A' }, version: created.version },
    });
    expect(saved.status).toBe(200);
    expect(await read(a)).toBe('Saved on A');
    await until('server B to show the save', async () => ((await read(b)) === 'Saved on A' ? true : undefined), {
      timeoutMs: 5_000,
    });
  });

  it('parallel creates spread over both servers never pass the limit of 4 resumes', async () => {
    const onA = await signIn(a.url, 'shared-limit@example.com', 'Shared Limit');
    const onB = through(onA, b);
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        (i % 2 ? onA : onB).api('/api/resumes', { method: 'POST', json: { templateId: 't01-classic' } }),
      ),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(4);
    expect(results.filter((r) => r.status === 409)).toHaveLength(4);
    expect(((await (await onB.api('/api/resumes')).json()) as { resumes: unknown[] }).resumes).toHaveLength(4);
  });

  it.runIf(hasRedis)('a rate limit counts requests made to both servers together (Redis)', async () => {
    const client = { 'x-forwarded-for': `198.51.100.${Math.floor(Math.random() * 200) + 1}` };
    const read = (s: ServerProcess) => fetch(`${s.url}/api/public/v/nothing-here`, { headers: client });
    const statuses = [];
    for (const s of [a, b, a, b]) statuses.push((await read(s)).status);
    expect(statuses).toEqual([404, 404, 404, 404]);
    const refusedOnA = await read(a);
    const refusedOnB = await read(b);
    expect([refusedOnA.status, refusedOnB.status]).toEqual([429, 429]);
    expect(Number(refusedOnB.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
