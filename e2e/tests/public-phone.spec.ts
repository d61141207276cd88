import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { encodeShareLink, sampleResume } from '@resumey/resume';
import { TEMPLATE_DEFINITIONS } from '@resumey/templates/registry';
import { expect, test } from '../fixtures';
import { expectAccessible, resumePage, signedOutPage } from './share-helpers';

/**
 * Issue #18, item 1: on a phone the public view reflows the resume to the screen (readable text, tap targets,
 * same content) and offers the printed page; desktop keeps the A4 page.
 */
const SHOTS = '/tmp/shots-phone';
const PHONE = { width: 390, height: 844 };

const linkFor = (templateId: string) => {
  const resume = sampleResume();
  resume.meta.templateId = templateId;
  return `/v/#${encodeShareLink(resume)}`;
};

const printedPage = (page: Page) => page.getByRole('button', { name: 'See the printed page' });
const phoneLayout = (page: Page) => page.getByRole('button', { name: 'Back to phone layout' });

/**
 * The resume's words in reading order, lower-cased (text-transform aside), as innerText gives them; separators
 * between contact details ('|', '·', '/', '•') are not words, and the phone layout puts those details on lines of
 * their own instead.
 */
const words = (page: Page) =>
  resumePage(page).evaluate((el) =>
    (el as HTMLElement).innerText
      .toLowerCase()
      .split(/\s+/)
      .filter((w) => w && !/^[|·/•]+$/.test(w)),
  );

/**
 * Separators shown without words on both sides on their line: a contact detail's typed '|' at the start of a
 * wrapped line, or the thin bar between a job title and its company left at a line's end.
 */
const danglingSeparators = (page: Page) =>
  resumePage(page).evaluate((article) => {
    const shown = (r: DOMRect) => r.width > 0 && r.height > 0;
    const separators = [...article.querySelectorAll('[aria-hidden="true"]')].filter((el) => {
      const r = el.getBoundingClientRect();
      const text = el.textContent!.trim();
      const bar = text === '' && el.children.length === 0 && r.width <= 2 && r.height < 24;
      // A list's marks start their lines by design: a mark its list's first item starts with too (a separator
      // comes only between items).
      const item = el.parentElement!;
      const first = item.parentElement?.firstElementChild?.firstElementChild;
      const listMark =
        item.tagName === 'LI' && first?.getAttribute('aria-hidden') === 'true' && first.textContent === el.textContent;
      return shown(r) && !listMark && (bar || /^[|·/•]$/.test(text));
    });
    const words: DOMRect[] = [];
    const walker = document.createTreeWalker(article, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!/\S/.test(node.textContent!) || separators.some((s) => s.contains(node))) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      words.push(...[...range.getClientRects()].filter(shown));
    }
    return separators
      .filter((s) => {
        const r = s.getBoundingClientRect();
        const middle = (r.top + r.bottom) / 2;
        const line = words.filter((w) => w.top <= middle && w.bottom >= middle);
        return !(line.some((w) => w.right <= r.left + 1) && line.some((w) => w.left >= r.right - 1));
      })
      .map(
        (s) => `'${s.textContent!.trim() || 'bar'}' in "${s.parentElement!.parentElement!.textContent!.slice(0, 60)}"`,
      );
  });

interface Measured {
  /** Font sizes (px) of the body text: paragraphs and list items with text of their own. */
  body: number[];
  /** The smallest font size of any visible text. */
  smallest: { size: number; text: string };
  /** Links narrower or shorter than 24 px. */
  smallLinks: { text: string; width: number; height: number }[];
  scrollWidth: number;
}

function measure(page: Page): Promise<Measured> {
  return resumePage(page).evaluate((article) => {
    const visible = (el: Element) => {
      const r = el.getBoundingClientRect();
      return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden';
    };
    const ownText = (el: Element) =>
      [...el.childNodes]
        .filter((n) => n.nodeType === Node.TEXT_NODE)
        .map((n) => n.textContent!.trim())
        .join('');
    const size = (el: Element) => parseFloat(getComputedStyle(el).fontSize);
    const texts = [...article.querySelectorAll('*')].filter((el) => visible(el) && /\w/.test(ownText(el)));
    // Bullets, summary paragraphs, list items: text inside a paragraph or a list item.
    const body = texts.filter((el) => el.closest('p, li')).map(size);
    const smallest = texts
      .map((el) => ({ size: size(el), text: ownText(el).slice(0, 40) }))
      .reduce((a, b) => (b.size < a.size ? b : a), { size: Infinity, text: '' });
    const smallLinks = [...article.querySelectorAll('a')]
      .filter(visible)
      .map((a) => ({ text: a.textContent!.slice(0, 40), ...a.getBoundingClientRect().toJSON() }))
      .filter((a) => a.height < 24 || a.width < 24)
      .map(({ text, width, height }) => ({ text, width, height }));
    return { body, smallest, smallLinks, scrollWidth: document.documentElement.scrollWidth };
  });
}

test.describe('public resume view on a phone (390 x 844)', () => {
  test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

  for (const id of [
    't01-classic',
    't03-elegant-sidebar',
    't05-compact-one',
    't06-two-column',
    't14-grid-focus',
    't18-data-scientist',
    't19-designer',
    't22-sample2',
  ]) {
    test(`${id}: reflowed to the screen with the desktop's text, readable, tappable, printed page on request`, async ({
      browser,
    }) => {
      const desktop = await signedOutPage(browser);
      await desktop.page.goto(linkFor(id));
      await expect(resumePage(desktop.page)).toBeVisible();
      const desktopWords = await words(desktop.page);
      // Desktop keeps the A4 page and offers no switch.
      expect(await resumePage(desktop.page).evaluate((el) => el.getBoundingClientRect().width)).toBeGreaterThan(780);
      await expect(printedPage(desktop.page)).toBeHidden();
      await desktop.close();

      const { page, close } = await signedOutPage(browser, PHONE);
      await page.goto(linkFor(id));
      await expect(resumePage(page)).toBeVisible();
      await page.evaluate(() => document.fonts.ready);
      const m = await measure(page);
      expect(m.body.length).toBeGreaterThan(20);
      expect(Math.min(...m.body), 'body text font size').toBeGreaterThanOrEqual(15);
      // Dates, labels and tags too.
      expect(m.smallest.size, `smallest text: ${JSON.stringify(m.smallest)}`).toBeGreaterThanOrEqual(15);
      expect(m.smallLinks, 'links under 24 px').toEqual([]);
      expect(m.scrollWidth, 'no sideways scrolling').toBeLessThanOrEqual(PHONE.width);
      // The same text in the same order as the desktop page (a side column reads after the header, as on the
      // desktop page's document order).
      expect(await words(page)).toEqual(desktopWords);
      await page.screenshot({ path: `${SHOTS}/${id}-390.png`, fullPage: true });

      // The printed page: the A4 page, scaled to fit, and back.
      await printedPage(page).click();
      await expect(phoneLayout(page)).toBeVisible();
      const article = resumePage(page);
      expect(await article.evaluate((el) => (el as HTMLElement).offsetWidth)).toBeGreaterThan(780);
      const scaled = (await article.boundingBox())!;
      expect(scaled.width).toBeLessThanOrEqual(PHONE.width);
      expect(scaled.width).toBeGreaterThan(PHONE.width * 0.85);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      await page.screenshot({ path: `${SHOTS}/${id}-390-printed.png` });
      await phoneLayout(page).click();
      await expect(printedPage(page)).toBeVisible();
      expect(Math.min(...(await measure(page)).body)).toBeGreaterThanOrEqual(15);
      await close();
    });
  }

  test('axe finds no serious or critical violation on the reflowed public view', async ({ browser }) => {
    const { page, close } = await signedOutPage(browser, PHONE);
    for (const id of ['t01-classic', 't03-elegant-sidebar', 't19-designer']) {
      await page.goto(linkFor(id));
      await expect(resumePage(page)).toBeVisible();
      await expectAccessible(page);
    }
    await close();
  });

  test('all 22 templates fit a phone screen without sideways scrolling or dangling separators (screenshots in /tmp/shots-phone)', async ({
    browser,
  }) => {
    // 22 public pages opened, measured and shot whole, one after another: more than a minute on a slow machine.
    test.slow();
    const { page, close } = await signedOutPage(browser, PHONE);
    for (const { id } of TEMPLATE_DEFINITIONS) {
      await page.goto(linkFor(id));
      await expect(resumePage(page)).toHaveAttribute('data-template', id);
      await page.evaluate(() => document.fonts.ready);
      const m = await measure(page);
      expect.soft(Math.min(...m.body), `${id} body text`).toBeGreaterThanOrEqual(15);
      expect.soft(m.scrollWidth, `${id} scroll width`).toBeLessThanOrEqual(PHONE.width);
      expect.soft(m.smallLinks, `${id} small links`).toEqual([]);
      expect.soft(await danglingSeparators(page), `${id} separators at a line's start or end`).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/all-${id}.png`, fullPage: true });
    }
    await close();
  });
});
