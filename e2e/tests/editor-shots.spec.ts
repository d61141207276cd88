import AxeBuilder from '@axe-core/playwright';
import { mkdirSync } from 'node:fs';
import { expect, test } from '../fixtures';
import { createResumeVia, openEditor, tab } from './editor-helpers';

// Not an assertion of looks: it keeps screenshots of the editor at desktop and phone widths for review
// (SHOTS_DIR, default /tmp/shots-editor), and checks nothing overflows the phone's width.
const dir = process.env.SHOTS_DIR ?? '/tmp/shots-editor';

test('editor screenshots at 1440 and 375 px', async ({ signedIn: page }) => {
  mkdirSync(dir, { recursive: true });
  const id = await createResumeVia(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await openEditor(page, id);
  await page.screenshot({ path: `${dir}/desktop-profile.png` });
  await tab(page, 'Experience').click();
  await page.getByRole('button', { name: /experience 1, expand/ }).click();
  await page.screenshot({ path: `${dir}/desktop-experience.png` });
  await tab(page, 'Skills').click();
  await page.screenshot({ path: `${dir}/desktop-skills.png` });
  await tab(page, 'Custom').click();
  await page.screenshot({ path: `${dir}/desktop-custom.png` });

  await page.setViewportSize({ width: 375, height: 812 });
  await tab(page, 'Profile').click();
  await page.screenshot({ path: `${dir}/phone-profile.png` });
  await page.screenshot({ path: `${dir}/phone-profile-full.png`, fullPage: true });
  await tab(page, 'Experience').click();
  await page.getByRole('button', { name: /experience 1, expand/ }).click();
  await page.screenshot({ path: `${dir}/phone-experience.png`, fullPage: true });
  const overflowX = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(await overflowX()).toBeLessThanOrEqual(0);
  for (const name of ['Skills', 'Certifications', 'Custom']) {
    await tab(page, name).click();
    expect(await overflowX(), name).toBeLessThanOrEqual(0);
  }
  await page.screenshot({ path: `${dir}/phone-custom.png`, fullPage: true });
  await page.getByRole('button', { name: 'Preview', exact: true }).click();
  await page.screenshot({ path: `${dir}/phone-preview.png` });
  expect(await overflowX()).toBeLessThanOrEqual(0);
});

test('axe finds no serious or critical violation on any editor tab', async ({ signedIn: page }) => {
  // Eight full axe scans: slow on a busy machine.
  test.setTimeout(240_000);
  const id = await createResumeVia(page);
  await openEditor(page, id);
  for (const name of [
    'Profile',
    'Summary',
    'Experience',
    'Projects',
    'Education',
    'Skills',
    'Certifications',
    'Custom',
  ]) {
    await tab(page, name).click();
    const expand = page.getByRole('button', { name: /1, expand\)/ });
    if (await expand.count()) await expand.first().click();
    const { violations } = await new AxeBuilder({ page }).analyze();
    const serious = violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({ tab: name, rule: v.id, nodes: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) }));
    expect(serious, JSON.stringify(serious, null, 2)).toEqual([]);
  }
});
