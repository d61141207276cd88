import { randomBytes } from 'node:crypto';
import type { Browser, Locator, Page } from '@playwright/test';
import { expect, signInViaProvider, test, uniqueUser } from '../fixtures';
import {
  apiCreateResume,
  apiSetUsername,
  expectAccessible,
  freshUsername,
  resumePage,
  resumeTitled,
  signedOutPage,
} from './share-helpers';

const SHOTS = '/tmp/shots-share';
/** The dialogs and the toasts over them: the toasts' colours were axe's complaint (issue #37 item 5). */
const DIALOG_AND_TOASTS = '[role="dialog"], [data-sonner-toaster]';

/**
 * Opens Create Custom URL from the share dialog of `resume` (Ctrl/Cmd+Enter: a phone's editor header has no room for
 * the Share button) and types `slug` into it.
 */
async function customUrl(page: Page, resume: { id: string }, slug: string) {
  await page.goto(`/edit/${resume.id}`);
  await expect(page.getByRole('tablist', { name: 'Resume sections' })).toBeVisible();
  await page.keyboard.press('ControlOrMeta+Enter');
  const share = page.getByRole('dialog', { name: 'Share Resume' });
  await share.getByRole('button', { name: 'Create Custom URL' }).click();
  const custom = page.getByRole('dialog', { name: 'Create Custom URL' });
  await custom.getByRole('textbox', { name: 'Custom URL' }).fill(slug);
  return { share, custom };
}

async function saveWithTerms(custom: Locator) {
  await custom.getByRole('checkbox', { name: /I agree to share/ }).click();
  await custom.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(custom.getByRole('link', { name: 'Open Link' })).toBeVisible();
}

async function newUser(browser: Browser, width: number, prefix: string) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await signInViaProvider(page, uniqueUser(prefix));
  return { page, close: () => context.close() };
}

/**
 * Issue #37: a custom URL belongs to its username. Two people type the same slug: both get /u/{name}/{slug}; the
 * short link /v/{slug} goes to the first, and the second is offered the nearest free one, or none. 'URL already
 * taken' is said only when the user already has that slug. Run at 1440 and 390 px, with axe on each state.
 */
for (const width of [1440, 390]) {
  test(`two users both get /u/{name}/{slug}; /v/ goes to the first, the second is offered another (${width} px)`, async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const tag = randomBytes(3).toString('hex');
    const slug = `resume-${tag}`;
    const alice = await newUser(browser, width, 'alice');
    const bob = await newUser(browser, width, 'bob');
    const [aliceName, bobName] = [freshUsername('alice'), freshUsername('bob')];
    await apiSetUsername(alice.page, aliceName);
    await apiSetUsername(bob.page, bobName);
    const aliceResume = await apiCreateResume(alice.page, resumeTitled(`Alice ${tag}`, 'Alice Anders'));
    const bobResume = await apiCreateResume(bob.page, resumeTitled(`Bob ${tag}`, 'Bob Brandt'));

    // Alice first: the URL is free, and so is its short link.
    const first = await customUrl(alice.page, aliceResume, slug);
    await expect(first.custom.getByText('Available', { exact: true })).toBeVisible();
    const aliceShort = first.custom.getByRole('checkbox', { name: `Also create the short link /v/${slug}` });
    await expect(aliceShort).toBeChecked();
    await alice.page.screenshot({ path: `${SHOTS}/namespaces-free-${width}.png` });
    await expectAccessible(alice.page, DIALOG_AND_TOASTS);
    await saveWithTerms(first.custom);
    await expect(first.custom.getByTestId('saved-short-link')).toHaveText(new RegExp(`Short link: .*/v/${slug}$`));
    await expect(alice.page.getByText('Resume saved!').first()).toBeVisible();
    await alice.page.screenshot({ path: `${SHOTS}/namespaces-saved-${width}.png` });
    await expectAccessible(alice.page, DIALOG_AND_TOASTS);

    // Bob types the same slug: his URL is available, the short link is taken and the nearest free one offered.
    const second = await customUrl(bob.page, bobResume, slug);
    await expect(second.custom.getByText('Available', { exact: true })).toBeVisible();
    await expect(second.custom.getByText('URL already taken. Choose a different one.')).toHaveCount(0);
    await expect(second.custom.getByText(`The short link /v/${slug} is taken.`)).toBeVisible();
    const offer = second.custom.getByRole('checkbox', { name: `Use the short link /v/${slug}-2 instead` });
    await expect(offer).toBeChecked();
    await bob.page.screenshot({ path: `${SHOTS}/namespaces-short-taken-${width}.png` });
    await expectAccessible(bob.page, DIALOG_AND_TOASTS);

    // Before he saves, Alice takes that one for another resume: the save says so and offers the next free one.
    const aliceOther = await apiCreateResume(alice.page, resumeTitled(`Alice other ${tag}`, 'Alice Anders'));
    const taking = await alice.page.request.post('/api/shares', {
      data: { username: aliceName, slug: `${slug}-alt`, resumeId: aliceOther.id, shortSlug: `${slug}-2` },
      headers: { origin: new URL(alice.page.url()).origin },
    });
    expect(taking.status(), await taking.text()).toBe(201);
    await second.custom.getByRole('checkbox', { name: /I agree to share/ }).click();
    await second.custom.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(second.custom.getByRole('alert')).toHaveText('This short address is taken. Choose another one.');
    const next = second.custom.getByRole('checkbox', { name: `Use the short link /v/${slug}-3 instead` });
    await expect(next).toBeChecked();
    await bob.page.screenshot({ path: `${SHOTS}/namespaces-short-refused-${width}.png` });
    await expectAccessible(bob.page, DIALOG_AND_TOASTS);
    await second.custom.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(second.custom.getByTestId('saved-short-link')).toHaveText(new RegExp(`Short link: .*/v/${slug}-3$`));
    await second.custom.getByRole('button', { name: 'Done' }).click();
    const row = second.share.getByTestId('share-row').filter({ hasText: `/u/${bobName}/${slug}` });
    await expect(row.getByTestId('share-short-link')).toHaveText(`Short link: /v/${slug}-3`);
    await bob.page.screenshot({ path: `${SHOTS}/namespaces-list-${width}.png` });

    // Each address shows its owner's resume.
    const visitor = await signedOutPage(browser, { width, height: 900 });
    for (const [path, name] of [
      [`/u/${aliceName}/${slug}`, 'Alice Anders'],
      [`/u/${bobName}/${slug}`, 'Bob Brandt'],
      [`/v/${slug}`, 'Alice Anders'],
      [`/v/${slug}-2`, 'Alice Anders'],
      [`/v/${slug}-3`, 'Bob Brandt'],
    ] as const) {
      await visitor.page.goto(path);
      await expect(resumePage(visitor.page), path).toContainText(name);
    }
    await visitor.close();

    // On another of his resumes the slug he now uses is 'URL already taken'; a new one may go without a short link.
    const other = await apiCreateResume(bob.page, resumeTitled(`Bob other ${tag}`, 'Bob Brandt'));
    const third = await customUrl(bob.page, other, slug);
    await expect(third.custom.getByText('URL already taken. Choose a different one.')).toBeVisible();
    await expect(third.custom.getByTestId('short-link')).toHaveCount(0);
    await bob.page.screenshot({ path: `${SHOTS}/namespaces-url-taken-${width}.png` });
    await expectAccessible(bob.page, DIALOG_AND_TOASTS);
    await third.custom.getByRole('textbox', { name: 'Custom URL' }).fill(`${slug}-other`);
    const own = third.custom.getByRole('checkbox', { name: `Also create the short link /v/${slug}-other` });
    await own.click();
    await expect(own).not.toBeChecked();
    await saveWithTerms(third.custom);
    await expect(third.custom.getByTestId('saved-short-link')).toHaveText('This URL has no short link.');

    const { shares } = (await (await bob.page.request.get('/api/shares')).json()) as {
      shares: { slug: string; shortSlug: string | null }[];
    };
    expect(shares.map((s) => [s.slug, s.shortSlug]).sort()).toEqual([
      [slug, `${slug}-3`],
      [`${slug}-other`, null],
    ]);
    await alice.close();
    await bob.close();
  });
}
