import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testDbKind, type TestServer } from './helpers/server';
import { signIn } from '@resumey/test-support/sign-in';
import { loadConfig, ConfigError } from '../src/config';
import { bodyOf, errorOf } from './helpers/body';
import type { SessionUser } from '@resumey/resume';

// One server for both groups below: the header checks only read its answers, whatever users the others made
// (the https check needs a configuration of its own).
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.stop());

describe(`server foundation (${testDbKind})`, () => {
  it('reports health with the database answering', async () => {
    const res = await fetch(`${server.url}/api/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'ok', database: 'up', version: '1.0.0' });
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await fetch(`${server.url}/api/no-such-thing`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: 'not_found', message: 'No such API endpoint' } });
  });

  it('refuses a body over 6 MB with 413 and a JSON error', async () => {
    const res = await fetch(`${server.url}/api/health`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: 'x'.repeat(6 * 1024 * 1024 + 10),
    });
    expect(res.status).toBe(413);
    expect((await errorOf(res)).code).toBe('payload_too_large');
  });

  it('signs in through the local OpenID provider and keeps the same account per e-mail', async () => {
    const a = await signIn(server.url, 'ada@example.com', 'Ada Lovelace');
    const me = await a.api('/api/me');
    expect(me.status).toBe(200);
    const { user } = await bodyOf<{ user: SessionUser }>(me);
    expect(user).toMatchObject({ name: 'Ada Lovelace', email: 'ada@example.com' });
    const again = await signIn(server.url, 'ADA@example.com', 'Ada Lovelace');
    expect((await bodyOf<{ user: SessionUser }>(await again.api('/api/me'))).user.id).toBe(user.id);
  });

  it('gives 401 without a session', async () => {
    const res = await fetch(`${server.url}/api/me`);
    expect(res.status).toBe(401);
    expect((await errorOf(res)).code).toBe('unauthorized');
  });
});

describe('configuration', () => {
  it('names every bad variable', () => {
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', SMTP_URL: 'smtp://x', SESSION_SECRET: 'short' });
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      const text = (err as Error).message;
      for (const name of ['PORT', 'DATABASE_URL', 'CONTACT_TO', 'SESSION_SECRET']) expect(text).toContain(name);
    }
  });

  it('refuses to start in production without an identity provider unless LOCAL_SIGN_IN=1', () => {
    const base = { NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40) };
    expect(() => loadConfig(base)).toThrow(/GOOGLE_CLIENT_ID/);
    expect(loadConfig({ ...base, LOCAL_SIGN_IN: '1' }).identityProvider).toBe('local');
    expect(loadConfig({ ...base, GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 's' }).identityProvider).toBe('google');
  });
});

describe('security headers', () => {
  it('sends a strict content security policy and the other protective headers', async () => {
    const res = await fetch(`${server.url}/api/health`);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-(inline|eval)/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });

  it('adds Strict-Transport-Security when PUBLIC_URL is https', async () => {
    const tls = await startTestServer({ PUBLIC_URL: 'https://resumey.example' });
    try {
      const res = await fetch(`${tls.url}/api/health`);
      expect(res.headers.get('strict-transport-security')).toContain('max-age=31536000');
    } finally {
      await tls.stop();
    }
  });
});
