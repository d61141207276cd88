import { usualLineGap } from './line-gaps';
import type { SourceLine } from './types';
import { boxOfBoth, joinContinued, joinWhere, onePart } from './line-joins';
import { findDates, isOnlyDates } from './dates';
import { endsOnNameHead, UNIT_NAME } from './lexicon';
import { joinWrapped } from '../wrapped-text';
import { partsText, unclosed } from './plain-items';
import { looksLikePlace } from './places';
import { isRtl } from './text';
import { evenlySpread } from './justified-items';
import {
  INITIALS,
  datesInBrackets,
  datesInProse,
  datesInsideRow,
  datesOpenRow,
  initialsThenDates,
} from './dates-in-lines';

/**
 * Dates set flush right on an entry's first line but drawn after the rest of that entry's wrapped header
 * ('Máster en Ciencia de Datos, Universidad de Deusto,' / 'Bilbao.' / '2017 – 2018', moderncv): onto that line.
 */
export function joinDatesBeside(lines: readonly SourceLine[]): SourceLine[] {
  return joinWhere(lines, (prev, line) => {
    const d = findDates(line.text);
    const onlyDates =
      !!d && !/\p{L}/u.test(`${line.text.slice(0, d.index)}${line.text.slice(d.index + d.text.length)}`);
    if (!onlyDates || !prev.joined || findDates(prev.text)) return undefined;
    const beside =
      line.box.page === prev.box.page &&
      Math.abs(line.box.y - prev.box.y) < 2 &&
      Math.abs(line.size - prev.size) < 0.5 &&
      line.box.x > prev.box.x + prev.box.w;
    if (!beside) return undefined;
    return {
      ...prev,
      parts: [...prev.parts, ...line.parts],
      text: `${prev.text} ${line.text}`,
      box: { ...prev.box, w: line.box.x + line.box.w - prev.box.x },
    };
  });
}

/**
 * The last word of a name alone on the next line, which no width tells when a table's cell ends short of the
 * page: a unit's ('Charge Nurse, Emergency' / 'Department') or its initials in brackets ('… Care Unit' / '(CVICU)').
 */
const finishesName = (prev: SourceLine, line: SourceLine): boolean =>
  INITIALS.test(line.text) ||
  (/^\p{Lu}\p{Ll}+$/u.test(line.text) &&
    !UNIT_NAME.test(prev.text) &&
    UNIT_NAME.test(` ${prev.text.split(/,\s*/).at(-1)} ${line.text}`));

/**
 * A bold line whose phrase goes on in bold, in small letters, at the next line's start, the rest of that line in
 * another weight (moderncv fancy's 'Master MIAGE – Systèmes d’information et aide' over '**à la décision**, Université
 * …'): wrapped, however near the edge the first word might have fitted (TeX breaks a paragraph as a whole).
 */
const boldGoesOn = (prev: SourceLine, line: SourceLine): boolean =>
  prev.bold && !prev.italic && line.parts[0]!.boldEnd !== undefined && /^\p{Ll}/u.test(line.text);

/**
 * A label's cell and the paragraph beside it, whose lines wrap under the paragraph's first, not under the label
 * ('Обо мне' | 'Backend-разработчик с опытом более 10 лет, последние пять лет руковожу' / 'командой. …', hh.ru).
 */
const labelCellBeside = (prev: SourceLine, line: SourceLine): boolean =>
  prev.parts.length === 2 &&
  prev.parts[0]!.text.split(/\s+/u).length <= 3 &&
  // (Not a date column's cell: date-column.ts reads its rows.)
  !findDates(prev.parts[0]!.text) &&
  Math.abs(line.box.x - prev.parts[1]!.x) < Math.max(2, line.size * 0.2);

/**
 * A line that is the wrapped rest of the one above it (a school's or degree's name in a narrow side column): one
 * part each, from the same edge in the same size and style, a line's spacing below, its first word too long to
 * have fitted on the line above, neither dated nor a label ('Abschlussnote: 1,7'). Joined into the line above. With
 * 'besideDates', only a line that dates set on its baseline cut short (a job's header: elsewhere a list's drawn items
 * are set so too).
 */
export function joinWrappedLines(
  lines: readonly SourceLine[],
  right = Math.max(...lines.map((l) => l.box.x + l.box.w)),
  only: 'any' | 'besideDates' = 'any',
): SourceLine[] {
  // Where the line above could have gone on: the column's edge, or a date set flush right on its baseline
  // ('Staff Nurse, Alta Bates Summit Medical   June 2016 – Aug 2019' over 'Center, Berkeley, CA.', moderncv).
  // (A cell's edge found on its first line holds for the lines joined to it: 'Diplomado en Lean' / 'Six Sigma Green' /
  // 'Belt' beside 'Universidad Panamericana 2018'.)
  const edges = new Map<number, number>();
  const edge = (prev: SourceLine) => {
    if (edges.has(prev.id)) return edges.get(prev.id)!;
    const beside = lines.find(
      (l) =>
        l.box.page === prev.box.page &&
        // (Or beside its first line, when lines were joined into it: 'Healthcare Assistant (Bank),' / 'NHS
        // Professionals, Leeds, Part time', a comma's, and then 'while studying.')
        (Math.abs(l.box.y + l.box.h - prev.box.y - prev.box.h) < 2 ||
          (!!prev.joined && Math.abs(l.box.y - prev.box.y) < 1 && Math.abs(l.size - prev.size) < 0.5)) &&
        l.box.x > prev.box.x + prev.box.w &&
        findDates(l.text),
    );
    return beside ? Math.min(right, beside.box.x - prev.size * 0.5) : only === 'any' ? right : Infinity;
  };
  // A header's last line right over its dates set alone under it ('Company, City — Senior Marketing' / 'Operations
  // Manager' / 'MARCH 2021 - PRESENT', Google Docs'): the column's edge holds for the line above it too.
  const overDates = new Set(
    lines
      .filter((l, i) => {
        const next = lines[i + 1];
        // (Not the dates that close a sentence: '… shipping supplies' / '(1999 – 2005).')
        return (
          !!next &&
          isOnlyDates(next.text) &&
          !/^\(|[.)]$/u.test(next.text) &&
          Math.abs(next.box.x - l.box.x) < 2 &&
          next.box.page === l.box.page
        );
      })
      .map((l) => l.id),
  );
  // Where the last line joined so far ends: the next line's first word would have gone on after it.
  const rights = new Map<number, number>();
  // (Or where a line joined into it before ends: 'BACHELOR OF SCIENCE … | TEXAS STATE UNIVERSITY,' / 'SAN MARCOS, TX'
  // ends short, and 'GPA 3.7, Cum Laude' under it is a line of its own.)
  const lastRight = (prev: SourceLine) => rights.get(prev.id) ?? prev.end ?? prev.box.x + prev.box.w;
  // Where it starts: a paragraph beside its label's cell goes on under its own first line.
  const lefts = new Map<number, number>();
  const lastLeft = (prev: SourceLine, line: SourceLine) =>
    lefts.get(prev.id) ?? (labelCellBeside(prev, line) ? prev.parts[1]!.x : prev.box.x);
  const edgeFor = (prev: SourceLine, line: SourceLine) =>
    overDates.has(line.id) ? Math.min(right, edge(prev)) : edge(prev);
  // Where right-to-left lines end when they fill their line.
  const left = Math.min(...lines.map((l) => l.box.x));
  // How far down a wrapped line may stand: on a wide line grid (WPS's, Word's double spacing) a paragraph's lines
  // stand as far apart as its paragraphs ('Secundario: … – Colegio' / 'Nacional N° 2 (2003 - 2007)', 31 pt down).
  const grid = usualLineGap(lines);
  const reach = (line: SourceLine) => Math.max(line.size * 1.6, grid > line.size * 1.9 ? grid * 1.1 : 0);
  return joinContinued(
    lines,
    (prev, line) =>
      bracketGoesOnLeftward(prev, line) ||
      headerGoesOnLeftward(prev, line, left) ||
      // (Or a label and its text, which a justified line's wide space after the colon parted: 'Terciario:' |
      // 'Técnica Superior en Administración – Instituto de Formación'.)
      ((prev.parts.length === 1 ||
        (prev.parts.length === 2 && /\p{L}:$/u.test(prev.parts[0]!.text)) ||
        justifiedWords(prev) ||
        labelCellBeside(prev, line)) &&
        line.parts.length === 1 &&
        !prev.bullet &&
        !line.bullet &&
        line.box.page === prev.box.page &&
        line.box.page > 0 &&
        // (A capital's side bearing may set it a little left: 'Clinical …' over 'Yorkshire …' in TeX's 10.9 pt.)
        Math.abs(line.box.x - lastLeft(prev, line)) < Math.max(2, line.size * 0.2) &&
        Math.abs(line.size - prev.size) < 0.3 &&
        // (A header the dates beside it cut short goes on in whatever type comes next: the title's bold, then the
        // employer's. So does one in several types over dates set under it, 'Baylor … Center, Dallas, TX — *Charge
        // Nurse, Emergency*' over '*Department*', but not one in a type of its own: 'ANALISTA DE PLANIFICACIÓN DE LA
        // PRODUCCIÓN' in bold over 'Grupo Rica – Santo Domingo' in italics over 'Agosto 2014 – Febrero 2017'.)
        ((only === 'besideDates' && (edge(prev) !== Infinity || (!prev.bold && !prev.italic))) ||
          (line.bold === prev.bold && line.italic === prev.italic) ||
          boldGoesOn(prev, line)) &&
        line.box.y > prev.box.y &&
        // (From the last line joined so far: a paragraph goes on over more than two lines. The line may hold two
        // already, 'Yorkshire Hospitals NHS Trust,' / 'Wakefield.': one line's height.)
        line.box.y - (prev.box.y + prev.box.h - Math.min(line.box.h, line.size * 1.3)) < reach(line) &&
        // The next line's first word would not have fitted after the line above: it wrapped.
        (lastRight(prev) + ((line.text.split(' ')[0]?.length ?? 0) + 1) * 0.5 * line.size > edgeFor(prev, line) ||
          (finishesName(prev, line) && line.bold === prev.bold && line.italic === prev.italic) ||
          boldGoesOn(prev, line)) &&
        !/^[^:,]{1,30}:/.test(line.text) &&
        // (A town and its region under a name is its place, not the name's rest: 'Minneapolis, MN'.)
        !(line.text.includes(', ') && looksLikePlace(line.text) && looksLikePlace(line.text.split(',')[0]!)) &&
        // (Undated, or dated inside a row of pieces that goes on after its dates: 'BACHELOR OF SCIENCE … | MAY 2022 |
        // TEXAS STATE' over 'UNIVERSITY, SAN MARCOS, TX'.)
        (!findDates(prev.text) || datesInsideRow(prev.text) || datesOpenRow(prev.text) || datesInProse(prev.text)) &&
        // A date that ends the sentence the line above left open ('… a month since' / '2018.') is its last word.
        // So does a name a line left open on its first word ('… – Instituto' / 'Mexicano de Contadores Públicos, 2019').
        (!findDates(line.text) ||
          datesInProse(line.text) ||
          INITIALS.test(line.text) ||
          initialsThenDates(line.text) ||
          (/\p{Ll}$/u.test(prev.text) && /^\S+[.!?]$/u.test(line.text)) ||
          (endsOnNameHead(prev.text) && /^\p{Lu}\p{Ll}/u.test(line.text)) ||
          // So does a name's rest before its dates in brackets, where the line above went undated ('… – Instituto de
          // Formación Técnica' / 'Superior N° 18 (2008 - 2010, completo)', each school on a line of its own).
          datesInBrackets(line.text) ||
          // So does the number a sign ended the line above for: '… Técnica Superior N°' / '18 (2008 - 2010, completo)'.
          (/(?:\bN[°º]\.?|#)$/u.test(prev.text) && /^\d+\b/u.test(line.text)))),
    (prev, line) => {
      edges.set(prev.id, edge(prev));
      rights.set(prev.id, line.box.x + line.box.w);
      lefts.set(prev.id, Math.min(lastLeft(prev, line), line.box.x));
      const joined = onePart(prev, joinWrapped(prev.text, line.text));
      // (Where a bold title's rest ends on the wrapped line, the employer starts: moderncv's 'Clinical Support
      // Worker' / '(Band 2), Rotational Post, Mid'.)
      const comma = line.parts[0]!.boldComma ?? (prev.parts[0]!.bold ? line.parts[0]!.boldEnd : undefined);
      const at =
        prev.parts[0]!.boldComma ?? (comma === undefined ? undefined : joined.text.length - line.text.length + comma);
      return {
        ...joined,
        parts: [{ ...joined.parts[0]!, boldComma: at }],
        box: boxOfBoth(prev, line),
        end: line.end ?? line.box.x + line.box.w,
      };
    },
  );
}

/**
 * A line whose words pdf.js read as parts of their own, all in one type and as far apart to a hair: a line TeX
 * stretched to the edge of a narrow column ('**Clinical**   **Support**   **Worker**' over '**(Band 2), Rotational
 * Post**, Mid'), one part's words when the next line goes on under it.
 */
const justifiedWords = (l: SourceLine) => {
  const [first, ...rest] = l.parts;
  if (!first || !rest.length) return false;
  // (A label in bold may open it: '**Universitario:**' | 'Contador' | 'Público' | … | 'materias'.)
  return evenlySpread(l.parts, /[:：]$/u.test(first.text) && rest.length >= 3 ? 1 : 0);
};

/**
 * A right-to-left header's dates in brackets, the bracket left open at its line's end and closed on the next line, set
 * from the same right edge ('محاسب تحت التمرين – مكتب سمير فهمي … (من يوليو 2013' / 'إلى سبتمبر 2014)'): one line.
 */
const bracketGoesOnLeftward = (prev: SourceLine, line: SourceLine) =>
  isRtl(line.text) && underRightEdge(prev, line, 2) && unclosed(prev.text) && /^[^()]*\)[.،]?$/u.test(line.text.trim());

/** A line under a right-to-left one, neither a list item, set from the same right edge, within `lineHeights`. */
const underRightEdge = (prev: SourceLine, line: SourceLine, lineHeights: number) =>
  isRtl(prev.text) &&
  !prev.bullet &&
  !line.bullet &&
  line.box.page === prev.box.page &&
  line.box.y > prev.box.y &&
  line.box.y - prev.box.y < line.size * lineHeights &&
  Math.abs(prev.box.x + prev.box.w - (line.box.x + line.box.w)) < line.size;

/**
 * A right-to-left header that filled its line to the column's left edge, its last words wrapped onto the next line
 * from the same right edge ('رئيس حسابات – شركة جهينة للصناعات الغذائية | مارس 2022 – حتى' / 'الآن', '… – جامعة عين' /
 * 'شمس – 2018'): one line. (A list item's rest goes on the item, elsewhere.)
 */
const headerGoesOnLeftward = (prev: SourceLine, line: SourceLine, left: number) =>
  !/\p{Script=Latin}/u.test(line.text) &&
  underRightEdge(prev, line, 1.9) &&
  Math.abs(line.size - prev.size) < 0.3 &&
  prev.box.x < left + line.size * 2 &&
  line.box.x > left + line.size * 6 &&
  !/[.:!؟،,]$/u.test(prev.text.trim()) &&
  // (Its dates left open, if it ends with any: 'مارس 2022 – حتى', '2016 –'; one that ends on a year is whole, and a
  // town under it is its place.)
  !/(?:19|20)\d\d\)?$/u.test(prev.text.trim()) &&
  !(prev.parts.length > 1 && isOnlyDates(prev.parts.at(-1)!.text) && !/[–—-]$/u.test(prev.parts.at(-1)!.text.trim())) &&
  // (Not a detail after its label: 'ממוצע: 88' under a school.)
  !/^[^:,]{1,30}:/u.test(line.text) &&
  line.text.trim().split(/\s+/u).length <= 4;

/**
 * A list item's wrapped rest, a line without a mark under the item's text ('• Plan monthly service projects with …
 * Habitat for Humanity of' / 'Washington County'): joined to the item, in a section that has no entries to hold it.
 */
export function joinItemRests(lines: readonly SourceLine[]): SourceLine[] {
  return joinContinued(
    lines,
    (prev, line) =>
      prev.bullet &&
      !line.bullet &&
      line.parts.length === 1 &&
      line.box.page === prev.box.page &&
      line.box.page > 0 &&
      Math.abs(line.box.x - prev.parts[0]!.x) < 3 &&
      Math.abs(line.size - prev.size) < 0.5 &&
      line.box.y > prev.box.y &&
      line.box.y - (prev.box.y + prev.box.h - line.box.h) < line.size * 1.6 &&
      !/[.!?;:]$/u.test(prev.text),
    (prev, line) => {
      const last = prev.parts.at(-1)!;
      const parts = [...prev.parts.slice(0, -1), { ...last, text: joinWrapped(last.text, line.text) }];
      return { ...prev, parts, text: partsText(parts), box: boxOfBoth(prev, line) };
    },
  );
}
