import { encodeShareLink, sampleResume } from '@resumey/resume';
import { expect, test } from '../fixtures';
import { preview, serverResume } from './editor-helpers';

test('a resume carried in the link is imported and the address becomes /edit/{newId}', async ({ signedIn: page }) => {
  const shared = sampleResume();
  shared.profile.fullName = 'Imported Person';
  await page.goto(`/edit#${encodeShareLink(shared)}`);
  await expect(page).toHaveURL(/\/edit\/[\w-]+$/);
  const id = new URL(page.url()).pathname.split('/').pop()!;
  expect(id).not.toBe(shared.id);
  await expect(page.getByLabel('Full Name')).toHaveValue('Imported Person');
  await expect(preview(page).getByText('Imported Person')).toBeVisible();
  const { resume } = await serverResume(page, id);
  expect(resume.profile.fullName).toBe('Imported Person');
  expect(resume.experience.map((x) => x.title)).toEqual(shared.experience.map((x) => x.title));
  // The import replaced the address: going back does not import it a second time.
  await page.goBack();
  await expect(page).not.toHaveURL(/#_1/);
});

test('a link whose data does not decode says so and offers the dashboard', async ({ signedIn: page }) => {
  await page.goto('/edit#_1bm90LWEtcmVzdW1l');
  await expect(page.getByRole('heading', { name: 'Unable to Load Resume' })).toBeVisible();
  await expect(page.getByText('Failed to load resume. The link may be corrupted or invalid.')).toBeVisible();
  await page.getByRole('link', { name: 'Back to Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});
