import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';
import { RedisRateLimitStore, createRateLimitStore, MemoryRateLimitStore } from '../src/http/rate-limit';
import type { Logger } from '../src/log';
import { freePort, startTestServer, testDbKind, type TestServer } from './helpers/server';
import { signIn } from './helpers/sign-in';
import { until } from './faults-process';
import { REDIS_URL, redisAnswers } from './scale-out-redis';

const hasRedis = await redisAnswers();

function capturingLogger() {
  const warnings: string[] = [];
  const none = () => {};
  const log: Logger = { debug: none, info: none, error: none, warn: (msg) => warnings.push(msg) };
  return { log, warnings };
}

// The shared store needs a Redis; without one (REDIS_URL unset and nothing on 127.0.0.1:6379) this part is skipped.
describe.runIf(hasRedis)('the Redis rate-limit store', () => {
  const prefix = `resumey-test-${randomBytes(6).toString('hex')}:`;
  const stores: RedisRateLimitStore[] = [];
  const store = () => {
    const s = new RedisRateLimitStore(REDIS_URL, prefix, capturingLogger().log);
    stores.push(s);
    return s;
  };
  afterAll(async () => {
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
    await Promise.all(stores.map((s) => s.close()));
  });

  it('counts the hits of two servers together in one window, with the time left', async () => {
    const a = store();
    const b = store();
    await until('both stores to connect', async () => (a.ready && b.ready ? true : undefined));
    expect(await a.hit('k', 60_000, 3)).toMatchObject({ allowed: true, remaining: 2 });
    expect(await b.hit('k', 60_000, 3)).toMatchObject({ allowed: true, remaining: 1 });
    expect(await a.hit('k', 60_000, 3)).toMatchObject({ allowed: true, remaining: 0 });
    const refused = await b.hit('k', 60_000, 3);
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterSec).toBeGreaterThan(0);
    expect(refused.retryAfterSec).toBeLessThanOrEqual(60);
    // Another key (another client or another limit) has its own count.
    expect(await b.hit('other', 60_000, 3)).toMatchObject({ allowed: true, remaining: 2 });
  });

  it('opens a new window once the old one expires', async () => {
    const a = store();
    await until('the store to connect', async () => (a.ready ? true : undefined));
    expect((await a.hit('short', 400, 1)).allowed).toBe(true);
    expect((await a.hit('short', 400, 1)).allowed).toBe(false);
    // The key expires in Redis: polled, not slept.
    await until('the window to expire', async () => ((await a.hit('short', 400, 1)).allowed ? true : undefined));
  });
});

describe('the Redis rate-limit store when Redis does not answer', () => {
  it('lets requests through, counts them in memory instead and logs a warning', async () => {
    const { log, warnings } = capturingLogger();
    const deadPort = await freePort();
    const s = createRateLimitStore({ REDIS_URL: `redis://127.0.0.1:${deadPort}`, REDIS_KEY_PREFIX: 'x:' }, log);
    expect(s).toBeInstanceOf(RedisRateLimitStore);
    try {
      const results = [];
      for (let i = 0; i < 3; i++) results.push(await s.hit('k', 60_000, 2));
      expect(results.map((r) => r.allowed)).toEqual([true, true, false]);
      expect(warnings.some((w) => /Redis rate-limit store unavailable/.test(w))).toBe(true);
    } finally {
      await s.close?.();
    }
  });

  it('uses memory when REDIS_URL is not set', () => {
    expect(createRateLimitStore({ REDIS_KEY_PREFIX: 'x:' }, capturingLogger().log)).toBeInstanceOf(
      MemoryRateLimitStore,
    );
  });
});

describe('rate-limit settings', () => {
  it('names a bad limit', () => {
    for (const name of ['PUBLIC_RATE_LIMIT', 'AVAILABILITY_RATE_LIMIT', 'CONTACT_RATE_LIMIT']) {
      expect(() => loadConfig({ [name]: '0' })).toThrow(ConfigError);
      expect(() => loadConfig({ [name]: 'lots' })).toThrow(name);
    }
    expect(loadConfig({}).PUBLIC_RATE_LIMIT).toBe(600);
  });
});

describe(`rate limits on public reads and availability checks (${testDbKind})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ PUBLIC_RATE_LIMIT: '3', AVAILABILITY_RATE_LIMIT: '2' });
  });
  afterAll(() => server?.stop());

  // The test client reaches the server from loopback, which counts as our own proxy: X-Forwarded-For names the client.
  const read = (client: string) =>
    fetch(`${server.url}/api/public/v/no-such-share`, { headers: { 'x-forwarded-for': client } });

  it('answers 429 with a message and Retry-After once an address reads too many public resumes', async () => {
    for (let i = 0; i < 3; i++) expect((await read('203.0.113.5')).status).toBe(404);
    const refused = await read('203.0.113.5');
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect((await refused.json()).error).toEqual({
      code: 'rate_limited',
      message: 'Too many requests. Please wait a minute and try again.',
    });
    expect((await read('203.0.113.6')).status).toBe(404);
  });

  it('limits slug and username checks per user, in one budget, other users unaffected', async () => {
    const a = await signIn(server.url, 'checker-a@example.com', 'Checker A');
    const b = await signIn(server.url, 'checker-b@example.com', 'Checker B');
    expect((await a.api('/api/shares/slug-available?slug=my-cv')).status).toBe(200);
    expect((await a.api('/api/profile/username-available?username=checker')).status).toBe(200);
    const refused = await a.api('/api/shares/slug-available?slug=my-cv-2');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await refused.json()).error.message).toBe('Too many checks. Please wait a minute and try again.');
    expect((await a.api('/api/profile/username-available?username=checker2')).status).toBe(429);
    expect((await b.api('/api/profile/username-available?username=checker')).status).toBe(200);
  });
});
