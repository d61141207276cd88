import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { sampleResume } from '@resumey/resume';
import { expect, test } from '../fixtures';
import { createResumeVia, expectSaved, openEditor, preview, tab } from './editor-helpers';

/**
 * Issue #20 item 2: the Sections control reorders (Move up/down by keyboard, and by drag) and hides sections; the
 * preview and the downloaded PDF follow, in single-column and sidebar templates. The PDF is read with pdftotext.
 */

/** Text of the sample resume that only one section has, to find each section in the PDF's text. */
const MARK = {
  summary: 'Full-stack engineer with 8+ years',
  experience: 'merchant dashboard',
  projects: 'OpenBudget',
  education: 'Georgia Institute of Technology',
  custom: 'HackTX 2015',
  certifications: 'Certified Kubernetes Application Developer',
} as const;

const sectionsCard = (page: Page): Locator => page.getByRole('list', { name: 'Section order' });
const rowOrder = (page: Page) =>
  sectionsCard(page)
    .locator('[data-section-row]')
    .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-section-row')));
const previewOrder = (page: Page) =>
  preview(page)
    .locator('[data-section]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-section')).filter((k, i, all) => k !== all[i - 1]));

async function pdfText(page: Page): Promise<string> {
  await expectSaved(page);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  const file = await download.path();
  return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
}

/** Drags a row by its handle onto another row with the mouse (dnd-kit's pointer sensor, as a user's drag). */
async function drag(page: Page, name: string, ontoName: string) {
  const handle = page.getByRole('button', { name: `Drag ${name}` });
  const target = sectionsCard(page).locator('li', { hasText: ontoName }).first();
  const from = (await handle.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  // Past the 4 px activation distance, then onto the target's upper half in steps, as a hand moves.
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 10, { steps: 3 });
  await page.mouse.move(from.x + from.width / 2, to.y + to.height / 4, { steps: 12 });
  await page.mouse.up();
}

const before = (text: string, a: string, b: string) => {
  expect(text.indexOf(a), `${a} in the PDF`).toBeGreaterThanOrEqual(0);
  expect(text.indexOf(b), `${b} in the PDF`).toBeGreaterThanOrEqual(0);
  expect(text.indexOf(a), `${a} before ${b}`).toBeLessThan(text.indexOf(b));
};

for (const templateId of ['t01-classic', 't03-elegant-sidebar', 't16-corporate']) {
  test(`${templateId}: reorder by keyboard and drag, hide and show; preview and PDF follow`, async ({
    signedIn: page,
  }) => {
    test.setTimeout(120_000);
    const resume = sampleResume();
    resume.meta.templateId = templateId;
    const id = await createResumeVia(page, resume);
    await openEditor(page, id);
    const start = await rowOrder(page);
    expect(start.indexOf('experience')).toBe(start.indexOf('projects') - 1);

    // Keyboard: focus Move Projects up and press Enter; focus stays on the row's buttons for the next press.
    await page.getByRole('button', { name: 'Move Projects up' }).focus();
    await page.keyboard.press('Enter');
    await expect
      .poll(() => rowOrder(page))
      .toEqual(start.map((k) => (k === 'projects' ? 'experience' : k === 'experience' ? 'projects' : k)));
    await expect(page.getByRole('button', { name: /^Move Projects (up|down)$/ }).first()).toBeFocused();

    // Drag: Custom sections onto the first row (Summary) puts it first.
    await drag(page, 'Custom sections', 'Summary');
    await expect.poll(() => rowOrder(page)).toEqual(expect.arrayContaining(['custom']));
    await expect.poll(async () => (await rowOrder(page))[0]).toBe('custom');

    // The preview follows within each column: custom, summary, projects, experience in the main column.
    await expect
      .poll(async () =>
        (await previewOrder(page)).filter((k) => ['custom', 'summary', 'projects', 'experience'].includes(k!)),
      )
      .toEqual(['custom', 'summary', 'projects', 'experience']);

    // Hide Education: gone from the preview, its content still in the editor. (The pointer sensor swallows clicks for
    // 50 ms after a drop, as no hand clicks that fast: a click it ate is made again, as a user would.)
    const hide = page.getByRole('button', { name: 'Hide Education' });
    await expect(async () => {
      if (await hide.isVisible()) await hide.click();
      await expect(page.getByRole('button', { name: 'Show Education' })).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 10_000 });
    await expect(preview(page)).not.toContainText(MARK.education);

    const text = await pdfText(page);
    before(text, MARK.custom, MARK.summary);
    before(text, MARK.summary, MARK.projects);
    before(text, MARK.projects, MARK.experience);
    expect(text).not.toContain(MARK.education);
    expect(text).toContain(MARK.certifications);

    await tab(page, 'Education').click();
    await expect(
      page.getByRole('tabpanel').getByRole('button', { name: /Georgia Institute of Technology/ }),
    ).toBeVisible();
    await tab(page, 'Profile').click();
    await page.getByRole('button', { name: 'Show Education' }).click();
    await expect(preview(page)).toContainText(MARK.education);
    expect(await pdfText(page)).toContain(MARK.education);
  });
}

test('Sections control screenshots at 1440 and 390 px', async ({ signedIn: page }) => {
  const dir = process.env.SHOTS_DIR ?? '/tmp/sections-shots';
  mkdirSync(dir, { recursive: true });
  const resume = sampleResume();
  resume.meta = { ...resume.meta, templateId: 't03-elegant-sidebar', hiddenSections: ['certifications'] };
  const id = await createResumeVia(page, resume);
  await page.setViewportSize({ width: 1440, height: 900 });
  await openEditor(page, id);
  // The phone layout is the same page reflowed (its preview sits behind a Preview button, so no reload).
  for (const [width, height] of [
    [1440, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    const card = page.locator('section', { has: page.getByRole('heading', { name: 'Sections', exact: true }) });
    await card.scrollIntoViewIfNeeded();
    await card.screenshot({ path: `${dir}/sections-${width}.png` });
    await page.screenshot({ path: `${dir}/editor-${width}.png` });
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  }
});
