import { describe, expect, it } from 'vitest';
import { groupLines, PdfReadError, readPdfLines, readPdfText, type PdfTextPage } from '../src';
import { onePagePdf } from '@resumey/test-support/one-page-pdf';
import { placeAccents } from '../src/accents';

/** A one-page PDF drawing each run with Helvetica (or Helvetica-Bold) at (x, y from the top) in points. */
const pdfOf = (runs: Array<{ text: string; x: number; y: number; size?: number; bold?: boolean }>) =>
  onePagePdf(
    runs
      .map((r) => `BT /${r.bold ? 'F2' : 'F1'} ${r.size ?? 10} Tf ${r.x} ${842 - r.y} Td (${r.text}) Tj ET`)
      .join('\n'),
  );

describe('readPdfText', () => {
  it('gives each run with its position from the top-left, size, font name and boldness, in drawing order', async () => {
    const pages = await readPdfText(
      pdfOf([
        { text: 'Alex Morgan', x: 50, y: 60, size: 24, bold: true },
        { text: 'Engineer', x: 50, y: 90 },
      ]),
    );
    expect(pages).toHaveLength(1);
    expect(pages[0]).toMatchObject({ number: 1, width: 595, height: 842 });
    const items = pages[0]!.items.filter((i) => i.text.trim());
    expect(items.map(({ text, x, y, fontSize, bold }) => ({ text, x, y, fontSize, bold }))).toEqual([
      { text: 'Alex Morgan', x: 50, y: 60, fontSize: 24, bold: true },
      { text: 'Engineer', x: 50, y: 90, fontSize: 10, bold: false },
    ]);
    expect(items[0]!.font).toMatch(/Helvetica-Bold|Bold/);
  });

  it('puts an accent drawn on its own, as 7-bit TeX fonts draw it, on the letter drawn under it', async () => {
    // pdfLaTeX without fontenc: the accent (StandardEncoding's acute, octal 302), a move back, then the letter (or
    // the dotless i, octal 365). An accent followed by text that starts after it is left as it was.
    const pages = await readPdfText(
      onePagePdf(
        [
          'BT /F1 24 Tf 50 782 Td [(Andrea Sof) 28 (\\302) 700 (\\365a Garza)] TJ ET',
          'BT /F1 10 Tf 50 700 Td [(a tres t\\302) 400 (ecnicos)] TJ ET',
          'BT /F1 10 Tf 50 600 Td [(caf\\302) -800 (Bar)] TJ ET',
        ].join('\n'),
      ),
    );
    const texts = pages[0]!.items.map((i) => i.text).filter((t) => t.trim());
    expect(texts).toEqual(['Andrea Sofía Garza', 'a tres técnicos', 'caf\u00b4', 'Bar']);
  });

  it('drops the room TeX left before an accent it centres, but not a word space: "Participación … de útiles"', async () => {
    const pages = await readPdfText(
      onePagePdf(
        'BT /F1 10 Tf 50 700 Td [(Participaci) -120 (\\302) 420 (on en la validaci) -120 (\\302) 420 (on de) -250 (\\302) 420 (utiles)] TJ ET',
      ),
    );
    expect(pages[0]!.items.map((i) => i.text).filter((t) => t.trim())).toEqual([
      'Participación en la validación de útiles',
    ]);
  });

  it('puts an accent pdf.js read as a run of its own on the letter centred under it, and drops the sliver of space before it', () => {
    // TeX Gyre Pagella in OT1, justified: 'Direcci' | ' ' (1 pt) | '´' raised a little | 'on t' starting left of it.
    const item = (text: string, x: number, width: number, y = 273.05) => ({
      text,
      x,
      y,
      width,
      height: 10,
      fontSize: 10,
      font: 'TeXGyrePagella-Regular',
      bold: false,
      hasEOL: false,
    });
    const items = placeAccents([
      item('Direcci', 85.32, 30.58),
      item(' ', 115.9, 1.06),
      item('\u00b4', 116.96, 3.32, 273.15),
      item('on t', 115.9, 16.78),
      item('\u00b4', 259.48, 3.32, 273.15),
      item('ıa de fabricaci', 259.71, 60.13),
    ]);
    expect(items.map((i) => [i.text, i.x])).toEqual([
      ['Direcci', 85.32],
      ['ón t', 115.9],
      ['ía de fabricaci', 259.48],
    ]);
  });

  it('refuses bytes that are not a PDF with a PdfReadError', async () => {
    await expect(readPdfText(new TextEncoder().encode('not a pdf at all'))).rejects.toBeInstanceOf(PdfReadError);
  });

  it('reads at most maxPages pages', async () => {
    const pages = await readPdfText(pdfOf([{ text: 'x', x: 10, y: 10 }]), { maxPages: 0 });
    expect(pages).toEqual([]);
  });
});

describe('groupLines', () => {
  it('joins runs on one baseline into a line, sets wide gaps apart as parts, and keeps the drawing order', async () => {
    const lines = await readPdfLines(
      pdfOf([
        { text: 'Senior Engineer', x: 50, y: 100, bold: true },
        { text: '| Acme', x: 130, y: 100 },
        { text: 'Mar 2021 - Present', x: 450, y: 100 },
        // Drawn next but placed above: an extractor reads it next, so the lines keep that order.
        { text: 'EXPERIENCE', x: 50, y: 80, bold: true },
      ]),
    );
    expect(lines.map((l) => ({ text: l.text, parts: l.parts, bold: l.bold }))).toEqual([
      {
        text: 'Senior Engineer | Acme Mar 2021 - Present',
        parts: ['Senior Engineer | Acme', 'Mar 2021 - Present'],
        bold: false,
      },
      { text: 'EXPERIENCE', parts: ['EXPERIENCE'], bold: true },
    ]);
  });

  it('reads letter-spaced capitals as pdf.js gives them (one item per letter becomes spaced letters)', () => {
    const page: PdfTextPage = {
      number: 1,
      width: 595,
      height: 842,
      links: [],
      items: [...'SKILLS'].map((c, i) => ({
        text: c,
        x: 50 + i * 10,
        y: 100,
        width: 6,
        height: 10,
        fontSize: 10,
        font: 'Inter-Bold',
        bold: true,
        hasEOL: false,
      })),
    };
    expect(groupLines([page]).map((l) => l.text)).toEqual(['S K I L L S']);
  });

  it.each(['\u0085', '\u2800'])(
    'reads the blank page marks of our print view (%j) as nothing, like whitespace',
    (mark) => {
      const item = (text: string, x: number, y: number, fontSize = 10) => ({
        text,
        x,
        y,
        width: fontSize / 2,
        height: fontSize,
        fontSize,
        font: 'Inter-Regular',
        bold: false,
        hasEOL: false,
      });
      const page = (number: number, items: PdfTextPage['items']): PdfTextPage => ({
        number,
        width: 595,
        height: 842,
        links: [],
        items,
      });
      const pages = [
        page(1, [item('Alex Morgan', 50, 60), item('Next.js', 50, 800), item(mark, 593, 2, 1.5)]),
        page(2, [item(mark, 593, 2, 1.5), item('EDUCATION', 50, 60)]),
      ];
      expect(groupLines(pages).map((l) => [l.page, l.text])).toEqual([
        [1, 'Alex Morgan'],
        [1, 'Next.js'],
        [2, 'EDUCATION'],
      ]);
    },
  );
});
