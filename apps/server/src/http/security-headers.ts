import type { MiddlewareHandler } from 'hono';

/**
 * Security headers for every response. Scripts only from our own origin (no inline or eval script);
 * styles may be inline because React style attributes carry each resume's colour and the toast library
 * injects its stylesheet. Images may come from https for the identity provider's profile picture.
 */
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * The headers, computed once: one record serves the framework's responses and the public-read fast path
 * (public/fast-path.ts) alike, so the two can never differ.
 */
export function securityHeaderRecord(opts: { https: boolean }): Readonly<Record<string, string>> {
  return Object.freeze({
    'Content-Security-Policy': CONTENT_SECURITY_POLICY,
    // The sign-in flow opens the provider in the same window; same-origin isolation would break nothing but popups.
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
    'Origin-Agent-Cluster': '?1',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    ...(opts.https ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
    'X-Content-Type-Options': 'nosniff',
    'X-DNS-Prefetch-Control': 'off',
    'X-Download-Options': 'noopen',
    'X-Frame-Options': 'DENY',
    'X-Permitted-Cross-Domain-Policies': 'none',
    // The legacy XSS auditor is off: it caused more harm than good; the CSP does the job.
    'X-XSS-Protection': '0',
  });
}

export function securityHeaders(opts: { https: boolean }): MiddlewareHandler {
  const headers = Object.entries(securityHeaderRecord(opts));
  return async (c, next) => {
    await next();
    for (const [name, value] of headers) c.res.headers.set(name, value);
  };
}
