import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ConfigError, loadConfig } from '../src/config';
import { session, user } from '../src/db/schema';
import { signIn } from '@resumey/test-support/sign-in';
import { startTestServer, testDbKind, type TestServer } from './helpers/server';

/**
 * Issue 23: X-Forwarded-For/-Host/-Proto are believed only from the proxies TRUST_PROXY names. The servers listen
 * on 127.0.0.1; a request sent from 127.0.0.1 comes from "the proxy", one sent from 127.0.0.2 (Linux routes all of
 * 127/8 to loopback) from a peer that is not one.
 */

const LIMIT = 3;
const PROXY = '127.0.0.1';
const STRANGER = '127.0.0.2';

interface Answer {
  status: number;
  body: string;
}

/** One request over a real connection from the local address `from`. */
function send(
  server: TestServer,
  path: string,
  opts: { method?: string; headers?: Record<string, string>; body?: string; from?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${server.url}${path}`,
      { method: opts.method ?? 'GET', headers: opts.headers, localAddress: opts.from ?? PROXY, agent: false },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (d: string) => (body += d));
        res.on('end', () => resolve({ status: res.statusCode!, body }));
      },
    );
    req.on('error', reject);
    req.end(opts.body);
  });
}

/** Starts a sign-in (the limit counts these per client address), as the browser does. */
const startSignIn = (server: TestServer, forwardedFor?: string, from?: string) =>
  send(server, '/api/auth/sign-in/social', {
    method: 'POST',
    from,
    headers: {
      'content-type': 'application/json',
      origin: server.url,
      ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
    },
    body: JSON.stringify({ provider: 'local', callbackURL: '/dashboard' }),
  }).then((a) => a.status);

/** A signed-out public read: the node:http fast path (public/fast-path.ts), limited per client address too. */
const publicRead = (server: TestServer, forwardedFor: string, from?: string) =>
  send(server, '/api/public/v/no-such-share', { from, headers: { 'x-forwarded-for': forwardedFor } }).then(
    (a) => a.status,
  );

let forged = 0;
/** A different made-up address each call, as a client rotating its header would send. */
const forgedAddress = () => `10.66.${Math.floor(++forged / 250)}.${forged % 250}`;

const serve = (env: Record<string, string>) =>
  startTestServer({ SIGN_IN_RATE_LIMIT: String(LIMIT), PUBLIC_RATE_LIMIT: String(LIMIT), ...env });

/** The local provider's discovery document, asked with X-Forwarded-Host/-Proto naming another site. */
async function discoveryWithForgedHost(server: TestServer, from?: string) {
  const answer = await send(server, '/oidc/.well-known/openid-configuration', {
    from,
    headers: { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
  });
  expect(answer.status).toBe(200);
  return JSON.parse(answer.body) as Record<string, unknown>;
}

describe('the TRUST_PROXY setting', () => {
  it('takes nothing, a hop count, or addresses and CIDR ranges, and names a bad value', () => {
    for (const value of ['', 'none', '1', '2', '127.0.0.1', '10.0.0.0/8, 192.168.1.7', 'loopback, fd00::/8']) {
      expect(() => loadConfig({ TRUST_PROXY: value }), value).not.toThrow();
    }
    for (const value of ['yes', '10.0.0.0/99', '127.0.0.1,,10.0.0.1', '1000']) {
      expect(() => loadConfig({ TRUST_PROXY: value }), value).toThrow(ConfigError);
      expect(() => loadConfig({ TRUST_PROXY: value }), value).toThrow(/TRUST_PROXY/);
    }
  });
});

describe(`no TRUST_PROXY: forwarded headers are nobody's word (${testDbKind})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await serve({});
  });
  afterAll(() => server?.stop());

  it('refuses sign-in starts past the limit however the client rotates X-Forwarded-For', async () => {
    for (let i = 0; i < LIMIT; i++) expect(await startSignIn(server, forgedAddress())).toBe(200);
    for (let i = 0; i < 5; i++) expect(await startSignIn(server, forgedAddress())).toBe(429);
  });

  it('refuses public reads past the limit however the client rotates X-Forwarded-For', async () => {
    for (let i = 0; i < LIMIT; i++) expect(await publicRead(server, forgedAddress(), STRANGER)).toBe(404);
    expect(await publicRead(server, forgedAddress(), STRANGER)).toBe(429);
  });

  it("keeps the local provider's discovery endpoints on PUBLIC_URL whatever X-Forwarded-Host says", async () => {
    const discovery = await discoveryWithForgedHost(server);
    expect(discovery.issuer).toBe(`${server.url}/oidc`);
    for (const key of ['authorization_endpoint', 'token_endpoint', 'jwks_uri', 'userinfo_endpoint']) {
      expect(String(discovery[key]), key).toMatch(new RegExp(`^${server.url}/oidc/`));
    }
  });
});

/** The address the auth library stored with the session of a user signed in with this X-Forwarded-For. */
async function sessionAddress(server: TestServer, email: string, forwardedFor: string) {
  await signIn(server.url, email, 'Proxied', { 'x-forwarded-for': forwardedFor });
  const [row] = await server.database.db
    .select({ ipAddress: session.ipAddress })
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .where(eq(user.email, email));
  return row?.ipAddress;
}

describe(`the address stored with a new session (${testDbKind})`, () => {
  it("is the connection's without TRUST_PROXY, and the one the trusted proxy names with it", async () => {
    const untrusting = await serve({});
    try {
      expect(await sessionAddress(untrusting, 'direct@example.com', '203.0.113.50')).toBe('127.0.0.1');
    } finally {
      await untrusting.stop();
    }
    const trusting = await serve({ TRUST_PROXY: PROXY });
    try {
      expect(await sessionAddress(trusting, 'proxied@example.com', '10.1.1.1, 203.0.113.51')).toBe('203.0.113.51');
    } finally {
      await trusting.stop();
    }
  });
});

describe(`one trusted proxy, TRUST_PROXY=${PROXY} (${testDbKind})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await serve({ TRUST_PROXY: PROXY });
  });
  afterAll(() => server?.stop());

  it('counts the client the proxy appended, not hops the client wrote before it; other clients have their own budget', async () => {
    const client = '203.0.113.9';
    for (let i = 0; i < LIMIT; i++) expect(await startSignIn(server, `${forgedAddress()}, ${client}`)).toBe(200);
    expect(await startSignIn(server, `${forgedAddress()}, ${client}`)).toBe(429);
    expect(await startSignIn(server, client)).toBe(429);
    // Another user behind the same proxy is not refused with them.
    expect(await startSignIn(server, '203.0.113.10')).toBe(200);
  });

  it('does the same on the public fast path', async () => {
    const client = '198.51.100.20';
    for (let i = 0; i < LIMIT; i++) expect(await publicRead(server, `${forgedAddress()}, ${client}`)).toBe(404);
    expect(await publicRead(server, `${forgedAddress()}, ${client}`)).toBe(429);
    expect(await publicRead(server, '198.51.100.21')).toBe(404);
  });

  it('ignores X-Forwarded-For from a peer that is not the proxy', async () => {
    for (let i = 0; i < LIMIT; i++) expect(await startSignIn(server, forgedAddress(), STRANGER)).toBe(200);
    expect(await startSignIn(server, forgedAddress(), STRANGER)).toBe(429);
    expect(await publicRead(server, forgedAddress(), STRANGER)).toBe(404);
  });

  it("keeps the local provider's discovery endpoints on PUBLIC_URL, from a stranger or from the proxy", async () => {
    for (const from of [STRANGER, PROXY]) {
      const discovery = await discoveryWithForgedHost(server, from);
      expect(String(discovery.authorization_endpoint), from).toBe(`${server.url}/oidc/auth`);
    }
  });
});

describe.each([
  { trust: '2', what: 'a hop count' },
  { trust: `${PROXY}, 10.0.0.2`, what: 'a list' },
])(`two proxies, TRUST_PROXY=$trust ($what) (${testDbKind})`, ({ trust }) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await serve({ TRUST_PROXY: trust });
  });
  afterAll(() => server?.stop());

  // The edge proxy (10.0.0.2) appends the client's address, the inner one (127.0.0.1) the edge proxy's.
  const via = (client: string, written = forgedAddress()) => `${written}, ${client}, 10.0.0.2`;

  it('counts the client the edge proxy saw: users behind both proxies have their own budgets, forged hops do not help', async () => {
    for (let i = 0; i < LIMIT; i++) expect(await startSignIn(server, via('198.51.100.1'))).toBe(200);
    expect(await startSignIn(server, via('198.51.100.1'))).toBe(429);
    expect(await startSignIn(server, via('198.51.100.2'))).toBe(200);
    expect(await publicRead(server, via('198.51.100.3'))).toBe(404);
  });
});
