import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { blankLetter, type CoverLetter, type Resume } from '@resumey/resume';
import { pdfPagesAndText } from '@resumey/test-support/pdf-support';
import { expect, test } from '../fixtures';
import {
  apiCreateResume,
  apiSetUsername,
  apiShare,
  expectAccessible,
  freshUsername,
  openShareDialog,
  resumeTitled,
} from './share-helpers';

const SHOTS = '/tmp/shots-share-letter';
const LETTER_WORDS = 'I rebuilt the harbour ledger in six weeks.';

const origin = (page: Page) => ({ origin: new URL(page.url()).origin });

async function apiWriteLetter(page: Page, resume: Resume, text: Partial<CoverLetter>) {
  const letter: CoverLetter = {
    ...blankLetter(resume, new Date(2026, 10, 28)),
    recipient: { name: 'Ada Byron', title: 'CTO', company: 'Analytical Ltd', address: '' },
    subject: 'Staff Engineer',
    paragraphs: [LETTER_WORDS, 'I would welcome a conversation.'],
    ...text,
  };
  const res = await page.request.put(`/api/resumes/${resume.id}/letter`, { data: { letter }, headers: origin(page) });
  expect(res.status(), await res.text()).toBe(201);
}

/** A resume with a cover letter, shared at /u/{username}/{slug}; its path and share id. */
async function sharedWithLetter(page: Page, resume: Resume, text: Partial<CoverLetter> = {}) {
  await page.goto('/dashboard');
  const username = freshUsername('letter');
  await apiSetUsername(page, username);
  const created = await apiCreateResume(page, resume);
  await apiWriteLetter(page, created, text);
  const slug = `cv-${username}`;
  await apiShare(page, username, slug, created.id);
  const list = await (await page.request.get('/api/shares')).json();
  const share = (list.shares as { id: string; slug: string }[]).find((s) => s.slug === slug)!;
  return { path: `/u/${username}/${slug}`, shareId: share.id, resume: created };
}

/** A recruiter with no session, from an address of their own. */
async function reader(browser: Browser, opts: { width?: number; javaScriptEnabled?: boolean; locale?: string } = {}) {
  const { width = 1440, javaScriptEnabled = true, locale = 'en-US' } = opts;
  const ip = `198.19.${randomBytes(1)[0]}.${(randomBytes(1)[0]! % 250) + 1}`;
  const context = await browser.newContext({
    javaScriptEnabled,
    locale,
    viewport: { width, height: width > 500 ? 900 : 844 },
    extraHTTPHeaders: { 'x-forwarded-for': ip },
  });
  return { page: await context.newPage(), close: () => context.close() };
}

const letterSection = (page: Page, name = 'Cover letter') => page.getByRole('region', { name });

/** A resume in `language` whose letter (`text`) is shared with it: its public path. */
async function sharedLetterIn(page: Page, language: string, title: string, name: string, text: Partial<CoverLetter>) {
  const resume = resumeTitled(title, name);
  resume.meta.language = language;
  const { path, shareId } = await sharedWithLetter(page, resume, text);
  const res = await page.request.patch(`/api/shares/${shareId}`, {
    data: { includeLetter: true },
    headers: origin(page),
  });
  expect(res.status()).toBe(200);
  return path;
}

/**
 * Issue #41 item 5: the owner ticks "Include the cover letter" in the share dialog and the recruiter sees the letter
 * below the resume, in the resume's design, with and without JavaScript, on a phone, behind a password and in a
 * right-to-left resume; unticked, the page has no trace of it.
 */
test.describe('a share with its cover letter', () => {
  test('the owner includes the letter in the share dialog; readers see it below the resume, then no longer', async ({
    signedIn: page,
    browser,
  }) => {
    const { path, resume } = await sharedWithLetter(page, resumeTitled('Letter CV', 'Lena Letter'));
    const before = await reader(browser);
    await before.page.goto(path);
    await expect(before.page.locator('[data-resume-page]').first()).toContainText('Lena Letter');
    await expect(before.page.getByText(LETTER_WORDS)).toHaveCount(0);
    await before.close();

    const dialog = await openShareDialog(page, resume);
    await dialog.getByRole('button', { name: `Settings of ${path}` }).click();
    const settings = dialog.getByTestId('share-settings');
    const include = settings.getByRole('checkbox', { name: /^Include the cover letter/ });
    await expect(include).not.toBeChecked();
    await include.click();
    await expect(page.getByText('The cover letter is shown below the resume')).toBeVisible();
    await expect(include).toBeChecked();
    await expect(dialog.getByTestId('share-badges')).toContainText('With cover letter');
    await page.screenshot({ path: `${SHOTS}/share-dialog-1440.png` });

    const desk = await reader(browser);
    await desk.page.goto(path);
    const section = letterSection(desk.page);
    await expect(section).toContainText(LETTER_WORDS);
    // The letter in the resume's own design: its letterhead carries the name, the resume's sections stay away.
    await expect(section.locator('[data-resume-page]')).toContainText('Lena Letter');
    await expect(section).toContainText('Analytical Ltd');
    await expect(section).not.toContainText('Experience');
    await section.scrollIntoViewIfNeeded();
    await desk.page.screenshot({ path: `${SHOTS}/public-letter-1440.png`, fullPage: true });
    await expectAccessible(desk.page);
    // The resume and then the letter, in one PDF from the server.
    const [download] = await Promise.all([
      desk.page.waitForEvent('download'),
      section.getByRole('link', { name: 'Resume and letter (PDF)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Lena Letter Resume and Cover Letter.pdf');
    const { text } = await pdfPagesAndText(readFileSync((await download.path())!));
    // The name is printed in capitals by this template.
    const flat = text.toLowerCase();
    const job = flat.indexOf('brightwave payments');
    expect(flat.indexOf('lena letter')).toBeGreaterThanOrEqual(0);
    expect(job).toBeGreaterThan(flat.indexOf('lena letter'));
    expect(flat.indexOf(LETTER_WORDS.toLowerCase())).toBeGreaterThan(job);
    await desk.close();

    // A phone: the letter fits the screen, nothing scrolls sideways.
    const phone = await reader(browser, { width: 390 });
    await phone.page.goto(path);
    await expect(letterSection(phone.page)).toContainText(LETTER_WORDS);
    const sideways = await phone.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(sideways).toBeLessThanOrEqual(0);
    // The heading and its download link, below the sticky header.
    await letterSection(phone.page).evaluate((el) =>
      window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 72),
    );
    await phone.page.screenshot({ path: `${SHOTS}/public-letter-390.png` });
    await expectAccessible(phone.page);
    await phone.close();

    // Without JavaScript: the server's page already holds it.
    const plain = await reader(browser, { javaScriptEnabled: false });
    await plain.page.goto(path);
    await expect(letterSection(plain.page)).toContainText(LETTER_WORDS);
    await plain.close();

    await include.click();
    await expect(page.getByText('The cover letter is no longer shown')).toBeVisible();
    const after = await reader(browser);
    await after.page.goto(path);
    await expect(after.page.locator('[data-resume-page]').first()).toContainText('Lena Letter');
    await expect(after.page.getByText(LETTER_WORDS)).toHaveCount(0);
    await expect(letterSection(after.page)).toHaveCount(0);
    await after.close();
  });

  test('a password-protected share shows the letter only once unlocked', async ({ signedIn: page, browser }) => {
    const { path, shareId } = await sharedWithLetter(page, resumeTitled('Locked Letter CV', 'Paz Password'));
    const res = await page.request.patch(`/api/shares/${shareId}`, {
      data: { includeLetter: true, password: 'harbour ledger' },
      headers: origin(page),
    });
    expect(res.status(), await res.text()).toBe(200);

    const visitor = await reader(browser);
    await visitor.page.goto(path);
    await expect(visitor.page.getByText(LETTER_WORDS)).toHaveCount(0);
    await visitor.page.getByLabel('Password', { exact: true }).fill('harbour ledger');
    await visitor.page.getByRole('button', { name: 'View resume' }).click();
    // Drawn by the browser after the unlock, the letter comes with the resume.
    await expect(letterSection(visitor.page)).toContainText(LETTER_WORDS);
    await visitor.close();
  });

  test('an Arabic resume’s letter reads right to left under the Arabic heading', async ({
    signedIn: page,
    browser,
  }) => {
    const words = 'أعدت تصميم لوحة التحكم وخفضت زمن التحميل بنسبة 70٪.';
    const path = await sharedLetterIn(page, 'ar', 'Arabic Letter CV', 'ليلى حسن', {
      recipient: { name: 'سارة علي', title: 'مديرة التوظيف', company: 'شركة النخبة', address: '' },
      subject: 'مهندسة برمجيات أولى',
      greeting: 'السيدة سارة المحترمة،',
      paragraphs: [words, 'يسعدني التحدث معكم.'],
      closing: 'مع خالص التحية،',
    });

    const visitor = await reader(browser, { locale: 'ar' });
    await visitor.page.goto(path);
    const section = letterSection(visitor.page, 'خطاب التقديم');
    await expect(section).toContainText(words);
    await expect(section.locator('[data-resume-page]')).toHaveAttribute('dir', 'rtl');
    await section.scrollIntoViewIfNeeded();
    await visitor.page.screenshot({ path: `${SHOTS}/public-letter-ar-1440.png` });
    await visitor.close();
  });

  test('a Japanese resume’s letter is drawn in Japanese type and dates, under the reader’s Japanese heading', async ({
    signedIn: page,
    browser,
  }) => {
    const words = 'ダッシュボードを再設計し、読み込み時間を70%短縮しました。';
    const path = await sharedLetterIn(page, 'ja', 'Japanese Letter CV', '山田 花子', {
      recipient: { name: '佐藤 一郎', title: '採用担当', company: '株式会社ハーバー', address: '' },
      subject: 'シニアソフトウェアエンジニアへの応募',
      greeting: '佐藤様',
      paragraphs: [words, 'ぜひ一度お話しできれば幸いです。'],
      closing: '敬具',
    });

    for (const width of [1440, 390]) {
      const visitor = await reader(browser, { locale: 'ja-JP', width });
      await visitor.page.goto(path);
      const section = letterSection(visitor.page, 'カバーレター');
      await expect(section).toContainText(words);
      // The letter's date in the resume's language, as the resume's own dates are.
      await expect(section).toContainText('2026年11月28日');
      // Drawn in the page's CJK font (npm's Noto Sans JP), not whatever the machine has: the glyphs are loaded.
      const cjkFont = await section.evaluate(async () => {
        await document.fonts.ready;
        return [...document.fonts].some((f) => /JP|CJK/i.test(f.family) && f.status === 'loaded');
      });
      expect(cjkFont).toBe(true);
      const sideways = await visitor.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(sideways).toBeLessThanOrEqual(0);
      await section.scrollIntoViewIfNeeded();
      await visitor.page.screenshot({ path: `${SHOTS}/public-letter-ja-${width}.png` });
      await expectAccessible(visitor.page);
      await visitor.close();
    }
  });
});
