import type { Locator, Page, TestInfo } from '@playwright/test';
import { expect, test, type TestUser } from '../fixtures';
import { openAccountDialog } from './account-helpers';
import { expectNoSeriousA11yIssues } from './auth-a11y';

// Issue #43: personal API keys in the account dialog: created with a name, permissions and an expiry, shown once,
// listed with their permissions and dates, used by a script, and revoked.

test.describe.configure({ timeout: 120_000 });

/** A script's request: the key in Authorization, no cookies, no Origin (Node's fetch, not the browser's). */
const asScript = (page: Page, key: string, path: string) =>
  fetch(new URL(path, page.url()), { headers: { authorization: `Bearer ${key}` } });

/** Screenshots of the dialog's section at 1440 and 390 px wide, for the eye (test-results, not the repository). */
async function shoot(
  page: Page,
  user: TestUser,
  info: TestInfo,
  name: string,
  open: (dialog: Locator) => Promise<void>,
) {
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width > 800 ? 900 : 844 });
    const dialog = await openAccountDialog(page, user);
    await open(dialog);
    await dialog.getByRole('heading', { name: 'API keys' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: info.outputPath(`${name}-${width}.png`) });
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }
}

test('a key is created, shown once, listed, used by a script and revoked from the account dialog', async ({
  signedIn: page,
  user,
}, info) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  let dialog = await openAccountDialog(page, user);
  const section = dialog.getByRole('region', { name: 'API keys' });
  await expect(section.getByText('You have no API keys yet.')).toBeVisible();
  await section.getByRole('button', { name: 'Create API key' }).click();

  const form = section.getByRole('form', { name: 'Create API key' });
  await expect(form.getByRole('button', { name: 'Create key' })).toBeDisabled();
  await form.getByLabel('Name').fill('My assistant');
  await expect(form.getByRole('checkbox', { name: 'Read resumes' })).toBeChecked();
  await form.getByRole('checkbox', { name: 'Write resumes' }).check();
  await form.getByLabel('Expires').selectOption({ label: '30 days' });
  await expectNoSeriousA11yIssues(page);
  await form.getByRole('button', { name: 'Create key' }).click();

  // Shown once, with a warning and Copy.
  await expect(section.getByText('API key created: My assistant')).toBeVisible();
  await expect(section.getByText('It will not be shown again.', { exact: false })).toBeVisible();
  const key = await section.getByLabel('Your new API key').inputValue();
  expect(key).toMatch(/^rsm_[A-Za-z0-9_-]{43}$/);
  await expectNoSeriousA11yIssues(page);
  await page.screenshot({ path: info.outputPath('created-1440.png') });

  // A script uses it: it reads the account's resumes, as the browser sees them, and cannot manage keys.
  type Resumes = { resumes: { resume: { id: string } }[] };
  const read = await asScript(page, key, '/api/resumes');
  expect(read.status).toBe(200);
  const seen = (await page.request.get('/api/resumes').then((r) => r.json())) as Resumes;
  const ids = (list: Resumes) => list.resumes.map((r) => r.resume.id);
  expect(ids((await read.json()) as Resumes)).toEqual(ids(seen));
  expect((await asScript(page, key, '/api/account/api-keys')).status).toBe(403);

  await section.getByRole('button', { name: 'Done' }).click();
  await expect(section.getByLabel('Your new API key')).toHaveCount(0);
  await page.keyboard.press('Escape');

  // Listed, never shown again: its name, first characters, permissions and dates.
  dialog = await openAccountDialog(page, user);
  const item = dialog
    .getByRole('list', { name: 'API keys' })
    .getByRole('listitem')
    .filter({ hasText: 'My assistant' })
    .filter({ has: page.getByRole('button') });
  await expect(item).toBeVisible();
  await expect(item.getByText(`${key.slice(0, 10)}…`)).toBeVisible();
  await expect(item.getByText('Read resumes')).toBeVisible();
  await expect(item.getByText('Write resumes')).toBeVisible();
  await expect(item.getByText('Manage shares')).toHaveCount(0);
  await expect(item.getByText('Last used just now')).toBeVisible();
  await expect(item.getByText(/^Expires /)).toBeVisible();
  expect(await page.content()).not.toContain(key);
  await expectNoSeriousA11yIssues(page);
  await page.keyboard.press('Escape');

  await shoot(page, user, info, 'listed', async () => {});
  await shoot(page, user, info, 'create-form', async (d) => {
    await d.getByRole('button', { name: 'Create API key' }).click();
    await d.getByLabel('Name').fill('Second key');
  });

  // On a phone: another key, shown once.
  await page.setViewportSize({ width: 390, height: 844 });
  dialog = await openAccountDialog(page, user);
  await dialog.getByRole('button', { name: 'Create API key' }).click();
  await dialog.getByLabel('Name').fill('Phone shortcut');
  await dialog.getByRole('checkbox', { name: 'Manage shares' }).check();
  await dialog.getByRole('button', { name: 'Create key' }).click();
  await expect(dialog.getByLabel('Your new API key')).toHaveValue(/^rsm_/);
  await dialog.getByRole('heading', { name: 'API keys' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: info.outputPath('created-390.png') });
  await expectNoSeriousA11yIssues(page);
  await dialog.getByRole('button', { name: 'Done' }).click();

  // Revoked: gone from the list, and the script is refused on its next request.
  await dialog.getByRole('button', { name: 'Revoke My assistant' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Revoke this API key?' });
  await expect(confirm).toContainText('Programs using “My assistant” will stop working at once.');
  await page.screenshot({ path: info.outputPath('revoke-390.png') });
  await confirm.getByRole('button', { name: 'Revoke key' }).click();
  await expect(page.getByText('API key revoked')).toBeVisible();
  const keys = dialog
    .getByRole('list', { name: 'API keys' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: /^Revoke / }) });
  await expect(keys).toHaveCount(1);
  await expect(keys).toContainText('Phone shortcut');
  const refused = await asScript(page, key, '/api/resumes');
  expect(refused.status).toBe(401);
  expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('invalid_api_key');
});
