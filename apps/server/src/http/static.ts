import path from 'node:path';
import type { Env, Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';

export { DEFAULT_WEB_DIST as defaultWebDist } from '../paths';

const SHELL_FILE = /^\/(?:index|public)\.html$/;
/** The web app's other screens (apps/web/src/app/router.tsx); any other path is its 404 screen. */
const APP_PATH =
  /^\/(?:|auth|auth\/callback|dashboard|edit|edit\/[^/]+|screenshot-generator|screenshot-generator\/snapshot)\/?$/;

/**
 * Serves the built web app: hashed assets are cached for a year; any other non-API path gets index.html
 * (never cached) so the client router can show the right screen, including the 404 screen.
 */
export function mountWebApp<E extends Env>(
  app: Hono<E>,
  distDir: string,
  /** The app's shell as sent (public/shell.ts webShells), or undefined when the server has no web build. */
  indexHtml: string | undefined,
) {
  if (indexHtml === undefined) return false;
  const root = path.relative(process.cwd(), distDir) || '.';

  app.use(
    '/assets/*',
    serveStatic({
      root,
      // The build wrote each script's and style's Brotli and gzip copies (apps/web/build/precompress.ts).
      precompressed: true,
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
  // 404 for a path that shows nothing. The public view's pages are answered before this (public/page-route.ts).
  app.get('*', (c) => {
    if (c.req.path.startsWith('/api/')) return c.notFound();
    c.header('Cache-Control', 'no-cache');
    return c.html(indexHtml, APP_PATH.test(c.req.path) ? 200 : 404);
  });
  return true;
}
