import type { Page } from '@playwright/test';
import { encodeShareLink, sampleResume, type Resume } from '@resumey/resume';
import { TEMPLATE_DEFINITIONS } from '@resumey/templates/registry';
import { expect, test } from '../fixtures';

/**
 * Issue #14: the thin bar between fields that share a line (title | company, company | place: Fields in
 * packages/templates/src/blocks/Entry.tsx) stands only between two fields of one line. It stayed at the end of the
 * first line when the next field wrapped ('Master of Science in Computer Science |' in Typographic). Every template,
 * with fields long enough to wrap, at desktop width on screen and in print, and in the phone layout.
 */

/** The sample with a job and a school whose fields wrap in every template's columns. */
function longFields(templateId: string): Resume {
  const r = sampleResume();
  r.meta = { ...r.meta, templateId };
  const job = r.experience[0]!;
  r.experience[0] = {
    ...job,
    title: 'Principal Software Engineer, Payments Platform',
    company: 'Brightwave Payments International Holdings',
    location: 'San Francisco Bay Area, CA (hybrid)',
  };
  r.education[0] = { ...r.education[0]!, field: 'Computer Science and Human-Computer Interaction' };
  return r;
}

interface Report {
  /** Bars shown without a word of their own row on both sides: '"field text" (left|right)'. */
  dangling: string[];
  /** Bars shown, and rows whose fields take more than one line. */
  shown: number;
  wrapped: number;
}

/**
 * Every bar that Fields draws, where the page shows it: a bar element of its own (as it was) or a field's ::before
 * (as it is), less what the row's clip hides. A bar shown must have a word of its row on its line at both sides.
 */
const fieldBars = (page: Page): Promise<Report> =>
  page.evaluate(() => {
    const sheet = document.querySelector('[data-resume-page]')!;
    const rows = [...sheet.querySelectorAll<HTMLElement>('[data-fields]')];
    const report: Report = { dangling: [], shown: 0, wrapped: 0 };
    for (const row of rows) {
      const words: DOMRect[] = [];
      const walker = document.createTreeWalker(row, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!/\S/.test(node.textContent!)) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        words.push(...[...range.getClientRects()].filter((r) => r.width > 0));
      }
      const kids = [...row.children] as HTMLElement[];
      if (new Set(kids.map((k) => Math.round(k.getBoundingClientRect().top))).size > 1) report.wrapped++;
      const bars: { left: number; right: number; middle: number }[] = [];
      for (const kid of kids) {
        const box = kid.getBoundingClientRect();
        if (!kid.textContent!.trim() && box.width <= 2 && box.width > 0)
          bars.push({ left: box.left, right: box.right, middle: (box.top + box.bottom) / 2 });
        const before = getComputedStyle(kid, '::before');
        if (before.content === 'none' || before.display === 'none' || parseFloat(before.width) <= 0) continue;
        // top: 50% and translateY(-50%): the bar's middle is its top.
        const left = box.left + parseFloat(before.left);
        bars.push({ left, right: left + parseFloat(before.width), middle: box.top + parseFloat(before.top) });
      }
      // What the row clips: its box, widened by its clip margin, when its overflow clips.
      const style = getComputedStyle(row);
      const clips = style.overflowX !== 'visible';
      const margin = style.overflowX === 'clip' ? parseFloat(style.overflowClipMargin) || 0 : 0;
      const rowBox = row.getBoundingClientRect();
      for (const bar of bars) {
        const left = clips ? Math.max(bar.left, rowBox.left - margin) : bar.left;
        const right = clips ? Math.min(bar.right, rowBox.right + margin) : bar.right;
        if (right - left <= 0.1) continue;
        report.shown++;
        const line = words.filter((w) => w.top <= bar.middle && w.bottom >= bar.middle);
        const before = line.some((w) => w.right <= left + 1);
        const after = line.some((w) => w.left >= right - 1);
        if (!before || !after)
          report.dangling.push(`"${row.textContent!.slice(0, 70)}" (${before ? 'ends' : 'starts'} a line)`);
      }
    }
    return report;
  });

async function check(page: Page, what: string, totals: { shown: number; wrapped: number }) {
  await page.evaluate(() => document.fonts.ready);
  const report = await fieldBars(page);
  expect.soft(report.dangling, what).toEqual([]);
  totals.shown += report.shown;
  totals.wrapped += report.wrapped;
}

test('a field bar stands between two fields of one line, whichever wraps: desktop, print and phone', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const totals = {
    desktop: { shown: 0, wrapped: 0 },
    print: { shown: 0, wrapped: 0 },
    phone: { shown: 0, wrapped: 0 },
  };
  for (const { id } of TEMPLATE_DEFINITIONS) {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.emulateMedia({ media: 'screen' });
    await page.goto(`/v/#${encodeShareLink(longFields(id))}`);
    await expect(page.locator('[data-resume-page]')).toHaveAttribute('data-template', id);
    await check(page, `${id} desktop`, totals.desktop);
    await page.emulateMedia({ media: 'print' });
    await check(page, `${id} print`, totals.print);
    await page.emulateMedia({ media: 'screen' });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect(page.locator('[data-layout="reflow"] [data-resume-page]')).toHaveAttribute('data-template', id);
    await check(page, `${id} phone`, totals.phone);
  }
  // The check saw bars, and rows that wrap, at every width (else it proved nothing). The phone layout gives each
  // field a line of its own (apps/web/src/public-view/public.css), so it shows no bar at all.
  for (const [width, t] of Object.entries(totals)) {
    if (width !== 'phone') expect(t.shown, `${width}: bars shown`).toBeGreaterThan(0);
    expect(t.wrapped, `${width}: rows that wrap`).toBeGreaterThan(0);
  }
});
