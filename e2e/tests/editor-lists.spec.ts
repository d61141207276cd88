import { newCustomSection } from '@resumey/resume';
import { expect, test } from '../fixtures';
import { editorWith, expectSaved, preview, serverResume, tab } from './editor-helpers';

const idOf = (url: string) => url.split('/').pop()!;

test('Skills: Enter adds (trimmed, no empties or duplicates, cleared and refocused), Add N skills, remove, total, suggestions', async ({
  signedIn: page,
}) => {
  await editorWith(page);
  await tab(page, 'Skills').click();
  const core = page.getByRole('group', { name: 'Core Skills' });
  const input = page.getByLabel('Add to Core Skills');
  const total = page.getByTestId('skills-total');
  await expect(total).toHaveText('Total: 0 skills');

  await input.fill('  TypeScript  ');
  await input.press('Enter');
  await expect(input).toHaveValue('');
  await expect(input).toBeFocused();
  await expect(core.getByRole('list').getByRole('listitem')).toHaveText(['TypeScript']);
  await input.fill('typescript');
  await input.press('Enter');
  await input.fill('   ');
  await input.press('Enter');
  await expect(core.getByRole('list').getByRole('listitem')).toHaveCount(1);

  await input.fill('Go, Rust, , go, TypeScript');
  await expect(core.getByRole('button', { name: 'Add 2 skills' })).toBeVisible();
  await core.getByRole('button', { name: 'Add 2 skills' }).click();
  await expect(input).toHaveValue('');
  await expect(core.getByRole('list').getByRole('listitem')).toHaveText(['TypeScript', 'Go', 'Rust']);

  // Quick-add suggestions, disabled once added (ignoring case).
  for (const s of ['JavaScript', 'Python', 'React', 'Node.js', 'SQL', 'Git', 'AWS']) {
    await expect(core.getByRole('button', { name: `Add ${s}`, exact: true })).toBeEnabled();
  }
  await core.getByRole('button', { name: 'Add React', exact: true }).click();
  await expect(core.getByRole('button', { name: 'Add React', exact: true })).toBeDisabled();
  const tools = page.getByRole('group', { name: 'Tools & Technologies' });
  for (const s of ['Docker', 'Kubernetes', 'MongoDB', 'PostgreSQL', 'VS Code', 'Figma']) {
    await expect(tools.getByRole('button', { name: `Add ${s}`, exact: true })).toBeEnabled();
  }
  await page.getByLabel('Add to Tools & Technologies').fill('docker');
  await page.getByLabel('Add to Tools & Technologies').press('Enter');
  await expect(tools.getByRole('button', { name: 'Add Docker', exact: true })).toBeDisabled();
  await page.getByLabel('Add to Languages').fill('Spanish');
  await page.getByLabel('Add to Languages').press('Enter');
  await expect(total).toHaveText('Total: 6 skills');

  await core.getByRole('button', { name: 'Remove Go' }).click();
  await expect(total).toHaveText('Total: 5 skills');
  await expect(preview(page).getByText(/Spanish/)).toBeVisible();
  await page.keyboard.press('ControlOrMeta+s');
  await expectSaved(page);
  const { resume } = await serverResume(page, idOf(page.url()));
  expect(resume.skills).toEqual({ core: ['TypeScript', 'Rust', 'React'], tools: ['docker'], languages: ['Spanish'] });
});

test('Certifications: add by Enter or Add, inline edit, reorder, remove, 10 suggestions disabled once added', async ({
  signedIn: page,
}) => {
  await editorWith(page);
  const certTab = tab(page, 'Certifications');
  await certTab.click();
  const input = page.getByLabel('Add Certification');
  await expect(page.getByRole('button', { name: 'Add', exact: true })).toBeDisabled();
  await input.fill('  CKA  ');
  await input.press('Enter');
  await expect(input).toHaveValue('');
  await input.fill('Azure Architect');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(certTab).toContainText('2');
  await expect(page.getByLabel('Certification 1', { exact: true })).toHaveValue('CKA');

  const suggestions = [
    'AWS Certified Developer Associate',
    'Google Cloud Professional',
    'Microsoft Azure Fundamentals',
    'PMP (Project Management Professional)',
    'Scrum Master Certified (SMC)',
    'CompTIA Security+',
    'Certified Ethical Hacker (CEH)',
    'Google Analytics Certified',
    'HubSpot Content Marketing Certified',
    'Salesforce Administrator',
  ];
  for (const s of suggestions) await expect(page.getByRole('button', { name: `Add ${s}`, exact: true })).toBeEnabled();
  await page.getByRole('button', { name: 'Add CompTIA Security+', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Add CompTIA Security+', exact: true })).toBeDisabled();
  await expect(certTab).toContainText('3');

  await page.getByLabel('Certification 1', { exact: true }).fill('CKA (Kubernetes Administrator)');
  await expect(page.getByRole('button', { name: 'Move certification 1 up' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Move certification 3 down' })).toBeDisabled();
  await page.getByRole('button', { name: 'Move certification 3 up' }).click();
  await page.getByRole('button', { name: 'Remove certification 1' }).click();
  await expect(preview(page).getByText('CompTIA Security+')).toBeVisible();
  await page.keyboard.press('ControlOrMeta+s');
  await expectSaved(page);
  const { resume } = await serverResume(page, idOf(page.url()));
  expect(resume.certifications).toEqual(['CompTIA Security+', 'Azure Architect']);
});

test('Custom: the empty state offers the first 4 presets; a preset adds its label with one empty bullet', async ({
  signedIn: page,
}) => {
  await editorWith(page);
  await tab(page, 'Custom').click();
  const panel = page.getByRole('tabpanel');
  for (const p of ['Awards & Honors', 'Publications', 'Volunteer Experience', 'Speaking Engagements']) {
    await expect(panel.getByRole('button', { name: p })).toBeVisible();
  }
  await expect(panel.getByRole('button', { name: 'Patents' })).toHaveCount(0);
  await expect(panel.getByRole('button', { name: 'Professional Memberships' })).toHaveCount(0);

  await panel.getByRole('button', { name: 'Publications' }).click();
  await expect(tab(page, 'Custom')).toContainText('1');
  await expect(page.getByText('Section Title*')).toBeVisible();
  await expect(page.getByLabel('Section Title')).toHaveValue('Publications');
  await expect(page.getByRole('textbox', { name: /^Bullet \d+$/ })).toHaveCount(1);
  await expect(page.getByRole('textbox', { name: 'Bullet 1' })).toHaveValue('');

  // The quick-add card hides presets whose label exists, ignoring case.
  const quick = panel.getByText('Quick add').locator('..');
  await expect(quick.getByRole('button')).toHaveText([
    'Awards & Honors',
    'Volunteer Experience',
    'Speaking Engagements',
    'Patents',
    'Professional Memberships',
  ]);
  await page.getByRole('button', { name: 'Add Section' }).click();
  await page.getByLabel('Section Title').nth(1).fill('PATENTS');
  await expect(quick.getByRole('button', { name: 'Patents' })).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Bullet 1' }).nth(1).fill('US 1,234,567');
  await expect(preview(page).getByText('US 1,234,567')).toBeVisible();
  await page.keyboard.press('ControlOrMeta+s');
  await expectSaved(page);
  const { resume } = await serverResume(page, idOf(page.url()));
  expect(resume.custom).toEqual([
    { id: expect.any(String), label: 'Publications', bullets: [''] },
    { id: expect.any(String), label: 'PATENTS', bullets: ['US 1,234,567'] },
  ]);
});

test('Custom: the quick-add card shows only with 1 to 5 sections', async ({ signedIn: page }) => {
  const five = ['A', 'B', 'C', 'D', 'E'].map((l) => newCustomSection(l));
  await editorWith(page, { custom: five });
  await tab(page, 'Custom').click();
  await expect(page.getByText('Quick add')).toBeVisible();
  await page.getByRole('button', { name: 'Add Section' }).click();
  await expect(tab(page, 'Custom')).toContainText('6');
  await expect(page.getByText('Quick add')).toHaveCount(0);
  await page.getByRole('button', { name: 'Remove custom section 6' }).click();
  await expect(page.getByText('Quick add')).toBeVisible();
});
