import { Hono } from 'hono';
import type { AppContext, AppEnv } from '../context';

/**
 * What search engines may crawl and list (issue #18, item 4).
 * - robots.txt keeps crawlers out of the API and the signed-in screens, and names the sitemap. Public resumes
 *   (/u/..., /v/...) stay crawlable on purpose: a crawler must fetch a page to see its `noindex` (public.html's
 *   meta robots and the X-Robots-Tag header, http/static.ts); a page it may not fetch can still be listed, by
 *   address alone, when other sites link to it.
 * - sitemap.xml lists the landing page. Public resumes are all `noindex` until their owners can opt in to search
 *   engines; then the ones that did will be listed here too.
 */
const PRIVATE_PATHS = ['/api/', '/auth', '/dashboard', '/edit', '/screenshot-generator'];

export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    ...PRIVATE_PATHS.map((p) => `Disallow: ${p}`),
    'Allow: /',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[ch]!);

export function sitemapXml(urls: string[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls.map((url) => `  <url><loc>${escapeXml(url)}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n');
}

export function seoRoutes(ctx: AppContext) {
  const publicUrl = ctx.config.publicUrl.replace(/\/+$/, '');
  const robots = robotsTxt(publicUrl);
  const sitemap = sitemapXml([`${publicUrl}/`]);
  return new Hono<AppEnv>()
    .get('/robots.txt', (c) => {
      c.header('Cache-Control', 'public, max-age=3600');
      return c.text(robots);
    })
    .get('/sitemap.xml', (c) => {
      c.header('Cache-Control', 'public, max-age=3600');
      return c.body(sitemap, 200, { 'Content-Type': 'application/xml; charset=utf-8' });
    });
}
