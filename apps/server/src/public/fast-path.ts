import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AppContext } from '../context';
import { errorAnswer } from '../http/errors';
import { clientOf } from '../http/client';
import { securityHeaderRecord } from '../http/security-headers';
import { PUBLIC_CACHE_CONTROL, type PublicAnswer } from './read';
import { isCrawler } from './page';
import { chromeLanguageOf } from './chrome';
import { publicAddressOfPath, type PublicAddress } from '@resumey/resume';

/** /api/public/u/{username}/{slug} or /api/public/v/{slug}; undefined for any other path, and for a malformed
 * %-escape, which the framework's router answers. */
export const publicAddressOf = (url: string): PublicAddress | undefined =>
  publicAddressOfPath(url, { base: '/api/public' }) ?? undefined;

/** /u/{username}/{slug} or /v/{slug} (a share's page); undefined for any other path (the framework answers it). */
export const pageAddressOf = (url: string): PublicAddress | undefined => publicAddressOfPath(url) ?? undefined;

/** A node:http request handler; the promise, when there is one, settles once the request's work is done. */
type Listener = (req: IncomingMessage, res: ServerResponse) => unknown;

const signedOut = async () => null;

/**
 * Public share reads and pages by anonymous readers (recruiters opening a link: the one route that must take a crowd) are
 * answered straight from node:http, without building the framework's Request, Response and Headers objects,
 * which cost more than the read itself (DESIGN.md section 5: at least 40% of a bare server's requests/s). They
 * run the routes' own pipeline (read.ts) and send the same headers; an error gets the same answer as from the
 * framework's error handler. Anything else, and any read with a cookie (the owner's own views are not counted),
 * goes to the framework as usual, as does any read with an Authorization header (an API key).
 */
export function withPublicFastPath(ctx: Pick<AppContext, 'config' | 'log' | 'services'>, next: Listener): Listener {
  // The server's one public pipeline (pipeline.ts), as the framework's routes use it; pages (server-rendered,
  // public/page.ts) when the server has the web build's shell to render them into.
  const { read, pages: pageReads } = ctx.services.public;
  const pages = pageReads?.format;
  const readPage = pageReads?.read;
  const common = securityHeaderRecord({ https: ctx.config.publicUrl.startsWith('https://') });
  const send = (res: ServerResponse, status: number, body: string | Buffer, headers: Record<string, string>) => {
    res.writeHead(status, { ...common, ...headers, 'Content-Length': Buffer.byteLength(body) });
    res.end(body);
  };
  // A page's bytes, gzip and headers are made once per version (page.ts keeps one answer object per version): a
  // crowd reading one link costs the lookup and the writes. The framework's compression answers everything else.
  const prepared = new WeakMap<PublicAnswer, { plain: Record<string, string>; gzip?: Record<string, string> }>();
  const sendAnswer = (req: IncomingMessage, res: ServerResponse, answer: PublicAnswer) => {
    const { status, body, headers, bytes, gzipped } = answer;
    if (!bytes || !gzipped) return send(res, status, body, headers);
    let ready = prepared.get(answer);
    if (!ready) {
      // A page's chrome follows the viewer's language too (page.ts): its Vary says so beside the encoding.
      const vary = headers.Vary ? `Accept-Encoding, ${headers.Vary}` : 'Accept-Encoding';
      const plain = { ...common, ...headers, Vary: vary, 'Content-Length': String(bytes.length) };
      prepared.set(answer, (ready = { plain }));
    }
    if (/\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
      const zipped = gzipped();
      ready.gzip ??= { ...ready.plain, 'Content-Encoding': 'gzip', 'Content-Length': String(zipped.length) };
      res.writeHead(status, ready.gzip);
      res.end(zipped);
    } else {
      res.writeHead(status, ready.plain);
      res.end(bytes);
    }
  };

  return (req, res) => {
    // A read with an API key goes to the framework too: the key is checked (a revoked one is refused) and logged.
    const plain = req.method === 'GET' && !req.headers.cookie && !req.headers.authorization && req.url;
    const address = plain ? publicAddressOf(req.url!) : undefined;
    const page = plain && !address && readPage ? pageAddressOf(req.url!) : undefined;
    if (page) {
      const crawler = isCrawler(req.headers['user-agent']);
      const language = chromeLanguageOf(req.headers['accept-language']);
      return readPage!(page, clientOf(req).address, async () => (crawler ? false : null), undefined, language).then(
        (answer) => sendAnswer(req, res, answer),
        (err: unknown) => {
          errorAnswer(err, ctx.log, { method: 'GET', path: req.url!.split('?', 1)[0]! });
          if (!res.headersSent) sendAnswer(req, res, pages!.unavailable());
        },
      );
    }
    if (!address) return next(req, res);
    const client = clientOf(req).address;
    return read(address, client, signedOut).then(
      (answer) => sendAnswer(req, res, answer),
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
