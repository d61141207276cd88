import { mkdirSync } from 'node:fs';
import type { Browser, ConsoleMessage, Page } from '@playwright/test';
import { sampleResume, type Resume } from '@resumey/resume';
import { expect, test } from '../fixtures';
import { apiCreateResume, apiSetUsername, apiShare, freshUsername, resumePage } from './share-helpers';

/**
 * Issue #18 item 2: the pages of shares come drawn by the server (readable with JavaScript off) and are hydrated
 * in the browser without drawing anything differently.
 */
const SHOTS = '/tmp/shots-ssr';
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
const HOSTILE = '</script><img src=x onerror="window.__xss=1">';

function resumeOf(fullName: string): Resume {
  const r = sampleResume();
  r.profile.fullName = fullName;
  r.experience[0]!.bullets = [`Led the ${HOSTILE} migration`, ...r.experience[0]!.bullets.slice(1)];
  return r;
}

async function page(
  browser: Browser,
  opts: { javaScriptEnabled: boolean; viewport: { width: number; height: number } },
) {
  const context = await browser.newContext(opts);
  const p = await context.newPage();
  return { page: p, close: () => context.close() };
}

/**
 * The server's page fully drawn: its stylesheets applied and the fonts they use loaded. The page is opened at
 * 'commit' (its script is held back), so its text is there before its stylesheet; `document.fonts.ready` alone
 * resolved at once when asked before the stylesheet had arrived (no font was loading yet), and the first capture
 * then showed the fallback font (seen on CI, where the stylesheet took 0.8 s).
 */
async function styledAndFontsLoaded(p: Page) {
  await p.waitForFunction(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every((link) => link.sheet),
  );
  await p.evaluate(async () => {
    // A layout with the styles in place asks for the fonts it needs; ready then waits for them.
    document.body.getBoundingClientRect();
    await document.fonts.ready;
  });
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

test.describe('server-rendered public pages', () => {
  let share: { username: string; slug: string; resume: Resume };
  test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));
  test.beforeEach(async ({ signedIn }) => {
    const username = freshUsername('ssr');
    const resume = await apiCreateResume(signedIn, resumeOf('Sofia Server'));
    await apiSetUsername(signedIn, username);
    await apiShare(signedIn, username, `cv-${username}`, resume.id);
    share = { username, slug: `cv-${username}`, resume };
  });

  test('with JavaScript off: the resume, its Download PDF link, and a withdrawn address say what they are', async ({
    browser,
  }) => {
    for (const viewport of [DESKTOP, PHONE]) {
      const { page: p, close } = await page(browser, { javaScriptEnabled: false, viewport });
      for (const address of [`/u/${share.username}/${share.slug}`, `/v/${share.slug}`]) {
        const res = await p.goto(address);
        expect(res!.status()).toBe(200);
        const sheet = resumePage(p);
        await expect(sheet).toBeVisible();
        await expect(sheet).toContainText('Sofia Server');
        for (const job of share.resume.experience) await expect(sheet).toContainText(job.title);
        await expect(sheet).toContainText(`Led the ${HOSTILE} migration`);
        expect(await p.evaluate(() => document.querySelectorAll('img[src="x"]').length)).toBe(0);
        // The PDF without JavaScript: a link to the share's PDF, drawn as the button.
        const pdf = p.getByRole('link', { name: 'Download PDF' });
        await expect(pdf).toBeVisible();
        expect(await pdf.getAttribute('href')).toMatch(/^\/api\/public\/(u\/[\w-]+|v)\/cv-ssr-[\w-]+\/pdf$/);
      }
      const width = viewport.width;
      if (width === PHONE.width) {
        // The phone's reflowed layout comes from CSS alone: the resume fits the screen, nothing scrolls sideways.
        const box = await resumePage(p).boundingBox();
        expect(box!.width).toBeLessThanOrEqual(PHONE.width);
        expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      } else {
        // The A4 page at full size, centred.
        const box = await resumePage(p).boundingBox();
        expect(Math.abs(box!.x + box!.width / 2 - DESKTOP.width / 2)).toBeLessThan(20);
      }
      await p.screenshot({ path: `${SHOTS}/nojs-${width}.png`, fullPage: true });
      await close();
    }
  });

  test('a withdrawn share answers 410 with its message, JavaScript off', async ({ browser, signedIn }) => {
    const shares = await signedIn.request.get('/api/shares');
    const { shares: list } = (await shares.json()) as { shares: { id: string; slug: string }[] };
    const id = list.find((s) => s.slug === share.slug)!.id;
    const del = await signedIn.request.delete(`/api/shares/${id}`, {
      headers: { origin: new URL(signedIn.url()).origin },
    });
    expect(del.ok()).toBeTruthy();
    const { page: p, close } = await page(browser, { javaScriptEnabled: false, viewport: DESKTOP });
    const res = await p.goto(`/u/${share.username}/${share.slug}`);
    expect(res!.status()).toBe(410);
    await expect(p.getByRole('heading', { name: 'This resume is no longer shared' })).toBeVisible();
    await expect(p.getByText('Sofia Server')).toHaveCount(0);
    await close();
  });

  for (const viewport of [DESKTOP, PHONE]) {
    test(`hydrates at ${viewport.width} px: the same nodes and pixels, no warning, and the page works`, async ({
      browser,
    }) => {
      const { page: p, close } = await page(browser, { javaScriptEnabled: true, viewport });
      const seen = problems(p);
      // The page's script is held back until the server's page has been looked at.
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await p.route(/\/assets\/public-[\w-]+\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      await p.goto(`/u/${share.username}/${share.slug}`, { waitUntil: 'commit' });
      await expect(resumePage(p)).toContainText('Sofia Server');
      await expect(p.getByRole('link', { name: 'Download PDF' })).toBeVisible();
      await styledAndFontsLoaded(p);
      // The resume's column, pixel for pixel, and where Download PDF sits (its text's anti-aliasing differs by a
      // few pixels between a link and a button).
      // (The whole page in one capture, cut to the column: an element's capture scrolls, under the sticky header.)
      const column = (await p.locator('main').boundingBox())!;
      const shot = () => p.screenshot({ fullPage: true, clip: column });
      const before = await shot();
      const pdfBox = await p.getByRole('link', { name: 'Download PDF' }).boundingBox();
      await p.screenshot({ path: `${SHOTS}/server-${viewport.width}.png`, fullPage: true });
      // Mark the server's nodes: hydration keeps them (a client render after a mismatch would replace them).
      await p.evaluate(() => {
        (document.querySelector('[data-resume-page]') as HTMLElement & { ssr?: boolean }).ssr = true;
      });
      release();
      // Hydrated: the link became the browser's button.
      await expect(p.getByRole('button', { name: 'Download PDF' })).toBeVisible();
      expect(
        await p.evaluate(() => (document.querySelector('[data-resume-page]') as HTMLElement & { ssr?: boolean }).ssr),
      ).toBe(true);
      expect(await p.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
      const after = await shot();
      await p.screenshot({ path: `${SHOTS}/hydrated-${viewport.width}.png`, fullPage: true });
      expect(after.equals(before), 'the resume looks the same before and after hydrating').toBe(true);
      expect(await p.getByRole('button', { name: 'Download PDF' }).boundingBox()).toEqual(pdfBox);

      if (viewport.width === PHONE.width) {
        // The phone's switch to the printed page and back works.
        await p.getByRole('button', { name: 'See the printed page' }).click();
        await expect(p.locator('[data-layout="page"]')).toHaveCount(1);
        await p.getByRole('button', { name: 'Back to phone layout' }).click();
        await expect(p.locator('[data-layout="reflow"]')).toHaveCount(1);
      }
      // Download PDF makes the share's PDF.
      const [download] = await Promise.all([
        p.waitForEvent('download'),
        p.getByRole('button', { name: 'Download PDF' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('Sofia Server Resume.pdf');
      expect(seen).toEqual([]);
      await close();
    });
  }
});
