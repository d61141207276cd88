import { RTL_LETTER } from '../scripts';
import type { PdfItem } from './pdf-lines';
import { blank } from './text';
import { SAME_WORD_GAP } from './word-gaps';

// A right-to-left line's items in reading order (run-parts.ts reads its parts from them): right to left by position,
// with what the bidi algorithm set left to right inside it (Latin words, numbers, brackets around them) put back.

const LTR = /[\p{Script=Latin}\p{N}]/u;
const ARABIC_PUNCTUATION = /^\s*[\u060c\u061b\u061f]\s*$/u;
const BRACKET = /^\s*[()]\s*$/u;
/** The room, in ems, that parts a line's cells for certain. */
const CELL_GAP = 2;

/**
 * Sentence punctuation drawn to the left of left-to-right text in one item ('.40%' for '40%.', '.%' after '30'), and a dash or bar
 * after it, drawn so in one item with the text before it: '–2021' for '2021–היום', '- 2019' for 'مارس 2019 - حتى
 * الآن', '| Noor' for 'Noor Al Khaleej Trading LLC | دبي'.
 */
const PUNCTUATION_BEFORE = /^([.,:;!?،؛؟]+|[–—|-]\s*)(?=[\p{Script=Latin}\p{N}%])/u;

/**
 * An item of a right-to-left line with its leading punctuation apart: a sentence that ends in a number or a Latin
 * word ('…ב־40%.') has its full stop drawn left of them, in the same item, and it is read last, not first (with the
 * space drawn between them, in reading order: '| ' is ' |').
 */
function punctuationApart(item: PdfItem): PdfItem[] {
  const mark = item.text.match(PUNCTUATION_BEFORE)?.[1];
  if (!mark) return [item];
  const width = (item.width * mark.length) / item.text.length;
  return [
    { ...item, text: [...mark].reverse().join(''), width },
    { ...item, text: item.text.slice(mark.length), x: item.x + width, width: item.width - width },
  ];
}

const DIGITS = /^[\u0660-\u0669\u06f0-\u06f9]+$/u;
/**
 * A number in Arabic-Indic or Persian digits drawn as two touching items ('۱' | '۳۹۷', cairo's redraw of '۱۳۹۷'):
 * one item, read left to right as numbers are (right to left by position, the year would read '۳۹۷۱').
 */
function digitsJoined(desc: PdfItem[]): PdfItem[] {
  const out: PdfItem[] = [];
  for (const item of desc) {
    const right = out.at(-1);
    const touching = right && Math.abs(item.x + item.width - right.x) < SAME_WORD_GAP * item.fontSize;
    if (right && touching && DIGITS.test(item.text) && DIGITS.test(right.text) && item.y === right.y)
      out[out.length - 1] = { ...item, text: item.text + right.text, width: right.x + right.width - item.x };
    else out.push(item);
  }
  return out;
}

/**
 * A right-to-left run's items in reading order: right to left by position, with each stretch of left-to-right
 * items inside it (a phone number, an e-mail, a Latin word) put back left to right. Each item of such a stretch is
 * mapped to the stretch's box: the stretch stands where a right-to-left word would, and gaps are measured to it.
 */
export function readingOrder(items: PdfItem[]): { sorted: PdfItem[]; stretches: Map<PdfItem, Box> } {
  // By right edges: a combining mark drawn over a letter comes after it.
  const desc = digitsJoined(items.flatMap(punctuationApart).sort((a, b) => b.x + b.width - (a.x + a.width)));
  const out: PdfItem[] = [];
  const stretches = new Map<PdfItem, Box>();
  let i = 0;
  // Whether a bracket and its pair after it enclose Latin words and no right-to-left letter; numbers alone count as
  // right-to-left ('(2017 - 2019)').
  const enclosesLatin = (k: number) => {
    const rest = desc.slice(k + 1);
    const end = rest.findIndex((d) => RTL_LETTER.test(d.text) || /[()]/.test(d.text));
    return end >= 0 && !RTL_LETTER.test(rest[end]!.text) && rest.slice(0, end + 1).some((d) => LATIN.test(d.text));
  };
  while (i < desc.length) {
    if (!LTR.test(desc[i]!.text) || RTL_LETTER.test(desc[i]!.text)) {
      out.push(desc[i++]!);
      continue;
    }
    let j = i;
    let last = i;
    // (An Arabic comma drawn on its own between Latin words is the right-to-left line's: 'SAP S/4HANA، Oracle
    // Financials، Excel المتقدم' is drawn 'Excel ،Oracle Financials ،SAP S/4HANA', each name a stretch of its own.)
    while (j < desc.length && !RTL_LETTER.test(desc[j]!.text) && !ARABIC_PUNCTUATION.test(desc[j]!.text)) {
      // A cell's gap ends it, wider than any word space a justified line stretches: a title's last Latin word and the
      // dates of the cell beside it are two stretches ('מפתחת Frontend' | '2016 – 2019').
      if (j > i && desc[j - 1]!.x - (desc[j]!.x + desc[j]!.width) > CELL_GAP * desc[j]!.fontSize) break;
      // A bracket drawn on its own takes the direction of what it encloses with its pair (the bidi rule N0): one that
      // encloses right-to-left words ends the stretch ('Linux (CentOS و Ubuntu)' is drawn 'CentOS ( Linux').
      if (BRACKET.test(desc[j]!.text) && j > i) {
        const paired = desc.slice(i, j).some((d) => /[()]/.test(d.text));
        if (!paired && !enclosesLatin(j)) break;
        if (paired) last = j;
      }
      if (LTR.test(desc[j]!.text)) last = j;
      j += 1;
    }
    const stretch = numbersApart(desc.slice(i, last + 1), out);
    const box = { left: Math.min(...stretch.map((s) => s.x)), right: Math.max(...stretch.map((s) => s.x + s.width)) };
    for (const s of stretch) stretches.set(s, box);
    out.push(...stretch);
    i = last + 1;
  }
  return { sorted: out, stretches };
}

export interface Box {
  left: number;
  right: number;
}

const LATIN = /\p{Script=Latin}/u;

/**
 * A left-to-right stretch's items (right to left by position) in reading order. Numbers set apart by spaces after
 * right-to-left text ('(2017 - 2019)', '050 123 4567') are each a run of their own in a right-to-left line, the
 * first one rightmost (the Unicode bidi algorithm's rule for numbers that no Latin letter precedes): they keep the
 * line's order and each reads left to right. After a Latin word, or with Latin words in it, the stretch reads left
 * to right whole ('Master of Science - MS').
 */
function numbersApart(stretch: PdfItem[], before: readonly PdfItem[]): PdfItem[] {
  const strong = before.findLast((b) => LATIN.test(b.text) || RTL_LETTER.test(b.text));
  if (stretch.some((s) => LATIN.test(s.text)) || (strong && LATIN.test(strong.text))) return [...stretch].reverse();
  const out: PdfItem[] = [];
  let run: PdfItem[] = [];
  for (const s of [...stretch, undefined]) {
    if (s && !blank(s.text)) {
      run.push(s);
      continue;
    }
    out.push(...run.reverse());
    run = [];
    if (s) out.push(s);
  }
  return out;
}
