import type { Page } from '@playwright/test';
import { expect, hasDatabaseAccess, signInViaProvider, test, uniqueUser, withDatabase } from '../fixtures';
import { createResumeVia, expectSaved, openEditor, saveState } from './editor-helpers';

/**
 * Issue 15 item 2: no edit is lost when the browser goes offline, when the page reloads in the middle of a save,
 * or when the session ends on the server while edits wait on this device. Each case ends by reading the
 * DATABASE (the server's copy), not only the page.
 */

const headline = (page: Page) => page.getByLabel('Headline');
const conflictDialog = (page: Page) => page.getByRole('alertdialog');

/** The headline the database holds for a resume. */
const storedHeadline = (id: string) =>
  withDatabase(async (db) => {
    const { rows } = await db.query(`select data->'profile'->>'headline' as headline from resumes where id = $1`, [id]);
    return rows[0]?.headline as string | undefined;
  });

/** Everything the page keeps in local storage for resumes (all users' keys). */
const localCopy = (page: Page) =>
  page.evaluate(() =>
    Object.keys(localStorage)
      .filter((k) => k.startsWith('resumey-data'))
      .map((k) => localStorage.getItem(k))
      .join('\n'),
  );

async function editorSavedOnce(page: Page) {
  const id = await createResumeVia(page);
  await openEditor(page, id);
  await headline(page).fill('Saved before the trouble');
  await page.keyboard.press('ControlOrMeta+s');
  await expectSaved(page);
  return id;
}

test.describe('sync through outages (issue 15)', () => {
  test.skip(!hasDatabaseAccess(), 'reads the database: needs TEST_DATABASE_URL (PostgreSQL)');

  test('the browser offline for 60 s while editing: every edit reaches the database once online, without a click', async ({
    signedIn: page,
  }) => {
    // The page's own clock, from the editor's first script on: the outage's 60 s pass in page time, not real time.
    await page.clock.install();
    const id = await editorSavedOnce(page);
    // Once back online the first save is held on the wire until the page has said "Syncing...".
    let releaseSave: () => void = () => {};
    const saveHeld = new Promise<void>((resolve) => (releaseSave = resolve));
    let holding = false;
    await page.route(`**/api/resumes/${id}`, async (route) => {
      if (!holding || route.request().method() !== 'PUT') return route.fallback();
      await saveHeld;
      await route.fallback();
    });
    // The sync's tries that meet no network.
    let failedTries = 0;
    page.on('requestfailed', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) failedTries++;
    });

    await page.context().setOffline(true);
    const edits = ['Offline edit one', 'Offline edit two', 'Offline edit three, the last'];
    for (const edit of edits) {
      await headline(page).fill(edit);
      // Autosave meets no network: the edit is kept on this device and the header says so.
      await expect(saveState(page)).toHaveAttribute('data-save-state', 'offline', { timeout: 20_000 });
      await expect(saveState(page)).toHaveText('Saved on this device, will sync');
      await expect.poll(() => localCopy(page)).toContain(edit);
    }
    // The outage lasts the whole 60 s the issue names, a second of page time at a time, so each of the background
    // sync's backed-off tries (3, 6, 12, then every 15 s) fires and fails in turn, as it would in real time.
    const triesBefore = failedTries;
    for (let second = 0; second < 60; second++) await page.clock.runFor(1000);
    await expect.poll(() => failedTries - triesBefore).toBeGreaterThanOrEqual(3);
    await expect(saveState(page)).toHaveAttribute('data-save-state', 'offline');
    await expect(saveState(page)).toHaveText('Saved on this device, will sync');
    expect(await storedHeadline(id)).toBe('Saved before the trouble');

    holding = true;
    await page.context().setOffline(false);
    // Nobody clicks: the sync starts by itself and says so while the save is on its way.
    await expect(saveState(page)).toHaveAttribute('data-save-state', 'saving', { timeout: 20_000 });
    await expect(saveState(page)).toHaveText('Syncing...');
    releaseSave();
    await expect(saveState(page)).toHaveAttribute('data-save-state', 'saved', { timeout: 20_000 });
    await expect(saveState(page)).toHaveText(/^Synced/);
    await expect.poll(() => storedHeadline(id)).toBe('Offline edit three, the last');
    await expect(conflictDialog(page)).toHaveCount(0);
  });

  test('a reload while a save is on the wire: the database ends with the last edit, no conflict dialog', async ({
    signedIn: page,
  }) => {
    const id = await editorSavedOnce(page);
    // The save reaches the server and is stored, but the page reloads before its answer arrives.
    let held = 0;
    let reachedServer: () => void = () => {};
    const stored = new Promise<void>((resolve) => (reachedServer = resolve));
    await page.route(`**/api/resumes/${id}`, async (route) => {
      if (route.request().method() !== 'PUT' || held > 0) return route.fallback();
      held++;
      await route.fetch().catch(() => undefined);
      reachedServer();
      // The answer never comes back to this page: it reloads meanwhile.
    });
    await headline(page).fill('On the wire during the reload');
    await page.keyboard.press('ControlOrMeta+s');
    await expect(saveState(page)).toHaveAttribute('data-save-state', 'saving');
    await stored;
    await expect.poll(() => storedHeadline(id)).toBe('On the wire during the reload');
    await page.reload();

    await expect(headline(page)).toHaveValue('On the wire during the reload');
    await expect(saveState(page)).not.toHaveAttribute('data-save-state', 'conflict');
    await headline(page).fill('Typed after the reload');
    await page.keyboard.press('ControlOrMeta+s');
    await expectSaved(page);
    await expect(conflictDialog(page)).toHaveCount(0);
    await expect.poll(() => storedHeadline(id)).toBe('Typed after the reload');
  });

  test('a reload while a save never got through: the device copy is sent after the reload, no conflict dialog', async ({
    signedIn: page,
  }) => {
    const id = await editorSavedOnce(page);
    let reloading = false;
    await page.route(`**/api/resumes/${id}`, async (route) => {
      if (route.request().method() !== 'PUT' || reloading) return route.fallback();
      reloading = true;
      // Held until the reload cancels it: the server never sees this request.
    });
    await headline(page).fill('Lost on the wire by the reload');
    await page.keyboard.press('ControlOrMeta+s');
    await expect(saveState(page)).toHaveAttribute('data-save-state', 'saving');
    await expect.poll(() => localCopy(page)).toContain('Lost on the wire by the reload');
    await page.reload();

    await expect(headline(page)).toHaveValue('Lost on the wire by the reload');
    await expect.poll(() => storedHeadline(id), { timeout: 30_000 }).toBe('Lost on the wire by the reload');
    await expectSaved(page);
    await expect(conflictDialog(page)).toHaveCount(0);
  });

  test('the session ends on the server with edits waiting: signed out, edits kept, synced for the same account only', async ({
    browser,
    signedIn: page,
    user,
  }) => {
    test.setTimeout(120_000);
    const id = await editorSavedOnce(page);
    // The API is unreachable for a moment: the edit waits on this device.
    await page.route(`**/api/resumes/${id}`, (route) =>
      route.request().method() === 'PUT' ? route.abort('connectionrefused') : route.fallback(),
    );
    await headline(page).fill('Waiting when the session ended');
    await expect(saveState(page)).toHaveAttribute('data-save-state', 'offline', { timeout: 20_000 });
    await expect.poll(() => localCopy(page)).toContain('Waiting when the session ended');

    // Another window with the same cookie signs out: the server forgets this session.
    const other = await browser.newContext({ storageState: { cookies: await page.context().cookies(), origins: [] } });
    const otherPage = await other.newPage();
    await otherPage.goto('/api/health');
    const out = await otherPage.request.post('/api/auth/sign-out', {
      headers: { origin: new URL(otherPage.url()).origin },
      data: {},
    });
    expect(out.ok(), await out.text()).toBeTruthy();
    await other.close();

    // The next save gets a definite 401: the user is signed out, the edit stays on this device.
    await page.unroute(`**/api/resumes/${id}`);
    await expect(page).not.toHaveURL(new RegExp(`/edit/${id}$`), { timeout: 30_000 });
    expect(await storedHeadline(id)).toBe('Saved before the trouble');
    expect(await localCopy(page)).toContain('Waiting when the session ended');

    // Another account on this device never sees it. (Cookies cleared: the local provider, like Google, would
    // otherwise remember who signed in last; local storage stays.)
    await page.context().clearCookies();
    await signInViaProvider(page, uniqueUser('other'));
    await expect(page.getByRole('heading', { name: 'Your Resumes' })).toBeVisible();
    await page.goto(`/edit/${id}`);
    await expect(page.getByText('Waiting when the session ended')).toHaveCount(0);
    await expect(page.getByLabel('Headline')).toHaveCount(0);
    expect(await storedHeadline(id)).toBe('Saved before the trouble');
    await page.context().clearCookies();

    // The same account signs in again: the waiting edit reaches the database without a click.
    await signInViaProvider(page, user);
    await expect.poll(() => storedHeadline(id), { timeout: 30_000 }).toBe('Waiting when the session ended');
    await openEditor(page, id);
    await expect(headline(page)).toHaveValue('Waiting when the session ended');
    await expect(conflictDialog(page)).toHaveCount(0);
  });
});
