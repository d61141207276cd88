import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { KOREAN_LONG_ITEM, koreanResume } from '@resumey/test-support/script-resumes';
import { expect, test } from '../fixtures';
import { apiCreateResume, apiSetUsername, apiShare, freshUsername, resumePage, signedOutPage } from './share-helpers';

/**
 * Issue #35: Korean is written with spaces between its words, and a Korean resume's lines break at them on its
 * public page as in its PDF (templates' `word-break: keep-all`), not between two syllables of a word, as Chromium
 * breaks Korean by default. On a phone the lines are short and break often.
 */
const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-korean';

/**
 * Where the long item's text wraps, as drawn: at each line break, the text from the last character drawn on the
 * line to the first on the next (a space at the end of a line may be drawn with no width).
 */
async function itemBreaks(page: Page): Promise<string[]> {
  const item = resumePage(page).getByText(KOREAN_LONG_ITEM, { exact: true });
  await expect(item).toBeVisible();
  return item.evaluate((el) => {
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    let text = '';
    const drawn: Array<{ at: number; top: number }> = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const own = node.textContent ?? '';
      for (let i = 0; i < own.length; i++) {
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const rect = [...range.getClientRects()].find((r) => r.width > 0);
        if (rect) drawn.push({ at: text.length + i, top: rect.top });
      }
      text += own;
    }
    const breaks: string[] = [];
    for (let k = 1; k < drawn.length; k++)
      if (drawn[k]!.top > drawn[k - 1]!.top + 2) breaks.push(text.slice(drawn[k - 1]!.at, drawn[k]!.at + 1));
    return breaks;
  });
}

test('a Korean resume’s public page breaks its lines between words, at 390 and 1440 px', async ({
  signedIn,
  browser,
}) => {
  mkdirSync(SHOTS, { recursive: true });
  const username = freshUsername('ko');
  await apiSetUsername(signedIn, username);
  const saved = await apiCreateResume(signedIn, koreanResume('t06-two-column'));
  await apiShare(signedIn, username, 'cv-ko', saved.id);
  for (const width of [390, 1440]) {
    const { page, close } = await signedOutPage(browser, { width, height: 900 });
    try {
      await page.goto(`/u/${username}/cv-ko`);
      await expect(resumePage(page)).toHaveAttribute('lang', 'ko');
      const breaks = await itemBreaks(page);
      expect(breaks.length, `the item wraps at ${width} px`).toBeGreaterThan(0);
      // (A break between words has a space in it; one inside a word, two letters: '재설계하' / '여'.)
      const inWords = breaks.filter((b) => !/\s/u.test(b));
      expect(inWords, `${width} px: ${breaks.join(' ')}`).toEqual([]);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
      expect(overflow, `${width} px`).toBeLessThanOrEqual(0);
      await page.screenshot({ path: `${SHOTS}/public-ko-t06-${width}.png`, fullPage: width === 390 });
    } finally {
      await close();
    }
  }
});
