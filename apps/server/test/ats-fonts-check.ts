import { describe, expect, it } from 'vitest';
import { FONT_IDS, type FontId } from '@resumey/resume';
import type { AtsCase } from '@resumey/test-support/ats-matrix';

/**
 * The fonts of every PDF the ATS check prints (pdf-ats.test.ts): every template in every font choice. A PDF holds
 * only the chosen font's bundled files (the renderer sees none of the machine's fonts, issue #35), each embedded,
 * the chosen one as a named TrueType font. These checks read the matrix's PDFs; pdf.test.ts prints one non-default
 * font through the API, so the choice is known to reach the renderer from a request.
 */

/** The fonts the templates bundle, and the print view's page-mark fonts. */
const BUNDLED = /^(Inter|Roboto|SourceSans3|Gelasio|JetBrainsMono|ResumeyPageMark|ResumeyPageEnd)/;

/** The font each choice must print with. */
const EXPECTED: Record<FontId, RegExp> = {
  inter: /^Inter-/,
  roboto: /^Roboto-/,
  'source-sans': /^SourceSans3/,
  // The server has no Georgia: the bundled Gelasio, drawn to its metrics. System prints its bundled stand-in.
  georgia: /^Gelasio/,
  system: /^Roboto-/,
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
        // Georgia has no bundled sans-serif of the templates' in it, System no other than its Roboto.
        if (c.font === 'georgia' || c.font === 'system')
          for (const f of table)
            if (/^(Inter|SourceSans3)/.test(f.name) || (c.font === 'georgia' && /^Roboto/.test(f.name)))
              found.push(`prints ${f.name}`);
        return found.map((p) => `${describeCase(c)}: ${p}`);
      });
      expect(problems).toEqual([]);
    });

    it('uses only the bundled fonts of the chosen font (no fallback to the machine’s fonts)', () => {
      const foreign = matrix().flatMap((c) =>
        c.fonts.filter((f) => !BUNDLED.test(f)).map((f) => `${describeCase(c)}: ${f}`),
      );
      expect(foreign).toEqual([]);
    });
  });
}
