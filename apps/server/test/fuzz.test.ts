import http from 'node:http';
import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blankLetter, sampleResume } from '@resumey/resume';
import { createApp } from '../src/app';
import { withServices } from '../src/services';
import { loadConfig } from '../src/config';
import * as schema from '../src/db/schema';
import { memoryRateLimits } from '../src/http/rate-limit';
import { startTestServer, testDbKind, type TestServer } from './helpers/server';
import { signIn, type SignedInClient } from '@resumey/test-support/sign-in';
import { createResume, saveShare, setUsername } from './shares-helpers';
import { bodies, queries, segments, type RawBody } from './fuzz-inputs';

/** Runs per endpoint: enough to hit every kind of input several times, bounded for CI. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 30);

interface Target {
  /** The valid body the mutations start from (no body: {}). */
  base?: (ids: FuzzIds) => unknown;
  /** Query keys the endpoint reads. */
  query?: string[];
  /**
   * Whether path parameters may be the user's real ids: not for deletes (the fuzzer would delete the data it
   * watches) and not for PDFs (a real one starts Chromium, which is the PDF tests' business).
   */
  realIds?: boolean;
}

interface FuzzIds {
  userId: string;
  resumeId: string;
  shareId: string;
  username: string;
  slug: string;
}

const resumeOf = (ids: FuzzIds) => ({ ...sampleResume(), id: ids.resumeId });

/** How to fuzz each API route of the app (by `METHOD path`); a route missing here fails the first test. */
const TARGETS: Record<string, Target> = {
  'GET /api/health': {},
  'GET /api/session/config': {},
  'GET /api/session': {},
  'GET /api/me': {},
  'POST /api/account/two-factor/remove': { base: () => ({ code: '123456' }) },
  'POST /api/account/two-factor/backup-codes': { base: () => ({ code: '123456' }) },
  'GET /api/shares': {},
  'GET /api/shares/slug-available': { query: ['slug', 'resumeId'] },
  'POST /api/shares': {
    base: (i) => ({ username: i.username, slug: 'fuzzed', resumeId: i.resumeId, shortSlug: 'fuzzed-short' }),
  },
  'DELETE /api/shares/:id': { realIds: false },
  'PATCH /api/shares/:id': { base: () => ({ searchable: true, expiresAt: null }), realIds: true },
  'GET /api/profile': {},
  'GET /api/profile/username-available': { query: ['username'] },
  'PUT /api/profile/username': { base: (i) => ({ username: i.username }) },
  'PUT /api/profile/language': { base: () => ({ language: 'de' }) },
  'GET /api/public/u/:username/:slug': { realIds: true },
  'GET /api/public/v/:slug': { realIds: true },
  'POST /api/public/u/:username/:slug/unlock': { base: () => ({ password: 'not it' }), realIds: true },
  'POST /api/public/v/:slug/unlock': { base: () => ({ password: 'not it' }), realIds: true },
  'GET /api/resumes': {},
  'POST /api/resumes': { base: (i) => ({ resume: resumeOf(i) }) },
  'GET /api/resumes/:id': { realIds: true },
  'PUT /api/resumes/:id': { base: (i) => ({ resume: resumeOf(i), version: 1 }), realIds: true },
  'PATCH /api/resumes/:id': { base: () => ({ title: 'Renamed' }), realIds: true },
  'POST /api/resumes/:id/duplicate': { realIds: true },
  'DELETE /api/resumes/:id': { realIds: false },
  'GET /api/resumes/trash': {},
  'POST /api/resumes/trash/:id/restore': { realIds: false },
  'DELETE /api/resumes/trash/:id': { realIds: false },
  'GET /api/resumes/:id/versions': { realIds: true },
  'GET /api/resumes/:id/versions/:versionId': { realIds: true },
  'POST /api/resumes/:id/versions/:versionId/restore': { realIds: false },
  'POST /api/contact': { base: () => ({ name: 'Fuzz', message: 'Hello' }) },
  'GET /api/resumes/:id/pdf': { realIds: false },
  'GET /api/public/u/:username/:slug/pdf': { query: ['letter'], realIds: false },
  'GET /api/public/v/:slug/pdf': { query: ['letter'], realIds: false },
  'POST /api/pdf': { base: (i) => ({ resume: resumeOf(i) }) },
  'GET /api/account/api-keys': {},
  'POST /api/account/api-keys': { base: () => ({ name: 'Fuzzed', scopes: ['resumes:read'], expiresAt: null }) },
  'DELETE /api/account/api-keys/:id': { realIds: false },
  // Fuzzed without a body (as every DELETE here): it can only be refused, never delete the account it watches.
  'DELETE /api/account': {},
  // Fuzzed bodies are never a ZIP: every one is refused. The export reads the owner's account and writes nothing.
  'GET /api/account/export': {},
  'POST /api/account/import': { base: () => ({}) },
  'GET /api/openapi.json': {},
  'GET /api/docs': {},
  'GET /api/resumes/:id/targets': { realIds: true },
  'POST /api/resumes/:id/targets': { base: () => ({ title: 'Fuzz', company: 'Co', posting: 'Python' }), realIds: true },
  'PUT /api/resumes/:id/targets/:targetId': { base: () => ({ title: 'Fuzz', posting: 'Go' }), realIds: true },
  'DELETE /api/resumes/:id/targets/:targetId': { realIds: false },
  'POST /api/resumes/:id/targets/:targetId/coverage': { base: (i) => ({ resume: resumeOf(i) }), realIds: true },
  'POST /api/resumes/:id/targets/:targetId/tailor': { realIds: true },
  'GET /api/resumes/:id/link': { realIds: true },
  'POST /api/resumes/:id/link/review': { base: () => ({ masterVersion: 1, take: [['summary']] }), realIds: true },
  'DELETE /api/resumes/:id/link': { realIds: true },
  'GET /api/letters': {},
  'GET /api/resumes/:id/letter': { realIds: true },
  'PUT /api/resumes/:id/letter': { base: () => ({ letter: blankLetter(sampleResume()) }), realIds: true },
  'DELETE /api/resumes/:id/letter': { realIds: false },
  'GET /api/resumes/:id/letter/pdf': { query: ['resume', 'target'], realIds: false },
  'GET /api/resumes/:id/targets/:targetId/letter': { realIds: true },
  'PUT /api/resumes/:id/targets/:targetId/letter': {
    base: () => ({ letter: blankLetter(sampleResume()) }),
    realIds: true,
  },
  'DELETE /api/resumes/:id/targets/:targetId/letter': { realIds: false },
};

/** The auth library's endpoints that take input from a signed-in user, fuzzed too. */
const LIBRARY_TARGETS: Record<string, Target> = {
  'POST /api/auth/sign-in/social': { base: () => ({ provider: 'local', callbackURL: '/dashboard' }) },
  'POST /api/auth/revoke-session': { base: () => ({ token: 'x' }) },
  'POST /api/auth/two-factor/verify-totp': { base: () => ({ code: '123456' }) },
  'POST /api/auth/unlink-account': { base: () => ({ providerId: 'local' }) },
};

describe(`fuzzing every API endpoint (${testDbKind})`, () => {
  let server: TestServer;
  let owner: SignedInClient;
  let apiRoutes: string[];
  const ids = {} as FuzzIds;

  beforeAll(async () => {
    server = await startTestServer({
      // The fuzzer is one client sending hundreds of requests: limits would answer for the endpoints.
      PUBLIC_RATE_LIMIT: '1000000',
      AVAILABILITY_RATE_LIMIT: '1000000',
      CONTACT_RATE_LIMIT: '1000000',
      SIGN_IN_RATE_LIMIT: '1000000',
      TWO_FACTOR_RATE_LIMIT: '1000000',
      ACCOUNT_DATA_RATE_LIMIT: '1000000',
    });
    const app = createApp(
      withServices({
        config: loadConfig({ PUBLIC_URL: server.url, LOG_LEVEL: 'silent' }),
        database: server.database,
        log: server.log,
        auth: server.auth,
        rateLimits: memoryRateLimits(),
      }),
    );
    apiRoutes = [
      ...new Set(
        app.routes
          .filter((r) => r.path.startsWith('/api/') && !r.path.includes('*') && r.method !== 'ALL')
          .map((r) => `${r.method} ${r.path}`),
      ),
    ];
    owner = await signIn(server.url, 'fuzz-owner@example.com', 'Fuzz Owner');
    expect((await setUsername(owner, 'fuzz-owner')).status).toBe(200);
    const resume = await createResume(owner, 'Fuzzed');
    const share = await saveShare(owner, { username: 'fuzz-owner', slug: 'fuzz-cv', resumeId: resume.id });
    const [row] = await server.database.db
      .select()
      .from(schema.user)
      .where(eq(schema.user.email, 'fuzz-owner@example.com'));
    Object.assign(ids, {
      userId: row!.id,
      resumeId: resume.id,
      shareId: ((await share.json()) as { share: { id: string } }).share.id,
      username: 'fuzz-owner',
      slug: 'fuzz-cv',
    } satisfies FuzzIds);
  }, 120_000);
  afterAll(() => server?.stop());

  /** The owner's data as stored (a view counted by a public read is the one change anyone may make). */
  async function state(): Promise<string> {
    const { db } = server.database;
    const rows = await Promise.all([
      db
        .select({ name: schema.user.name, image: schema.user.image })
        .from(schema.user)
        .where(eq(schema.user.id, ids.userId)),
      db.select().from(schema.profiles).where(eq(schema.profiles.userId, ids.userId)),
      db.select().from(schema.resumes).where(eq(schema.resumes.userId, ids.userId)).orderBy(schema.resumes.id),
      db
        .select({ id: schema.sharedResumes.id, slug: schema.sharedResumes.slug, data: schema.sharedResumes.data })
        .from(schema.sharedResumes)
        .where(eq(schema.sharedResumes.userId, ids.userId))
        .orderBy(schema.sharedResumes.id),
      db.select().from(schema.twoFactor).where(eq(schema.twoFactor.userId, ids.userId)),
      db.select({ id: schema.session.id }).from(schema.session).where(eq(schema.session.userId, ids.userId)),
    ]);
    return JSON.stringify(rows);
  }

  /**
   * One request on its own connection (node:http, no keep-alive): a server may answer an oversized body early and
   * close the connection, which must not poison the next request. The answer counts, even if the rest of the body
   * could not be written.
   */
  function send(method: string, path: string, input: RawBody): Promise<{ status: number; text: string }> {
    const headers: Record<string, string> = { cookie: owner.jar.header(), origin: server.url };
    if (input.contentType) headers['content-type'] = input.contentType;
    const body =
      input.body !== undefined && method !== 'GET' && method !== 'HEAD' ? Buffer.from(input.body) : undefined;
    if (body) headers['content-length'] = String(body.length);
    return new Promise((resolve, reject) => {
      const req = http.request(new URL(path, server.url), { method, headers, agent: false }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (d: Buffer) => chunks.push(d));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString() }));
        res.on('error', reject);
      });
      // Writing may fail once the server has answered and closed; only a request with no answer fails the test.
      req.on('error', (err) => setTimeout(() => reject(err), 1000).unref());
      req.end(body);
    });
  }

  function fuzz(route: string, target: Target) {
    const [method, pattern] = route.split(' ') as [string, string];
    const names = pattern.match(/:[a-z]+/gi) ?? [];
    const real = (name: string) =>
      target.realIds
        ? name === ':id'
          ? [ids.resumeId, ids.shareId]
          : name === ':username'
            ? [ids.username]
            : [ids.slug]
        : [];
    const hasBody = method !== 'GET' && method !== 'DELETE';
    return fc.asyncProperty(
      fc.tuple(...names.map((n) => segments(real(n)))),
      target.query ? queries(target.query) : fc.constant(''),
      hasBody ? bodies(target.base?.(ids) ?? {}) : fc.constant<RawBody>({ kind: 'no body' }),
      async (params, query, input) => {
        let path = pattern;
        names.forEach((n, i) => (path = path.replace(n, params[i]!)));
        if (query) path += `?${query}`;
        const before = method === 'GET' ? '' : await state();
        const { status, text } = await send(method, path, input);
        const label = `${method} ${path.slice(0, 120)} with ${input.kind}: ${status} ${text.slice(0, 200)}`;
        expect(status, label).toBeLessThan(500);
        // A refusal changes nothing; an accepted request may (and becomes the new baseline).
        if (status >= 400 && method !== 'GET') expect(await state(), `changed on refusal: ${label}`).toBe(before);
        if (status >= 400 && text && !text.startsWith('<')) {
          expect(() => JSON.parse(text), `error answer is JSON: ${label}`).not.toThrow();
        }
      },
    );
  }

  it('has a fuzz target for every API route', () => {
    expect(apiRoutes.filter((r) => !(r in TARGETS))).toEqual([]);
    expect(Object.keys(TARGETS).filter((r) => !apiRoutes.includes(r))).toEqual([]);
  });

  for (const [route, target] of Object.entries({ ...TARGETS, ...LIBRARY_TARGETS })) {
    it(`${route}: never a 5xx, never a change on refusal, the server stays up`, async () => {
      await fc.assert(fuzz(route, target), { numRuns: RUNS, endOnFailure: true });
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
      // The session survives whatever was sent.
      expect((await owner.api('/api/me')).status).toBe(200);
    }, 120_000);
  }
});
