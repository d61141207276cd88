import { afterEach, describe, expect, it, vi } from 'vitest';
import { Hono } from 'hono';
import { memoryRateLimits, rateLimit } from '../src/http/rate-limit';

describe('memory rate limits (fixed window)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('allows max hits per window, then refuses until the window ends', async () => {
    vi.useFakeTimers({ now: 1_000_000 });
    const limiter = memoryRateLimits().limiter({ name: 'k', windowMs: 60_000, max: 3 });
    const hits = [];
    for (let i = 0; i < 4; i++) hits.push(await limiter.hit('client'));
    expect(hits.map((h) => h.allowed)).toEqual([true, true, true, false]);
    expect(hits.map((h) => h.remaining)).toEqual([2, 1, 0, 0]);
    expect(hits[3]!.retryAfterSec).toBe(60);

    vi.advanceTimersByTime(59_001);
    expect(await limiter.hit('client')).toEqual({ allowed: false, remaining: 0, retryAfterSec: 1 });

    vi.advanceTimersByTime(1_000); // the window has ended
    expect(await limiter.hit('client')).toMatchObject({ allowed: true, remaining: 2, retryAfterSec: 60 });
  });

  it('counts keys and limits separately, and one name as one budget wherever it is used', async () => {
    const limits = memoryRateLimits();
    const a = limits.limiter({ name: 'a', windowMs: 1000, max: 1 });
    expect((await a.hit('x')).allowed).toBe(true);
    expect((await a.hit('x')).allowed).toBe(false);
    expect((await a.hit('y')).allowed).toBe(true);
    expect((await limits.limiter({ name: 'b', windowMs: 1000, max: 1 }).hit('x')).allowed).toBe(true);
    // The slug and username checks share the 'availability' budget this way.
    expect((await limits.limiter({ name: 'a', windowMs: 1000, max: 1 }).hit('x')).allowed).toBe(false);
    expect(() => limits.limiter({ name: 'a', windowMs: 1000, max: 2 })).toThrow(/defined twice/);
  });
});

describe('rateLimit middleware', () => {
  const app = (max: number) =>
    new Hono()
      .use(
        rateLimit({
          limits: memoryRateLimits(),
          name: 't',
          windowMs: 30_000,
          max,
          key: (c) => c.req.header('x-client') ?? '',
        }),
      )
      .get('/', (c) => c.text('ok'));

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
