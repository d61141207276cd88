import { beforeAll, describe, expect, it } from 'vitest';
import { TEMPLATE_DEFINITIONS } from '@resumey/templates/registry';
import type { AtsCase } from '@resumey/test-support/ats-matrix';
import { readWithPython, type PythonReader } from './python-reader';

/**
 * A third family of PDF readers, beside pdf.js and poppler: pdfminer.six, the Python library that Python resume
 * parsers (pyresparser and its kin) read PDFs with. It orders text by its place on the page, as `pdftotext -layout`
 * does, but by its own rules (text boxes, their font's descent). Issue #14: the name comes first, and the page
 * marks (apps/web/src/pdf/page-marks.ts) are nowhere before it. It runs inside the ATS check (pdf-ats.test.ts) on the
 * long resume's PDFs, which have page marks, one per template.
 */
const PDFMINER: PythonReader = {
  name: 'pdfminer',
  apt: 'python3-pdfminer',
  imports: 'from pdfminer.high_level import extract_text',
  textOf: 'extract_text(f)',
};

interface Read {
  c: AtsCase;
  text: string;
}

/** `everyTemplate: false` reads the long resumes the matrix has (a printer that printed only some of them). */
export function describePdfminerReading(matrix: () => readonly AtsCase[], { everyTemplate = true } = {}) {
  describe('pdfminer (Python parsers) reads the name first', () => {
    const reads: Read[] = [];

    beforeAll(async () => {
      const cases = TEMPLATE_DEFINITIONS.map((t) =>
        matrix().find((c) => c.templateId === t.id && c.kind === 'long')!,
      ).filter((c) => everyTemplate || c);
      const texts = await readWithPython(
        PDFMINER,
        cases.map((c) => c.pdf),
      );
      texts.forEach((text, i) => reads.push({ c: cases[i]!, text }));
    }, 300_000);

    it('reads every template’s long resume with the name first, no mark or other text before it', () => {
      if (everyTemplate) expect(reads).toHaveLength(TEMPLATE_DEFINITIONS.length);
      else expect(reads.length).toBeGreaterThan(0);
      expect(reads.every((r) => r.c.pdf.length > 0)).toBe(true);
      // Python's own idea of whitespace (str.strip), as a Python parser would take the first line. Some templates
      // print the name in capitals.
      const first = (r: Read) => r.text.replace(/^\s+/, '').toLowerCase();
      const problems = reads
        .filter((r) => !first(r).startsWith(r.c.resume.profile.fullName.toLowerCase()))
        .map((r) => `${r.c.templateId} ${r.c.font}: starts ${JSON.stringify(r.text.slice(0, 40))}`);
      expect(problems).toEqual([]);
    });

    it('reads the page marks, if at all, as blank lines of their own, never inside a line of text', () => {
      const problems = reads.flatMap((r) =>
        r.text.split('\f').flatMap((page, i) =>
          page
            .split('\n')
            .filter((line) => line.includes('\u2800') && line.replace(/[\s\u2800]/g, '') !== '')
            .map((line) => `${r.c.templateId} page ${i + 1}: ${JSON.stringify(line.slice(0, 60))}`),
        ),
      );
      expect(problems).toEqual([]);
    });
  });
}
