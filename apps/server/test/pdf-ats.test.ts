import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEMPLATE_DEFINITIONS } from '@resumey/templates/registry';
import { testDbKind } from './helpers/server';
import { formatScoreTable, runAtsMatrix, type AtsCase } from '@resumey/test-support/ats-matrix';
import { withPdfService } from './ats-printer';
import { OpenResumeCrash, parsePages, type OrResume } from './openresume-entries';
import { describeOpenResumeFloor } from './openresume-floor';
import { formatOrTable, scoreOpenResume } from './openresume-score';
import { describeFontEmbedding } from './ats-fonts-check';
import { describePdfImport } from './pdf-import-check';
import { describeSampleLength } from './sample-length-check';
import { describePdfminerReading } from './pdfminer-check';
import { describePymupdfReading } from './pymupdf-check';
import { covered, describeTemplateChecks } from './ats-template-checks';

/**
 * The ATS check (issue #14). Every template's PDF, for the sample and a three-page resume in every font (a covering
 * part of that matrix, `covered` below), is read three ways: by the project's resume parser on pdf.js's text items (as open-source ATS parsers read
 * a PDF), and by poppler's pdftotext in -raw (content-stream order) and -layout modes. The parser must get
 * every identity, job and school field and 95% of bullets and skills; all three must read whole words, the name
 * first, each heading with its section's standard word; -raw must read each job's fields and bullets in order.
 */

// No database is involved: the PostgreSQL pass of the server tests skips this file rather than repeat it.
describe.skipIf(testDbKind === 'postgres')('ATS check: templates x {sample, long} x fonts, every pair', () => {
  let cases: AtsCase[] = [];
  let seconds = 0;
  /** What OpenResume's rules (openresume-parser.ts) read from each case, or why they failed. */
  const openResume = new Map<AtsCase, OrResume | string>();
  beforeAll(async () => {
    const started = performance.now();
    cases = await withPdfService((print) => runAtsMatrix(print, { select: covered }));
    seconds = (performance.now() - started) / 1000;
    for (const c of cases) {
      try {
        openResume.set(c, parsePages(c.pages));
      } catch (err) {
        if (!(err instanceof OpenResumeCrash)) throw err;
        openResume.set(c, err.message);
      }
    }
  }, 600_000);
  afterAll(() => {
    if (!cases.length) return;
    // The score table, in the test output (npm run bench -- ats prints the same).
    console.log(
      `${formatScoreTable(cases)}\n` +
        `${formatScoreTable(cases, 'Strict reading (whitespace-only items dropped, as OpenResume does)', (c) => c.strict.score)}\n` +
        `${cases.length} PDFs printed and read in ${seconds.toFixed(0)} s`,
    );
    console.log(
      formatOrTable(
        cases.flatMap((c) => {
          const read = openResume.get(c);
          return typeof read === 'object' ? [{ ...c, score: scoreOpenResume(c.resume, read) }] : [];
        }),
      ),
    );
  });

  it('covers every template in every font, both resumes in every template and every font', () => {
    expect(TEMPLATE_DEFINITIONS).toHaveLength(22);
    const pairs = (a: (c: AtsCase) => string, b: (c: AtsCase) => string) =>
      new Set(cases.map((c) => `${a(c)} ${b(c)}`)).size;
    expect(
      pairs(
        (c) => c.templateId,
        (c) => c.font,
      ),
    ).toBe(22 * 5);
    expect(
      pairs(
        (c) => c.templateId,
        (c) => c.kind,
      ),
    ).toBe(22 * 2);
    expect(
      pairs(
        (c) => c.kind,
        (c) => c.font,
      ),
    ).toBe(2 * 5);
    expect(cases.filter((c) => c.kind === 'sample' && c.font === 'inter')).toHaveLength(22);
    expect(cases).toHaveLength(115);
  });

  // Checks of their own on the sample's PDFs in the default font, which this matrix prints anyway (each file
  // used to print the same 22 PDFs again in a Chromium of its own): a second, independent parser's rules (issue
  // #14), the PDF import (issue #19) and the sample's length (issue #20).
  describeOpenResumeFloor(
    () => cases,
    (c) => openResume.get(c),
  );
  describePdfImport(() => cases);
  describeSampleLength(() => cases);
  describePdfminerReading(() => cases);
  describePymupdfReading(() => cases);
  describeFontEmbedding(() => cases);

  describeTemplateChecks(
    () => cases,
    (c) => openResume.get(c),
  );
});
