import { sampleResume } from '@resumey/resume';
import { expect, test } from '../fixtures';
import { apiCreateResume, apiSetUsername, apiShare, freshUsername } from './share-helpers';

/**
 * Issue #16 item 7: a username can be changed once set. Links under the old one follow the stable-link rule of
 * the addresses module (issue #18): the old name stays with this account and its links still open the resume.
 */
test('a set username can be changed from Create Custom URL; old links keep opening the resume', async ({
  signedIn: page,
}) => {
  const before = freshUsername('old');
  const after = freshUsername('new');
  const resume = sampleResume();
  resume.meta.title = 'Renamed Namespace';
  resume.profile.fullName = 'Nora Namechange';
  const created = await apiCreateResume(page, resume);
  await apiSetUsername(page, before);
  await apiShare(page, before, 'my-cv', created.id);

  await page.goto(`/edit/${created.id}`);
  await expect(page.getByRole('tablist', { name: 'Resume sections' })).toBeVisible();
  await page.keyboard.press('ControlOrMeta+Enter');
  await page.getByRole('dialog', { name: 'Share Resume' }).getByRole('button', { name: 'Create Custom URL' }).click();
  const custom = page.getByRole('dialog', { name: 'Create Custom URL' });
  await expect(custom.getByText(before, { exact: true })).toBeVisible();
  await custom.getByRole('button', { name: 'Change username' }).click();
  const userDialog = page.getByRole('dialog', { name: 'Set Your Username' });
  await userDialog.getByRole('textbox', { name: 'Username' }).fill(after);
  await userDialog.getByRole('button', { name: 'Save Username' }).click();
  await expect(userDialog).toHaveCount(0);
  await expect(custom.getByText(after, { exact: true })).toBeVisible();

  const profile = await page.request.get('/api/profile');
  expect((await profile.json()).username).toBe(after);
  for (const name of [after, before]) {
    const res = await page.request.get(`/api/public/u/${name}/my-cv`);
    expect(res.status(), name).toBe(200);
    expect((await res.json()).resume.profile.fullName).toBe('Nora Namechange');
  }
});
