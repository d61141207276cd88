import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Resume } from '@resumey/resume';
import { TEMPLATE_DEFINITIONS } from '@resumey/templates/registry';
import { IMPORT_FIELD_GROUPS, scoreImport, shareOf, type ImportScore } from '@resumey/resume/import/pdf';
import { fromPdf } from '@resumey/pdf-text/import';
import type { AtsCase } from '@resumey/test-support/ats-matrix';

/**
 * PDF import (issue #19 item 2): the sample resume printed by the PDF service in every template, imported back
 * by the rules (fromPdf), scored field by field against the resume that was printed. Prints the score table.
 * COVERED templates must get back at least 95% of all fields; the others are printed, not asserted (see the
 * table for why they fall short). It runs inside the ATS check (pdf-ats.test.ts), on the sample PDFs (default
 * font) that check has printed with the same printer.
 */

const BAR = 0.95;

interface Case {
  templateId: string;
  score: ImportScore;
  review: number;
  imported: Resume;
}

const pct = (v: number) => `${(v * 100).toFixed(v === 1 ? 0 : 1)}%`;

/** The PDF import check, on the sample's PDFs in the default font among `matrix()`'s cases. */
export function describePdfImport(matrix: () => readonly AtsCase[]) {
  describe('PDF import: the sample printed in every template, read back', () => {
    const cases: Case[] = [];
    beforeAll(async () => {
      const samples = matrix().filter((c) => c.kind === 'sample' && c.font === 'inter');
      for (const { templateId, resume, pdf } of samples) {
        const imported = await fromPdf(pdf);
        if (!imported.ok) throw new Error(`${templateId}: ${imported.error}`);
        const review = imported.resume.custom.find((c) => c.label === 'Imported - please review');
        cases.push({
          templateId,
          score: scoreImport(resume, imported.resume),
          review: review?.bullets.length ?? 0,
          imported: imported.resume,
        });
      }
    }, 600_000);

    afterAll(() => {
      const head = `| template             | ${IMPORT_FIELD_GROUPS.join(' | ')} | all | to review |`;
      const rows = cases.map(
        (c) =>
          `| ${c.templateId.padEnd(20)} | ${IMPORT_FIELD_GROUPS.map((g) => pct(shareOf(c.score.groups[g])).padStart(g.length)).join(' | ')} | ${pct(c.score.ok / c.score.total)} | ${c.review} |`,
      );
      console.log(
        ['PDF import of the sample, per template (fields read back / fields printed)', head, ...rows].join('\n'),
      );
      for (const c of cases) {
        if (process.env.PDF_IMPORT_DEBUG)
          console.log(
            c.templateId,
            JSON.stringify({ certs: c.imported.certifications, custom: c.imported.custom, skills: c.imported.skills }),
          );
        if (c.score.misses.length)
          console.log(
            `${c.templateId} misses:\n${c.score.misses.map((m) => `  ${m.field}: "${m.expected}" read "${m.got}"`).join('\n')}`,
          );
      }
    });

    it('reads back at least 95% of the fields of every covered template', () => {
      expect(cases).toHaveLength(TEMPLATE_DEFINITIONS.length);
      const low = cases
        .filter((c) => c.score.ok / c.score.total < BAR)
        .map((c) => `${c.templateId} ${pct(c.score.ok / c.score.total)}`);
      expect(low).toEqual([]);
    });
  });
}
