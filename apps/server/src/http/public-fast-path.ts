import type { IncomingMessage, ServerResponse } from 'node:http';
import { MESSAGES } from '@resumey/resume';
import type { AppContext } from '../context';
import { errorBody } from './errors';
import { clientIpFrom } from './rate-limit';
import { securityHeaderRecord } from './security-headers';
import {
  PUBLIC_CACHE_CONTROL,
  PUBLIC_RATE,
  PUBLIC_RATE_MESSAGE,
  publicShareBody,
  readPublicShare,
  type PublicAddress,
} from '../routes/public';

/** /api/public/u/{username}/{slug} or /api/public/v/{slug}, query string ignored; undefined for any other path. */
export function publicAddressOf(url: string): PublicAddress | undefined {
  const path = url.split('?', 1)[0]!;
  const parts = path.split('/');
  // ['', 'api', 'public', 'u' | 'v', ...]
  if (parts[1] !== 'api' || parts[2] !== 'public') return undefined;
  try {
    if (parts[3] === 'u' && parts.length === 6 && parts[4] && parts[5]) {
      return { username: decodeURIComponent(parts[4]), slug: decodeURIComponent(parts[5]) };
    }
    if (parts[3] === 'v' && parts.length === 5 && parts[4]) return { slug: decodeURIComponent(parts[4]) };
  } catch {
    // A malformed %-escape: the framework's router answers it.
  }
  return undefined;
}

/** A node:http request handler; the promise, when there is one, settles once the request's work is done. */
type Listener = (req: IncomingMessage, res: ServerResponse) => unknown;

/**
 * Public share reads by anonymous readers (recruiters opening a link: the one route that must take a crowd) are
 * answered straight from node:http, without building the framework's Request, Response and Headers objects,
 * which cost more than the read itself (DESIGN.md section 5: at least 40% of a bare server's requests/s). They
 * run the same code as the routes in routes/public.ts (rate limit, one-second cache, view count, body) and send
 * the same headers. Anything else, and any read with a cookie (the owner's own views are not counted) or one
 * that fails, goes to the framework as usual.
 */
export function withPublicFastPath(
  { config, database, rateLimits }: Pick<AppContext, 'config' | 'database' | 'rateLimits'>,
  next: Listener,
): Listener {
  const headers = {
    ...securityHeaderRecord({ https: config.publicUrl.startsWith('https://') }),
    'Cache-Control': PUBLIC_CACHE_CONTROL,
    'Content-Type': 'application/json',
  };
  const send = (res: ServerResponse, status: number, body: string, extra: Record<string, string> = {}) => {
    res.writeHead(status, { ...headers, ...extra, 'Content-Length': Buffer.byteLength(body) });
    res.end(body);
  };

  return (req, res) => {
    const address = req.method === 'GET' && !req.headers.cookie && req.url ? publicAddressOf(req.url) : undefined;
    if (!address) return next(req, res);
    return (async () => {
      const ip = clientIpFrom(req.socket.remoteAddress ?? '', req.headers['x-forwarded-for'] as string | undefined);
      const limit = await rateLimits.hit(`${PUBLIC_RATE.name}:${ip}`, PUBLIC_RATE.windowMs, config.PUBLIC_RATE_LIMIT);
      if (!limit.allowed) {
        const body = JSON.stringify(
          errorBody('rate_limited', PUBLIC_RATE_MESSAGE, { retryAfterSec: limit.retryAfterSec }),
        );
        return send(res, 429, body, { 'Retry-After': String(limit.retryAfterSec) });
      }
      const share = await readPublicShare(database.db, address, null);
      if (!share) return send(res, 404, JSON.stringify(errorBody('not_found', MESSAGES.noResumeData)));
      send(res, 200, publicShareBody(share));
    })().catch(() => {
      // The database is away, or anything unexpected: the framework's error handling answers (503, logged).
      if (!res.headersSent) return next(req, res);
    });
  };
}
