import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ratio } from '@resumey/resume';
import { GROUPS, runAtsMatrix, type AtsCase, type AtsJob } from '@resumey/test-support/ats-matrix';
import { withPublicPagePrinter } from '@resumey/test-support/browser-print';
import { buildWebApp } from '@resumey/test-support/pdf-support';
import { startTestServer, testDbKind, type TestServer } from './helpers/server';
import { withPdfService } from './ats-printer';
import { OpenResumeCrash, parsePages, type OrResume } from './openresume-entries';
import { describeOpenResumeFloor } from './openresume-floor';
import { scoreOpenResume } from './openresume-score';
import { describePdfminerReading } from './pdfminer-check';
import { describePymupdfReading } from './pymupdf-check';
import { covered, describeCase, describeTemplateChecks } from './ats-template-checks';

/**
 * Issue #38: whatever prints a resume gives the same ATS-readable document. A recruiter's own Print / Save as PDF of
 * the public page (Chromium printing the page with print media, test-support's browser-print.ts) is held to the ATS
 * check's checks of the downloaded PDF (ats-template-checks.ts, OpenResume's rules, PyMuPDF and pdfminer), for
 * every template: the sample, and the long resume in every fifth template, in the default font (the ATS check's
 * cases in that font; what differs per font is the same code in both prints). And it reads as well as the
 * server's PDF of the same resume, group by group.
 */
const inDefaultFont = (job: AtsJob) => job.font === 'inter' && covered(job);

function openResumeOf(c: AtsCase): OrResume | string {
  try {
    return parsePages(c.pages);
  } catch (err) {
    if (!(err instanceof OpenResumeCrash)) throw err;
    return err.message;
  }
}

describe.skipIf(testDbKind === 'postgres')('ATS check of the browser-printed public page', () => {
  let server: TestServer | undefined;
  let printed: AtsCase[] = [];
  let downloaded: AtsCase[] = [];
  const openResume = new Map<AtsCase, OrResume | string>();
  let seconds = 0;
  beforeAll(async () => {
    server = await startTestServer({ WEB_DIST: await buildWebApp() });
    const started = performance.now();
    printed = await withPublicPagePrinter(server.url, (print) => runAtsMatrix(print, { select: inDefaultFont }));
    seconds = (performance.now() - started) / 1000;
    downloaded = await withPdfService((print) => runAtsMatrix(print, { select: inDefaultFont }));
    for (const c of printed) openResume.set(c, openResumeOf(c));
  }, 600_000);
  afterAll(async () => {
    if (printed.length) console.log(`${printed.length} public pages printed and read in ${seconds.toFixed(0)} s`);
    await server?.stop();
  });

  it('prints every template, the sample and the long resume', () => {
    expect(new Set(printed.map((c) => c.templateId)).size).toBe(22);
    expect(new Set(printed.map((c) => c.kind))).toEqual(new Set(['sample', 'long']));
    expect(printed).toHaveLength(downloaded.length);
  });

  it('reads every group of fields as well as from the downloaded PDF of the same resume', () => {
    const worse = printed.flatMap((c) => {
      const same = downloaded.find((d) => describeCase(d) === describeCase(c))!;
      const groups = GROUPS.filter((g) => ratio(c.score.groups[g]) < ratio(same.score.groups[g]));
      const or = [openResume.get(c), openResumeOf(same)].map((r) =>
        typeof r === 'object' ? scoreOpenResume(c.resume, r) : undefined,
      );
      const [mine, theirs] = or;
      const orWorse =
        !mine ||
        (theirs &&
          (['jobs', 'schools', 'skills', 'skillsApart', 'bullets'] as const).filter((k) => mine[k] < theirs[k]));
      return [
        ...groups.map((g) => `${describeCase(c)}: ${g} ${c.score.groups[g].ok} < ${same.score.groups[g].ok}`),
        ...(orWorse === true ? [`${describeCase(c)}: OpenResume's rules fail`] : []),
        ...(Array.isArray(orWorse) ? orWorse.map((k) => `${describeCase(c)}: OpenResume ${k} fewer`) : []),
      ];
    });
    expect(worse).toEqual([]);
  });

  it('prints the same pages and the same fonts as the downloaded PDF', () => {
    const differ = printed.flatMap((c) => {
      const same = downloaded.find((d) => describeCase(d) === describeCase(c))!;
      const pages = [c.pages.length, same.pages.length];
      const fonts = [c.fonts, same.fonts].map((f) => [...f].sort().join(', '));
      return [
        ...(pages[0] !== pages[1] ? [`${describeCase(c)}: ${pages[0]} pages, the PDF ${pages[1]}`] : []),
        ...(fonts[0] !== fonts[1] ? [`${describeCase(c)}: fonts ${fonts[0]}, the PDF's ${fonts[1]}`] : []),
      ];
    });
    expect(differ).toEqual([]);
  });

  describeOpenResumeFloor(
    () => printed,
    (c) => openResume.get(c),
    { everyFont: false },
  );
  describePymupdfReading(() => printed);
  describePdfminerReading(() => printed, { everyTemplate: false });
  describeTemplateChecks(
    () => printed,
    (c) => openResume.get(c),
  );
});
