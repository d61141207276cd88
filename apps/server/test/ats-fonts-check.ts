import { describe, expect, it } from 'vitest';
import { FONT_IDS, type FontId } from '@resumey/resume';
import type { AtsCase } from '@resumey/test-support/ats-matrix';

/**
 * The fonts of every PDF the ATS check prints (pdf-ats.test.ts): every template in every font choice. A PDF holds
 * only the chosen font's bundled files (no fallback to the machine's fonts), each embedded, the chosen one as a
 * named TrueType font. These checks read the matrix's PDFs; pdf.test.ts prints one non-default font through the
 * API, so the choice is known to reach the renderer from a request.
 */

/** The fonts the templates bundle (Georgia itself where the machine has it), and the print view's page-mark font. */
const BUNDLED = /^(Inter|Roboto|SourceSans3|Gelasio|Georgia|JetBrainsMono|ResumeyPageMark|ResumeyPageEnd)/;

/** The font each choice must print with. */
const EXPECTED: Record<FontId, RegExp> = {
  inter: /^Inter-/,
  roboto: /^Roboto-/,
  'source-sans': /^SourceSans3/,
  // Georgia where the machine has it, else the bundled Gelasio; System is the machine's own UI font.
  georgia: /^(Georgia|Gelasio)/,
  system: /Sans|Arial|Helvetica/i,
};

const describeCase = (c: AtsCase) => `${c.templateId} ${c.kind} ${c.font}`;

export function describeFontEmbedding(matrix: () => readonly AtsCase[]) {
  describe('fonts: the chosen one, embedded, and no other', () => {
    it('covers every font choice', () => {
      expect(new Set(matrix().map((c) => c.font))).toEqual(new Set(FONT_IDS));
    });

    it('embeds the chosen font, in every template and for each of the five choices, as named TrueType fonts', () => {
      const problems = matrix().flatMap((c) => {
        const table = c.fontTable;
        const found: string[] = [];
        if (!table.length) found.push('no fonts');
        for (const f of table) if (!f.embedded) found.push(`${f.name} not embedded`);
        if (!table.some((f) => EXPECTED[c.font].test(f.name) && f.type.includes('TrueType')))
          found.push(`no TrueType font named ${EXPECTED[c.font]} in ${table.map((f) => f.name).join(', ')}`);
        // The machine's fonts and Georgia have no bundled sans-serif of the templates' choice in them.
        if (c.font === 'georgia' || c.font === 'system')
          for (const f of table) if (/^(Inter|Roboto|SourceSans3)/.test(f.name)) found.push(`prints ${f.name}`);
        return found.map((p) => `${describeCase(c)}: ${p}`);
      });
      expect(problems).toEqual([]);
    });

    it('uses only the bundled fonts of the chosen font (no fallback to the machine’s fonts)', () => {
      const foreign = matrix()
        .filter((c) => c.font !== 'system')
        .flatMap((c) => c.fonts.filter((f) => !BUNDLED.test(f)).map((f) => `${describeCase(c)}: ${f}`));
      expect(foreign).toEqual([]);
    });
  });
}
