import { expect, test } from '../fixtures';

test('the home page loads', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(/Resumey/);
});

test('an unknown path shows the 404 screen and Return to Home leads to /', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('hashed assets are cached for a year and pages are not', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const asset = html.match(/\/assets\/[^"]+\.js/)?.[0];
  expect(asset).toBeTruthy();
  const res = await request.get(asset!);
  expect(res.headers()['cache-control']).toContain('immutable');
  expect((await request.get('/dashboard')).headers()['cache-control']).toBe('no-cache');
});

test('signing in through the local provider sets an httpOnly session cookie', async ({ signedIn }) => {
  const cookies = await signedIn.context().cookies();
  const session = cookies.find((c) => c.name.includes('session_token'));
  expect(session?.httpOnly).toBe(true);
  expect(session?.sameSite).toBe('Lax');
});

test('the web app is served compressed', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const asset = html.match(/\/assets\/[^"]+\.js/)?.[0];
  const res = await request.get(asset!, { headers: { 'accept-encoding': 'gzip' } });
  expect(res.headers()['content-encoding']).toBe('gzip');
});
