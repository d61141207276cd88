import { sampleResume } from '@resumey/resume';
import { expect, signInViaProvider, test } from '../fixtures';
import { openAccountDialog } from './account-helpers';
import { expectNoSeriousA11yIssues } from './auth-a11y';
import { createResumeVia } from './editor-helpers';

/**
 * Issue #42 item 4: deleting the account from the account dialog. It says what goes and asks first; Cancel keeps
 * everything; confirmed, the person is signed out and nothing of theirs is left: signing in again starts an empty
 * account.
 */
test('the account is deleted only when confirmed, and signs the person out', async ({ signedIn: page, user }, info) => {
  test.setTimeout(120_000);
  await createResumeVia(page, sampleResume());

  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width > 800 ? 900 : 844 });
    const dialog = await openAccountDialog(page, user);
    const section = dialog.getByRole('region', { name: 'Delete account' });
    await section.scrollIntoViewIfNeeded();
    await expect(section).toContainText('never given to anyone else');
    await section.getByRole('button', { name: 'Delete account…' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete your account?' });
    await expect(confirm).toContainText('signed out on every device');
    await expectNoSeriousA11yIssues(page);
    await page.screenshot({ path: info.outputPath(`delete-account-${width}.png`) });
    // Cancel keeps everything.
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }
  const resumesNow = async () =>
    ((await (await page.request.get('/api/resumes')).json()) as { resumes: { resume: { id: string } }[] }).resumes;
  const userNow = async () => ((await (await page.request.get('/api/me')).json()) as { user: { id: string } }).user;
  const oldIds = (await resumesNow()).map((r) => r.resume.id);
  expect(oldIds.length).toBeGreaterThan(0);
  const oldUser = await userNow();

  const dialog = await openAccountDialog(page, user);
  await dialog.getByRole('button', { name: 'Delete account…' }).click();
  await page
    .getByRole('alertdialog', { name: 'Delete your account?' })
    .getByRole('button', { name: 'Delete my account' })
    .click();
  await expect(page.getByText('Your account has been deleted.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect((await page.request.get('/api/me')).status()).toBe(401);

  // The same person signing in again (at the identity provider too) gets a new account: none of the old resumes,
  // only the sample every new account starts with, once the dashboard has made it.
  await page.context().clearCookies();
  await signInViaProvider(page, user);
  await expect(page.getByText('1/4 resumes')).toBeVisible();
  expect((await userNow()).id).not.toBe(oldUser.id);
  const again = (await resumesNow()).map((r) => r.resume.id);
  expect(again).toHaveLength(1);
  expect(oldIds).not.toContain(again[0]);
});
