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
 * Signs the page's browser context in through the real flow: the auth library sends the browser to the local
 * OpenID provider, the test fills in its form, and the provider returns through /api/auth/callback.
 * Lands on `next` (default /dashboard).
 */
export async function signInViaProvider(page: Page, user: TestUser, next = '/dashboard') {
  await page.goto('/api/health');
  const res = await page.request.post('/api/auth/sign-in/social', {
    data: { provider: 'local', callbackURL: next },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  const { url } = (await res.json()) as { url: string };
  await page.goto(url);
  await fillLocalSignIn(page, user);
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
