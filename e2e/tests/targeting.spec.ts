import AxeBuilder from '@axe-core/playwright';
import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { sampleResume, type Resume } from '@resumey/resume';
import { expect, test } from '../fixtures';
import { createResumeVia, expectSaved, openEditor, serverResume, tab } from './editor-helpers';

/**
 * Issue #40 in the browser: a posting pasted into "Target a job", its terms and score from the PDF the server
 * prints and reads back, a skill moving to "not in the PDF" when its section is hidden, one-click add to skills;
 * tailoring a linked copy, its differences, and a later master change taken into it. Screenshots of the panel at
 * 1440 and 390 px go to SHOTS_DIR (default /tmp/shots-targeting) for review.
 */
const dir = process.env.SHOTS_DIR ?? '/tmp/shots-targeting';

const POSTING = `About us
Parcelwise builds routing software for same-day delivery.

Requirements
- 5+ years of experience with Python and Kubernetes
- Experience with Elixir services
- Strong knowledge of PostgreSQL

Nice to have
- Rust
- Figma`;

function resume(): Resume {
  const r = sampleResume();
  return { ...r, skills: { ...r.skills, tools: [...r.skills.tools, 'Elixir'] } };
}

const targetPanel = (page: Page) => page.getByRole('region', { name: 'Target a job' });
const listOf = (page: Page, heading: RegExp) =>
  targetPanel(page)
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: heading }) });

async function addPosting(page: Page) {
  await page.getByRole('button', { name: 'Target a job' }).click();
  const panel = targetPanel(page);
  await panel.getByLabel('Job title').fill('Senior Backend Engineer');
  await panel.getByLabel('Company').fill('Parcelwise');
  await panel.getByLabel('Job posting').fill(POSTING);
  await panel.getByRole('button', { name: 'Add posting' }).click();
  await expect(panel.getByTestId('target-score')).toHaveText(/^\d+%$/, { timeout: 20_000 });
}

test('paste a posting: its terms and score from the PDF; a hidden skill moves to "not in the PDF"; add to skills', async ({
  signedIn: page,
}) => {
  mkdirSync(dir, { recursive: true });
  await page.setViewportSize({ width: 1440, height: 1000 });
  const id = await createResumeVia(page, resume());
  await openEditor(page, id);
  await addPosting(page);
  const panel = targetPanel(page);

  const found = listOf(page, /^Found in your PDF/);
  await expect(found.locator('[data-term="Python"]')).toBeVisible();
  await expect(found.locator('[data-term="Elixir"]')).toContainText(/skills/i);
  await expect(found.locator('[data-term="5+ years of experience"]')).toBeVisible();
  await expect(panel).toContainText('Score = the weight of the posting’s terms found in your PDF');
  const missing = listOf(page, /^Missing/);
  await expect(missing.locator('[data-term="Rust"]')).toContainText('nice to have');
  // What the posting says about the company is no term.
  await expect(panel.locator('[data-term="Parcelwise"]')).toHaveCount(0);
  const before = Number((await panel.getByTestId('target-score').textContent())!.replace('%', ''));
  await page.screenshot({ path: `${dir}/panel-1440.png` });

  // One click adds a missing tool to the skills (the user's own words are not touched), and the score follows.
  await missing.locator('[data-term="Rust"]').getByRole('button', { name: 'Add to skills' }).click();
  await expect(found.locator('[data-term="Rust"]')).toBeVisible({ timeout: 15_000 });
  await expect
    .poll(async () => Number((await panel.getByTestId('target-score').textContent())!.replace('%', '')))
    .toBeGreaterThan(before);
  await expectSaved(page);
  expect((await serverResume(page, id)).resume.skills.core).toContain('Rust');

  // Hidden from the page, the skills are still in the editor: they move to "not in the PDF", with the reason.
  await page.getByRole('button', { name: 'Hide Skills' }).click();
  const unread = listOf(page, /^In the editor, not in the PDF/);
  await expect(unread.locator('[data-term="Elixir"]')).toContainText('The Skills section is hidden in this resume.', {
    timeout: 15_000,
  });
  await expect(found.locator('[data-term="Elixir"]')).toHaveCount(0);
  await page.screenshot({ path: `${dir}/panel-hidden-1440.png` });

  const axe = await new AxeBuilder({ page }).include('[aria-labelledby="target-title-heading"]').analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(panel).toBeVisible();
  await panel.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${dir}/panel-390.png` });
  await page.screenshot({ path: `${dir}/panel-390-full.png`, fullPage: true });
  await expect(page.getByRole('tablist', { name: 'Resume sections' })).toBeHidden();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  const phoneAxe = await new AxeBuilder({ page }).include('[aria-labelledby="target-title-heading"]').analyze();
  expect(phoneAxe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
});

test('tailor for this job: a linked copy shows its differences and takes a later change of the master', async ({
  signedIn: page,
}) => {
  await page.setViewportSize({ width: 1440, height: 1000 });
  const masterId = await createResumeVia(page, resume());
  await openEditor(page, masterId);
  await addPosting(page);
  await targetPanel(page).getByRole('button', { name: 'Tailor for this job' }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/edit/') && !url.pathname.endsWith(masterId));
  const copyId = page.url().split('/').pop()!;
  await expect(page.getByRole('status').filter({ hasText: 'Tailored copy of' })).toBeVisible();
  expect((await serverResume(page, copyId)).resume.meta.title).toBe('Senior Backend Engineer - Parcelwise');

  // The copy's own edit shows as a difference from the master.
  await tab(page, 'Summary').click();
  await page.getByRole('textbox', { name: 'Summary', exact: true }).fill('Backend engineer for delivery platforms.');
  await expectSaved(page);
  await page.getByRole('button', { name: 'Target a job' }).click();
  const copyBox = page.getByTestId('tailored-copy');
  await expect(copyBox.locator('[data-difference="Summary"]')).toBeVisible();

  // The master changes elsewhere; the copy offers that change, and takes it without losing its own.
  const master = await serverResume(page, masterId);
  const changed = { ...master.resume, profile: { ...master.resume.profile, headline: 'Principal Platform Engineer' } };
  const put = await page.request.put(`/api/resumes/${masterId}`, {
    data: { resume: changed, version: master.version },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(put.status()).toBe(200);
  await page.reload();
  await expect(page.getByText('The master has 1 change to review.')).toBeVisible();
  await page.getByRole('button', { name: 'Review', exact: true }).click();
  const change = page.getByTestId('tailored-copy').locator('[data-change="Profile › Headline"]');
  await expect(change).toContainText('Principal Platform Engineer');
  await change.getByRole('button', { name: 'Take this change' }).click();
  await expect(page.getByTestId('tailored-copy').locator('[data-change]')).toHaveCount(0);
  await expectSaved(page);
  const copy = (await serverResume(page, copyId)).resume;
  expect(copy.profile.headline).toBe('Principal Platform Engineer');
  expect(copy.summary).toBe('Backend engineer for delivery platforms.');
  await page.screenshot({ path: `${dir}/tailored-1440.png` });
});
