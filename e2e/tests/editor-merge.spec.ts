import type { Browser, Page } from '@playwright/test';
import { expect, signInViaProvider, test, type TestUser } from '../fixtures';
import { editorWith, expectSaved, openEditor, preview, serverResume } from './editor-helpers';

/**
 * Issue #21: two browsers (two devices) edit one resume. Changes to different fields are merged field by field,
 * silently; only a field both changed asks the user, showing both values.
 */

const headline = (page: Page) => page.getByLabel('Headline');
const location = (page: Page) => page.getByLabel('Location');
const conflictDialog = (page: Page) =>
  page.getByRole('alertdialog', { name: 'This resume was changed somewhere else' });

async function writeSummary(page: Page, text: string) {
  await page.getByRole('tab', { name: /^Summary/ }).click();
  await page.getByRole('textbox', { name: 'Summary', exact: true }).fill(text);
}

/** A second browser signed in as the same user, with the editor open on the resume. */
async function secondDevice(browser: Browser, user: TestUser, id: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInViaProvider(page, user);
  await openEditor(page, id);
  return { context, page };
}

const save = async (page: Page) => {
  await page.keyboard.press('ControlOrMeta+s');
  await expectSaved(page);
};

test('edits to different fields in two browsers both reach the server and both editors, with no dialog', async ({
  signedIn: pageA,
  user,
  browser,
}) => {
  const id = await editorWith(pageA);
  const { context, page: pageB } = await secondDevice(browser, user, id);
  try {
    await headline(pageA).fill('Headline from A');
    await save(pageA);

    // B still edits the version it opened: its save meets A's newer one and is merged, not refused.
    await writeSummary(pageB, 'Summary written in browser B, merged with the other edit.');
    await save(pageB);
    await expect(conflictDialog(pageB)).toHaveCount(0);
    const server = (await serverResume(pageA, id)).resume;
    expect(server.profile.headline).toBe('Headline from A');
    expect(server.summary).toBe('Summary written in browser B, merged with the other edit.');

    // B's editor shows the merged copy at once.
    await expect(preview(pageB).getByText('Headline from A', { exact: true })).toBeVisible();
    await pageB.getByRole('tab', { name: /^Profile/ }).click();
    await expect(headline(pageB)).toHaveValue('Headline from A');

    // A, still on the version before B's save, edits a third field: its save merges B's summary in too.
    await location(pageA).fill('Porto');
    await save(pageA);
    await expect(conflictDialog(pageA)).toHaveCount(0);
    await expect(preview(pageA).getByText('Summary written in browser B')).toBeVisible();
    await expect(headline(pageA)).toHaveValue('Headline from A');
    const final = (await serverResume(pageA, id)).resume;
    expect([final.profile.headline, final.profile.location, final.summary]).toEqual([
      'Headline from A',
      'Porto',
      'Summary written in browser B, merged with the other edit.',
    ]);
  } finally {
    await context.close();
  }
});

test('the same field edited in two browsers asks, showing both values; the choice and every other edit are saved', async ({
  signedIn: pageA,
  user,
  browser,
}) => {
  const id = await editorWith(pageA);
  const { context, page: pageB } = await secondDevice(browser, user, id);
  try {
    await headline(pageA).fill('Headline typed in A');
    await location(pageA).fill('Lisbon, Portugal');
    await save(pageA);

    await headline(pageB).fill('Headline typed in B');
    await writeSummary(pageB, 'Summary only B wrote, which no one else touched at all.');
    await pageB.keyboard.press('ControlOrMeta+s');
    const dialog = conflictDialog(pageB);
    await expect(dialog).toBeVisible();
    // Only the field both changed is listed, with both values.
    const fields = dialog.getByRole('list', { name: 'Changed in both versions' });
    await expect(fields.getByRole('listitem')).toHaveCount(1);
    await expect(fields).toContainText('Profile › Headline');
    await expect(fields).toContainText('Headline typed in B');
    await expect(fields).toContainText('Headline typed in A');
    expect((await serverResume(pageA, id)).resume.profile.headline).toBe('Headline typed in A');

    await dialog.getByRole('button', { name: 'Keep my version' }).click();
    await expect(dialog).toHaveCount(0);
    await expectSaved(pageB);
    const server = (await serverResume(pageA, id)).resume;
    expect(server.profile.headline).toBe('Headline typed in B');
    expect(server.summary).toBe('Summary only B wrote, which no one else touched at all.');
    // A's edit of another field survived the choice.
    expect(server.profile.location).toBe('Lisbon, Portugal');
    await pageB.getByRole('tab', { name: /^Profile/ }).click();
    await expect(location(pageB)).toHaveValue('Lisbon, Portugal');
    await expect(headline(pageB)).toHaveValue('Headline typed in B');
  } finally {
    await context.close();
  }
});

test('an open editor picks up a save made elsewhere within 30 s, and its undo no longer takes it back out', async ({
  signedIn: pageA,
  user,
  browser,
}) => {
  await pageA.clock.install();
  const id = await editorWith(pageA);
  const { context, page: pageB } = await secondDevice(browser, user, id);
  try {
    await headline(pageA).fill('Headline from A');
    await save(pageA);
    await expect(pageA.getByRole('button', { name: 'Undo' })).toBeEnabled();

    await writeSummary(pageB, 'Summary saved in B while A only looks at the page.');
    await save(pageB);

    // A does nothing: within 30 s its editor shows B's save. The clock jumps (firing the 30 s check once) rather than
    // running through every timer: running on past the check's request would also fire that request's 10 s timeout
    // and abort it whenever the check fell early in the window.
    await pageA.clock.fastForward(30_500);
    await expect(preview(pageA).getByText('Summary saved in B while A only looks at the page.')).toBeVisible();
    await expect(headline(pageA)).toHaveValue('Headline from A');
    await expectSaved(pageA);
    await expect(pageA.getByRole('button', { name: 'Undo' })).toBeDisabled();
  } finally {
    await context.close();
  }
});

test('an edit made offline and kept through a reload merges with a save of another field once back online', async ({
  signedIn: pageA,
  user,
  browser,
}) => {
  const id = await editorWith(pageA);
  const { context, page: pageB } = await secondDevice(browser, user, id);
  try {
    await pageB.route('**/api/resumes**', (route) => route.abort('connectionrefused'));
    await writeSummary(pageB, 'Summary written offline in B, kept on the device.');
    await pageB.keyboard.press('ControlOrMeta+s');
    await expect(pageB.locator('[data-save-state]')).toHaveAttribute('data-save-state', 'offline');
    await expect
      .poll(() => pageB.evaluate(() => Object.values(localStorage).join('\n')))
      .toContain('Summary written offline in B');

    await headline(pageA).fill('Headline saved online in A');
    await save(pageA);

    // B reloads while still offline (the editor opens from the device's copy), then the server is back.
    await pageB.reload();
    await expect(preview(pageB).getByText('Summary written offline in B')).toBeVisible({ timeout: 30_000 });
    await pageB.unroute('**/api/resumes**');
    await expect
      .poll(
        async () => {
          const { resume } = await serverResume(pageA, id);
          return [resume.profile.headline, resume.summary];
        },
        { timeout: 45_000 },
      )
      .toEqual(['Headline saved online in A', 'Summary written offline in B, kept on the device.']);
    await expect(headline(pageB)).toHaveValue('Headline saved online in A');
    await expect(conflictDialog(pageB)).toHaveCount(0);
    await expect(pageB.getByRole('button', { name: 'Changed elsewhere' })).toHaveCount(0);
  } finally {
    await context.close();
  }
});

test('two tabs of one browser: edits to different fields merge the same way', async ({ signedIn: tab1 }) => {
  const id = await editorWith(tab1);
  const tab2 = await tab1.context().newPage();
  await openEditor(tab2, id);
  await headline(tab1).fill('Headline from the first tab');
  await save(tab1);
  await writeSummary(tab2, 'Summary from the second tab, on the version it opened.');
  await save(tab2);
  await expect(conflictDialog(tab2)).toHaveCount(0);
  const { resume } = await serverResume(tab1, id);
  expect([resume.profile.headline, resume.summary]).toEqual([
    'Headline from the first tab',
    'Summary from the second tab, on the version it opened.',
  ]);
  await expect(preview(tab2).getByText('Headline from the first tab', { exact: true })).toBeVisible();
  await tab2.close();
});
