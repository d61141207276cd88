import type { Page } from '@playwright/test';
import { MESSAGES } from '@resumey/resume';
import { expect, signInViaProvider, test } from '../fixtures';
import { card, cardAction, dashboardReady, serverTitles } from './dashboard-helpers';

const API = '**/api/resumes**';

async function rename(page: Page, from: string, to: string) {
  await cardAction(page, from, 'Rename');
  await page.getByLabel('Resume Name').fill(to);
  await page.getByLabel('Resume Name').press('Enter');
  await expect(page.getByRole('dialog', { name: 'Rename Resume' })).toBeHidden();
}

/** What the page keeps in local storage for its user's resumes. */
const localCopy = (page: Page) =>
  page.evaluate(() =>
    Object.keys(localStorage)
      .filter((k) => k.startsWith('resumey-data-'))
      .map((k) => localStorage.getItem(k))
      .join('\n'),
  );

test.describe('dashboard sync', () => {
  test('edits made while the API is unreachable survive a reload and reach the server when it is back', async ({
    signedIn: page,
  }) => {
    await dashboardReady(page);
    await expect(card(page, 'Sample Resume')).toBeVisible();

    await page.route(API, (route) => route.abort('connectionrefused'));
    await rename(page, 'Sample Resume', 'Written Offline');
    await expect(card(page, 'Written Offline')).toBeVisible();
    await expect(card(page, 'Written Offline').getByText('Saved on this device, will sync')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: MESSAGES.highLoadSync })).toBeVisible();
    // Local storage has it within a second of the change.
    await expect.poll(() => localCopy(page), { timeout: 3000 }).toContain('Written Offline');
    // page.request is not routed: the server still has the old copy.
    expect(await serverTitles(page)).toEqual(['Sample Resume']);

    // Reload while the API is still away: after three failed loads the local copy is shown, still unsynced.
    await page.reload();
    await expect(card(page, 'Written Offline')).toBeVisible({ timeout: 20_000 });
    await expect(card(page, 'Written Offline').getByText('Saved on this device, will sync')).toBeVisible();
    await expect(page.getByText(MESSAGES.highLoadSync)).toBeVisible();
    expect(await serverTitles(page)).toEqual(['Sample Resume']);

    // The API answers again: the change reaches the server without any action of the user.
    await page.unroute(API);
    await expect.poll(() => serverTitles(page), { timeout: 30_000 }).toEqual(['Written Offline']);
    await expect(page.getByText(MESSAGES.highLoadSync)).toBeHidden();
    await expect(card(page, 'Written Offline').getByText('Saved on this device, will sync')).toHaveCount(0);
    await page.reload();
    await expect(card(page, 'Written Offline')).toBeVisible();
  });

  test('with nothing stored locally, three failed loads show the high-load screen', async ({ signedIn: page }) => {
    await dashboardReady(page);
    await page.evaluate(() => localStorage.clear());
    await page.route(API, (route) => route.abort('connectionrefused'));
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Service Temporarily Unavailable' })).toBeVisible({
      timeout: 20_000,
    });
    await page.unroute(API);
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByRole('heading', { name: 'Your Resumes' })).toBeVisible({ timeout: 20_000 });
  });

  test('two browsers saving the same resume: the later save is refused and the user chooses, nothing is lost silently', async ({
    browser,
    signedIn: pageA,
    user,
  }) => {
    await dashboardReady(pageA);
    const contextB = await browser.newContext();
    const pageB = await contextB.newPage();
    try {
      await signInViaProvider(pageB, user);
      await expect(card(pageB, 'Sample Resume')).toBeVisible();

      await rename(pageA, 'Sample Resume', 'Saved by A');
      await expect.poll(() => serverTitles(pageA)).toEqual(['Saved by A']);

      // B still works on the version it loaded: its save is refused and both copies are kept.
      await rename(pageB, 'Sample Resume', 'Saved by B');
      await expect(pageB.getByText('This resume was changed somewhere else')).toBeVisible();
      await expect(card(pageB, 'Saved by B').getByRole('button', { name: 'Changed elsewhere' })).toBeVisible();
      expect(await serverTitles(pageA)).toEqual(['Saved by A']);

      // The conflict survives a reload of B (its copy is in local storage).
      await pageB.reload();
      await expect(card(pageB, 'Saved by B').getByRole('button', { name: 'Changed elsewhere' })).toBeVisible({
        timeout: 15_000,
      });

      await card(pageB, 'Saved by B').getByRole('button', { name: 'Changed elsewhere' }).click();
      const choice = pageB.getByRole('alertdialog', { name: 'This resume was changed somewhere else' });
      await expect(choice).toContainText('Saved by B');
      await expect(choice).toContainText('Saved by A');
      await choice.getByRole('button', { name: 'Keep my version' }).click();
      await expect(choice).toBeHidden();
      await expect.poll(() => serverTitles(pageA)).toEqual(['Saved by B']);
      await pageA.reload();
      await expect(card(pageA, 'Saved by B')).toBeVisible();

      // Now A is current and B is not: this time B takes the other version.
      await rename(pageA, 'Saved by B', 'A again');
      await rename(pageB, 'Saved by B', 'B again');
      await card(pageB, 'B again').getByRole('button', { name: 'Changed elsewhere' }).click();
      await pageB.getByRole('button', { name: 'Load the other version' }).click();
      await expect(card(pageB, 'A again')).toBeVisible();
      await expect(card(pageB, 'A again').getByRole('button', { name: 'Changed elsewhere' })).toHaveCount(0);
      expect(await serverTitles(pageA)).toEqual(['A again']);
    } finally {
      await contextB.close();
    }
  });

  test('an offline edit of a resume changed elsewhere meanwhile becomes a conflict when the server is back', async ({
    browser,
    signedIn: pageA,
    user,
  }) => {
    await dashboardReady(pageA);
    const contextB = await browser.newContext();
    const pageB = await contextB.newPage();
    try {
      await signInViaProvider(pageB, user);
      await expect(card(pageB, 'Sample Resume')).toBeVisible();
      await pageB.route(API, (route) => route.abort('connectionrefused'));
      await rename(pageB, 'Sample Resume', 'Offline in B');
      await expect(card(pageB, 'Offline in B').getByText('Saved on this device, will sync')).toBeVisible();

      await rename(pageA, 'Sample Resume', 'Online in A');
      await expect.poll(() => serverTitles(pageA)).toEqual(['Online in A']);

      await pageB.unroute(API);
      await expect(card(pageB, 'Offline in B').getByRole('button', { name: 'Changed elsewhere' })).toBeVisible({
        timeout: 30_000,
      });
      expect(await serverTitles(pageA)).toEqual(['Online in A']);
      // Nothing waits for the server any more: the choice waits for the user.
      await expect(pageB.getByText(MESSAGES.highLoadSync)).toBeHidden();
    } finally {
      await contextB.close();
    }
  });
});
