import { findDates, isOnlyDates } from './dates';
import { monthNames, stripDot } from './date-words';
import type { SourceLine } from './types';
import { ENDS_MID_PHRASE } from './lexicon';
import { firstWordWouldNotFit } from './line-gaps';
import { NO_LINE_START } from './plain-items';
import { capitalLabel } from './line-label';
import { end, goesOn, rightToLeft, yearDated } from './entry-lines';
import { techList } from './tech-lines';
import { isItemsLabel } from './entry-labels';

/** A label in Japanese lenticular brackets over a job's items ('【業務内容】', '【実績】'). */
export const BRACKETED_LABEL = /^【[^【】]{2,20}】$/u;

/** Where a section's text runs, and how far apart its lines usually stand. */
export interface SectionMeasure {
  /** Its lines' left edge. */
  left: number;
  /** Where its undated lines end. */
  textRight: number;
  /** Its lines' usual baseline gap (usualLineGap). */
  usualGap: number;
}

/**
 * The wrapped rest of an item that writes its dates in brackets inside its text, where the part above holds none
 * ('• Πτυχίο Οικονομικών Επιστημών, Εθνικό και Καποδιστριακό' / 'Πανεπιστήμιο Αθηνών (2009 – 2013), Βαθμός: 7,45'):
 * no header of the next entry, which names its dates apart.
 */
function datesInItem(item: string, line: SourceLine): boolean {
  const d = findDates(line.text);
  if (!d || findDates(item) || /[.;:!?]$/u.test(item)) return false;
  const before = line.text.slice(0, d.index);
  return /\(\s*$/u.test(before) && /^\s*\)/u.test(line.text.slice(d.index + d.text.length));
}

/**
 * An item typed with its mark and a tab wraps back to the margin, left of its text, once it has filled its line.
 */
function backToMargin({ left, textRight }: SectionMeasure, item: SourceLine, line: SourceLine): boolean {
  return (
    line.parts[0]!.x >= left - 2 &&
    // A labelled detail at the entry's edge after the items ('Sector: Industria farmacéutica') is no wrapped rest.
    capitalLabel(line.text) === undefined &&
    // (It ran to the edge, or the next line's first word would not have fitted after it: 'Entwicklung von REST-
    // Schnittstellen für ein' over 'Praxisverwaltungssystem mit Kotlin …'.)
    // (The word measured by its own line's letters too: 'bersama' after '… kalender konten blog'.)
    (item.box.x + item.box.w > textRight - line.size * 4 ||
      item.box.x + item.box.w + ((line.text.split(' ')[0]?.length ?? 0) + 1) * 0.5 * line.size > textRight ||
      firstWordWouldNotFit(item, line, textRight)) &&
    // (After a colon, only in lower case: '… avec le service informatique :' / 'paramétrage des macros …'.)
    !/[.;!?]$/.test(item.text) &&
    !(/:$/.test(item.text) && !/^\p{Ll}/u.test(line.text)) &&
    // In the type the item ends in: a school's name in bold after a plain item ('Bonita High School', its place
    // apart on the right) starts an entry.
    line.italic === item.italic &&
    line.parts[0]!.bold === item.parts.at(-1)!.bold &&
    // (In its size to a point: a header a little larger at the margin, 'Sviluppatore Web Junior | Quadrante Digitale
    // S.r.l. | Milano' at 12.5 pt under an item at 12 that ran to the edge, starts an entry.)
    Math.abs(line.size - item.size) < 0.3
  );
}

/** An item that ends on a month whose year went onto the next line ('… en Ghent University, sept. – dic.' / '2013.'). */
function yearOfItsMonth(itemText: string, line: SourceLine): boolean {
  const last = itemText.trim().split(/\s+/u).at(-1) ?? '';
  return /^(?:19|20)\d\d[.;,)]?$/u.test(line.text.trim()) && monthNames().has(stripDot(last));
}

/**
 * The last character or two of a Chinese or Japanese item, alone on the next line with the item's stop ('…由5天缩短到1' /
 * '天；'): a maker of Type 3 fonts gives so short a line a size of its own, smaller than the item's.
 */
const cjkTail = (itemText: string, line: SourceLine) =>
  /[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\d]$/u.test(itemText) &&
  /^[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}]{1,3}[；。，、;.,]?$/u.test(line.text.trim());

/** A line whose first part is a date column's cell ('2019 – 2021' | the rest): a row of its own, no item's rest. */
const startsWithDateCell = (l: SourceLine) => l.parts.length > 1 && isOnlyDates(l.parts[0]!.text);

/**
 * Whether `line` is the wrapped rest of the list item whose last line so far is `item` and whose text so far is
 * `itemText`: set in from the item's text, close under it (or at the top of the next page), in its size, and no
 * entry's dates.
 */
export function restOfItem(
  measure: SectionMeasure,
  item: SourceLine,
  itemText: string,
  line: SourceLine,
  prev: SourceLine | undefined,
): boolean {
  // (From the last of the lines a line above was joined from: its box holds them all.)
  const gap =
    prev && prev.box.page === line.box.page
      ? line.box.y - (prev.box.y + Math.max(0, prev.box.h - line.box.h))
      : Infinity;
  return (
    line.box.page !== 0 &&
    // (A line all in bold is no item's rest, but for words in lower case: '… from 10 weeks' / '**to 4**'; or the
    // words the item left its sentence open for: '… ahead of schedule and' / '**$640K under budget**'.)
    (!line.bold || /^\p{Ll}/u.test(line.text) || ENDS_MID_PHRASE.test(itemText)) &&
    !techList(line.text) &&
    // (Nor a label over the next items: '【実績】' under the last '・' item of '【業務内容】'; nor one before its own text,
    // '业绩：连续三年…' under the last numbered item of '内容：'.)
    !BRACKETED_LABEL.test(line.text) &&
    !(/^[^:：]{1,12}[:：]/u.test(line.text) && isItemsLabel(line.text.split(/[:：]/u)[0]!)) &&
    (Math.abs(line.size - item.size) < 0.6 || cjkTail(itemText, line)) &&
    // (Set in from the item's text, not from its mark: a header at the mark's edge starts an entry. Right to left,
    // from the right: 'إعداد القوائم المالية … المدير' over 'المالي'. Or past the item's start, a mark no line starts
    // with, drawn a little below the item's baseline in another face: '…(橙卡会员)' | ',设计权益…'.)
    (rightToLeft(item, line)
      ? Math.abs(end(line) - end(item)) < line.size
      : (NO_LINE_START.test(line.text) && line.parts[0]!.x > item.box.x) ||
        ((line.parts[0]!.x > Math.max(item.box.x, item.parts[0]!.x) - 2 || backToMargin(measure, item, line)) &&
          line.parts[0]!.x <= item.parts[0]!.x + line.size * 2)) &&
    // (A document set one and a half lines apart wraps its items as far apart as its items stand: in lower case
    // after an item left open, the line goes on it. On a wide line grid, as far as the document's lines usually
    // stand apart: WPS's, 2.15 of their size.)
    ((gap > 0 &&
      gap <
        (/^\p{Ll}/u.test(line.text) && !/[.;:!?]$/u.test(item.text)
          ? Math.max(line.size * 2.1, measure.usualGap * 1.1)
          : Math.max(line.size * 1.9, measure.usualGap * 1.1))) ||
      (NO_LINE_START.test(line.text) && gap > -line.size && gap < line.size * 1.9) ||
      // (Or at the top of the next page, going on in lower case or after a comma: an item a page break cut; or left
      // open after a comma: '… los aportes al IVSS,' / 'FAOV, INCES y …'.)
      (!!prev &&
        line.box.page === prev.box.page + 1 &&
        (/^\p{Ll}/u.test(line.text) || /,$/u.test(prev.text)) &&
        !/[.;:!?]$/u.test(prev.text))) &&
    // A year that goes on the sentence above ('… applications 38% in' / '2022 by rebuilding …') is no job's dates,
    // nor are words that only say 'until now' ('… 14 preceptees' / 'to date'), nor a sentence going on in lower case
    // ('… with zero' / 'notices of violation from MI EGLE since 2019').
    (!yearDated(line) ||
      (!!prev &&
        (ENDS_MID_PHRASE.test(prev.text) ||
          // (Not dates in a cell of their own that open with a word in lower case: 'seit 09/2019' | title.)
          (goesOn(prev, line) && /^\p{Ll}+[\s,]/u.test(line.text) && !startsWithDateCell(line)))) ||
      // Nor is a remark in brackets the item wrapped onto its next line ('(22 preceptees since 2021)'), nor the end
      // of one it left open ('… (22 preceptees since' / '2021)').
      (/^\(\S+\s.*\)[.;]?$/u.test(line.text) && !isOnlyDates(line.text.replace(/[().;]/gu, ''))) ||
      (/\([^)]*$/u.test(itemText) && /^[^()]*\)[.;,]?$/u.test(line.text)) ||
      datesInItem(itemText, line) ||
      yearOfItsMonth(itemText, line))
  );
}
