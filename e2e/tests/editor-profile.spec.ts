import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { createResumeVia, editorWith, expectSaved, openEditor, panel, preview, serverResume } from './editor-helpers';
import { createResume } from '@resumey/resume';

test.describe('editor: Profile tab', () => {
  test('edits show in the preview; full name and email are validated with SPEC messages', async ({
    signedIn: page,
  }) => {
    await editorWith(page);
    const name = page.getByLabel('Full Name');
    await name.fill('Grace Hopper');
    await expect(preview(page).getByText('Grace Hopper')).toBeVisible();
    await page.getByLabel('Headline').fill('Rear Admiral');
    await expect(preview(page).getByText('Rear Admiral')).toBeVisible();

    await name.fill('');
    await expect(page.getByRole('alert').filter({ hasText: 'Full name is required' })).toBeVisible();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await name.fill('Grace');
    await expect(page.getByText('Full name is required')).toHaveCount(0);

    const email = page.getByLabel('Email');
    await email.fill('grace@navy');
    await expect(page.getByRole('alert').filter({ hasText: 'Please enter a valid email address' })).toBeVisible();
    await email.fill('grace@navy.mil');
    await expect(page.getByText('Please enter a valid email address')).toHaveCount(0);
    await expect(preview(page).getByText('grace@navy.mil')).toBeVisible();

    for (const [label, value] of [
      ['Phone', '555-0100'],
      ['Location', 'Arlington, VA'],
      ['Website', 'https://grace.example'],
      ['LinkedIn', 'linkedin.com/in/grace'],
      ['GitHub', 'github.com/grace'],
    ] as const) {
      await page.getByLabel(label, { exact: true }).fill(value);
    }
    await expect(page.getByLabel('Website')).toHaveAttribute('type', 'url');
    await expect(preview(page).getByText('Arlington, VA')).toBeVisible();
    await page.getByRole('button', { name: 'Add Link' }).click();
    await page.getByLabel('Link 1 label').fill('Portfolio');
    await page.getByLabel('Link 1 URL').fill('https://grace.example/work');
    await expect(preview(page).getByText('Portfolio')).toBeVisible();

    await page.keyboard.press('ControlOrMeta+s');
    await expectSaved(page);
    const id = page.url().split('/').pop()!;
    const { resume } = await serverResume(page, id);
    expect(resume.profile).toMatchObject({
      fullName: 'Grace',
      email: 'grace@navy.mil',
      phone: '555-0100',
      github: 'github.com/grace',
    });
    expect(resume.links).toHaveLength(1);
    expect(resume.links[0]).toMatchObject({ label: 'Portfolio', url: 'https://grace.example/work' });
  });

  test('template, font, the 8 named colours, line spacing and margins change the preview', async ({
    signedIn: page,
  }) => {
    await editorWith(page);
    const sheet = preview(page).locator('[data-resume-page]');
    await page.getByLabel('Template').selectOption({ label: 'Executive' });
    await expect(sheet).toHaveAttribute('data-template', 't08-executive');
    await expect(page.getByTitle('Template')).toHaveText('t08-executive');

    await page.getByLabel('Font').selectOption({ label: 'Georgia' });
    await expect(sheet).toHaveCSS('font-family', /Georgia/);

    // The colour choice (page size and font size are radio groups of their own).
    const colours = page.getByRole('group', { name: 'Colour' }).getByRole('radio');
    await expect(colours).toHaveCount(8);
    for (const name of ['Professional Blue', 'Purple', 'Emerald', 'Red', 'Orange', 'Cyan', 'Indigo', 'Gray']) {
      await expect(colours.and(page.getByRole('radio', { name }))).toBeAttached();
    }
    await page.getByRole('radio', { name: 'Emerald' }).check({ force: true });
    await expect(page.getByRole('radio', { name: 'Emerald' })).toBeChecked();
    expect(await sheet.evaluate((el) => el.style.getPropertyValue('--accent'))).toBe('#059669');

    const spacing = page.getByLabel('Line Spacing');
    await expect(spacing).toHaveAttribute('min', '1.2');
    await expect(spacing).toHaveAttribute('max', '1.6');
    await spacing.focus();
    await page.keyboard.press('End');
    expect(await sheet.evaluate((el) => el.style.getPropertyValue('--lh'))).toBe('1.6');

    await page.getByLabel('Top', { exact: true }).fill('10');
    expect(await sheet.evaluate((el) => el.style.getPropertyValue('--mt'))).toBe('10mm');
    // Out of range is not applied.
    await page.getByLabel('Left', { exact: true }).fill('99');
    expect(await sheet.evaluate((el) => el.style.getPropertyValue('--ml'))).toBe('20mm');

    await page.keyboard.press('ControlOrMeta+s');
    await expectSaved(page);
    const { resume } = await serverResume(page, page.url().split('/').pop()!);
    expect(resume.meta).toMatchObject({
      templateId: 't08-executive',
      fontFamily: 'georgia',
      color: '#059669',
      lineSpacing: 1.6,
      pageMargins: { top: 10, right: 20, bottom: 20, left: 20 },
    });
  });

  test('an unknown template id shows Preview with Template not found and the id', async ({ signedIn: page }) => {
    const id = await createResumeVia(page, createResume({ meta: { templateId: 't99-gone' } }));
    await page.goto(`/edit/${id}`);
    await expect(page.getByRole('heading', { name: 'Preview', exact: true })).toBeVisible();
    const region = page.getByRole('region', { name: 'Preview', exact: true });
    await expect(region.getByText('Template not found')).toBeVisible();
    await expect(region.getByText('t99-gone')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Live Preview' })).toHaveCount(0);
  });
});

/** A real image file of the given type, drawn on a canvas in the page. */
async function imageFile(page: Page, type: string, width: number, height: number) {
  const base64 = await page.evaluate(
    async ({ type, width, height }) => {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const ctx = canvas.getContext('2d')!;
      ctx.fillStyle = '#0891b2';
      ctx.fillRect(0, 0, width, height);
      ctx.fillStyle = '#fde047';
      ctx.beginPath();
      ctx.arc(width / 2, height / 2, Math.min(width, height) / 3, 0, Math.PI * 2);
      ctx.fill();
      const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), type, 0.9));
      if (blob.type !== type) throw new Error(`canvas made ${blob.type}, not ${type}`);
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let binary = '';
      for (const b of bytes) binary += String.fromCharCode(b);
      return btoa(binary);
    },
    { type, width, height },
  );
  return Buffer.from(base64, 'base64');
}

const photoInput = (page: Page) => page.getByLabel('Upload photo');
const editorPhoto = (page: Page) => panel(page).getByRole('img', { name: 'Profile photo' });

async function photoSize(page: Page) {
  const img = editorPhoto(page);
  await expect(img).toHaveAttribute('src', /^data:image\/jpeg;base64,/);
  return img.evaluate(async (el: HTMLImageElement) => {
    // A newer photo replacing this one mid-decode aborts the decode: report nothing yet, and the poll asks again.
    const decoded = await el.decode().then(
      () => true,
      () => false,
    );
    return decoded ? { width: el.naturalWidth, height: el.naturalHeight } : null;
  });
}

test.describe('editor: photo', () => {
  test('JPEG, PNG and WebP are resized to fit 300 px and saved as JPEG; Processing... shows meanwhile', async ({
    signedIn: page,
  }) => {
    await editorWith(page);
    // Record every label the upload button shows, to see 'Processing...' however quick it is.
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { seen: string[] }).seen = seen;
      new MutationObserver(() => {
        for (const b of document.querySelectorAll('button')) if (b.textContent) seen.push(b.textContent);
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    const cases = [
      { type: 'image/jpeg', name: 'wide.jpg', width: 1200, height: 800, expected: { width: 300, height: 200 } },
      { type: 'image/png', name: 'tall.png', width: 500, height: 1000, expected: { width: 150, height: 300 } },
      { type: 'image/webp', name: 'small.webp', width: 120, height: 90, expected: { width: 120, height: 90 } },
    ];
    for (const c of cases) {
      const buffer = await imageFile(page, c.type, c.width, c.height);
      await photoInput(page).setInputFiles({ name: c.name, mimeType: c.type, buffer });
      await expect.poll(() => photoSize(page)).toEqual(c.expected);
    }
    expect(await page.evaluate(() => (window as unknown as { seen: string[] }).seen)).toContain('Processing...');
    await expect(preview(page).locator('img[src^="data:image/jpeg"]')).toBeVisible();

    await page.keyboard.press('ControlOrMeta+s');
    await expectSaved(page);
    const { resume } = await serverResume(page, page.url().split('/').pop()!);
    expect(resume.profile.profileImage).toMatch(/^data:image\/jpeg;base64,/);

    await page.getByRole('button', { name: 'Remove Photo' }).click();
    await expect(editorPhoto(page)).toHaveCount(0);
    await expect(preview(page).locator('img[src^="data:image"]')).toHaveCount(0);
  });

  test('a wrong type, a file of 5MB or more and an unreadable image are refused with alerts', async ({
    signedIn: page,
  }) => {
    await editorWith(page);
    const alert = page.getByRole('alert').filter({ hasText: /image/i });
    await photoInput(page).setInputFiles({
      name: 'resume.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4 not an image'),
    });
    await expect(alert).toHaveText('Please select a valid image file (JPEG, PNG, or WebP)');

    await photoInput(page).setInputFiles({
      name: 'huge.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.alloc(5 * 1024 * 1024, 0xff),
    });
    await expect(alert).toHaveText('Image size should be less than 5MB');

    await photoInput(page).setInputFiles({
      name: 'broken.png',
      mimeType: 'image/png',
      buffer: Buffer.from('this is not really a PNG file'),
    });
    await expect(alert).toHaveText('Error processing image. Please try again.');
    await expect(editorPhoto(page)).toHaveCount(0);
  });
});

test('Profile: everything is labelled and reachable by keyboard', async ({ signedIn: page }) => {
  const id = await createResumeVia(page);
  await openEditor(page, id);
  const unlabelled = await panel(page).evaluate((root) =>
    [...root.querySelectorAll('input, textarea, select')]
      .filter((el) => {
        const input = el as HTMLInputElement;
        return !input.labels?.length && !input.getAttribute('aria-label') && !input.getAttribute('aria-labelledby');
      })
      .map((el) => el.outerHTML.slice(0, 80)),
  );
  expect(unlabelled).toEqual([]);
  await page.getByRole('tab', { name: /^Profile/ }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: /^Summary/ })).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('tabpanel')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('textbox', { name: 'Summary', exact: true })).toBeFocused();
});
