// Version history (issue #42 item 1): in the editor of a resume with 200 saved versions (each save changed the
// template, so each was kept), the time from the click on History to the panel listing all 201 versions (budget
// 300 ms), and from the click on a version to its preview drawn (budget 100 ms). The version is fetched as the
// pointer reaches its row (as a person points before clicking), so the click measures the drawing, not the network.
// Each time runs from the click's event to the paint after the condition holds, measured in the page.
// `npx tsx bench/history.ts` runs it alone; BENCH_HISTORY_RUNS sets the count of each (10).
import { chromium, type Page } from 'playwright-core';
import { sampleResume, type Resume } from '@resumey/resume';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@resumey/test-support/chromium';
import { benchServer, signIn } from './editor-keystroke';
import type { Row } from './types';

const RUNS = Number(process.env.BENCH_HISTORY_RUNS ?? 10);
const SAVES = 200;
const OPEN_BUDGET_MS = 300;
const PREVIEW_BUDGET_MS = 100;
const TEMPLATES = ['t02-modern-box', 't01-classic'];

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

/**
 * Starts watching for the next click; resolves with the milliseconds from that click to the first paint after
 * `condition` (a JavaScript expression) holds. Plain JavaScript in a string, so no loader helper enters the page.
 */
const afterNextClick = (page: Page, condition: string) =>
  page.evaluate(`new Promise((resolve) => {
    document.addEventListener('click', (event) => {
      const t0 = event.timeStamp;
      const check = () => {
        if (${condition}) {
          requestAnimationFrame(() => {
            const channel = new MessageChannel();
            channel.port1.onmessage = () => resolve(performance.now() - t0);
            channel.port2.postMessage(0);
          });
        } else requestAnimationFrame(check);
      };
      check();
    }, { capture: true, once: true });
  })`) as Promise<number>;

export async function run(): Promise<Row[]> {
  const server = await benchServer();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
  const openMs: number[] = [];
  const previewMs: number[] = [];
  try {
    const page = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
    await signIn(page, server.url);
    const headers = { origin: server.url };
    const first: Resume = { ...sampleResume(), summary: 'Version 0 words.' };
    const created = await page.request.post(`${server.url}/api/resumes`, { data: { resume: first }, headers });
    let resume = ((await created.json()) as { resume: Resume }).resume;
    let version = 1;
    for (let i = 1; i <= SAVES; i++) {
      resume = { ...resume, summary: `Version ${i} words.`, meta: { ...resume.meta, templateId: TEMPLATES[i % 2]! } };
      const saved = await page.request.put(`${server.url}/api/resumes/${resume.id}`, {
        data: { resume, version },
        headers,
      });
      if (saved.status() !== 200) throw new Error(`save ${i} failed: ${saved.status()}`);
      version = ((await saved.json()) as { version: number }).version;
    }
    const listed = await page.request.get(`${server.url}/api/resumes/${resume.id}/versions`);
    const versions = ((await listed.json()) as { versions: { id: string }[] }).versions;
    if (versions.length !== SAVES + 1) throw new Error(`expected ${SAVES + 1} versions, got ${versions.length}`);

    await page.goto(`${server.url}/edit/${resume.id}`);
    await page.locator('[data-preview] [data-resume-page]').waitFor();
    const side = page.getByRole('group', { name: 'Side panel' });
    const rowsSelector = 'ol[aria-label="Versions"] > li';
    for (let i = 0; i < RUNS; i++) {
      const opened = afterNextClick(page, `document.querySelectorAll('${rowsSelector}').length === ${SAVES + 1}`);
      await side.getByRole('button', { name: 'History' }).click();
      openMs.push(await opened);
      if (i < RUNS - 1) {
        await side.getByRole('button', { name: 'Preview' }).click();
        await page.locator('[data-preview] [data-resume-page]').waitFor();
      }
    }

    // Versions spread over the list, each one's summary known from the API, so the preview is checked to be it.
    const rows = page.locator(rowsSelector);
    for (let i = 0; i < RUNS; i++) {
      const index = Math.round((i * SAVES) / Math.max(1, RUNS - 1));
      const content = await page.request.get(`${server.url}/api/resumes/${resume.id}/versions/${versions[index]!.id}`);
      const summary = ((await content.json()) as Resume).summary;
      const row = rows.nth(index).getByRole('button');
      await row.scrollIntoViewIfNeeded();
      const fetched = page.waitForResponse((r) => r.url().endsWith(`/versions/${versions[index]!.id}`));
      await row.hover();
      await fetched;
      const shown = afterNextClick(
        page,
        `document.querySelector('[data-version-preview] [data-resume-page]')?.textContent.includes(${JSON.stringify(summary)})`,
      );
      await row.click();
      previewMs.push(await shown);
      if (process.env.BENCH_VERBOSE) console.error(`preview ${index}: ${previewMs.at(-1)!.toFixed(0)} ms`);
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  const figure = (values: number[]) =>
    `${Math.round(percentile(values, 50))} / ${Math.round(percentile(values, 95))} ms`;
  return [
    {
      figure: `history: panel open with ${SAVES + 1} versions, click -> listed (median / p95 of ${RUNS})`,
      value: figure(openMs),
      budget: `< ${OPEN_BUDGET_MS} ms`,
      ok: percentile(openMs, 95) < OPEN_BUDGET_MS,
    },
    {
      figure: `history: a version's preview, click -> drawn (median / p95 of ${RUNS})`,
      value: figure(previewMs),
      budget: `< ${PREVIEW_BUDGET_MS} ms`,
      ok: percentile(previewMs, 95) < PREVIEW_BUDGET_MS,
    },
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) console.table(await run());
