import type { Page } from '@playwright/test';
import { encodeShareLink, newId, sampleResume, type Resume } from '@resumey/resume';
import { TEMPLATE_DEFINITIONS } from '@resumey/templates/registry';
import { expect, test } from '../fixtures';

/**
 * Issue #21 item 3: long unbroken URLs and words stay inside their column and page in every template, on
 * screen (the public view, the editor's preview draws the same sheet) and in print (the PDF's layout).
 */
// Each longer than any column of any template is wide, and within the schema's limits for every field it is put in.
const LONG_URL = `https://example.com/${'averyveryverylongpathsegment'.repeat(3)}/index.html`;
const LONG_WORD = 'Pneumonoultramicroscopicsilicovolcanoconiosis'.repeat(2);

function longContent(templateId: string): Resume {
  const r = sampleResume();
  r.meta = { ...r.meta, templateId };
  r.profile = { ...r.profile, website: LONG_URL, headline: `Engineer ${LONG_WORD}` };
  r.summary = `Summary with ${LONG_WORD} in it and a link ${LONG_URL}.`;
  r.certifications = [...r.certifications, `Certificate at ${LONG_URL}`];
  r.experience[0]!.company = `Company${LONG_WORD}`;
  r.experience[0]!.bullets = [`Shipped ${LONG_URL} and ${LONG_WORD}.`, ...r.experience[0]!.bullets];
  r.projects[0]!.url = LONG_URL;
  r.skills.core = [...r.skills.core, LONG_WORD];
  r.custom = [...r.custom, { id: newId(), label: 'Links', bullets: [LONG_URL] }];
  return r;
}

/**
 * Text that runs out of the box it sits in: for every text node of the sheet, its line boxes against the
 * element holding it and every block around it up to the sheet (1 px of rounding allowed).
 */
const overflows = (page: Page) =>
  page.evaluate(() => {
    const sheet = document.querySelector<HTMLElement>('[data-resume-page]')!;
    const out: string[] = [];
    const walker = document.createTreeWalker(sheet, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      if (!text.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const lines = Array.from(range.getClientRects());
      for (let el = node.parentElement; el && sheet.contains(el); el = el.parentElement) {
        const style = getComputedStyle(el);
        if (style.display.startsWith('inline') && el !== node.parentElement) continue;
        const box = el.getBoundingClientRect();
        const out_ = lines.find((l) => l.width > 0 && (l.right > box.right + 1 || l.left < box.left - 1));
        if (out_) {
          out.push(
            `"${text.slice(0, 40)}" runs ${Math.round(out_.right - box.right)} px out of <${el.tagName.toLowerCase()} class="${el.className.toString().slice(0, 60)}">`,
          );
          break;
        }
        if (el === sheet) break;
      }
    }
    return out;
  });

test.describe('long URLs and words wrap inside their column', () => {
  test.use({ viewport: { width: 1440, height: 900 } });
  for (const template of TEMPLATE_DEFINITIONS) {
    test(`${template.id}: on screen and in print`, async ({ page }) => {
      await page.goto(`/v/#${encodeShareLink(longContent(template.id))}`);
      const sheet = page.locator('[data-resume-page]');
      await expect(sheet).toContainText(LONG_WORD);
      await page.evaluate(() => document.fonts.ready);
      expect(await overflows(page), 'screen').toEqual([]);
      await page.emulateMedia({ media: 'print' });
      await page.evaluate(() => document.fonts.ready);
      expect(await overflows(page), 'print').toEqual([]);
    });
  }
});
