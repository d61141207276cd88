import { existsSync } from 'node:fs';
import { z } from 'zod';
import { parseTrustProxy, type ProxyTrust } from './http/client';

/**
 * The PDF renderer: Debian's headless shell (package chromium-headless-shell) when installed, else the full browser.
 * The shell is the same Chromium without the browser's windows and their compositing: a PDF costs a quarter less CPU
 * in it (0.69 -> 0.50 CPU-s, printed back to back), and its PDFs are the same (pdf/browser.ts: no glyph hinting).
 */
export const CHROMIUM_CANDIDATES = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'];
export const defaultChromiumPath = (): string =>
  CHROMIUM_CANDIDATES.find((p) => existsSync(p)) ?? CHROMIUM_CANDIDATES[1]!;

/**
 * Configuration comes from environment variables (DESIGN.md section 3), validated once at start.
 * Every bad value is reported by name so an operator can fix them all in one go.
 */
const optionalString = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

const httpUrl = (name: string) =>
  optionalString.refine((v) => v === undefined || /^https?:\/\/[^\s/]+/.test(v), `${name} must be an http(s) URL`);

/** A requests-per-window limit: a whole number of at least 1. */
const rateLimitVar = (name: string, fallback: number) =>
  z.coerce
    .number({ error: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .min(1, `${name} must be at least 1`)
    .default(fallback);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce
    .number({ error: 'PORT must be a number' })
    .int('PORT must be a whole number')
    .min(0)
    .max(65535, 'PORT must be 0-65535')
    .default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  PUBLIC_URL: httpUrl('PUBLIC_URL'),
  DATABASE_URL: optionalString.refine(
    (v) => v === undefined || /^postgres(ql)?:\/\//.test(v),
    'DATABASE_URL must start with postgres:// or postgresql://',
  ),
  DATA_DIR: z.string().min(1).default('./data'),
  SESSION_SECRET: optionalString.refine(
    (v) => v === undefined || v.length >= 32,
    'SESSION_SECRET must be at least 32 characters',
  ),
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  OIDC_ISSUER: httpUrl('OIDC_ISSUER'),
  OIDC_CLIENT_ID: optionalString,
  OIDC_CLIENT_SECRET: optionalString,
  LOCAL_SIGN_IN: z.enum(['0', '1', '']).optional(),
  SMTP_URL: optionalString.refine(
    (v) => v === undefined || /^smtps?:\/\//.test(v),
    'SMTP_URL must start with smtp:// or smtps://',
  ),
  CONTACT_TO: optionalString.refine(
    (v) => v === undefined || /^[^\s@]+@[^\s@]+$/.test(v),
    'CONTACT_TO must be an e-mail address',
  ),
  /** Wait before the first retry of a contact e-mail the mail server did not take; doubles each time, up to 1 h. */
  CONTACT_RETRY_SECONDS: z.coerce
    .number()
    .min(0.1, 'CONTACT_RETRY_SECONDS must be at least 0.1')
    .max(3600, 'CONTACT_RETRY_SECONDS must be at most 3600')
    .default(30),
  REDIS_URL: optionalString.refine(
    (v) => v === undefined || /^rediss?:\/\//.test(v),
    'REDIS_URL must start with redis://',
  ),
  /** Sign-in starts allowed per client IP per minute (generous: a whole e2e run signs in from one address). */
  SIGN_IN_RATE_LIMIT: z.coerce.number().int().min(1, 'SIGN_IN_RATE_LIMIT must be at least 1').default(120),
  /** Second-factor attempts (enrol, verify, remove) allowed per client IP per minute. */
  TWO_FACTOR_RATE_LIMIT: z.coerce.number().int().min(1, 'TWO_FACTOR_RATE_LIMIT must be at least 1').default(30),
  /** Key prefix in Redis, so several deployments (or test runs) can share one Redis without counting together. */
  REDIS_KEY_PREFIX: z.string().max(100).default('resumey:'),
  /** Contact-form posts allowed per client IP per 10 minutes. */
  CONTACT_RATE_LIMIT: rateLimitVar('CONTACT_RATE_LIMIT', 5),
  /** Slug and username availability checks allowed per user per minute (the dialogs check as the user types). */
  AVAILABILITY_RATE_LIMIT: rateLimitVar('AVAILABILITY_RATE_LIMIT', 120),
  /** Public share reads allowed per client IP per minute. */
  PUBLIC_RATE_LIMIT: rateLimitVar('PUBLIC_RATE_LIMIT', 600),
  /** Password attempts on protected shares allowed per client IP per 15 minutes (right or wrong). */
  SHARE_PASSWORD_RATE_LIMIT: rateLimitVar('SHARE_PASSWORD_RATE_LIMIT', 10),
  /** Link-preview images (/og/...) allowed per client IP per minute. */
  OG_RATE_LIMIT: rateLimitVar('OG_RATE_LIMIT', 60),
  /** '1': PUT /api/test/clock moves the clock share expiry is judged by (end-to-end tests; refused in production). */
  TEST_CLOCK: z.enum(['0', '1', '']).optional(),
  /** PDF downloads allowed per user (or client IP when signed out) per minute: each one drives Chromium. */
  PDF_RATE_LIMIT: rateLimitVar('PDF_RATE_LIMIT', 20),
  /** Account exports and imports allowed per user per 10 minutes: each is heavy (PDFs, a large upload). */
  ACCOUNT_DATA_RATE_LIMIT: rateLimitVar('ACCOUNT_DATA_RATE_LIMIT', 10),
  /** Requests allowed per API key per minute (its own budget, apart from its owner's browser; issue #43). */
  API_KEY_RATE_LIMIT: rateLimitVar('API_KEY_RATE_LIMIT', 120),
  /** Whose X-Forwarded-For/-Proto/-Host are believed (http/client.ts): none, addresses/CIDRs, or a hop count. */
  TRUST_PROXY: optionalString.superRefine((v, ctx) => {
    try {
      parseTrustProxy(v);
    } catch (err) {
      ctx.addIssue({ code: 'custom', message: (err as Error).message });
    }
  }),
  /** Time a client has to send a request's headers, and its whole request (slow clients, issue #22). */
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(1000, 'HEADERS_TIMEOUT_MS must be at least 1000').default(10_000),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000, 'REQUEST_TIMEOUT_MS must be at least 1000').default(30_000),
  /** Open connections allowed per client address (0: no cap); connections from a trusted proxy are not capped. */
  MAX_CONNECTIONS_PER_CLIENT: z.coerce
    .number()
    .int()
    .min(0, 'MAX_CONNECTIONS_PER_CLIENT must be 0 or more')
    .default(256),
  CHROMIUM_PATH: z.string().default(defaultChromiumPath),
  WEB_DIST: optionalString,
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
});

export type Env = z.infer<typeof envSchema>;

/** Checks between variables, run on the raw values so they are reported alongside per-variable problems. */
function crossChecks(src: Record<string, string | undefined>): string[] {
  const has = (k: string) => Boolean(src[k]?.trim());
  const problems: string[] = [];
  const pair = (a: string, b: string) => {
    if (has(a) !== has(b)) problems.push(`${has(a) ? b : a}: ${a} and ${b} must be set together`);
  };
  pair('GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET');
  pair('OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET');
  if (has('OIDC_ISSUER') && !has('OIDC_CLIENT_ID'))
    problems.push('OIDC_CLIENT_ID: OIDC_CLIENT_ID is required with OIDC_ISSUER');
  if (has('SMTP_URL') && !has('CONTACT_TO')) problems.push('CONTACT_TO: CONTACT_TO is required with SMTP_URL');
  if (src.NODE_ENV === 'production' && src.TEST_CLOCK === '1')
    problems.push('TEST_CLOCK: TEST_CLOCK=1 is for tests only and is refused in production');
  if (src.NODE_ENV === 'production' && !has('SESSION_SECRET'))
    problems.push('SESSION_SECRET: SESSION_SECRET is required in production');
  return problems;
}

export interface Config extends Env {
  publicUrl: string;
  /** Which identity provider signs users in; the local one stands in for Google on a fresh install. */
  identityProvider: 'google' | 'oidc' | 'local';
  /** TRUST_PROXY, compiled. */
  trustProxy: ProxyTrust;
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(source);
  const problems = [
    ...(parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.') || 'environment'}: ${i.message}`)),
    ...crossChecks(source),
  ];
  if (!parsed.success || problems.length) throw new ConfigError(problems);
  const env = parsed.data;
  const identityProvider = env.GOOGLE_CLIENT_ID ? 'google' : env.OIDC_ISSUER ? 'oidc' : 'local';
  if (identityProvider === 'local' && env.NODE_ENV === 'production' && env.LOCAL_SIGN_IN !== '1') {
    throw new ConfigError([
      'GOOGLE_CLIENT_ID: no identity provider is configured; set GOOGLE_CLIENT_ID/GOOGLE_CLIENT_SECRET or OIDC_ISSUER/OIDC_CLIENT_ID/OIDC_CLIENT_SECRET (or LOCAL_SIGN_IN=1 to allow the local sign-in in production)',
    ]);
  }
  const host = env.HOST === '0.0.0.0' || env.HOST === '::' ? 'localhost' : env.HOST;
  const publicUrl = (env.PUBLIC_URL ?? `http://${host === '127.0.0.1' ? 'localhost' : host}:${env.PORT}`).replace(
    /\/+$/,
    '',
  );
  return { ...env, publicUrl, identityProvider, trustProxy: parseTrustProxy(env.TRUST_PROXY) };
}
