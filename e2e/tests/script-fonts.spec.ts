import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { sampleResume } from '@resumey/resume';
import { scriptResume } from '@resumey/test-support/script-resumes';
import { expect, test } from '../fixtures';
import { createResumeVia, openEditor } from './editor-helpers';
import { apiCreateResume, apiSetUsername, apiShare, freshUsername, resumePage, signedOutPage } from './share-helpers';

/**
 * Issue #35: a resume in another script is drawn in the same bundled faces in the editor's preview, on its public
 * page and in its PDF (the server's PDF tests read those), never in the reader's own fonts; an English resume's page
 * costs nothing more.
 */
const SHOTS = '/tmp/shots-fonts';

/** The fonts Chromium draws an element's own text with (DevTools' "Rendered fonts"): family, web font or not. */
async function renderedFonts(page: Page, selector: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    return fonts.map((f) => `${f.familyName}${f.isCustomFont ? ' (web font)' : ''}`);
  } finally {
    await cdp.detach();
  }
}

/** Waits for the page's stylesheets and the fonts its layout asks for (see public-ssr.spec.ts). */
async function fontsLoaded(page: Page) {
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every((link) => link.sheet),
  );
  await page.evaluate(async () => {
    document.body.getBoundingClientRect();
    await document.fonts.ready;
  });
}

/** What a page says of a Japanese name in it: its computed stack, its rendered fonts, the loaded JP faces. */
async function japaneseFonts(page: Page, name: string) {
  const el = resumePage(page).getByText(name, { exact: true }).first();
  await expect(el).toBeVisible();
  await el.evaluate((node) => node.setAttribute('data-font-probe', ''));
  await fontsLoaded(page);
  const stack = await el.evaluate((node) => getComputedStyle(node).fontFamily);
  const loaded = await page.evaluate(
    () =>
      [...document.fonts].filter((f) => f.family.replace(/"/g, '') === 'Noto Sans JP' && f.status === 'loaded').length,
  );
  return { stack, loaded, rendered: await renderedFonts(page, '[data-font-probe]') };
}

test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

test('a Japanese resume is drawn in the bundled Noto Sans JP in the editor preview and on its public page', async ({
  signedIn,
  browser,
}) => {
  const resume = scriptResume('ja');
  const name = resume.profile.fullName;

  const id = await createResumeVia(signedIn, resume);
  await openEditor(signedIn, id);
  // The preview links the CJK sheet (apps/web/src/lib/script-fonts.ts).
  await expect(signedIn.locator('head link[data-script-fonts="cjk-sans"]')).toHaveCount(1);
  const editor = await japaneseFonts(signedIn, name);
  expect(editor.stack).toContain('"Noto Sans JP"');
  expect(editor.loaded).toBeGreaterThan(0);
  expect(editor.rendered).toEqual(expect.arrayContaining([expect.stringMatching(/^Noto Sans JP.*\(web font\)$/)]));
  expect(editor.rendered.filter((f) => !f.endsWith('(web font)'))).toEqual([]);
  await signedIn.locator('[data-preview]').screenshot({ path: `${SHOTS}/editor-ja.png` });

  const username = freshUsername('fonts');
  const saved = await apiCreateResume(signedIn, resume);
  await apiSetUsername(signedIn, username);
  await apiShare(signedIn, username, `ja-${username}`, saved.id);
  const { page, close } = await signedOutPage(browser);
  try {
    await page.goto(`/u/${username}/ja-${username}`);
    // The server put the sheet in the page's head (no script of the public page links it).
    await expect(page.locator('head link[data-script-fonts]')).toHaveCount(1);
    const shared = await japaneseFonts(page, name);
    expect(shared.stack).toBe(editor.stack);
    expect(shared.loaded).toBeGreaterThan(0);
    expect(shared.rendered).toEqual(editor.rendered);
    await page.screenshot({ path: `${SHOTS}/public-ja.png`, fullPage: true });
  } finally {
    await close();
  }
});

test('an English public page fetches no font file of another script and no CJK sheet', async ({
  signedIn,
  browser,
}) => {
  const username = freshUsername('fonts');
  const saved = await apiCreateResume(signedIn, sampleResume());
  await apiSetUsername(signedIn, username);
  await apiShare(signedIn, username, `en-${username}`, saved.id);
  const { page, close } = await signedOutPage(browser);
  try {
    const fetched: string[] = [];
    page.on('request', (req) => fetched.push(new URL(req.url()).pathname));
    await page.goto(`/u/${username}/en-${username}`);
    await expect(resumePage(page)).toContainText('Alex Morgan');
    await fontsLoaded(page);
    await page.waitForLoadState('networkidle');
    const fonts = fetched.filter((p) => /\.(woff2?|ttf)$/.test(p));
    // The Latin subsets its text needs (Inter's for the resume, Roboto's for the page's own header), as before
    // issue #35, and nothing of any other script.
    expect(fonts.length).toBeGreaterThan(0);
    expect(fonts.filter((p) => !/^\/assets\/(inter|roboto)-latin-[\w-]+\.woff2$/.test(p))).toEqual([]);
    expect(fetched.filter((p) => /faces-[\w-]+\.css$/.test(p))).toEqual([]);
    await expect(page.locator('link[data-script-fonts]')).toHaveCount(0);
  } finally {
    await close();
  }
});
