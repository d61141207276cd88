import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, fillLocalSignIn, test, uniqueUser } from '../fixtures';

const SHOTS = '/tmp/shots-landing';

test.describe('landing page', () => {
  test('tells job seekers and recruiters what the product does', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('Resumey - Resume builder with shareable links');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /share it by link/);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /Resumey/);
    await expect(page.locator('meta[property="og:description"]')).toHaveAttribute('content', /20\+ ATS-compatible/);
    // Absolute, as chat apps and social networks need (issue #16 item 6).
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      'content',
      new URL('/og-image.png', page.url()).href,
    );
    expect((await page.request.get('/og-image.png')).headers()['content-type']).toBe('image/png');
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/favicon.svg');

    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Resumey home' })).toHaveAttribute('href', '/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Resumes built for Professionals, Managers and Recruiters' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Get Started Today' })).toBeVisible();

    const steps = page.locator('#how-it-works ol > li');
    await expect(steps).toHaveCount(3);
    await expect(steps.getByRole('heading')).toHaveText(['Pick a template', 'Tell your story', 'Share one link']);

    const showcase = page.locator('#templates');
    await expect(showcase.getByRole('heading', { level: 3 })).toHaveText(['Classic', 'Modern Box', 'Elegant Sidebar']);
    // Each shows the real template: its preview image, or the template itself drawn with sample data.
    for (const name of ['Classic', 'Modern Box', 'Elegant Sidebar']) {
      await expectTemplateShown(page, name);
    }

    const features = page.locator('#features li');
    await expect(features).toHaveCount(4);
    await expect(features.getByRole('heading')).toHaveText([
      'No login for recruiters',
      'Share by a simple link',
      '20+ ATS-compatible templates',
      'Live preview, saved as you go',
    ]);
    await expect(page.locator('#features')).toContainText('no file downloads');

    const quotes = page.locator('#testimonials blockquote');
    await expect(quotes).toHaveCount(3);
    await expect(page.getByRole('link', { name: 'Get Started Now' })).toHaveAttribute('href', '/dashboard');

    const footer = page.getByRole('contentinfo');
    for (const name of ['Privacy Policy', 'Terms of Service', 'Contact Us']) {
      await expect(footer.getByRole('button', { name })).toBeVisible();
    }
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Resumey`);
  });

  test('the headline cycles Professionals, Managers, Recruiters every 2 s without announcing each word', async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto('/');
    const word = (w: string) => page.getByTestId('cycling-word').getByText(w, { exact: true });
    await expect(page.getByTestId('cycling-word')).toHaveAttribute('aria-hidden', 'true');
    await expect(word('Professionals')).toBeVisible();
    await expect(word('Managers')).toBeHidden();

    await page.clock.runFor(2000);
    await expect(word('Managers')).toBeVisible();
    await expect(word('Professionals')).toBeHidden();

    await page.clock.runFor(2000);
    await expect(word('Recruiters')).toBeVisible();
    await expect(word('Managers')).toBeHidden();

    await page.clock.runFor(2000);
    await expect(word('Professionals')).toBeVisible();
    await expect(word('Recruiters')).toBeHidden();
    // Screen readers read the whole sentence once, whatever word is showing.
    await expect(page.getByRole('heading', { level: 1 })).toHaveAccessibleName(
      'Resumes built for Professionals, Managers and Recruiters',
    );
  });

  test('the headline stays still for users who prefer reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await page.goto('/');
    const word = (w: string) => page.getByTestId('cycling-word').getByText(w, { exact: true });
    await expect(word('Professionals')).toBeVisible();
    await page.clock.runFor(7000);
    await expect(word('Professionals')).toBeVisible();
    await expect(word('Managers')).toBeHidden();
    await expect(word('Recruiters')).toBeHidden();
  });

  test("'Get Started Today' starts sign-in and lands on the dashboard", async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Get Started Today' }).click();
    await fillLocalSignIn(page, uniqueUser('landing'));
    await page.waitForURL((u) => u.pathname === '/dashboard');
  });

  test("'Get Started Today' goes to /auth when sign-in cannot start", async ({ page }) => {
    await page.goto('/');
    await page.route('**/api/session/config', (route) => route.abort());
    await page.getByRole('button', { name: 'Get Started Today' }).click();
    await expect(page).toHaveURL((u) => u.pathname === '/auth');
  });

  test("a signed-in visitor goes straight to the dashboard with 'Get Started Today' and 'Get Started Now'", async ({
    signedIn: page,
  }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await page.getByRole('button', { name: 'Get Started Today' }).click();
    await expect(page).toHaveURL((u) => u.pathname === '/dashboard');

    await page.goto('/');
    await page.getByRole('link', { name: 'Get Started Now' }).click();
    await expect(page).toHaveURL((u) => u.pathname === '/dashboard');
  });

  test("'Get Started Now' goes to /dashboard, through sign-in for a signed-out visitor", async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Get Started Now' }).click();
    // DESIGN.md decision 4: the guard asks for sign-in and returns to /dashboard afterwards.
    await expect(page).toHaveURL((u) => u.pathname === '/auth' && u.searchParams.get('next') === '/dashboard');
  });

  test('Privacy Policy explains what is stored, where, and what link-embedded shares mean', async ({ page }) => {
    await page.goto('/');
    const trigger = page.getByRole('contentinfo').getByRole('button', { name: 'Privacy Policy' });
    await trigger.click();
    const dialog = page.getByRole('dialog', { name: 'Privacy Policy' });
    await expect(dialog).toBeVisible();
    for (const text of [
      'name, e-mail address and profile picture',
      'Your resumes:',
      'how many times each share has been viewed',
      'Contact messages:',
      'local storage',
      'database',
      'the resume itself travels inside the link',
      'not stored by us',
    ]) {
      await expect(dialog).toContainText(text);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test('Terms of Service state the limits and what sharing means', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('button', { name: 'Terms of Service' }).click();
    const dialog = page.getByRole('dialog', { name: 'Terms of Service' });
    await expect(dialog).toContainText('up to 4 resumes and 4 shared resumes');
    await expect(dialog).toContainText('can be read by anyone who has its link');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });

  test('Contact Us opens a form with a name and a message', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('button', { name: 'Contact Us' }).click();
    const dialog = page.getByRole('dialog', { name: 'Contact Us' });
    await expect(dialog.getByRole('textbox', { name: 'Name' })).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Message' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Send Message' })).toBeVisible();
  });

  test('works by keyboard: skip link, visible focus, footer dialogs', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Get Started Today' })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Tab');
    const home = page.getByRole('link', { name: 'Resumey home' });
    await expect(home).toBeFocused();
    const outline = await home.evaluate((el) => getComputedStyle(el).outlineStyle);
    expect(outline).not.toBe('none');

    const start = page.getByRole('button', { name: 'Get Started Today' });
    await start.focus();
    expect(await start.evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe('none');

    const contact = page.getByRole('contentinfo').getByRole('button', { name: 'Contact Us' });
    await contact.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Contact Us' });
    await expect(dialog.getByRole('textbox', { name: 'Name' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('textbox', { name: 'Message' })).toBeFocused();
    await page.keyboard.press('Tab');
    // The honeypot is skipped.
    await expect(dialog.getByRole('button', { name: 'Send Message' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(contact).toBeFocused();
  });

  for (const width of [375, 768, 1440]) {
    test(`fits a ${width} px wide screen without sideways scrolling`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      // Bring every lazy preview in, then back to the top for the picture.
      for (const name of ['Classic', 'Modern Box', 'Elegant Sidebar']) await expectTemplateShown(page, name);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      mkdirSync(SHOTS, { recursive: true });
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: `${SHOTS}/landing-${width}.png`, fullPage: true });
    });
  }
});

/**
 * A showcase card shows the real template: its preview image, loaded, or (while the image does not exist yet)
 * the template itself drawn with the sample resume.
 */
async function expectTemplateShown(page: Page, name: string) {
  // The card is stable; inside it the image may give way to the live preview while we look.
  await page
    .locator('#templates')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) })
    .scrollIntoViewIfNeeded();
  const preview = page.locator('#templates').getByRole('img', { name: `${name} template preview` });
  await expect(preview).toBeVisible();
  await expect
    .poll(() =>
      preview.evaluate((el) =>
        el instanceof HTMLImageElement
          ? el.complete && el.naturalWidth > 0
          : (el.querySelector('[data-template-preview]')?.textContent ?? '').includes('Alex Morgan'),
      ),
    )
    .toBe(true);
}
