import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { blankLetter, sampleResume } from '@resumey/resume';
import { createApp } from '../src/app';
import { withServices } from '../src/services';
import { loadConfig } from '../src/config';
import * as schema from '../src/db/schema';
import { memoryRateLimits } from '../src/http/rate-limit';
import { startTestServer, testDbKind, type TestServer } from './helpers/server';
import { signIn, type SignedInClient } from '@resumey/test-support/sign-in';
import { createResume, saveShare, setUsername } from './shares-helpers';
import { AUTH_LIBRARY_MATRIX, APP_MATRIX, type Call, type Ids, type Who } from './authz-matrix';
import { MCP_MATRIX } from './authz-mcp-matrix';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { KEY_OPERATIONS } from '../src/openapi/operations';
import { MCP_TOOLS } from '../src/mcp/tools';
import { createKey, withKey, type KeyFetch } from './api-keys-helpers';
import { miniatureWebDist } from './helpers/web-dist';

/**
 * The authorisation matrix (issue 9 item 6): every route of the app, and every endpoint of the auth library behind
 * /api/auth/*, has an entry in authz-matrix.ts. A route without one fails the first test, so a new route cannot be
 * missed. Each entry is called signed out and signed in as someone else, with Alice's resume ids, share id, slug,
 * username, session token and account id: refused every time, and none of Alice's rows change.
 */
describe(`authorisation matrix (${testDbKind})`, () => {
  let server: TestServer;
  let appRoutes: string[];
  let libraryPaths: string[];
  let alice: SignedInClient;
  const clients = {} as Record<Exclude<Who, 'nobody' | 'mallory-key'>, SignedInClient>;
  const ids = {} as Ids;
  let malloryKey: string;
  let asMalloryKey: KeyFetch;
  // Over a web build, so that the routes only a build mounts (the pages, the app's catch-all) are listed too.
  const webDist = miniatureWebDist();

  beforeAll(async () => {
    server = await startTestServer({ SIGN_IN_RATE_LIMIT: '1000', TWO_FACTOR_RATE_LIMIT: '1000' });
    const config = loadConfig({ PUBLIC_URL: server.url, LOG_LEVEL: 'silent', WEB_DIST: webDist });
    const app = createApp(
      withServices({
        config,
        database: server.database,
        log: server.log,
        auth: server.auth,
        rateLimits: memoryRateLimits(),
      }),
    );
    appRoutes = [...new Set(app.routes.map((r) => `${r.method} ${r.path}`))];
    libraryPaths = Object.values(server.auth.api as Record<string, { path?: string }>)
      .map((endpoint) => endpoint.path)
      .filter((p): p is string => typeof p === 'string');

    alice = await signIn(server.url, 'alice-authz@example.com', 'Alice Authz');
    clients.mallory = await signIn(server.url, 'mallory-authz@example.com', 'Mallory Authz');
    clients.eve = await signIn(server.url, 'eve-authz@example.com', 'Eve Authz');
    expect((await setUsername(alice, 'alice-authz')).status).toBe(200);
    expect((await setUsername(clients.mallory, 'mallory-authz')).status).toBe(200);
    const shared = await createResume(alice, 'Shared');
    const unshared = await createResume(alice, 'Private');
    const trashed = await createResume(alice, 'Trashed');
    expect((await alice.api(`/api/resumes/${trashed.id}`, { method: 'DELETE' })).status).toBe(204);
    const mallorys = await createResume(clients.mallory, 'Mallory');
    const alicesKey = await createKey(alice, { name: 'Alice script' });
    malloryKey = (await createKey(clients.mallory, { name: 'Mallory script' })).key;
    asMalloryKey = withKey(server.url, malloryKey);
    const share = await saveShare(alice, { username: 'alice-authz', slug: 'alice-cv', resumeId: shared.id });
    const target = (await (
      await alice.api(`/api/resumes/${unshared.id}/targets`, {
        method: 'POST',
        json: { title: 'Engineer', company: 'Acme', posting: 'Requirements: Python' },
      })
    ).json()) as { id: string };
    const tailored = (await (
      await alice.api(`/api/resumes/${unshared.id}/targets/${target.id}/tailor`, { method: 'POST' })
    ).json()) as { resume: { id: string } };
    expect(share.status).toBe(201);
    // Cover letters (issue #41): one on her private resume and one on the trashed one, which nobody else may reach.
    for (const id of [unshared.id, trashed.id]) {
      if (id === trashed.id) await alice.api(`/api/resumes/trash/${id}/restore`, { method: 'POST' });
      const letter = await alice.api(`/api/resumes/${id}/letter`, {
        method: 'PUT',
        json: { letter: blankLetter(sampleResume()) },
      });
      expect(letter.status).toBe(201);
      if (id === trashed.id) expect((await alice.api(`/api/resumes/${id}`, { method: 'DELETE' })).status).toBe(204);
    }
    // And one for her job target.
    const targetLetter = await alice.api(`/api/resumes/${unshared.id}/targets/${target.id}/letter`, {
      method: 'PUT',
      json: { letter: blankLetter(sampleResume()) },
    });
    expect(targetLetter.status).toBe(201);
    const [aliceRow] = await server.database.db
      .select()
      .from(schema.user)
      .where(eq(schema.user.email, 'alice-authz@example.com'));
    const [session] = await server.database.db
      .select()
      .from(schema.session)
      .where(eq(schema.session.userId, aliceRow!.id));
    const [account] = await server.database.db
      .select()
      .from(schema.account)
      .where(eq(schema.account.userId, aliceRow!.id));
    const history = (await (await alice.api(`/api/resumes/${unshared.id}/versions`)).json()) as {
      versions: { id: string }[];
    };
    Object.assign(ids, {
      userId: aliceRow!.id,
      email: aliceRow!.email,
      resumeId: unshared.id,
      sharedResumeId: shared.id,
      shareId: ((await share.json()) as { share: { id: string } }).share.id,
      targetId: target.id,
      tailoredId: tailored.resume.id,
      versionId: history.versions[0]!.id,
      trashedResumeId: trashed.id,
      slug: 'alice-cv',
      username: 'alice-authz',
      sessionToken: session!.token,
      accountId: account!.accountId,
      accountRowId: account!.id,
      malloryResumeId: mallorys.id,
      apiKeyId: alicesKey.apiKey.id,
      apiKey: alicesKey.key,
    } satisfies Ids);
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    rmSync(webDist, { recursive: true, force: true });
  });

  /** Everything of Alice's, as stored: the account, sessions, provider links, factor, profile, resumes, shares. */
  async function aliceState(): Promise<string> {
    const { db } = server.database;
    const by = <T extends { userId: unknown }>(t: T) => eq(t.userId as never, ids.userId);
    const rows = await Promise.all([
      db.select().from(schema.user).where(eq(schema.user.id, ids.userId)),
      db.select().from(schema.session).where(by(schema.session)).orderBy(schema.session.id),
      db.select().from(schema.account).where(by(schema.account)).orderBy(schema.account.id),
      db.select().from(schema.twoFactor).where(by(schema.twoFactor)),
      db.select().from(schema.profiles).where(by(schema.profiles)),
      db.select().from(schema.resumes).where(by(schema.resumes)).orderBy(schema.resumes.id),
      // A view counted by a public read is the one change anyone may make to a share.
      db
        .select({
          id: schema.sharedResumes.id,
          slug: schema.sharedResumes.slug,
          shortSlug: schema.sharedResumes.shortSlug,
          data: schema.sharedResumes.data,
        })
        .from(schema.sharedResumes)
        .where(by(schema.sharedResumes)),
      db.select().from(schema.apiKeys).where(by(schema.apiKeys)).orderBy(schema.apiKeys.id),
      db.select().from(schema.jobTargets).where(by(schema.jobTargets)).orderBy(schema.jobTargets.id),
      db.select().from(schema.tailoredCopies).where(eq(schema.tailoredCopies.masterId, ids.resumeId)),
      db.select().from(schema.coverLetters).where(by(schema.coverLetters)).orderBy(schema.coverLetters.id),
    ]);
    return JSON.stringify(rows);
  }

  async function send(call: Call): Promise<{ status: number; text: string }> {
    const path = typeof call.path === 'function' ? call.path(ids) : call.path;
    const json = typeof call.json === 'function' ? call.json(ids) : call.json;
    const init: RequestInit & { json?: unknown } = { method: call.method, redirect: 'manual' };
    if (json !== undefined) init.json = json;
    const res =
      call.as === 'mallory-key'
        ? await asMalloryKey(path, { method: call.method, json })
        : call.as === 'nobody'
          ? await fetch(new URL(path, server.url), {
              method: call.method,
              redirect: 'manual',
              headers: { origin: server.url, ...(json !== undefined ? { 'content-type': 'application/json' } : {}) },
              body: json !== undefined ? JSON.stringify(json) : undefined,
            })
          : await clients[call.as].api(path, init);
    return { status: res.status, text: await res.text() };
  }

  it('has an entry for every route of the app and every endpoint of the auth library, and no stale ones', () => {
    expect(
      appRoutes.filter((r) => !(r in APP_MATRIX)),
      'routes missing from APP_MATRIX',
    ).toEqual([]);
    expect(
      Object.keys(APP_MATRIX).filter((r) => !appRoutes.includes(r)),
      'stale APP_MATRIX entries',
    ).toEqual([]);
    expect(
      libraryPaths.filter((p) => !(p in AUTH_LIBRARY_MATRIX)),
      'missing from AUTH_LIBRARY_MATRIX',
    ).toEqual([]);
    expect(
      Object.keys(AUTH_LIBRARY_MATRIX).filter((p) => !libraryPaths.includes(p)),
      'stale AUTH_LIBRARY_MATRIX entries',
    ).toEqual([]);
    // The features exist (an empty app would pass the lines above).
    expect(appRoutes).toEqual(expect.arrayContaining(['PUT /api/resumes/:id', 'DELETE /api/shares/:id']));
  });

  /**
   * Every route an API key may call, called as the matrix calls it (as Mallory, or signed out on public routes) with
   * Mallory's key instead (issue #43): a key reaches exactly what its owner's session does.
   */
  const keyCalls = (route: string, calls: Call[] = []): Call[] => {
    const op = KEY_OPERATIONS.find((o) => `${o.method} ${o.path}` === route);
    if (!op) return [];
    return calls
      .filter((c) => c.as === 'mallory' || (c.as === 'nobody' && op.scope === null))
      .map((c) => ({ ...c, as: 'mallory-key' as const }));
  };

  it('calls every route an API key may call with a key too', () => {
    const covered = KEY_OPERATIONS.filter(
      (op) => keyCalls(`${op.method} ${op.path}`, APP_MATRIX[`${op.method} ${op.path}`]?.calls).length > 0,
    );
    expect(KEY_OPERATIONS.filter((op) => !covered.includes(op)).map((op) => `${op.method} ${op.path}`)).toEqual([]);
  });

  it("refuses Alice's data to a signed-out visitor and to other users, and changes nothing of hers", async () => {
    const entries = [
      ...Object.entries(APP_MATRIX).map(
        ([route, e]) => [route, { ...e, calls: [...(e.calls ?? []), ...keyCalls(route, e.calls)] }] as const,
      ),
      ...Object.entries(AUTH_LIBRARY_MATRIX).map(([p, e]) => [`/api/auth${p}`, e] as const),
    ];
    let calls = 0;
    for (const [route, entry] of entries) {
      for (const call of entry.calls ?? []) {
        const before = await aliceState();
        const { status, text } = await send(call);
        if (process.env.AUTHZ_DEBUG)
          console.log(
            'AUTHZ',
            status,
            call.as,
            call.method,
            typeof call.path === 'function' ? call.path(ids) : call.path,
            text.slice(0, 100),
          );
        const label = `${route}: ${call.method} ${typeof call.path === 'function' ? call.path(ids) : call.path} as ${call.as}`;
        expect(call.expect, `${label} answered ${status} ${text.slice(0, 200)}`).toContain(status);
        expect(status, label).toBeLessThan(500);
        // Nothing secret of Alice's in the answer: her e-mail, private resume, session or provider account.
        for (const secret of [
          ids.email,
          ids.resumeId,
          ids.trashedResumeId,
          ids.sessionToken,
          ids.accountId,
          ids.accountRowId,
          ids.apiKey,
        ]) {
          expect(text.includes(secret), `${label} leaked ${secret}`).toBe(false);
        }
        expect(await aliceState(), `${label} changed Alice's data`).toBe(before);
        calls++;
      }
    }
    expect(calls).toBeGreaterThan(90);
    // Alice herself is still signed in and sees all of it.
    const mine = (await (await alice.api('/api/resumes')).json()) as { resumes: unknown[] };
    // Shared, private and the private one's tailored copy.
    expect(mine.resumes).toHaveLength(3);
  }, 120_000);
  it("refuses Alice's data to Mallory's key through every MCP tool, and changes nothing of hers", async () => {
    expect(Object.keys(MCP_MATRIX).sort(), 'tools missing from MCP_MATRIX').toEqual(
      MCP_TOOLS.map((t) => t.name).sort(),
    );
    const client = new Client({ name: 'authz', version: '1.0.0' });
    await client.connect(
      new StreamableHTTPClientTransport(new URL('/mcp', server.url), {
        requestInit: { headers: { authorization: `Bearer ${malloryKey}` } },
      }),
    );
    try {
      for (const [tool, argsOf] of Object.entries(MCP_MATRIX)) {
        for (const args of argsOf) {
          const before = await aliceState();
          const result = (await client.callTool({ name: tool, arguments: args(ids) })) as CallToolResult;
          const text = JSON.stringify(result.content);
          const label = `${tool} ${JSON.stringify(args(ids))}`;
          if (result.isError)
            expect(text, label).toMatch(/Error (not_found|short_slug_taken|slug_taken|resume_limit) /);
          for (const secret of [
            ids.email,
            ids.resumeId,
            ids.sharedResumeId,
            ids.shareId,
            ids.sessionToken,
            ids.apiKey,
          ]) {
            expect(text.includes(secret), `${label} leaked ${secret}`).toBe(false);
          }
          expect(await aliceState(), `${label} changed Alice's data`).toBe(before);
        }
      }
    } finally {
      await client.close();
    }
  }, 60_000);
});
