import path from 'node:path';
import type { Context, Env, Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import { publicAddressOfPath, type PublicAddress } from '@resumey/resume';

export { DEFAULT_WEB_DIST as defaultWebDist } from '../paths';

/** Routes of the public resume view (SPEC.md section 2): /u/{username}/{slug}, /v/{slug}, /v and /view. */
const PUBLIC_VIEW_PATH = /^\/(?:u\/[^/]+\/[^/]+|v(?:\/[^/]+)?|view)\/?$/;
const SHELL_FILE = /^\/(?:index|public)\.html$/;
/** The web app's other screens (apps/web/src/app/router.tsx); any other path is its 404 screen. */
const APP_PATH =
  /^\/(?:|auth|auth\/callback|dashboard|edit|edit\/[^/]+|screenshot-generator|screenshot-generator\/snapshot)\/?$/;

/** The web build's HTML shells, read once at start with their absolute social URLs. */
export interface WebShells {
  /** The app's shell (index.html). */
  indexHtml: string;
  /** The public resume view's own lean page (public.html; index.html without one). */
  publicHtml: string;
  /** public.html for /v and /view, whose resume travels in the fragment: with the product's own preview tags. */
  fragmentHtml: string;
}

/**
 * A share's page (public/page.ts: server-rendered, with its status and headers), or undefined when the server
 * has no page of its own for it; a failed read is thrown.
 */
export type SharePage<E extends Env = Env> = (
  c: Context<E>,
  address: PublicAddress,
) => Promise<{ status: 200 | 401 | 404 | 410 | 429 | 503; body: string; headers: Record<string, string> }>;

/** The share a public view's path names, or undefined for /v and /view (the resume travels in the fragment). */
function publicAddressOfPage(pathname: string): PublicAddress | undefined {
  const address = publicAddressOfPath(pathname, { trailingSlash: true });
  return address === null ? { slug: '' } : address; // A malformed %-escape names nothing.
}

/**
 * Serves the built web app: hashed assets are cached for a year; any other non-API path gets index.html
 * (never cached) so the client router can show the right screen, including the 404 screen.
 */
export function mountWebApp<E extends Env>(
  app: Hono<E>,
  distDir: string,
  opts: {
    /** The web build's shells as sent (public/shell.ts webShells), or undefined when the server has no web build. */
    shells: WebShells | undefined;
    sharePage?: SharePage<E>;
    /** The page for a share whose read failed (the database away): the shell, 503. */
    unavailablePage?: () => { status: 503; body: string; headers: Record<string, string> };
  },
) {
  if (!opts.shells) return false;
  const { indexHtml, publicHtml, fragmentHtml } = opts.shells;
  const root = path.relative(process.cwd(), distDir) || '.';

  app.use(
    '/assets/*',
    serveStatic({
      root,
      onFound: (_path, c) => {
        c.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
    }),
  );
  // Browsers ask for /favicon.ico on pages without an icon link (the local sign-in provider's): the icon is SVG.
  app.get('/favicon.ico', (c) => c.redirect('/favicon.svg', 301));
  app.use('*', async (c, next) => {
    if (c.req.path.startsWith('/api/') || c.req.path.startsWith('/oidc')) return next();
    // The shells go out from memory below (absolute social URLs, a status per screen), never as plain files.
    if (c.req.path === '/' || SHELL_FILE.test(c.req.path)) return next();
    return serveStatic({
      root,
      onFound: (_path, ctx) => {
        ctx.header('Cache-Control', 'public, max-age=3600');
      },
    })(c, next);
  });
  // The screens stay the client's; the status tells crawlers and link checkers the same thing (issue #16 item 2):
  // 404 for a path or share that shows nothing, 410 for a share that was withdrawn (stable links, issue #18).
  app.get('*', async (c) => {
    if (c.req.path.startsWith('/api/')) return c.notFound();
    c.header('Cache-Control', 'no-cache');
    if (!PUBLIC_VIEW_PATH.test(c.req.path)) return c.html(indexHtml, APP_PATH.test(c.req.path) ? 200 : 404);
    const address = publicAddressOfPage(c.req.path);
    // Shared resumes stay out of search engines (issue #18) unless their owner ticked 'Allow search engines to
    // list this resume': the header as well as public.html's meta robots, for crawlers that read headers only.
    // A share's page says which (public/page.ts); the others never are.
    if (!address) {
      c.header('X-Robots-Tag', 'noindex');
      return c.html(fragmentHtml, 200);
    }
    // A share's page: server-rendered with its link preview (public/page.ts, issue #18 items 2 and 3), the status
    // telling crawlers and link checkers what it shows (404 never shared, 410 no longer or expired, 401 protected).
    c.header('X-Robots-Tag', 'noindex');
    if (!opts.sharePage) return c.html(publicHtml, 200);
    try {
      const { status, body, headers } = await opts.sharePage(c, address);
      c.header('X-Robots-Tag', undefined);
      return c.body(body, status, headers);
    } catch {
      // The database away: the page still loads and says so itself (it retries); the status says try later.
      const page = opts.unavailablePage?.();
      return page ? c.body(page.body, page.status, page.headers) : c.html(publicHtml, 503);
    }
  });
  return true;
}
