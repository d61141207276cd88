import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Resume } from '@resumey/resume';
import {
  IMPORT_FIELD_GROUPS,
  PDF_MAX_BYTES,
  PDF_MESSAGES,
  scoreImport,
  shareOf,
  type ImportScore,
} from '@resumey/resume/import/pdf';
import { fromPdf } from '../src/import';
import { onePagePdf } from '@resumey/test-support/one-page-pdf';
import { latexResume, plainHtmlResume, wordResume } from './other-tools';

/**
 * fromPdf on PDFs Resumey did not make (test/fixtures, see its README: a plain HTML page printed by Chromium, a
 * LaTeX resume printed by pdflatex, a word processor's resume exported by LibreOffice), scored field by field and
 * printed as a table, and on files it must refuse. The per-template scores are in
 * apps/server/test/pdf-import-check.ts (run by pdf-ats.test.ts).
 */

const fixture = (name: string) => readFileSync(fileURLToPath(new URL(`fixtures/${name}`, import.meta.url)));

/**
 * The layouts, the resume each says, and the share of its fields the import must get back (all of them: the
 * rules read each layout whole; a lower floor would be stated here with the reason).
 */
const LAYOUTS: Array<{ name: string; file: string; expected: () => Resume; floor: number }> = [
  { name: 'plain HTML printed by Chromium', file: 'plain-html.pdf', expected: plainHtmlResume, floor: 1 },
  { name: "LaTeX (Jake's resume style), pdflatex", file: 'latex-resume.pdf', expected: latexResume, floor: 1 },
  { name: 'Word-style document, LibreOffice', file: 'word-resume.pdf', expected: wordResume, floor: 1 },
];

const pct = (v: number) => `${(v * 100).toFixed(v === 1 ? 0 : 1)}%`;

describe('fromPdf', () => {
  const scores: Array<{ name: string; score: ImportScore; review: number }> = [];
  // pdf.js and the import reader load once, here: each test times its own import, not the modules' loading.
  beforeAll(async () => {
    await fromPdf(fixture('plain-html.pdf'));
  }, 60_000);
  afterAll(() => {
    const head = `| layout${' '.repeat(34)} | ${IMPORT_FIELD_GROUPS.join(' | ')} | all | to review |`;
    const rows = scores.map(
      ({ name, score, review }) =>
        `| ${name.padEnd(40)} | ${IMPORT_FIELD_GROUPS.map((g) => pct(shareOf(score.groups[g])).padStart(g.length)).join(' | ')} | ${pct(score.ok / score.total)} (${score.ok}/${score.total}) | ${review} |`,
    );
    console.log(
      ['PDF import of resumes made by other tools (fields read back / fields printed)', head, ...rows].join('\n'),
    );
  });

  for (const layout of LAYOUTS) {
    it(`imports a resume made by another tool: ${layout.name}, scoring it field by field`, async () => {
      const result = await fromPdf(fixture(layout.file));
      if (!result.ok) throw new Error(result.error);
      const score = scoreImport(layout.expected(), result.resume);
      const review = result.resume.custom.find((c) => c.label === 'Imported - please review')?.bullets ?? [];
      scores.push({ name: layout.name, score, review: review.length });
      if (score.misses.length) console.log(layout.name, 'misses', score.misses, 'to review', review);
      expect(score.ok / score.total).toBeGreaterThanOrEqual(layout.floor);
      expect(review).toEqual([]);
      expect(result.report?.format).toBe('pdf');
    });
  }

  it('refuses a file over 20 MB, a file that is not a PDF and a damaged PDF, each with its message', async () => {
    const big = new Uint8Array(PDF_MAX_BYTES + 1);
    big.set(new TextEncoder().encode('%PDF-1.7\n'));
    expect(await fromPdf(big)).toEqual({ ok: false, error: PDF_MESSAGES.tooLarge });
    expect(await fromPdf(new TextEncoder().encode('{"basics":{}}'))).toEqual({ ok: false, error: PDF_MESSAGES.notPdf });
    expect(await fromPdf(new TextEncoder().encode('%PDF-1.7\nthis is not really a PDF\n'))).toEqual({
      ok: false,
      error: PDF_MESSAGES.unreadable,
    });
    const cut = fixture('plain-html.pdf').subarray(0, 2000);
    const read = await fromPdf(cut);
    expect(read.ok).toBe(false);
  });

  it('refuses a password-protected PDF and an image-only PDF (a scan) with their messages', async () => {
    const hex = (n: number) => '<' + 'ab'.repeat(n) + '>';
    const locked = onePagePdf('BT /F1 10 Tf 50 700 Td (Secret) Tj ET', {
      trailer: `/Encrypt 7 0 R /ID [${hex(16)} ${hex(16)}] `,
      extra: [`<< /Filter /Standard /V 1 /R 2 /O ${hex(32)} /U ${hex(32)} /P -4 >>`],
    });
    expect(await fromPdf(locked)).toEqual({ ok: false, error: PDF_MESSAGES.encrypted });
    expect(await fromPdf(onePagePdf('0.5 g 100 100 300 300 re f'))).toEqual({ ok: false, error: PDF_MESSAGES.noText });
  });
});
