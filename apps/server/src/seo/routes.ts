import { Hono } from 'hono';
import { sql } from 'drizzle-orm';
import type { AppContext, AppEnv } from '../context';
import type { Db } from '../db/client';
import { shareClock } from '../clock';

/**
 * What search engines may crawl and list (issue #18, item 4).
 * - robots.txt keeps crawlers out of the API and the signed-in screens, and names the sitemap. Public resumes
 *   (/u/..., /v/...) stay crawlable on purpose: a crawler must fetch a page to see its `noindex` (public.html's
 *   meta robots and the X-Robots-Tag header, http/static.ts); a page it may not fetch can still be listed, by
 *   address alone, when other sites link to it.
 * - sitemap.xml lists the landing page and the public resumes whose owners ticked 'Allow search engines to list
 *   this resume' (and that show the resume to anyone: published, no password, not expired). Every other public
 *   resume is `noindex` (http/static.ts) and absent here.
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

type SitemapRow = { username: string; slug: string };

/** The /u/{username}/{slug} addresses search engines may list, oldest share first. */
export async function listedShares(db: Db): Promise<SitemapRow[]> {
  const result = await db.execute(sql`
    select p.username, s.slug from shared_resumes s join profiles p on p.user_id = s.user_id
    where s.searchable and s.published and s.password_hash is null and p.username is not null
      and (s.expires_at is null or s.expires_at > ${new Date(shareClock.now()).toISOString()}::timestamptz)
    order by s.created_at, s.id`);
  return Array.isArray(result) ? (result as SitemapRow[]) : ((result as unknown as { rows?: SitemapRow[] }).rows ?? []);
}

export function seoRoutes(ctx: AppContext) {
  const publicUrl = ctx.config.publicUrl.replace(/\/+$/, '');
  const robots = robotsTxt(publicUrl);
  const path = (s: SitemapRow) => `${publicUrl}/u/${encodeURIComponent(s.username)}/${encodeURIComponent(s.slug)}`;
  return new Hono<AppEnv>()
    .get('/robots.txt', (c) => {
      c.header('Cache-Control', 'public, max-age=3600');
      return c.text(robots);
    })
    .get('/sitemap.xml', async (c) => {
      const shares = await listedShares(ctx.database.db);
      // Short: a share its owner withdraws from search engines should leave crawlers' copies soon.
      c.header('Cache-Control', 'public, max-age=300');
      const sitemap = sitemapXml([`${publicUrl}/`, ...shares.map(path)]);
      return c.body(sitemap, 200, { 'Content-Type': 'application/xml; charset=utf-8' });
    });
}
