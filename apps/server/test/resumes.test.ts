import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { completeResume, type Resume } from '@resumey/resume';
import { startTestServer, testDbKind, type TestServer } from './helpers/server';
import { signIn, type SignedInClient } from '@resumey/test-support/sign-in';
import { profiles, resumes, session as sessionTable, sharedResumes } from '../src/db/schema';
import { create, createOk, json, list, titled, uniqueEmail, type ResumeRecord } from './resumes-helpers';

describe(`resume API (${testDbKind})`, () => {
  let server: TestServer;
  let alice: SignedInClient;
  // A fresh database and a real sign-in take seconds, more on a busy machine.
  beforeAll(async () => {
    server = await startTestServer();
    alice = await signIn(server.url, uniqueEmail('alice'), 'Alice');
  }, 180_000);
  afterAll(() => server?.stop());

  const fresh = (name: string) => signIn(server.url, uniqueEmail(name), name);

  it('needs a session on every endpoint', async () => {
    const calls: [string, string][] = [
      ['GET', '/api/resumes'],
      ['POST', '/api/resumes'],
      ['GET', '/api/resumes/x'],
      ['PUT', '/api/resumes/x'],
      ['PATCH', '/api/resumes/x'],
      ['POST', '/api/resumes/x/duplicate'],
      ['DELETE', '/api/resumes/x'],
    ];
    for (const [method, path] of calls) {
      const res = await fetch(`${server.url}${path}`, {
        method,
        headers: { 'content-type': 'application/json' },
        body: method === 'GET' || method === 'DELETE' ? undefined : '{}',
      });
      expect(res.status, `${method} ${path}`).toBe(401);
      expect((await json<{ error: { code: string } }>(res)).error.code).toBe('unauthorized');
    }
  });

  it('creates a resume from a template with the default title, server id, version 1 and no shares', async () => {
    const before = Date.now();
    const { status, body } = await create(alice, { templateId: 't06-two-column' });
    expect(status).toBe(201);
    expect(body.version).toBe(1);
    expect(body.shares).toEqual([]);
    expect(body.resume.meta).toMatchObject({ title: 'My New Resume', templateId: 't06-two-column', color: '#4338ca' });
    expect(body.resume.id).toMatch(/\S{8,}/);
    expect(Date.parse(body.resume.createdAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(body.resume.updatedAt).toBe(body.resume.createdAt);
    const got = await alice.api(`/api/resumes/${body.resume.id}`);
    expect(got.status).toBe(200);
    expect(await json(got)).toEqual(body);
  });

  it('stores every field an import brings (issue #19), and fills them in for clients that do not send them', async () => {
    const full = completeResume();
    const record = await createOk(alice, { resume: full });
    const { id: _a, createdAt: _b, updatedAt: _c, ...sent } = full;
    expect(record.resume).toMatchObject(JSON.parse(JSON.stringify(sent, (k, v) => (k === 'id' ? undefined : v))));
    expect(record.resume.kept).toEqual(full.kept);
    const saved = await alice.api(`/api/resumes/${record.resume.id}`, {
      method: 'PUT',
      json: { resume: { ...record.resume, awards: [] }, version: record.version },
    });
    expect(saved.status).toBe(200);
    const got = await json<ResumeRecord>(await alice.api(`/api/resumes/${record.resume.id}`));
    expect(got.resume.awards).toEqual([]);
    expect(got.resume.volunteer).toEqual(record.resume.volunteer);
    // A client from before these fields existed sends a resume without them.
    const {
      skillGroups: _g,
      volunteer: _v,
      awards: _w,
      publications: _p,
      interests: _i,
      references: _r,
      kept: _k,
      ...old
    } = titled('Old client');
    const legacy = await createOk(alice, {
      resume: { ...old, links: [{ id: 'l1', label: 'Site', url: 'https://a.example.com' }] },
    });
    expect(legacy.resume.links[0]!.username).toBe('');
    expect(legacy.resume.publications).toEqual([]);
  });

  it('creates from a whole resume, replacing its id and timestamps with the server ones', async () => {
    const sent = titled('Imported', { id: 'client-id', createdAt: '2001-01-01T00:00:00.000Z', summary: 'Hello' });
    const record = await createOk(alice, { resume: sent });
    expect(record.resume.id).not.toBe('client-id');
    expect(record.resume.createdAt).not.toBe('2001-01-01T00:00:00.000Z');
    expect(record.resume).toMatchObject({ summary: 'Hello', meta: { title: 'Imported' } });
  });

  it('refuses an unknown template id and a body that is neither form', async () => {
    const count = (await list(alice)).length;
    for (const body of [{ templateId: 'nope' }, {}, { templateId: 5 }, { resume: { id: 'x' } }, []]) {
      const { status, body: res } = await create(alice, body);
      expect(status, JSON.stringify(body)).toBe(400);
      expect(res.error?.code).toBe('invalid_input');
    }
    expect((await list(alice)).length).toBe(count);
  });

  it('answers 404 for an id that does not exist', async () => {
    const res = await alice.api('/api/resumes/does-not-exist');
    expect(res.status).toBe(404);
    expect(await json(res)).toEqual({ error: { code: 'not_found', message: 'Resume not found' } });
  });

  it('lists most recently updated first', async () => {
    const bob = await fresh('bob');
    const a = await createOk(bob, { resume: titled('A') });
    const b = await createOk(bob, { resume: titled('B') });
    const c = await createOk(bob, { resume: titled('C') });
    expect((await list(bob)).map((r) => r.resume.meta.title)).toEqual(['C', 'B', 'A']);
    const put = await bob.api(`/api/resumes/${a.resume.id}`, {
      method: 'PUT',
      json: { resume: { ...a.resume, summary: 'touched' }, version: 1 },
    });
    expect(put.status).toBe(200);
    expect((await list(bob)).map((r) => r.resume.meta.title)).toEqual(['A', 'C', 'B']);
    await bob.api(`/api/resumes/${b.resume.id}`, { method: 'PATCH', json: { title: 'B2' } });
    expect((await list(bob)).map((r) => r.resume.meta.title)).toEqual(['B2', 'A', 'C']);
    expect(c.version).toBe(1);
  });

  it('updates with the current version: version + 1, new updatedAt, same id and createdAt', async () => {
    const upd = await fresh('upd');
    const record = await createOk(upd);
    const edited: Resume = {
      ...record.resume,
      id: 'ignored',
      createdAt: '1999-01-01T00:00:00.000Z',
      meta: { ...record.resume.meta, title: 'Edited', templateId: 't08-executive' },
      summary: 'New summary',
    };
    const res = await upd.api(`/api/resumes/${record.resume.id}`, {
      method: 'PUT',
      json: { resume: edited, version: 1 },
    });
    expect(res.status).toBe(200);
    const saved = await json<ResumeRecord>(res);
    expect(saved.version).toBe(2);
    expect(saved.resume).toMatchObject({
      id: record.resume.id,
      createdAt: record.resume.createdAt,
      summary: 'New summary',
      meta: { title: 'Edited', templateId: 't08-executive' },
    });
    expect(Date.parse(saved.resume.updatedAt)).toBeGreaterThanOrEqual(Date.parse(record.resume.updatedAt));
    expect(await json(await upd.api(`/api/resumes/${record.resume.id}`))).toEqual(saved);
  });

  it('checks the session of a save like any call: signed out, expired or forged is 401 and saves nothing', async () => {
    // A save reads its session inside its own statement; these are the cases that statement must refuse.
    const owner = await fresh('saver');
    const me = await json<{ user: { id: string; email: string } }>(await owner.api('/api/me'));
    const [row] = await server.database.db.select().from(sessionTable).where(eq(sessionTable.userId, me.user.id));
    const record = await createOk(owner);
    const path = `/api/resumes/${record.resume.id}`;
    let version = record.version;
    const save = (client: { api: SignedInClient['api'] }, summary: string, body?: unknown) =>
      client.api(path, { method: 'PUT', json: body ?? { resume: { ...record.resume, summary }, version } });
    const stored = async () =>
      (await server.database.db.select().from(resumes).where(eq(resumes.id, record.resume.id)))[0]!.data as Resume;
    const setExpiry = (at: Date) =>
      server.database.db.update(sessionTable).set({ expiresAt: at }).where(eq(sessionTable.id, row!.id));

    // Due for the daily extension (28 of 30 days left): saved, and the session is extended.
    const stale = new Date(Date.now() + 28 * 24 * 3600 * 1000);
    await setExpiry(stale);
    const extended = await save(owner, 'while due for extension');
    expect(extended.status).toBe(200);
    version = (await json<ResumeRecord>(extended)).version;
    expect(version).toBe(record.version + 1);
    const [after] = await server.database.db.select().from(sessionTable).where(eq(sessionTable.id, row!.id));
    expect(after!.expiresAt.getTime()).toBeGreaterThan(stale.getTime() + 24 * 3600 * 1000);

    // A forged signature, with a valid body and with a malformed one.
    const token = decodeURIComponent(/resumey\.session_token=([^;]+)/.exec(owner.jar.header())![1]!);
    const forged = {
      api: (p: string, init: RequestInit & { json?: unknown } = {}) =>
        fetch(`${server.url}${p}`, {
          method: init.method,
          headers: {
            cookie: `resumey.session_token=${encodeURIComponent(token.replace(/\.(.)/, (_, c: string) => `.${c === 'A' ? 'B' : 'A'}`))}`,
            origin: server.url,
            'content-type': 'application/json',
          },
          body: JSON.stringify(init.json),
        }),
    } as { api: SignedInClient['api'] };
    expect((await save(forged, 'forged')).status).toBe(401);
    expect((await save(forged, 'forged', { resume: 'not a resume' })).status).toBe(401);

    // Expired in the database: 401 for a valid body and a malformed one, and nothing changed.
    await setExpiry(new Date(Date.now() - 1000));
    const expired = await save(owner, 'after expiry');
    expect(expired.status).toBe(401);
    expect((await json<{ error: { code: string } }>(expired)).error.code).toBe('unauthorized');
    expect((await save(owner, 'after expiry', { version: 'x' })).status).toBe(401);
    expect((await stored()).summary).toBe('while due for extension');

    // Signed out (the library deleted the expired row; a new sign-in, then its row deleted): the same.
    const again = await signIn(server.url, me.user.email, 'saver');
    await server.database.db.delete(sessionTable).where(eq(sessionTable.userId, me.user.id));
    expect((await save(again, 'after sign-out')).status).toBe(401);
    expect((await stored()).summary).toBe('while due for extension');
  });

  it('refuses a stale version with 409 and the server copy, changing nothing', async () => {
    const sam = await fresh('sam');
    const record = await createOk(sam);
    const id = record.resume.id;
    const first = await sam.api(`/api/resumes/${id}`, {
      method: 'PUT',
      json: { resume: { ...record.resume, summary: 'first' }, version: 1 },
    });
    const saved = await json<ResumeRecord>(first);
    const stale = await sam.api(`/api/resumes/${id}`, {
      method: 'PUT',
      json: { resume: { ...record.resume, summary: 'second' }, version: 1 },
    });
    expect(stale.status).toBe(409);
    const body = await json<{ error: { code: string; message: string }; current: ResumeRecord }>(stale);
    expect(body.error.code).toBe('version_conflict');
    expect(body.error.message).toMatch(/changed/);
    expect(body.current).toEqual(saved);
    expect(await json(await sam.api(`/api/resumes/${id}`))).toEqual(saved);
    const future = await sam.api(`/api/resumes/${id}`, {
      method: 'PUT',
      json: { resume: record.resume, version: 99 },
    });
    expect(future.status).toBe(409);
  });

  it('renames to the trimmed name and refuses a blank one', async () => {
    const ren = await fresh('ren');
    const record = await createOk(ren);
    const id = record.resume.id;
    const res = await ren.api(`/api/resumes/${id}`, { method: 'PATCH', json: { title: '  Senior Engineer CV  ' } });
    expect(res.status).toBe(200);
    const renamed = await json<ResumeRecord>(res);
    expect(renamed.resume.meta.title).toBe('Senior Engineer CV');
    expect(renamed.version).toBe(2);
    for (const title of ['', '   ', 42, null, 'x'.repeat(201)]) {
      const bad = await ren.api(`/api/resumes/${id}`, { method: 'PATCH', json: { title } });
      expect(bad.status, JSON.stringify(title)).toBe(400);
    }
    expect(await json(await ren.api(`/api/resumes/${id}`))).toEqual(renamed);
  });

  it('lists shares with the username and view count, refreshes them on save and deletes them with the resume', async () => {
    const gus = await fresh('gus');
    const me = await json<{ user: { id: string; email: string } }>(await gus.api('/api/me'));
    const record = await createOk(gus, { resume: titled('Shared one') });
    const id = record.resume.id;
    const { db } = server.database;
    await db.insert(profiles).values({ userId: me.user.id, username: `gus-${Date.now()}` });
    await db.insert(sharedResumes).values({
      id: `share-${id}`,
      userId: me.user.id,
      resumeId: id,
      slug: 'my-cv',
      data: record.resume,
      views: 7,
    });
    const listed = (await list(gus)).find((r) => r.resume.id === id)!;
    expect(listed.shares).toEqual([
      { slug: 'my-cv', username: expect.stringMatching(/^gus-/), shortSlug: null, views: 7 },
    ]);

    const put = await gus.api(`/api/resumes/${id}`, {
      method: 'PUT',
      json: { resume: { ...record.resume, summary: 'Now shared' }, version: 1 },
    });
    expect((await json<ResumeRecord>(put)).shares).toHaveLength(1);
    const [share] = await db.select().from(sharedResumes).where(eq(sharedResumes.resumeId, id));
    expect((share!.data as Resume).summary).toBe('Now shared');

    await gus.api(`/api/resumes/${id}`, { method: 'PATCH', json: { title: 'Renamed share' } });
    const [renamed] = await db.select().from(sharedResumes).where(eq(sharedResumes.resumeId, id));
    expect((renamed!.data as Resume).meta.title).toBe('Renamed share');

    expect((await gus.api(`/api/resumes/${id}`, { method: 'DELETE' })).status).toBe(204);
    expect(await db.select().from(sharedResumes).where(eq(sharedResumes.resumeId, id))).toEqual([]);
  });
});
