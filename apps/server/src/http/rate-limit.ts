import type { Context, MiddlewareHandler } from 'hono';
import type { IncomingMessage } from 'node:http';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
  type RateLimiterStoreAbstract,
} from 'rate-limiter-flexible';
import type { Redis } from 'ioredis';
import type { Logger } from '../log';
import { errorBody } from './errors';
import { clientOf } from './client';

/** One limit: at most `max` requests per key in each fixed window of `windowMs` (whole seconds). */
export interface RateLimitRule {
  /** Namespaces the keys of one limit (e.g. 'contact'); two rules of one name are one budget. */
  name: string;
  windowMs: number;
  max: number;
}

/** The answer for one request: whether it may pass, and when the window frees up again. */
export interface RateLimitResult {
  allowed: boolean;
  /** Requests still allowed in the current window after this one. */
  remaining: number;
  /** Seconds until the current window ends (at least 1). */
  retryAfterSec: number;
}

export interface Limiter {
  hit(key: string): Promise<RateLimitResult>;
}

/**
 * The rate limits of one server, counted by rate-limiter-flexible: in memory, or in Redis when REDIS_URL is set so
 * several servers behind a load balancer count together. Redis is a helper, not a dependency of the site: when it
 * does not answer, requests are counted in this process's memory instead (the library's insurance limiter: fail
 * open, per-server limits) and a warning is logged at most every 30 s.
 */
export interface RateLimits {
  /** The limiter of a rule; every caller naming the same rule shares its counts. */
  limiter(rule: RateLimitRule): Limiter;
  /** Releases the Redis connection, if any. */
  close(): Promise<void>;
}

const toResult = (res: RateLimiterRes, allowed: boolean): RateLimitResult => ({
  allowed,
  remaining: res.remainingPoints,
  retryAfterSec: Math.max(1, Math.ceil(res.msBeforeNext / 1000)),
});

/** A limiter over a library limiter: a refusal is a result; a store error (no insurance left) propagates. */
function limiterOver(limiter: RateLimiterAbstract): Limiter {
  return {
    hit: (key) =>
      limiter.consume(key).then(
        (res) => toResult(res, true),
        (err: unknown) => {
          if (err instanceof RateLimiterRes) return toResult(err, false);
          throw err;
        },
      ),
  };
}

function limitsOf(make: (rule: RateLimitRule) => RateLimiterAbstract, close: () => Promise<void>): RateLimits {
  const byName = new Map<string, { rule: RateLimitRule; limiter: Limiter }>();
  return {
    limiter(rule) {
      const known = byName.get(rule.name);
      if (known) {
        if (known.rule.windowMs !== rule.windowMs || known.rule.max !== rule.max) {
          throw new Error(`Rate limit '${rule.name}' is defined twice with different settings`);
        }
        return known.limiter;
      }
      const limiter = limiterOver(make(rule));
      byName.set(rule.name, { rule, limiter });
      return limiter;
    },
    close,
  };
}

const memoryLimiter = (rule: RateLimitRule) =>
  new RateLimiterMemory({ keyPrefix: rule.name, points: rule.max, duration: rule.windowMs / 1000 });

export function memoryRateLimits(): RateLimits {
  return limitsOf(memoryLimiter, async () => {});
}

/** Counts in Redis (shared by every server with the same REDIS_URL and key prefix), memory while it is away. */
export async function redisRateLimits(url: string, prefix: string, log: Logger): Promise<RateLimits> {
  // Loaded only when Redis is configured (it adds a quarter second to every start).
  const { Redis } = await import('ioredis');
  let warnedAt = 0;
  const warn = (err: unknown) => {
    const now = Date.now();
    if (now - warnedAt < 30_000) return;
    warnedAt = now;
    log.warn('Redis rate-limit store unavailable: counting in this process until it is back', {
      error: String((err as Error)?.message ?? err),
    });
  };
  const redis: Redis = new Redis(url, {
    // Fail fast instead of queueing: a request never waits for Redis to come back.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: 500,
    connectTimeout: 2000,
    // Keep reconnecting in the background, at most every 2 s.
    retryStrategy: (times) => Math.min(times * 200, 2000),
  });
  redis.on('error', warn);
  // Start counting in Redis from the first request when it answers; a Redis that is down delays nothing more than
  // its first refused connection.
  await new Promise<void>((resolve) => {
    redis.once('ready', resolve);
    redis.once('error', () => resolve());
  });
  return limitsOf(
    (rule) => {
      const limiter: RateLimiterStoreAbstract = new RateLimiterRedis({
        storeClient: redis,
        keyPrefix: `${prefix}${rule.name}`,
        points: rule.max,
        duration: rule.windowMs / 1000,
        rejectIfRedisNotReady: true,
        insuranceLimiter: memoryLimiter(rule),
      });
      return limiter;
    },
    async () => redis.disconnect(),
  );
}

/** The limits of one server: Redis when REDIS_URL is set (several servers count together), else memory. */
export function createRateLimits(
  config: { REDIS_URL?: string; REDIS_KEY_PREFIX: string },
  log: Logger,
): Promise<RateLimits> {
  return config.REDIS_URL
    ? redisRateLimits(config.REDIS_URL, `${config.REDIS_KEY_PREFIX}rl:`, log)
    : Promise.resolve(memoryRateLimits());
}

/**
 * The client's IP address, what per-client limits count by: the connection's peer, or behind the proxies
 * TRUST_PROXY names the address they vouch for (http/client.ts, the one place that reads X-Forwarded-For).
 */
export function clientIp(c: Context): string {
  return clientOf((c.env as { incoming?: IncomingMessage } | undefined)?.incoming).address;
}

/** The JSON body and headers of a 429, shared by the middleware and code that answers without Hono. */
export function rateLimitedAnswer(result: RateLimitResult, message?: RateLimitMessage) {
  return {
    body: errorBody(
      'rate_limited',
      (typeof message === 'function' ? message(result.retryAfterSec) : message) ??
        `Too many requests. Please try again in ${Math.ceil(result.retryAfterSec / 60)} minute(s).`,
      { retryAfterSec: result.retryAfterSec },
    ),
    headers: { 'Retry-After': String(result.retryAfterSec) },
  };
}

/** The message of a 429: fixed, or made from the seconds until the client may try again. */
export type RateLimitMessage = string | ((retryAfterSec: number) => string);

export interface RateLimitOptions extends RateLimitRule {
  limits: RateLimits;
  /** What a request is counted by; the client's IP by default. */
  key?: (c: Context) => string | Promise<string>;
  message?: RateLimitMessage;
}

/** Refuses requests over the limit with 429, a JSON error and Retry-After. */
export function rateLimit({ limits, key, message, ...rule }: RateLimitOptions): MiddlewareHandler {
  const limiter = limits.limiter(rule);
  const keyOf = key ?? clientIp;
  return async (c, next) => {
    const result = await limiter.hit(await keyOf(c));
    if (!result.allowed) {
      const refused = rateLimitedAnswer(result, message);
      return c.json(refused.body, 429, refused.headers);
    }
    await next();
  };
}
