import { describe, expect, it } from 'vitest';
import { markedTexts, scanContent } from '../src/content-stream';

/** Issues #35 and #39: the marked content PDF makers write for clusters of glyphs, read from the content stream. */

const utf16 = (s: string) =>
  'FEFF' + [...Array(s.length).keys()].map((i) => s.charCodeAt(i).toString(16).padStart(4, '0')).join('');

describe('reading ActualText spans from a content stream', () => {
  it('gives each span its text and the glyphs drawn in it, in any font, nested in other marked content', () => {
    const content = [
      '/NonStruct <</MCID 1 >>BDC',
      'BT /F8 32 Tf <0005> Tj',
      `/Span<</ActualText <${utf16('रि')}> >> BDC`,
      '11.1 0 Td <021B> Tj 20.3 0 Td <0052> Tj',
      'EMC',
      '/F9 12 Tf',
      `/Span<</ActualText (\\376\\377\\000A\\000\\(\\000B) >> BDC [<0101> -20 <0102>] TJ EMC`,
      'ET EMC',
      '/Artifact BMC q /X5 Do Q EMC',
    ].join('\n');
    const scan = scanContent(content);
    expect(
      scan.spans.map((span) => ({ text: span.text, glyphs: span.glyphs.map(({ font, code }) => ({ font, code })) })),
    ).toEqual([
      {
        text: 'रि',
        glyphs: [
          { font: 'F8', code: 0x21b },
          { font: 'F8', code: 0x52 },
        ],
      },
      {
        text: 'A(B',
        glyphs: [
          { font: 'F9', code: 0x101 },
          { font: 'F9', code: 0x102 },
        ],
      },
    ]);
    // Where each glyph and each span's marks are written, for drawing them again (cluster-codes.ts).
    const written = (at: { start: number; end: number }) => content.slice(at.start, at.end);
    expect(scan.spans[0]!.glyphs.map((g) => written(g.at!))).toEqual(['<021B>', '<0052>']);
    expect(content.slice(scan.spans[0]!.glyphs[1]!.at!.end, scan.spans[0]!.glyphs[1]!.at!.after)).toBe(' Tj');
    expect(scan.spans.map((span) => span.marks!.map(written))).toEqual([
      [`/Span<</ActualText <${utf16('रि')}> >> BDC`, 'EMC'],
      ['/Span<</ActualText (\\376\\377\\000A\\000\\(\\000B) >> BDC', 'EMC'],
    ]);
    // Each glyph's place along its line: moves add up; a TJ array's spacing leaves its glyphs' places unknown.
    expect(scan.glyphs.map(({ code, x, line, size }) => ({ code, x, line, size }))).toEqual([
      { code: 0x5, x: 0, line: 2, size: 32 },
      { code: 0x21b, x: 11.1, line: 2, size: 32 },
      { code: 0x52, x: 31.4, line: 2, size: 32 },
      { code: 0x101, x: undefined, line: 3, size: 12 },
      { code: 0x102, x: undefined, line: 3, size: 12 },
    ]);
    expect(scan.xobjects).toEqual(['X5']);
  });

  it('ignores glyphs outside spans, and passes over an inline image to read what follows it', () => {
    const scan = scanContent(
      `BT /F1 9 Tf <0001> Tj /Span<</ActualText <${utf16('ก')}>>>BDC <0002> Tj EMC ET BI /W 1 ID \u0000) BDC EI ` +
        `BT /F1 9 Tf /Span<</ActualText (x)>>BDC <0003> Tj EMC ET`,
    );
    expect(scan.spans.map((span) => [span.text, span.glyphs.map((g) => g.code)])).toEqual([
      ['ก', [2]],
      ['x', [3]],
    ]);
    expect(scan.glyphs.map((g) => [g.code, g.span?.text])).toEqual([
      [1, undefined],
      [2, 'ก'],
      [3, 'x'],
    ]);
  });

  it('gives every sequence opened with properties in order, null for one without ActualText, as pdf.js opens them', () => {
    const content = [
      '/P <</MCID 0>> BDC BT /F1 9 Tf <0001> Tj ET EMC',
      `/Span <</Lang (hi) /ActualText <${utf16('कि')}> /E <</X 1>> >> BDC <0002> Tj EMC`,
      '/Artifact BMC <0003> Tj EMC',
      '/OC /MC0 BDC (a \\) BDC) Tj EMC',
      String.raw`/Span<</ActualText(\376\377\016\063)>>BDC <0004> Tj EMC`,
    ].join('\n');
    const scan = scanContent(content);
    expect(scan.marked).toEqual([null, 'कि', null, 'ำ']);
    expect(markedTexts(content).map((m) => m.text)).toEqual(scan.marked);
  });

  it('gives the last glyph drawn in each sequence, by its font and last byte, for one drawn inside it too', () => {
    // LibreOffice's 'शि': the sign drawn before the letter, the letter's code (0x09) a tab to pdf.js.
    const content = [
      'BT /F4 11 Tf /Span<</ActualText<FEFF0936093F>>> BDC [<08>4<09>]TJ EMC',
      '/Span<</ActualText<FEFF0915>>> BDC /F2 12 Tf /P BDC (ab) Tj EMC [<21> 9] TJ EMC',
      '/Span<</ActualText<FEFF0915>>> BDC EMC ET',
    ].join('\n');
    expect(markedTexts(content)).toEqual([
      { text: 'शि', last: { font: 'F4', byte: 0x09 } },
      { text: 'क', last: { font: 'F2', byte: 0x21 } },
      { text: null, last: { font: 'F2', byte: 0x62 } },
      { text: 'क' },
    ]);
  });

  it("reads a string's bytes 0x80-0x9F as written when the content was decoded as windows-1252 ('€' is 0x80)", () => {
    // (UTF-16 U+0680, Arabic BEH WITH 4 DOTS BELOW: bytes 0x06 0x80, the second decoded by a browser as '€'; Node's
    // TextDecoder gives U+0080.)
    const content = '/Span<</ActualText(\u00fe\u00ff\u0006€)>> BDC';
    expect(markedTexts(content)).toEqual([{ text: '\u0680' }]);
  });
});
