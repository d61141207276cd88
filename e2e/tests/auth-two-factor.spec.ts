import { randomInt } from 'node:crypto';
import type { Page } from '@playwright/test';
import { generate } from 'otplib';
import { expect, fillLocalSignIn, test, type TestUser } from '../fixtures';
import { expectNoSeriousA11yIssues } from './auth-a11y';

// Each test enrols, signs out and signs in again through the provider: several page loads on a busy machine.
test.describe.configure({ timeout: 120_000 });
// Each test is one person at an address of their own. Codes are limited per address (TWO_FACTOR_RATE_LIMIT a
// minute), and this file's tests, a dozen codes each, would otherwise share one budget and meet the limit.
test.use({
  extraHTTPHeaders: async ({}, use) => use({ 'x-forwarded-for': `198.18.${randomInt(256)}.${randomInt(1, 255)}` }),
});

/** A code as an authenticator app would show it for the key displayed at enrolment. */
const codeFor = (secret: string) => generate({ secret });
/** The app's next code (30 s on): a code works once, so the one spent at enrolment cannot sign in again. */
const nextCodeFor = (secret: string) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
const wrongCodeFor = async (secret: string) => ((await codeFor(secret)) === '000000' ? '111111' : '000000');

async function openAccountDialog(page: Page, user: TestUser) {
  await page
    .getByRole('button', { name: `Account menu for ${user.name}` })
    .first()
    .click();
  await page.getByRole('menuitem', { name: 'Account & security' }).click();
  const dialog = page.getByRole('dialog', { name: 'Account & security' });
  await expect(dialog).toBeVisible();
  // The menu closes as the dialog opens: while it is still on the page, Escape goes to it, not to the dialog.
  await expect(page.getByRole('menu')).toHaveCount(0);
  return dialog;
}

async function closeAccountDialog(page: Page) {
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Account & security' })).toHaveCount(0);
}

/** Turns the second factor on through the account dialog; returns the key and the backup codes it showed. */
async function enrol(page: Page, user: TestUser, { checkA11y = false } = {}) {
  const dialog = await openAccountDialog(page, user);
  await expect(dialog.getByText('Off', { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Set up two-factor authentication' }).click();
  await expect(dialog.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await dialog.getByTestId('totp-secret').innerText()).replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  if (checkA11y) await expectNoSeriousA11yIssues(page);

  await dialog.getByLabel('6-digit code').fill(await wrongCodeFor(secret));
  await dialog.getByRole('button', { name: 'Verify and turn on' }).click();
  await expect(dialog.getByRole('alert')).toContainText('That code is not correct');
  await dialog.getByLabel('6-digit code').fill(await codeFor(secret));
  await dialog.getByRole('button', { name: 'Verify and turn on' }).click();

  const list = dialog.getByRole('list', { name: 'Backup codes' });
  await expect(list).toBeVisible();
  if (checkA11y) await expectNoSeriousA11yIssues(page);
  const backupCodes = await list.getByRole('listitem').allInnerTexts();
  expect(backupCodes.length).toBeGreaterThanOrEqual(8);
  await dialog.getByRole('button', { name: 'I saved my codes' }).click();
  await expect(dialog.getByText('On', { exact: true })).toBeVisible();
  // Shown once: reopening the dialog does not show them again.
  await closeAccountDialog(page);
  const again = await openAccountDialog(page, user);
  await expect(again.getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible();
  await expect(again.getByRole('list', { name: 'Backup codes' })).toHaveCount(0);
  await closeAccountDialog(page);
  return { secret, backupCodes };
}

async function signOutFromHeader(page: Page) {
  await page.getByRole('button', { name: 'Sign out' }).first().click();
  await page.waitForURL((u) => u.pathname === '/');
}

/**
 * 'Continue with Google' on /auth. The provider remembers who signed in a moment ago in this browser (as Google
 * does), so its form shows only the first time.
 */
async function continueWithProvider(page: Page, user: TestUser) {
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await page.waitForURL((u) => u.pathname !== '/auth');
  if (new URL(page.url()).pathname.startsWith('/oidc/')) await fillLocalSignIn(page, user);
}

/** Signs in through /auth up to the second-factor step. */
async function signInToChallenge(page: Page, user: TestUser) {
  await continueWithProvider(page, user);
  await expect(page.getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible();
  // Not signed in yet: the dashboard is still behind the guard.
  expect(((await (await page.request.get('/api/session')).json()) as { user: unknown }).user).toBeNull();
}

test('enrol with the authenticator app, then signing in asks for the code; a wrong code is refused', async ({
  signedIn: page,
  user,
}) => {
  const { secret } = await enrol(page, user, { checkA11y: true });
  await signOutFromHeader(page);

  await signInToChallenge(page, user);
  const input = page.getByLabel('Authentication code');
  await input.fill(await wrongCodeFor(secret));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert')).toContainText('That code is not correct');
  await expect(page.getByRole('alert')).toContainText('4 tries left');
  await expectNoSeriousA11yIssues(page);
  expect(((await (await page.request.get('/api/session')).json()) as { user: unknown }).user).toBeNull();

  await input.fill(await nextCodeFor(secret));
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.waitForURL((u) => u.pathname === '/dashboard');
  await expect(page.getByRole('button', { name: `Account menu for ${user.name}` }).first()).toBeVisible();
});

test('a backup code signs in once; the factor is removed with a code, after which sign-in asks for none', async ({
  signedIn: page,
  user,
}) => {
  const { secret, backupCodes } = await enrol(page, user);
  await signOutFromHeader(page);

  await signInToChallenge(page, user);
  await page.getByRole('button', { name: 'Use a backup code instead' }).click();
  await page.getByLabel('Backup code').fill(backupCodes[0]!);
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.waitForURL((u) => u.pathname === '/dashboard');

  const dialog = await openAccountDialog(page, user);
  await dialog.getByRole('button', { name: 'Turn off' }).click();
  await dialog.getByLabel('Code or backup code').fill(await wrongCodeFor(secret));
  await dialog.getByRole('button', { name: 'Turn off two-factor authentication' }).click();
  await expect(dialog.getByRole('alert')).toContainText('That code is not correct');
  await expect(dialog.getByText('On', { exact: true })).toBeVisible();
  await dialog.getByLabel('Code or backup code').fill(await nextCodeFor(secret));
  await dialog.getByRole('button', { name: 'Turn off two-factor authentication' }).click();
  await expect(dialog.getByText('Off', { exact: true })).toBeVisible();
  await closeAccountDialog(page);

  await signOutFromHeader(page);
  await continueWithProvider(page, user);
  await page.waitForURL((u) => u.pathname === '/dashboard');
});

test('new backup codes, with a code from the app, replace the old ones', async ({ signedIn: page, user }) => {
  const { secret, backupCodes: old } = await enrol(page, user);
  const dialog = await openAccountDialog(page, user);
  await dialog.getByRole('button', { name: 'New backup codes' }).click();
  await dialog.getByLabel('Code or backup code').fill(await wrongCodeFor(secret));
  await dialog.getByRole('button', { name: 'Get new backup codes' }).click();
  await expect(dialog.getByRole('alert')).toContainText('That code is not correct');
  await dialog.getByLabel('Code or backup code').fill(await nextCodeFor(secret));
  await dialog.getByRole('button', { name: 'Get new backup codes' }).click();

  await expect(dialog.getByText('New backup codes are ready. The old ones no longer work.')).toBeVisible();
  const list = dialog.getByRole('list', { name: 'Backup codes' });
  const fresh = await list.getByRole('listitem').allInnerTexts();
  expect(fresh).toHaveLength(10);
  expect(fresh.filter((c) => old.includes(c))).toEqual([]);
  await expectNoSeriousA11yIssues(page);
  await dialog.getByRole('button', { name: 'I saved my codes' }).click();
  await expect(dialog.getByRole('button', { name: 'New backup codes' })).toBeVisible();
});

test('five wrong codes cancel the pending sign-in', async ({ signedIn: page, user }) => {
  const { secret } = await enrol(page, user);
  await signOutFromHeader(page);
  await signInToChallenge(page, user);
  const wrong = await wrongCodeFor(secret);
  for (let left = 4; left >= 1; left--) {
    await page.getByLabel('Authentication code').fill(wrong);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('alert')).toContainText(`${left} ${left === 1 ? 'try' : 'tries'} left`);
  }
  await page.getByLabel('Authentication code').fill(wrong);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('heading', { name: 'Sign-in cancelled' })).toBeVisible();
  await expect(page.getByText('Too many wrong codes')).toBeVisible();
  await page.getByRole('button', { name: 'Sign in again' }).click();
  await page.waitForURL((u) => u.pathname === '/auth');
  expect(((await (await page.request.get('/api/session')).json()) as { user: unknown }).user).toBeNull();
});

test('the two-factor step can be cancelled', async ({ signedIn: page, user }) => {
  await enrol(page, user);
  await signOutFromHeader(page);
  await signInToChallenge(page, user);
  await page.getByRole('button', { name: 'Cancel sign-in' }).click();
  await page.waitForURL((u) => u.pathname === '/auth');
  const status = await (await page.request.get('/api/auth/second-factor/status')).json();
  expect(status).toEqual({ pending: false });
});
