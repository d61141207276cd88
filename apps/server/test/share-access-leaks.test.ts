import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OwnShare, Resume } from '@resumey/resume';
import { startTestServer, testDbKind, type TestServer } from './helpers/server';
import { signIn, type SignedInClient } from '@resumey/test-support/sign-in';
import { resumeFor, saveShare, setUsername } from './shares-helpers';
import { publicShellDist } from '@resumey/test-support/public-shell-dist';

const NAME = 'Zelda Quixote';
const HEADLINE = 'Principal Cartographer';
const DAY = 24 * 60 * 60 * 1000;

/**
 * Issue #18 items 4 and 6: a share that is unpublished, expired or behind a password leaks nothing through its page's
 * head, its link-preview card, the sitemap or its PDF; only shares whose owner opted in are indexable and listed.
 */
describe(`share access: nothing leaks, search opt-in (${testDbKind})`, () => {
  let server: TestServer;
  let webDist: string;
  let ann: SignedInClient;
  let shareId: string;
  const get = (p: string, init: RequestInit = {}) => fetch(`${server.url}${p}`, init);
  const patch = (json: unknown) => ann.api(`/api/shares/${shareId}`, { method: 'PATCH', json });
  const sitemapLocs = async () =>
    [...(await (await get('/sitemap.xml')).text()).matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);

  beforeAll(async () => {
    webDist = publicShellDist('resumey-access');
    server = await startTestServer({
      WEB_DIST: webDist,
      TEST_CLOCK: '1',
      OG_RATE_LIMIT: '5',
      TRUST_PROXY: '127.0.0.1',
    });
    ann = await signIn(server.url, 'ann.leaks@example.com', 'Ann Leaks');
    await setUsername(ann, 'ann');
    const resume: Resume = resumeFor(NAME, 'Ann CV');
    resume.profile = { ...resume.profile, headline: HEADLINE };
    const created = await ann.api('/api/resumes', { method: 'POST', json: { resume } });
    const { resume: saved } = (await created.json()) as { resume: Resume };
    const res = await saveShare(ann, { username: 'ann', slug: 'cv', resumeId: saved.id });
    shareId = ((await res.json()) as { share: OwnShare }).share.id;
  });
  afterAll(async () => {
    await server?.stop();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('keeps an open share noindex and out of the sitemap until its owner opts in, then lists and indexes it', async () => {
    const before = await get('/u/ann/cv');
    expect(before.status).toBe(200);
    expect(before.headers.get('x-robots-tag')).toBe('noindex');
    expect(await before.text()).toContain('<meta name="robots" content="noindex"');
    expect(await sitemapLocs()).toEqual([`${server.url}/`]);

    expect((await patch({ searchable: true })).status).toBe(200);
    const after = await get('/u/ann/cv');
    expect(after.status).toBe(200);
    expect(after.headers.get('x-robots-tag')).toBeNull();
    const html = await after.text();
    expect(html).not.toMatch(/<meta name="robots"/);
    expect(html).toContain(NAME);
    expect(await sitemapLocs()).toEqual([`${server.url}/`, `${server.url}/u/ann/cv`]);
  });

  it('takes a searchable share out of the sitemap and back to noindex while it is locked, unpublished or expired', async () => {
    const states: [string, unknown, unknown][] = [
      ['password', { password: 'secret words' }, { password: null }],
      ['unpublished', { published: false }, { published: true }],
    ];
    for (const [label, on, off] of states) {
      expect((await patch(on)).status, label).toBe(200);
      expect(await sitemapLocs(), label).toEqual([`${server.url}/`]);
      const page = await get('/u/ann/cv');
      expect(page.headers.get('x-robots-tag'), label).toBe('noindex');
      expect((await patch(off)).status, label).toBe(200);
    }
    expect((await patch({ expiresAt: new Date(Date.now() + DAY).toISOString() })).status).toBe(200);
    try {
      await get('/api/test/clock', {
        method: 'PUT',
        headers: { 'content-type': 'application/json', origin: server.url },
        body: JSON.stringify({ offsetMs: 2 * DAY }),
      });
      expect(await sitemapLocs()).toEqual([`${server.url}/`]);
      const page = await get('/u/ann/cv');
      expect(page.status).toBe(410);
      expect(await page.text()).not.toContain(NAME);
      expect((await get('/og/u/ann/cv.png')).status).toBe(410);
      expect((await get('/api/public/u/ann/cv/pdf')).status).toBe(410);
    } finally {
      await get('/api/test/clock', {
        method: 'PUT',
        headers: { 'content-type': 'application/json', origin: server.url },
        body: JSON.stringify({ offsetMs: 0 }),
      });
    }
    expect((await patch({ expiresAt: null, searchable: false })).status).toBe(200);
  });

  it("gives a locked share's page, card and PDF nothing of the resume; the unlock cookie opens the PDF", async () => {
    expect((await patch({ password: 'secret words' })).status).toBe(200);
    for (const p of ['/u/ann/cv', '/v/cv']) {
      const page = await get(p);
      expect(page.status, p).toBe(401);
      const html = await page.text();
      expect(html, p).not.toContain(NAME);
      expect(html, p).not.toContain(HEADLINE);
      expect(html, p).toContain('<title>Password-protected resume - Resumey</title>');
      expect(html, p).not.toMatch(/\/og\/(u|v)\//);
    }
    const card = await get('/og/u/ann/cv.png', { headers: { 'x-forwarded-for': '192.0.2.50' } });
    expect(card.status).toBe(401);
    expect(card.headers.get('content-type')).toMatch(/json/);
    expect((await get('/og/v/cv.png', { headers: { 'x-forwarded-for': '192.0.2.50' } })).status).toBe(401);
    expect((await get('/api/public/u/ann/cv/pdf')).status).toBe(401);
    expect((await get('/api/public/v/cv/pdf')).status).toBe(401);

    const unlocked = await fetch(`${server.url}/api/public/u/ann/cv/unlock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ password: 'secret words' }),
    });
    const cookie = unlocked.headers.get('set-cookie')!.split(';', 1)[0]!;
    // The PDF itself needs Chromium; past the lock it is rendered (200) or this server cannot (503), never refused.
    const pdf = await get('/api/public/u/ann/cv/pdf', { headers: { cookie } });
    expect([200, 503]).toContain(pdf.status);
    await pdf.arrayBuffer();
    // The card stays locked even with the cookie: chat apps show it to everyone in the chat.
    expect((await get('/og/u/ann/cv.png', { headers: { cookie, 'x-forwarded-for': '192.0.2.51' } })).status).toBe(401);
    expect((await patch({ password: null })).status).toBe(200);
  });

  it('gives an unpublished share a 410 page with no name, no card and no PDF', async () => {
    expect((await patch({ published: false })).status).toBe(200);
    const page = await get('/u/ann/cv');
    expect(page.status).toBe(410);
    expect(await page.text()).not.toContain(NAME);
    expect((await get('/og/u/ann/cv.png', { headers: { 'x-forwarded-for': '192.0.2.60' } })).status).toBe(410);
    expect((await get('/api/public/u/ann/cv/pdf')).status).toBe(410);
    expect((await patch({ published: true })).status).toBe(200);
  });

  it('limits preview images per client address (OG_RATE_LIMIT a minute), other addresses unaffected', async () => {
    const card = (ip: string) => get('/og/u/ann/cv.png', { headers: { 'x-forwarded-for': ip } });
    for (let i = 0; i < 5; i++) {
      const res = await card('192.0.2.77');
      expect(res.status).toBe(200);
      await res.arrayBuffer();
    }
    const refused = await card('192.0.2.77');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toMatch(/Too many preview/);
    const other = await card('192.0.2.78');
    expect(other.status).toBe(200);
    await other.arrayBuffer();
  });
});
