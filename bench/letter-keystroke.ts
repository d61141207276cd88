// Keystroke -> preview in the cover letter editor (issue #41 budget: within one frame, as for resumes), measured as
// editor-keystroke.ts measures the resume's: 150 characters typed into the letter's first paragraph, the Event
// Timing duration per keystroke (p50 / p95, budget p95 <= 16 ms) and keydown -> the paint after the letter's preview
// changed, for every template (the letter is drawn in the resume's design) and, reported, one with the CPU throttled
// 4x. `npm run bench -- letter-keystroke` runs it alone; `npx tsx bench/letter-keystroke.ts t01-classic` some.
import { chromium, type Page } from 'playwright-core';
import { blankLetter, sampleResume, TEMPLATE_IDS, type Resume } from '@resumey/resume';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@resumey/test-support/chromium';
import {
  benchServer,
  keystrokeRows,
  signIn,
  typeAndMeasure,
  type KeystrokeRun,
  type TemplateFigures,
} from './editor-keystroke';
import type { Row } from './types';

const CHARS = 150;
const TEXT = 'I cut p95 latency by 42% with **streaming renders**, and I would bring that care to your team. '
  .repeat(3)
  .slice(0, CHARS);
const PARAGRAPH = 'I would like to apply for the Staff Engineer role.';

/** The resume in `templateId` (its letter is drawn in its design), then the letter editor opened on it. */
async function openLetter(page: Page, url: string, id: string, templateId: string) {
  const headers = { origin: url };
  const got = await page.request.get(`${url}/api/resumes/${id}`);
  const { resume, version } = (await got.json()) as { resume: Resume; version: number };
  const put = await page.request.put(`${url}/api/resumes/${id}`, {
    data: { resume: { ...resume, meta: { ...resume.meta, templateId } }, version },
    headers,
  });
  if (put.status() !== 200) throw new Error(`switching the template failed: ${put.status()} ${await put.text()}`);
  await page.goto(`${url}/edit/${id}/letter`);
  await page.locator(`[data-letter-preview] [data-template="${templateId}"]`).waitFor();
}

async function measureLetter(page: Page, templateId: string): Promise<TemplateFigures> {
  const paragraph = page.getByRole('textbox', { name: 'Paragraph 1', exact: true });
  await paragraph.click();
  await paragraph.press('End');
  const figures = await typeAndMeasure(page, templateId, { text: TEXT, previewSelector: '[data-letter-preview]' });
  await paragraph.fill(PARAGRAPH);
  return figures;
}

export async function measure(templates: readonly string[] = TEMPLATE_IDS, throttled = templates.slice(0, 1)) {
  const server = await benchServer();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await signIn(page, server.url);
    const created = await page.request.post(`${server.url}/api/resumes`, {
      data: { resume: sampleResume() },
      headers: { origin: server.url },
    });
    const { resume } = (await created.json()) as { resume: Resume };
    const letter = { ...blankLetter(resume), subject: 'Application for Staff Engineer', paragraphs: [PARAGRAPH] };
    const saved = await page.request.put(`${server.url}/api/resumes/${resume.id}/letter`, {
      data: { letter },
      headers: { origin: server.url },
    });
    if (saved.status() !== 201) throw new Error(`saving the letter failed: ${saved.status()}`);
    const run: KeystrokeRun = { unthrottled: [], throttled: [] };
    for (const t of templates) {
      await openLetter(page, server.url, resume.id, t);
      run.unthrottled.push(await measureLetter(page, t));
      process.stderr.write(`  letter ${t}: ${JSON.stringify(run.unthrottled.at(-1))}\n`);
    }
    const cdp = await context.newCDPSession(page);
    for (const t of throttled) {
      await openLetter(page, server.url, resume.id, t);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      run.throttled.push(await measureLetter(page, t));
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      process.stderr.write(`  letter 4x ${t}: ${JSON.stringify(run.throttled.at(-1))}\n`);
    }
    return run;
  } finally {
    await browser.close();
    await server.stop();
  }
}

export async function run(): Promise<Row[]> {
  return keystrokeRows('letter', await measure());
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const only = process.argv.slice(2);
  const { unthrottled, throttled } = await measure(only.length ? only : undefined);
  console.table(unthrottled);
  console.table(throttled);
}
