import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AppContext } from '../context';
import { errorAnswer } from '../http/errors';
import { clientOf } from '../http/client';
import { securityHeaderRecord } from '../http/security-headers';
import { PUBLIC_CACHE_CONTROL, publicReader } from './read';
import type { PublicAddress } from './repository';

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

const signedOut = async () => null;

/**
 * Public share reads by anonymous readers (recruiters opening a link: the one route that must take a crowd) are
 * answered straight from node:http, without building the framework's Request, Response and Headers objects,
 * which cost more than the read itself (DESIGN.md section 5: at least 40% of a bare server's requests/s). They
 * run the routes' own pipeline (read.ts) and send the same headers; an error gets the same answer as from the
 * framework's error handler. Anything else, and any read with a cookie (the owner's own views are not counted),
 * goes to the framework as usual.
 */
export function withPublicFastPath(
  ctx: Pick<AppContext, 'config' | 'database' | 'rateLimits' | 'log'>,
  next: Listener,
): Listener {
  const read = publicReader(ctx);
  const common = securityHeaderRecord({ https: ctx.config.publicUrl.startsWith('https://') });
  const send = (res: ServerResponse, status: number, body: string, headers: Record<string, string>) => {
    res.writeHead(status, { ...common, ...headers, 'Content-Length': Buffer.byteLength(body) });
    res.end(body);
  };

  return (req, res) => {
    const address = req.method === 'GET' && !req.headers.cookie && req.url ? publicAddressOf(req.url) : undefined;
    if (!address) return next(req, res);
    const client = clientOf(req).address;
    return read(address, client, signedOut).then(
      ({ status, body, headers }) => send(res, status, body, headers),
      (err: unknown) => {
        const failed = errorAnswer(err, ctx.log, { method: 'GET', path: req.url!.split('?', 1)[0]! });
        if (res.headersSent) return;
        send(res, failed.status, JSON.stringify(failed.body), {
          ...failed.headers,
          'Cache-Control': PUBLIC_CACHE_CONTROL,
          'Content-Type': 'application/json',
        });
      },
    );
  };
}
