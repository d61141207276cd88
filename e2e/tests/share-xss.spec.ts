import type { Page } from '@playwright/test';
import { encodeShareLink } from '@resumey/resume';
import { TEMPLATE_DEFINITIONS } from '@resumey/templates/registry';
import { SCHEMA_VALID_DANGEROUS_URLS, XSS_CORPUS } from '../xss-corpus';
import { xssResume } from './share-xss-resume';
import { expect, test } from '../fixtures';
import {
  apiCreateResume,
  apiSetUsername,
  apiShare,
  apiUpdateResume,
  freshUsername,
  signedOutPage,
} from './share-helpers';

/**
 * DESIGN.md decision 10: the XSS corpus in every text and URL field, drawn by every template, through a
 * link-embedded share and a custom-URL share, opened signed out. Nothing may execute: no dialog, no console error
 * (a CSP refusal is one), no navigation, no request leaving the site, no event-handler attribute, no script-like
 * element from resume content, and no link other than http, https or mailto.
 */

interface Watch {
  dialogs: string[];
  errors: string[];
  navigations: string[];
  external: string[];
}

/** Listens for anything a payload could do. */
function watch(page: Page): Watch {
  const w: Watch = { dialogs: [], errors: [], navigations: [], external: [] };
  const origin = new URL(test.info().project.use.baseURL!).origin;
  page.on('dialog', (d) => {
    w.dialogs.push(`${d.type()}: ${d.message()}`);
    void d.dismiss();
  });
  page.on('console', (m) => {
    if (m.type() === 'error') w.errors.push(m.text());
  });
  page.on('pageerror', (e) => w.errors.push(String(e)));
  page.on('framenavigated', (f) => {
    if (f === page.mainFrame()) w.navigations.push(f.url());
  });
  page.on('request', (r) => {
    const u = r.url();
    if (!u.startsWith(origin) && !u.startsWith('data:') && !u.startsWith('blob:')) w.external.push(u);
  });
  return w;
}

/** What the DOM must never contain, whatever the resume says. */
async function domFindings(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const URL_ATTRS = new Set(['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'srcdoc', 'poster']);
    for (const el of Array.from(document.querySelectorAll('*'))) {
      for (const attr of Array.from(el.attributes)) {
        const name = attr.name.toLowerCase();
        if (name.startsWith('on')) found.push(`<${el.tagName.toLowerCase()} ${name}>`);
        if (URL_ATTRS.has(name)) {
          // eslint-disable-next-line no-control-regex -- browsers ignore these inside a scheme
          const v = attr.value.toLowerCase().replace(/[\s\u0000-\u001f]/g, '');
          if (/^(javascript|vbscript|data):/.test(v) && !(el.tagName === 'IMG' && v.startsWith('data:image/'))) {
            found.push(`<${el.tagName.toLowerCase()} ${name}="${attr.value.slice(0, 40)}">`);
          }
        }
      }
    }
    for (const a of Array.from(document.querySelectorAll('a[href]')) as HTMLAnchorElement[]) {
      if (!['http:', 'https:', 'mailto:'].includes(a.protocol)) found.push(`link to ${a.protocol}`);
    }
    const page = document.querySelector('[data-resume-page]');
    for (const tag of ['script', 'iframe', 'object', 'embed', 'form', 'base', 'meta', 'style', 'link', 'svg script']) {
      if (page?.querySelector(tag)) found.push(`<${tag}> inside the resume`);
    }
    return found;
  });
}

async function expectSafe(page: Page, w: Watch, label: string, fullName: string) {
  const resume = page.locator('[data-resume-page]');
  await expect(resume, label).toBeVisible();
  // The payloads are drawn as text: the name (a payload) reads back exactly (whitespace aside).
  const squash = (t: string) => t.replace(/\s+/g, '');
  await expect
    .poll(async () => squash((await resume.textContent()) ?? ''), { message: label })
    .toContain(squash(fullName));
  await page.waitForLoadState('networkidle');
  // Hovering and focusing the page would fire any handler that slipped through.
  await resume.hover();
  await page.keyboard.press('Tab');
  expect(await domFindings(page), label).toEqual([]);
  expect(w.dialogs, label).toEqual([]);
  expect(w.errors, label).toEqual([]);
  expect(w.external, label).toEqual([]);
  expect(w.navigations, label).toHaveLength(1);
}

test.describe('XSS corpus in shared resumes', () => {
  test.describe.configure({ timeout: 300_000 });

  test(`has at least 100 payloads`, () => {
    expect(XSS_CORPUS.length).toBeGreaterThanOrEqual(100);
    expect(SCHEMA_VALID_DANGEROUS_URLS.length).toBeGreaterThan(3);
  });

  test('the watchers catch a payload that does run (so a pass means something)', async ({ page }) => {
    const w = watch(page);
    await page.setContent(
      '<div data-resume-page><a href="javascript:alert(2)">x</a><img src="data:," onerror="alert(1)"></div>',
    );
    await expect.poll(() => w.dialogs).toEqual(['alert: 1']);
    expect(await domFindings(page)).toEqual(
      expect.arrayContaining(['<img onerror>', '<a href="javascript:alert(2)">', 'link to javascript:']),
    );
  });

  test('link-embedded shares: every template, nothing executes', async ({ browser }) => {
    const { page, close } = await signedOutPage(browser);
    for (const [i, t] of TEMPLATE_DEFINITIONS.entries()) {
      const resume = xssResume(t.id, i, true);
      const w = watch(page);
      // A new document each time (not just a new fragment), so each template starts clean.
      await page.goto('about:blank');
      w.navigations.length = 0;
      await page.goto(`/v/#${encodeShareLink(resume)}`);
      await expect(page.locator(`[data-resume-page][data-template="${t.id}"]`)).toBeVisible();
      await expectSafe(page, w, `${t.id} (link)`, resume.profile.fullName);
      page.removeAllListeners();
    }
    await close();
  });

  test('custom-URL shares: every template, nothing executes', async ({ signedIn, browser }) => {
    const username = freshUsername('xss');
    await apiSetUsername(signedIn, username);
    const stored = await apiCreateResume(signedIn, xssResume(TEMPLATE_DEFINITIONS[0]!.id, 0, false));
    await apiShare(signedIn, username, 'xss', stored.id);
    const { page, close } = await signedOutPage(browser);
    for (const [i, t] of TEMPLATE_DEFINITIONS.entries()) {
      // The share follows its resume: each round saves the resume with the next template and fresh payloads.
      const resume = { ...xssResume(t.id, i + 3, false), id: stored.id };
      await apiUpdateResume(signedIn, resume);
      const w = watch(page);
      await page.goto(`/u/${username}/xss`);
      await expect(page.locator(`[data-resume-page][data-template="${t.id}"]`)).toBeVisible();
      await expectSafe(page, w, `${t.id} (custom URL)`, resume.profile.fullName);
      page.removeAllListeners();
    }
    await close();
  });
});
