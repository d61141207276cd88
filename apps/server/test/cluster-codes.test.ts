import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { readPdfText } from '@resumey/pdf-text';
import { scanContent, type DrawnGlyph } from '../src/pdf/actual-text';
import { planClusterCodes, rewriteContent, type LocatedGlyph } from '../src/pdf/cluster-codes';
import { withGlyphText } from '../src/pdf/glyph-text';
import { PYMUPDF } from './pymupdf-check';
import { readWithPython } from './python-reader';
import { readWithStockPdfjs } from './stock-pdfjs';

/** Issue #35: Hindi read in typed order, without spaces inside words, by readers of glyphs alone. */

const run = promisify(execFile);
const utf16 = (s: string) =>
  'FEFF' + [...Array(s.length).keys()].map((i) => s.charCodeAt(i).toString(16).toUpperCase().padStart(4, '0')).join('');

/** The plan for one content stream whose glyphs read `texts` and are `widths` wide, and the content drawn again. */
function drawAgain(content: string, texts: Record<number, string>, widths: Record<number, number>, blanks = false) {
  const scan = scanContent(content);
  const glyphs: LocatedGlyph[] = scan.glyphs.map((g) => ({ ...g, stream: 0 }));
  const plan = planClusterCodes(
    glyphs,
    (g: DrawnGlyph) => texts[g.code],
    (_font, code) => widths[code] ?? 0,
    () => 0x100,
    () => blanks,
  );
  const added = plan.added.get('F1') ?? new Map();
  const rewritten = rewriteContent(content, plan.rewrites.get(0) ?? new Map());
  /** What a reader of glyphs alone reads from the content drawn again: each code's text, in drawn order. */
  const reading = scanContent(rewritten)
    .glyphs.map((g) => added.get(g.code)?.text ?? texts[g.code])
    .join('');
  return { added, rewritten, reading };
}

describe('drawing a Devanagari word again under codes that read in typed order', () => {
  // 'रिन्': the vowel sign (glyph 9) drawn before र (glyph 1), in a span; then the half form न् (glyph 2), whose
  // text holds a virama. Each glyph placed by a move, as Chromium does; the font at 10 units.
  const content = [
    'BT /F1 10 Tf 1 0 0 -1 50 80 Tm',
    `/Span<</ActualText <${utf16('रि')}> >> BDC`,
    '<0009> Tj 4 0 Td <0001> Tj',
    'EMC',
    '8 0 Td <0002> Tj',
    'ET',
  ].join('\n');
  const texts = { 9: 'ि', 1: 'र', 2: 'न्' };
  const widths = { 9: 400, 1: 400, 2: 500 };

  it('reads the vowel sign after its consonant, and the word in one ActualText span in place of the cluster’s', () => {
    const { reading, rewritten } = drawAgain(content, texts, widths);
    expect(reading).toBe('रिन्');
    expect(scanContent(rewritten).spans.map((s) => s.text)).toEqual(['रिन्']);
    expect(rewritten).not.toContain(utf16('रि') + '>');
    // The span closes after the word's last glyph is drawn, inside the text object.
    expect(rewritten).toMatch(/Tj EMC\s*ET$/);
  });

  it('makes each glyph pdf.js measures reach the next such glyph, the last the word’s end', () => {
    const { added } = drawAgain(content, texts, widths);
    // 'र' (on the vowel sign's glyph, at 0) reaches 'ि' (at 4); 'ि' reaches the word's end (the half form's, 12 +
    // 5): pdf.js gives 'न्' no width, as its text holds a mark. The half form keeps its own width.
    expect([...added.values()].map(({ glyph, text, width }) => [glyph, text, width])).toEqual([
      [9, 'र', 400],
      [1, 'ि', 1300],
      [2, 'न्', 500],
    ]);
  });

  it('gives a glyph whose text mixes a letter and a mark the letter, and the mark to a blank glyph, where the font takes one', () => {
    // pdf.js 5 reads 'न्' as a mark (no width), pdf.js 6 as a letter: a text of one kind reads alike in both.
    const { added, reading, rewritten } = drawAgain(content, texts, widths, true);
    expect(reading).toBe('रिन्');
    expect([...added.values()].map(({ glyph, text, width, blank }) => [glyph, text, width, blank ?? false])).toEqual([
      [9, 'र', 400, false],
      [1, 'ि', 800, false],
      [2, 'न', 500, false],
      [0, '्', 0, true],
    ]);
    // The blank is drawn right after its glyph, in the same string.
    expect(rewritten).toContain('<01020103>');
  });

  it('draws the glyphs of one string one by one at their places, and puts the line back after the last', () => {
    const { rewritten, reading } = drawAgain(
      `BT /F1 10 Tf 1 0 0 -1 0 0 Tm <0003> Tj 6 0 Td /Span<</ActualText <${utf16('र्मा')}> >> BDC <00040005> Tj EMC 3 0 Td <0007> Tj ET`,
      { 3: 'श', 4: 'म', 5: 'ा', 7: 'क' },
      { 3: 600, 4: 500, 5: 250, 7: 600 },
    );
    expect(reading).toBe('शर्माक');
    // 'म' then 'ा' 5 units on (its width), then back 5: the next move starts where it did.
    expect(rewritten).toMatch(/<0101> Tj 5\.0000 0 Td <0102> Tj -5\.0000 0 Td\s+3 0 Td <0103> Tj EMC ET$/);
  });

  it('leaves words of other scripts, and words readers already read right, as they are', () => {
    const latin = 'BT /F1 10 Tf 1 0 0 -1 0 0 Tm <0001> Tj 6 0 Td <0002> Tj ET';
    expect(drawAgain(latin, { 1: 'a', 2: 'b' }, { 1: 600, 2: 600 }).rewritten).toBe(latin);
    const plain = 'BT /F1 10 Tf 1 0 0 -1 0 0 Tm <0001> Tj 6 0 Td <0002> Tj ET';
    expect(drawAgain(plain, { 1: 'क', 2: 'म' }, { 1: 600, 2: 600 }).rewritten).toBe(plain);
  });
});

describe('a Hindi resume as Chromium prints it, drawn again', () => {
  const PHRASES = [
    'अनन्या शर्मा',
    'वरिष्ठ सॉफ़्टवेयर इंजीनियर',
    'नई दिल्ली',
    'तेज़ और सुलभ वेब अनुप्रयोग बनाने का आठ वर्षों से अधिक का अनुभव।',
    'कार्य अनुभव',
    'तकनीकी प्रमुख ब्राइटवेव पेमेंट्स',
    'भुगतान प्रणाली को फिर से डिज़ाइन किया और लोड समय 40% कम किया।',
    'पाँच इंजीनियरों की टीम का नेतृत्व किया।',
    'स्नातकोत्तर, कंप्यूटर विज्ञान',
    'भारतीय प्रौद्योगिकी संस्थान दिल्ली',
    'मुख्य कौशल: सिस्टम डिज़ाइन, डेटाबेस',
    'क्लाउड समाधान वास्तुकार प्रमाणपत्र',
  ];
  /** Phrases a reading lacks, its white space as one space (or none, `spaced` false). */
  const unread = (text: string, spaced = true) => {
    const flat = (s: string) => (spaced ? s.replace(/\s+/g, ' ') : s.replace(/\s+/g, ''));
    return PHRASES.filter((p) => !flat(text).includes(flat(p)));
  };

  it('draws every page the same, and pdf.js, poppler and PyMuPDF read every phrase', async () => {
    // t01 in Hindi, printed by Chromium 156 before the server's pass (pdf/glyph-text.ts).
    const before = new Uint8Array(await readFile(path.join(import.meta.dirname, 'fixtures/hindi-resume-chromium.pdf')));
    const after = (await withGlyphText(before))!;
    const dir = await mkdtemp(path.join(tmpdir(), 'resumey-cluster-codes-'));
    try {
      await writeFile(path.join(dir, 'before.pdf'), before);
      await writeFile(path.join(dir, 'after.pdf'), after);
      const pixels = async (name: string) => {
        await run('pdftoppm', ['-r', '72', '-gray', path.join(dir, `${name}.pdf`), path.join(dir, name)]);
        return readFile(path.join(dir, `${name}-1.pgm`));
      };
      // The same pixels, but at the edges of the glyph 'ई' now draws as one (its two glyphs made one composite
      // glyph): poppler places each glyph to a quarter of a pixel, the composite's second part with it. A glyph lost
      // or moved would darken or lighten whole pixels.
      const [was, is] = [await pixels('before'), await pixels('after')];
      const changed = [...is.keys()].filter((i) => is[i] !== was[i]);
      expect(changed.length).toBeLessThan(is.length / 10_000);
      expect(Math.max(0, ...changed.map((i) => Math.abs(is[i]! - was[i]!)))).toBeLessThan(64);

      const pdfjs = (await readPdfText(after))
        .flatMap((p) => p.items.map((item) => item.text + (item.hasEOL ? '\n' : '')))
        .join('');
      const poppler = (await run('pdftotext', ['-enc', 'UTF-8', path.join(dir, 'after.pdf'), '-'])).stdout;
      const [pymupdf] = await readWithPython(PYMUPDF, [after]);
      // pdf.js as published (5.4) gives 'न्' no width; the project's reader, with pdf.js 6's fix, measures it.
      const stock = await readWithStockPdfjs(after);
      expect({ pdfjs: unread(pdfjs), stock: unread(stock), poppler: unread(poppler) }).toEqual({
        pdfjs: [],
        stock: [],
        poppler: [],
      });
      // PyMuPDF measures each glyph, marks too, and reads a space after 'कं' before a half form ('कं प्यूटर'). It
      // reads 'ई' whole, with no zero-width space after it.
      expect(unread(pymupdf!, false)).toEqual([]);
      expect(pymupdf).not.toContain('\u200b');
      // Before, pdf.js read vowel signs before their consonants and spaces after half forms.
      const pdfjsBefore = (await readPdfText(before)).flatMap((p) => p.items.map((item) => item.text)).join('');
      expect(unread(pdfjsBefore).length).toBeGreaterThan(PHRASES.length / 2);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
