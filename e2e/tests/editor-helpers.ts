import type { Locator, Page } from '@playwright/test';
import { createResume, sampleResume, type Resume } from '@resumey/resume';
import { expect } from '../fixtures';

/** Creates a resume for the signed-in user through the real API and returns its id. */
export async function createResumeVia(page: Page, resume: Resume = sampleResume()): Promise<string> {
  const res = await page.request.post('/api/resumes', {
    data: { resume },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(res.status(), await res.text()).toBe(201);
  const record = (await res.json()) as { resume: Resume };
  return record.resume.id;
}

/** The server's copy of a resume. */
export async function serverResume(page: Page, id: string): Promise<{ resume: Resume; version: number }> {
  const res = await page.request.get(`/api/resumes/${id}`);
  expect(res.ok()).toBeTruthy();
  return res.json();
}

/** Opens the editor on a resume and waits for the preview to show it. */
export async function openEditor(page: Page, id: string) {
  await page.goto(`/edit/${id}`);
  await expect(page.getByRole('tablist', { name: 'Resume sections' })).toBeVisible();
  await expect(page.locator('[data-preview] [data-resume-page]')).toBeVisible();
}

/** A new resume (optionally with some content) opened in the editor; returns its id. */
export async function editorWith(page: Page, overrides: Parameters<typeof createResume>[0] = {}): Promise<string> {
  const id = await createResumeVia(
    page,
    createResume({ profile: { ...blankProfile, fullName: 'Test Person' }, ...overrides }),
  );
  await openEditor(page, id);
  return id;
}

const blankProfile = createResume().profile;

export const tab = (page: Page, name: string) => page.getByRole('tab', { name: new RegExp(`^${name}`) });

/** The editing panel (the preview repeats much of its text). */
export const panel = (page: Page): Locator => page.getByRole('tabpanel');

export const preview = (page: Page): Locator => page.locator('[data-preview]');

export const saveState = (page: Page): Locator => page.locator('[data-save-state]');

/** Waits until the header says the resume is saved. */
export async function expectSaved(page: Page) {
  await expect(saveState(page)).toHaveAttribute('data-save-state', 'saved', { timeout: 15_000 });
}
