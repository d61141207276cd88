import { rmSync } from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Resume, ResumeRecord } from '@resumey/resume';
import { startTestServer, testDbKind, type TestServer } from './helpers/server';
import { signIn, type SignedInClient } from '@resumey/test-support/sign-in';
import { jpegDataUrl } from './resumes-helpers';
import { resumeFor, saveShare, setUsername } from './shares-helpers';
import { publicShellDist } from '@resumey/test-support/public-shell-dist';

/** What Slack's unfurler sends: no cookie, no JavaScript, just the HTML. */
const CRAWLER = { 'User-Agent': 'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)' };
const HOSTILE = '</title><script>alert(1)</script> & "Ann"';

/** The meta tags of a page, as a crawler reads them: name or property -> content (entities decoded). */
function metaTags(html: string): Record<string, string> {
  const decode = (s: string) =>
    s.replace(
      /&(amp|lt|gt|quot|#39);/g,
      (_m, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[e]!,
    );
  const tags: Record<string, string> = {};
  for (const m of html.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)"/g)) tags[m[1]!] = decode(m[2]!);
  return tags;
}
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

/** Issue #18, item 3: link previews of shared resumes for crawlers that run no JavaScript. */
describe(`link previews (${testDbKind})`, () => {
  let server: TestServer;
  let webDist: string;
  let ann: SignedInClient;
  let record: ResumeRecord;
  let shareId: string;
  const crawl = (p: string, headers: Record<string, string> = {}) =>
    fetch(p.startsWith('http') ? p : `${server.url}${p}`, { headers: { ...CRAWLER, ...headers } });

  beforeAll(async () => {
    // The web app's own public page (its source; the build keeps its head as is) beside a stand-in app shell.
    webDist = publicShellDist('resumey-previews');
    server = await startTestServer({ WEB_DIST: webDist });
    ann = await signIn(server.url, 'ann.account@example.com', 'Ann Account');
    await setUsername(ann, 'ann');
    const resume: Resume = resumeFor(HOSTILE, 'Ann CV');
    resume.profile = { ...resume.profile, headline: 'Staff **Engineer**', phone: '+1 555 0100' };
    const created = await ann.api('/api/resumes', { method: 'POST', json: { resume } });
    record = (await created.json()) as ResumeRecord;
    const shared = await saveShare(ann, { username: 'ann', slug: 'cv', resumeId: record.resume.id });
    expect(shared.status).toBe(201);
    shareId = ((await shared.json()) as { share: { id: string } }).share.id;
  });
  afterAll(async () => {
    await server?.stop();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('gives /u/{username}/{slug} an escaped title, description, Open Graph and Twitter tags', async () => {
    const res = await crawl('/u/ann/cv');
    expect(res.status).toBe(200);
    expect(res.headers.get('x-robots-tag')).toBe('noindex');
    const html = await res.text();
    // The hostile name is text: no script element, one title, the page's robots noindex kept.
    expect(html).not.toContain('<script>');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(titleOf(html)).toBe(
      '&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Ann&quot; - Staff Engineer',
    );
    const tags = metaTags(html);
    expect(tags['og:title']).toBe(`${HOSTILE} - Staff Engineer`);
    expect(tags['twitter:title']).toBe(tags['og:title']);
    expect(tags.description).toMatch(/^Full-stack engineer/);
    expect(tags['og:description']).toBe(tags.description);
    expect(tags['og:url']).toBe(`${server.url}/u/ann/cv`);
    expect(tags['og:type']).toBe('profile');
    expect(tags['og:image']).toMatch(new RegExp(`^${server.url}/og/u/ann/cv\\.png\\?v=[\\w-]{16}$`));
    expect(tags['twitter:image']).toBe(tags['og:image']);
    expect([tags['og:image:width'], tags['og:image:height']]).toEqual(['1200', '630']);
    expect(tags['twitter:card']).toBe('summary_large_image');
    // Never the contact fields in the preview tags (the page's body is the resume itself, issue #18 item 2), never
    // the account anywhere.
    const head = html.slice(0, html.indexOf('</head>'));
    for (const secret of ['shown@resume.test', '555 0100']) expect(head).not.toContain(secret);
    for (const secret of ['ann.account@example.com', shareId]) expect(html).not.toContain(secret);
  });

  it('serves the card as a 1200x630 PNG, kept per version and revalidated by ETag', async () => {
    const { 'og:image': image } = metaTags(await (await crawl('/u/ann/cv')).text());
    const res = await crawl(image!);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('x-robots-tag')).toBe('noindex');
    const png = Buffer.from(await res.arrayBuffer());
    const meta = await sharp(png).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1200, 630]);
    const again = await crawl(image!, { 'If-None-Match': res.headers.get('etag')! });
    expect(again.status).toBe(304);
    // The same card by the /v/{slug} address.
    const bySlug = await crawl('/og/v/cv.png');
    expect(Buffer.from(await bySlug.arrayBuffer()).equals(png)).toBe(true);
  });

  it('gives /v/{slug} the same preview, and a new image address once the resume is saved again', async () => {
    const before = metaTags(await (await crawl('/v/cv')).text());
    expect(before['og:title']).toBe(`${HOSTILE} - Staff Engineer`);
    expect(before['og:url']).toBe(`${server.url}/v/cv`);
    const resume = { ...record.resume, profile: { ...record.resume.profile, fullName: 'Ann Example' } };
    resume.profile.profileImage = jpegDataUrl(2000);
    const saved = await ann.api(`/api/resumes/${record.resume.id}`, {
      method: 'PUT',
      json: { resume, version: record.version },
    });
    expect(saved.status).toBe(200);
    const after = metaTags(await (await crawl('/v/cv')).text());
    expect(after['og:title']).toBe('Ann Example - Staff Engineer');
    expect(after['og:image']).not.toBe(before['og:image']);
    const card = await crawl(after['og:image']!);
    expect(card.status).toBe(200);
    expect((await sharp(Buffer.from(await card.arrayBuffer())).metadata()).width).toBe(1200);
  });

  it('counts no view for crawlers fetching the page or its card', async () => {
    const views = async () =>
      ((await (await ann.api('/api/shares')).json()) as { shares: { slug: string; views: number }[] }).shares.find(
        (s) => s.slug === 'cv',
      )!.views;
    const start = await views();
    await crawl('/u/ann/cv');
    await crawl('/og/u/ann/cv.png');
    expect(await views()).toBe(start);
  });

  it('gives /v and /view (resume in the fragment) the product card', async () => {
    for (const p of ['/v', '/view']) {
      const html = await (await crawl(p)).text();
      const tags = metaTags(html);
      expect(titleOf(html), p).toBe('Resume - Resumey');
      expect(tags['og:image'], p).toBe(`${server.url}/og-image.png`);
      expect(tags['twitter:card'], p).toBe('summary_large_image');
    }
  });

  it('keeps 404 for unknown addresses and 410 for withdrawn ones, with no person in the page', async () => {
    for (const p of ['/u/ann/nope', '/u/nobody/cv', '/v/nope', '/u/%3Cscript%3E/cv']) {
      const res = await crawl(p);
      expect(res.status, p).toBe(404);
      expect(metaTags(await res.text())['og:title'], p).toBeUndefined();
    }
    for (const p of ['/og/u/ann/nope.png', '/og/v/nope.png', '/og/v/cv.jpg', '/og/u/ann/cv', '/og/v/%E0%A4%A.png']) {
      expect((await crawl(p)).status, p).toBe(404);
    }
    const other = await ann.api('/api/resumes', { method: 'POST', json: { resume: resumeFor('Ann Two', 'Old CV') } });
    const otherId = ((await other.json()) as ResumeRecord).resume.id;
    const shared = await saveShare(ann, { username: 'ann', slug: 'old', resumeId: otherId });
    const oldShare = ((await shared.json()) as { share: { id: string } }).share.id;
    expect((await crawl('/og/u/ann/old.png')).status).toBe(200);
    expect((await ann.api(`/api/shares/${oldShare}`, { method: 'DELETE' })).status).toBe(204);
    const page = await crawl('/u/ann/old');
    expect(page.status).toBe(410);
    expect(metaTags(await page.text())['og:title']).toBeUndefined();
    expect((await crawl('/og/u/ann/old.png')).status).toBe(410);
  });
});
