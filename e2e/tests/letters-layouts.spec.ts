import { sampleResume, TEMPLATE_IDS } from '@resumey/resume';
import { expect, test } from '../fixtures';
import { dashboardReady } from './dashboard-helpers';
import { apiCreateResume, apiUpdateResume, resumePage } from './share-helpers';

const SHOTS = '/tmp/previews-shots';

/**
 * Issue #41 item 2: each of the 22 templates draws the letter with its own header, at desktop width. Each layout's
 * preview is saved as an image to look at, and checked to hold the letter once, its name and no resume section.
 */
test('the letter in each of the 22 templates, at desktop width', async ({ signedIn: page }) => {
  test.setTimeout(240_000);
  await dashboardReady(page);
  const resume = await apiCreateResume(page, { ...sampleResume(), meta: { ...sampleResume().meta, title: 'Layouts' } });
  const letter = {
    recipient: { name: 'Ada Byron', title: 'CTO', company: 'Analytical Ltd', address: '1 Engine Row\nLondon' },
    date: '2026-11-28',
    subject: 'Application for Staff Engineer',
    greeting: 'Dear Ada,',
    paragraphs: [
      'I build **reliable** data systems and *care* about the people who use them.',
      'I would welcome a conversation.',
    ],
    closing: 'Sincerely,',
    signature: resume.profile.fullName,
  };
  const put = await page.request.put(`/api/resumes/${resume.id}/letter`, {
    data: { letter },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(put.status()).toBe(201);
  await page.setViewportSize({ width: 1440, height: 1000 });
  expect(TEMPLATE_IDS).toHaveLength(22);
  for (const templateId of TEMPLATE_IDS) {
    await apiUpdateResume(page, { ...resume, meta: { ...resume.meta, templateId } });
    await page.goto(`/edit/${resume.id}/letter`);
    const sheet = resumePage(page);
    await expect(sheet).toHaveAttribute('data-template', templateId);
    await expect(sheet.locator('[data-letter-body]')).toHaveCount(1);
    await expect(sheet).toContainText(resume.profile.fullName);
    await expect(sheet.locator('[data-section]')).toHaveCount(0);
    await page.locator('[data-letter-preview]').screenshot({ path: `${SHOTS}/letter-${templateId}.png` });
  }
});
