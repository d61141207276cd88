import { test as base, expect, type Page } from '@playwright/test';
import pg from 'pg';
import { randomBytes } from 'node:crypto';

export interface TestUser {
  email: string;
  name: string;
}

/** A unique user per test, so tests never see each other's resumes or limits. */
export const uniqueUser = (prefix = 'user'): TestUser => {
  const id = randomBytes(4).toString('hex');
  return { email: `${prefix}-${id}@example.com`, name: `Test ${prefix} ${id}` };
};

/**
 * Signs the page's browser context in through the real OpenID Connect flow, driven by HTTP requests that share the
 * context's cookies: the auth library sends the client to the local provider, the provider's form is posted, and
 * the provider returns through /api/auth/callback, which sets the session cookie. Then the page opens `next`
 * (default /dashboard). The form itself, typed into as a person would, is tested by auth.spec.ts and
 * landing.spec.ts; here the browser need not render it for every test (a page load and three actions less).
 */
export async function signInViaProvider(page: Page, user: TestUser, next = '/dashboard') {
  const request = page.context().request;
  // The context's own server (faults.spec.ts runs one of its own beside the shared one): its origin, as a browser
  // would send it.
  const origin = new URL((await request.head('/api/health')).url()).origin;
  const res = await request.post('/api/auth/sign-in/social', {
    data: { provider: 'local', callbackURL: next },
    headers: { origin },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  const { url } = (await res.json()) as { url: string };
  // The provider's authorization endpoint sends the client on to its sign-in form (an interaction of its own).
  const form = await request.get(url);
  expect(form.ok(), await form.text()).toBeTruthy();
  const formUrl = new URL(form.url());
  expect(formUrl.pathname).toMatch(/^\/oidc\/interaction\/[^/]+$/);
  // Posting it follows the provider's redirects back through /api/auth/callback/local, which sets the session.
  const done = await request.post(`${formUrl.pathname}/login`, { form: { email: user.email, name: user.name } });
  expect(done.ok(), await done.text()).toBeTruthy();
  expect(new URL(done.url()).pathname).toBe(next.split('?')[0]);
  await page.goto(next);
  await page.waitForURL((u) => u.pathname === next.split('?')[0]);
}

/** Fills in the local provider's sign-in form (it stands in for Google). */
export async function fillLocalSignIn(page: Page, user: TestUser) {
  await expect(page.getByRole('heading', { name: 'Local sign-in' })).toBeVisible();
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Name').fill(user.name);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Direct database access for assertions; only when the e2e server runs on PostgreSQL (as in CI). */
export async function withDatabase<T>(fn: (db: pg.Client) => Promise<T>): Promise<T> {
  const url = process.env.E2E_DATABASE_URL;
  if (!url) throw new Error('This test reads the database: run it with TEST_DATABASE_URL set (PostgreSQL)');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export const hasDatabaseAccess = () => Boolean(process.env.E2E_DATABASE_URL);

type Fixtures = { user: TestUser; signedIn: Page };

export const test = base.extend<Fixtures>({
  user: async ({}, use) => use(uniqueUser()),
  /** A page signed in as a fresh user, on the dashboard. */
  signedIn: async ({ page, user }, use) => {
    await signInViaProvider(page, user);
    await use(page);
  },
});

export { expect };
