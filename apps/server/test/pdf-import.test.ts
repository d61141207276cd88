import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleResume, TEMPLATES, type Resume } from '@resumey/resume';
import { IMPORT_FIELD_GROUPS, scoreImport, shareOf, type ImportScore } from '@resumey/resume/import/pdf';
import { fromPdf } from '@resumey/pdf-text/import';
import { createLogger } from '../src/log';
import { createPdfService } from '../src/pdf/service';
import { buildPrintView } from '@resumey/test-support/pdf-support';
import { testDbKind } from './helpers/server';

/**
 * PDF import (issue #19 item 2): the sample resume printed by the PDF service in every template, imported back
 * by the rules (fromPdf), scored field by field against the resume that was printed. Prints the score table.
 * COVERED templates must get back at least 95% of all fields; the others are printed, not asserted (see the
 * table for why they fall short).
 */

const BAR = 0.95;

interface Case {
  templateId: string;
  score: ImportScore;
  review: number;
  imported: Resume;
}

const pct = (v: number) => `${(v * 100).toFixed(v === 1 ? 0 : 1)}%`;

describe.skipIf(testDbKind === 'postgres')('PDF import: the sample printed in every template, read back', () => {
  const cases: Case[] = [];
  beforeAll(async () => {
    const service = createPdfService({
      chromiumPath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      webDist: await buildPrintView(),
      log: createLogger('silent'),
      maxWaitingCost: 1_000_000,
      maxWaitMs: 3_600_000,
      timeoutMs: 60_000,
    });
    try {
      const results = await Promise.all(
        TEMPLATES.map(async (t): Promise<Case> => {
          const resume: Resume = sampleResume();
          resume.meta = { ...resume.meta, templateId: t.id };
          const { pdf } = await service.render(resume);
          const imported = await fromPdf(pdf);
          if (!imported.ok) throw new Error(`${t.id}: ${imported.error}`);
          const review = imported.resume.custom.find((c) => c.label === 'Imported - please review');
          return {
            templateId: t.id,
            score: scoreImport(resume, imported.resume),
            review: review?.bullets.length ?? 0,
            imported: imported.resume,
          };
        }),
      );
      cases.push(...results);
    } finally {
      await service.close();
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
    expect(cases).toHaveLength(TEMPLATES.length);
    const low = cases
      .filter((c) => c.score.ok / c.score.total < BAR)
      .map((c) => `${c.templateId} ${pct(c.score.ok / c.score.total)}`);
    expect(low).toEqual([]);
  });
});
