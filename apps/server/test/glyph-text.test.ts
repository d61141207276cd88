import { describe, expect, it } from 'vitest';
import { learnGlyphText, type ActualTextSpan } from '../src/pdf/actual-text';
import { needsGlyphText } from '../src/pdf/glyph-text';
import { parseToUnicode, writeToUnicode } from '../src/pdf/to-unicode';

/** Issue #35: the text of glyphs Chromium names only in ActualText, for readers that read glyphs alone. */

describe('ToUnicode CMaps', () => {
  it('reads bfchar, bfrange and bfrange lists, and writes back exactly what it read', () => {
    const cmap = [
      '/CIDInit /ProcSet findresource begin',
      '2 beginbfchar',
      '<0005> <0905>',
      '<01B7> <0924094D0924>',
      'endbfchar',
      '2 beginbfrange',
      '<0021> <0023> <0940>',
      '<0030> <0031> [<0041> <00660069>]',
      'endbfrange',
      'endcmap',
    ].join('\n');
    const map = parseToUnicode(cmap);
    expect(Object.fromEntries(map)).toEqual({
      5: 'अ',
      0x1b7: 'त्त',
      0x21: '\u0940',
      0x22: '\u0941',
      0x23: '\u0942',
      0x30: 'A',
      0x31: 'fi',
    });
    expect(parseToUnicode(writeToUnicode(map))).toEqual(map);
  });

  it('writes at most 100 mappings per bfchar block, as the format requires', () => {
    const map = new Map(Array.from({ length: 250 }, (_, i) => [i, String.fromCharCode(0x4e00 + i)] as const));
    const cmap = writeToUnicode(map);
    expect([...cmap.matchAll(/(\d+) beginbfchar/g)].map((m) => Number(m[1]))).toEqual([100, 100, 50]);
    expect(parseToUnicode(cmap)).toEqual(map);
  });
});

describe('learning the text of unmapped glyphs', () => {
  const known =
    (map: Record<number, string>) =>
    (_font: string, code: number): string | undefined =>
      map[code];
  const span = (text: string, ...codes: number[]): ActualTextSpan => ({
    text,
    glyphs: codes.map((code) => ({ font: 'F', code })),
  });

  it("gives a glyph the span's characters that its known glyphs do not stand for", () => {
    // Devanagari 'रि': the vowel sign drawn first (glyph 9, unmapped), then र (glyph 1).
    const learnt = learnGlyphText([span('रि', 9, 1)], known({ 1: 'र' }));
    expect(Object.fromEntries(learnt.get('F')!)).toEqual({ 9: 'ि' });
  });

  it('learns a glyph from a span with two unknown glyphs once another span has taught one of them', () => {
    // 'मा' teaches म (7), then 'मि' the vowel sign (9), then 'र्मि' the reph (8).
    const learnt = learnGlyphText([span('र्मि', 9, 7, 8), span('मि', 9, 7), span('मा', 7, 2)], known({ 2: 'ा' }));
    expect(Object.fromEntries(learnt.get('F')!)).toEqual({ 7: 'म', 9: 'ि', 8: 'र्' });
  });

  it('takes what most spans say, and what a consistent span says over a span it cannot account for', () => {
    const majority = learnGlyphText([span('ปี', 5, 1), span('ปี', 5, 1), span('ปื', 5, 1)], known({ 1: 'ป' }));
    expect(majority.get('F')!.get(5)).toBe('ี');
    // Glyph 3 stands for 'ा', which 'ों' does not hold: that span alone would make glyph 8 'र्ों'.
    const consistent = learnGlyphText([span('र्षों', 4, 3, 8), span('ें', 8, 6)], known({ 3: 'ा', 4: 'ष', 6: 'े' }));
    expect(consistent.get('F')!.get(8)).toBe('ं');
    const alone = learnGlyphText([span('र्षों', 4, 3, 8)], known({ 3: 'ा', 4: 'ष' }));
    expect(alone.get('F')!.get(8)).toBe('र्ों');
  });

  it('learns nothing from spans whose glyphs are all known, or whose rest is empty', () => {
    // Thai 'ำ' drawn as its two pieces, each a character of its own; 'ก' with a glyph that stands for nothing.
    const pieces = known({ 1: 'ํ', 2: 'า', 7: 'ก' });
    expect(learnGlyphText([span('กำ', 7, 1, 2), span('ก', 7, 9)], pieces).size).toBe(0);
  });
});

describe('which PDFs need the pass', () => {
  it('is the resumes written in a script with such clusters, not English, Japanese or Arabic ones', () => {
    expect(needsGlyphText({ summary: 'वरिष्ठ इंजीनियर' })).toBe(true);
    expect(needsGlyphText({ summary: 'ปริญญาโท' })).toBe(true);
    expect(needsGlyphText({ summary: 'சென்னை' })).toBe(true);
    expect(needsGlyphText({ summary: 'Senior engineer' }, { body: '東京都 الخبرة' })).toBe(false);
  });

  it('is the Arabic-script resumes with vowel marks, and every Persian one (its months end in a hamza above)', () => {
    expect(needsGlyphText({ summary: 'مهندسة مُتَخَصِّصَة' })).toBe(true);
    expect(needsGlyphText({ meta: { language: 'fa' }, summary: 'مهندس نرم‌افزار' })).toBe(true);
    expect(needsGlyphText({ meta: { language: 'ar' }, summary: 'مهندسة برمجيات' })).toBe(false);
    expect(needsGlyphText({ meta: { language: 'fr' }, summary: 'Ingénieure' })).toBe(false);
  });
});
