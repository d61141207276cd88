import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_VIEW_MESSAGES, SHARE_ACCESS_MESSAGES, type ResumeRecord } from '@resumey/resume';
import { signIn, type SignedInClient } from '@resumey/test-support/sign-in';
import { publicShellDist } from '@resumey/test-support/public-shell-dist';
import { startTestServer, testDbKind, type TestServer } from './helpers/server';
import { resumeFor, saveShare, setUsername } from './shares-helpers';
import { PUBLIC_CATALOGS_FILE } from '../src/public/chrome';

const BROWSER = { 'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/140 Safari/537.36' };

/**
 * The web build's public catalogs as the server reads them (apps/web src/i18n/build-plugins.ts publicCatalogsFile).
 * The real translations do not exist yet: these stand in for them, so the test sees which language the server drew.
 */
const CATALOGS = {
  ja: {
    'public.downloadPdf': 'PDFをダウンロード',
    'public.shareGone': 'この履歴書は共有されていません',
    'public.passwordRequired': 'この履歴書はパスワードで保護されています',
  },
  de: { 'public.downloadPdf': 'PDF herunterladen' },
};

const htmlTag = (html: string) => /<html\b[^>]*>/.exec(html)?.[0] ?? '';
const rootOf = (html: string) => /<div id="root">([\s\S]*)<\/div>/.exec(html)?.[1] ?? '';
/** The lang of the resume's own page (packages/templates blocks/Page.tsx). */
const resumeLangOf = (html: string) => /<article data-resume-page=""[^>]*\blang="([^"]+)"/.exec(html)?.[1];

/** Issue #35 item 6: a public page's chrome follows the viewer's language, the resume keeps its own. */
describe(`public pages in the viewer's language (${testDbKind})`, () => {
  let server: TestServer;
  let webDist: string;
  let ann: SignedInClient;
  const get = (p: string, language?: string) =>
    fetch(`${server.url}${p}`, { headers: { ...BROWSER, ...(language ? { 'Accept-Language': language } : {}) } });

  beforeAll(async () => {
    webDist = publicShellDist('resumey-chrome');
    mkdirSync(path.join(webDist, path.dirname(PUBLIC_CATALOGS_FILE)), { recursive: true });
    writeFileSync(path.join(webDist, PUBLIC_CATALOGS_FILE), JSON.stringify(CATALOGS));
    server = await startTestServer({ WEB_DIST: webDist });
    ann = await signIn(server.url, 'ann.chrome@example.com', 'Ann Chrome');
    await setUsername(ann, 'ann-chrome');
    const japanese = resumeFor('山田 花子', 'Japanese CV');
    japanese.meta = { ...japanese.meta, language: 'ja' };
    const created = await ann.api('/api/resumes', { method: 'POST', json: { resume: japanese } });
    const { resume } = (await created.json()) as ResumeRecord;
    expect((await saveShare(ann, { username: 'ann-chrome', slug: 'ja-cv', resumeId: resume.id })).status).toBe(201);
  });
  afterAll(async () => {
    await server?.stop();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('draws the chrome in the Accept-Language language and the resume in its own, Vary: Accept-Language', async () => {
    for (const address of ['/u/ann-chrome/ja-cv', '/v/ja-cv']) {
      const en = await get(address, 'en-US,en;q=0.9');
      expect(en.status).toBe(200);
      expect(en.headers.get('vary')).toMatch(/Accept-Language/);
      const enHtml = await en.text();
      expect(htmlTag(enHtml)).toContain('lang="en" dir="ltr" data-interface-lang="en"');
      expect(rootOf(enHtml)).toContain('Download PDF');
      expect(resumeLangOf(enHtml)).toBe('ja');

      // q-values: Japanese is preferred over English here.
      const ja = await get(address, 'en;q=0.5, ja-JP');
      expect(ja.headers.get('vary')).toMatch(/Accept-Language/);
      const jaHtml = await ja.text();
      expect(htmlTag(jaHtml)).toContain('lang="ja" dir="ltr" data-interface-lang="ja"');
      expect(rootOf(jaHtml)).toContain('PDFをダウンロード');
      expect(rootOf(jaHtml)).not.toContain('Download PDF');
      expect(resumeLangOf(jaHtml)).toBe('ja');

      // Arabic has no translation yet: English words, but the chrome reads right to left.
      const ar = await (await get(address, 'ar-EG')).text();
      expect(htmlTag(ar)).toContain('lang="ar" dir="rtl" data-interface-lang="ar"');
      expect(rootOf(ar)).toContain('Download PDF');
      expect(resumeLangOf(ar)).toBe('ja');
      // Its own direction too: left to right inside the right-to-left page.
      expect(ar).toMatch(/<article data-resume-page=""[^>]*\bdir="ltr"/);

      // No header, or one the interface does not speak: English.
      expect(htmlTag(await (await get(address)).text())).toContain('data-interface-lang="en"');
      expect(htmlTag(await (await get(address, 'ko, *;q=0.1')).text())).toContain('data-interface-lang="en"');
    }
  });

  it('keeps one page per language in memory: readers in turn never get each other’s chrome', async () => {
    // Within the public cache's second and the page memory (one version): each language keeps its own page.
    const order = ['ja', 'de', 'en', 'ja', 'en', 'de'];
    const pages = await Promise.all(order.map((language) => get('/v/ja-cv', language).then((r) => r.text())));
    const words = { ja: 'PDFをダウンロード', de: 'PDF herunterladen', en: 'Download PDF' } as const;
    pages.forEach((html, i) => {
      const language = order[i] as keyof typeof words;
      expect(htmlTag(html), language).toContain(`data-interface-lang="${language}"`);
      expect(rootOf(html), language).toContain(words[language]);
      for (const other of Object.keys(words).filter((l) => l !== language)) {
        expect(rootOf(html), language).not.toContain(words[other as keyof typeof words]);
      }
    });
  });

  it('answers 404, 410 and the password form in the viewer’s language too, the data kept in English', async () => {
    const none = await get('/u/ann-chrome/never-was', 'ja');
    expect(none.status).toBe(404);
    expect(none.headers.get('vary')).toMatch(/Accept-Language/);
    const noneHtml = await none.text();
    expect(htmlTag(noneHtml)).toContain('data-interface-lang="ja"');
    // Untranslated yet: English, in the Japanese page.
    expect(rootOf(noneHtml)).toContain(PUBLIC_VIEW_MESSAGES.noResumeData);

    const created = await ann.api('/api/resumes', { method: 'POST', json: { resume: resumeFor('Gone Person') } });
    const { resume } = (await created.json()) as ResumeRecord;
    const shared = await saveShare(ann, { username: 'ann-chrome', slug: 'gone-chrome', resumeId: resume.id });
    const { share } = (await shared.json()) as { share: { id: string } };
    expect((await ann.api(`/api/shares/${share.id}`, { method: 'DELETE' })).status).toBeLessThan(300);
    const gone = await get('/v/gone-chrome', 'ja');
    expect(gone.status).toBe(410);
    const goneHtml = await gone.text();
    expect(rootOf(goneHtml)).toContain('この履歴書は共有されていません');
    expect(rootOf(goneHtml)).not.toContain(PUBLIC_VIEW_MESSAGES.shareGone);
    // The hydration data says what happened in SPEC.md's English; the browser translates it as the server did.
    expect(goneHtml).toContain(`"title":"${PUBLIC_VIEW_MESSAGES.shareGone}"`);
    const goneEn = await (await get('/v/gone-chrome', 'en')).text();
    expect(rootOf(goneEn)).toContain(PUBLIC_VIEW_MESSAGES.shareGone);

    const locked = await saveShare(ann, { username: 'ann-chrome', slug: 'locked-chrome', resumeId: resume.id });
    const { share: lockedShare } = (await locked.json()) as { share: { id: string } };
    const set = await ann.api(`/api/shares/${lockedShare.id}`, { method: 'PATCH', json: { password: 'open sesame' } });
    expect(set.status).toBeLessThan(300);
    const form = await get('/v/locked-chrome', 'ja');
    expect(form.status).toBe(401);
    const formHtml = await form.text();
    expect(htmlTag(formHtml)).toContain('data-interface-lang="ja"');
    expect(formHtml).toContain('この履歴書はパスワードで保護されています');
    expect(formHtml).not.toContain(SHARE_ACCESS_MESSAGES.passwordRequired);
  });
});
