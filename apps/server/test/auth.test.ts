import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestServer, testDbKind, type TestServer } from './helpers/server';
import { signIn } from '@resumey/test-support/sign-in';
import { createApp } from '../src/app';
import { withServices } from '../src/services';
import { loadConfig } from '../src/config';
import { memoryRateLimits } from '../src/http/rate-limit';
import { session as sessionTable, user as userTable } from '../src/db/schema';
import { parseSetCookie, recordSetCookies } from './auth-helpers';
import { bodyOf, errorOf } from './helpers/body';
import type { SessionUser } from '@resumey/resume';

/**
 * /api routes anyone may call without signing in. Every other /api route must answer 401 to a request without a
 * session; a new public route belongs here, on purpose.
 */
const PUBLIC_API = [
  /^\/api\/health$/,
  /^\/api\/session(\/config)?$/,
  /^\/api\/auth\//, // the auth library's own endpoints (sign-in, callback, two-factor challenge)
  /^\/api\/public\//, // shared resumes, read by recruiters without an account
  /^\/api\/contact$/, // the landing page's contact form
  /^\/api\/pdf$/, // the PDF of a link-embedded share (the resume travels in the request)
  /^\/api\/(openapi\.json|docs)$/, // the API's document (issue #43)
];

describe(`auth: sessions, cookies and refusals (${testDbKind})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.stop());

  const sessionsOf = async (email: string) => {
    const [u] = await server.database.db.select().from(userTable).where(eq(userTable.email, email));
    return server.database.db.select().from(sessionTable).where(eq(sessionTable.userId, u!.id));
  };

  it('sets the session at sign-in in an httpOnly, SameSite=Lax cookie, not Secure on plain http', async () => {
    // Watch the Set-Cookie lines of the real redirects the helper follows.
    const { result: client, cookies } = await recordSetCookies(() =>
      signIn(server.url, 'cookie@example.com', 'Cookie Person'),
    );
    const set = cookies.filter((c) => c.name === 'resumey.session_token' && c.value);
    expect(set).toHaveLength(1);
    const cookie = set[0]!;
    expect(cookie.flags.has('httponly')).toBe(true);
    expect(cookie.flags.get('samesite')?.toLowerCase()).toBe('lax');
    expect(cookie.flags.has('secure')).toBe(false);
    expect(cookie.flags.get('path')).toBe('/');
    // The cookie carries the (signed) token of a session row in the database.
    const rows = await sessionsOf('cookie@example.com');
    expect(rows).toHaveLength(1);
    expect(decodeURIComponent(cookie.value).split('.')[0]).toBe(rows[0]!.token);
    expect((await client.api('/api/me')).status).toBe(200);
  });

  it('refuses state-changing requests from another origin, in our API and in the auth library', async () => {
    const client = await signIn(server.url, 'origin@example.com', 'Origin Person');
    const evil = { origin: 'https://evil.example' };
    const create = await client.api('/api/resumes', {
      method: 'POST',
      json: { templateId: 't01-classic' },
      headers: evil,
    });
    expect(create.status).toBe(403);
    expect((await errorOf(create)).code).toBe('forbidden_origin');
    const signOut = await client.api('/api/auth/sign-out', { method: 'POST', json: {}, headers: evil });
    expect(signOut.status).toBe(403);
    const startSignIn = await fetch(`${server.url}/api/auth/sign-in/social`, {
      method: 'POST',
      headers: { ...evil, 'content-type': 'application/json' },
      body: JSON.stringify({ provider: 'local', callbackURL: '/dashboard' }),
    });
    expect(startSignIn.status).toBe(403);
    // The session survived the refused sign-out.
    expect((await client.api('/api/me')).status).toBe(200);
  });

  it('never sends the browser to another site after sign-in', async () => {
    for (const field of ['callbackURL', 'errorCallbackURL']) {
      const res = await fetch(`${server.url}/api/auth/sign-in/social`, {
        method: 'POST',
        headers: { origin: server.url, 'content-type': 'application/json' },
        body: JSON.stringify({ provider: 'local', callbackURL: '/dashboard', [field]: 'https://evil.example/x' }),
      });
      expect(res.status, field).toBe(403);
    }
  });

  it('answers 401 on every /api route that needs a session', async () => {
    const config = loadConfig({ PUBLIC_URL: server.url, LOG_LEVEL: 'silent' });
    const rateLimits = memoryRateLimits();
    const app = createApp(
      withServices({ config, database: server.database, log: server.log, auth: server.auth, rateLimits }),
    );
    const seen = new Set<string>();
    const protectedRoutes = app.routes.filter((r) => {
      const key = `${r.method} ${r.path}`;
      if (!r.path.startsWith('/api/') || r.path.includes('*') || r.method === 'ALL' || seen.has(key)) return false;
      seen.add(key);
      return !PUBLIC_API.some((re) => re.test(r.path));
    });
    // The features' routes exist (guards against an empty list passing silently).
    expect(protectedRoutes.map((r) => r.path)).toEqual(expect.arrayContaining(['/api/me', '/api/resumes']));
    for (const route of protectedRoutes) {
      const path = route.path.replace(/:[^/]+/g, 'some-id');
      const hasBody = !['GET', 'HEAD', 'DELETE'].includes(route.method);
      const res = await fetch(`${server.url}${path}`, {
        method: route.method,
        headers: { origin: server.url, ...(hasBody ? { 'content-type': 'application/json' } : {}) },
        body: hasBody ? '{}' : undefined,
      });
      expect(res.status, `${route.method} ${route.path}`).toBe(401);
      expect((await errorOf(res)).code, `${route.method} ${route.path}`).toBe('unauthorized');
    }
  });

  it('signs out on the server: the session row is deleted and the cookie stops working', async () => {
    const email = 'signout@example.com';
    const client = await signIn(server.url, email, 'Sign Out');
    expect(await sessionsOf(email)).toHaveLength(1);
    const oldCookie = client.jar.header();
    const res = await client.api('/api/auth/sign-out', { method: 'POST', json: {} });
    expect(res.status).toBe(200);
    expect(await sessionsOf(email)).toHaveLength(0);
    // Replaying the old cookie (e.g. copied before sign-out) gets nowhere.
    const replay = await fetch(`${server.url}/api/me`, { headers: { cookie: oldCookie } });
    expect(replay.status).toBe(401);
  });

  it('treats a session deleted or expired in the database as signed out', async () => {
    const deleted = await signIn(server.url, 'deleted@example.com', 'Deleted');
    const [row] = await sessionsOf('deleted@example.com');
    await server.database.db.delete(sessionTable).where(eq(sessionTable.id, row!.id));
    expect(await (await deleted.api('/api/session')).json()).toEqual({ user: null });
    expect((await deleted.api('/api/me')).status).toBe(401);

    const expired = await signIn(server.url, 'expired@example.com', 'Expired');
    const [row2] = await sessionsOf('expired@example.com');
    await server.database.db
      .update(sessionTable)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessionTable.id, row2!.id));
    expect((await expired.api('/api/me')).status).toBe(401);
  });

  it('refuses a session cookie whose signature does not match, and one without a signature', async () => {
    const email = 'forged@example.com';
    const client = await signIn(server.url, email, 'Forged');
    const [row] = await sessionsOf(email);
    const name = 'resumey.session_token';
    const good = decodeURIComponent(/resumey\.session_token=([^;]+)/.exec(client.jar.header())![1]!);
    expect(good.startsWith(`${row!.token}.`)).toBe(true);
    const signature = good.slice(row!.token.length + 1);
    const flipped = (signature[0] === 'A' ? 'B' : 'A') + signature.slice(1);
    for (const value of [`${row!.token}.${flipped}`, row!.token, `${row!.token}.`, `${row!.token}.${signature}x`]) {
      const res = await fetch(`${server.url}/api/me`, { headers: { cookie: `${name}=${encodeURIComponent(value)}` } });
      expect(res.status, value).toBe(401);
    }
    // The genuine cookie still works.
    expect((await fetch(`${server.url}/api/me`, { headers: { cookie: client.jar.header() } })).status).toBe(200);
  });

  it('extends a session once a day of use, as the auth library does', async () => {
    const email = 'extended@example.com';
    const client = await signIn(server.url, email, 'Extended');
    const [row] = await sessionsOf(email);
    // Last extended two days ago: 28 days left of 30.
    const stale = new Date(Date.now() + 28 * 24 * 3600 * 1000);
    await server.database.db.update(sessionTable).set({ expiresAt: stale }).where(eq(sessionTable.id, row!.id));
    expect((await client.api('/api/me')).status).toBe(200);
    const [after] = await sessionsOf(email);
    expect(after!.expiresAt.getTime()).toBeGreaterThan(stale.getTime() + 24 * 3600 * 1000);
  });

  it('keeps one account per e-mail and returns name and e-mail on the session', async () => {
    const a = await signIn(server.url, 'same@example.com', 'Same Person');
    const b = await signIn(server.url, 'same@example.com', 'Same Person');
    const ua = (await bodyOf<{ user: SessionUser }>(await a.api('/api/session'))).user;
    const ub = (await bodyOf<{ user: SessionUser }>(await b.api('/api/session'))).user;
    expect(ua).toMatchObject({ email: 'same@example.com', name: 'Same Person', twoFactorEnabled: false });
    expect(ub.id).toBe(ua.id);
  });
});

describe(`auth: cookies behind https (${testDbKind})`, () => {
  let tls: TestServer;
  // A second server of its own (fresh database, provider discovery): slow to boot on a busy machine.
  beforeAll(async () => {
    tls = await startTestServer({ PUBLIC_URL: 'https://127.0.0.1' });
  }, 120_000);
  afterAll(() => tls?.stop());

  it('marks the cookie Secure (and __Secure- prefixed) when PUBLIC_URL is https', async () => {
    const res = await fetch(`${tls.url}/api/auth/sign-out`, {
      method: 'POST',
      headers: { origin: 'https://127.0.0.1', 'content-type': 'application/json' },
      body: '{}',
    });
    expect(res.status).toBe(200);
    const cookie = res.headers
      .getSetCookie()
      .map(parseSetCookie)
      .find((c) => c.name.endsWith('resumey.session_token'));
    expect(cookie?.name).toBe('__Secure-resumey.session_token');
    expect(cookie?.flags.has('secure')).toBe(true);
    expect(cookie?.flags.has('httponly')).toBe(true);
    expect(cookie?.flags.get('samesite')?.toLowerCase()).toBe('lax');
  });
});

describe(`auth: rate limits (${testDbKind})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ SIGN_IN_RATE_LIMIT: '3', TWO_FACTOR_RATE_LIMIT: '2' });
  });
  afterAll(() => server?.stop());

  const startSignIn = () =>
    fetch(`${server.url}/api/auth/sign-in/social`, {
      method: 'POST',
      headers: { origin: server.url, 'content-type': 'application/json' },
      body: JSON.stringify({ provider: 'local', callbackURL: '/dashboard' }),
    });

  it('answers 429 with a JSON message and Retry-After once an address starts too many sign-ins', async () => {
    for (let i = 0; i < 3; i++) expect((await startSignIn()).status).toBe(200);
    const res = await startSignIn();
    expect(res.status).toBe(429);
    const retryAfter = Number(res.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(await res.json()).toMatchObject({
      error: { code: 'rate_limited', message: 'Too many sign-in attempts. Please wait a minute and try again.' },
    });
    // Other endpoints are not affected.
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  });

  it('limits second-factor attempts separately', async () => {
    const verify = () =>
      fetch(`${server.url}/api/auth/two-factor/verify-totp`, {
        method: 'POST',
        headers: { origin: server.url, 'content-type': 'application/json' },
        body: JSON.stringify({ code: '123456' }),
      });
    expect((await verify()).status).toBe(401);
    expect((await verify()).status).toBe(401);
    const third = await verify();
    expect(third.status).toBe(429);
    expect(third.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await errorOf(third)).message).toBe('Too many verification attempts. Please wait a minute and try again.');
  });
});
