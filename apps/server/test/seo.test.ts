import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers/server';

/** Issue #18, item 4: robots.txt, sitemap.xml and public resumes kept out of search engines. */
describe('search engines', () => {
  let server: TestServer;
  let webDist: string;
  const get = (p: string) => fetch(`${server.url}${p}`);

  beforeAll(async () => {
    // A stand-in for the built web app: the two pages the server chooses between.
    webDist = mkdtempSync(path.join(tmpdir(), 'resumey-seo-'));
    writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>App shell</title>');
    writeFileSync(
      path.join(webDist, 'public.html'),
      '<!doctype html><meta name="robots" content="noindex"><title>Public view</title>',
    );
    server = await startTestServer({ WEB_DIST: webDist });
  });
  afterAll(async () => {
    await server?.stop();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('answers /robots.txt with crawl rules, not the app', async () => {
    const res = await get('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await res.text();
    expect(text).not.toContain('<');
    const lines = text.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const p of ['/api/', '/auth', '/dashboard', '/edit']) expect(lines).toContain(`Disallow: ${p}`);
    // Public resumes are not disallowed: crawlers must fetch them to see their noindex.
    expect(lines.filter((l) => /^Disallow: \/(u|v)\b/.test(l))).toEqual([]);
    expect(lines).toContain(`Sitemap: ${server.url}/sitemap.xml`);
  });

  it('answers /sitemap.xml with a sitemap of the landing page and no resume', async () => {
    const res = await get('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/xml/);
    const xml = await res.text();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org/);
    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual([`${server.url}/`]);
  });

  it('marks public resume pages noindex (header and meta) and leaves the app pages alone', async () => {
    // No such share here (404 for crawlers, http/static.ts): the page is the public view's all the same.
    for (const p of ['/u/ann/cv', '/v/cv', '/v', '/view']) {
      const res = await get(p);
      expect([200, 404], p).toContain(res.status);
      expect(res.headers.get('x-robots-tag'), p).toBe('noindex');
      expect(await res.text(), p).toContain('<meta name="robots" content="noindex">');
    }
    const landing = await get('/');
    expect(landing.headers.get('x-robots-tag')).toBeNull();
    expect(await landing.text()).toContain('App shell');
  });
});
