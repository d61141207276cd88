import type { Locator, Page } from '@playwright/test';
import { expect, type TestUser } from '../fixtures';

/** Opens the account dialog from the header's account menu (behind the phone's menu toggle where there is one). */
export async function openAccountDialog(page: Page, user: TestUser): Promise<Locator> {
  const menuToggle = page.getByRole('button', { name: 'Open menu' });
  if (await menuToggle.isVisible()) await menuToggle.click();
  await page
    .getByRole('button', { name: `Account menu for ${user.name}` })
    .filter({ visible: true })
    .click();
  await page.getByRole('menuitem', { name: 'Account & security' }).click();
  const dialog = page.getByRole('dialog', { name: 'Account & security' });
  await expect(dialog).toBeVisible();
  return dialog;
}
