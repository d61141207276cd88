import { describe, expect, it } from 'vitest';
import { groupLines, readPdfText } from '@resumey/pdf-text';
import { KOREAN_LONG_ITEM, koreanResume } from '@resumey/test-support/script-resumes';
import { withPdfService } from './ats-printer';
import { testDbKind } from './helpers/server';

/**
 * Korean is set with spaces between its words, and its lines break at them, not between two syllables of a word
 * (issue #35): a printed resume whose wrapped item read '재설계하' / '여' would be one a Korean reader stops at, and an
 * ATS joins into two words. Read back from the PDF, every line of a long item breaks where the item has a space.
 */

const ITEM = KOREAN_LONG_ITEM;

/** The item's lines as the PDF sets them: from the one its first words open, while each is a piece of the item. */
function itemLines(lines: readonly string[]): string[] {
  const bare = (s: string) => s.replace(/^[•·▪●◦‣\-–—]\s*/u, '').trim();
  const start = lines.findIndex((l) => bare(l).length > 4 && ITEM.startsWith(bare(l)));
  if (start < 0) return [];
  const out = [bare(lines[start]!)];
  for (const line of lines.slice(start + 1)) {
    const text = bare(line);
    if (!text || !ITEM.includes(text) || out.join(' ').length >= ITEM.length) break;
    out.push(text);
  }
  return out;
}

describe.skipIf(testDbKind === 'postgres')('a Korean resume printed', () => {
  it('breaks a long item only between its words, in a one-column and a two-column template', async () => {
    const printed = await withPdfService((print) =>
      Promise.all(
        ['t01-classic', 't06-two-column'].map(async (templateId) => {
          const pages = await readPdfText(await print(koreanResume(templateId)));
          return { templateId, lines: itemLines(groupLines(pages).map((l) => l.text)) };
        }),
      ),
    );
    for (const { templateId, lines } of printed) {
      expect(lines.length, `${templateId}: the item wraps`).toBeGreaterThan(1);
      const breaks = lines.slice(1).map((line, i) => `${lines[i]!.split(' ').at(-1)} ${line.split(' ')[0]}`);
      expect(
        breaks.filter((b) => !ITEM.includes(b)),
        `${templateId}: ${lines.join(' / ')}`,
      ).toEqual([]);
    }
  }, 120_000);
});
