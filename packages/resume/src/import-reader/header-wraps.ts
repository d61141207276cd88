import type { SourceLine } from './types';
import { findDates, isOnlyDates, monthNames } from './dates';
import { ENDS_MID_PHRASE, endsOnNameHead, STARTS_MID_NAME, STARTS_WITH_LEGAL_FORM } from './lexicon';
import { joinWrapped } from '../wrapped-text';
import { isRtl } from './text';
import { partsText } from './plain-items';
import { boxOfBoth, joinContinued } from './line-joins';
import { firstWordWidth } from './line-gaps';
import { closesBracket } from './bracket-wraps';
import { FRAMEWORK_LEVEL } from './degree-words';
import { COMPLETION, rtlNameBesideDates, wrapsBesideDates, wrapsUnderDates } from './date-cell-wraps';

// An entry's header wrapped where a name, a range or a place goes on: which next line is its rest (joinDangling).

/**
 * A range of dates broken after its last month ('… | May 2016 – Dec' / '2019'): the next line starts with that
 * month's year.
 */
function endsMidRange(line: SourceLine, next: string): boolean {
  // After the range's month and dash, or a month alone in the line's last part (a tab stop past the margin: '… Denver,
  // CO' | 'Jun' over '2017 – Aug 2019').
  // (Or after a word that joins the range's dates: '(من يوليو 2013 إلى سبتمبر' over '2014)', its bracket drawn
  // first in a right-to-left line.)
  const month =
    line.text.match(/(?:[-\u2013\u2014]|\s(?:to|until|bis|hasta|até|au|إلى|حتى|до|по))\s*(\p{L}+)\.?$/u)?.[1] ??
    (line.parts.length > 1 ? line.parts.at(-1)!.text.match(/^(\p{L}+)\.?$/u)?.[1] : undefined);
  if (month && monthNames().has(month.toLowerCase()) && /^\)?(?:19|20)\d\d(?!\d)/.test(next)) return true;
  // A range's first month alone at the end of a header the tab stop could not hold ('… Night Shift Jan' over '2019 –
  // Feb 2021'): the next line is the rest of the range and nothing else.
  const first = line.text.match(/\s(\p{L}+)\.?$/u)?.[1];
  if (first && monthNames().has(first.toLowerCase()) && /^(?:19|20)\d\d(?!\d)/.test(next)) {
    if (isOnlyDates(`${first} ${next}`)) return true;
  }
  // After the dash, its end on the next line: '09/2010 –' over '06/2014' in a narrow date column.
  return /(?:19|20)\d\d\s*[-\u2013\u2014]$/u.test(line.text) && findDates(next)?.index === 0;
}

/**
 * A range broken after its month says so itself: its year starts the next line, a line's spacing down or, on a word
 * processor's line grid that sets each line two of the grid's, twice that ('January 2017 – May' 31 pt over '2017').
 */
const rangeOnGrid = (prev: SourceLine, line: SourceLine): boolean =>
  !prev.bullet &&
  !line.bullet &&
  line.box.page === prev.box.page &&
  line.box.page > 0 &&
  line.box.y > prev.box.y &&
  line.box.y - prev.box.y < prev.size * 2.8 &&
  prev.parts.some((p) => Math.abs(p.x - line.box.x) < 2) &&
  endsMidRange(prev, line.text);

/**
 * A dated header's last words wrapped alone onto the next line in lower case ('2015–2019 Consultora, Accenture,
 * Madrid, Contrato en prácticas el primer' / 'año': moderncv's comment in a narrower column).
 */
// (Not an employer named by its web address under the title: 'Junior Controller' over 'bol.com, Utrecht'.)
// (Nor a line whose first word had room at the end of the line above: 'Uniwersytet Opolski' over 'licencjat,
// Socjologia', the degree under its school.)
const endsMidWord = (prev: SourceLine, line: SourceLine, right: number) =>
  line.parts.length === 1 &&
  prev.box.x + prev.box.w + firstWordWidth(line) > right &&
  /\p{Ll}$/u.test(prev.text) &&
  /^\p{Ll}/u.test(line.text) &&
  !/^[\p{Ll}\d-]+\.[a-z]{2,}(?![\p{L}])/u.test(line.text) &&
  line.text.split(/\s+/).length <= 3 &&
  !!findDates(prev.text) &&
  !findDates(line.text) &&
  !COMPLETION.test(line.text.trim());

/**
 * A header's last field set smaller than the one before it, run on from it to the column's edge and wrapped to where
 * the paragraph starts ('Mechanical Design Engineer' 10 pt | 'Michelin North' 8 pt over 'America, Greenville, SC' in
 * 8 pt under the title, a LaTeX \parbox): the next line in that field's type, not in the type of the field it starts
 * under, is its rest.
 */
const CJK = /[\p{Script=Han}\p{Script=Hangul}\p{Script=Hiragana}\p{Script=Katakana}]/u;
const wrapsToParagraphStart = (prev: SourceLine, line: SourceLine, right: number) => {
  const last = prev.parts.at(-1)!;
  const under = prev.parts.find((p) => Math.abs(p.x - line.box.x) < 2);
  return (
    prev.parts.length >= 2 &&
    line.parts.length === 1 &&
    !!under &&
    under !== last &&
    // (At the edge, or short of it by less than the next line's first word: 'University of Michigan, Ann' over
    // 'Arbor, MI'.)
    last.right < right + 2 &&
    last.right + line.size * 0.3 + firstWordWidth(line) > right - 1 &&
    // (A field flush right that ends whole is no name's start: 'Máster en Química Analítica' | 'EQF 7'. Words of
    // scripts that break between words: a Japanese template's line under its company is its own field.)
    // (Nor is a framework's level said in words, 'Livello 7 QEQ'.)
    /[\p{L},]$/u.test(last.text) &&
    !FRAMEWORK_LEVEL.test(last.text.trim()) &&
    !CJK.test(last.text + line.text) &&
    Math.abs(line.size - last.size) < 0.3 &&
    Math.abs(under.size - last.size) > 0.1 * under.size &&
    line.bold === last.bold &&
    line.italic === last.italic &&
    !findDates(line.text)
  );
};

/**
 * A header of fields parted by a dash, wrapped where the line ran out of room, its rest under it holding the dates
 * that close it ('Key Account Manager (canal gran distribución) — Grupo Alimentario' / 'Huerta del Turia, S.A.,
 * Alboraya (2014 – 2018)'): the next line's first word would not have fitted.
 */
const FIELD_DASH = /\s[—–|]\s/u;
const dashedFieldsWrapped = (prev: SourceLine, line: SourceLine, right: number) => {
  const d = findDates(line.text);
  return (
    prev.parts.length === 1 &&
    line.parts.length === 1 &&
    FIELD_DASH.test(prev.text) &&
    !findDates(prev.text) &&
    !!d &&
    /^[\s)\].]*$/u.test(line.text.slice(d.index + d.text.length)) &&
    !FIELD_DASH.test(line.text.slice(0, d.index)) &&
    Math.abs(line.size - prev.size) < 0.3 &&
    line.bold === prev.bold &&
    prev.box.x + prev.box.w + ((line.text.split(' ')[0]?.length ?? 0) + 1) * 0.5 * line.size > right
  );
};

/**
 * A school's common noun opening a line, alone or before the school's place or its dates, under a header that ends on
 * a name ('Licence LEA anglais-italien — Aix-Marseille' / 'Université', '…, Columbus State' / 'Community College –
 * Columbus, OH' | '2009'): no school is called that alone, so it ends the name above, wrapped in a cell narrower than
 * the page.
 */
const SCHOOL_NOUN =
  /^(?:(?:business|law|medical|graduate) school|(?:community |state |junior |technical )?college|(?:state )?university|université|universidad|universidade|università|universität|universiteit|universitet|uniwersytet|hochschule|fachhochschule|institute|polytechnic|politecnico)(?=\s*$|\s+[–—|,]\s)/iu;
const schoolNounWrapped = (prev: SourceLine, line: SourceLine) =>
  (line.parts.length === 1 || (line.parts.length === 2 && isOnlyDates(line.parts[1]!.text))) &&
  SCHOOL_NOUN.test(line.parts[0]!.text.trim()) &&
  /[\s—–,]\p{Lu}[\p{L}-]*$/u.test(prev.text) &&
  Math.abs(line.size - prev.size) < 0.3 &&
  line.bold === prev.parts.at(-1)!.bold;

/**
 * A name a page break cut after the word it opens with ('MAGÍSTER … • UNIVERSIDAD' at the foot of page 1, 'ANDINA
 * SIMÓN BOLÍVAR' at the top of page 2): the next page's first line, at the same edge in the same type, goes on it.
 */
const nameBrokenByPage = (prev: SourceLine, line: SourceLine) =>
  line.box.page === prev.box.page + 1 &&
  prev.box.page > 0 &&
  endsOnNameHead(prev.text) &&
  line.parts.length === 1 &&
  Math.abs(line.box.x - prev.parts.at(-1)!.x) < 2 &&
  Math.abs(line.size - prev.size) < 0.3 &&
  line.bold === prev.bold &&
  !findDates(line.text);

/**
 * A header line typed after a tab stop, wrapped back to the margin mid-phrase ('Donautal Kunststofftechnik GmbH,
 * Neuburg an der' at the stop / 'Donau' under the dates' column): a short rest in the same type goes on it.
 */
const wrapsBackToMargin = (prev: SourceLine, line: SourceLine, left: number, right: number) =>
  prev.parts.length === 1 &&
  line.parts.length === 1 &&
  prev.box.x > left + prev.size * 4 &&
  Math.abs(line.box.x - left) < 2 &&
  ENDS_MID_PHRASE.test(prev.text) &&
  /^\p{Lu}/u.test(line.text) &&
  line.text.split(/\s+/u).length <= 4 &&
  Math.abs(line.size - prev.size) < 0.3 &&
  line.bold === prev.bold &&
  line.italic === prev.italic &&
  prev.box.x + prev.box.w + firstWordWidth(line) > right &&
  !findDates(line.text);

/**
 * An entry's header line wrapped in the middle of a name ('…, Universitat de' / 'Barcelona, Barcelona, Nota media:
 * 8,1', or '…, Universitat' / 'de Barcelona, …'): the next line, right under it at the start of one of its parts,
 * goes on the end of its last part.
 */
export function joinDangling(
  lines: readonly SourceLine[],
  right = Math.max(...lines.map((l) => l.box.x + l.box.w)),
): SourceLine[] {
  const left = Math.min(...lines.map((l) => l.box.x));
  // Where headers beside their dates start.
  const textX = lines.filter((l) => l.parts.length === 2 && isOnlyDates(l.parts[0]!.text)).map((l) => l.parts[1]!.x);
  return joinContinued(
    lines,
    (prev, line) =>
      rangeOnGrid(prev, line) ||
      (!prev.bullet &&
        !line.bullet &&
        line.box.page === prev.box.page &&
        line.box.page > 0 &&
        line.box.y > prev.box.y &&
        // (Arabic script's lines stand further apart: its faces are taller.)
        line.box.y - prev.box.y < prev.size * (isRtl(prev.text) ? 1.9 : 1.7) &&
        ((ENDS_MID_PHRASE.test(prev.text) && /^\p{Lu}/u.test(line.text)) ||
          (endsOnNameHead(prev.text) &&
            /^\p{Lu}/u.test(line.text) &&
            line.bold === prev.bold &&
            Math.abs(line.size - prev.size) < 0.3) ||
          (/\s\p{Lu}\p{L}+$/u.test(prev.text) && STARTS_MID_NAME.test(line.text)) ||
          (/\p{Lu}[\p{L}&.-]*$/u.test(prev.text) && STARTS_WITH_LEGAL_FORM.test(line.text)) ||
          endsMidRange(prev, line.text) ||
          endsMidWord(prev, line, right) ||
          wrapsBesideDates(prev, line, right, textX) ||
          wrapsUnderDates(prev, line, right) ||
          rtlNameBesideDates(prev, line) ||
          dashedFieldsWrapped(prev, line, right) ||
          schoolNounWrapped(prev, line) ||
          wrapsToParagraphStart(prev, line, right)) &&
        // (Right to left, at the line's right edge.)
        (prev.parts.some((p) => Math.abs(p.x - line.box.x) < 2) ||
          wrapsBackToMargin(prev, line, left, right) ||
          wrapsBesideDates(prev, line, right, textX) ||
          (isRtl(prev.text) && Math.abs(prev.box.x + prev.box.w - (line.box.x + line.box.w)) < 2))) ||
      closesBracket(prev, line) ||
      nameBrokenByPage(prev, line),
    (prev, line) => {
      // (Right to left beside its dates, the name's cell: the first.)
      const k = rtlNameBesideDates(prev, line) ? 0 : prev.parts.length - 1;
      const part = prev.parts[k]!;
      // (A year's closing bracket read before it: ')2014' is '2014)'.)
      const rest = line.text.replace(/^\)((?:19|20)\d\d)(?!\d)/u, '$1)');
      const parts = prev.parts.map((p, i) =>
        i === k
          ? {
              ...part,
              text: joinWrapped(part.text, rest),
              right: k < prev.parts.length - 1 ? part.right : line.box.x + line.box.w,
            }
          : p,
      );
      return {
        ...prev,
        parts,
        text: partsText(parts),
        box: boxOfBoth(prev, line),
        end: line.end ?? line.box.x + line.box.w,
      };
    },
  );
}
