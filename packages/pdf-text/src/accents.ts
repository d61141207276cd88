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
 * Short words that end before a word starting with an accented letter ('de útiles', 'la única', 'à l'école'): the
 * gap pdf.js read before the accent is a word space after them. After any other letters it is the room TeX left to
 * centre the accent over its letter ('Participaci ´' + 'on').
 */
const WORD_BEFORE =
  /(?:^|\s)(?:a|al|e|o|u|y|de|del|la|las|el|los|en|un|una|con|por|para|su|sus|que|se|es|lo|le|les|des|du|et|ou|au|aux|da|das|do|dos|na|nas|no|nos|em|um|uma|di|il|per|the|of|and)$/iu;

/**
 * The page's items with each accent drawn on its own put on its letter. A font of 7-bit TeX (OT1: pdfLaTeX without
 * `fontenc`, as many Spanish and French Overleaf documents are) has no 'é': TeX draws '´', moves back and draws 'e',
 * so pdf.js ends a run with the accent, or reads the accent as a run of its own, and starts the base letter's run
 * under it ('t´' + 'ecnicos', 'Sof´' + 'ıa', '´' + 'on t'). Read apart, the word is cut in two and the accent sits on
 * the letter before; here the runs are one again, with 'é' and 'í' (NFC) where they were written, without the gap
 * read before the accent ('Participaci ´' + 'on') or the sliver of space pdf.js made of it.
 */
export function placeAccents(items: readonly PdfTextItem[]): PdfTextItem[] {
  const out: PdfTextItem[] = [];
  for (const item of items) {
    const prev = out.at(-1);
    const accent = prev?.text.match(ENDS_IN_ACCENT)?.[0];
    const first = [...item.text][0];
    const alone = !!prev && prev.text === accent;
    // The base letter's run starts under the accent: inside the run that ends with it, or (an accent alone, centred
    // over a wider letter) a little left of it.
    const over =
      !!prev &&
      !!accent &&
      !!first &&
      /\p{L}/u.test(first) &&
      Math.abs(item.y - prev.y) < 0.5 * item.fontSize &&
      item.x < prev.x + prev.width &&
      (item.x > prev.x || (alone && prev.x - item.x < 0.4 * item.fontSize));
    if (!over) {
      out.push(item);
      continue;
    }
    const letter = (DOTLESS[first] ?? first) + COMBINING[accent]!;
    let before = prev.text.slice(0, -accent.length);
    if (/\S\s$/u.test(before) && !WORD_BEFORE.test(before.trimEnd()) && !/[.,;:!?)]\s$/u.test(before))
      before = before.trimEnd();
    const merged = { ...prev, text: before, x: Math.min(prev.x, item.x) };
    out[out.length - 1] = {
      ...merged,
      text: (before + letter + item.text.slice(first.length)).normalize('NFC'),
      width: Math.max(prev.x + prev.width, item.x + item.width) - merged.x,
      hasEOL: item.hasEOL,
    };
    // (A space pdf.js read between the letters before and the accent alone, narrower than a word space.)
    const sliver = out.at(-2);
    if (alone && sliver && !sliver.text.trim() && sliver.width < 0.2 * item.fontSize) out.splice(out.length - 2, 1);
  }
  return out;
}
