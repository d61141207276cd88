import { describe, expect, it } from 'vitest';
import { CORPUS, corpusBytes, corpusExpected } from '@resumey/test-support/import-corpus';
import { readPdfLines } from '../src';

/**
 * pdf.js 5.4 counted a glyph whose text merely holds a combining mark (a Devanagari conjunct 'प्र', a half form 'न्')
 * as a zero-width diacritic, so the gap after it read as a space inside the word: 'समन् वयक' for 'समन्वयक'
 * (mozilla/pdf.js#21890). patches/pdfjs-dist+5.4.624.patch anchors that test as pdf.js 6 does; this reads a Hindi
 * page Chromium printed, as the import does (the ActualText Chromium gives each cluster), and fails if the patch is not applied.
 */
describe('Indic words in a PDF', () => {
  it("reads a Chromium-printed Hindi resume's words whole, conjuncts and half forms included", async () => {
    const file = CORPUS.find((f) => f.file === 'hi-html-resume.pdf')!;
    const text = (await readPdfLines(corpusBytes(file), { actualText: true })).map((l) => l.text).join('\n');
    const want = corpusExpected(file);
    expect(text).toContain(want.name);
    for (const job of want.jobs) expect(text).toContain(job.title!);
    for (const word of ['समन्वयक', 'प्रशिक्षण', 'स्वास्थ्य', 'उन्हें', 'सदस्यों', 'प्रश्नावली']) expect(text).toContain(word);
    // No space follows a virama: Hindi ends no word on a bare half form.
    expect(text.match(/\S*\u094d +\S*/gu) ?? []).toEqual([]);
  });
});
