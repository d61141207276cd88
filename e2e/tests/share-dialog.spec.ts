import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, signInViaProvider, test, uniqueUser } from '../fixtures';
import { card, dashboardReady } from './dashboard-helpers';
import {
  apiCreateResume,
  apiSetUsername,
  apiShare,
  apiShares,
  expectAccessible,
  freshUsername,
  openShareDialog,
  resumePage,
  resumeTitled,
  signedOutPage,
} from './share-helpers';

const SHOTS = '/tmp/shots-share';

/**
 * Slugs belong to one account across the whole server (/v/{slug}), and a test's retry runs against the same database:
 * each test's slugs and the titles they are made from end in a tag of its own.
 */
const freshTag = () => randomBytes(3).toString('hex');

test.describe('share dialog', () => {
  test('sets a username, creates a custom URL, and counts its views', async ({ signedIn: page, browser }) => {
    const tag = freshTag();
    const title = `Senior Engineer ${tag}`;
    // Another user already owns one name; this user already uses one slug on another resume.
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await signInViaProvider(otherPage, uniqueUser('other'));
    const takenName = freshUsername('taken');
    await apiSetUsername(otherPage, takenName);
    await other.close();

    const resume = await apiCreateResume(page, resumeTitled(title, 'Carla Custom'));
    const dialog = await openShareDialog(page, resume);
    await dialog.getByRole('button', { name: 'Create Custom URL' }).click();

    // Without a username the username dialog opens by itself, over 'Set up your Personal namespace'.
    const userDialog = page.getByRole('dialog', { name: 'Set Your Username' });
    await expect(userDialog).toBeVisible();
    await userDialog.getByRole('button', { name: 'Cancel' }).click();
    const custom = page.getByRole('dialog', { name: 'Create Custom URL' });
    await expect(custom.getByText('Set up your Personal namespace')).toBeVisible();
    await custom.getByRole('button', { name: 'Set Username First' }).click();
    await expect(userDialog).toBeVisible();
    const name = userDialog.getByRole('textbox', { name: 'Username' });
    const save = userDialog.getByRole('button', { name: 'Save Username' });

    await name.pressSequentially('AB_');
    await expect(name).toHaveValue('ab');
    await expect(userDialog.getByText('2/30')).toBeVisible();
    await name.blur();
    await expect(userDialog.getByText('Username must be at least 3 characters')).toBeVisible();
    await expect(save).toBeDisabled();
    await page.screenshot({ path: `${SHOTS}/dialog-username-1440.png` });

    await name.fill(takenName);
    await expect(userDialog.getByText('Username already taken or invalid')).toBeVisible();
    await expect(save).toBeDisabled();

    await name.fill('x'.repeat(40));
    await expect(name).toHaveValue('x'.repeat(30));
    await expect(userDialog.getByText('Username must be less than 30 characters')).toBeVisible();

    const username = freshUsername('carla');
    await name.fill(username);
    await expect(userDialog.getByText('Available')).toBeVisible();
    await save.click();
    await expect(page.getByText('Username set successfully!')).toBeVisible();
    await expect(page.getByText('You can now create custom URLs for your resumes.')).toBeVisible();
    await expect(userDialog).toHaveCount(0);

    // The slug form, prefilled from the title.
    const slug = custom.getByRole('textbox', { name: 'Custom URL' });
    await expect(slug).toHaveValue(`senior-engineer-${tag}`);
    await expect(custom.getByText(`${title.length}/50`)).toBeVisible();
    const saveUrl = custom.getByRole('button', { name: 'Save', exact: true });
    await expect(custom.getByText('Available')).toBeVisible();
    await expect(saveUrl).toBeDisabled(); // terms not accepted yet

    // A slug this user already has is refused 300 ms after typing.
    const otherResume = await apiCreateResume(page, resumeTitled('Other'));
    await apiShare(page, username, `taken-one-${tag}`, otherResume.id);
    await slug.fill(`Taken One ${tag}`);
    await expect(custom.getByText('URL already taken. Choose a different one.')).toBeVisible();
    await custom.getByRole('checkbox', { name: /I agree to share/ }).click();
    await expect(saveUrl).toBeDisabled();

    await slug.fill(`My Resume 2025 ${tag}!`);
    await expect(slug).toHaveValue(`My Resume 2025 ${tag}`);
    await expect(custom.getByText(`/u/${username}/my-resume-2025-${tag}`)).toBeVisible();
    await expect(saveUrl).toBeEnabled();
    await page.screenshot({ path: `${SHOTS}/dialog-custom-url-1440.png` });
    await saveUrl.click();
    await expect(page.getByText('Resume saved!').first()).toBeVisible();
    await expect(
      page.getByText(`Your resume is now accessible at /u/${username}/my-resume-2025-${tag}`).first(),
    ).toBeVisible();
    const open = custom.getByRole('link', { name: 'Open Link' });
    await expect(open).toHaveAttribute('href', new RegExp(`/u/${username}/my-resume-2025-${tag}$`));
    await custom.getByRole('button', { name: 'Done' }).click();

    // Back in the share dialog: the new address with its QR code and 0 views.
    const row = dialog.getByTestId('share-row').filter({ hasText: `/u/${username}/my-resume-2025-${tag}` });
    await expect(row).toContainText('0 views');
    await expect(dialog.getByRole('img', { name: `QR code for /u/${username}/my-resume-2025-${tag}` })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/dialog-share-list-1440.png` });

    const visitor = await signedOutPage(browser);
    await visitor.page.goto(`/u/${username}/my-resume-2025-${tag}`);
    await expect(resumePage(visitor.page)).toContainText('Carla Custom');
    await visitor.close();

    await page.keyboard.press('Escape');
    await page.goto('/dashboard');
    await dashboardReady(page);
    await expect(card(page, title)).toContainText('1 view');
  });

  test('warns at the limit of 4 shared resumes and deletes a share', async ({ signedIn: page }) => {
    const username = freshUsername('limit');
    await apiSetUsername(page, username);
    const resume = await apiCreateResume(page, resumeTitled('Limit Resume'));
    // Slugs are unique across accounts (issue #18): each test makes its own.
    const [one, two, three, four] = ['one', 'two', 'three', 'four'].map((s) => `${s}-${username.slice(-8)}`);
    for (const slug of [one, two, three, four]) await apiShare(page, username, slug, resume.id);

    const dialog = await openShareDialog(page, resume);
    await expect(dialog.getByTestId('share-row')).toHaveCount(4);
    await dialog.getByRole('button', { name: 'Create Custom URL' }).click();
    const custom = page.getByRole('dialog', { name: 'Create Custom URL' });
    await expect(custom.getByText('Shared Resume Limit Reached')).toBeVisible();
    await expect(
      custom.getByText('You can only have up to 4 shared resumes. Please delete one to create a new one.'),
    ).toBeVisible();
    await custom.getByRole('textbox', { name: 'Custom URL' }).fill('five');
    await custom.getByRole('checkbox', { name: /I agree to share/ }).click();
    await expect(custom.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();
    await page.screenshot({ path: `${SHOTS}/dialog-limit-1440.png` });
    await custom.getByRole('button', { name: 'Cancel' }).click();

    await dialog.getByRole('button', { name: `Delete /u/${username}/${two}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(dialog.getByTestId('share-row')).toHaveCount(3);
    expect((await apiShares(page)).map((s) => s.slug).sort()).toEqual([four, one, three].sort());
  });

  test('fits a phone screen', async ({ signedIn: page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    const resume = await apiCreateResume(page, resumeTitled('Phone Resume'));
    await page.goto(`/edit/${resume.id}`);
    await expect(page.getByRole('tablist', { name: 'Resume sections' })).toBeVisible();
    await page.keyboard.press('ControlOrMeta+Enter');
    const dialog = page.getByRole('dialog', { name: 'Share Resume' });
    await expect(dialog.getByText('No custom URLs yet.')).toBeVisible();
    const box = await dialog.boundingBox();
    expect(box!.width).toBeLessThanOrEqual(375);
    await page.screenshot({ path: `${SHOTS}/dialog-share-375.png` });
    await dialog.getByRole('button', { name: 'Create Custom URL' }).click();
    const userDialog = page.getByRole('dialog', { name: 'Set Your Username' });
    await expect(userDialog).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/dialog-username-375.png` });
    await userDialog.getByRole('textbox', { name: 'Username' }).fill(freshUsername('phone'));
    await userDialog.getByRole('button', { name: 'Save Username' }).click();
    const custom = page.getByRole('dialog', { name: 'Create Custom URL' });
    await expect(custom.getByRole('textbox', { name: 'Custom URL' })).toHaveValue('phone-resume');
    const customBox = await custom.boundingBox();
    expect(customBox!.x).toBeGreaterThanOrEqual(0);
    expect(customBox!.x + customBox!.width).toBeLessThanOrEqual(375);
    await page.screenshot({ path: `${SHOTS}/dialog-custom-url-375.png` });
  });

  test('the dialogs pass axe', async ({ signedIn: page }) => {
    // The editor behind the dialogs has its own axe test; these check the dialogs, which axe is slow on.
    test.setTimeout(180_000);
    const username = freshUsername('axe');
    const tag = freshTag();
    const slug = `axe-resume-${tag}`;
    const resume = await apiCreateResume(page, resumeTitled(`Axe Resume ${tag}`));
    const dialog = await openShareDialog(page, resume);
    await expect(dialog.getByText('No custom URLs yet.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Create Custom URL' }).click();
    const userDialog = page.getByRole('dialog', { name: 'Set Your Username' });
    await expect(userDialog).toBeVisible();
    await expectAccessible(page, '[role="dialog"]');
    await userDialog.getByRole('button', { name: 'Cancel' }).click();
    const custom = page.getByRole('dialog', { name: 'Create Custom URL' });
    await expect(custom.getByText('Set up your Personal namespace')).toBeVisible();
    await expectAccessible(page, '[role="dialog"]');
    await custom.getByRole('button', { name: 'Close' }).click();

    await apiSetUsername(page, username);
    await apiShare(page, username, slug, resume.id);
    await page.reload();
    const again = await openShareDialog(page, resume);
    await expect(again.getByRole('img', { name: `QR code for /u/${username}/${slug}` })).toBeVisible();
    await expectAccessible(page, '[role="dialog"]');
    await again.getByRole('button', { name: 'Create Custom URL' }).click();
    // Prefilled with this resume's own slug: saving would refresh it, not make a second one.
    await expect(
      page.getByRole('dialog', { name: 'Create Custom URL' }).getByText('This resume already uses this URL'),
    ).toBeVisible();
    await expectAccessible(page, '[role="dialog"]');
  });

  test('says Failed to save, or Shared resume limit reached, when the server refuses', async ({ signedIn: page }) => {
    const username = freshUsername('refused');
    const tag = freshTag();
    await apiSetUsername(page, username);
    const resume = await apiCreateResume(page, resumeTitled(`Refused Resume ${tag}`));
    const other = await apiCreateResume(page, resumeTitled('Other Resume'));
    const [one, two, three, four] = ['one', 'two', 'three', 'four'].map((s) => `${s}-${username.slice(-8)}`);
    for (const slug of [one, two, three]) await apiShare(page, username, slug, other.id);

    const dialog = await openShareDialog(page, resume);
    await expect(dialog.getByTestId('share-row')).toHaveCount(3);
    await dialog.getByRole('button', { name: 'Create Custom URL' }).click();
    const custom = page.getByRole('dialog', { name: 'Create Custom URL' });
    await expect(custom.getByText('Available')).toBeVisible();
    await custom.getByRole('checkbox', { name: /I agree to share/ }).click();

    // Meanwhile the fourth share is made elsewhere (another tab): the server refuses this one.
    await apiShare(page, username, four, other.id);
    await custom.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Shared resume limit reached', { exact: true })).toBeVisible();
    await expect(
      page.getByText('You can only have up to 4 shared resumes. Please delete one to create a new one.').first(),
    ).toBeVisible();
    // The dialog now knows: the warning shows and Save stays off.
    await expect(custom.getByText('Shared Resume Limit Reached')).toBeVisible();
    await expect(custom.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();

    // With room again, but the username changed in another tab: the server refuses, the dialog catches up.
    await page.request.delete(`/api/shares/${await shareId(page, four)}`, {
      headers: { origin: new URL(page.url()).origin },
    });
    await custom.getByRole('button', { name: 'Cancel' }).click();
    await dialog.getByRole('button', { name: 'Create Custom URL' }).click();
    await expect(custom.getByText('Available')).toBeVisible();
    await custom.getByRole('checkbox', { name: /I agree to share/ }).click();
    const renamed = freshUsername('renamed');
    await apiSetUsername(page, renamed);
    await custom.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Failed to save', { exact: true })).toBeVisible();
    await expect(page.getByText('Please try again.')).toBeVisible();
    await expect(custom.getByText(`/u/${renamed}/`, { exact: true })).toBeVisible();
    await custom.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(custom.getByRole('link', { name: 'Open Link' })).toHaveAttribute(
      'href',
      new RegExp(`/u/${renamed}/refused-resume-${tag}$`),
    );
  });
});

async function shareId(page: Page, slug: string): Promise<string> {
  const res = await page.request.get('/api/shares');
  const { shares } = (await res.json()) as { shares: { id: string; slug: string }[] };
  return shares.find((s) => s.slug === slug)!.id;
}
