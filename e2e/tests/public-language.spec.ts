import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ConsoleMessage, Page } from '@playwright/test';
import { encodeShareLink, sampleResume, type Resume } from '@resumey/resume';
import { expect, test } from '../fixtures';
import { apiCreateResume, apiSetUsername, apiShare, freshUsername, resumePage } from './share-helpers';

const catalogs = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/web/src/i18n/locales/public');

/** What the public page's catalog says for an English message in a language: the button a viewer should see. */
function inLanguage(lang: string, english: string): string {
  if (lang === 'en') return english;
  const po = readFileSync(path.join(catalogs, `${lang}.po`), 'utf8');
  const at = po.indexOf(`msgid ${JSON.stringify(english)}\nmsgstr `);
  expect(at, `${english} in ${lang}.po`).toBeGreaterThan(-1);
  return JSON.parse(po.slice(at).split('\n')[1]!.slice('msgstr '.length)) as string;
}

/**
 * Issue #35 item 6: the public page of a Japanese resume viewed by a browser set to another language shows the
 * resume in Japanese and the page's chrome (its lang, its direction, its words) in the viewer's language, drawn so
 * by the server and kept by the browser's hydration.
 */
const SHOTS = '/tmp/shots-i18n-public';
const VIEWPORTS = { 1440: { width: 1440, height: 900 }, 390: { width: 390, height: 844 } } as const;

function japaneseResume(): Resume {
  const r = sampleResume();
  r.meta.language = 'ja';
  r.profile.fullName = '山田 花子';
  return r;
}

/** Console errors and warnings (React reports hydration mismatches there), and uncaught errors. */
function problems(p: Page): string[] {
  const seen: string[] = [];
  p.on('console', (m: ConsoleMessage) => {
    if (m.type() === 'error' || m.type() === 'warning') seen.push(`${m.type()}: ${m.text()}`);
  });
  p.on('pageerror', (e) => seen.push(`pageerror: ${e.message}`));
  return seen;
}

test.describe('public page chrome in the viewer’s language', () => {
  let address: string;
  test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));
  test.beforeEach(async ({ signedIn }) => {
    const username = freshUsername('lang');
    const resume = await apiCreateResume(signedIn, japaneseResume());
    await apiSetUsername(signedIn, username);
    await apiShare(signedIn, username, `ja-${username}`, resume.id);
    address = `/u/${username}/ja-${username}`;
  });

  for (const [locale, lang, dir] of [
    ['en-US', 'en', 'ltr'],
    ['ar-EG', 'ar', 'rtl'],
  ] as const) {
    test(`a browser in ${locale}: chrome in ${lang} (${dir}) before and after hydration, the resume in Japanese`, async ({
      browser,
    }) => {
      for (const [width, viewport] of Object.entries(VIEWPORTS)) {
        const context = await browser.newContext({ locale, viewport });
        const p = await context.newPage();
        const seen = problems(p);
        const res = await p.goto(address);
        expect(res!.status()).toBe(200);
        expect(res!.headers()['vary']).toMatch(/Accept-Language/);
        // The server's HTML already says which language it drew the chrome in.
        expect(await res!.text()).toContain(`<html lang="${lang}" dir="${dir}" data-interface-lang="${lang}">`);
        await expect(resumePage(p)).toHaveAttribute('lang', 'ja');
        await expect(resumePage(p)).toContainText('山田 花子');
        // Hydrated: Download PDF is the browser's button now (the server's was a link), in the same language.
        const download = p.getByRole('button', { name: inLanguage(lang, 'Download PDF'), exact: true });
        await expect(download).toBeVisible();
        await expect(p.locator('html')).toHaveAttribute('lang', lang);
        await expect(p.locator('html')).toHaveAttribute('dir', dir);
        await expect(resumePage(p)).toHaveAttribute('lang', 'ja');
        // The resume keeps its own direction too: Japanese reads left to right in an Arabic interface.
        await expect(resumePage(p)).toHaveAttribute('dir', 'ltr');
        expect(seen).toEqual([]);
        await p.evaluate(() => document.fonts.ready);
        await p.screenshot({ path: `${SHOTS}/public-ja-resume-${lang}-${width}.png` });
        await context.close();
      }
    });
  }

  test('a link that carries its resume, drawn by the browser alone, takes the browser’s language', async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale: 'ar', viewport: VIEWPORTS[1440] });
    const p = await context.newPage();
    await p.goto(`/v/#${encodeShareLink(japaneseResume())}`);
    await expect(resumePage(p)).toHaveAttribute('lang', 'ja');
    // The Japanese headings and words come as a chunk the page waits for (React's `use`, on Preact in this page).
    await expect(resumePage(p)).toContainText('職務経歴');
    await expect(resumePage(p)).toContainText('学歴');
    await expect(resumePage(p)).toContainText('現在');
    await expect(p.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(p.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(p.getByRole('button', { name: inLanguage('ar', 'Download PDF'), exact: true })).toBeVisible();
    await context.close();
  });

  // The code that Download PDF and the password form load used to bring the app's catalog, which switched the
  // page's Lingui instance to English: the file came in English and the chrome turned English after the click.
  test('a viewer in German downloads the PDF: the file is named in German and the chrome stays German', async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale: 'de-DE', viewport: VIEWPORTS[1440] });
    const p = await context.newPage();
    const seen = problems(p);
    await p.goto(address);
    const button = p.getByRole('button', { name: inLanguage('de', 'Download PDF'), exact: true });
    await expect(button).toBeVisible();
    const download = p.waitForEvent('download');
    await button.click();
    expect((await download).suggestedFilename()).toBe(
      inLanguage('de', '{name} Resume.pdf').replace('{name}', '山田 花子'),
    );
    await expect(button).toBeEnabled();
    await expect(p.locator('html')).toHaveAttribute('lang', 'de');
    expect(seen).toEqual([]);
    await context.close();
  });

  test('a protected share viewed in German: the password form and its refusal stay German', async ({
    signedIn,
    browser,
  }) => {
    const { shares } = (await (await signedIn.request.get('/api/shares')).json()) as {
      shares: { id: string; slug: string }[];
    };
    const share = shares.find((s) => address.endsWith(`/${s.slug}`))!;
    const origin = new URL(signedIn.url()).origin;
    const locked = await signedIn.request.patch(`/api/shares/${share.id}`, {
      data: { password: 'correct horse' },
      headers: { origin },
    });
    expect(locked.status()).toBe(200);
    // An address of its own: password attempts are limited per address.
    const ip = `198.18.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;
    const context = await browser.newContext({ locale: 'de-DE', extraHTTPHeaders: { 'x-forwarded-for': ip } });
    const p = await context.newPage();
    expect((await p.goto(address))!.status()).toBe(401);
    const form = p.getByRole('form', { name: inLanguage('de', 'public.passwordRequired') });
    await expect(form).toBeVisible();
    // The browser has drawn the page and loaded the form's code.
    await p.waitForLoadState('networkidle');
    await form.getByLabel(inLanguage('de', 'public.password'), { exact: true }).fill('wrong horse');
    await form.getByRole('button', { name: inLanguage('de', 'public.viewResume') }).click();
    await expect(form.getByRole('alert')).toHaveText(inLanguage('de', 'public.passwordWrong'));
    await expect(form.getByRole('heading')).toHaveText(inLanguage('de', 'public.passwordRequired'));
    await expect(p.locator('html')).toHaveAttribute('lang', 'de');
    await p.screenshot({ path: `${SHOTS}/public-password-de-1440.png` });
    await context.close();
  });
});
