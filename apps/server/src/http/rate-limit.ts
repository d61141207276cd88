import type { Context, MiddlewareHandler } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Redis } from 'ioredis';
import type { Logger } from '../log';
import type { AppEnv } from '../context';
import { currentUser } from '../auth/current-user';
import { errorBody } from './errors';

/** The answer of a store for one request: whether it may pass, and when the window frees up again. */
export interface RateLimitResult {
  allowed: boolean;
  /** Requests still allowed in the current window after this one. */
  remaining: number;
  /** Seconds until the current window ends (at least 1). */
  retryAfterSec: number;
}

/**
 * Counts requests per key in fixed windows. The memory store serves one server; the Redis store lets several
 * servers behind a load balancer count together. Every limit of a server shares one store (names keep them apart).
 */
export interface RateLimitStore {
  hit(key: string, windowMs: number, max: number): Promise<RateLimitResult>;
  /** Releases connections (the Redis client); the memory store has nothing to release. */
  close?(): Promise<void>;
}

interface Window {
  count: number;
  resetAt: number;
}

/** Fixed-window counters in a Map. Expired windows are swept as the map grows, so memory stays bounded. */
export class MemoryRateLimitStore implements RateLimitStore {
  private readonly windows = new Map<string, Window>();
  private nextSweep = 0;

  constructor(
    private readonly now: () => number = Date.now,
    /** Above this many keys a hit sweeps expired windows (at most once a second). */
    private readonly sweepAbove = 10_000,
  ) {}

  async hit(key: string, windowMs: number, max: number): Promise<RateLimitResult> {
    const now = this.now();
    this.sweep(now);
    let w = this.windows.get(key);
    if (!w || w.resetAt <= now) {
      w = { count: 0, resetAt: now + windowMs };
      this.windows.set(key, w);
    }
    w.count += 1;
    return {
      allowed: w.count <= max,
      remaining: Math.max(0, max - w.count),
      retryAfterSec: Math.max(1, Math.ceil((w.resetAt - now) / 1000)),
    };
  }

  /** Number of live keys (for tests and diagnostics). */
  get size() {
    return this.windows.size;
  }

  private sweep(now: number) {
    if (this.windows.size <= this.sweepAbove || now < this.nextSweep) return;
    this.nextSweep = now + 1000;
    for (const [key, w] of this.windows) if (w.resetAt <= now) this.windows.delete(key);
  }
}

/**
 * INCR and the window's expiry in one atomic step: the first hit of a window sets its expiry, later hits read it.
 * A key that somehow lost its expiry (PTTL -1) gets one again, so no counter can live forever.
 */
const HIT_SCRIPT = `
local n = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {n, ttl}`;

type HitCommand = { rateLimitHit(key: string, windowMs: number): Promise<[number, number]> };

/**
 * Counters in Redis, shared by every server that uses the same REDIS_URL and key prefix. Redis is a helper, not a
 * dependency of the site: when it does not answer (down, unreachable, slow), requests are counted in this
 * process's memory instead (fail open, per-server limits) and a warning is logged at most every 30 s.
 */
export class RedisRateLimitStore implements RateLimitStore {
  private redis: (Redis & HitCommand) | undefined;
  /** The client library is loaded only when Redis is configured (it adds a quarter second to every start). */
  private readonly client: Promise<Redis & HitCommand>;
  private readonly fallback = new MemoryRateLimitStore();
  private warnedAt = 0;
  private closed = false;

  constructor(
    url: string,
    private readonly prefix: string,
    private readonly log: Logger,
  ) {
    this.client = import('ioredis').then(({ Redis }) => {
      const redis = new Redis(url, {
        // Fail fast instead of queueing: a request never waits for Redis to come back.
        enableOfflineQueue: false,
        maxRetriesPerRequest: 0,
        commandTimeout: 500,
        connectTimeout: 2000,
        lazyConnect: this.closed,
        // Keep reconnecting in the background, at most every 2 s.
        retryStrategy: (times) => Math.min(times * 200, 2000),
      }) as Redis & HitCommand;
      redis.defineCommand('rateLimitHit', { numberOfKeys: 1, lua: HIT_SCRIPT });
      redis.on('error', (err) => this.warn(err));
      return (this.redis = redis);
    });
  }

  async hit(key: string, windowMs: number, max: number): Promise<RateLimitResult> {
    let count: number, ttl: number;
    try {
      [count, ttl] = await (this.redis ?? (await this.client)).rateLimitHit(this.prefix + key, windowMs);
    } catch (err) {
      this.warn(err);
      return this.fallback.hit(key, windowMs, max);
    }
    return {
      allowed: count <= max,
      remaining: Math.max(0, max - count),
      retryAfterSec: Math.max(1, Math.ceil(ttl / 1000)),
    };
  }

  /** Connected to Redis (until then, and whenever the connection is lost, hits are counted in memory). */
  get ready() {
    return this.redis?.status === 'ready';
  }

  async close() {
    this.closed = true;
    (await this.client).disconnect();
  }

  private warn(err: unknown) {
    const now = Date.now();
    if (now - this.warnedAt < 30_000) return;
    this.warnedAt = now;
    this.log.warn('Redis rate-limit store unavailable: counting in this process until it is back', {
      error: String((err as Error)?.message ?? err),
    });
  }
}

/** The store of one server: Redis when REDIS_URL is set (several servers count together), else memory. */
export function createRateLimitStore(
  config: { REDIS_URL?: string; REDIS_KEY_PREFIX: string },
  log: Logger,
): RateLimitStore {
  return config.REDIS_URL
    ? new RedisRateLimitStore(config.REDIS_URL, `${config.REDIS_KEY_PREFIX}rl:`, log)
    : new MemoryRateLimitStore();
}

const PRIVATE_PEER = /^(127\.|10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.|::1$|f[cd][0-9a-f]{2}:)/i;
const isPrivate = (ip: string) => PRIVATE_PEER.test(ip.replace(/^::ffff:/i, ''));

/**
 * The client's IP address. The direct peer is used unless it is a loopback or private address (our own reverse
 * proxy or load balancer), in which case the rightmost X-Forwarded-For hop is used: that one was appended by the
 * proxy itself, so a client cannot forge it by sending its own header.
 */
export function clientIp(c: Context): string {
  let peer = '';
  try {
    peer = getConnInfo(c).remote.address ?? '';
  } catch {
    // Not running on the Node adapter (e.g. app.request in a unit test).
  }
  return clientIpFrom(peer, c.req.header('x-forwarded-for'));
}

/** clientIp from the socket's peer address and the X-Forwarded-For header, for code that runs without Hono. */
export function clientIpFrom(peer: string, forwardedFor: string | undefined): string {
  if (!peer || isPrivate(peer)) {
    const hops = (forwardedFor ?? '')
      .split(',')
      .map((h) => h.trim())
      .filter(Boolean);
    const forwarded = hops.at(-1);
    if (forwarded) return forwarded.slice(0, 64);
  }
  return peer || 'unknown';
}

export interface RateLimitOptions {
  store: RateLimitStore;
  /** Namespaces the keys of one limit (e.g. 'contact'), so limits sharing a store never collide. */
  name: string;
  windowMs: number;
  max: number;
  /** What a request is counted by; the client's IP by default. */
  key?: (c: Context) => string | Promise<string>;
  message?: string;
}

/** Refuses requests over the limit with 429, a JSON error and Retry-After. */
export function rateLimit(opts: RateLimitOptions): MiddlewareHandler {
  const keyOf = opts.key ?? clientIp;
  return async (c, next) => {
    const result = await opts.store.hit(`${opts.name}:${await keyOf(c)}`, opts.windowMs, opts.max);
    if (!result.allowed) {
      c.header('Retry-After', String(result.retryAfterSec));
      const message =
        opts.message ?? `Too many requests. Please try again in ${Math.ceil(result.retryAfterSec / 60)} minute(s).`;
      return c.json(errorBody('rate_limited', message, { retryAfterSec: result.retryAfterSec }), 429);
    }
    await next();
  };
}

/**
 * Slug and username availability checks: the dialogs check as the user types, so the limit is generous, per user
 * (per address when signed out, which the route then refuses anyway). Both checks share one budget.
 */
export function availabilityLimit(ctx: {
  config: { AVAILABILITY_RATE_LIMIT: number };
  rateLimits: RateLimitStore;
}): MiddlewareHandler<AppEnv> {
  return rateLimit({
    store: ctx.rateLimits,
    name: 'availability',
    windowMs: 60_000,
    max: ctx.config.AVAILABILITY_RATE_LIMIT,
    key: async (c) => (await currentUser(c))?.id ?? `ip:${clientIp(c)}`,
    message: 'Too many checks. Please wait a minute and try again.',
  });
}
