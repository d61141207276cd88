import { findDates, isOnlyDates } from './dates';
import type { SourceLine } from './types';
import { joinWrapped } from '../wrapped-text';
import { companyScore, schoolScore } from './lexicon';
import { looksLikePlace } from './places';
import { drawnBullets } from './drawn-bullets';
import { itemsUnderLabel } from './items-under-label';
import { entryDates } from './entry-dates';
import { usualLineGap } from './line-gaps';
import { restOfItem } from './item-rest';
import { announcesItems, labelledItem } from './item-labels';
import {
  itemWithoutMark,
  numberedHeaders,
  numberedItems,
  sentencesAsItems,
  unnumbered,
  withoutNumber,
} from './plain-items';
import { isFieldLabel, isSchoolLevel, namesSchoolLevel, saysOfEmployer, typedSchoolLevel } from './entry-labels';
import { labelledDetail } from './line-label';
import { sectionProse } from './section-prose';
import { besideItems, headsFields, industryItem } from './list-item-headers';
import {
  awardedUnder,
  detailAfterItems,
  datesClosing,
  detailLabel,
  exchangeStay,
  namesCertificationsAfterLabel,
  itemsAfterLabel,
  labelOf,
  semicolonItems,
  sentence,
  sentences,
  styleOf,
} from './entry-lines';

/** One job, school or project: the lines that name it, its bullets and its paragraphs. */
export interface Entry {
  header: SourceLine[];
  bullets: Array<{ text: string; lines: number[] }>;
  paragraphs: SourceLine[];
  /** Its paragraphs that list its technologies, where the section tells more of them than one line alone would. */
  tech?: SourceLine[];
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
  // (But for entries numbered by hand, each over its items: their headers.)
  // (A numbered line read as a header, here or as one over labelled fields, loses its number: '1. श्री बालाजी …'.)
  const numberedAll = numberedItems(lines);
  const numberedHeads = numberedHeaders(lines, numberedAll);
  const numbered = new Set([...numberedAll].filter((id) => !numberedHeads.has(id)));
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
  // (But for a field's label: 'Puesto: Asistente Administrativa' under '03/2018 - Actualidad: Transportes …'.)
  const itemLead = (l: SourceLine) => {
    const lead = l.parts[0]?.lead;
    return !!lead && !isFieldLabel(lead.replace(/[:：]\s*$/u, '').trim());
  };
  const typed = itemsUnderLabel(lines, textRight, (l) => l.bullet || drawn.has(l.id) || numbered.has(l.id));
  const isBullet = (l: SourceLine) => l.bullet || drawn.has(l.id) || numbered.has(l.id) || typed.has(l.id);
  const { wrapsOn, continues, prose, techLine } = sectionProse(lines, textRight);
  const opensWithDates = (l: SourceLine) => findDates(l.text)?.index === 0;
  const measure = { left: Math.min(...lines.map((l) => l.box.x)), textRight, usualGap: usualLineGap(lines) };
  // (Lines by id, a list each: a line cut in two keeps its id.)
  const byId = new Map<number, SourceLine[]>();
  for (const l of lines) byId.set(l.id, [...(byId.get(l.id) ?? []), l]);
  const entries: Entry[] = [];
  /** How the entries' first lines so far are set. */
  const firstStyles = new Set<string>();
  let entry: Entry | undefined;
  let last: { line: SourceLine; index: number } | undefined;
  let prev: SourceLine | undefined;
  for (const [k, line] of lines.entries()) {
    if (isBullet(line) && !headsFields(line, lines[k + 1], isBullet) && !industryItem(entry, lines[k + 1], isBullet)) {
      entry ??= { header: [], bullets: [], paragraphs: [] };
      if (!entries.includes(entry)) entries.push(entry);
      entry.bullets.push({ text: numbered.has(line.id) ? withoutNumber(line.text) : line.text, lines: [line.id] });
      last = { line, index: entry.bullets.length - 1 };
    } else if (last && entry && restOfItem(measure, last.line, entry.bullets[last.index]!.text, line, prev)) {
      // The wrapped rest of the list item above.
      const b = entry.bullets[last.index]!;
      b.text = joinWrapped(b.text, line.text);
      b.lines.push(line.id);
      last = { line: { ...last.line, box: line.box }, index: last.index };
    } else if (entry?.header.length && (entry.bullets.length || entry.paragraphs.length) && techLine(line)) {
      // 'Kotlin / Kafka / Kubernetes / AWS' under a job's items or description: the job's technologies.
      entry.paragraphs.push(line);
      last = undefined;
    } else if (entry?.header.length && entry.bullets.length && besideItems(entry, line, byId)) {
      // A cell drawn after the items it stands beside, right of them ('言語：Go、Ruby、' in a 職務経歴書's 環境・規模
      // column): the job's detail, no next entry.
      entry.paragraphs.push(line);
      last = undefined;
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
    } else if (entry && announcesItems(entry, line)) {
      // 'Key achievements:' announces the job's items: no field.
      last = undefined;
    } else if (entry?.header.length && entry.bullets.length && labelledItem(line.text)) {
      // 'Key achievements: …' after the items ('业绩：连续三年…' under '内容：' and its numbered items): one more item.
      entry.bullets.push({ text: labelledItem(line.text)!, lines: [line.id] });
      last = { line, index: entry.bullets.length - 1 };
    } else if (entry?.header.length && !entry.bullets.length && itemsAfterLabel(line)) {
      // 'Funciones: elaboración del presupuesto …; cierre …' under a header: the items in a paragraph after their label.
      entry.paragraphs.push(line);
      last = undefined;
    } else {
      last = undefined;
      const dated = !!entryDates(line);
      const headerDated = entry?.header.some((h) => findDates(h.text)) ?? false;
      const first = entry?.header[0];
      // Sentences that open with their dates as the entry's first line did ('2008 – 2012. Grado en …. Universidad
      // Complutense de Madrid.' under '2014 – 2016. Máster en …. ESIC ….'): the next entry's.
      // (Not a sentence's wrapped rest that opens with a year: '… del coste por envío en' / '2022 con el análisis …'.)
      const datedLikeFirst =
        dated &&
        opensWithDates(line) &&
        !!first &&
        opensWithDates(first) &&
        !(prev && (continues(prev, line) || wrapsOn(prev, line)));
      // A header under its dates as a line of their own (a date column's cell read before its row's text: 'Март
      // 2019 — по настоящее время' over company, city, industry, title): it runs to the next dates or items,
      // however its lines are set.
      // (Or beside them, the date column's cell on the row's first line: 'Март 2019 — настоящее время' | company.)
      const underDates =
        !!first && (isOnlyDates(first.text) || (first.parts.length === 2 && isOnlyDates(first.parts[0]!.text)));
      // Schools one a line after their level typed as a label ('Terciario: Técnica Superior … (2008 - 2010)', then
      // 'Universitario: Contador Público – UBA (en curso, …)'), dated or not.
      const levelTyped = !!first && typedSchoolLevel(first) && typedSchoolLevel(line);
      // Schools under their level ('Tertiary:' | school, then its degree, address and years, 'Secondary:' | …): one
      // entry from each level's label to the next.
      const levelled = !!entry && !!first && isSchoolLevel(first.parts[0]!.text) && !entry.bullets.length;
      // (Set like the first level's label, a level may go without its colon: 'Universitaria:', then 'Técnica'.)
      const startsNew = levelled
        ? isSchoolLevel(line.parts[0]!.text) ||
          typedSchoolLevel(line) ||
          (styleOf(line) === styleOf(first) && namesSchoolLevel(line.text))
        : !entry ||
          entry.bullets.length > 0 ||
          levelTyped ||
          // ('Team: four buyers and two analysts' after a job's description is a detail of it.)
          (entry.paragraphs.length > 0 &&
            !prose.has(line.id) &&
            !itemWithoutMark(line) &&
            !continues(entry.paragraphs.at(-1)!, line) &&
            !(labelledDetail(line.text) && !dated)) ||
          // (Not a detail after a label of its own, dated or not: 'GPA: 3.7/4.0; Dean's List (Fall 2023, Spring 2024)'.)
          // (Nor sentences that name a year: 'Minor in Spanish. GPA 3.6. Staff writer for …, 2012 – 2015.')
          // (Nor the rest of a header line left open after a comma: '…, The University of Melbourne,' / '2016; WAM 78'.)
          (dated &&
            headerDated &&
            !detailLabel(line) &&
            (!sentences(line.text) || datedLikeFirst) &&
            !awardedUnder(entry, line) &&
            !(prev === entry.header.at(-1) && /,\s*$/u.test(prev?.text ?? ''))) ||
          // Entries without items one after another: a line set like the entry's first, or like an entry's first
          // before it (a role without a description under its company, then the next company), once its header is
          // dated.
          (!underDates &&
            headerDated &&
            first &&
            entry.header.length >= 2 &&
            (styleOf(line) === styleOf(first) || firstStyles.has(styleOf(line))) &&
            entry.header.at(-1) !== first &&
            // (Not under a school's level alone over it, set as its details are: 'Высшее' over '2012' | the
            // university, then its faculty and speciality.)
            !namesSchoolLevel(first.text) &&
            // (Entries whose first line holds their dates start so: 'EMPLOYER | 03/2019 – Present' over the office, then
            // the title in the same bold, is one header; not a year typed at the line's end: 'Bachelor of Science:
            // Business Administration, 2014' over its school, then 'Associate of Applied Science: Marketing'.)
            !(entryDates(first) && !dated && !(first.parts.length === 1 && /,\s*(?:19|20)\d\d$/u.test(first.text))) &&
            // ('Dissertation: …' and 'Advisor: …' under a school's lines are details of it, and so are sentences: 'Farmer
            // School of Business. Minor in Journalism. Dean's List, five semesters.')
            !(labelledDetail(line.text) && !dated) &&
            !sentences(line.text)) ||
          // A header whose one line holds its fields in cells, dated ('Licenciatura en …' | 'Tecnológico de Monterrey …' |
          // '2010 – 2015', a table's row), is whole: a line set like it starts the next, at the row's edge (one under its
          // second cell is the row's: 'Minor in Computer Science. GPA 3.7/4.0.' under the degree beside the dates).
          (headerDated &&
            first &&
            entry.header.length === 1 &&
            first.parts.length >= 3 &&
            styleOf(line) === styleOf(first) &&
            !labelledDetail(line.text) &&
            line.parts[0]!.x < first.parts[1]!.x - line.size) ||
          // A line with the label the entry's first line has ('Nivel: Universitario / Profesional' after 'Nivel:
          // Posgrado / Especialización' and its school's dates) starts the next.
          (headerDated && !!first && !!labelOf(first) && labelOf(first) === labelOf(line)) ||
          // A header runs four lines at most (six under dates), not counting labelled details ('Nota media: 8,1').
          (entry.header.filter((h) => !labelledDetail(h.text)).length >= (underDates ? 6 : 4) &&
            !sentence(line) &&
            !labelledDetail(line.text) &&
            !datesClosing(entry, prev, line, lines[k + 1])) ||
          // (A blank line before a 職務経歴書's roles table parts no entry: its head row is its employer's.)
          (!!line.spaced && entry.header.length > 0 && headerDated && !saysOfEmployer(line.text));
      // An item typed without a mark under a dated header ('Automated the weekly KPI report') is no header line.
      // So is a line that starts with a bold label ('Negotiation: contracts with…').
      // (Or a line of six words or more in the body's type under a header of three lines already, its name, dates
      // and employer: 'Продаж засобів захисту рослин … областей' typed without a mark.)
      const pastFullHeader =
        !!entry &&
        entry.header.length >= 3 &&
        !line.bold &&
        entry.header.some((h) => h.bold) &&
        line.text.split(/\s+/u).length >= 6 &&
        // (Not a field after its label: 'Abschluss: Master of Science (Note 1,7)'.)
        !/^[^:：]{2,30}[:：]/u.test(line.text) &&
        !companyScore(line.text) &&
        !schoolScore(line.text) &&
        !looksLikePlace(line.text);
      // (Any plain line after the title in bold that closes a header beside its dates, as hh.ru sets a job:
      // the company in bold, place, industry, then the title.)
      const afterTitle =
        underDates &&
        !dated &&
        !line.bold &&
        entry!.header.length >= 3 &&
        !!entry!.header.at(-1)!.bold &&
        entry!.header.slice(0, -1).some((h) => h.parts.some((p) => p.bold));
      // (And a line that names certifications after its label, dated or not, is a detail of the entry above:
      // 'Сертифікати: ACCA DipIFR (2020); …' under a school.)
      const certifications = namesCertificationsAfterLabel(line);
      const item =
        !levelTyped &&
        (afterTitle ||
          (!!entry?.header.length && certifications) ||
          (headerDated && exchangeStay(line)) ||
          (prose.has(line.id) && !(headerDated && datedLikeFirst)) ||
          (headerDated && !dated && (itemWithoutMark(line) || itemLead(line) || pastFullHeader)) ||
          (!!entry?.paragraphs.length && continues(entry.paragraphs.at(-1)!, line)));
      if (startsNew && !(entry && item && entry.header.length > 0 && (entry.bullets.length === 0 || certifications))) {
        entry = { header: [], bullets: [], paragraphs: [] };
        entries.push(entry);
        if (!sentence(line)) firstStyles.add(styleOf(line));
      }
      if (item && entry!.header.length > 0) entry!.paragraphs.push(line);
      else entry!.header.push(numberedAll.has(line.id) ? unnumbered(line) : line);
    }
    prev = line;
  }
  for (const e of entries) {
    // (Its technologies' line stays apart: 'PHP / Symfony / MySQL / Jenkins' under the description.)
    const tech = e.paragraphs.filter(techLine);
    if (tech.length) e.tech = tech;
    const said = e.paragraphs.filter((l) => !tech.includes(l));
    const items = e.bullets.length ? undefined : (semicolonItems(said) ?? sentencesAsItems(said, right));
    if (items) [e.bullets, e.paragraphs] = [items, tech];
  }
  return entries.filter((e) => e.header.length || e.bullets.length);
}
