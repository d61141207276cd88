import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { CORPUS, corpusBytes } from '@resumey/test-support/import-corpus';
import { actualTexts } from '../src/actual-text';
import { pdfFile } from '../src/pdf-file';
import { withActualText } from '../src/marked-content';
import { fromPdf } from '../src/import';
import { readPdfText } from '../src/read';

// LibreOffice (as other PDF makers) writes the text of a glyph cluster no font map can give as the ActualText of a
// marked-content span; pdf.js drops it and gives the glyphs' own letters. These check it is read back.

/** A PDF's bytes, as far as actualTexts reads them: a page object and its content streams. */
function pdf(
  page: string,
  streams: Array<{ num: number; data: Buffer; flate?: boolean }>,
  objects: Record<number, string> = {},
): Uint8Array {
  const parts = [
    `%PDF-1.4\n3 0 obj\n<< /Type /Page ${page} >>\nendobj\n`,
    ...Object.entries(objects).map(([num, body]) => `${num} 0 obj\n${body}\nendobj\n`),
  ];
  const buffers: Buffer[] = [Buffer.from(parts.join(''), 'latin1')];
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
  const texts = async (bytes: Uint8Array) =>
    (await actualTexts(pdfFile(bytes), { num: 3, gen: 0 }))?.map((span) => span.text);

  it("gives each span's ActualText in the order the page opens them, null for one without", async () => {
    const bytes = pdf('/Contents 4 0 R', [{ num: 4, data: content, flate: true }]);
    expect(await texts(bytes)).toEqual(['कि', null, '(A']);
  });

  it("gives the advance of a span's last glyph that pdf.js reads as a space (a code with no map: 0x09, a tab)", async () => {
    // LibreOffice's 'शि' ('माध्यमिक शिक्षा'): the letter's glyph, code 0x09, 0.68 em; its font's widths in an
    // object of their own, its resources in the page's parent.
    const drawn = 'BT /F4 11 Tf /Span<</ActualText<FEFF0936093F>>> BDC [<08>4<09>]TJ EMC ET';
    const fonts = {
      6: '<< /Type /Pages /Kids [3 0 R] /Resources << /Font << /F4 7 0 R /F5 9 0 R >> >> >>',
      7: '<< /Type /Font /Subtype /TrueType /FirstChar 8 /LastChar 9 /Widths 8 0 R /FontDescriptor 10 0 R >>',
      8: '[ 259 680 ]',
      9: '<< /Type /Font /Subtype /Type0 /BaseFont /X >>',
    };
    const bytes = pdf('/Parent 6 0 R /Contents 4 0 R', [{ num: 4, data: Buffer.from(drawn, 'latin1') }], fonts);
    expect(await actualTexts(pdfFile(bytes), { num: 3, gen: 0 })).toEqual([{ text: 'शि', blank: 0.68 }]);
    // A composite font's codes are two bytes: its '<0809>' is one glyph, not a tab.
    const composite = drawn.replace('/F4', '/F5');
    const other = pdf('/Parent 6 0 R /Contents 4 0 R', [{ num: 4, data: Buffer.from(composite, 'latin1') }], fonts);
    expect(await actualTexts(pdfFile(other), { num: 3, gen: 0 })).toEqual([{ text: 'शि' }]);
  });

  it('reads a page whose content is several streams, compressed or not', async () => {
    const bytes = pdf('/Contents [4 0 R 5 0 R]', [
      { num: 4, data: content },
      { num: 5, data: Buffer.from('/Span<</ActualText<FEFF0E33>>> BDC <06> Tj EMC', 'latin1'), flate: true },
    ]);
    expect(await texts(bytes)).toEqual(['कि', null, '(A', 'ำ']);
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
  const spans = (...texts: Array<string | null>) => texts.map((text) => ({ text }));
  const open = { type: 'beginMarkedContentProps' };
  const close = { type: 'endMarkedContent' };

  it("puts a span's ActualText where its glyphs stood, after the space pdf.js read before them", () => {
    const items = [at('राजस्थान', 255.7, 24.4), open, at(' ', 280.1, 14), at('तिव', 294.2, 8.9), close];
    expect(withActualText(items, spans('वि')).map((i) => ('str' in i ? [i.str, i.transform[4]] : i))).toEqual([
      ['राजस्थान', 255.7],
      [' ', 280.1],
      ['वि', 294.2],
    ]);
  });

  it('gives a glyph pdf.js measured as nothing the room to the next one, without the space it read there', () => {
    const items = [at('श्व', 303.2, 0), at(' ', 303.1, 7.8), at('वि', 310.9, 8.9)];
    const out = withActualText(items, spans(null));
    expect(out.map((i) => ('str' in i ? i.str : ''))).toEqual(['श्व', 'वि']);
    expect((out[0] as { width: number }).width).toBeCloseTo(7.7, 1);
  });

  it("puts a non-joiner's span, which has no glyph, after the letter it follows, whichever way the line is drawn", () => {
    // Chromium's Persian 'داده‌پردازان', drawn glyph by glyph: right to left ('داده' then 'پ' left of it) or as
    // the page reads it, left to right.
    const rtl = [open, at('داده', 315.9, 15.2), close, open, close, open, at('پ', 313.1, 2.8), close];
    expect(withActualText(rtl, spans('داده', '\u200c', 'پ')).map((i) => ('str' in i ? i.str : ''))).toEqual([
      'داده\u200c',
      'پ',
    ]);
    const ltr = [open, at('پ', 313.1, 2.8), close, open, close, open, at('داده', 315.9, 15.2), close];
    expect(withActualText(ltr, spans('پ', '\u200c', 'داده')).map((i) => ('str' in i ? i.str : ''))).toEqual([
      'پ',
      'داده\u200c',
    ]);
    // Before a space it joins nothing: left out.
    const spaced = [open, at('داده', 315.9, 15.2), close, open, close, at(' ', 312, 3.9), at('پ', 309, 2.8)];
    expect(withActualText(spaced, spans('داده', '\u200c')).map((i) => ('str' in i ? i.str : ''))).toEqual([
      'داده',
      ' ',
      'پ',
    ]);
  });

  it('gives a span the room of its last glyph that pdf.js read as a space, and keeps a word space after it', () => {
    // 'माध्यमिक शिक्षा': pdf.js reads the span's 'श' (code 0x09) as a tab and puts a space as wide after it.
    const items = [at('क', 269.9, 8.4), open, at(' ', 278.3, 2.8), at('शि', 281.1, 2.85), close, at(' ', 283.95, 7.55)];
    const joined = withActualText([...items, at('क्षा', 291.5, 12)], [{ text: 'शि', blank: 0.68 }]);
    expect(joined.map((i) => ('str' in i ? i.str : ''))).toEqual(['क', ' ', 'शि', 'क्षा']);
    expect((joined[2] as { width: number }).width).toBeCloseTo(10.4, 1);
    // The glyph then a word space, one space to pdf.js: the word space stays, after the glyph.
    const spaced = [...items.slice(0, -1), at(' ', 283.95, 10.4), at('बोर्ड', 294.35, 16)];
    const apart = withActualText(spaced, [{ text: 'शि', blank: 0.68 }]);
    expect(apart.map((i) => ('str' in i ? [i.str, i.transform[4]] : ''))).toEqual([
      ['क', 269.9],
      [' ', 278.3],
      ['शि', 281.1],
      [' ', 291.43],
      ['बोर्ड', 294.35],
    ]);
  });

  it('places a span whose one glyph pdf.js read as a space where that space is, or just before the next glyph', () => {
    // 'रमेश चंद्र': the span's 'श' gives no item, only the space after it (its room and the word space).
    const mid = [at('श्री रमे', 207.9, 24.56), open, close, at(' ', 232.46, 10.33), at('चंद्र', 242.79, 15)];
    const placed = withActualText(mid, [{ text: 'श', blank: 0.68 }]);
    expect(placed.map((i) => ('str' in i ? [i.str, Math.round(i.transform[4]! * 100) / 100] : ''))).toEqual([
      ['श्री रमे', 207.9],
      ['श', 232.46],
      [' ', 239.94],
      ['चंद्र', 242.79],
    ]);
    // 'शौक' at a line's start: pdf.js leaves the space out, and the letter goes just before 'ौक'.
    const start = [open, close, at('', 79.6, 0), at('ौक', 79.6, 11.19)];
    const first = withActualText(start, [{ text: 'श', blank: 0.68 }]);
    expect(first.map((i) => ('str' in i ? [i.str, Math.round(i.transform[4]! * 100) / 100] : ''))).toEqual([
      ['', 79.6],
      ['श', 72.12],
      ['ौक', 79.6],
    ]);
  });

  it("places such a span at the end of a tab stop's gap before it, not at the gap's start ('विश्वविद्यालय' | 'वर्ष')", () => {
    // The table's head row: the gap to the next cell and the span's 'व' one space to pdf.js, 'र्ष' right after it.
    const row = [at('द्यालय', 314.6, 25.6), open, close, at(' ', 340.2, 105.3), at('र्ष', 445.5, 6.6)];
    const placed = withActualText(row, [{ text: 'व', blank: 0.6 }]);
    expect(placed.map((i) => ('str' in i ? [i.str, Math.round(i.transform[4]! * 10) / 10] : ''))).toEqual([
      ['द्यालय', 314.6],
      [' ', 340.2],
      ['व', 438.9],
      ['र्ष', 445.5],
    ]);
  });

  it("keeps such a span on its line's end when the next line starts at the page's margin ('अनुभ' + 'व')", () => {
    const on = (str: string, x: number, width: number, y: number) => ({
      ...at(str, x, width),
      transform: [11, 0, 0, 11, x, y],
    });
    const lines = [
      on('कार्य अनुभ', 42.7, 50, 700),
      open,
      close,
      on('कुल अनुभव: लगभग 7 वर्ष', 42.7, 105, 680),
      on('1. अग्रवाल एंड एसोसिएट्स', 42.7, 120, 665),
      on('2. जयपुर रग्स प्रा. लि.', 42.7, 110, 650),
    ];
    const placed = withActualText(lines, [{ text: 'व', blank: 0.6 }]);
    expect(
      placed.map((i) => ('str' in i ? [i.str, Math.round(i.transform[4]! * 10) / 10, i.transform[5]] : '')),
    ).toEqual([
      ['कार्य अनुभ', 42.7, 700],
      ['व', 92.7, 700],
      ['कुल अनुभव: लगभग 7 वर्ष', 42.7, 680],
      ['1. अग्रवाल एंड एसोसिएट्स', 42.7, 665],
      ['2. जयपुर रग्स प्रा. लि.', 42.7, 650],
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

  it("reads the glyphs pdf.js takes for spaces as poppler does: 'शिक्षा', 'कार्य अनुभव' and the jobs under it", async () => {
    // Glyphs reached only through an ActualText have no map entry; codes 0x09-0x0D and 0x20 read as spaces.
    const result = await fromPdf(file('hi-word-biodata.pdf'));
    if (!result.ok) throw new Error(result.error);
    const { education, experience, profile } = result.resume;
    expect(education.map((e) => e.school)).toEqual([
      'राजस्थान विश्वविद्यालय',
      'माध्यमिक शिक्षा बोर्ड राजस्थान',
      'माध्यमिक शिक्षा बोर्ड राजस्थान',
    ]);
    expect(experience.map((j) => j.title)).toEqual(['लेखाकार (Accountant)', 'सहायक लेखाकार', 'डाटा एंट्री ऑपरेटर']);
    expect(profile.location).toContain('शिव कॉलोनी');
    const text = (await readPdfText(file('hi-word-biodata.pdf'), { actualText: true }))[1]!.items.map((i) => i.text);
    expect(text.join('')).toContain('श्री रमेश चंद्र वर्मा');
    expect(text.join('')).toContain('शौक');
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
