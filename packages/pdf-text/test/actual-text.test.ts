import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { CORPUS, corpusBytes } from '@resumey/test-support/import-corpus';
import { actualTexts, pdfFile } from '../src/actual-text';
import { withActualText } from '../src/marked-content';
import { fromPdf } from '../src/import';
import { readPdfText } from '../src/read';

// LibreOffice (as other PDF makers) writes the text of a glyph cluster no font map can give as the ActualText of a
// marked-content span; pdf.js drops it and gives the glyphs' own letters. These check it is read back.

/** A PDF's bytes, as far as actualTexts reads them: a page object and its content streams. */
function pdf(page: string, streams: Array<{ num: number; data: Buffer; flate?: boolean }>): Uint8Array {
  const parts = [`%PDF-1.4\n3 0 obj\n<< /Type /Page ${page} >>\nendobj\n`];
  const buffers: Buffer[] = [Buffer.from(parts[0]!, 'latin1')];
  for (const s of streams) {
    const data = s.flate ? deflateSync(s.data) : s.data;
    const filter = s.flate ? ' /Filter /FlateDecode' : '';
    buffers.push(Buffer.from(`${s.num} 0 obj\n<< /Length ${data.length}${filter} >>\nstream\n`, 'latin1'));
    buffers.push(data, Buffer.from('\nendstream\nendobj\n', 'latin1'));
  }
  return new Uint8Array(Buffer.concat(buffers));
}

const content = Buffer.from(
  [
    'BT /F1 11 Tf 72 700 Td',
    '/Span<</ActualText<FEFF0915093F>>>',
    'BDC [<03>4<04>]TJ EMC',
    '/P <</MCID 0>> BDC (plain) Tj EMC',
    '/Span <</ActualText (\\376\\377\\000\\(\\000A)>> BDC <05> Tj EMC',
    'ET',
  ].join('\n'),
  'latin1',
);

describe('actualTexts', () => {
  it("gives each span's ActualText in the order the page opens them, null for one without", async () => {
    const bytes = pdf('/Contents 4 0 R', [{ num: 4, data: content, flate: true }]);
    expect(await actualTexts(pdfFile(bytes), { num: 3, gen: 0 })).toEqual(['कि', null, '(A']);
  });

  it('reads a page whose content is several streams, compressed or not', async () => {
    const bytes = pdf('/Contents [4 0 R 5 0 R]', [
      { num: 4, data: content },
      { num: 5, data: Buffer.from('/Span<</ActualText<FEFF0E33>>> BDC <06> Tj EMC', 'latin1'), flate: true },
    ]);
    expect(await actualTexts(pdfFile(bytes), { num: 3, gen: 0 })).toEqual(['कि', null, '(A', 'ำ']);
  });

  it('gives nothing for a page it cannot find written plainly in the file (an object stream)', async () => {
    const bytes = pdf('/Contents 4 0 R', [{ num: 4, data: content, flate: true }]);
    expect(await actualTexts(pdfFile(bytes), { num: 9, gen: 0 })).toBeUndefined();
  });
});

describe('withActualText', () => {
  const at = (str: string, x: number, width: number) => ({
    str,
    transform: [11, 0, 0, 11, x, 700],
    width,
    hasEOL: false,
  });
  const open = { type: 'beginMarkedContentProps' };
  const close = { type: 'endMarkedContent' };

  it("puts a span's ActualText where its glyphs stood, after the space pdf.js read before them", () => {
    const items = [at('राजस्थान', 255.7, 24.4), open, at(' ', 280.1, 14), at('तिव', 294.2, 8.9), close];
    expect(withActualText(items, ['वि']).map((i) => ('str' in i ? [i.str, i.transform[4]] : i))).toEqual([
      ['राजस्थान', 255.7],
      [' ', 280.1],
      ['वि', 294.2],
    ]);
  });

  it('gives a glyph pdf.js measured as nothing the room to the next one, without the space it read there', () => {
    const items = [at('श्व', 303.2, 0), at(' ', 303.1, 7.8), at('वि', 310.9, 8.9)];
    const out = withActualText(items, [null]);
    expect(out.map((i) => ('str' in i ? i.str : ''))).toEqual(['श्व', 'वि']);
    expect((out[0] as { width: number }).width).toBeCloseTo(7.7, 1);
  });

  it("puts a non-joiner's span, which has no glyph, after the letter it follows, whichever way the line is drawn", () => {
    // Chromium's Persian 'داده‌پردازان', drawn glyph by glyph: right to left ('داده' then 'پ' left of it) or as
    // the page reads it, left to right.
    const rtl = [open, at('داده', 315.9, 15.2), close, open, close, open, at('پ', 313.1, 2.8), close];
    expect(withActualText(rtl, ['داده', '\u200c', 'پ']).map((i) => ('str' in i ? i.str : ''))).toEqual([
      'داده\u200c',
      'پ',
    ]);
    const ltr = [open, at('پ', 313.1, 2.8), close, open, close, open, at('داده', 315.9, 15.2), close];
    expect(withActualText(ltr, ['پ', '\u200c', 'داده']).map((i) => ('str' in i ? i.str : ''))).toEqual([
      'پ',
      'داده\u200c',
    ]);
    // Before a space it joins nothing: left out.
    const spaced = [open, at('داده', 315.9, 15.2), close, open, close, at(' ', 312, 3.9), at('پ', 309, 2.8)];
    expect(withActualText(spaced, ['داده', '\u200c']).map((i) => ('str' in i ? i.str : ''))).toEqual([
      'داده',
      ' ',
      'پ',
    ]);
  });

  it('leaves the items as they are on a page without ActualText', () => {
    const items = [at('Ana', 72, 0), at(' ', 72, 30), at('Ruiz', 102, 20)];
    expect(withActualText(items, undefined)).toEqual(items);
  });
});

describe('a PDF whose Devanagari and Thai LibreOffice wrote with ActualText', () => {
  const file = (name: string) => corpusBytes(CORPUS.find((f) => f.file === name)!);

  it('is read as pdf.js alone reads it unless the ActualText is asked for, as the ATS checks judge a PDF', async () => {
    const text = async (actualText: boolean) =>
      (await readPdfText(file('hi-word-biodata.pdf'), { actualText }))[0]!.items.map((i) => i.text).join('');
    expect(await text(false)).not.toContain('कुमार वर्मा');
    expect(await text(true)).toContain('अंकित कुमार वर्मा');
  });

  it("imports a Persian job site's export with its words' non-joiners, as poppler reads them", async () => {
    const result = await fromPdf(file('fa-html-jobinja.pdf'));
    if (!result.ok) throw new Error(result.error);
    expect(result.resume.profile.fullName).toBe('الهام حسینی‌نژاد');
    expect(result.resume.experience[0]?.company).toBe('شرکت داده‌پردازان پارس');
    expect(result.resume.experience[0]?.bullets[0]).toMatch(/^طراحی و پیاده‌سازی داشبوردهای/u);
  });

  it('imports the Hindi name as typed, not the glyphs\' letters ("अंकित ुमार वमा")', async () => {
    const result = await fromPdf(file('hi-word-biodata.pdf'));
    if (!result.ok) throw new Error(result.error);
    expect(result.resume.profile.fullName).toBe('अंकित कुमार वर्मा');
    expect(result.resume.profile.phone).toBe('+91 98290 47316');
  });

  it('imports a Thai resume\'s jobs: its headings and "จำกัด" read whole', async () => {
    const result = await fromPdf(file('th-word-resume.pdf'));
    if (!result.ok) throw new Error(result.error);
    expect(result.resume.experience.map((j) => j.company)).toEqual([
      'บริษัท สยามรีเทล โฮลดิ้ง จำกัด (มหาชน)',
      'บริษัท ไทยเจริญ ฟู้ดส์ จำกัด',
      'บริษัท เอส.พี. ออดิท จำกัด',
    ]);
  });
});
