import { median } from '../median';
import type { PdfPage } from './pdf-lines';

const CJK_ONLY = /^[\p{Script=Han}\p{Script=Hangul}\p{Script=Hiragana}\p{Script=Katakana}ー\s]+$/u;
// (Three letters or more: a ligature's glyph, 'fi' or 'fl', has a size of its own too.)
const LATIN_WORD = /^\p{Script=Latin}{3,}$/u;

/**
 * Chinese, Japanese and Korean glyphs at the size of the Latin ones beside them, in a PDF whose fonts are Type3 (cairo
 * prints so, as Firefox on Linux does). pdf.js gives each Type3 glyph a size of its own: in a line of one size, Hangul
 * reads 9.1 where Latin reads 10.5, so a wrapped line of Hangul only ('로 단축') seemed set smaller than its item. The
 * ratio is read from the lines that hold both, where the two agree across the document.
 */
export function type3Sizes(pages: readonly PdfPage[]): readonly PdfPage[] {
  const ratios: number[] = [];
  for (const page of pages) {
    const lines = new Map<number, { latin: number[]; cjk: number[] }>();
    for (const item of page.items) {
      if (item.font !== 'Type3') continue;
      const text = item.text.trim();
      const kind = CJK_ONLY.test(text) ? 'cjk' : LATIN_WORD.test(text) ? 'latin' : undefined;
      if (!kind) continue;
      const key = Math.round(item.y * 2);
      const line = lines.get(key) ?? { latin: [], cjk: [] };
      line[kind].push(item.fontSize);
      lines.set(key, line);
    }
    for (const { latin, cjk } of lines.values())
      if (latin.length && cjk.length) ratios.push(median(latin) / median(cjk));
  }
  if (ratios.length < 3) return pages;
  const ratio = median(ratios);
  const agree = ratios.filter((r) => Math.abs(r - ratio) < ratio * 0.05).length >= ratios.length * 0.8;
  if (ratio < 1.05 || ratio > 1.4 || !agree) return pages;
  return pages.map((page) => ({
    ...page,
    items: page.items.map((i) =>
      i.font === 'Type3' && CJK_ONLY.test(i.text.trim()) && i.text.trim() ? { ...i, fontSize: i.fontSize * ratio } : i,
    ),
  }));
}
