import { encodeShareLink, sampleResume, type Resume } from '@resumey/resume';
import { expect, test } from '../fixtures';
import {
  apiCreateResume,
  apiSetUsername,
  apiShare,
  apiShares,
  freshUsername,
  resumePage,
  shellWhenDatabaseAway,
  signedOutPage,
} from './share-helpers';

const SHOTS = '/tmp/shots-share';

const withName = (fullName: string, patch: (r: Resume) => void = () => {}): Resume => {
  const r = sampleResume();
  r.profile.fullName = fullName;
  patch(r);
  return r;
};

test.describe('public resume view, signed out', () => {
  test('opens a link-embedded share at /v/#data and /view#data', async ({ browser }) => {
    const data = encodeShareLink(withName('Linda Link'));
    const { page, close } = await signedOutPage(browser);
    await page.goto(`/v/#${data}`);
    await expect(resumePage(page)).toBeVisible();
    await expect(resumePage(page)).toContainText('Linda Link');
    await expect(page).toHaveTitle('Linda Link - Resume');
    // Download PDF only: the browser's own print of the page made a worse PDF (issue #14).
    await expect(page.getByRole('button', { name: 'Download PDF' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Print' })).toHaveCount(0);
    await page.screenshot({ path: `${SHOTS}/public-link-1440.png`, fullPage: true });

    await page.goto(`/view#${data}`);
    await expect(resumePage(page)).toContainText('Linda Link');
    // The app shell (router, editor, dashboard) is never loaded for a public page.
    const scripts = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name));
    expect(scripts.filter((s) => /(Editor|Dashboard|Landing)Page/.test(s))).toEqual([]);
    await close();
  });

  test('opens /u/{username}/{slug} and /v/{slug} shares and counts their views', async ({ signedIn, browser }) => {
    const username = freshUsername('pub');
    const slug = `cv-${username}`;
    const resume = await apiCreateResume(signedIn, withName('Ursula Username'));
    await apiSetUsername(signedIn, username);
    await apiShare(signedIn, username, slug, resume.id);

    const { page, close } = await signedOutPage(browser);
    await page.goto(`/u/${username}/${slug}`);
    await expect(resumePage(page)).toContainText('Ursula Username');
    // A share's page keeps the title the server gave it: '{Full name} - {headline}' (issue #18 item 3).
    await expect(page).toHaveTitle('Ursula Username - Senior Full-Stack Engineer');
    await page.goto(`/v/${slug}`);
    await expect(resumePage(page)).toContainText('Ursula Username');
    await close();

    // Two views by a visitor; the owner's own visit is not counted.
    await signedIn.goto(`/u/${username}/${slug}`);
    await expect(resumePage(signedIn)).toContainText('Ursula Username');
    expect((await apiShares(signedIn)).find((s) => s.slug === slug)?.views).toBe(2);
  });

  test('is readable on a phone: the resume is reflowed to the screen width', async ({ browser }) => {
    const { page, close } = await signedOutPage(browser, { width: 375, height: 740 });
    await page.goto(`/v/#${encodeShareLink(withName('Phoebe Phone'))}`);
    await expect(resumePage(page)).toContainText('Phoebe Phone');
    const box = await resumePage(page).boundingBox();
    expect(box!.width).toBeLessThanOrEqual(375);
    expect(box!.width).toBeGreaterThan(330);
    // No sideways scrolling.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.screenshot({ path: `${SHOTS}/public-link-375.png`, fullPage: true });
    await close();
  });

  test('prints the page at full size', async ({ browser }) => {
    const { page, close } = await signedOutPage(browser, { width: 375, height: 740 });
    await page.goto(`/v/#${encodeShareLink(withName('Petra Print'))}`);
    await expect(resumePage(page)).toBeVisible();
    // As the browser prints: once the page is ready to print, 'beforeprint', then print media. Emulating print media
    // alone raced the print preparation's stylesheet, which shows only the printed copy (width 0 for the page's own).
    await expect(page.locator('html[data-print-ready]')).toHaveCount(1, { timeout: 15_000 });
    await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('button', { name: 'Download PDF' })).toBeHidden();
    const printed = page.locator('[data-print-copy-host] [data-resume-page]');
    await expect(printed).toBeVisible();
    const width = await printed.evaluate((el) => el.getBoundingClientRect().width);
    expect(width).toBeGreaterThan(780); // 210 mm
    await close();
  });

  test('falls back to the Classic template with a note for an unknown template', async ({ browser }) => {
    const data = encodeShareLink(withName('Tina Template', (r) => (r.meta.templateId = 't99-retired')));
    const { page, close } = await signedOutPage(browser);
    await page.goto(`/v/#${data}`);
    await expect(
      page.getByText('Note: Original template not available, displaying with Classic template.'),
    ).toBeVisible();
    await expect(resumePage(page)).toContainText('Tina Template');
    await close();
  });

  test('shows Unable to Load Resume for a broken link, an unknown share and an empty link', async ({ browser }) => {
    const { page, close } = await signedOutPage(browser);
    const heading = page.getByRole('heading', { name: 'Unable to Load Resume' });
    const valid = encodeShareLink(withName('Tom Truncated'));

    await page.goto(`/v/#${valid.slice(0, valid.length - 40)}`);
    await expect(heading).toBeVisible();
    await expect(page.getByText('Failed to load resume. The link may be corrupted or invalid.')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/public-error-1440.png` });

    await page.goto('/v/#not-a-resume');
    await expect(page.getByText('Failed to load resume. The link may be corrupted or invalid.')).toBeVisible();

    await page.goto(`/u/${freshUsername('nobody')}/nothing-here`);
    await expect(heading).toBeVisible();
    await expect(page.getByText('No resume data found. Please check if the link is correct.')).toBeVisible();

    await page.goto('/v/no-such-slug-anywhere');
    await expect(page.getByText('No resume data found. Please check if the link is correct.')).toBeVisible();

    await page.goto('/v');
    await expect(page.getByText('No resume data found. Please check if the link is correct.')).toBeVisible();
    await page.setViewportSize({ width: 375, height: 740 });
    await page.screenshot({ path: `${SHOTS}/public-error-375.png` });
    await close();
  });

  test('shows Loading resume... until the share arrives', async ({ browser }) => {
    const { page, close } = await signedOutPage(browser);
    // (Only a page that loads its share itself waits for it: one whose server could not read it.)
    await shellWhenDatabaseAway(page, '/v/held-back');
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/api/public/v/**', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/v/held-back');
    await expect(page.getByText('Loading resume...')).toBeVisible();
    release();
    await expect(page.getByText('No resume data found. Please check if the link is correct.')).toBeVisible();
    await close();
  });

  test('says Resume preview failed to load when the template cannot be drawn', async ({ browser }) => {
    const { page, close } = await signedOutPage(browser);
    // The template's code never arrives (a network failure): the page says so instead of staying blank.
    await page.route(/\/assets\/t01-classic-[^/]+\.js$/, (route) => route.abort());
    await page.goto(`/v/#${encodeShareLink(withName('Fiona Failure'))}`);
    await expect(page.getByText('Resume preview failed to load')).toBeVisible();
    await close();
  });
});
