import type { Page } from '@playwright/test';
import type { Resume } from '@resumey/resume';
import { expect } from '../fixtures';

export interface ServerRecord {
  resume: Resume;
  version: number;
  shares: { slug: string; username: string | null; views: number }[];
}

/** The server's list of the signed-in user's resumes (the API the dashboard reads). */
export async function serverList(page: Page): Promise<ServerRecord[]> {
  const res = await page.request.get('/api/resumes');
  expect(res.ok(), await res.text()).toBeTruthy();
  return ((await res.json()) as { resumes: ServerRecord[] }).resumes;
}

export const serverTitles = async (page: Page) => (await serverList(page)).map((r) => r.resume.meta.title);

export const cards = (page: Page) => page.getByTestId('resume-card');
export const card = (page: Page, title: string) =>
  cards(page).filter({ has: page.getByRole('heading', { name: title, exact: true }) });

/** Opens a card's menu and picks an item. */
export async function cardAction(page: Page, title: string, item: string) {
  await page.getByRole('button', { name: `Actions for ${title}`, exact: true }).click();
  await page.getByRole('menuitem', { name: item, exact: true }).click();
}

/** Waits for the dashboard to have loaded the user's resumes (the first load also creates the sample). */
export async function dashboardReady(page: Page) {
  await expect(page.getByRole('heading', { name: /Your Resumes|Welcome to Resumey/ })).toBeVisible();
}

export const origin = (page: Page) => ({ origin: new URL(page.url()).origin });
