import { Hono } from 'hono';
import { publicAddressOfPath, type PublicAddress } from '@resumey/resume';
import type { AppContext, AppEnv } from '../context';
import { sessionMiddleware } from '../auth/routes';
import { currentUser } from '../auth/current-user';
import { clientIp } from '../http/rate-limit';
import { chromeLanguageOf } from './chrome';
import { isCrawler } from './page';
import type { WebShells } from './shell';
import { unlockCheckOf, unlockKey } from './unlock';

/** Routes of the public resume view (SPEC.md section 2): /u/{username}/{slug}, /v/{slug}, /v and /view. */
const PUBLIC_VIEW_PATH = /^\/(?:u\/[^/]+\/[^/]+|v(?:\/[^/]+)?|view)\/?$/;

/** The share a public view's path names, or undefined for /v and /view (the resume travels in the fragment). */
function publicAddressOfPage(pathname: string): PublicAddress | undefined {
  const address = publicAddressOfPath(pathname, { trailingSlash: true });
  return address === null ? { slug: '' } : address; // A malformed %-escape names nothing.
}

/**
 * The public view's pages, for signed-in readers and anyone the fast path (fast-path.ts) left to the framework:
 * a share's page server-rendered through the server's one public pipeline (page.ts, pipeline.ts), /v and /view
 * the fragment shell. The owner's own views are not counted, so the session is read here. Mounted before the
 * web app's catch-all (http/static.ts), which answers every other screen.
 */
export function publicPageRoutes(ctx: AppContext, shells: WebShells) {
  const pages = ctx.services.public.pages;
  const unlocks = unlockKey(ctx);
  const app = new Hono<AppEnv>();
  app.use('/u/*', sessionMiddleware(ctx));
  app.use('/v/*', sessionMiddleware(ctx));
  app.get('*', async (c, next) => {
    if (!PUBLIC_VIEW_PATH.test(c.req.path)) return next();
    c.header('Cache-Control', 'no-cache');
    // Shared resumes stay out of search engines (issue #18) unless their owner ticked 'Allow search engines to
    // list this resume': the header as well as public.html's meta robots, for crawlers that read headers only.
    // A share's page says which (page.ts); the others never are.
    c.header('X-Robots-Tag', 'noindex');
    const address = publicAddressOfPage(c.req.path);
    if (!address) return c.html(shells.fragmentHtml, 200);
    if (!pages) return c.html(shells.publicHtml, 200);
    try {
      // The status tells crawlers and link checkers what it shows (404 never shared, 410 no longer or expired,
      // 401 protected); a visitor who gave a protected share's password has its cookie and sees the resume.
      const { status, body, headers } = await pages.read(
        address,
        clientIp(c),
        async () => (isCrawler(c.req.header('user-agent')) ? false : ((await currentUser(c))?.id ?? null)),
        unlockCheckOf(c, unlocks),
        chromeLanguageOf(c.req.header('accept-language')),
      );
      c.header('X-Robots-Tag', undefined);
      return c.body(body, status, headers);
    } catch {
      // The database away: the page still loads and says so itself (it retries); the status says try later.
      const page = pages.format.unavailable();
      return c.body(page.body, page.status, page.headers);
    }
  });
  return app;
}
