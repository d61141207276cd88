import type { Page } from '@playwright/test';
import { encodeShareLink, longResume, type Resume } from '@resumey/resume';
import { expect, test } from '../fixtures';
import { createResumeVia, expectSaved, openEditor, preview, serverResume } from './editor-helpers';
import { signedOutPage } from './share-helpers';

/** Issue #20: page size (A4 / US Letter) and font size (Small / Normal / Large) of a resume. */

const SHOTS = '/tmp/pagesize-shots';

const withMeta = (templateId: string, meta: Partial<Resume['meta']> = {}): Resume => {
  const r = longResume();
  return { ...r, meta: { ...r.meta, templateId, ...meta } };
};

const sheet = (page: Page) => preview(page).locator('[data-resume-page]');
const pageCount = (page: Page) => page.locator('[data-page-count]');
const pages = async (page: Page) => Number(await pageCount(page).getAttribute('data-page-count'));
/** How full the last page is, as last measured: the preview measures its pages a moment after a change. */
const lastPageFill = (page: Page) => page.locator('[data-last-page-fill]').first().getAttribute('data-last-page-fill');

/**
 * The page count once the preview's measuring has settled: it measures again 150 ms after each resize, mutation or
 * font load, so a count read at once may be a step on the way (1 before the first measure, 3 on the way to 4). The
 * same count and fill read twice, further apart than that, is the settled one.
 */
async function settledPages(page: Page): Promise<number> {
  let last = '';
  await expect
    .poll(
      async () => {
        const now = `${await pages(page)} ${await lastPageFill(page)}`;
        const same = now === last;
        last = now;
        return same;
      },
      { intervals: [400] },
    )
    .toBe(true);
  return pages(page);
}

/** Makes a change, then waits until the preview has measured its pages anew (the last page's fill moved). */
async function remeasured(page: Page, change: () => Promise<void>) {
  const before = await lastPageFill(page);
  await change();
  await expect.poll(() => lastPageFill(page)).not.toBe(before);
}

/** The sheet's own size in CSS px (the preview zooms it to the pane; offsetWidth/Height are unzoomed). */
const sheetSize = (page: Page) =>
  sheet(page).evaluate((el: HTMLElement) => ({ width: el.offsetWidth, height: el.offsetHeight }));

/** Computed font sizes (px) of the name heading and of the first bullet. */
const fontSizes = (page: Page) =>
  sheet(page).evaluate((el) => {
    const size = (e: Element | null) => (e ? parseFloat(getComputedStyle(e).fontSize) : NaN);
    return { heading: size(el.querySelector('h1')), bullet: size(el.querySelector('li')) };
  });

/** Clicks a segment as a user does (the radio itself is visually hidden inside its label). */
async function choose(page: Page, group: string, option: string) {
  const fieldset = page.getByRole('group', { name: group });
  await fieldset.getByText(option, { exact: true }).click();
  await expect(fieldset.getByRole('radio', { name: option, exact: true })).toBeChecked();
}

test.describe('page size and font size', () => {
  for (const templateId of ['t01-classic', 't03-elegant-sidebar', 't06-two-column', 't12-bold-header']) {
    test(`the controls change the preview's paper, text and page count in ${templateId}`, async ({
      signedIn: page,
    }) => {
      const id = await createResumeVia(page, withMeta(templateId));
      await openEditor(page, id);
      await expect(page.getByRole('radio', { name: 'A4', exact: true })).toBeChecked();
      await expect(page.getByRole('radio', { name: 'Normal', exact: true })).toBeChecked();
      await expect(pageCount(page)).toContainText('· A4');
      expect((await sheetSize(page)).width).toBe(794);
      const a4Pages = await settledPages(page);

      await remeasured(page, () => choose(page, 'Page size', 'US Letter'));
      await expect(sheet(page)).toHaveAttribute('data-page-size', 'letter');
      await expect(pageCount(page)).toContainText('· US Letter');
      expect((await sheetSize(page)).width).toBe(816);
      // A Letter page is 18 mm shorter: never fewer pages than A4.
      expect(await settledPages(page)).toBeGreaterThanOrEqual(a4Pages);

      const normal = await fontSizes(page);
      const normalHeight = (await sheetSize(page)).height;
      await remeasured(page, () => choose(page, 'Font size', 'Large'));
      await expect.poll(async () => (await fontSizes(page)).bullet).toBeCloseTo(normal.bullet * 1.08, 1);
      const large = await fontSizes(page);
      // Headings keep their proportion to the body text.
      expect(large.heading / large.bullet).toBeCloseTo(normal.heading / normal.bullet, 2);
      expect((await sheetSize(page)).height).toBeGreaterThan(normalHeight);
      const largePages = await settledPages(page);
      expect(largePages).toBeGreaterThanOrEqual(a4Pages);

      await remeasured(page, () => choose(page, 'Font size', 'Small'));
      await expect.poll(async () => (await fontSizes(page)).bullet).toBeCloseTo(normal.bullet * 0.92, 1);
      await expect.poll(async () => (await sheetSize(page)).height).toBeLessThan(normalHeight);
      // On Letter, small text takes fewer pages than large in Elegant Sidebar (seen in a run); in the others
      // the long sample stays at 3 pages either way, so there only the sheet's height must shrink.
      if (templateId === 't03-elegant-sidebar') await expect.poll(() => pages(page)).toBeLessThan(largePages);
      else expect(await settledPages(page)).toBeLessThanOrEqual(largePages);

      await expectSaved(page);
      const { resume } = await serverResume(page, id);
      expect(resume.meta).toMatchObject({ pageSize: 'letter', fontSize: 'small', templateId });
    });
  }

  test('the public view draws and prints the resume on its paper, at its font size', async ({ browser }) => {
    const letter = withMeta('t03-elegant-sidebar', { pageSize: 'letter', fontSize: 'large' });
    const a4 = withMeta('t03-elegant-sidebar');
    for (const viewport of [
      { width: 1440, height: 900 },
      { width: 390, height: 844 },
    ]) {
      const { page, close } = await signedOutPage(browser, viewport);
      for (const [name, resume] of [
        ['letter', letter],
        ['a4', a4],
      ] as const) {
        await page.goto(`/v/#${encodeShareLink(resume)}`);
        const drawn = page.locator('[data-resume-page]');
        await expect(drawn).toHaveAttribute('data-page-size', name);
        // The print rule follows the paper, so the browser's own print matches Download PDF.
        await expect
          .poll(() => page.evaluate(() => document.getElementById('resumey-page-size')?.textContent))
          .toContain(name === 'letter' ? 'size: letter' : 'size: A4');
        if (viewport.width === 1440) {
          const size = await drawn.evaluate((el: HTMLElement) => ({
            width: el.offsetWidth,
            scale: getComputedStyle(el).getPropertyValue('--font-scale'),
          }));
          expect(size).toEqual({ width: name === 'letter' ? 816 : 794, scale: name === 'letter' ? '1.08' : '1' });
        }
        await page.screenshot({ path: `${SHOTS}/public-${name}-${viewport.width}.png`, fullPage: false });
      }
      await close();
    }
  });

  test('screenshots of the editor at both page sizes, desktop and phone', async ({ signedIn: page }) => {
    for (const [name, meta] of [
      ['letter', { pageSize: 'letter', fontSize: 'large' }],
      ['a4', { pageSize: 'a4', fontSize: 'normal' }],
    ] as const) {
      const id = await createResumeVia(page, withMeta('t06-two-column', meta));
      for (const width of [1440, 390]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`/edit/${id}`);
        // A phone shows the fields or the preview: the controls are what is shot there.
        const control = page.getByRole('radio', { name: name === 'letter' ? 'US Letter' : 'A4', exact: true });
        await expect(control).toBeChecked();
        await page.getByRole('group', { name: 'Page size' }).scrollIntoViewIfNeeded();
        await page.screenshot({ path: `${SHOTS}/editor-${name}-${width}.png` });
      }
    }
  });
});

/** A new resume from the template chooser, as the dashboard makes it; returns the server's copy. */
async function newResumeFromDashboard(page: Page): Promise<Resume> {
  await page.getByRole('button', { name: 'New Resume', exact: true }).click();
  await page
    .getByTestId('template-card')
    .filter({ hasText: 'Classic' })
    .first()
    .getByRole('button', { name: 'Use This Template' })
    .click();
  await page.waitForURL(/\/edit\/[^/]+$/);
  return (await serverResume(page, page.url().split('/edit/')[1]!)).resume;
}

for (const [locale, expected] of [
  ['en-US', 'letter'],
  ['fr-CA', 'letter'],
  ['en-GB', 'a4'],
  ['de-DE', 'a4'],
] as const) {
  test.describe(`a new resume in a browser set to ${locale}`, () => {
    test.use({ locale });
    test(`starts on ${expected === 'letter' ? 'US Letter' : 'A4'}`, async ({ signedIn: page }) => {
      // The paper follows the browser's region; the interface here is English by choice (?lang=), so the steps
      // read as in the other tests whatever the browser's language.
      await page.goto('/dashboard?lang=en');
      const resume = await newResumeFromDashboard(page);
      expect(resume.meta).toMatchObject({ pageSize: expected, fontSize: 'normal' });
      await expect(
        page.getByRole('radio', { name: expected === 'letter' ? 'US Letter' : 'A4', exact: true }),
      ).toBeChecked();
    });
  });
}
