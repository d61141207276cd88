import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Resume, type ResumeRecord } from '@resumey/resume';
import { startTestServer, testDbKind, type TestServer } from './helpers/server';
import { signIn, type SignedInClient } from '@resumey/test-support/sign-in';
import { resumeFor, saveShare, setUsername } from './shares-helpers';
import { publicShellDist } from '@resumey/test-support/public-shell-dist';

const BROWSER = {
  'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/140 Safari/537.36',
  'Accept-Language': 'en-US,en;q=0.9',
};

/** Issue #35: a new resume's language, and a public page drawn in the resume's language whatever the viewer's. */
describe(`resume language (${testDbKind})`, () => {
  let server: TestServer;
  let webDist: string;
  let kei: SignedInClient;

  beforeAll(async () => {
    webDist = publicShellDist('resumey-lang');
    server = await startTestServer({ WEB_DIST: webDist });
    kei = await signIn(server.url, 'kei.lang@example.com', 'Kei Account');
    await setUsername(kei, 'kei-lang');
  });
  afterAll(async () => {
    await server?.stop();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('creates a resume in the language asked for, and refuses one it has no texts for', async () => {
    const res = await kei.api('/api/resumes', { method: 'POST', json: { templateId: 't01-classic', language: 'de' } });
    expect(res.status).toBe(201);
    expect(((await res.json()) as ResumeRecord).resume.meta.language).toBe('de');
    const bad = await kei.api('/api/resumes', { method: 'POST', json: { templateId: 't01-classic', language: 'xx' } });
    expect(bad.status).toBe(400);
    // The body is a union (template or whole resume), so the refusal names the input as a whole, as for pageSize.
    expect(((await bad.json()) as { error: { code: string } }).error.code).toBe('invalid_input');
  });

  it('a Japanese resume’s public page has Japanese headings and dates for an English browser', async () => {
    const base = resumeFor('山田 花子', 'Kei CV');
    const resume: Resume = { ...base, meta: { ...base.meta, language: 'ja', headings: { skills: '技術スタック' } } };
    const created = (await (
      await kei.api('/api/resumes', { method: 'POST', json: { resume } })
    ).json()) as ResumeRecord;
    const saved = await saveShare(kei, { username: 'kei-lang', slug: 'cv-ja', resumeId: created.resume.id });
    expect(saved.status).toBe(201);
    const html = await (await fetch(`${server.url}/u/kei-lang/cv-ja`, { headers: BROWSER })).text();
    expect(html).toMatch(/<article[^>]*lang="ja"/);
    expect(html).toContain('職務経歴');
    expect(html).toContain('技術スタック');
    expect(html).toMatch(/\d{4}年\d{1,2}月/);
    expect(html).not.toMatch(/>Experience</);
  });
});
