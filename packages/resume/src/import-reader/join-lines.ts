import type { SourceLine, SourcePart } from './types';
import { findDates, isOnlyDates, monthNames } from './dates';
import { ENDS_MID_PHRASE, ENDS_ON_NAME_HEAD, STARTS_MID_NAME, STARTS_WITH_LEGAL_FORM, UNIT_NAME } from './lexicon';
import { joinWrapped } from '../wrapped-text';
import { isRtl } from './text';
import { partsText } from './plain-items';
import { looksLikePlace } from './contact';
import { lineLabel } from './line-label';

/** The ids of the lines a line was made from: its own, or those of the lines joined into it. */
export const sourceIds = (line: SourceLine): number[] => line.joined ?? [line.id];

/**
 * The lines with each one that goes on from the line before (`continues`, asked of the line built so far and the
 * next) joined into it by `merge`; a joined line keeps its first line's id and names all of them in `joined`. The
 * readers' rules for a line broken in the wrong place (a wrapped list item, heading, link or list) differ only in
 * `continues` and in how the text is put back together.
 */
export function joinContinued(
  lines: readonly SourceLine[],
  continues: (prev: SourceLine, line: SourceLine) => boolean,
  merge: (prev: SourceLine, line: SourceLine) => SourceLine,
): SourceLine[] {
  return joinWhere(lines, (prev, line) => (continues(prev, line) ? merge(prev, line) : undefined));
}

/** joinContinued where one question decides both whether and how a line goes on (`join` is undefined when not). */
export function joinWhere(
  lines: readonly SourceLine[],
  join: (prev: SourceLine, line: SourceLine) => SourceLine | undefined,
): SourceLine[] {
  const out: SourceLine[] = [];
  for (const line of lines) {
    const prev = out.at(-1);
    const joined = prev && join(prev, line);
    if (joined) out[out.length - 1] = { ...joined, joined: [...sourceIds(prev), line.id] };
    else out.push(line);
  }
  return out;
}

/** A line as one part holding `text` (its first part's place and style). */
export const onePart = (line: SourceLine, text: string): SourceLine => ({
  ...line,
  text,
  parts: [{ ...line.parts[0]!, text }],
});

/**
 * A line holding only `parts` (some of its own): its text, size, style and box are theirs, on its baseline. A
 * heading's cell taken off a table row leaves the row's other cells, set smaller ('FORMACIÓN' | 'Máster en …').
 */
export function withParts(line: SourceLine, parts: SourcePart[]): SourceLine {
  const letters = parts.filter((p) => /\p{L}/u.test(p.text));
  const size = Math.max(...parts.map((p) => p.size));
  const x = Math.min(...parts.map((p) => p.x));
  const baseline = line.box.y + line.size * 0.85;
  return {
    ...line,
    parts,
    text: partsText(parts),
    size,
    bold: letters.length > 0 && letters.every((p) => p.bold),
    italic: letters.length > 0 && letters.every((p) => p.italic),
    box: { ...line.box, x, y: baseline - size * 0.85, w: Math.max(...parts.map((p) => p.right)) - x, h: size * 1.15 },
  };
}

/** The box that holds two lines, the first above the second. */
export const boxOfBoth = (prev: SourceLine, line: SourceLine): SourceLine['box'] => ({
  ...prev.box,
  w: Math.max(prev.box.w, line.box.x + line.box.w - prev.box.x),
  h: line.box.y + line.box.h - prev.box.y,
});

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

/** How studies ended, on a line under the school ('diploma behaald', 'Titulado', 'abgeschlossen'). */
const COMPLETION =
  /^(?:diploma (?:niet )?behaald|propedeuse behaald|(?:niet )?afgerond|afgestudeerd|abgeschlossen|ohne abschluss|graduated|completed|in progress|titulad[oa]|egresad[oa]|graduad[oa]|en curso|concluído|concluída|cursando|diplômée?|obtenu)$/iu;

/**
 * A dated header's last words wrapped alone onto the next line in lower case ('2015–2019 Consultora, Accenture,
 * Madrid, Contrato en prácticas el primer' / 'año': moderncv's comment in a narrower column).
 */
// (Not an employer named by its web address under the title: 'Junior Controller' over 'bol.com, Utrecht'.)
const endsMidWord = (prev: SourceLine, line: SourceLine) =>
  line.parts.length === 1 &&
  /\p{Ll}$/u.test(prev.text) &&
  /^\p{Ll}/u.test(line.text) &&
  !/^[\p{Ll}\d-]+\.[a-z]{2,}(?![\p{L}])/u.test(line.text) &&
  line.text.split(/\s+/).length <= 3 &&
  !!findDates(prev.text) &&
  !findDates(line.text) &&
  !COMPLETION.test(line.text.trim());

/**
 * A header beside its dates in a column of their own, wrapped at the column's edge under its text ('2017 - 2018' |
 * 'Curso de Experto en Control de Gestión, Centro de Estudios' / 'Financieros (CEF)'): the next line's first word
 * would not have fitted, and it holds no dates of its own.
 */
// (Its fields on one line, parted by commas or dashes: a header whose fields stand a line each wraps nothing. 'BTS
// Maintenance des Systèmes – Lycée La Martinière' / 'Diderot (Lyon)'.)
const wrapsBesideDates = (prev: SourceLine, line: SourceLine, right: number) =>
  prev.parts.length === 2 &&
  isOnlyDates(prev.parts[0]!.text) &&
  // (Or a name cut after a word no name ends on: 'XIV Liceum Ogólnokształcące im. Stanisława Staszica w' / 'Warszawie'.)
  (/,\s|\s[–—|]\s/u.test(prev.parts[1]!.text) ||
    (ENDS_MID_PHRASE.test(prev.parts[1]!.text) && line.bold === prev.bold)) &&
  // (Not after a town that ends its fields, nor a line of fields of its own: 'Москва' / 'Факультет журналистики,
  // Журналистика'.)
  !looksLikePlace(prev.parts[1]!.text.split(/,\s+/).at(-1)!) &&
  // (A comma inside brackets is the place's: 'Rivière (Givors, 69)'.)
  !line.text.replace(/\([^()]*\)/gu, '').includes(',') &&
  !/[.;:]$/u.test(prev.text) &&
  line.parts.length === 1 &&
  // (A label opens what comes under a header: 'Funciones:', 'Funciones: elaboración …'.)
  lineLabel(line.text) === undefined &&
  // (Nor is how the studies ended a name's rest: 'diploma behaald'.)
  !COMPLETION.test(line.text.trim()) &&
  Math.abs(line.box.x - prev.parts[1]!.x) < 2 &&
  Math.abs(line.size - prev.size) < 0.3 &&
  prev.parts[1]!.right + ((line.text.split(' ')[0]?.length ?? 0) + 1) * 0.5 * line.size > right &&
  !findDates(line.text);

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
    Math.abs(last.right - right) < 2 &&
    // (A field flush right that ends whole is no name's start: 'Máster en Química Analítica' | 'EQF 7'. Words of
    // scripts that break between words: a Japanese template's line under its company is its own field.)
    /[\p{L},]$/u.test(last.text) &&
    !CJK.test(last.text + line.text) &&
    Math.abs(line.size - last.size) < 0.3 &&
    Math.abs(under.size - last.size) > 0.1 * under.size &&
    line.bold === last.bold &&
    line.italic === last.italic &&
    !findDates(line.text)
  );
};

/**
 * A town's province or country in brackets wrapped alone under the header it ends ('…, Arcor S.A.I.C., Arroyito' /
 * '(Córdoba).'), under its last part's text, which a mark typed before it may set in from where the part starts.
 */
const placeInBrackets = (prev: SourceLine, line: SourceLine) => {
  const last = prev.parts.at(-1)!;
  return (
    !prev.bullet &&
    !line.bullet &&
    line.box.page === prev.box.page &&
    line.box.y > prev.box.y &&
    line.box.y - prev.box.y < prev.size * 1.7 &&
    line.parts.length === 1 &&
    /^\((?:\p{L}[\p{L}\p{M}.'’-]*\s?){1,3}\)[.,;]?$/u.test(line.text.trim()) &&
    /\p{L}$/u.test(last.text) &&
    line.box.x > last.x - 2 &&
    line.box.x < last.x + 2 * line.size &&
    Math.abs(line.size - last.size) < 0.3 &&
    line.bold === last.bold
  );
};

/**
 * An entry's header line wrapped in the middle of a name ('…, Universitat de' / 'Barcelona, Barcelona, Nota media:
 * 8,1', or '…, Universitat' / 'de Barcelona, …'): the next line, right under it at the start of one of its parts,
 * goes on the end of its last part.
 */
export function joinDangling(
  lines: readonly SourceLine[],
  right = Math.max(...lines.map((l) => l.box.x + l.box.w)),
): SourceLine[] {
  return joinContinued(
    lines,
    (prev, line) =>
      (!prev.bullet &&
        !line.bullet &&
        line.box.page === prev.box.page &&
        line.box.page > 0 &&
        line.box.y > prev.box.y &&
        // (Arabic script's lines stand further apart: its faces are taller.)
        line.box.y - prev.box.y < prev.size * (isRtl(prev.text) ? 1.9 : 1.7) &&
        ((ENDS_MID_PHRASE.test(prev.text) && /^\p{Lu}/u.test(line.text)) ||
          (/\s\p{Lu}\p{Ll}+$/u.test(prev.text) && STARTS_MID_NAME.test(line.text)) ||
          (/\p{Lu}[\p{L}&.-]*$/u.test(prev.text) && STARTS_WITH_LEGAL_FORM.test(line.text)) ||
          endsMidRange(prev, line.text) ||
          endsMidWord(prev, line) ||
          wrapsBesideDates(prev, line, right) ||
          wrapsToParagraphStart(prev, line, right)) &&
        // (Right to left, at the line's right edge.)
        (prev.parts.some((p) => Math.abs(p.x - line.box.x) < 2) ||
          (isRtl(prev.text) && Math.abs(prev.box.x + prev.box.w - (line.box.x + line.box.w)) < 2))) ||
      placeInBrackets(prev, line),
    (prev, line) => {
      const last = prev.parts.at(-1)!;
      // (A year's closing bracket read before it: ')2014' is '2014)'.)
      const rest = line.text.replace(/^\)((?:19|20)\d\d)(?!\d)/u, '$1)');
      const parts = [
        ...prev.parts.slice(0, -1),
        { ...last, text: joinWrapped(last.text, rest), right: line.box.x + line.box.w },
      ];
      return { ...prev, parts, text: partsText(parts), box: boxOfBoth(prev, line) };
    },
  );
}

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

/** A name's initials in brackets, and the year that closes its line: '(CVICU)', '(USAC), 2015'. */
const INITIALS = /^\(\p{Lu}[\p{Lu}\d&/-]{1,9}\)(?:\s*[,–—-]\s*(?:19|20)\d\d\.?)?$/u;
/** Or its initials and the dates after them: '(FPS) – Em andamento (previsão de conclusão: 12/2025)'. */
const initialsThenDates = (text: string) => {
  const m = text.match(/^\(\p{Lu}[\p{Lu}\d&/-]{1,9}\)\s*[,–—-]\s*(\S.*)$/u);
  return !!m && isOnlyDates(m[1]!);
};

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
        Math.abs(l.box.y + l.box.h - prev.box.y - prev.box.h) < 2 &&
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
  const lastRight = (prev: SourceLine) => rights.get(prev.id) ?? prev.box.x + prev.box.w;
  const edgeFor = (prev: SourceLine, line: SourceLine) =>
    overDates.has(line.id) ? Math.min(right, edge(prev)) : edge(prev);
  return joinContinued(
    lines,
    (prev, line) =>
      prev.parts.length === 1 &&
      line.parts.length === 1 &&
      !prev.bullet &&
      !line.bullet &&
      line.box.page === prev.box.page &&
      line.box.page > 0 &&
      Math.abs(line.box.x - prev.box.x) < 2 &&
      Math.abs(line.size - prev.size) < 0.3 &&
      // (A header the dates cut short goes on in whatever type comes next: the title's bold, then the employer's.)
      (only === 'besideDates' || (line.bold === prev.bold && line.italic === prev.italic)) &&
      line.box.y > prev.box.y &&
      // (From the last line joined so far: a paragraph goes on over more than two lines.)
      line.box.y - (prev.box.y + prev.box.h - line.box.h) < line.size * 1.6 &&
      // The next line's first word would not have fitted after the line above: it wrapped.
      (lastRight(prev) + ((line.text.split(' ')[0]?.length ?? 0) + 1) * 0.5 * line.size > edgeFor(prev, line) ||
        (finishesName(prev, line) && line.bold === prev.bold && line.italic === prev.italic)) &&
      !/^[^:,]{1,30}:/.test(line.text) &&
      // (A town and its region under a name is its place, not the name's rest: 'Minneapolis, MN'.)
      !(line.text.includes(', ') && looksLikePlace(line.text) && looksLikePlace(line.text.split(',')[0]!)) &&
      // (Undated, or dated inside a row of pieces that goes on after its dates: 'BACHELOR OF SCIENCE … | MAY 2022 |
      // TEXAS STATE' over 'UNIVERSITY, SAN MARCOS, TX'.)
      (!findDates(prev.text) || datesInsideRow(prev.text)) &&
      // A date that ends the sentence the line above left open ('… a month since' / '2018.') is its last word.
      // So does a name a line left open on its first word ('… – Instituto' / 'Mexicano de Contadores Públicos, 2019').
      (!findDates(line.text) ||
        INITIALS.test(line.text) ||
        initialsThenDates(line.text) ||
        (/\p{Ll}$/u.test(prev.text) && /^\S+[.!?]$/u.test(line.text)) ||
        (ENDS_ON_NAME_HEAD.test(prev.text) && /^\p{Lu}\p{Ll}/u.test(line.text))),
    (prev, line) => {
      edges.set(prev.id, edge(prev));
      rights.set(prev.id, line.box.x + line.box.w);
      return { ...onePart(prev, joinWrapped(prev.text, line.text)), box: boxOfBoth(prev, line) };
    },
  );
}

/** A row of pieces parted by bars with its dates inside, and a piece after them: 'Degree | May 2022 | School'. */
const datesInsideRow = (text: string) => {
  const d = findDates(text);
  return !!d && /\|\s*$/u.test(text.slice(0, d.index)) && /^\s*\|\s*\S/u.test(text.slice(d.index + d.text.length));
};

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
