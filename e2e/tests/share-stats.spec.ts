import { sampleResume } from '@resumey/resume';
import { expect, test } from '../fixtures';
import { dashboardReady } from './dashboard-helpers';
import { apiCreateResume, apiSetUsername, apiShare, expectAccessible, freshUsername } from './share-helpers';

const SHOTS = '/tmp/previews-shots';

/** Issue #18: the link preview a chat app reads (no JavaScript), and each share's figures on the dashboard. */
test.describe('shared link previews and figures', () => {
  test('a crawler without JavaScript reads the preview tags and card; the dashboard charts the views', async ({
    signedIn,
    browser,
  }) => {
    const username = freshUsername('stats');
    const slug = `cv-${username}`;
    const resume = sampleResume();
    resume.profile.fullName = 'Stella Stats';
    resume.profile.headline = 'Data Engineer';
    const created = await apiCreateResume(signedIn, resume);
    await apiSetUsername(signedIn, username);
    await apiShare(signedIn, username, slug, created.id);

    // What a chat app's unfurler sees: the page as the server sends it, JavaScript off.
    // (Its user agent says what it is: a browser with JavaScript off is a reader, whose view counts.)
    const context = await browser.newContext({
      javaScriptEnabled: false,
      userAgent: 'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
    });
    const crawler = await context.newPage();
    const res = await crawler.goto(`/u/${username}/${slug}`);
    expect(res?.status()).toBe(200);
    await expect(crawler).toHaveTitle('Stella Stats - Data Engineer');
    const og = (p: string) => crawler.locator(`meta[property="${p}"]`).getAttribute('content');
    expect(await og('og:title')).toBe('Stella Stats - Data Engineer');
    const image = await og('og:image');
    const card = await crawler.request.get(image!);
    expect(card.headers()['content-type']).toBe('image/png');
    await context.close();

    // Two reader views (a fresh browser each: no session), then the owner's dashboard shows them for today.
    for (let i = 0; i < 2; i++) {
      const reader = await browser.newContext();
      const r = await reader.request.get(`/api/public/u/${username}/${slug}`);
      expect(r.status()).toBe(200);
      await reader.close();
    }
    await signedIn.goto('/dashboard');
    await dashboardReady(signedIn);
    const row = signedIn.getByTestId('share-stats').filter({ hasText: `/u/${username}/${slug}` });
    await expect(row.getByRole('img', { name: '2 views in the last 30 days, at most 2 in a day' })).toBeVisible();
    await expect(row.getByTestId('share-last-viewed')).toHaveText(/^Last viewed /);
    await expect(row.getByTestId('share-downloads')).toHaveText('0 PDF downloads');
    await expectAccessible(signedIn, 'section[aria-labelledby="shared-links"]');
    await signedIn.screenshot({ path: `${SHOTS}/dashboard-stats-1440.png`, fullPage: true });
    await signedIn.setViewportSize({ width: 390, height: 844 });
    await row.scrollIntoViewIfNeeded();
    await signedIn.screenshot({ path: `${SHOTS}/dashboard-stats-390.png`, fullPage: true });
  });
});
