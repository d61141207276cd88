import { randomBytes } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { sampleResume, type Resume } from '@resumey/resume';
import { expect, test } from '../fixtures';
import {
  apiCreateResume,
  apiSetUsername,
  apiShare,
  expectAccessible,
  freshUsername,
  resumePage,
} from './share-helpers';

const SHOTS = '/tmp/shots-share-access';
const DAY = 24 * 60 * 60 * 1000;

function resumeOf(fullName: string): Resume {
  const r = sampleResume();
  r.meta.title = `${fullName} CV`;
  r.profile.fullName = fullName;
  return r;
}

const origin = (page: Page) => ({ origin: new URL(page.url()).origin });

/** A share of a fresh resume at /u/{username}/{slug} (slugs are unique across users: /v/{slug}); its path and id. */
async function sharedResume(page: Page, fullName: string) {
  const username = freshUsername('access');
  await apiSetUsername(page, username);
  const resume = await apiCreateResume(page, resumeOf(fullName));
  const slug = `cv-${username}`;
  await apiShare(page, username, slug, resume.id);
  const list = await (await page.request.get('/api/shares')).json();
  const share = (list.shares as { id: string; slug: string }[]).find((s) => s.slug === slug)!;
  return { path: `/u/${username}/${slug}`, shareId: share.id, resume };
}

async function apiUpdateShare(page: Page, shareId: string, data: Record<string, unknown>) {
  const res = await page.request.patch(`/api/shares/${shareId}`, { data, headers: origin(page) });
  expect(res.status(), await res.text()).toBe(200);
}

/** A recruiter with no session, from an address of their own (password attempts are limited per address). */
async function visitor(browser: Browser, width = 1440, javaScriptEnabled = true) {
  const ip = `198.18.${randomBytes(1)[0]}.${(randomBytes(1)[0]! % 250) + 1}`;
  const context = await browser.newContext({
    javaScriptEnabled,
    viewport: { width, height: width > 500 ? 900 : 844 },
    extraHTTPHeaders: { 'x-forwarded-for': ip },
  });
  return { page: await context.newPage(), close: () => context.close() };
}

async function setClock(page: Page, offsetMs: number) {
  const res = await page.request.put('/api/test/clock', { data: { offsetMs }, headers: origin(page) });
  expect(res.status()).toBe(204);
}

test.describe('share access', () => {
  test('the owner unpublishes, republishes, opts in to search, sets a password and an expiry in the share dialog', async ({
    signedIn: page,
    browser,
  }) => {
    const { path, resume } = await sharedResume(page, 'Olive Owner');
    await page.goto(`/edit/${resume.id}`);
    await expect(page.locator('[data-preview] [data-resume-page]')).toBeVisible();
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Share Resume' });
    await dialog.getByRole('button', { name: `Settings of ${path}` }).click();
    const settings = dialog.getByTestId('share-settings');
    await expect(settings).toBeVisible();
    const reader = await visitor(browser);

    // Unpublish: the address says so (410) and stays; republish: the resume again.
    await settings.getByRole('checkbox', { name: /^Published/ }).click();
    await expect(page.getByText('Unpublished', { exact: true }).first()).toBeVisible();
    await expect(dialog.getByTestId('share-badges')).toContainText('Unpublished');
    const gone = await reader.page.goto(path);
    expect(gone?.status()).toBe(410);
    await expect(reader.page.getByRole('alert')).toContainText('This resume is no longer shared');
    await settings.getByRole('checkbox', { name: /^Published/ }).click();
    await expect(settings.getByRole('checkbox', { name: /^Published/ })).toBeChecked();
    await reader.page.reload();
    await expect(resumePage(reader.page)).toContainText('Olive Owner');

    // Search engines: noindex until ticked, then listed in the sitemap.
    const sitemap = async () => (await page.request.get('/sitemap.xml')).text();
    expect(await sitemap()).not.toContain(path);
    await settings.getByRole('checkbox', { name: 'Allow search engines to list this resume' }).click();
    await expect(dialog.getByTestId('share-badges')).toContainText('Listed in search');
    expect(await sitemap()).toContain(path);
    expect((await reader.page.goto(path))?.headers()['x-robots-tag']).toBeUndefined();

    // A password: visitors get the form, the sitemap drops it.
    await settings.getByLabel('Password', { exact: true }).fill('abc');
    await expect(settings.getByRole('button', { name: 'Set password' })).toBeDisabled();
    await settings.getByLabel('Password', { exact: true }).fill('tulip garden');
    await settings.getByRole('button', { name: 'Set password' }).click();
    await expect(settings.getByText('Protected by a password.')).toBeVisible();
    await expect(dialog.getByTestId('share-badges')).toContainText('Password');
    expect(await sitemap()).not.toContain(path);
    // Listed no more while protected: the badge says what the sitemap does.
    await expect(dialog.getByTestId('share-badges')).not.toContainText('Listed in search');
    await reader.page.goto(path);
    await expect(reader.page.getByRole('heading', { name: 'This resume is protected by a password' })).toBeVisible();
    await expect(reader.page.getByText('Olive Owner')).toHaveCount(0);

    // An expiry date: shown on the row.
    const day = new Date(Date.now() + 10 * DAY).toISOString().slice(0, 10);
    await settings.getByLabel('Expiry date').fill(day);
    await settings.getByRole('button', { name: 'Set expiry' }).click();
    await expect(dialog.getByTestId('share-badges')).toContainText('Expires');
    await expect(settings.getByRole('button', { name: 'Remove expiry' })).toBeVisible();

    await page.setViewportSize({ width: 1440, height: 900 });
    await page.screenshot({ path: `${SHOTS}/share-dialog-settings-1440.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    await settings.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/share-dialog-settings-390.png` });
    // Nothing of the dialog is cut off on a phone: no horizontal overflow.
    expect(await dialog.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
    await expectAccessible(page, '[role="dialog"]');
    await reader.close();

    // The dashboard's share stats say the same.
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/dashboard');
    const stats = page.getByTestId('share-stats').filter({ hasText: path });
    await expect(stats.getByTestId('share-badges')).toContainText('Password');
    await expect(stats.getByTestId('share-badges')).toContainText('Expires');
  });

  for (const width of [1440, 390]) {
    test(`a visitor types the password: a wrong one is refused, the right one shows the resume (${width} px)`, async ({
      signedIn: page,
      browser,
    }) => {
      const { path, shareId } = await sharedResume(page, 'Petra Password');
      await apiUpdateShare(page, shareId, { password: 'correct horse' });
      const reader = await visitor(browser, width);
      const first = await reader.page.goto(path);
      expect(first?.status()).toBe(401);
      // Nothing of the resume in the page or its preview tags before the password.
      expect(await first!.text()).not.toContain('Petra Password');
      const form = reader.page.getByRole('form', { name: 'This resume is protected by a password' });
      await expect(form).toBeVisible();
      await expectAccessible(reader.page);
      // The PDF is as locked as the page.
      expect((await reader.page.request.get(`/api/public${path}/pdf`)).status()).toBe(401);

      // The form on the page's script: an empty password is refused by the shared unlock schema in the browser,
      // with nothing sent, once the script has taken the server's form over.
      await expect(form).toHaveAttribute('data-enhanced', 'true');
      const unlocks: string[] = [];
      reader.page.on('request', (request) => request.url().endsWith('/unlock') && unlocks.push(request.method()));
      await form.getByRole('button', { name: 'View resume' }).click();
      await expect(form.getByRole('alert')).toHaveText('Enter the password');
      await expect(form.getByLabel('Password')).toBeFocused();
      expect(unlocks).toEqual([]);

      await form.getByLabel('Password').fill('wrong horse');
      await form.getByRole('button', { name: 'View resume' }).click();
      await expect(form.getByRole('alert')).toHaveText('Wrong password. Please try again.');
      await reader.page.screenshot({ path: `${SHOTS}/password-form-wrong-${width}.png` });

      await form.getByLabel('Password').fill('correct horse');
      await form.getByRole('button', { name: 'View resume' }).click();
      await expect(resumePage(reader.page)).toContainText('Petra Password');
      // Unlocked for this share in this browser: a reload shows the resume at once.
      await reader.page.reload();
      await expect(resumePage(reader.page)).toContainText('Petra Password');
      const cookies = await reader.page.context().cookies();
      expect(cookies.find((c) => c.name === `share_unlock_${shareId}`)?.httpOnly).toBe(true);
      if (width > 500) {
        // Download PDF sends the same cookie: the unlocked visitor gets the PDF.
        const pdf = await reader.page.request.get(`/api/public${path}/pdf`);
        expect(pdf.status()).toBe(200);
        expect(pdf.headers()['content-type']).toBe('application/pdf');
      }
      await reader.close();
    });
  }

  test('with JavaScript off the password form still works: posted, refused with why, then the resume', async ({
    signedIn: page,
    browser,
  }) => {
    const { path, shareId } = await sharedResume(page, 'Nora Noscript');
    await apiUpdateShare(page, shareId, { password: 'plain form' });
    const reader = await visitor(browser, 390, false);
    const first = await reader.page.goto(path);
    expect(first?.status()).toBe(401);
    expect(await first!.text()).not.toContain('Nora Noscript');
    const form = reader.page.getByRole('form', { name: 'This resume is protected by a password' });
    // The same form as with JavaScript (checked with axe there; axe itself needs the page's JavaScript).
    await expect(form).toBeVisible();

    await form.getByLabel('Password').fill('not it');
    await form.getByRole('button', { name: 'View resume' }).click();
    await expect(form.getByRole('alert')).toHaveText('Wrong password. Please try again.');
    await expect(reader.page.getByText('Nora Noscript')).toHaveCount(0);

    await form.getByLabel('Password').fill('plain form');
    await form.getByRole('button', { name: 'View resume' }).click();
    await expect(reader.page).toHaveURL(new RegExp(`${path}$`));
    await expect(resumePage(reader.page)).toContainText('Nora Noscript');
    await reader.page.screenshot({ path: `${SHOTS}/password-form-nojs-unlocked-390.png` });
    await reader.close();
  });

  test('after its expiry date a share answers 410 and says it has expired', async ({ signedIn: page, browser }) => {
    const { path, shareId } = await sharedResume(page, 'Edgar Expiry');
    await apiUpdateShare(page, shareId, { expiresAt: new Date(Date.now() + DAY).toISOString() });
    const reader = await visitor(browser);
    await reader.page.goto(path);
    await expect(resumePage(reader.page)).toContainText('Edgar Expiry');
    try {
      await setClock(page, 2 * DAY);
      const res = await reader.page.goto(path);
      expect(res?.status()).toBe(410);
      await expect(reader.page.getByRole('heading', { name: 'This link has expired' })).toBeVisible();
      await expect(reader.page.getByText('Edgar Expiry')).toHaveCount(0);
      await reader.page.screenshot({ path: `${SHOTS}/expired-1440.png` });
    } finally {
      await setClock(page, 0);
    }
    await reader.page.reload();
    await expect(resumePage(reader.page)).toContainText('Edgar Expiry');
    await reader.close();
  });
});
