import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { API_KEY_LIMITS, API_KEY_MESSAGES, type ApiKeyList, type ResumeRecord } from '@resumey/resume';
import { signIn, type SignedInClient } from '@resumey/test-support/sign-in';
import type { Logger } from '../src/log';
import { apiKeys } from '../src/db/schema';
import { hashApiKey } from '../src/api-keys/keys';
import { startTestServer, testDbKind, type TestServer } from './helpers/server';
import { bodyOf, errorOf } from './helpers/body';
import { createResume } from './shares-helpers';
import { createKey, withKey } from './api-keys-helpers';

const RATE_LIMIT = 8;

/**
 * Personal API keys (issue #43): created, listed and revoked from a browser session only; a key acts for its owner
 * within its scopes, never on sign-in, second-factor, account or key routes, never from a browser, with its own rate
 * limit, and every request it makes is logged with its id.
 */
describe(`API keys (${testDbKind})`, () => {
  let server: TestServer;
  let alice: SignedInClient;
  const lines: { msg: string; fields: Record<string, unknown> }[] = [];
  const record = (msg: string, fields: Record<string, unknown> = {}) => void lines.push({ msg, fields });
  const log: Logger = { debug: record, info: record, warn: record, error: record };

  beforeAll(async () => {
    server = await startTestServer({ API_KEY_RATE_LIMIT: String(RATE_LIMIT) }, { log });
    alice = await signIn(server.url, `alice-keys-${Date.now()}@example.com`, 'Alice Keys');
  }, 60_000);
  afterAll(() => server?.stop());

  const listKeys = async (client = alice) => bodyOf<ApiKeyList>(await client.api('/api/account/api-keys'));

  it('shows a new key once, keeps only its hash, lists it without the key, and revokes it at once', async () => {
    const created = await createKey(alice, { name: '  Laptop script  ', scopes: ['shares:manage', 'resumes:read'] });
    expect(created.key).toMatch(/^rsm_[A-Za-z0-9_-]{43}$/);
    expect(created.apiKey).toMatchObject({
      name: 'Laptop script',
      scopes: ['resumes:read', 'shares:manage'],
      start: created.key.slice(0, 10),
      lastUsedAt: null,
      expiresAt: null,
    });
    const [row] = await server.database.db.select().from(apiKeys).where(eq(apiKeys.id, created.apiKey.id));
    expect(row!.keyHash).toBe(hashApiKey(created.key));
    expect(JSON.stringify(row)).not.toContain(created.key);

    const listed = await listKeys();
    expect(listed.limit).toBe(API_KEY_LIMITS.maxKeys);
    expect(listed.keys).toEqual([created.apiKey]);
    expect(JSON.stringify(listed)).not.toContain(created.key);

    const call = withKey(server.url, created.key);
    const mine = await call('/api/resumes');
    expect(mine.status).toBe(200);
    const [used] = (await listKeys()).keys;
    expect(Date.now() - Date.parse(used!.lastUsedAt!)).toBeLessThan(60_000);

    expect((await alice.api(`/api/account/api-keys/${created.apiKey.id}`, { method: 'DELETE' })).status).toBe(204);
    const after = await call('/api/resumes');
    expect(after.status).toBe(401);
    expect(after.headers.get('www-authenticate')).toContain('invalid_token');
    expect(await errorOf(after)).toEqual({ code: 'invalid_api_key', message: API_KEY_MESSAGES.invalidKey });
    expect((await listKeys()).keys).toEqual([]);
  });

  it('refuses an expired key on its first request past the expiry', async () => {
    const created = await createKey(alice, { expiresAt: new Date(Date.now() + 86_400_000).toISOString() });
    const call = withKey(server.url, created.key);
    expect((await call('/api/resumes')).status).toBe(200);
    // The API refuses an expiry in the past, so time is moved on the row itself.
    await server.database.db
      .update(apiKeys)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(apiKeys.id, created.apiKey.id));
    const res = await call('/api/resumes');
    expect(res.status).toBe(401);
    expect((await errorOf(res)).code).toBe('invalid_api_key');
  });

  it('refuses bad key requests with a message and creates nothing', async () => {
    const before = (await listKeys()).keys.length;
    const cases: [unknown, string][] = [
      [{ name: '', scopes: ['resumes:read'] }, `name: ${API_KEY_MESSAGES.nameRequired}`],
      [{ name: 'x'.repeat(101), scopes: ['resumes:read'] }, `name: ${API_KEY_MESSAGES.nameTooLong}`],
      [{ name: 'No scopes', scopes: [] }, `scopes: ${API_KEY_MESSAGES.scopesRequired}`],
      [
        { name: 'Bad scope', scopes: ['admin'] },
        'scopes.0: Permissions are resumes:read, resumes:write, shares:manage',
      ],
      [
        { name: 'Past', scopes: ['resumes:read'], expiresAt: '2020-01-01T00:00:00Z' },
        `expiresAt: ${API_KEY_MESSAGES.expiryPast}`,
      ],
      [
        { name: 'Far', scopes: ['resumes:read'], expiresAt: new Date(Date.now() + 400 * 86_400_000).toISOString() },
        `expiresAt: ${API_KEY_MESSAGES.expiryTooFar}`,
      ],
      [
        { name: 'Date only', scopes: ['resumes:read'], expiresAt: '2030-01-01' },
        `expiresAt: ${API_KEY_MESSAGES.expiryInvalid}`,
      ],
      [{ name: 'Extra', scopes: ['resumes:read'], userId: 'someone-else' }, 'Unrecognized key: "userId"'],
    ];
    for (const [json, message] of cases) {
      const res = await alice.api('/api/account/api-keys', { method: 'POST', json });
      expect(res.status, JSON.stringify(json)).toBe(400);
      expect((await errorOf(res)).message).toBe(message);
    }
    expect((await listKeys()).keys.length).toBe(before);
    const signedOut = await fetch(`${server.url}/api/account/api-keys`);
    expect(signedOut.status).toBe(401);
  });

  it(`allows ${API_KEY_LIMITS.maxKeys} keys per account, and never another user's key to be revoked`, async () => {
    const bob = await signIn(server.url, `bob-keys-${Date.now()}@example.com`, 'Bob Keys');
    const bobs = await createKey(bob);
    for (let i = 1; i < API_KEY_LIMITS.maxKeys; i++) await createKey(bob, { name: `Key ${i}` });
    const over = await bob.api('/api/account/api-keys', {
      method: 'POST',
      json: { name: 'One more', scopes: ['resumes:read'] },
    });
    expect(over.status).toBe(409);
    expect(await errorOf(over)).toEqual({ code: 'api_key_limit', message: API_KEY_MESSAGES.tooManyKeys });

    const foreign = await alice.api(`/api/account/api-keys/${bobs.apiKey.id}`, { method: 'DELETE' });
    expect(foreign.status).toBe(404);
    expect((await withKey(server.url, bobs.key)('/api/resumes')).status).toBe(200);
    expect((await listKeys(bob)).keys).toHaveLength(API_KEY_LIMITS.maxKeys);
  });

  it('gives each key only the routes of its scopes', async () => {
    const resume = await createResume(alice, 'Scoped');
    const reader = withKey(server.url, (await createKey(alice, { scopes: ['resumes:read'] })).key);
    const writer = withKey(server.url, (await createKey(alice, { scopes: ['resumes:write'] })).key);
    const sharer = withKey(server.url, (await createKey(alice, { scopes: ['shares:manage'] })).key);

    const read = await reader(`/api/resumes/${resume.id}`);
    expect(read.status).toBe(200);
    const { version } = await bodyOf<ResumeRecord>(read);
    const denied = await reader(`/api/resumes/${resume.id}`, { method: 'PATCH', json: { title: 'Nope' } });
    expect(denied.status).toBe(403);
    expect(await errorOf(denied)).toEqual({
      code: 'insufficient_scope',
      message: API_KEY_MESSAGES.missingScope('resumes:write'),
    });
    expect((await reader('/api/shares')).status).toBe(403);

    const renamed = await writer(`/api/resumes/${resume.id}`, { method: 'PATCH', json: { title: 'Renamed by key' } });
    expect(renamed.status).toBe(200);
    expect((await bodyOf<ResumeRecord>(renamed)).version).toBe(version + 1);
    expect((await writer('/api/resumes')).status).toBe(403);
    expect((await writer(`/api/resumes/${resume.id}/pdf`)).status).toBe(403);

    expect((await sharer('/api/shares')).status).toBe(200);
    expect((await sharer('/api/profile')).status).toBe(200);
    expect((await sharer(`/api/resumes/${resume.id}`)).status).toBe(403);
    // Public routes need no scope.
    expect((await sharer('/api/health')).status).toBe(200);
    expect((await sharer('/api/openapi.json')).status).toBe(200);
  });

  it('never works on sign-in, second-factor, account, session or key-management routes', async () => {
    const created = await createKey(alice);
    const call = withKey(server.url, created.key);
    const routes: [string, string, unknown?][] = [
      ['POST', '/api/auth/sign-in/social', { provider: 'local', callbackURL: '/dashboard' }],
      ['GET', '/api/auth/get-session'],
      ['POST', '/api/auth/sign-out', {}],
      ['POST', '/api/auth/two-factor/enable', {}],
      ['POST', '/api/auth/two-factor/verify-totp', { code: '123456' }],
      ['POST', '/api/account/two-factor/remove', { code: '123456' }],
      ['POST', '/api/account/two-factor/backup-codes', { code: '123456' }],
      ['POST', '/api/auth/delete-user', {}],
      ['GET', '/api/me'],
      ['GET', '/api/session'],
      ['GET', '/api/account/api-keys'],
      ['POST', '/api/account/api-keys', { name: 'Minted by a key', scopes: ['resumes:read'] }],
      ['DELETE', `/api/account/api-keys/${created.apiKey.id}`],
      ['DELETE', '/api/account', { confirm: true }],
      ['GET', '/api/account/export'],
      ['POST', '/api/account/import', {}],
      ['POST', '/api/contact', { name: 'Key', message: 'Hello' }],
    ];
    const before = (await listKeys()).keys.map((k) => k.id);
    for (const [method, path, json] of routes) {
      const res = await call(path, { method, json });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(await errorOf(res), `${method} ${path}`).toEqual({
        code: 'api_key_not_allowed',
        message: API_KEY_MESSAGES.notAllowed,
      });
    }
    expect((await listKeys()).keys.map((k) => k.id)).toEqual(before);
    // The session the browser holds is untouched by all of it.
    expect((await alice.api('/api/me')).status).toBe(200);
  });

  it('refuses a key sent from a browser: with an Origin header or with cookies, and sends no CORS headers', async () => {
    const { key } = await createKey(alice);
    const call = withKey(server.url, key);
    const browserHeaders: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: server.url },
      { cookie: alice.cookie },
      { cookie: 'something=else' },
    ];
    for (const headers of browserHeaders) {
      const res = await call('/api/resumes', { headers });
      expect(res.status, JSON.stringify(headers)).toBe(403);
      expect(await errorOf(res)).toEqual({ code: 'api_key_from_browser', message: API_KEY_MESSAGES.fromBrowser });
      expect(res.headers.get('access-control-allow-origin')).toBeNull();
    }
    const mcp = await call('/mcp', { method: 'POST', headers: { origin: 'https://evil.example' }, json: {} });
    expect(mcp.status).toBe(403);
    // A page of another site asking first (CORS preflight) is told nothing it could use.
    const preflight = await fetch(`${server.url}/api/resumes`, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://evil.example',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    expect(preflight.headers.get('access-control-allow-headers')).toBeNull();
  });

  it('refuses keys that are not ours without looking further, and a non-Bearer Authorization', async () => {
    for (const authorization of ['Bearer rsm_not-a-real-key', 'Bearer sk_live_123', 'Basic YWxpY2U6cHc=', 'Bearer ']) {
      const res = await fetch(`${server.url}/api/resumes`, { headers: { authorization } });
      expect(res.status, authorization).toBe(401);
      expect((await errorOf(res)).code).toBe('invalid_api_key');
    }
  });

  it("rate-limits a burst from one key without slowing the owner's other key or browser", async () => {
    const burst = withKey(server.url, (await createKey(alice, { name: 'Burst' })).key);
    const other = withKey(server.url, (await createKey(alice, { name: 'Other' })).key);
    const statuses: number[] = [];
    for (let i = 0; i < RATE_LIMIT + 2; i++) statuses.push((await burst('/api/profile')).status);
    expect(statuses.slice(0, RATE_LIMIT)).toEqual(Array(RATE_LIMIT).fill(200));
    expect(statuses.slice(RATE_LIMIT)).toEqual([429, 429]);
    const refused = await burst('/api/profile');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await errorOf(refused)).code).toBe('rate_limited');

    expect((await other('/api/profile')).status).toBe(200);
    for (let i = 0; i < RATE_LIMIT + 2; i++) expect((await alice.api('/api/profile')).status).toBe(200);
  });

  it('logs every key request with the key id, never the key', async () => {
    const created = await createKey(alice, { name: 'Logged' });
    const call = withKey(server.url, created.key);
    const from = lines.length;
    await call('/api/resumes');
    await call('/api/resumes/does-not-exist');
    await call('/api/me');
    const logged = lines.slice(from).filter((l) => l.msg === 'api key request');
    expect(logged.map((l) => [l.fields.keyId, l.fields.method, l.fields.path, l.fields.status])).toEqual([
      [created.apiKey.id, 'GET', '/api/resumes', 200],
      [created.apiKey.id, 'GET', '/api/resumes/does-not-exist', 404],
      [created.apiKey.id, 'GET', '/api/me', 403],
    ]);
    expect(JSON.stringify(lines)).not.toContain(created.key);
  });
});
