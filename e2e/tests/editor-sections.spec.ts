import { newExperience } from '@resumey/resume';
import { expect, test } from '../fixtures';
import { editorWith, expectSaved, preview, serverResume, tab } from './editor-helpers';

const idOf = (url: string) => url.split('/').pop()!;

test('Summary: 500-character counter, too-short and too-long warnings (text still saved), tip', async ({
  signedIn: page,
}) => {
  await editorWith(page);
  await tab(page, 'Summary').click();
  const summary = page.getByRole('textbox', { name: 'Summary', exact: true });
  await expect(page.getByText('0/500')).toBeVisible();
  await expect(page.getByText('Use **bold** and *italic* formatting').first()).toBeVisible();

  await summary.fill('Builds **fast** things.');
  await expect(page.getByText('23/500')).toBeVisible();
  await expect(page.getByText('Summary is too short. Aim for at least 50 characters.')).toBeVisible();
  await expect(preview(page).locator('strong', { hasText: 'fast' })).toBeVisible();

  await summary.fill('A'.repeat(120));
  await expect(page.getByText('Summary is too short')).toHaveCount(0);

  const long = 'Long summary. '.repeat(40).slice(0, 530);
  await summary.fill(long);
  await expect(page.getByText('530/500')).toBeVisible();
  await expect(page.getByText('Summary is too long. Keep it under 500 characters for best results.')).toBeVisible();
  await page.keyboard.press('ControlOrMeta+s');
  await expectSaved(page);
  expect((await serverResume(page, idOf(page.url()))).resume.summary).toBe(long);
});

test('Experience: add (expanded, one empty bullet), required labels, months with Present, bullets, technologies, move, collapse, remove', async ({
  signedIn: page,
}) => {
  await editorWith(page);
  const experienceTab = tab(page, 'Experience');
  await expect(experienceTab).toContainText('0');
  await experienceTab.click();
  await page.getByRole('button', { name: 'Add Experience' }).click();
  await expect(experienceTab).toContainText('1');

  // New items start expanded, with the required-field labels and one empty bullet.
  await expect(page.getByText('Job Title*')).toBeVisible();
  await expect(page.getByText('Company*')).toBeVisible();
  const bullets = page.getByRole('textbox', { name: /^Bullet \d+$/ });
  await expect(bullets).toHaveCount(1);
  await expect(bullets.first()).toHaveValue('');

  await page.getByLabel('Job Title').fill('Staff Engineer');
  await page.getByLabel('Company').fill('Acme');
  await expect(page.getByLabel('Start Date')).toHaveAttribute('type', 'month');
  await page.getByLabel('Start Date').fill('2021-03');
  await expect(page.getByText('Empty means Present')).toBeVisible();
  await expect(preview(page).getByText(/Mar 2021\s*–\s*Present/)).toBeVisible();
  await page.getByLabel('End Date').fill('2023-06');
  await expect(preview(page).getByText(/Mar 2021\s*–\s*Jun 2023/)).toBeVisible();
  await page.getByRole('button', { name: 'Set to Present' }).click();
  await expect(preview(page).getByText(/Mar 2021\s*–\s*Present/)).toBeVisible();

  await bullets.first().fill('Cut build times by **60%**');
  await page.getByRole('button', { name: 'Add Bullet' }).click();
  await expect(bullets).toHaveCount(2);
  await expect(bullets.nth(1)).toHaveValue('');
  await expect(bullets.nth(1)).toBeFocused();
  await bullets.nth(1).fill('Mentored four engineers');
  // Enter starts a new bullet below; Backspace in an empty one removes it.
  await page.keyboard.press('Enter');
  await expect(bullets).toHaveCount(3);
  await page.keyboard.press('Backspace');
  await expect(bullets).toHaveCount(2);
  await page.getByRole('button', { name: 'Remove bullet 1' }).click();
  await expect(bullets).toHaveCount(1);
  await expect(bullets.first()).toHaveValue('Mentored four engineers');

  await page.getByLabel('Technologies').fill(' React, ,TypeScript ,  ');
  const badges = page.getByRole('list', { name: 'Technology badges' }).getByRole('listitem');
  await expect(badges).toHaveText(['React', 'TypeScript']);

  // A second item: move up/down are disabled at the ends.
  await page.getByRole('button', { name: 'Add Experience' }).click();
  await page.getByLabel('Job Title').nth(1).fill('Intern');
  await expect(page.getByRole('button', { name: 'Move experience 1 up' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Move experience 2 down' })).toBeDisabled();
  await page.getByRole('button', { name: 'Move experience 2 up' }).click();
  await expect(page.getByRole('button', { name: /experience 1, collapse/ })).toContainText('Intern');

  // Collapse and expand.
  const toggle = page.getByRole('button', { name: /Intern \(experience 1, collapse\)/ });
  await toggle.click();
  await expect(page.getByRole('button', { name: /Intern \(experience 1, expand\)/ })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
  await expect(page.getByLabel('Job Title')).toHaveCount(1);
  await page.getByRole('button', { name: /Intern \(experience 1, expand\)/ }).click();
  await expect(page.getByLabel('Job Title')).toHaveCount(2);

  await page.getByRole('button', { name: 'Remove experience 1' }).click();
  await expect(experienceTab).toContainText('1');
  await page.keyboard.press('ControlOrMeta+s');
  await expectSaved(page);
  const { resume } = await serverResume(page, idOf(page.url()));
  expect(resume.experience).toEqual([
    expect.objectContaining({
      title: 'Staff Engineer',
      company: 'Acme',
      startDate: '2021-03',
      endDate: '',
      bullets: ['Mentored four engineers'],
      technologies: ['React', 'TypeScript'],
    }),
  ]);
});

test('Projects: Project Name label, URL input, bullets and technologies', async ({ signedIn: page }) => {
  await editorWith(page);
  await tab(page, 'Projects').click();
  await page.getByRole('button', { name: 'Add Project' }).click();
  await expect(tab(page, 'Projects')).toContainText('1');
  await expect(page.getByText('Project Name*')).toBeVisible();
  await page.getByLabel('Project Name').fill('Resumey');
  await expect(page.getByLabel('Project URL')).toHaveAttribute('type', 'url');
  await page.getByLabel('Project URL').fill('https://github.com/resumey/resumey');
  await page.getByLabel('Role').fill('Maintainer');
  await page.getByRole('textbox', { name: 'Bullet 1' }).fill('Shipped 22 templates');
  await page.getByLabel('Technologies').fill('React,Vite');
  await expect(preview(page).getByText('Resumey', { exact: true })).toBeVisible();
  await expect(preview(page).getByText('Shipped 22 templates')).toBeVisible();
  await page.getByRole('button', { name: 'Add Project' }).click();
  await expect(page.getByRole('button', { name: 'Move project 2 down' })).toBeDisabled();
  await page.getByRole('button', { name: 'Remove project 2' }).click();
  await page.keyboard.press('ControlOrMeta+s');
  await expectSaved(page);
  const { resume } = await serverResume(page, idOf(page.url()));
  expect(resume.projects).toEqual([
    expect.objectContaining({
      name: 'Resumey',
      url: 'https://github.com/resumey/resumey',
      role: 'Maintainer',
      bullets: ['Shipped 22 templates'],
      technologies: ['React', 'Vite'],
    }),
  ]);
});

test('Education: School/Institution label, no details at first, details added and removed', async ({
  signedIn: page,
}) => {
  await editorWith(page);
  await tab(page, 'Education').click();
  await page.getByRole('button', { name: 'Add Education' }).click();
  await expect(tab(page, 'Education')).toContainText('1');
  await expect(page.getByText('School/Institution*')).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Detail \d+$/ })).toHaveCount(0);
  await page.getByLabel('School/Institution').fill('State University');
  await page.getByLabel('Degree').fill('BSc');
  await page.getByLabel('Field of Study').fill('Physics');
  await page.getByLabel('Start Date').fill('2014-09');
  await page.getByLabel('End Date').fill('2018-06');
  await page.getByRole('button', { name: 'Add Detail' }).click();
  await page.getByRole('textbox', { name: 'Detail 1' }).fill('Graduated with honours');
  await page.getByRole('button', { name: 'Add Detail' }).click();
  await page.getByRole('button', { name: 'Remove detail 2' }).click();
  await expect(preview(page).getByText('State University')).toBeVisible();
  await page.keyboard.press('ControlOrMeta+s');
  await expectSaved(page);
  const { resume } = await serverResume(page, idOf(page.url()));
  expect(resume.education).toEqual([
    expect.objectContaining({
      school: 'State University',
      degree: 'BSc',
      field: 'Physics',
      startDate: '2014-09',
      endDate: '2018-06',
      details: ['Graduated with honours'],
    }),
  ]);
});

test('list items of a loaded resume start collapsed and keep their order when moved down', async ({
  signedIn: page,
}) => {
  const a = { ...newExperience(), title: 'First' };
  const b = { ...newExperience(), title: 'Second' };
  await editorWith(page, { experience: [a, b] });
  await tab(page, 'Experience').click();
  await expect(page.getByLabel('Job Title')).toHaveCount(0);
  await page.getByRole('button', { name: 'Move experience 1 down' }).click();
  await expect(page.getByRole('button', { name: /experience 1, expand/ })).toContainText('Second');
  await expect(preview(page).getByText('Second')).toBeVisible();
});
