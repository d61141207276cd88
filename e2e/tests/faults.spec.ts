import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import pg from 'pg';
import { MESSAGES } from '@resumey/resume';
import { expect, signInViaProvider, test, uniqueUser } from '../fixtures';
import { spawnServer, type ServerProcess } from '@resumey/test-support/faults-process';
import {
  canMakePrivatePostgres,
  createPrivatePostgres,
  type PrivatePostgres,
} from '@resumey/test-support/faults-postgres';
import { createResumeVia, expectSaved, openEditor, saveState } from './editor-helpers';

/**
 * Faults (issue 9 item 4) as a user lives them: the server or its database goes away while the editor is open.
 * These tests stop servers, so each starts its OWN server process (the same command as playwright.config.ts) on its
 * own port and database, never the shared one of this run; the browser context is pointed at it.
 */

/** This test's own server: the built one, as playwright.config.ts runs the shared one (and `npm start`). */
const ownServer = (env: Record<string, string>, port?: number) => spawnServer(env, port, { built: true });

const headline = (page: Page) => page.getByLabel('Headline');
const syncNotice = (page: Page) => page.getByRole('status').filter({ hasText: MESSAGES.highLoadSync });

/** The server's copy of a resume's headline, read with the page's session (undefined while it cannot answer). */
async function serverHeadline(page: Page, server: ServerProcess, id: string): Promise<string | undefined> {
  const res = await page.request.get(`${server.url}/api/resumes/${id}`).catch(() => undefined);
  if (!res?.ok()) return undefined;
  return ((await res.json()) as { resume: { profile: { headline: string } } }).resume.profile.headline;
}

/** What the page keeps in local storage for its user's resumes. */
const localCopy = (page: Page) =>
  page.evaluate(() =>
    Object.keys(localStorage)
      .filter((k) => k.startsWith('resumey-data'))
      .map((k) => localStorage.getItem(k))
      .join('\n'),
  );

function serverEnv(extra: Record<string, string>): Record<string, string> {
  return {
    WEB_DIST: process.env.E2E_WEB_DIST!,
    LOG_LEVEL: 'error',
    SESSION_SECRET: 'e2e-faults-secret-e2e-faults-secret-0',
    DATABASE_URL: '',
    ...extra,
  };
}

/**
 * Polls `read` until it gives `expected`, moving the pages' own clocks (page.clock, one per context, installed before
 * they loaded) on a second at each try, ten tries a real second: the background sync's backed-off tries (3, 6, 12,
 * then every 15 s of page time) and the offline screens' retries fire in page time, about ten times faster than in
 * real time, each still a real request to the server. Nobody clicks anything.
 */
async function untilOnPageClock<T>(pages: Page[], read: () => Promise<T>, expected: T) {
  await expect
    .poll(
      async () => {
        const value = await read();
        for (const p of pages) await p.clock.runFor(1000);
        return value;
      },
      { timeout: 60_000, intervals: [100] },
    )
    .toEqual(expected);
}

/** A signed-in page on `server`, its clock installed, in the editor of a new resume saved once. */
async function editorOn(browser: Browser, server: ServerProcess) {
  const context = await browser.newContext({ baseURL: server.url });
  const page = await context.newPage();
  // The page's own clock from its first script on (it runs at real speed until a test moves it on).
  await page.clock.install();
  await signInViaProvider(page, uniqueUser('faults'));
  const id = await createResumeVia(page);
  await openEditor(page, id);
  await headline(page).fill('Saved before the fault');
  await page.keyboard.press('ControlOrMeta+s');
  await expectSaved(page);
  return { context, page, id };
}

test.describe('faults', () => {
  // Each test starts a server process (and maybe a PostgreSQL cluster) of its own: slower than the rest.
  test.describe.configure({ timeout: 240_000 });

  test('a server killed with SIGKILL: edits made while it is down stay on the device and reach it when it is back', async ({
    browser,
  }) => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'resumey-e2e-faults-'));
    const env = serverEnv({ DATA_DIR: dataDir });
    let server = await ownServer(env);
    try {
      const { context, page, id } = await editorOn(browser, server);

      await server.kill('SIGKILL');
      await headline(page).fill('Written while the server was down');
      await page.keyboard.press('ControlOrMeta+s');
      await expect(saveState(page)).toHaveAttribute('data-save-state', 'offline');
      await expect(syncNotice(page)).toBeVisible();
      // More typing while it is away: all of it is kept on this device.
      await headline(page).fill('Written while the server was down, then more');
      await expect.poll(() => localCopy(page)).toContain('Written while the server was down, then more');

      server = await ownServer(env, server.port);
      // Nobody clicks anything: the background sync sends what waited.
      await untilOnPageClock(
        [page],
        () => serverHeadline(page, server, id),
        'Written while the server was down, then more',
      );
      await expect(syncNotice(page)).toBeHidden();
      await expect(saveState(page)).toHaveAttribute('data-save-state', 'saved');
      await context.close();
    } finally {
      await server.kill();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  test('the database stopped during editing: edits stay local, sync is said to be retried, and happens once it is back', async ({
    browser,
  }) => {
    test.skip(!canMakePrivatePostgres(), 'needs root and PostgreSQL 15 binaries to run a private cluster');
    let cluster: PrivatePostgres | undefined;
    let server: ServerProcess | undefined;
    try {
      cluster = await createPrivatePostgres();
      server = await ownServer(serverEnv({ DATABASE_URL: cluster.url }));
      const { context, page, id } = await editorOn(browser, server);

      await cluster.stop('immediate');
      await headline(page).fill('Typed while the database was stopped');
      // Autosave (2 s after the last change) meets a 503 and keeps the edit here.
      await expect(syncNotice(page)).toBeVisible({ timeout: 20_000 });
      await expect(saveState(page)).toHaveAttribute('data-save-state', 'offline');
      await expect(page.getByRole('alertdialog')).toHaveCount(0);
      await expect(headline(page)).toHaveValue('Typed while the database was stopped');
      await expect.poll(() => localCopy(page)).toContain('Typed while the database was stopped');
      expect(await serverHeadline(page, server, id)).toBeUndefined();

      await cluster.start();
      await untilOnPageClock([page], () => serverHeadline(page, server!, id), 'Typed while the database was stopped');
      await expect(syncNotice(page)).toBeHidden();
      await expect(saveState(page)).toHaveAttribute('data-save-state', 'saved');
      await page.reload();
      await expect(headline(page)).toHaveValue('Typed while the database was stopped');
      await context.close();
    } finally {
      await server?.kill();
      await cluster?.destroy();
    }
  });
});

test.describe('faults: reload and a new window during a database outage (issue 15)', () => {
  test.describe.configure({ timeout: 240_000 });

  test('the editor reopens from this device after a reload during the outage, and every edit reaches the database', async ({
    browser,
  }) => {
    test.skip(!canMakePrivatePostgres(), 'needs root and PostgreSQL 15 binaries to run a private cluster');
    let cluster: PrivatePostgres | undefined;
    let server: ServerProcess | undefined;
    try {
      cluster = await createPrivatePostgres();
      server = await ownServer(serverEnv({ DATABASE_URL: cluster.url }));
      const { context, page, id } = await editorOn(browser, server);
      const stored = async () => {
        const db = new pg.Client({ connectionString: cluster!.url });
        await db.connect();
        try {
          const { rows } = await db.query(
            `select data->'profile'->>'headline' as headline from resumes where id = $1`,
            [id],
          );
          return rows[0]?.headline as string | undefined;
        } finally {
          await db.end();
        }
      };

      await cluster.stop('immediate');
      await headline(page).fill('Typed before the reload');
      await expect.poll(() => localCopy(page)).toContain('Typed before the reload');
      // A reload while the database is away: the session check gets 503, which is "unknown", not "signed out".
      await page.reload();
      await expect(page).toHaveURL(new RegExp(`/edit/${id}$`));
      await expect(page.getByRole('status').filter({ hasText: MESSAGES.offlineCopy })).toBeVisible();
      await expect(headline(page)).toHaveValue('Typed before the reload');
      await headline(page).fill('Typed after the reload, still offline');
      await expect.poll(() => localCopy(page)).toContain('Typed after the reload, still offline');

      // A new window of the same browser (its cookie, none of its local storage) during the outage: it waits for
      // the server rather than asking to sign in again.
      const fresh = await browser.newContext({
        baseURL: server.url,
        storageState: { cookies: await context.cookies(), origins: [] },
      });
      const other = await fresh.newPage();
      await other.clock.install();
      await other.goto('/dashboard');
      await expect(other.getByRole('heading', { name: "Can't reach Resumey right now" })).toBeVisible();
      await expect(other).toHaveURL(/\/dashboard$/);

      await cluster.start();
      // Nobody clicks: the database gets the last edit.
      await untilOnPageClock([page, other], stored, 'Typed after the reload, still offline');
      await expect(page.getByRole('alertdialog')).toHaveCount(0);
      // The new window opens by itself and shows the synced resume.
      await untilOnPageClock([other], () => other.getByRole('heading', { name: 'Your Resumes' }).isVisible(), true);
      await fresh.close();
      await context.close();
    } finally {
      await server?.kill();
      await cluster?.destroy();
    }
  });
});

test.describe('faults: a new tab opened during a database outage (issue 15)', () => {
  test.describe.configure({ timeout: 240_000 });

  test('a new tab opens the dashboard and editor from this device, and its edits reach the database when it is back', async ({
    browser,
  }) => {
    test.skip(!canMakePrivatePostgres(), 'needs root and PostgreSQL 15 binaries to run a private cluster');
    let cluster: PrivatePostgres | undefined;
    let server: ServerProcess | undefined;
    try {
      cluster = await createPrivatePostgres();
      server = await ownServer(serverEnv({ DATABASE_URL: cluster.url }));
      const { context, page, id } = await editorOn(browser, server);
      const stored = async () => {
        const db = new pg.Client({ connectionString: cluster!.url });
        await db.connect();
        try {
          const { rows } = await db.query(
            `select data->'profile'->>'headline' as headline, data->'profile'->>'location' as location
             from resumes where id = $1`,
            [id],
          );
          return rows[0] as { headline: string; location: string } | undefined;
        } finally {
          await db.end();
        }
      };

      await cluster.stop('immediate');
      await headline(page).fill('Typed in the first tab');
      await expect.poll(() => localCopy(page)).toContain('Typed in the first tab');

      // A new tab of the same window (its cookie and local storage, and its clock: page.clock is the context's)
      // while the database is away.
      const tab = await context.newPage();
      await tab.goto('/dashboard');
      await expect(tab.getByRole('status').filter({ hasText: MESSAGES.offlineCopy })).toBeVisible({ timeout: 30_000 });
      await expect(tab.getByRole('heading', { name: 'Your Resumes' })).toBeVisible();
      await tab.goto(`/edit/${id}`);
      await expect(tab.getByRole('status').filter({ hasText: MESSAGES.offlineCopy })).toBeVisible({ timeout: 30_000 });
      await expect(headline(tab)).toHaveValue('Typed in the first tab');
      await tab.getByLabel('Location').fill('Typed in the new tab');
      // Both tabs write the device's copy; whichever writes last, it holds both tabs' edits, and the first tab
      // shows the new tab's edit.
      await expect(page.getByLabel('Location')).toHaveValue('Typed in the new tab');
      await expect.poll(() => localCopy(tab)).toContain('Typed in the new tab');
      await expect.poll(() => localCopy(page)).toContain('Typed in the first tab');
      await headline(page).fill('Typed in the first tab, again');
      await expect.poll(() => localCopy(tab)).toContain('Typed in the first tab, again');
      await expect.poll(() => localCopy(tab)).toContain('Typed in the new tab');
      await expect(headline(tab)).toHaveValue('Typed in the first tab, again');

      await cluster.start();
      // Nobody clicks: both tabs' edits (different fields) reach the database, merged without a dialog.
      await untilOnPageClock([page], stored, {
        headline: 'Typed in the first tab, again',
        location: 'Typed in the new tab',
      });
      await expect(tab.getByRole('alertdialog')).toHaveCount(0);
      await expect(page.getByRole('alertdialog')).toHaveCount(0);
      await untilOnPageClock([page], () => saveState(tab).getAttribute('data-save-state'), 'saved');
      await context.close();
    } finally {
      await server?.kill();
      await cluster?.destroy();
    }
  });
});

test('a save whose answer is lost is sent again and recognised, without a conflict', async ({ signedIn: page }) => {
  const id = await createResumeVia(page);
  await openEditor(page, id);
  // The first save reaches the server and is stored, but its answer never arrives (the connection drops).
  let dropped = 0;
  await page.route(`**/api/resumes/${id}`, async (route) => {
    if (route.request().method() !== 'PUT' || dropped > 0) return route.fallback();
    dropped++;
    await route.fetch();
    await route.abort('connectionreset');
  });
  await headline(page).fill('Stored, but the answer was lost');
  await page.keyboard.press('ControlOrMeta+s');
  await expect(saveState(page)).toHaveAttribute('data-save-state', 'offline');
  // The background sync sends it again from the version it knew: the server already has exactly this content.
  await expect(saveState(page)).toHaveAttribute('data-save-state', 'saved', { timeout: 30_000 });
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  const res = await page.request.get(`/api/resumes/${id}`);
  expect(((await res.json()) as { resume: { profile: { headline: string } } }).resume.profile.headline).toBe(
    'Stored, but the answer was lost',
  );
});
