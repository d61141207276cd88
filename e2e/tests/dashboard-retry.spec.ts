import { expect, test } from '../fixtures';

/** Issue #16 item 4: a dashboard whose list could not be loaded offers Try Again, which loads it again. */
test('a list that could not be loaded gets Try Again, which loads it', async ({ signedIn: page }) => {
  const origin = new URL(page.url()).origin;
  const created = await page.request.post('/api/resumes', { data: { templateId: 't01-classic' }, headers: { origin } });
  expect(created.status()).toBe(201);
  let refuse = true;
  await page.route('**/api/resumes', (route) =>
    refuse && route.request().method() === 'GET'
      ? route.fulfill({
          status: 403,
          contentType: 'application/json',
          body: JSON.stringify({ error: { code: 'forbidden', message: 'The list is not available right now.' } }),
        })
      : route.fallback(),
  );
  await page.reload();
  await expect(page.getByText('Your resumes could not be loaded.')).toBeVisible();
  await expect(page.getByText('The list is not available right now.')).toBeVisible();
  refuse = false;
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByRole('heading', { name: 'Your Resumes' })).toBeVisible();
  await expect(page.getByText('Your resumes could not be loaded.')).toHaveCount(0);
});

/**
 * Issue #15: the session ended on the server (signed out in another window) while the editor was open. Going back to
 * the dashboard, the list load gets a definite 401: the user is signed out at once, not shown a list error until the
 * next session check minutes later.
 */
test('a list load refused with 401 signs the user out at once', async ({ browser, signedIn: page }) => {
  const origin = new URL(page.url()).origin;
  const created = await page.request.post('/api/resumes', { data: { templateId: 't01-classic' }, headers: { origin } });
  expect(created.status()).toBe(201);
  const { resume } = (await created.json()) as { resume: { id: string } };
  await page.goto(`/edit/${resume.id}`);
  await expect(page.getByLabel('Headline')).toBeVisible();

  const other = await browser.newContext({ storageState: { cookies: await page.context().cookies(), origins: [] } });
  const out = await other.request.post(`${origin}/api/auth/sign-out`, { headers: { origin }, data: {} });
  expect(out.ok(), await out.text()).toBeTruthy();
  await other.close();

  await page.getByRole('link', { name: 'Back to Dashboard' }).click();
  await expect(page).not.toHaveURL(/\/(dashboard|edit)/, { timeout: 10_000 });
  await expect(page.getByText('Your resumes could not be loaded.')).toHaveCount(0);
});
