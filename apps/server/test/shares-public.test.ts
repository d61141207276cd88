import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, type Resume } from '@resumey/resume';
import { startTestServer, testDbKind, type TestServer } from './helpers/server';
import { signIn, type SignedInClient } from '@resumey/test-support/sign-in';
import { createResume, refusalOf, saveShare, setUsername } from './shares-helpers';
import { bodyOf } from './helpers/body';
import type { SharesList, PublicShareResponse, SessionUser, ResumeRecord } from '@resumey/resume';

describe(`public shared resumes (${testDbKind})`, () => {
  let server: TestServer;
  let ann: SignedInClient;
  let bob: SignedInClient;
  let annId: string;
  let annResume: Resume;
  const get = (path: string) => fetch(`${server.url}${path}`);
  const views = async (client: SignedInClient, slug: string) =>
    ((await bodyOf<SharesList>(await client.api('/api/shares'))).shares as { slug: string; views: number }[]).find(
      (s) => s.slug === slug,
    )?.views;

  beforeAll(async () => {
    server = await startTestServer();
    ann = await signIn(server.url, 'ann.account@example.com', 'Ann Account');
    bob = await signIn(server.url, 'bob.account@example.com', 'Bob Account');
    annId = (await bodyOf<{ user: SessionUser }>(await ann.api('/api/me'))).user.id;
    await setUsername(ann, 'ann');
    await setUsername(bob, 'bob');
    annResume = await createResume(ann, 'Ann CV');
    expect((await saveShare(ann, { username: 'ann', slug: 'cv', resumeId: annResume.id })).status).toBe(201);
    const bobResume = await createResume(bob, 'Bob CV');
    expect((await saveShare(bob, { username: 'bob', slug: 'bob-cv', resumeId: bobResume.id })).status).toBe(201);
  });
  afterAll(() => server?.stop());

  it('reads /u/{username}/{slug} without sign-in, returning the resume and template id only', async () => {
    const res = await get('/api/public/u/ann/cv');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const text = await res.text();
    const body = JSON.parse(text);
    expect(Object.keys(body).sort()).toEqual(['resume', 'templateId']);
    expect(body.resume.meta.title).toBe('Ann CV');
    expect(body.templateId).toBe(annResume.meta.templateId);
    expect(text).not.toContain(annId);
    expect(text).not.toContain('ann.account@example.com');
    expect(text).not.toMatch(/user_?id/i);
  });

  it('reads /v/{slug} as the share of the account holding the slug, without leaking its owner', async () => {
    const res = await get('/api/public/v/cv');
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(JSON.parse(text).resume.meta.title).toBe('Ann CV');
    expect(text).not.toContain(annId);
    expect(text).not.toContain('ann.account@example.com');
    expect(JSON.parse(await (await get('/api/public/u/bob/bob-cv')).text()).resume.meta.title).toBe('Bob CV');
    expect(JSON.parse(await (await get('/api/public/v/bob-cv')).text()).resume.meta.title).toBe('Bob CV');
  });

  it("never shows an import's marks (meta.importReview): not when shared, not after the owner saves", async () => {
    const job = annResume.experience[0]!.id;
    const importReview = {
      format: 'PDF',
      fileName: 'Ann CV.pdf',
      marks: [{ key: `experience.${job}.title`, confidence: 0.6, reason: 'Told apart by order only.' }],
    };
    const marked = { ...annResume, meta: { ...annResume.meta, language: 'de', importReview } };
    const created = await ann.api('/api/resumes', { method: 'POST', json: { resume: marked } });
    expect(created.status).toBe(201);
    const { resume, version } = (await created.json()) as { resume: Resume; version: number };
    expect((await saveShare(ann, { username: 'ann', slug: 'marked', resumeId: resume.id })).status).toBe(201);
    const shared = async () => ((await (await get('/api/public/u/ann/marked')).json()) as { resume: Resume }).resume;
    expect((await shared()).meta.importReview).toBeUndefined();
    expect((await shared()).meta.language).toBe('de');
    // The editor's save updates the share in the same statement: the marks stay with the resume only.
    const saved = { ...resume, meta: { ...resume.meta, title: 'Ann CV (checked)' } };
    const put = await ann.api(`/api/resumes/${resume.id}`, { method: 'PUT', json: { resume: saved, version } });
    expect(put.status).toBe(200);
    expect((await shared()).meta).toMatchObject({ title: 'Ann CV (checked)' });
    expect((await shared()).meta.importReview).toBeUndefined();
    const own = (await bodyOf<ResumeRecord>(await ann.api(`/api/resumes/${resume.id}`))).resume;
    expect(own.meta.importReview?.marks).toHaveLength(1);
    // Its share goes with it, leaving Ann's other shares as the tests below expect them.
    expect((await ann.api(`/api/resumes/${resume.id}`, { method: 'DELETE' })).status).toBeLessThan(300);
  });

  it('matches username and slug case-insensitively', async () => {
    expect((await get('/api/public/u/ANN/CV')).status).toBe(200);
    expect((await get('/api/public/v/Cv')).status).toBe(200);
  });

  it('answers unknown and malformed addresses with 404 and SPEC.md message', async () => {
    for (const path of [
      '/api/public/u/ann/nope',
      '/api/public/u/nobody/cv',
      '/api/public/v/nope',
      "/api/public/v/cv'%20or%201=1--",
      '/api/public/u/%3Cscript%3E/cv',
      `/api/public/v/${'a'.repeat(200)}`,
    ]) {
      expect(await refusalOf(await get(path))).toEqual({
        status: 404,
        code: 'not_found',
        message: MESSAGES.noResumeData,
      });
    }
  });

  // Anonymous reads are answered by src/public/fast-path.ts, reads with a cookie by the framework's routes: the
  // two must be indistinguishable to a reader, for every kind of address.
  it('answers signed-out and signed-in readers alike, with the same headers as every other response', async () => {
    const framework = await fetch(`${server.url}/api/health`);
    for (const path of [
      '/api/public/u/ann/cv',
      '/api/public/v/cv',
      '/api/public/u/%61nn/CV',
      '/api/public/v/cv?utm_source=mail',
      '/api/public/v/cv/',
      '/api/public/u/ann',
      '/api/public/u/ann/cv/extra',
      '/api/public/v/%E0%A4%A',
      '/api/public/v/nope',
    ]) {
      const [anonymous, signedIn] = [await get(path), await bob.api(path)];
      expect(anonymous.status, path).toBe(signedIn.status);
      expect(await anonymous.text(), path).toBe(await signedIn.text());
      for (const name of ['content-type', 'cache-control']) {
        expect(anonymous.headers.get(name), `${path} ${name}`).toBe(signedIn.headers.get(name));
      }
      for (const [name, value] of framework.headers) {
        if (['content-type', 'content-length', 'date', 'connection', 'keep-alive'].includes(name)) continue;
        expect(anonymous.headers.get(name), `${path} ${name}`).toBe(value);
      }
    }
  });

  it('counts each view by others and signed-out visitors, but not the owner', async () => {
    const before = (await views(ann, 'cv'))!;
    await get('/api/public/u/ann/cv');
    await get('/api/public/v/cv');
    await bob.api('/api/public/u/ann/cv');
    expect(await views(ann, 'cv')).toBe(before + 3);
    const own = await ann.api('/api/public/u/ann/cv');
    expect(own.status).toBe(200);
    await ann.api('/api/public/v/cv');
    expect(await views(ann, 'cv')).toBe(before + 3);
    // The dashboard's resume record shows the same count.
    const record = await bodyOf<ResumeRecord>(await ann.api(`/api/resumes/${annResume.id}`));
    expect(record.shares[0].views).toBe(before + 3);
  });

  it('counts parallel views without losing any', async () => {
    const before = (await views(bob, 'bob-cv'))!;
    await Promise.all(Array.from({ length: 20 }, () => get('/api/public/u/bob/bob-cv')));
    expect(await views(bob, 'bob-cv')).toBe(before + 20);
  });

  it('follows its resume: saving the resume updates the share, deleting it removes the share', async () => {
    const record = await bodyOf<ResumeRecord>(await ann.api(`/api/resumes/${annResume.id}`));
    const edited = { ...record.resume, summary: 'Updated summary that the recruiter must see.' };
    const put = await ann.api(`/api/resumes/${annResume.id}`, {
      method: 'PUT',
      json: { resume: edited, version: record.version },
    });
    expect(put.status).toBe(200);
    expect((await bodyOf<PublicShareResponse>(await get('/api/public/u/ann/cv'))).resume.summary).toBe(edited.summary);

    expect((await ann.api(`/api/resumes/${annResume.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await bodyOf<SharesList>(await ann.api('/api/shares'))).shares).toEqual([]);
    // Both of its addresses stay Ann's and say so, never showing anyone else's resume (issue #18).
    for (const path of ['/api/public/u/ann/cv', '/api/public/v/cv']) {
      expect(await refusalOf(await get(path))).toEqual({ status: 410, code: 'gone', message: MESSAGES.shareGone });
    }
  });

  it('follows a username change: the share moves to the new address', async () => {
    const resume = await createResume(ann, 'Moved');
    await saveShare(ann, { username: 'ann', slug: 'moved', resumeId: resume.id });
    expect((await setUsername(ann, 'ann-new')).status).toBe(200);
    expect((await get('/api/public/u/ann-new/moved')).status).toBe(200);
    // Links handed out under the old username keep showing the same resume: the name stays Ann's.
    expect((await bodyOf<PublicShareResponse>(await get('/api/public/u/ann/moved'))).resume.meta.title).toBe('Moved');
  });
});
