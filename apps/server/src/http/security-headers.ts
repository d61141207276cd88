import { secureHeaders } from 'hono/secure-headers';

/**
 * Security headers for every response. Scripts only from our own origin (no inline or eval script);
 * styles may be inline because React style attributes carry each resume's colour and the toast library
 * injects its stylesheet. Images may come from https for the identity provider's profile picture.
 */
export function securityHeaders(opts: { https: boolean }) {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    referrerPolicy: 'strict-origin-when-cross-origin',
    xContentTypeOptions: 'nosniff',
    xFrameOptions: 'DENY',
    strictTransportSecurity: opts.https ? 'max-age=31536000; includeSubDomains' : false,
    crossOriginEmbedderPolicy: false,
    // The sign-in flow opens the provider in the same window; same-origin isolation would break nothing but popups.
    crossOriginOpenerPolicy: 'same-origin',
  });
}
