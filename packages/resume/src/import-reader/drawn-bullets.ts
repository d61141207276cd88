import { RTL_LETTER } from '../scripts';
import { findDates, isOnlyDates } from './dates';
import { entryDates } from './entry-dates';
import { fieldOf } from './entry-labels';
import { closeUnder } from './line-gaps';
import { LINE_MARK } from './list-marks';
import { isRtl } from './text';
import type { SourceLine } from './types';
import { ENDS_MID_PHRASE } from './lexicon';

// Chinese and Japanese wrap between any two characters: a line's first 'word' ends at the first such character.
const FIRST_WORD = /^[^\s\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}]*[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}]?/u;
/** A number's unit or currency at a line's start: a number's line wrapped between them. */
const UNIT = /^(?:[€$£¥₽₹]|[kKMG][€$£₽]|(?:Mio|Mrd|Tsd|млн|млрд|тыс|mil|mill|millones)\.?(?=\s|$))/u;
/** A line that starts with a letter of a script without capitals (Hebrew, Arabic, Thai, Chinese…). */
const CASELESS_START = /^[^\p{L}]*\p{Lo}/u;
const LAST_HAN_KANA = /[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}ー、。）]$/u;

/** A date column's cell: dates alone, or after their label ('Periodo: 2020 – a la fecha' | the employer). */
const datesCell = (text: string): boolean => {
  const labelled = text.match(/^([^:：\d]{2,30}?)\s*[:：]\s*(\S.*)$/u);
  return isOnlyDates(text) || (!!labelled && fieldOf(labelled[1]!, ['dates']) === 'dates' && isOnlyDates(labelled[2]!));
};

/** How many words a line says besides its dates. */
const wordsBesideDates = (text: string): number => {
  const dates = findDates(text);
  const rest = dates ? text.slice(0, dates.index) + ' ' + text.slice(dates.index + dates.text.length) : text;
  return rest.split(/\s+/u).filter((w) => /\p{L}/u.test(w)).length;
};

/**
 * Lists whose marks a browser or word processor draws as shapes (no text): when no line of the section has a
 * mark (typed, or a number typed before it), a line set further in than the entries' own lines, not bold, is a list
 * item.
 */
export function drawnBullets(lines: readonly SourceLine[], numbered: ReadonlySet<number> = new Set()): Set<number> {
  const out = new Set<number>();
  if (lines.some((l) => l.bullet || numbered.has(l.id)) || lines.length < 2) return out;
  // How far in a line starts: from the left, or for right-to-left text from the right.
  // (A line of Latin letters alone in a right-to-left section is set from the right as its lines are: 'Heriot-Watt
  // University' among Arabic schools, 'ERP' wrapped from a Persian item.)
  const rtlSection = lines.filter((l) => RTL_LETTER.test(l.text)).length > lines.length / 2;
  const right = Math.max(...lines.map((l) => l.box.x + l.box.w));
  // The entries' own left edge: their first part, or the part after a date column ('03/2019 – present' | title).
  // (After the mark that starts that part's text: the lines under '2018 – 2020' | '• Magíster …' set at its text,
  // CurVe's, are its own.)
  const textX = (l: SourceLine) => {
    const p = l.parts.length > 1 && datesCell(l.parts[0]!.text) ? l.parts[1]! : l.parts[0]!;
    const mark = p.text.match(LINE_MARK)?.[0].length ?? 0;
    return p.x + ((p.right - p.x) * mark) / Math.max(1, p.text.length);
  };
  // A line of dates alone is a date column's cell (read before its row's text), not where entries start; nor is a
  // line wrapped back under the date column from a line that ran to the edge ('… – Second Class Honours' /
  // '(Upper Division)', typed after a tab stop).
  const columnX = lines.filter((l) => l.parts.length > 1 && datesCell(l.parts[0]!.text)).map((l) => l.box.x);
  const wrappedUnderColumn = (l: SourceLine, i: number) => {
    const above = lines[i - 1];
    return (
      !!above &&
      columnX.some((x) => Math.abs(l.box.x - x) < 2) &&
      above.box.x > l.box.x + l.size * 2 &&
      above.box.x + above.box.w > right - l.size * 4
    );
  };
  // (Nor is a word alone in the date column over a dated row, a school's level: 'Высшее' over '2012' | the university,
  // its faculty and speciality under the university's name.)
  const levelInColumn = (l: SourceLine) =>
    l.parts.length === 1 &&
    !l.bold &&
    columnX.some((x) => Math.abs(l.box.x - x) < 2) &&
    lines.some(
      (o) => o.parts.length > 1 && datesCell(o.parts[0]!.text) && o.box.y > l.box.y && o.box.page === l.box.page,
    ) &&
    l.text.split(/\s+/u).length <= 2;
  const left = Math.min(
    ...lines
      .filter((l) => !isOnlyDates(l.text) || lines.every((o) => isOnlyDates(o.text)))
      .filter((l) => !wrappedUnderColumn(l, lines.indexOf(l)) && !levelInColumn(l))
      .map(textX),
  );
  // From the left edge of the entry the line is in, where its last bold line starts: a whole entry set further in
  // (the roles under an employer in a profile's export: title, dates, place, description) has its title there, and
  // items further in still.
  let anchor = left;
  // Right to left, the entries' own right edge: their first part's, or the part's after a date column ('2021–היום' |
  // title, the dates at the right).
  const ownRight = (l: SourceLine) =>
    (l.parts.length > 1 && datesCell(l.parts[0]!.text) ? l.parts[1]! : l.parts[0]!).right;
  const startRight = Math.max(
    ...lines.filter((l) => !isOnlyDates(l.text) || lines.every((o) => isOnlyDates(o.text))).map(ownRight),
  );
  const inset = (l: SourceLine) =>
    isRtl(l.text) || rtlSection ? startRight - (l.box.x + l.box.w) : l.parts[0]!.x - anchor;
  // Where the items' own lines end at the most: a list's right edge may stop short of the dates above it.
  // (Nor is a line that opens with a name in bold before a cell of its own, set in by a paragraph's first-line indent:
  // LaTeX's '\textbf{Northwestern University} \hfill Evanston, IL' right after a section's heading.)
  const heavy = (l: SourceLine) => l.bold || (l.parts.length > 1 && l.parts[0]!.bold);
  const isSetIn = (l: SourceLine) => l.box.page !== 0 && !heavy(l) && l.parts[0]!.x - left > Math.max(6, l.size * 0.8);
  const setIn = lines.filter(isSetIn);
  const itemRight = Math.max(...setIn.map((l) => l.box.x + l.box.w));
  // Each list's own right edge, where three of its lines or more end (one after another on a page, within four letters'
  // width): a list beside a sidebar is narrower than the section's lines below, where the sidebar ends.
  const listRight = new Map<number, number>();
  for (let i = 0; i < lines.length;) {
    let j = i;
    while (j < lines.length && isSetIn(lines[j]!) && lines[j]!.box.page === lines[i]!.box.page) j += 1;
    const list = lines.slice(i, j);
    const edge = Math.max(...list.map((l) => l.box.x + l.box.w));
    if (list.filter((l) => l.box.x + l.box.w > edge - l.size * 4).length >= 3)
      for (const l of list) listRight.set(l.id, edge);
    i = Math.max(j, i + 1);
  }
  // The line above ran to the edge: it ends within four letters' width of it (a character and a half where
  // Chinese and Japanese, which break anywhere, end it), or the next line's first word (at about half an em a
  // letter) would not have fitted after it, before the edge or before the widest item's end.
  const leftEdge = Math.min(...lines.map((l) => l.box.x));
  const full = (l: SourceLine, next: SourceLine) => {
    const end = l.box.x + l.box.w;
    const word = ([...(FIRST_WORD.exec(next.text)?.[0] ?? '')].length + 1) * 0.5 * next.size;
    // (Right to left, a line runs to the left edge.)
    if (isRtl(l.text) && isRtl(next.text)) return l.box.x < leftEdge + l.size * 4 || l.box.x - word < leftEdge;
    const listEdge = itemRight - l.box.x > 0.75 * (right - l.box.x) && end < itemRight;
    const slack = LAST_HAN_KANA.test(l.text) ? 1.5 : 4;
    return (
      end > right - l.size * slack ||
      end + word > right ||
      (listEdge && end + word > itemRight) ||
      end + word > (listRight.get(l.id) ?? Infinity)
    );
  };
  // Measured between baselines: a line with a glyph from a taller font has its box set higher.
  const baseline = (line: SourceLine) => line.box.y + line.size * 0.85;
  // (A sentence of six words or more with a year in it, set in as the items are, is one: 'Coautor de una comunicación
  // presentada en el congreso SAAEI 2020'; a place before its dates is none: 'Valencia, junio 2016 – agosto 2019'.)
  // (A line set in by the icon before it, a building before the employer, is none: its icon is no mark.)
  const candidate = (l: SourceLine) =>
    l.box.page !== 0 &&
    !heavy(l) &&
    !l.icon &&
    (!entryDates(l) || (l.parts.length === 1 && wordsBesideDates(l.text) >= 5 && !isOnlyDates(l.text)));
  // The wrapped rest of the line above, by its words: in lower case or a number, after a word no item ends with, or
  // the unit of the number the line above ends with ('… un presupuesto anual de 4' / 'M€ en medios de pago').
  const worded = (l: SourceLine, prev: SourceLine) =>
    /^[\p{Ll}\d(%]/u.test(l.text) || ENDS_MID_PHRASE.test(prev.text) || (/\d$/.test(prev.text) && UNIT.test(l.text));
  // Under a line that ran to the edge, at its indent, after no full stop, closer than a blank line.
  const wraps = (l: SourceLine, prev: SourceLine) =>
    full(prev, l) &&
    Math.abs(inset(prev) - inset(l)) < 2 &&
    !/[.!?:。]$/.test(prev.text) &&
    // (Nor in a run of items each closed by its semicolon: 'учёт основных средств …;' over 'расчёт НДС …;'. One
    // line that ends on one may be a sentence's, wrapped there: '… en MS Project;' / 'el último proyecto cerró …'.)
    !(/;$/u.test(prev.text) && (/;$/u.test(l.text) || /;$/u.test(lines[lines.indexOf(prev) - 1]?.text ?? ''))) &&
    baseline(l) - baseline(prev) < l.size * 1.9;
  /**
   * How far apart the lines of one item are where the words say they wrap, anywhere in the section: a list's first
   * item may wrap at a capital ('von vier' / 'Werken') before any other shows the pitch.
   */
  const wrapPitches = lines.flatMap((l, i) => {
    const prev = lines[i - 1];
    return prev && candidate(l) && candidate(prev) && wraps(l, prev) && worded(l, prev)
      ? [baseline(l) - baseline(prev)]
      : [];
  });
  /**
   * How far apart a list's items are where the line above stopped short of the edge, so that the next is surely an
   * item of its own: a line as close under an item as no two items are is its wrapped rest, when no other wrap in
   * the section shows the pitch.
   */
  const setInLine = (l: SourceLine) => candidate(l) && inset(l) > Math.max(6, l.size * 0.8);
  const samePage = (a: SourceLine, b: SourceLine) => a.box.page === b.box.page && b.box.y > a.box.y;
  const itemPitches = lines.flatMap((l, i) => {
    const prev = lines[i - 1];
    return prev &&
      samePage(prev, l) &&
      setInLine(l) &&
      setInLine(prev) &&
      Math.abs(inset(prev) - inset(l)) < 2 &&
      !full(prev, l)
      ? [baseline(l) - baseline(prev)]
      : [];
  });
  // (On the same page: an item at the top of the next one is no closer to anything.)
  // (None known: no line is closer than items are.)
  const itemPitch = itemPitches.length ? Math.min(...itemPitches) : -Infinity;
  // (Where words have no capitals to say a line goes on, a line is an item's rest when closer by a twentieth of its
  // size: a Hebrew item's wrapped line sits 0.75 pt closer than the next item, at 9.5 pt.)
  const closerThanItems = (prev: SourceLine, l: SourceLine) =>
    samePage(prev, l) && baseline(l) - baseline(prev) < itemPitch - l.size * (CASELESS_START.test(l.text) ? 0.05 : 0.1);
  // The lists' first items (the first set-in line under an entry's own lines): how the items start.
  const firsts = lines.filter((l, i) => setInLine(l) && !!lines[i - 1] && !setInLine(lines[i - 1]!)).map((l) => l.text);
  const capitalised = firsts.length > 0 && firsts.every((t) => !/^\p{Ll}/u.test(t));
  const lowerRest = (l: SourceLine, prev: SourceLine) =>
    samePage(prev, l) &&
    /^\p{Ll}/u.test(l.text) &&
    Math.abs(inset(prev) - inset(l)) < 2 &&
    !/[.!?:;。]$/.test(prev.text) &&
    baseline(l) - baseline(prev) < l.size * 1.6;
  // (A word or two alone under a line that ran to the edge, in a list of sentences, are its last words, capitals or
  // not: '… en Java y Spring' / 'Boot'.)
  const sentenceList = firsts.length > 0 && firsts.every((t) => t.split(/\s+/u).length >= 6);
  const lastWords = (l: SourceLine) => sentenceList && l.text.split(/\s+/u).length <= 2;
  const itemLines = new Set<number>();
  let prev: SourceLine | undefined;
  let cellX: number | undefined;
  for (const [i, l] of lines.entries()) {
    if (l.box.page === 0) continue; // Word lists carry their numbering; indentation says nothing there
    if (l.bold && !isOnlyDates(l.text) && !isRtl(l.text)) {
      anchor = Math.max(left, l.parts[0]!.x);
      cellX = l.parts.length > 1 && datesCell(l.parts[0]!.text) ? textX(l) : undefined;
    }
    // (Not a line at the text's start beside a date column, the entry's own: 'Politecnico di Torino – votazione
    // 108/110' under '2013 – 2016' | 'Laurea Magistrale …'.)
    if (setInLine(l) && !(cellX !== undefined && Math.abs(l.parts[0]!.x - cellX) < 1)) {
      const next = lines[i + 1];
      // Under a line of an item, its first or one it wrapped onto (an item may run over three lines or more).
      // In lower case in a list whose items start with capitals, it goes on the item whether or not the line above
      // looks full (the list may be narrower than the section's dates: 'en dos años con' / 'campañas de …').
      const below = !!prev && itemLines.has(prev.id) && (wraps(l, prev) || (capitalised && lowerRest(l, prev)));
      // Or in capitals (a German noun: 'für den Bereich' / 'Einkauf') when it sits as close under that line as
      // the item's lines do, closer than the next item line sits under it (the space a list puts between items).
      const gap = prev ? baseline(l) - baseline(prev) : Infinity;
      // (Closer than any two items are says so alone: the item may be the list's last.)
      const spaced =
        (!!prev && closerThanItems(prev, l)) ||
        (!!next &&
          next.box.page === l.box.page &&
          Math.abs(inset(next) - inset(l)) < 2 &&
          wrapPitches.some((p) => Math.abs(gap - p) < 0.5) &&
          gap < baseline(next) - baseline(l) - l.size * 0.1);
      if (!(below && (worded(l, prev!) || spaced || lastWords(l)))) out.add(l.id);
      itemLines.add(l.id);
    }
    prev = l;
  }
  return byElementStarts(lines, out, itemLines, inset);
}

/**
 * Where the PDF marks where its blocks of text start (the empty runs of `opens`: each element Chromium prints) and
 * the items found start there nearly all, a line set in under an item's line that starts none is that item's wrapped rest,
 * whatever its words ('… for the Cork Jazz' / 'Festival and Munster rugby weekends …').
 */
function byElementStarts(
  lines: readonly SourceLine[],
  items: Set<number>,
  itemLines: ReadonlySet<number>,
  inset: (l: SourceLine) => number,
): Set<number> {
  const starts = lines.filter((l) => items.has(l.id));
  const opened = starts.filter((l) => l.opens).length;
  if (opened < 3 || opened < starts.length * 0.8) return items;
  const out = new Set(items);
  // (From the last of the lines a line above was joined from, '… dbt on' / 'Snowflake (62 tested and documented':
  // its box holds them all.)
  const lastOf = (prev: SourceLine, l: SourceLine): SourceLine =>
    prev.joined ? { ...prev, box: { ...prev.box, y: Math.max(prev.box.y, prev.box.y + prev.box.h - l.box.h) } } : prev;
  for (const [i, l] of lines.entries()) {
    const prev = lines[i - 1];
    if (
      items.has(l.id) &&
      !l.opens &&
      !!prev &&
      itemLines.has(prev.id) &&
      closeUnder(lastOf(prev, l), l) &&
      Math.abs(inset(prev) - inset(l)) < 2
    )
      out.delete(l.id);
  }
  return out;
}
