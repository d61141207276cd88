import { findDates, isOnlyDates } from './dates';
import type { SourceLine } from './types';
import { isRtl } from './text';
import { joinWrapped } from '../wrapped-text';
import { ENDS_MID_PHRASE, capitalisedShare, degreeScore, nameWords, schoolScore } from './lexicon';
import { drawnBullets } from './drawn-bullets';
import { entryDates } from './entry-dates';
import { itemWithoutMark, numberedItems, sentencesAsItems, withoutNumber } from './plain-items';
import { isFieldLabel, isItemsLabel, isSchoolLevel } from './entry-labels';
import { capitalLabel, labelledDetail, lineLabel } from './line-label';

/** One job, school or project: the lines that name it, its bullets and its paragraphs. */
export interface Entry {
  header: SourceLine[];
  bullets: Array<{ text: string; lines: number[] }>;
  paragraphs: SourceLine[];
}

export interface Piece {
  text: string;
  line: number;
  bold: boolean;
  italic: boolean;
  order: number;
  /** The spaced dash that parted it from the piece before on its line. */
  dash?: string;
  /** It is its line's last cell, set flush right. */
  apart?: boolean;
}

/** Two sentences or more, each closed by a stop after a word: a paragraph's text, whatever dates it names. */
const sentences = (text: string) => /\p{Ll}{3,}\.\s+\p{Lu}/u.test(text) && /[.!?]$/u.test(text);

const sentence = (l: SourceLine) => {
  // Fields set apart by bars ('Ciudad: Sevilla | País: España | Nota final: 8,4 | …') are no sentence, however long.
  if (/\s[|｜]\s.*\s[|｜]\s/u.test(l.text)) return false;
  // Nor is a line with its dates in a part of their own ('2012–2016' | 'Grado en …, Universitat de València.').
  if (l.parts.length > 1 && l.parts.some((p) => isOnlyDates(p.text))) return false;
  const words = l.text.split(/\s+/).length;
  // Nor is a name closed by a stop, with what is said of it after ('Universidad Nacional de Córdoba. Promedio: 8,12
  // (sin aplazos).', CurVe's).
  const first = l.text.split(/\.\s/u)[0]!;
  if (first !== l.text && capitalisedShare(first) === 1 && nameWords(first).length <= 8) return false;
  // A short one too when it ends on a full word and a stop ('Equipo de pagos y facturación.'), as no company's name
  // does ('Acme Holdings Inc.', 'Transportes Levante S.L.'), nor a name with its town after a comma ('Colegio
  // Nacional de Monserrat, Córdoba.', 'Universidad Tecnológica Nacional, Facultad Regional Córdoba.').
  const named = l.text.includes(', ') && capitalisedShare(l.text.slice(l.text.lastIndexOf(', ') + 2)) === 1;
  if ((/[.!?。]$/.test(l.text) && words > 6) || (/\p{Ll}{4,}[.!?]$/u.test(l.text) && words >= 4 && !named)) return true;
  // Nor is a long name, every word capitalised but its little ones ('Materials Chemistry Laboratory, Department of
  // Chemistry and Biochemistry, The University of Texas at El Paso').
  const name = capitalisedShare(l.text) === 1 && nameWords(l.text).length <= 12;
  return words > 14 && !longHeader(l.text) && !name;
};

/**
 * A job's whole header on one line, long as a sentence ('Summer Program Coordinator, Denver Museum of Nature &
 * Science, Denver, CO<TAB>Jun 2017 – Aug 2019', 'MBA em Gestão Financeira, Controladoria e Auditoria – FGV – cursando,
 * conclusão prevista em 2025'): dated, and its words, without the dates, nearly all capitalised.
 */
function longHeader(text: string): boolean {
  const dates = findDates(text);
  if (!dates) return false;
  const rest = `${text.slice(0, dates.index)} ${text.slice(dates.index + dates.text.length)}`;
  return nameWords(rest).length <= 14 && capitalisedShare(rest) >= 0.8;
}

/** A line with a job's dates that name a year or a month: not 'to date' or 'present' alone. */
/**
 * A degree with the year it was awarded under its school's dated line ('Queen’s College, Yaba — 2005 – 2011' over
 * 'West African Senior School Certificate (WASSCE) — 2011'): the school's, not an entry of its own.
 */
const awardedUnder = (entry: Entry, line: SourceLine): boolean => {
  const d = findDates(line.text);
  const rest = d ? line.text.replace(d.text, '') : line.text;
  return (
    !!d &&
    !d.start &&
    entry.header.length === 1 &&
    !!findDates(entry.header[0]!.text)?.start &&
    degreeScore(rest) > 0 &&
    !schoolScore(rest) &&
    !degreeScore(entry.header[0]!.text)
  );
};

const end = (l: SourceLine) => l.box.x + l.box.w;
const rightToLeft = (a: SourceLine, b: SourceLine) => isRtl(a.text) && isRtl(b.text);

const yearDated = (line: SourceLine): boolean => {
  const d = entryDates(line);
  if (!d || !(d.start || d.end || d.asWritten)) return false;
  // (Not a date a sentence names after a word it cannot end on: '… Anwender, termingerecht zum 01.01.2020'.)
  const before = line.text.slice(0, Math.max(0, line.text.indexOf(d.text))).trim();
  return !(before.split(/\s+/).length >= 4 && ENDS_MID_PHRASE.test(before));
};

/** A line that starts with a label of items and goes on with them ('Funciones: elaboración …'). */
const itemsAfterLabel = (line: SourceLine): boolean => {
  const label = lineLabel(line.text, { valued: true });
  return label !== undefined && isItemsLabel(`${label}:`);
};

/**
 * The items a paragraph lists after their label, parted by semicolons ('Funciones: elaboración …; cierre …; cuadros
 * …; reducción ….'): each as written, without the label and the closing stop.
 */
function semicolonItems(paragraphs: readonly SourceLine[]): Entry['bullets'] | undefined {
  if (!paragraphs.length || !itemsAfterLabel(paragraphs[0]!)) return undefined;
  const text = paragraphs
    .map((l) => l.text)
    .reduce(joinWrapped, '')
    .replace(/^[^:：]+[:：]\s*/u, '');
  const items = text.split(/\s*;\s*/u).map((t) => t.replace(/[.。]$/u, '').trim());
  if (items.length < 3 || items.some((t) => !t)) return undefined;
  const lines = paragraphs.map((l) => l.id);
  // (Numbered as typed: '工作内容：1.协助…；2.使用…；3.整理…。'.)
  const numbered = items.every((t, i) => new RegExp(`^${i + 1}[.、)]`, 'u').test(t));
  return items.map((t) => ({ text: numbered ? t.replace(/^\d+[.、)]\s*/u, '') : t, lines }));
}

/** The label a line starts with ('Nivel' of 'Nivel: Posgrado'), lower-cased, or ''. */
const labelOf = (line: SourceLine): string => lineLabel(line.text, { valued: true })?.toLowerCase() ?? '';

/** A line that starts with a label naming none of an entry's fields ('GPA:', 'Nota media:'; not 'Fechas:'). */
const detailLabel = (line: SourceLine): boolean => {
  const label = lineLabel(line.text, { valued: true });
  // ('Secondary:' before a school's name is no detail of the school above but the next school's level.)
  return label !== undefined && !isFieldLabel(label.trim()) && !isSchoolLevel(`${label.trim()}:`);
};

/** A sentence whose dates close it, in brackets: '… building accounts in packaging supplies (1999 – 2005).' */
const datesCloseSentence = (text: string): boolean => {
  const m = /\(([^()]+)\)\.$/u.exec(text);
  return !!m && !!findDates(m[1]!) && text.slice(0, m.index).split(/\s+/u).length >= 8;
};

/**
 * A detail after its label, the label naming none of an entry's fields ('Sector:', not 'Empresa:'), undated or its
 * dates closing a sentence ('Early Career: Territory Sales Representative with Georgia-Pacific … (1999 – 2005).').
 */
const detailAfterItems = (line: SourceLine): boolean => {
  const label = capitalLabel(line.text);
  return (
    label !== undefined && !isFieldLabel(label) && (!entryDates(line) || datesCloseSentence(line.text)) && !line.bold
  );
};

/** The next line of a paragraph: under it in its size, in lower case, after no stop ('… y de la relación con' / 'imprentas.'). */
const goesOn = (above: SourceLine, line: SourceLine): boolean =>
  /^\p{Ll}/u.test(line.text) &&
  !/[.!?。:]$/u.test(above.text) &&
  Math.abs(line.size - above.size) < 0.5 &&
  line.box.page === above.box.page &&
  line.box.y > above.box.y &&
  line.box.y - above.box.y < line.size * 1.9;

/** How a line is set: bold, italic, size (to half a point). */
// How a line's first part is set: 'Data Analyst' in bold with its dates in plain type flush right is a bold line.
const styleOf = (l: SourceLine) => {
  const first = l.parts[0];
  const bold = first && /\p{L}/u.test(first.text) ? first.bold : l.bold;
  const italic = first && /\p{L}/u.test(first.text) ? first.italic : l.italic;
  return `${bold}|${italic}|${Math.round(l.size * 2) / 2}`;
};

/**
 * A section's lines as entries. A list item's wrapped lines (set further in, at the item's size, close under it)
 * join it. An entry's header is the run of lines before its items; after items, or once the header has its dates
 * and another line dated or styled like its first comes, a new entry starts.
 */
export function splitEntries(
  lines: readonly SourceLine[],
  /** Where the undated lines of the section's column end on its pages, when the reader knows the page. */
  columnTextRight = -Infinity,
): Entry[] {
  const numbered = numberedItems(lines);
  const drawn = drawnBullets(lines, numbered);
  const right = Math.max(...lines.map((l) => l.box.x + l.box.w));
  // Where the text's lines end: dates on a tab stop may stand out past it (a stop the margins were moved inside of).
  // A short section's own widest line is no edge ('B.S. in …, The University of Texas at Dallas' over 'Dean's List,
  // six semesters.' is no paragraph): the column's, where known, is.
  const undated = lines.filter((l) => !entryDates(l));
  const textRight = Math.max(
    undated.length ? Math.max(...undated.map((l) => l.box.x + l.box.w)) : right,
    columnTextRight,
  );
  const left = Math.min(...lines.map((l) => l.box.x));
  // An item typed with its mark and a tab wraps back to the margin, left of its text, once it has filled its line.
  const backToMargin = (item: SourceLine, line: SourceLine) =>
    line.parts[0]!.x >= left - 2 &&
    // A labelled detail at the entry's edge after the items ('Sector: Industria farmacéutica') is no wrapped rest.
    capitalLabel(line.text) === undefined &&
    // (It ran to the edge, or the next line's first word would not have fitted after it: 'Entwicklung von REST-
    // Schnittstellen für ein' over 'Praxisverwaltungssystem mit Kotlin …'.)
    (item.box.x + item.box.w > textRight - line.size * 4 ||
      item.box.x + item.box.w + ((line.text.split(' ')[0]?.length ?? 0) + 1) * 0.5 * line.size > textRight) &&
    !/[.;:!?]$/.test(item.text) &&
    // In the type the item ends in: a school's name in bold after a plain item ('Bonita High School', its place
    // apart on the right) starts an entry.
    line.italic === item.italic &&
    line.parts[0]!.bold === item.parts.at(-1)!.bold;
  const isBullet = (l: SourceLine) => l.bullet || drawn.has(l.id) || numbered.has(l.id);
  // (Word's paragraphs have no place on a page: page 0.)
  const ranToEdge = (l: SourceLine) => l.box.page > 0 && l.box.x + l.box.w > textRight - l.size * 4;
  // The paragraph goes on: in lower case, or under a line that ran to the edge without a stop ('… mit monatlich 40
  // Millionen' / 'Besuchen.'), from the same edge in the same type.
  const wrapsOn = (above: SourceLine, line: SourceLine) =>
    ranToEdge(above) &&
    !/[.!?。:]$/u.test(above.text) &&
    Math.abs(line.box.x - above.box.x) < 2 &&
    styleOf(line) === styleOf(above) &&
    line.box.page === above.box.page &&
    line.box.y > above.box.y &&
    line.box.y - above.box.y < line.size * 1.9;
  const continues = (above: SourceLine, line: SourceLine) =>
    goesOn(above, line) || (wrapsOn(above, line) && !entryDates(line));
  // A paragraph's line, stop or no: a sentence, or a line of six words or more, undated, that lines going on from it
  // end with a stop (within five lines).
  const endsInStop = (i: number): boolean => {
    for (let j = i; j < Math.min(lines.length - 1, i + 5); j++) {
      if (!continues(lines[j]!, lines[j + 1]!)) return false;
      if (/[.!?。]$/u.test(lines[j + 1]!.text)) return true;
    }
    return false;
  };
  const prose = new Set(
    lines
      .filter((l, i) => {
        if (sentence(l)) return true;
        return endsInStop(i) && l.text.split(/\s+/).length >= 6 && !l.bold && !findDates(l.text);
      })
      .map((l) => l.id),
  );
  const entries: Entry[] = [];
  /** How the entries' first lines so far are set. */
  const firstStyles = new Set<string>();
  let entry: Entry | undefined;
  let last: { line: SourceLine; index: number } | undefined;
  let prev: SourceLine | undefined;
  for (const line of lines) {
    // (From the last of the lines a line above was joined from: its box holds them all.)
    const gap =
      prev && prev.box.page === line.box.page
        ? line.box.y - (prev.box.y + Math.max(0, prev.box.h - line.box.h))
        : Infinity;
    if (isBullet(line)) {
      entry ??= { header: [], bullets: [], paragraphs: [] };
      if (!entries.includes(entry)) entries.push(entry);
      entry.bullets.push({ text: numbered.has(line.id) ? withoutNumber(line.text) : line.text, lines: [line.id] });
      last = { line, index: entry.bullets.length - 1 };
    } else if (
      last &&
      entry &&
      line.box.page !== 0 &&
      !line.bold &&
      Math.abs(line.size - last.line.size) < 0.6 &&
      // (Set in from the item's text, not from its mark: a header at the mark's edge starts an entry. Right to left,
      // from the right: 'إعداد القوائم المالية … المدير' over 'المالي'.)
      (rightToLeft(last.line, line)
        ? Math.abs(end(line) - end(last.line)) < line.size
        : (line.parts[0]!.x > Math.max(last.line.box.x, last.line.parts[0]!.x) - 2 || backToMargin(last.line, line)) &&
          line.parts[0]!.x <= last.line.parts[0]!.x + line.size * 2) &&
      // (Or at the top of the next page, going on in lower case: an item a page break cut.)
      ((gap > 0 && gap < line.size * 1.9) ||
        (!!prev &&
          line.box.page === prev.box.page + 1 &&
          /^\p{Ll}/u.test(line.text) &&
          !/[.;:!?]$/u.test(prev.text))) &&
      // A year that goes on the sentence above ('… applications 38% in' / '2022 by rebuilding …') is no job's dates,
      // nor are words that only say 'until now' ('… 14 preceptees' / 'to date'), nor a sentence going on in lower case
      // ('… with zero' / 'notices of violation from MI EGLE since 2019').
      (!yearDated(line) ||
        (!!prev && (ENDS_MID_PHRASE.test(prev.text) || (goesOn(prev, line) && /^\p{Ll}+[\s,]/u.test(line.text)))) ||
        // Nor is a remark in brackets the item wrapped onto its next line ('(22 preceptees since 2021)'), nor the end
        // of one it left open ('… (22 preceptees since' / '2021)').
        (/^\(\S+\s.*\)[.;]?$/u.test(line.text) && !isOnlyDates(line.text.replace(/[().;]/gu, ''))) ||
        (/\([^)]*$/u.test(entry.bullets[last.index]!.text) && /^[^()]*\)[.;,]?$/u.test(line.text)))
    ) {
      // The wrapped rest of the list item above.
      const b = entry.bullets[last.index]!;
      b.text = joinWrapped(b.text, line.text);
      b.lines.push(line.id);
      last = { line: { ...last.line, box: line.box }, index: last.index };
    } else if (entry?.header.length && entry.bullets.length && detailAfterItems(line)) {
      // 'Sector: Industria farmacéutica' under a job's items (Europass) is a detail of that job.
      entry.paragraphs.push(line);
      last = undefined;
    } else if (
      entry?.bullets.length &&
      prev &&
      entry.paragraphs.at(-1) === prev &&
      (continues(prev, line) || (wrapsOn(prev, line) && /\)\.$/u.test(line.text)))
    ) {
      // Its sentence goes on, to the dates that close it ('… shipping supplies' / '(1999 – 2005).').
      entry.paragraphs.push(line);
    } else if (
      entry?.header.length &&
      isItemsLabel(line.text) &&
      (!entry.bullets.length || /[:：]\s*$/u.test(line.text))
    ) {
      // 'Key achievements:' between a job's header or description and its items announces them: no field. So does
      // 'Logros:' after the job's 'Funciones:' items: more of its items.
      last = undefined;
    } else if (entry?.header.length && !entry.bullets.length && itemsAfterLabel(line)) {
      // 'Funciones: elaboración del presupuesto …; cierre …' under a header: the items in a paragraph after their label.
      entry.paragraphs.push(line);
      last = undefined;
    } else {
      last = undefined;
      const dated = !!entryDates(line);
      const headerDated = entry?.header.some((h) => findDates(h.text)) ?? false;
      const first = entry?.header[0];
      // A header under its dates as a line of their own (a date column's cell read before its row's text: 'Март
      // 2019 — по настоящее время' over company, city, industry, title): it runs to the next dates or items,
      // however its lines are set.
      const underDates = !!first && isOnlyDates(first.text);
      // Schools under their level ('Tertiary:' | school, then its degree, address and years, 'Secondary:' | …): one
      // entry from each level's label to the next.
      const levelled = !!entry && !!first && isSchoolLevel(first.parts[0]!.text) && !entry.bullets.length;
      const startsNew = levelled
        ? isSchoolLevel(line.parts[0]!.text)
        : !entry ||
          entry.bullets.length > 0 ||
          // ('Team: four buyers and two analysts' after a job's description is a detail of it.)
          (entry.paragraphs.length > 0 &&
            !prose.has(line.id) &&
            !itemWithoutMark(line) &&
            !continues(entry.paragraphs.at(-1)!, line) &&
            !(labelledDetail(line.text) && !dated)) ||
          // (Not a detail after a label of its own, dated or not: 'GPA: 3.7/4.0; Dean's List (Fall 2023, Spring 2024)'.)
          // (Nor sentences that name a year: 'Minor in Spanish. GPA 3.6. Staff writer for …, 2012 – 2015.')
          (dated && headerDated && !detailLabel(line) && !sentences(line.text) && !awardedUnder(entry, line)) ||
          // Entries without items one after another: a line set like the entry's first, or like an entry's first
          // before it (a role without a description under its company, then the next company), once its header is
          // dated.
          (!underDates &&
            headerDated &&
            first &&
            entry.header.length >= 2 &&
            (styleOf(line) === styleOf(first) || firstStyles.has(styleOf(line))) &&
            entry.header.at(-1) !== first &&
            // (Entries whose first line holds their dates start so: 'EMPLOYER | 03/2019 – Present' over the office, then
            // the title in the same bold, is one header.)
            !(entryDates(first) && !dated) &&
            // ('Dissertation: …' and 'Advisor: …' under a school's lines are details of it.)
            !(labelledDetail(line.text) && !dated)) ||
          // A header whose one line holds its fields in cells, dated ('Licenciatura en …' | 'Tecnológico de Monterrey …' |
          // '2010 – 2015', a table's row), is whole: a line set like it starts the next.
          (headerDated &&
            first &&
            entry.header.length === 1 &&
            first.parts.length >= 3 &&
            styleOf(line) === styleOf(first) &&
            !labelledDetail(line.text)) ||
          // A line with the label the entry's first line has ('Nivel: Universitario / Profesional' after 'Nivel:
          // Posgrado / Especialización' and its school's dates) starts the next.
          (headerDated && !!first && !!labelOf(first) && labelOf(first) === labelOf(line)) ||
          // A header runs four lines at most (six under dates), not counting labelled details ('Nota media: 8,1').
          (entry.header.filter((h) => !labelledDetail(h.text)).length >= (underDates ? 6 : 4) &&
            !sentence(line) &&
            !labelledDetail(line.text)) ||
          (!!line.spaced && entry.header.length > 0 && headerDated);
      // An item typed without a mark under a dated header ('Automated the weekly KPI report') is no header line.
      // So is a line that starts with a bold label ('Negotiation: contracts with…').
      const item =
        prose.has(line.id) ||
        (headerDated && !dated && (itemWithoutMark(line) || !!line.parts[0]?.lead)) ||
        (!!entry?.paragraphs.length && continues(entry.paragraphs.at(-1)!, line));
      if (startsNew && !(entry && item && entry.header.length > 0 && entry.bullets.length === 0)) {
        entry = { header: [], bullets: [], paragraphs: [] };
        entries.push(entry);
        if (!sentence(line)) firstStyles.add(styleOf(line));
      }
      if (item && entry!.header.length > 0) entry!.paragraphs.push(line);
      else entry!.header.push(line);
    }
    prev = line;
  }
  for (const e of entries) {
    const items = e.bullets.length
      ? undefined
      : (semicolonItems(e.paragraphs) ?? sentencesAsItems(e.paragraphs, right));
    if (items) [e.bullets, e.paragraphs] = [items, []];
  }
  return entries.filter((e) => e.header.length || e.bullets.length);
}
