import type { Page } from '@playwright/test';
import {
  expect,
  fillLocalSignIn,
  hasDatabaseAccess,
  signInViaProvider,
  test,
  uniqueUser,
  withDatabase,
  type TestUser,
} from '../fixtures';
import { expectNoSeriousA11yIssues } from './auth-a11y';

/** The signed-in person as the dashboard header shows them (avatar + display name opening the account menu). */
const accountMenu = (page: Page, user: TestUser) =>
  page.getByRole('button', { name: `Account menu for ${user.name}` }).first();

/** What the server says about this browser's session. */
async function sessionUser(page: Page) {
  const res = await page.request.get('/api/session');
  return ((await res.json()) as { user: { email: string } | null }).user;
}

test.describe('sign-in screen', () => {
  test('signs in from /auth through the provider and opens the dashboard with the name shown', async ({ page }) => {
    const user = uniqueUser('auth');
    await page.goto('/auth');
    await expect(page.getByRole('heading', { name: 'Welcome to Resumey' })).toBeVisible();
    await expect(page.getByText(/professional resume platform trusted by HR teams/)).toBeVisible();
    await expect(page).toHaveTitle(/Sign in/);
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await fillLocalSignIn(page, user);
    await page.waitForURL((u) => u.pathname === '/dashboard');
    // The callback's address (with its next parameter) is gone from the address bar and from history.
    expect(new URL(page.url()).search).toBe('');
    await expect(accountMenu(page, user)).toBeVisible();
    await expect(accountMenu(page, user)).toContainText(user.name);
    expect((await sessionUser(page))?.email).toBe(user.email);
  });

  test("starts sign-in from the landing page's 'Get Started Today'", async ({ page }) => {
    const user = uniqueUser('landing');
    await page.goto('/');
    await page.getByRole('button', { name: 'Get Started Today' }).click();
    await fillLocalSignIn(page, user);
    await page.waitForURL((u) => u.pathname === '/dashboard');
    await expect(accountMenu(page, user)).toBeVisible();
  });

  test('sends a signed-in visitor on: to the dashboard, or to where ?next says', async ({ signedIn: page }) => {
    await page.goto('/auth');
    await page.waitForURL((u) => u.pathname === '/dashboard');
    await page.goto('/auth?next=%2Fedit%2Fabc');
    await page.waitForURL((u) => u.pathname === '/edit/abc');
  });

  test('never leaves the site after sign-in, whatever ?next says', async ({ signedIn: page }) => {
    const origin = new URL(page.url()).origin;
    for (const next of ['https://evil.example/', '//evil.example/x', '/\\evil.example']) {
      await page.goto(`/auth?next=${encodeURIComponent(next)}`);
      await page.waitForURL((u) => u.pathname === '/dashboard');
      await page.goto(`/auth/callback?next=${encodeURIComponent(next)}`);
      await page.waitForURL((u) => u.pathname === '/dashboard');
      expect(new URL(page.url()).origin).toBe(origin);
    }
  });

  test("shows 'Failed to sign in with Google' when sign-in cannot start", async ({ page, context }) => {
    await page.goto('/auth');
    await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeEnabled();
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await expect(page.getByRole('alert')).toContainText('Failed to sign in with Google');
    await context.setOffline(false);
    await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeEnabled();
  });
});

test.describe('route guard', () => {
  test('sends a signed-out visitor to /auth and back to where they were going after sign-in', async ({ page }) => {
    const user = uniqueUser('guard');
    await page.goto('/edit/xyz');
    await page.waitForURL((u) => u.pathname === '/auth');
    expect(new URL(page.url()).searchParams.get('next')).toBe('/edit/xyz');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await fillLocalSignIn(page, user);
    await page.waitForURL((u) => u.pathname === '/edit/xyz');
    expect((await sessionUser(page))?.email).toBe(user.email);
  });

  test('guards /dashboard and /edit too', async ({ page }) => {
    for (const path of ['/dashboard', '/edit']) {
      await page.goto(path);
      await page.waitForURL((u) => u.pathname === '/auth');
      expect(new URL(page.url()).searchParams.get('next')).toBe(path);
    }
  });
});

test.describe('session life', () => {
  test('sign out ends the session on the server and the guard applies again', async ({ page, user }) => {
    await signInViaProvider(page, user);
    const cookies = await page.context().cookies();
    const sessionCookie = cookies.find((c) => c.name === 'resumey.session_token')!;
    expect(sessionCookie).toBeTruthy();

    await page.getByRole('button', { name: 'Sign out' }).first().click();
    await page.waitForURL((u) => u.pathname === '/');
    expect(await sessionUser(page)).toBeNull();
    // The old cookie, replayed, opens nothing: the server ended the session, the browser did not just forget it.
    const replay = await page.request.get('/api/session', {
      headers: { cookie: `${sessionCookie.name}=${sessionCookie.value}` },
    });
    expect((await replay.json()).user).toBeNull();
    if (hasDatabaseAccess()) {
      const rows = await withDatabase((db) =>
        db.query('select s.id from session s join "user" u on u.id = s.user_id where u.email = $1', [user.email]),
      );
      expect(rows.rowCount).toBe(0);
    }
    await page.goto('/dashboard');
    await page.waitForURL((u) => u.pathname === '/auth');
  });

  test('a session ended on the server signs the browser out at the next check', async ({ page, user, playwright }) => {
    await signInViaProvider(page, user);
    await expect(accountMenu(page, user)).toBeVisible();
    if (hasDatabaseAccess()) {
      // The session row disappears (expired and swept, or revoked by an operator).
      const deleted = await withDatabase((db) =>
        db.query('delete from session s using "user" u where u.id = s.user_id and u.email = $1', [user.email]),
      );
      expect(deleted.rowCount).toBe(1);
    } else {
      // Without database access: the same session is signed out from another device.
      const cookie = (await page.context().cookies()).find((c) => c.name === 'resumey.session_token')!;
      const other = await playwright.request.newContext({ baseURL: new URL(page.url()).origin });
      const res = await other.post('/api/auth/sign-out', {
        headers: { cookie: `${cookie.name}=${cookie.value}`, origin: new URL(page.url()).origin },
        data: {},
      });
      expect(res.ok()).toBe(true);
      await other.dispose();
    }
    // The next check: the tab becoming visible again (the 5-minute timer would do the same).
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));
    await page.waitForURL((u) => u.pathname === '/auth');
    expect(new URL(page.url()).searchParams.get('next')).toBe('/dashboard');
    await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
  });
});

test.describe('/auth/callback', () => {
  test("a provider refusal shows 'Authentication Error' with the reason, Try Again and Go Home", async ({ page }) => {
    await page.goto('/auth/callback?next=%2Fedit%2Fq&error=access_denied&error_description=The+user+denied+access');
    await expect(page.getByRole('heading', { name: 'Authentication Error' })).toBeVisible();
    await expect(page.getByText('Sign-in was cancelled or access was denied. (The user denied access)')).toBeVisible();
    await expectNoSeriousA11yIssues(page);
    // The provider's answer is not left in the address bar.
    await expect(page).toHaveURL((u) => u.pathname === '/auth/callback' && !u.search.includes('error'));
    await page.getByRole('button', { name: 'Try Again' }).click();
    await page.waitForURL((u) => u.pathname === '/auth' && u.searchParams.get('next') === '/edit/q');
    await page.goto('/auth/callback?error=access_denied');
    await page.getByRole('button', { name: 'Go Home' }).click();
    await page.waitForURL((u) => u.pathname === '/');
  });

  test('with no sign-in in progress says so at once, not after the 30 s timeout', async ({ page }) => {
    await page.goto('/auth/callback');
    // Well within the 30 s the timeout takes.
    await expect(page.getByRole('heading', { name: 'Authentication Error' })).toBeVisible({ timeout: 5000 });
    await expect(page.getByText('No sign-in is in progress. Please sign in again.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Completing sign in...' })).toHaveCount(0);
    await expectNoSeriousA11yIssues(page);
    await page.getByRole('button', { name: 'Try Again' }).click();
    await page.waitForURL((u) => u.pathname === '/auth');
  });

  test('the waiting screen passes axe', async ({ page }) => {
    await holdSignInStatus(page);
    await page.goto('/auth/callback');
    await expect(page.getByRole('heading', { name: 'Completing sign in...' })).toBeVisible();
    await expectNoSeriousA11yIssues(page);
  });

  test("after 30 s without a session shows 'Authentication Timeout'", async ({ page }) => {
    // Page time stands still unless the test moves it, so the 30 s are counted exactly from the page's start.
    const start = new Date('2026-03-02T09:00:00Z');
    await page.clock.install({ time: start });
    await page.clock.pauseAt(new Date(start.getTime() + 1000));
    await holdSignInStatus(page);
    await page.goto('/auth/callback');
    await expect(page.getByRole('heading', { name: 'Completing sign in...' })).toBeVisible();
    await expect(page.getByText('Please wait while we complete your authentication')).toBeVisible();
    await expect(page.getByText('This usually takes a few seconds')).toBeVisible();
    await page.clock.fastForward(29_000);
    await expect(page.getByRole('heading', { name: 'Completing sign in...' })).toBeVisible();
    await page.clock.fastForward(1_500);
    await expect(page.getByRole('heading', { name: 'Authentication Timeout' })).toBeVisible();
    await expect(page.getByText('The authentication process took too long. Please try again.')).toBeVisible();
    await page.clock.resume(); // axe itself needs running timers
    await expectNoSeriousA11yIssues(page);
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByRole('heading', { name: 'Completing sign in...' })).toBeVisible();
    await page.clock.fastForward(31_000);
    await page.getByRole('button', { name: 'Go Home' }).click();
    await page.waitForURL((u) => u.pathname === '/');
  });
});

/** The server never answers whether a sign-in is pending (a hung connection): only the timeout can end the wait. */
async function holdSignInStatus(page: Page) {
  await page.route('**/api/auth/second-factor/status', () => new Promise<void>(() => {}));
}
