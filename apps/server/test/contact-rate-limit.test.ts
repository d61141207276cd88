import { describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { MemoryRateLimitStore, clientIp, rateLimit } from '../src/http/rate-limit';

describe('MemoryRateLimitStore (fixed window)', () => {
  it('allows max hits per window, then refuses until the window ends', async () => {
    let now = 1_000_000;
    const store = new MemoryRateLimitStore(() => now);
    const hits = [];
    for (let i = 0; i < 4; i++) hits.push(await store.hit('k', 60_000, 3));
    expect(hits.map((h) => h.allowed)).toEqual([true, true, true, false]);
    expect(hits.map((h) => h.remaining)).toEqual([2, 1, 0, 0]);
    expect(hits[3]!.retryAfterSec).toBe(60);

    now += 59_001;
    const later = await store.hit('k', 60_000, 3);
    expect(later).toEqual({ allowed: false, remaining: 0, retryAfterSec: 1 });

    now += 1_000; // the window has ended
    expect(await store.hit('k', 60_000, 3)).toMatchObject({ allowed: true, remaining: 2, retryAfterSec: 60 });
  });

  it('counts keys separately', async () => {
    const store = new MemoryRateLimitStore();
    expect((await store.hit('a', 1000, 1)).allowed).toBe(true);
    expect((await store.hit('a', 1000, 1)).allowed).toBe(false);
    expect((await store.hit('b', 1000, 1)).allowed).toBe(true);
  });

  it('sweeps expired windows so memory stays bounded under many clients', async () => {
    let now = 0;
    const store = new MemoryRateLimitStore(() => now, 100);
    for (let i = 0; i < 150; i++) await store.hit(`ip-${i}`, 1000, 5);
    expect(store.size).toBe(150);
    now += 2000;
    await store.hit('fresh', 1000, 5);
    expect(store.size).toBe(1);
  });
});

describe('rateLimit middleware', () => {
  const app = (max: number) => {
    const store = new MemoryRateLimitStore();
    return new Hono()
      .use(rateLimit({ store, name: 't', windowMs: 30_000, max, key: (c) => c.req.header('x-client') ?? '' }))
      .get('/', (c) => c.text('ok'));
  };

  it('answers over-limit requests with 429 JSON and Retry-After', async () => {
    const a = app(1);
    expect((await a.request('/', { headers: { 'x-client': '1' } })).status).toBe(200);
    const res = await a.request('/', { headers: { 'x-client': '1' } });
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('30');
    expect(await res.json()).toEqual({
      error: { code: 'rate_limited', message: 'Too many requests. Please try again in 1 minute(s).' },
      retryAfterSec: 30,
    });
    expect((await a.request('/', { headers: { 'x-client': '2' } })).status).toBe(200);
  });
});

describe('clientIp', () => {
  const ipOf = async (headers: Record<string, string>) => {
    const res = await new Hono().get('/', (c) => c.text(clientIp(c))).request('/', { headers });
    return res.text();
  };

  it('uses the hop appended by our own proxy, not one the client wrote', async () => {
    expect(await ipOf({ 'x-forwarded-for': '1.2.3.4, 203.0.113.9' })).toBe('203.0.113.9');
    expect(await ipOf({ 'x-forwarded-for': ' 203.0.113.9 ' })).toBe('203.0.113.9');
    expect(await ipOf({})).toBe('unknown');
  });
});
