import { createResume, MESSAGES, sampleResume } from '@resumey/resume';
import { expect, test } from '../fixtures';
import { card, cardAction, dashboardReady, origin, serverList } from './dashboard-helpers';
import { apiCreateResume, apiSetUsername, apiShare, apiShares, expectAccessible, freshUsername } from './share-helpers';

const SHOTS = '/tmp/previews-shots';

/**
 * Issue #42 item 2: deleting a resume moves it to the trash for 30 days. Its shared link answers 410 at once; the
 * dashboard lists it with the days left; Restore brings it back (into a free slot only, else the limit dialog), on
 * every tab; Delete forever asks first.
 */
test('delete moves a resume to the trash; restore brings it back on every tab; delete forever asks first', async ({
  signedIn: page,
  context,
}) => {
  await dashboardReady(page);
  const username = freshUsername('trash');
  const resume = sampleResume();
  resume.meta.title = 'Trash Me';
  resume.profile.fullName = 'Tess Trash';
  const created = await apiCreateResume(page, resume);
  await apiSetUsername(page, username);
  await apiShare(page, username, 'trash-me', created.id);
  const before = (await serverList(page)).find((r) => r.resume.id === created.id)!;
  await page.reload();
  await expect(card(page, 'Trash Me')).toBeVisible();
  const other = await context.newPage();
  await other.goto('/dashboard');
  await expect(card(other, 'Trash Me')).toBeVisible();

  await cardAction(page, 'Trash Me', 'Delete');
  const confirm = page.getByRole('alertdialog');
  await expect(confirm.getByRole('heading', { name: 'Delete Resume' })).toBeVisible();
  await expect(confirm).toContainText(
    'Are you sure you want to delete this resume? You can restore it from the trash for 30 days.',
  );
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(card(page, 'Trash Me')).toHaveCount(0);
  // Gone from the other tab as before (the local copy tells it), and its link is withdrawn at once.
  await expect(card(other, 'Trash Me')).toHaveCount(0);
  await expect(other.getByTestId('trash-item').filter({ hasText: 'Trash Me' })).toBeVisible();
  const link = await page.request.get(`/api/public/u/${username}/trash-me`);
  expect(link.status()).toBe(410);
  expect(await apiShares(page)).toEqual([]);

  const trash = page.getByTestId('trash');
  await expect(trash.getByRole('heading', { name: 'Trash' })).toBeVisible();
  const item = trash.getByTestId('trash-item').filter({ hasText: 'Trash Me' });
  await expect(item.getByTestId('trash-days-left')).toHaveText('30 days left');
  await expectAccessible(page, '[data-testid="trash"]');
  await page.setViewportSize({ width: 1440, height: 900 });
  await trash.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/dashboard-trash-1440.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await trash.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/dashboard-trash-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });

  await item.getByRole('button', { name: 'Restore Trash Me' }).click();
  await expect(card(page, 'Trash Me')).toBeVisible();
  await expect(trash).toHaveCount(0);
  await expect(card(other, 'Trash Me')).toBeVisible();
  await expect(other.getByTestId('trash')).toHaveCount(0);
  const restored = (await serverList(page)).find((r) => r.resume.id === created.id)!;
  expect(restored.resume).toEqual(before.resume);
  expect(restored.shares).toEqual([]);
  expect((await page.request.get(`/api/public/u/${username}/trash-me`)).status()).toBe(410);

  // Full again: the trashed resume waits for a free slot, and Restore says why with the limit dialog.
  await cardAction(page, 'Trash Me', 'Delete');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(card(page, 'Trash Me')).toHaveCount(0);
  while ((await serverList(page)).length < 4) {
    await apiCreateResume(page, createResume({ meta: { title: 'Filler' } }));
  }
  await page.reload();
  await item.getByRole('button', { name: 'Restore Trash Me' }).click();
  const limit = page.getByRole('dialog');
  await expect(limit.getByRole('heading', { name: MESSAGES.resumeLimitTitle })).toBeVisible();
  await limit.getByRole('button', { name: 'Cancel' }).click();
  await expect(item).toBeVisible();

  await item.getByRole('button', { name: 'Delete Trash Me forever' }).click();
  const forever = page.getByRole('alertdialog');
  await expect(forever.getByRole('heading', { name: 'Delete Forever' })).toBeVisible();
  await expect(forever).toContainText('This action cannot be undone.');
  await forever.getByRole('button', { name: 'Delete forever' }).click();
  await expect(trash).toHaveCount(0);
  const left = await page.request.get('/api/resumes/trash', { headers: origin(page) });
  expect(((await left.json()) as { resumes: unknown[] }).resumes).toEqual([]);
  expect((await page.request.get(`/api/public/u/${username}/trash-me`)).status()).toBe(410);
});
