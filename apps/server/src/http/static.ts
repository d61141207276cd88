import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import type { AppEnv } from '../context';

export const defaultWebDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web/dist');

/** Routes of the public resume view (SPEC.md section 2): /u/{username}/{slug}, /v/{slug}, /v and /view. */
const PUBLIC_VIEW_PATH = /^\/(?:u\/[^/]+\/[^/]+|v(?:\/[^/]+)?|view)\/?$/;

/**
 * Serves the built web app: hashed assets are cached for a year; any other non-API path gets index.html
 * (never cached) so the client router can show the right screen, including the 404 screen.
 */
export function mountWebApp(app: Hono<AppEnv>, distDir: string) {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) return false;
  const indexHtml = readFileSync(indexFile, 'utf8');
  // The public resume view has its own lean page (apps/web/public.html): recruiters never load the app shell.
  const publicFile = path.join(distDir, 'public.html');
  const publicHtml = existsSync(publicFile) ? readFileSync(publicFile, 'utf8') : indexHtml;
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
  app.use('*', async (c, next) => {
    if (c.req.path.startsWith('/api/') || c.req.path.startsWith('/oidc')) return next();
    return serveStatic({
      root,
      onFound: (_path, ctx) => {
        ctx.header('Cache-Control', 'public, max-age=3600');
      },
    })(c, next);
  });
  app.get('*', (c) => {
    if (c.req.path.startsWith('/api/')) return c.notFound();
    c.header('Cache-Control', 'no-cache');
    return c.html(PUBLIC_VIEW_PATH.test(c.req.path) ? publicHtml : indexHtml);
  });
  return true;
}
