import { writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { encodeShareLink, parseResumeLines, scoreAtsRead, ratio } from '@resumey/resume';
import { groupLines, readPdfText } from '@resumey/pdf-text';
import { resumeFor, GROUPS } from '@resumey/test-support/ats-matrix';
import { startBenchServer } from './server';
const server = await startBenchServer({ WEB_DIST: process.cwd() + '/apps/web/dist' });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  for (const t of (process.env.T ?? 't01-classic,t09-creative,t19-designer').split(',')) {
    const resume = resumeFor(t, (process.env.K as 'sample') ?? 'sample', 'inter');
    const ctx = await browser.newContext();
    const page = await ctx.newPage();
    await page.goto(`${server.url}/v#${encodeShareLink(resume)}`);
    await page.locator('[data-resume-page]').waitFor();
    await page.locator("html[data-print-ready]").waitFor({ state: "attached" }); await page.evaluate(() => document.fonts.ready);
    await page.emulateMedia({ media: 'print' });
    const t0 = performance.now();
    const pdf = await page.pdf({ preferCSSPageSize: true });
    const ms = performance.now() - t0;
    writeFileSync(`/tmp/exp/${t}.pdf`, pdf);
    const read = parseResumeLines(groupLines(await readPdfText(new Uint8Array(pdf))));
    const s = scoreAtsRead(resume, read);
    console.log(t, Math.round(ms), 'ms', read.name, GROUPS.map((g) => `${g} ${(ratio(s.groups[g]) * 100).toFixed(0)}`).join(' '));
    await ctx.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
