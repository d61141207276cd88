import type { ActualTextSpan, DrawnGlyph } from '@resumey/pdf-text/content-stream';
import type { GlyphTextMap } from './to-unicode';

/**
 * Chromium draws a cluster that is not one character to one glyph (a Devanagari conjunct, a vowel sign drawn
 * before its consonant, a Thai tone mark moved aside) inside a marked-content span whose ActualText holds the
 * cluster's characters; glyphs that only such clusters use get no ToUnicode mapping. Poppler reads ActualText, but
 * pdf.js, PyMuPDF and pdfminer read glyphs alone, and give U+0000 or U+FFFD for them ('व\u0000रष्ठ' for 'वरिष्ठ').
 * The content stream's spans are read by @resumey/pdf-text's scanContent; this works out, from the characters each
 * span stands for and the glyphs already mapped, the text of the glyphs that are not.
 */

export {
  scanContent,
  type ActualTextSpan,
  type ContentScan,
  type DrawnGlyph,
  type PlacedGlyph,
} from '@resumey/pdf-text/content-stream';

/** A glyph of a font, for maps: the font as the caller identifies it (not its resource name) and the code. */
export const glyphKey = (font: string, code: number) => `${font}\u0000${code}`;

/**
 * The text of glyphs that have none, learnt from spans whose other glyphs are known: the span's characters less
 * theirs are the unknown glyph's. A span with two unknown glyphs teaches nothing until another span has taught one
 * of them, so the spans are read again while they teach something new. A glyph seen standing for different text
 * (rare: contextual forms) takes what most spans say. `known(font, code)` gives a glyph's mapped text, if any;
 * the spans' fonts are the caller's font ids.
 */
export function learnGlyphText(
  spans: ActualTextSpan[],
  known: (font: string, code: number) => string | undefined,
): Map<string, GlyphTextMap> {
  const learnt = new Map<string, string>();
  const textOf = (g: DrawnGlyph) => known(g.font, g.code) ?? learnt.get(glyphKey(g.font, g.code));
  for (let pass = 0; pass < 8; pass++) {
    const votes = new Map<string, Map<string, number>>();
    for (const span of spans) {
      let rest = span.text;
      const unknown: DrawnGlyph[] = [];
      let consistent = true;
      for (const glyph of span.glyphs) {
        const text = textOf(glyph);
        if (text === undefined) unknown.push(glyph);
        else if (text && rest.includes(text)) rest = rest.replace(text, '');
        else if (text) consistent = false;
      }
      if (unknown.length !== 1 || !rest.trim()) continue;
      const key = glyphKey(unknown[0]!.font, unknown[0]!.code);
      const tally = votes.get(key) ?? new Map<string, number>();
      // A known glyph that stands for text the span does not hold (a vowel sign drawn as two pieces, the first a
      // letter of its own) leaves the rest uncertain: such a span only speaks when no other does, so that the
      // reading has every character, if one too many, rather than U+0000.
      tally.set(rest, (tally.get(rest) ?? 0) + (consistent ? 1000 : 1));
      votes.set(key, tally);
    }
    const best = [...votes].map(([key, tally]) => {
      const [top] = [...tally].sort(([a, n], [b, m]) => m - n || a.length - b.length);
      return { key, text: top![0], sure: top![1] >= 1000 };
    });
    // What consistent spans teach first: it may settle a glyph an uncertain span would have guessed.
    const taught = best.some((b) => b.sure) ? best.filter((b) => b.sure) : best;
    if (taught.length === 0) break;
    for (const { key, text } of taught) learnt.set(key, text);
  }
  const byFont = new Map<string, GlyphTextMap>();
  for (const [key, text] of learnt) {
    const [font, code] = key.split('\u0000') as [string, string];
    const map = byFont.get(font) ?? new Map<number, string>();
    map.set(Number(code), text);
    byFont.set(font, map);
  }
  return byFont;
}
