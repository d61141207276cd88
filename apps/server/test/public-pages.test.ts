import { rmSync } from 'node:fs';
import http from 'node:http';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PUBLIC_VIEW_MESSAGES,
  SHARE_ACCESS_MESSAGES,
  stripMarkup,
  type OwnShare,
  type Resume,
  type ResumeRecord,
} from '@resumey/resume';
import { startTestServer, testDbKind, type TestServer } from './helpers/server';
import { signIn, type SignedInClient } from '@resumey/test-support/sign-in';
import { resumeFor, saveShare, setUsername } from './shares-helpers';
import { publicShellDist } from '@resumey/test-support/public-shell-dist';

const HOSTILE_NAME = '</script><img src=x onerror=alert(1)>';
const HOSTILE_BULLET = 'Shipped <b>bold</b> & "quoted" \u2028 </script><script>alert(2)</script>';
const BROWSER = { 'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/140 Safari/537.36' };

/** The JSON the page carries for hydrating it, as the browser reads it (textContent, then JSON.parse). */
function pageData(html: string): { kind: string; resume?: Resume; pdfHref?: string } {
  const m = /<script type="application\/json" id="resumey-page">([\s\S]*?)<\/script>/.exec(html);
  if (!m) throw new Error('no page data in the HTML');
  return JSON.parse(m[1]!);
}
/** The server-rendered markup inside the root element (everything up to the data script). */
const rootOf = (html: string) =>
  /<div id="root">([\s\S]*)<\/div><script type="application\/json"/.exec(html)?.[1] ?? '';
/** The text a reader without JavaScript sees: tags removed, entities decoded. */
const textOf = (markup: string) =>
  markup
    .replace(/<[^>]*>/g, ' ')
    .replace(
      /&(amp|lt|gt|quot|#x27|#39);/g,
      (_m, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'" })[e]!,
    )
    .replace(/\s+/g, ' ');

const squash = (s: string) => s.replace(/\s+/g, '');

/** Issue #18 item 2: the public pages are rendered by the server, resume included, and hydrated in the browser. */
describe(`server-rendered public pages (${testDbKind})`, () => {
  let server: TestServer;
  let webDist: string;
  let ann: SignedInClient;
  let resume: Resume;
  const get = (p: string, headers: Record<string, string> = {}) =>
    fetch(`${server.url}${p}`, { headers: { ...BROWSER, ...headers } });

  beforeAll(async () => {
    // The web app's own public page (the build keeps its root element and head) beside a stand-in app shell.
    webDist = publicShellDist('resumey-ssr');
    server = await startTestServer({ WEB_DIST: webDist });
    ann = await signIn(server.url, 'ann.ssr@example.com', 'Ann Account');
    await setUsername(ann, 'ann-ssr');
    resume = resumeFor(HOSTILE_NAME, 'Ann CV');
    resume.experience[0] = { ...resume.experience[0]!, title: 'Principal Widget Engineer', bullets: [HOSTILE_BULLET] };
    const created = await ann.api('/api/resumes', { method: 'POST', json: { resume } });
    const record = (await created.json()) as ResumeRecord;
    resume = record.resume;
    expect((await saveShare(ann, { username: 'ann-ssr', slug: 'cv-ssr', resumeId: record.resume.id })).status).toBe(
      201,
    );
  });
  afterAll(async () => {
    await server?.stop();
    rmSync(webDist, { recursive: true, force: true });
  });

  for (const address of ['/u/ann-ssr/cv-ssr', '/v/cv-ssr']) {
    it(`sends ${address} with the resume in its HTML, hostile text inert`, async () => {
      const res = await get(address);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(res.headers.get('x-robots-tag')).toBe('noindex');
      expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
      const html = await res.text();
      const text = textOf(rootOf(html));
      // The name, every job title and bullet, the section headings: readable without JavaScript.
      expect(text).toContain(HOSTILE_NAME);
      for (const job of resume.experience) {
        expect(text).toContain(job.title);
        // (Inline markup, **bold**, is drawn as elements: compared without white space.)
        for (const bullet of job.bullets) expect(squash(text)).toContain(squash(stripMarkup(bullet)));
      }
      expect(text).toContain('Download PDF');
      // Hostile text stays text: no element made from it anywhere, one script element (the data), which the
      // resume's `</script>` cannot close: its '<' and '>' are \u escapes.
      expect(html).not.toMatch(/<img src=x/i);
      expect(html).not.toContain('<script>alert');
      expect(html.match(/<script\b/g)).toHaveLength(2); // the page's module (public.html) and the data
      expect(html).not.toMatch(/<\/script><img/);
      // The data reads back as the stored resume: what the browser hydrates with.
      const data = pageData(html);
      expect(data.kind).toBe('share');
      expect(data.resume).toEqual(resume);
      expect(data.pdfHref).toMatch(/^\/api\/public\/(u\/ann-ssr|v)\/cv-ssr\/pdf$/);
      // The link-preview tags are kept.
      expect(html).toContain(`<meta property="og:title"`);
    });
  }

  it('answers the fast path (no cookie) and the framework (signed in) with the same page, gzipped once', async () => {
    const anonymous = await (await get('/u/ann-ssr/cv-ssr')).text();
    const owner = await ann.api('/u/ann-ssr/cv-ssr');
    expect(owner.status).toBe(200);
    expect(await owner.text()).toBe(anonymous);
    // (node:http: fetch would unzip it unasked.)
    const zipped = await new Promise<{ encoding?: string; body: Buffer }>((resolve, reject) =>
      http
        .get(`${server.url}/u/ann-ssr/cv-ssr`, { headers: { ...BROWSER, 'Accept-Encoding': 'gzip, br' } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }));
        })
        .on('error', reject),
    );
    expect(zipped.encoding).toBe('gzip');
    expect(gunzipSync(zipped.body).toString('utf8')).toBe(anonymous);
  });

  it('counts a reader view per page read, not the owner nor a crawler, and no second one from the page', async () => {
    const views = async () =>
      ((await (await ann.api('/api/shares')).json()) as { shares: { slug: string; views: number }[] }).shares.find(
        (s) => s.slug === 'cv-ssr',
      )!.views;
    const start = await views();
    await get('/u/ann-ssr/cv-ssr');
    await get('/v/cv-ssr');
    await ann.api('/u/ann-ssr/cv-ssr');
    await get('/v/cv-ssr', { 'User-Agent': 'facebookexternalhit/1.1' });
    expect(await views()).toBe(start + 2);
  });

  it('renders a changed resume after its save, not the kept page of the old version', async () => {
    const before = await (await get('/v/cv-ssr')).text();
    const renamed = { ...resume, profile: { ...resume.profile, fullName: 'Ann Renamed' } };
    const current = (await (await ann.api(`/api/resumes/${resume.id}`)).json()) as ResumeRecord;
    const saved = await ann.api(`/api/resumes/${resume.id}`, {
      method: 'PUT',
      json: { resume: renamed, version: current.version },
    });
    expect(saved.status).toBe(200);
    const after = await (await get('/v/cv-ssr')).text();
    expect(textOf(rootOf(before))).toContain(HOSTILE_NAME);
    expect(textOf(rootOf(after))).toContain('Ann Renamed');
    expect(textOf(rootOf(after))).not.toContain(HOSTILE_NAME);
  });

  it('answers an address never shared with 404 and a withdrawn share with 410, the message in the HTML', async () => {
    const none = await get('/u/ann-ssr/never-was');
    expect(none.status).toBe(404);
    const noneHtml = await none.text();
    expect(textOf(rootOf(noneHtml))).toContain(PUBLIC_VIEW_MESSAGES.noResumeData);
    expect(pageData(noneHtml)).toMatchObject({ kind: 'error', message: PUBLIC_VIEW_MESSAGES.noResumeData });

    const created = await ann.api('/api/resumes', { method: 'POST', json: { resume: resumeFor('Gone Person') } });
    const { resume: other } = (await created.json()) as ResumeRecord;
    const shared = await saveShare(ann, { username: 'ann-ssr', slug: 'gone-ssr', resumeId: other.id });
    const { share } = (await shared.json()) as { share: { id: string } };
    expect((await ann.api(`/api/shares/${share.id}`, { method: 'DELETE' })).status).toBeLessThan(300);
    for (const address of ['/u/ann-ssr/gone-ssr', '/v/gone-ssr']) {
      const gone = await get(address);
      expect(gone.status, address).toBe(410);
      const text = textOf(rootOf(await gone.text()));
      expect(text).toContain(PUBLIC_VIEW_MESSAGES.shareGone);
      expect(text).toContain(PUBLIC_VIEW_MESSAGES.shareGoneDescription);
      expect(text).not.toContain('Gone Person');
    }
  });

  it('answers a reader over the rate limit with a page saying so, Try Again and Retry-After, 429', async () => {
    const limited = await startTestServer({ WEB_DIST: webDist, PUBLIC_RATE_LIMIT: '2' });
    try {
      const statuses: number[] = [];
      let last: Response | undefined;
      for (let i = 0; i < 3; i++) {
        last = await fetch(`${limited.url}/v/cv-ssr`, { headers: BROWSER });
        statuses.push(last.status);
      }
      expect(statuses).toEqual([404, 404, 429]);
      expect(last!.headers.get('retry-after')).toMatch(/^\d+$/);
      const html = await last!.text();
      expect(textOf(rootOf(html))).toContain('Too many requests. Please wait a minute and try again.');
      expect(textOf(rootOf(html))).toContain('Try Again');
      expect(pageData(html)).toMatchObject({ kind: 'error', retry: true });
    } finally {
      await limited.stop();
    }
  });

  it('a protected share read without JavaScript: a form that posts the password, back to the page once right', async () => {
    const created = await ann.api('/api/resumes', { method: 'POST', json: { resume: resumeFor('Locked Lena', 'L') } });
    const { resume: locked } = (await created.json()) as ResumeRecord;
    const saved = await saveShare(ann, { username: 'ann-ssr', slug: 'locked-cv', resumeId: locked.id });
    const { share } = (await saved.json()) as { share: OwnShare };
    const set = await ann.api(`/api/shares/${share.id}`, { method: 'PATCH', json: { password: 'open sesame' } });
    expect(set.status).toBe(200);
    const post = (p: string, body: string, cookie = '') =>
      fetch(`${server.url}${p}`, {
        method: 'POST',
        redirect: 'manual',
        headers: { ...BROWSER, 'content-type': 'application/x-www-form-urlencoded', origin: server.url, cookie },
        body,
      });

    for (const address of ['/u/ann-ssr/locked-cv', '/v/locked-cv']) {
      const page = await get(address);
      expect(page.status).toBe(401);
      const html = await page.text();
      const root = /<div id="root">([\s\S]*?)<\/div>\s*<script/.exec(html)?.[1] ?? '';
      // The form, and nothing of the resume.
      expect(root).toContain(`action="/api/public${address}/unlock"`);
      expect(root).toMatch(/<form[^>]*method="post"/);
      expect(root).toMatch(/<input[^>]*name="password"/);
      expect(textOf(root)).toContain(SHARE_ACCESS_MESSAGES.passwordRequired);
      expect(html).not.toContain('Locked Lena');

      // Wrong, then missing: the form again with why, 401, no cookie.
      const wrong = await post(`/api/public${address}/unlock`, 'password=guess');
      expect(wrong.status).toBe(401);
      expect(wrong.headers.get('set-cookie')).toBeNull();
      const again = await wrong.text();
      expect(textOf(again)).toContain(SHARE_ACCESS_MESSAGES.passwordWrong);
      expect(again).not.toContain('Locked Lena');
      const missing = await post(`/api/public${address}/unlock`, 'password=');
      expect(missing.status).toBe(401);
      expect(textOf(await missing.text())).toContain(SHARE_ACCESS_MESSAGES.passwordMissing);

      // Right: back to the page (303) with the share's cookie; the page then carries the resume.
      const right = await post(`/api/public${address}/unlock`, 'password=open+sesame');
      expect(right.status).toBe(303);
      expect(right.headers.get('location')).toBe(address);
      const cookie = right.headers.get('set-cookie')!.split(';', 1)[0]!;
      expect(right.headers.get('set-cookie')).toMatch(/HttpOnly/i);
      const open = await get(address, { cookie });
      expect(open.status).toBe(200);
      expect(textOf(rootOf(await open.text()))).toContain('Locked Lena');
    }
  });
});
