import type { PdfTextItem } from './types';

/** Spacing accents as fonts without precomposed letters draw them, and the combining mark each one is. */
const COMBINING: Record<string, string> = {
  '\u00b4': '\u0301', // ´ acute
  '`': '\u0300', // grave
  '\u02c6': '\u0302', // ˆ circumflex
  '^': '\u0302',
  '\u02dc': '\u0303', // ˜ tilde
  '~': '\u0303',
  '\u00a8': '\u0308', // ¨ diaeresis
  '\u00af': '\u0304', // ¯ macron
  '\u02c9': '\u0304',
  '\u02d8': '\u0306', // ˘ breve
  '\u02d9': '\u0307', // ˙ dot above
  '\u02da': '\u030a', // ˚ ring
  '\u02dd': '\u030b', // ˝ double acute
  '\u02c7': '\u030c', // ˇ caron
  '\u00b8': '\u0327', // ¸ cedilla
};

/** The dotless letters TeX puts an accent on ('\'{\i}'): with the accent, the dotted letter's accented form. */
const DOTLESS: Record<string, string> = { ı: 'i', ȷ: 'j' };

const ENDS_IN_ACCENT = new RegExp(
  `[${Object.keys(COMBINING)
    .join('')
    .replace(/[\^\]\\-]/g, '\\$&')}]$`,
  'u',
);

/**
 * The page's items with each accent drawn on its own put on its letter. A font of 7-bit TeX (OT1: pdfLaTeX without
 * `fontenc`, as many Spanish and French Overleaf documents are) has no 'é': TeX draws '´', moves back and draws 'e',
 * so pdf.js ends a run with the accent and starts the next one inside it ('t´' + 'ecnicos', 'Sof´' + 'ıa'). Read
 * apart, the word is cut in two and the accent sits on the letter before; here the two runs are one again, with
 * 'é' and 'í' (NFC) where they were written.
 */
export function placeAccents(items: readonly PdfTextItem[]): PdfTextItem[] {
  const out: PdfTextItem[] = [];
  for (const item of items) {
    const prev = out.at(-1);
    const accent = prev?.text.match(ENDS_IN_ACCENT)?.[0];
    const first = [...item.text][0];
    const over =
      !!prev &&
      !!accent &&
      !!first &&
      /\p{L}/u.test(first) &&
      Math.abs(item.y - prev.y) < 0.5 * item.fontSize &&
      item.x < prev.x + prev.width &&
      item.x > prev.x;
    if (!over) {
      out.push(item);
      continue;
    }
    const letter = (DOTLESS[first] ?? first) + COMBINING[accent]!;
    out[out.length - 1] = {
      ...prev,
      text: (prev.text.slice(0, -accent.length) + letter + item.text.slice(first.length)).normalize('NFC'),
      width: Math.max(prev.x + prev.width, item.x + item.width) - prev.x,
      hasEOL: item.hasEOL,
    };
  }
  return out;
}
