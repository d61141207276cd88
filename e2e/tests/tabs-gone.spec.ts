import type { Page } from '@playwright/test';
import { createResume, MESSAGES } from '@resumey/resume';
import { expect, test } from '../fixtures';
import { card, cardAction, dashboardReady, serverList } from './dashboard-helpers';
import { createResumeVia, openEditor } from './editor-helpers';

/**
 * Issue #15: several tabs of one browser share one local copy. A resume deleted in one tab must leave the others at
 * once (before, they showed it until their next list load and wrote it back into the shared copy), and a resume that
 * exists only on this device must reach the server once, however many tabs load it at the same moment.
 */

/** The ids of the resumes in the signed-in user's local copy. */
const storedIds = (page: Page) =>
  page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('resumey-data-'));
    const copy = JSON.parse((key && localStorage.getItem(key)) || '{"entries":[]}') as {
      entries: { resume: { id: string } }[];
    };
    return copy.entries.map((e) => e.resume.id);
  });

/** The tab writes its local copy now, as it does when hidden or closed. */
const writeNow = (page: Page) => page.evaluate(() => window.dispatchEvent(new Event('pagehide')));

test('a resume deleted in one tab leaves the other tabs at once and is not written back', async ({
  signedIn: dashboard,
  context,
}) => {
  await dashboardReady(dashboard);
  const id = await createResumeVia(dashboard, createResume({ meta: { title: 'Goes away' } }));

  const editor = await context.newPage();
  await openEditor(editor, id);
  const other = await context.newPage();
  await other.goto('/dashboard');
  await expect(card(other, 'Goes away')).toBeVisible();

  await dashboard.reload();
  await cardAction(dashboard, 'Goes away', 'Delete');
  await dashboard.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(card(dashboard, 'Goes away')).toHaveCount(0);

  // No reload and no list load in the other tabs: the local copy tells them.
  await expect(editor.getByRole('heading', { name: MESSAGES.resumeNotFoundTitle })).toBeVisible();
  await expect(card(other, 'Goes away')).toHaveCount(0);
  await expect(card(other, 'Sample Resume')).toBeVisible();

  // Each tab writes its copy: none brings the deleted resume back onto the device.
  for (const page of [editor, other, dashboard]) await writeNow(page);
  expect(await storedIds(dashboard)).not.toContain(id);
  expect((await serverList(dashboard)).map((r) => r.resume.id)).not.toContain(id);
  // A tab opened afterwards does not show it either.
  const later = await context.newPage();
  await later.goto('/dashboard');
  await expect(card(later, 'Sample Resume')).toBeVisible();
  await expect(card(later, 'Goes away')).toHaveCount(0);
});

test('a resume only this device has, met by two tabs loading at once, reaches the server once', async ({
  signedIn: first,
  context,
}) => {
  await dashboardReady(first);
  await expect(card(first, 'Sample Resume')).toBeVisible();
  await writeNow(first);
  // A resume that never reached the server (made during an outage): version 0 in the local copy.
  const deviceOnly = createResume({ meta: { title: 'Only on this device' } });
  await first.evaluate((resume) => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('resumey-data-'))!;
    const copy = JSON.parse(localStorage.getItem(key)!) as { entries: unknown[] };
    copy.entries.push({ resume, version: 0, shares: [], dirty: true, localOnly: true });
    localStorage.setItem(key, JSON.stringify(copy));
  }, deviceOnly);
  await first.close();

  const [a, b] = [await context.newPage(), await context.newPage()];
  await Promise.all([a.goto('/dashboard'), b.goto('/dashboard')]);
  for (const page of [a, b]) {
    await expect(card(page, 'Only on this device')).toHaveCount(1);
    await expect(card(page, 'Sample Resume')).toHaveCount(1);
  }
  await expect
    .poll(async () => (await serverList(a)).filter((r) => r.resume.meta.title === 'Only on this device').length)
    .toBe(1);
  // Both tabs settled on the created resume (the server's id), not on the device's copy.
  const created = (await serverList(a)).find((r) => r.resume.meta.title === 'Only on this device')!;
  for (const page of [a, b]) {
    await writeNow(page);
    expect(await storedIds(page)).toContain(created.resume.id);
    expect(await storedIds(page)).not.toContain(deviceOnly.id);
  }
  expect((await serverList(a)).filter((r) => r.resume.meta.title === 'Only on this device')).toHaveLength(1);
});
