import type { Page } from '@playwright/test';
import { sampleResume, type LetterRecord } from '@resumey/resume';
import { expect, test } from '../fixtures';
import { dashboardReady } from './dashboard-helpers';
import { apiCreateResume } from './share-helpers';

const SHOTS = '/tmp/previews-shots';
const origin = (page: Page) => ({ origin: new URL(page.url()).origin });

/**
 * Issue #41 item 1, a cover letter per job target: from a posting in "Target a job", the user opens that job's own
 * letter, starts it from the posting (company and role filled in), writes it beside its live preview; it is saved
 * as the target's letter, apart from the resume's own, which is still not written.
 */
test('a job target has a cover letter of its own, started from its posting', async ({ signedIn: page }) => {
  await dashboardReady(page);
  const resume = sampleResume();
  resume.meta.title = 'Target Letter CV';
  const created = await apiCreateResume(page, resume);
  const target = await page.request.post(`/api/resumes/${created.id}/targets`, {
    data: { title: 'Platform Engineer', company: 'Parcelwise', posting: 'Requirements: Go, Kafka and PostgreSQL' },
    headers: origin(page),
  });
  expect(target.status()).toBe(201);
  const targetId = ((await target.json()) as { id: string }).id;

  await page.goto(`/edit/${created.id}`);
  await page.getByRole('button', { name: 'Target a job' }).click();
  await page.getByRole('link', { name: 'Cover letter for this job' }).click();
  await expect(page).toHaveURL(new RegExp(`/edit/${created.id}/letter\\?target=${targetId}$`));
  await expect(page.getByRole('heading', { name: 'Cover letter for Platform Engineer' })).toBeVisible();
  // Only this job's posting to start from.
  await expect(page.getByRole('button', { name: /^Start from / })).toHaveCount(1);
  await page.getByRole('button', { name: 'Start from Platform Engineer' }).click();
  await expect(page.getByLabel('Company')).toHaveValue('Parcelwise');
  await expect(page.getByLabel('Subject')).toHaveValue('Platform Engineer');
  await page.getByRole('textbox', { name: 'Paragraph 1', exact: true }).fill('I ran Kafka at scale for five years.');
  await expect(page.locator('[data-letter-body]')).toContainText('I ran Kafka at scale for five years.');
  await expect(page.locator('[data-save-state]')).toHaveAttribute('data-save-state', 'saved', { timeout: 10_000 });
  await page.screenshot({ path: `${SHOTS}/letter-target-1440.png` });

  const saved = await page.request.get(`/api/resumes/${created.id}/targets/${targetId}/letter`);
  expect(saved.status()).toBe(200);
  expect(((await saved.json()) as LetterRecord).letter.paragraphs).toEqual(['I ran Kafka at scale for five years.']);
  // The resume's own letter is another one, not written yet.
  expect((await page.request.get(`/api/resumes/${created.id}/letter`)).status()).toBe(404);
  await page.goto(`/edit/${created.id}/letter`);
  await expect(page.getByText('This resume has no cover letter yet.')).toBeVisible();

  // Reopened, the job's letter is there.
  await page.goto(`/edit/${created.id}/letter?target=${targetId}`);
  await expect(page.getByRole('textbox', { name: 'Paragraph 1', exact: true })).toHaveValue(
    'I ran Kafka at scale for five years.',
  );
});
