// Letter-spaced text ('S V I L U P P A T O R E   F U L L   S T A C K', a headline set with CSS letter-spacing or
// Word's expanded spacing) keeps its words only in the space glyphs the page draws between them: pdf.js puts one
// space at every gap wider than it expects, between letters and between words alike, so its text has lost them
// ('S V I L U P P A T O R E F U L L S T A C K'). The page's operator list still holds every glyph drawn, spaces too;
// poppler and MuPDF read the words from the same glyphs.

import type { PdfTextItem } from './types';

/** A page's operator list as pdf.js gives it: a showText's first argument is its glyphs (and TJ's numbers). */
export interface OperatorList {
  fnArray: ArrayLike<number>;
  argsArray: ArrayLike<unknown>;
}

/** The letters a page draws, in order, without its blank glyphs, and the offsets in them a blank glyph came before. */
export interface DrawnLetters {
  letters: string;
  blankBefore: Set<number>;
}

const BLANK = /^\s*$/u;

/** Every glyph's text of a page's showText operators, in drawing order (the order pdf.js's text items follow). */
export function drawnLetters(operators: OperatorList, showText: number): DrawnLetters {
  let letters = '';
  const blankBefore = new Set<number>();
  for (let i = 0; i < operators.fnArray.length; i++) {
    if (operators.fnArray[i] !== showText) continue;
    const glyphs = (operators.argsArray[i] as unknown[] | undefined)?.[0];
    if (!Array.isArray(glyphs)) continue;
    for (const glyph of glyphs) {
      const unicode = (glyph as { unicode?: unknown } | null)?.unicode;
      if (typeof unicode !== 'string' || unicode === '') continue;
      if (BLANK.test(unicode)) blankBefore.add(letters.length);
      else letters += unicode;
    }
  }
  return { letters, blankBefore };
}

/**
 * How pdf.js reads a letter-spaced run: at least four tokens parted by single spaces, most of them single characters
 * and none longer than three (capitals kerned together: 'S E N I O R D ATA A N A L Y S T'), as `unspace` in the
 * import reader takes them.
 */
function letterSpaced(text: string): boolean {
  const tokens = text.split(' ');
  if (tokens.length < 4 || tokens.some((t) => t === '' || [...t].length > 3)) return false;
  return tokens.filter((t) => [...t].length === 1).length >= 0.6 * tokens.length;
}

/**
 * Letter-spaced items read with the words the page draws: the letters joined, a space where a blank glyph was drawn
 * between two of them ('SVILUPPATORE FULL STACK'). An item of one word is left letter-spaced: the import reader joins
 * it with its neighbours by their gaps ('M A R K E T I N G' | ' ' | 'C O O R D I N A T O R'). So is an item whose
 * letters are not found among the drawn ones, or not with its blanks where pdf.js reads spaces (a font whose glyphs
 * pdf.js maps otherwise for its text, letters drawn elsewhere too).
 */
export function withDrawnSpaces(items: PdfTextItem[], drawn: DrawnLetters): PdfTextItem[] {
  let from = 0;
  return items.map((item) => {
    if (!letterSpaced(item.text)) return item;
    const letters = item.text.replaceAll(' ', '');
    const at = drawn.letters.indexOf(letters, from);
    if (at < 0) return item;
    // The offsets in the letters pdf.js reads a space before.
    const spaced = new Set<number>();
    let offset = 0;
    for (const token of item.text.split(' ')) {
      if (offset) spaced.add(offset);
      offset += token.length;
    }
    let text = '';
    for (let i = 0; i < letters.length; i++) {
      if (i > 0 && drawn.blankBefore.has(at + i)) {
        if (!spaced.has(i)) return item;
        text += ' ';
      }
      text += letters[i];
    }
    from = at + letters.length;
    return text.includes(' ') ? { ...item, text } : item;
  });
}
