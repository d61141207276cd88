import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from '../fixtures';

/** DESIGN.md section 5: no serious or critical axe finding; a failure lists rule and elements. */
export async function expectNoSeriousA11yIssues(page: Page) {
  // Toasts are checked too, at rest: mid-animation their colours are blended, which axe reads as low contrast, and
  // with reduced motion (which the toasts honour) they stand at their final colours at once.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ rule: v.id, help: v.help, elements: v.nodes.slice(0, 5).map((n) => n.target.join(' ')) }));
  expect(serious, JSON.stringify(serious, null, 2)).toEqual([]);
}
