import { expect, test } from '../fixtures';
import { apiCreateResume, openShareDialog, resumePage, resumeTitled, signedOutPage } from './share-helpers';

// The share dialog's link that carries the resume (/v/#data); its custom URLs are in share-dialog.spec.ts.

const SHOTS = '/tmp/shots-share';
test.describe('share dialog: link with the resume inside', () => {
  test('copies a link with the resume inside that opens signed out', async ({ signedIn: page, browser }) => {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    const resume = await apiCreateResume(page, resumeTitled('Link Resume', 'Lena Linkcopy'));
    const dialog = await openShareDialog(page, resume);

    const field = dialog.getByRole('textbox', { name: 'Link with your resume inside' });
    const link = await field.inputValue();
    expect(link).toMatch(new RegExp(`^${new URL(page.url()).origin}/v/#_1[A-Za-z0-9_-]+$`));
    await expect(dialog.getByTestId('link-length')).toHaveText(
      `Link length: ${link.length.toLocaleString('en-US')} characters`,
    );
    await dialog.getByRole('button', { name: 'Copy link with resume inside' }).click();
    await expect(page.getByText('Link copied')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    await page.screenshot({ path: `${SHOTS}/dialog-share-1440.png` });

    const visitor = await signedOutPage(browser);
    await visitor.page.goto(link);
    await expect(resumePage(visitor.page)).toContainText('Lena Linkcopy');
    await visitor.close();
  });

  test('a link that would not open is neither shown, copied nor opened until it is fixed', async ({
    signedIn: page,
  }) => {
    const resume = await apiCreateResume(page, resumeTitled('Blocked Link', 'Bea Blocked'));
    await page.goto(`/edit/${resume.id}`);
    await page.getByRole('tab', { name: /^Experience/ }).click();
    await page.getByRole('button', { name: 'Add Experience' }).click();
    await page.getByLabel('Job Title').last().fill('Founder');
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Share Resume' });

    const field = dialog.getByRole('textbox', { name: 'Link with your resume inside' });
    const copy = dialog.getByRole('button', { name: 'Copy link with resume inside' });
    const open = dialog.getByRole('button', { name: 'Open link with resume inside' });
    await expect(dialog.getByRole('alert')).toContainText('Company name is required');
    // One state: nothing to copy, nothing to open, no link to select by hand.
    await expect(field).toBeDisabled();
    await expect(field).toHaveValue('');
    await expect(copy).toBeDisabled();
    await expect(open).toBeDisabled();
    await expect(dialog.getByRole('link', { name: 'Open link with resume inside' })).toHaveCount(0);
    await expect(dialog.getByTestId('link-length')).toHaveCount(0);
    await page.screenshot({ path: `${SHOTS}/dialog-share-blocked-1440.png` });

    await page.keyboard.press('Escape');
    await page.getByLabel('Company').last().fill('Own Company');
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    await expect(dialog.getByRole('alert')).toHaveCount(0);
    await expect(field).toBeEnabled();
    await expect(field).toHaveValue(/\/v\/#_1/);
    await expect(copy).toBeEnabled();
    await expect(dialog.getByRole('link', { name: 'Open link with resume inside' })).toHaveAttribute(
      'href',
      await field.inputValue(),
    );
  });

  test('offers the photo with a note on the length it adds', async ({ signedIn: page, browser }) => {
    const r = resumeTitled('Photo Resume', 'Paula Photo');
    const { samplePhotoDataUrl } = await import('@resumey/resume');
    r.profile.profileImage = samplePhotoDataUrl;
    const resume = await apiCreateResume(page, r);
    const dialog = await openShareDialog(page, resume);
    const field = dialog.getByRole('textbox', { name: 'Link with your resume inside' });
    const without = await field.inputValue();
    const photo = dialog.getByRole('checkbox', { name: /Include my photo/ });
    await expect(photo).not.toBeChecked();
    await expect(dialog.getByText(/Adds about [\d,]+ characters/)).toBeVisible();
    await photo.click();
    await expect(field).not.toHaveValue(without);
    const withPhoto = await field.inputValue();
    expect(withPhoto.length).toBeGreaterThan(without.length);

    const visitor = await signedOutPage(browser);
    await visitor.page.goto(withPhoto);
    await expect(resumePage(visitor.page)).toContainText('Paula Photo');
    const img = resumePage(visitor.page).locator('img').first();
    await expect(img).toHaveAttribute('src', /^data:image\/jpeg;base64,/);
    // Re-encoded to at most 160 px.
    expect(
      await img.evaluate((el: HTMLImageElement) => Math.max(el.naturalWidth, el.naturalHeight)),
    ).toBeLessThanOrEqual(160);
    await visitor.close();
  });
});
