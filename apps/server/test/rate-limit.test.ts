import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';
import { createRateLimits, redisRateLimits, type RateLimits } from '../src/http/rate-limit';
import type { Logger } from '../src/log';
import { freePort } from '@resumey/test-support/free-port';
import { startTestServer, testDbKind, type TestServer } from './helpers/server';
import { signIn } from '@resumey/test-support/sign-in';
import { until } from '@resumey/test-support/faults-process';
import { REDIS_URL, redisAnswers } from './scale-out-redis';
import { errorOf } from './helpers/body';

const hasRedis = await redisAnswers();

function capturingLogger() {
  const warnings: string[] = [];
  const none = () => {};
  const log: Logger = { debug: none, info: none, error: none, warn: (msg) => warnings.push(msg) };
  return { log, warnings };
}

// The shared store needs a Redis; without one (REDIS_URL unset and nothing on 127.0.0.1:6379) this part is skipped.
describe.runIf(hasRedis)('rate limits in Redis', () => {
  const prefix = `resumey-test-${randomBytes(6).toString('hex')}:`;
  const opened: RateLimits[] = [];
  const server = async () => {
    const limits = await redisRateLimits(REDIS_URL, prefix, capturingLogger().log);
    opened.push(limits);
    return limits;
  };
  afterAll(async () => {
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
    await Promise.all(opened.map((l) => l.close()));
  });

  it('counts the hits of two servers together in one window, with the time left', async () => {
    const rule = { name: 'shared', windowMs: 60_000, max: 3 };
    const a = (await server()).limiter(rule);
    const b = (await server()).limiter(rule);
    expect(await a.hit('k')).toMatchObject({ allowed: true, remaining: 2 });
    expect(await b.hit('k')).toMatchObject({ allowed: true, remaining: 1 });
    expect(await a.hit('k')).toMatchObject({ allowed: true, remaining: 0 });
    const refused = await b.hit('k');
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterSec).toBeGreaterThan(0);
    expect(refused.retryAfterSec).toBeLessThanOrEqual(60);
    // Another key (another client) has its own count, and so has another limit.
    expect(await b.hit('other')).toMatchObject({ allowed: true, remaining: 2 });
    expect(await (await server()).limiter({ ...rule, name: 'another' }).hit('k')).toMatchObject({ remaining: 2 });
  });

  it('opens a new window once the old one expires', async () => {
    const a = (await server()).limiter({ name: 'short', windowMs: 1000, max: 1 });
    expect((await a.hit('k')).allowed).toBe(true);
    expect((await a.hit('k')).allowed).toBe(false);
    // The key expires in Redis: polled, not slept.
    await until('the window to expire', async () => ((await a.hit('k')).allowed ? true : undefined));
  });
});

describe('rate limits when Redis does not answer', () => {
  it('lets requests through, counts them in memory instead and logs a warning', async () => {
    const { log, warnings } = capturingLogger();
    const deadPort = await freePort();
    const limits = await createRateLimits({ REDIS_URL: `redis://127.0.0.1:${deadPort}`, REDIS_KEY_PREFIX: 'x:' }, log);
    try {
      const limiter = limits.limiter({ name: 'k', windowMs: 60_000, max: 2 });
      const results = [];
      for (let i = 0; i < 3; i++) results.push(await limiter.hit('k'));
      expect(results.map((r) => r.allowed)).toEqual([true, true, false]);
      expect(warnings.some((w) => /Redis rate-limit store unavailable/.test(w))).toBe(true);
    } finally {
      await limits.close();
    }
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
    server = await startTestServer({ PUBLIC_RATE_LIMIT: '3', AVAILABILITY_RATE_LIMIT: '2', TRUST_PROXY: '127.0.0.1' });
  });
  afterAll(() => server?.stop());

  // The test client reaches the server from loopback, trusted here as our own proxy: X-Forwarded-For names the client.
  const read = (client: string) =>
    fetch(`${server.url}/api/public/v/no-such-share`, { headers: { 'x-forwarded-for': client } });

  it('answers 429 with a message and Retry-After once an address reads too many public resumes', async () => {
    for (let i = 0; i < 3; i++) expect((await read('203.0.113.5')).status).toBe(404);
    const refused = await read('203.0.113.5');
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(await errorOf(refused)).toEqual({
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
    expect((await errorOf(refused)).message).toBe('Too many checks. Please wait a minute and try again.');
    expect((await a.api('/api/profile/username-available?username=checker2')).status).toBe(429);
    expect((await b.api('/api/profile/username-available?username=checker')).status).toBe(200);
  });
});

describe(`a public read that meets a database error (${testDbKind})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ PUBLIC_RATE_LIMIT: '2', TRUST_PROXY: '127.0.0.1' });
  });
  afterAll(() => server?.stop().catch(() => undefined));

  it('is answered 503 by both paths and counted once against the limit', async () => {
    await server.database.close();
    const read = (headers: Record<string, string> = {}) =>
      fetch(`${server.url}/api/public/v/some-share`, { headers: { 'x-forwarded-for': '198.51.100.7', ...headers } });
    // Signed out: the node:http fast path; with a cookie (not a valid session): the framework's route.
    for (const res of [await read(), await read({ cookie: 'other=1' })]) {
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('5');
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect((await errorOf(res)).code).toBe('unavailable');
    }
    expect((await read()).status).toBe(429);
  });
});
