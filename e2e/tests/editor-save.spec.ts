import type { Page } from '@playwright/test';
import { expect, signInViaProvider, test } from '../fixtures';
import {
  createResumeVia,
  editorWith,
  expectSaved,
  openEditor,
  preview,
  saveState,
  serverResume,
} from './editor-helpers';

const headline = (page: Page) => page.getByLabel('Headline');
const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

/**
 * Runs the page's paused clock on until `check` passes. The indicator holds 'Syncing...' for 500 ms of the page's
 * clock from when the save's response reaches the page, which may be after the server has the change: one fixed
 * step taken before the response lands would leave that wait on a clock that no longer moves.
 */
async function runClockUntil(page: Page, check: () => Promise<void>) {
  await expect(async () => {
    await page.clock.runFor(200);
    await check();
  }).toPass({ timeout: 10_000 });
}

/** Opens a new resume with the page's timers under test control (autosave never fires on its own). */
async function pausedEditor(page: Page) {
  await page.clock.install();
  const id = await editorWith(page);
  await page.clock.pauseAt(Date.now() + 5_000);
  return id;
}

test('autosave: 2 s after the last change, then a reload shows the edit', async ({ signedIn: page }) => {
  const id = await pausedEditor(page);
  await headline(page).fill('Autosaved headline');
  await expect(saveState(page)).toHaveAttribute('data-save-state', 'unsaved');
  await expect(saveState(page)).toHaveText('Unsaved changes');
  await page.clock.runFor(1900);
  expect((await serverResume(page, id)).resume.profile.headline).toBe('');
  await page.clock.runFor(200);
  await expect.poll(async () => (await serverResume(page, id)).resume.profile.headline).toBe('Autosaved headline');
  await expect(saveState(page)).toHaveText('Syncing...');
  await runClockUntil(page, () => expect(toast(page, 'Auto-saved')).toBeVisible({ timeout: 250 }));
  await expect(saveState(page)).toHaveText(/^Synced at /);
  await page.clock.resume();
  await page.reload();
  await expect(headline(page)).toHaveValue('Autosaved headline');
  await expect(preview(page).getByText('Autosaved headline')).toBeVisible();
});

test('Ctrl+S and Save Now save at once with the Saved! toast; Save Now shows only while unsaved', async ({
  signedIn: page,
}) => {
  const id = await pausedEditor(page);
  const saveNow = page.getByRole('button', { name: 'Save Now' });
  await expect(saveNow).toHaveCount(0);
  await headline(page).fill('Saved by keyboard');
  await page.keyboard.press('ControlOrMeta+s');
  await expect.poll(async () => (await serverResume(page, id)).resume.profile.headline).toBe('Saved by keyboard');
  await runClockUntil(page, () => expect(toast(page, 'Saved!')).toBeVisible({ timeout: 250 }));
  await expect(saveState(page)).toHaveAttribute('data-save-state', 'saved');

  await headline(page).fill('Saved by button');
  await expect(saveNow).toBeVisible();
  await saveNow.click();
  await expect.poll(async () => (await serverResume(page, id)).resume.profile.headline).toBe('Saved by button');
  await runClockUntil(page, () =>
    expect(saveState(page)).toHaveAttribute('data-save-state', 'saved', { timeout: 250 }),
  );
  await expect(saveNow).toHaveCount(0);
});

test('leaving with unsaved changes asks first: Stay, Leave, Save and leave', async ({ signedIn: page }) => {
  const id = await pausedEditor(page);
  await headline(page).fill('Not saved yet');
  const dialog = page.getByRole('alertdialog', { name: 'Unsaved changes' });

  await page.getByRole('link', { name: 'Back to Dashboard' }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Stay' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/edit/${id}$`));
  await expect(headline(page)).toHaveValue('Not saved yet');

  await page.getByRole('link', { name: 'Home' }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Leave', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);

  // Back in the editor (the edit kept on this device), then Save and leave. The page's clock runs while the editor
  // mounts again, as a visitor's always does: React and the store may wait on a timer there (a Suspense boundary's
  // reveal is throttled on one), and a clock frozen through that wait once left the editor unshown on a loaded
  // CI machine. The autosave timer is only armed by an edit, and the next edit comes after the clock is paused again.
  await page.clock.resume();
  await page.goBack();
  await expect(headline(page)).toHaveValue('Not saved yet');
  await page.clock.pauseAt(Date.now() + 60_000);
  await headline(page).fill('Saved on the way out');
  await page.getByRole('link', { name: 'Back to Dashboard' }).click();
  await expect(dialog).toBeVisible();
  await page.clock.resume();
  await dialog.getByRole('button', { name: 'Save and leave' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  expect((await serverResume(page, id)).resume.profile.headline).toBe('Saved on the way out');

  // Without unsaved changes nothing is asked.
  await openEditor(page, id);
  await page.getByRole('link', { name: 'Back to Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('closing the tab with unsaved changes shows the before-unload warning', async ({ signedIn: page }) => {
  await pausedEditor(page);
  // A real click first: browsers only warn on pages the user has interacted with.
  await headline(page).click();
  await headline(page).fill('Unsaved');
  const dialog = page.waitForEvent('dialog');
  void page.close({ runBeforeUnload: true });
  const shown = await dialog;
  expect(shown.type()).toBe('beforeunload');
  // Leave anyway: the page closes.
  await shown.accept();
  await expect.poll(() => page.isClosed()).toBe(true);
});

test('a stale save from another browser gets the conflict choice; neither copy is dropped silently', async ({
  signedIn: page,
  user,
  browser,
}) => {
  const id = await createResumeVia(page);
  await openEditor(page, id);

  const other = await browser.newContext();
  const page2 = await other.newPage();
  await signInViaProvider(page2, user);
  await openEditor(page2, id);
  await headline(page2).fill('Written in the other browser');
  await page2.keyboard.press('ControlOrMeta+s');
  await expectSaved(page2);

  await headline(page).fill('Written here');
  await page.keyboard.press('ControlOrMeta+s');
  const conflict = page.getByRole('alertdialog', { name: 'This resume was changed somewhere else' });
  await expect(conflict).toBeVisible();
  await expect(saveState(page)).toHaveAttribute('data-save-state', 'conflict');
  // Escape does not make the choice.
  await page.keyboard.press('Escape');
  await expect(conflict).toBeVisible();
  await conflict.getByRole('button', { name: 'Keep my version' }).click();
  await expect(conflict).toHaveCount(0);
  await expectSaved(page);
  expect((await serverResume(page, id)).resume.profile.headline).toBe('Written here');

  // The other browser is now behind: its next save conflicts, and it takes the server's copy.
  await headline(page2).fill('Second try over there');
  await page2.keyboard.press('ControlOrMeta+s');
  const conflict2 = page2.getByRole('alertdialog', { name: 'This resume was changed somewhere else' });
  await conflict2.getByRole('button', { name: 'Load the other version' }).click();
  await expect(headline(page2)).toHaveValue('Written here');
  await expect(preview(page2).getByText('Written here')).toBeVisible();
  expect((await serverResume(page, id)).resume.profile.headline).toBe('Written here');
  await other.close();
});

test('typing 200 characters fast loses none, with an autosave in the middle', async ({ signedIn: page }) => {
  const id = await editorWith(page);
  await page.getByRole('tab', { name: /^Summary/ }).click();
  const summary = page.getByRole('textbox', { name: 'Summary', exact: true });
  const text = 'The quick brown fox jumps over the lazy dog; 0123456789! '.repeat(4).slice(0, 200);
  // A local save answers in milliseconds; hold the first one on the wire so the rest of the
  // text is typed while it is really in flight.
  let releaseSave!: () => void;
  const saveHeld = new Promise<void>((resolve) => (releaseSave = resolve));
  await page.route(`**/api/resumes/${id}`, async (route) => {
    if (route.request().method() === 'PUT') await saveHeld;
    await route.continue();
  });
  await summary.click();
  await page.keyboard.type(text.slice(0, 100));
  // The autosave starts 2 s later; the rest is typed while it runs.
  await page.locator('[data-save-state="saving"]').waitFor();
  await page.keyboard.type(text.slice(100));
  releaseSave();
  await expect(summary).toHaveValue(text);
  await expect.poll(async () => (await serverResume(page, id)).resume.summary, { timeout: 15_000 }).toBe(text);
  await expectSaved(page);
  await expect(summary).toHaveValue(text);
  await expect(preview(page).getByText('The quick brown fox').first()).toBeVisible();
});

test('undo and redo over the editing history (Ctrl+Z, Shift+Ctrl+Z and the header buttons)', async ({
  signedIn: page,
}) => {
  await editorWith(page);
  const name = page.getByLabel('Full Name');
  await name.fill('Ada Lovelace');
  await headline(page).fill('Analyst');
  await page.keyboard.press('ControlOrMeta+z');
  await expect(headline(page)).toHaveValue('');
  await page.keyboard.press('ControlOrMeta+z');
  await expect(name).toHaveValue('Test Person');
  await expect(preview(page).getByText('Test Person')).toBeVisible();
  await page.keyboard.press('ControlOrMeta+Shift+z');
  await expect(name).toHaveValue('Ada Lovelace');
  await page.getByRole('button', { name: 'Redo' }).click();
  await expect(headline(page)).toHaveValue('Analyst');
  await expect(page.getByRole('button', { name: 'Redo' })).toBeDisabled();
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(headline(page)).toHaveValue('');
});

test('Ctrl+Enter and the Share button open the share dialog', async ({ signedIn: page }) => {
  await editorWith(page);
  await page.keyboard.press('ControlOrMeta+Enter');
  const dialog = page.getByRole('dialog', { name: 'Share Resume' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await page.getByRole('button', { name: 'Share' }).click();
  await expect(dialog).toBeVisible();
});

test('an unknown resume id shows Resume not found with a way back', async ({ signedIn: page }) => {
  await page.goto('/edit/no-such-resume');
  await expect(page.getByRole('heading', { name: 'Resume not found' })).toBeVisible();
  await expect(page.getByText("The resume you're looking for doesn't exist or has been deleted.")).toBeVisible();
  await page.getByRole('link', { name: 'Back to Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('/edit opens the current or most recent resume', async ({ signedIn: page }) => {
  await createResumeVia(page);
  await page.goto('/edit');
  await expect(page).toHaveURL(/\/edit\/[\w-]+$/);
  await expect(page.getByRole('tablist', { name: 'Resume sections' })).toBeVisible();
});
