import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Resume, type ResumeRecord } from '@resumey/resume';
import { startTestServer, testDbKind, type TestServer } from './helpers/server';
import { signIn, type SignedInClient } from '@resumey/test-support/sign-in';
import { resumeFor, saveShare, setUsername } from './shares-helpers';
import { publicShellDist } from '@resumey/test-support/public-shell-dist';

const BROWSER = { 'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/140 Safari/537.36' };

/** The hydration data of a page (what the browser's script reads). */
function pageData(html: string): { kind: string; resume?: Resume; pdfHref?: string } {
  const m = /<script type="application\/json" id="resumey-page">([\s\S]*?)<\/script>/.exec(html);
  if (!m) throw new Error('no page data in the HTML');
  return JSON.parse(m[1]!);
}
const rootOf = (html: string) => /<div id="root">([\s\S]*?)<\/div><script/.exec(html)?.[1] ?? html;

/**
 * A share's rendered page is kept per version (public/page.ts) and its row for a second (public/cache.ts): every
 * change through the server must show at once, on the read right after it, so a recruiter never sees an old copy,
 * a withdrawn resume, or another account's. Each test reads the page first, so what it changes was kept.
 */
describe(`public page cache invalidation (${testDbKind})`, () => {
  let server: TestServer;
  let webDist: string;
  let ann: SignedInClient;
  let bob: SignedInClient;
  const get = (p: string) => fetch(`${server.url}${p}`, { headers: BROWSER });
  const page = async (p: string) => {
    const res = await get(p);
    return { status: res.status, html: await res.text() };
  };

  beforeAll(async () => {
    webDist = publicShellDist('resumey-page-cache');
    server = await startTestServer({ WEB_DIST: webDist });
    ann = await signIn(server.url, 'ann.cache@example.com', 'Ann Account');
    bob = await signIn(server.url, 'bob.cache@example.com', 'Bob Account');
    expect((await setUsername(ann, 'ann-cache')).status).toBe(200);
    expect((await setUsername(bob, 'bob-cache')).status).toBe(200);
  });
  afterAll(async () => {
    await server?.stop();
    rmSync(webDist, { recursive: true, force: true });
  });

  /** A new resume of `client` named `name`, shared at `slug`; its page read once (so kept). */
  const shared = async (client: SignedInClient, username: string, name: string, slug: string) => {
    const created = await client.api('/api/resumes', { method: 'POST', json: { resume: resumeFor(name) } });
    const record = (await created.json()) as ResumeRecord;
    const res = await saveShare(client, { username, slug, resumeId: record.resume.id });
    expect(res.status).toBe(201);
    const { share } = (await res.json()) as { share: { id: string } };
    const first = await page(`/u/${username}/${slug}`);
    expect(first.status).toBe(200);
    expect(rootOf(first.html)).toContain(name);
    return { record, shareId: share.id };
  };
  const save = async (client: SignedInClient, record: ResumeRecord, resume: Resume) => {
    const current = (await (await client.api(`/api/resumes/${record.resume.id}`)).json()) as ResumeRecord;
    const res = await client.api(`/api/resumes/${record.resume.id}`, {
      method: 'PUT',
      json: { resume, version: current.version },
    });
    expect(res.status).toBe(200);
  };

  it('shows an edit and a new template on the next read, never the kept page', async () => {
    const { record } = await shared(ann, 'ann-cache', 'Edith Before', 'cv-edit');
    await save(ann, record, { ...record.resume, profile: { ...record.resume.profile, fullName: 'Edith After' } });
    const edited = await page('/u/ann-cache/cv-edit');
    expect(rootOf(edited.html)).toContain('Edith After');
    expect(edited.html).not.toContain('Edith Before');

    const other = record.resume.meta.templateId === 't02-modern-box' ? 't01-classic' : 't02-modern-box';
    const renamed = { ...record.resume, profile: { ...record.resume.profile, fullName: 'Edith After' } };
    await save(ann, record, { ...renamed, meta: { ...renamed.meta, templateId: other } });
    // Both addresses (each keeps a page of its own: their PDF links differ) draw the new template.
    const restyled = await page('/u/ann-cache/cv-edit');
    expect(pageData(restyled.html).resume?.meta.templateId).toBe(other);
    expect(rootOf(restyled.html)).not.toBe(rootOf(edited.html));
    expect(rootOf(restyled.html)).toContain('Edith After');
    expect(pageData((await page('/v/cv-edit')).html).resume?.meta.templateId).toBe(other);
  });

  it("shows an edit and a new template in the API's JSON on the next read, gzipped or not", async () => {
    // The API keeps each share's answer encoded per version too (public/read.ts). Bob's: Ann has her 4 resumes.
    const { record } = await shared(bob, 'bob-cache', 'Jo Before', 'cv-json');
    const json = async (gzip: boolean) => {
      const res = await fetch(`${server.url}/api/public/u/bob-cache/cv-json`, {
        headers: { 'Accept-Encoding': gzip ? 'gzip' : 'identity' },
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-encoding')).toBe(gzip ? 'gzip' : null);
      return (await res.json()) as { resume: Resume; templateId: string };
    };
    for (const gzip of [false, true]) expect((await json(gzip)).resume.profile.fullName).toBe('Jo Before');
    const other = record.resume.meta.templateId === 't02-modern-box' ? 't01-classic' : 't02-modern-box';
    await save(bob, record, { ...record.resume, profile: { ...record.resume.profile, fullName: 'Jo After' } });
    for (const gzip of [false, true]) expect((await json(gzip)).resume.profile.fullName).toBe('Jo After');
    const current = { ...record.resume, profile: { ...record.resume.profile, fullName: 'Jo After' } };
    await save(bob, record, { ...current, meta: { ...current.meta, templateId: other } });
    for (const gzip of [false, true]) expect((await json(gzip)).templateId).toBe(other);
  });

  it('answers 410 at once when the share is unpublished or deleted, 401 when a password is set', async () => {
    const { shareId } = await shared(ann, 'ann-cache', 'Una Published', 'cv-unpub');
    const patch = (json: object) => ann.api(`/api/shares/${shareId}`, { method: 'PATCH', json });
    expect((await patch({ published: false })).status).toBe(200);
    for (const address of ['/u/ann-cache/cv-unpub', '/v/cv-unpub']) {
      const gone = await page(address);
      expect(gone.status, address).toBe(410);
      expect(gone.html).not.toContain('Una Published');
    }
    expect((await patch({ published: true })).status).toBe(200);
    expect((await page('/v/cv-unpub')).status).toBe(200);

    expect((await patch({ password: 'correct horse battery' })).status).toBe(200);
    const locked = await page('/v/cv-unpub');
    expect(locked.status).toBe(401);
    expect(locked.html).not.toContain('Una Published');
    expect((await patch({ password: null })).status).toBe(200);

    expect((await ann.api(`/api/shares/${shareId}`, { method: 'DELETE' })).status).toBe(204);
    const deleted = await page('/u/ann-cache/cv-unpub');
    expect(deleted.status).toBe(410);
    expect(deleted.html).not.toContain('Una Published');
  });

  it("moves to a new slug: the new address shows the resume, the old ones 410, never another account's", async () => {
    const { record, shareId } = await shared(ann, 'ann-cache', 'Sly Slugger', 'cv-old-slug');
    expect((await page('/v/cv-old-slug')).status).toBe(200);
    const moved = await saveShare(ann, { username: 'ann-cache', slug: 'cv-new-slug', resumeId: record.resume.id });
    expect(moved.status).toBe(201);
    expect((await ann.api(`/api/shares/${shareId}`, { method: 'DELETE' })).status).toBe(204);
    expect(rootOf((await page('/u/ann-cache/cv-new-slug')).html)).toContain('Sly Slugger');
    const old = await page('/v/cv-old-slug');
    expect(old.status).toBe(410);
    expect(old.html).not.toContain('Sly Slugger');
    // Another account using the freed slug gets it under its own name only: the old addresses never show its resume.
    const bobs = await shared(bob, 'bob-cache', 'Bob Other', 'cv-bob');
    const taken = await saveShare(bob, { username: 'bob-cache', slug: 'cv-old-slug', resumeId: bobs.record.resume.id });
    expect(taken.status).toBe(201);
    expect(rootOf((await page('/u/bob-cache/cv-old-slug')).html)).toContain('Bob Other');
    for (const address of ['/v/cv-old-slug', '/u/ann-cache/cv-old-slug']) {
      const read = await page(address);
      expect(read.status, address).toBe(410);
      expect(read.html, address).not.toContain('Bob Other');
    }
  });

  it('follows a username change: old and new addresses show the page with the new address in it', async () => {
    const client = await signIn(server.url, 'uma.cache@example.com', 'Uma Account');
    expect((await setUsername(client, 'uma-before')).status).toBe(200);
    await shared(client, 'uma-before', 'Uma Named', 'cv-uma');
    const before = pageData((await page('/u/uma-before/cv-uma')).html);
    expect(before.pdfHref).toBe('/api/public/u/uma-before/cv-uma/pdf');
    expect((await setUsername(client, 'uma-after')).status).toBe(200);
    for (const address of ['/u/uma-after/cv-uma', '/u/uma-before/cv-uma']) {
      const read = await page(address);
      expect(read.status, address).toBe(200);
      expect(pageData(read.html).pdfHref, address).toBe('/api/public/u/uma-after/cv-uma/pdf');
      expect(read.html, address).not.toContain('/u/uma-before/');
    }
  });

  it('answers 410 once the shared resume is deleted', async () => {
    const { record } = await shared(ann, 'ann-cache', 'Dora Deleted', 'cv-deleted');
    expect((await ann.api(`/api/resumes/${record.resume.id}`, { method: 'DELETE' })).status).toBeLessThan(300);
    const gone = await page('/u/ann-cache/cv-deleted');
    expect(gone.status).toBe(410);
    expect(gone.html).not.toContain('Dora Deleted');
  });
});
