import { randomBytes } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import { sampleResume, type Resume } from '@resumey/resume';
import { expect } from '../fixtures';

const headers = (page: Page) => ({ origin: new URL(page.url()).origin });

/** A username no other test uses. */
export const freshUsername = (prefix = 'share') => `${prefix}-${randomBytes(4).toString('hex')}`;

/** A resume for the signed-in page's user, through the real API; returns the stored resume. */
export async function apiCreateResume(page: Page, resume: Resume = sampleResume()): Promise<Resume> {
  const res = await page.request.post('/api/resumes', { data: { resume }, headers: headers(page) });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { resume: Resume }).resume;
}

export async function apiUpdateResume(page: Page, resume: Resume) {
  const current = await page.request.get(`/api/resumes/${resume.id}`);
  const { version } = (await current.json()) as { version: number };
  const res = await page.request.put(`/api/resumes/${resume.id}`, {
    data: { resume, version },
    headers: headers(page),
  });
  expect(res.status(), await res.text()).toBe(200);
}

export async function apiSetUsername(page: Page, username: string) {
  const res = await page.request.put('/api/profile/username', { data: { username }, headers: headers(page) });
  expect(res.status(), await res.text()).toBe(200);
}

/** A custom URL /u/{username}/{slug}, through the API the share dialog uses. */
export async function apiShare(page: Page, username: string, slug: string, resumeId: string) {
  const res = await page.request.post('/api/shares', { data: { username, slug, resumeId }, headers: headers(page) });
  expect(res.status(), await res.text()).toBe(201);
}

export async function apiShares(page: Page) {
  const res = await page.request.get('/api/shares');
  expect(res.ok(), await res.text()).toBeTruthy();
  return ((await res.json()) as { shares: { slug: string; views: number; username: string }[] }).shares;
}

/** A fresh browser context with no session: how a recruiter opens a shared link. */
export async function signedOutPage(browser: Browser, viewport = { width: 1440, height: 900 }) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  return { page, close: () => context.close() };
}

/** The drawn resume page of the public view. */
export const resumePage = (page: Page) => page.locator('[data-resume-page]');

/** axe: no serious or critical violation (DESIGN.md section 5), listed by rule and element when there are. */
export async function expectAccessible(page: Page, include?: string) {
  // A toast fading in is half transparent: axe would measure its contrast mid-way. Spinners run for ever.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
  );
  const builder = new AxeBuilder({ page });
  if (include) builder.include(include);
  const { violations } = await builder.analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ rule: v.id, help: v.help, elements: v.nodes.slice(0, 5).map((n) => n.target.join(' ')) }));
  expect(serious, JSON.stringify(serious, null, 2)).toEqual([]);
}

/**
 * The page at `pathname` as the server sends it when it cannot read the share (the database away): the page's
 * shell without the resume, 503 (http/static.ts), so the page loads the resume itself (and retries). A share's
 * page otherwise comes server-rendered (issue #18 item 2) and never calls the API.
 */
export const shellWhenDatabaseAway = (page: Page, pathname: string) =>
  page.route(
    (url) => url.pathname === pathname,
    async (route) => {
      const shell = await route.fetch({ url: new URL('/v', route.request().url()).href });
      await route.fulfill({ status: 503, contentType: 'text/html', body: await shell.text() });
    },
  );

/** The sample resume under another title and name. */
export function resumeTitled(title: string, fullName = 'Dana Dialog'): Resume {
  const r = sampleResume();
  r.meta.title = title;
  r.profile.fullName = fullName;
  return r;
}

/** Opens the editor on a resume and its share dialog (the editor's Share button). */
export async function openShareDialog(page: Page, resume: Resume) {
  await page.goto(`/edit/${resume.id}`);
  await expect(page.locator('[data-preview] [data-resume-page]')).toBeVisible();
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Share Resume' });
  await expect(dialog).toBeVisible();
  return dialog;
}
