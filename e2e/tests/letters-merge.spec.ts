import type { Page } from '@playwright/test';
import { blankLetter, sampleResume, type CoverLetter } from '@resumey/resume';
import { expect, test } from '../fixtures';
import { dashboardReady } from './dashboard-helpers';
import { apiCreateResume } from './share-helpers';

const saved = (page: Page) =>
  expect(page.locator('[data-save-state]')).toHaveAttribute('data-save-state', 'saved', { timeout: 10_000 });

/**
 * Issue #41 item 1, "merged like resumes": one letter open in two tabs, each changing a different field. The tab
 * that saves second is refused as stale by the server, merges the other tab's change into its own field by field
 * and saves again: both edits are kept, nobody is asked. The same field changed in both asks the user.
 */
test('a letter edited in two tabs keeps both tabs’ edits without asking', async ({ signedIn: page }) => {
  await dashboardReady(page);
  const resume = sampleResume();
  resume.meta.title = 'Merge Letter CV';
  const created = await apiCreateResume(page, resume);
  const letter: CoverLetter = { ...blankLetter(created, new Date(2026, 10, 28)), subject: 'First subject' };
  const put = await page.request.put(`/api/resumes/${created.id}/letter`, {
    data: { letter },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(put.status()).toBe(201);

  const other = await page.context().newPage();
  for (const tab of [page, other]) {
    await tab.goto(`/edit/${created.id}/letter`);
    await expect(tab.getByLabel('Subject')).toHaveValue('First subject');
  }
  await page.getByLabel('Subject').fill('Subject from the first tab');
  await saved(page);
  await other.getByLabel('Company').fill('Company from the second tab');
  await saved(other);

  const stored = (await (await page.request.get(`/api/resumes/${created.id}/letter`)).json()) as {
    letter: CoverLetter;
  };
  expect(stored.letter.subject).toBe('Subject from the first tab');
  expect(stored.letter.recipient.company).toBe('Company from the second tab');
  // The second tab shows the merged letter, and no conflict was put to anyone.
  await expect(other.getByLabel('Subject')).toHaveValue('Subject from the first tab');
  await expect(other.getByRole('alertdialog')).toHaveCount(0);

  // The same field in both: the second tab asks.
  await page.reload();
  await expect(page.getByLabel('Subject')).toHaveValue('Subject from the first tab');
  await page.getByLabel('Subject').fill('Both changed it: first');
  await saved(page);
  await other.getByLabel('Subject').fill('Both changed it: second');
  await expect(other.getByRole('alertdialog')).toContainText('This cover letter was changed somewhere else');
  await other.close();
});
