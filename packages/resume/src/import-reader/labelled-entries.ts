import { findDates, isOnlyDates, type FoundDates } from './dates';
import { joinWrapped } from '../wrapped-text';
import type { Entry, Piece } from './entries';
import type { SourceLine } from './types';
import { sourceIds } from './line-joins';
import { continues, ITEM_START, paragraphAsDescription, withoutItemStart } from './labelled-items';
import { bare, fieldOf, JOB, SCHOOL, split, type Field } from './entry-labels';
import { pairsApart, valuesWrapped, wrappedLabels } from './label-rows';
import { ADDRESS_LABEL, nameAndAddress, schoolAndTown, withTown } from './labelled-values';
import { schoolsOverDegrees } from './schools-over-degrees';
import { titleBesideDates } from './unlabelled-entry';

/**
 * Entries whose fields are labelled, as many Spanish, Latin American and Portuguese CVs and the old Europass are
 * written: 'Empresa: Alpina', 'Cargo: Jefe de Planeación', 'Período: Febrero de 2019 – Actualidad', then
 * 'Funciones:' over the items. The label says what each value is; no order or style has to. (The labels are in
 * entry-labels.ts.)
 */

const PROJECT =
  /^(?:projects?|proyectos?|projekte?|projets?)(?:\s*#?\s*\d+|\s+(?:title|name|details))?\s*(?:[:：]|$)|^nombre del proyecto\s*[:：]/iu;
const DESCRIPTION = /^(?:description|descripción|beschreibung|descrição|descrizione)$/iu;

export interface LabelledEntry {
  entry: Entry;
  first: Piece | undefined;
  second: Piece | undefined;
  place: Piece | undefined;
  score?: Piece;
  /** What goes with the degree, read as its field ('學士' beside '企業管理學系'). */
  after?: Piece[];
  dates?: FoundDates & { line: number };
  /** The labelled lines read as fields, and the labels alone ('Funciones:'). */
  used: number[];
}

const piece = (text: string, line: SourceLine, order: number): Piece => ({
  text,
  line: line.id,
  bold: line.bold,
  italic: line.italic,
  order,
});

/**
 * A section's entries read by their labels, when its lines label both what names an entry (the company and the
 * title, or the school and the degree); undefined otherwise. An entry starts at the label its section starts
 * with, or at one its entry has already; lines after an items label ('Funciones:') are its items, a wrapped line
 * joining the item above; a line with a label the rules do not know ('Jefe inmediato: …') is a paragraph.
 */
export function labelledEntries(given: readonly SourceLine[], school: boolean): LabelledEntry[] | undefined {
  const fields = school ? SCHOOL : JOB;
  const lines = valuesWrapped(given).flatMap(pairsApart);
  const [a, b] = school ? (['school', 'degree'] as const) : (['title', 'company'] as const);
  const read = wrappedLabels(lines, fields).map(({ line, also }) => {
    // (A list item is no label, but for the old Europass's, each set after a mark: '• Date (da – a)' | value.)
    // (Or an items label alone on its line, no colon after it: '工作内容' set in the middle of its tall cell, its
    // items beside it drawn after it.)
    const found =
      split(line) ??
      (line.parts.length === 1 && fieldOf(line.text, fields) === 'items' ? { label: line.text, value: '' } : undefined);
    const field = found && fieldOf(found.label, fields);
    const s = line.bullet && !field ? undefined : found;
    // (A row of a label cell and its value, its label unknown: 'Tipo di azienda o settore' | 'Automotive'.)
    const row = line.parts.length >= 2 && !!found && !found.label.includes(':');
    return { line, also, row, field: s && field, label: s?.label ?? '', value: s?.value ?? '' };
  });
  // (A row whose value names a field too is a table's head row, cut short by a cell that wrapped above and under it
  // ('Qualification' | 'Institution', with 'Board /' over 'University' beside it): the table is read by its columns.)
  if (read.some((r) => r.row && r.field && r.field !== 'items' && fieldOf(r.value, fields))) return undefined;
  const levels = school ? schoolsOverDegrees(read) : new Set<number>();
  const named = new Set(read.map((r) => r.field));
  if (!named.has(a) || !named.has(b)) return undefined;
  const opening = read.find((r) => r.field && r.field !== 'items')!.field;
  const right = Math.max(...lines.map((l) => l.box.x + l.box.w));

  const out: LabelledEntry[] = [];
  let current:
    | (LabelledEntry & {
        seen: Set<Field>;
        inItems: boolean;
        inProject?: boolean;
        start?: FoundDates;
        employerNext?: boolean;
      })
    | undefined;
  let order = 0;
  let lastItem: SourceLine | undefined;
  for (const { line, also, row, field: labelField, label, value } of read) {
    // A project done at the job ('Projects:', 'Project #1', 'Project Title: …', as Indian resumes list them): its own
    // 'Duration:', 'Role:' and 'Description:' are lines about the job, and only its items are the job's.
    if (current && PROJECT.test(line.text)) {
      current.inProject = true;
      current.inItems = false;
    }
    // (A project's 'Client:' names whom the employer's project was for, not an employer of its own.)
    const aside =
      current?.inProject &&
      !!labelField &&
      (labelField !== opening || /^(?:end )?client$/iu.test(bare(label))) &&
      (labelField !== 'items' || DESCRIPTION.test(bare(label)));
    if (aside) current!.inItems = false;
    const field = aside ? undefined : labelField;
    // An entry's dates on a line of their own before its labels ('Marzo 2019 a la fecha' over 'Empresa: …', 'Cargo:
    // …'), as Chilean CVs set them: they start the entry.
    const datesAlone = !labelField && !line.bullet && isOnlyDates(line.text);
    if (datesAlone && (!current || current.seen.size > 0)) {
      const d = findDates(line.text)!;
      current = {
        entry: { header: [line], bullets: [], paragraphs: [] },
        first: undefined,
        second: undefined,
        place: undefined,
        used: [...sourceIds(line), ...also],
        seen: new Set(),
        inItems: false,
        dates: { ...d, line: line.id },
      };
      out.push(current);
      lastItem = undefined;
      continue;
    }
    // (Or after the fields they date, unlabelled, as Central American CVs set them: 'Empresa: …', 'Puesto: …', 'Del 01
    // de febrero de 2019 al presente'.)
    if (
      !labelField &&
      !line.bullet &&
      current &&
      !current.dates &&
      current.seen.size > 0 &&
      isOnlyDates(line.text.replace(/^(?:del|desde(?:\s+el)?|from)\s+/iu, ''))
    ) {
      current.dates = { ...findDates(line.text)!, line: line.id };
      current.entry.header.push(line);
      current.used.push(...sourceIds(line), ...also);
      continue;
    }
    // (Or a job among labelled ones written without labels: its bold title and dates on a line, its employer under
    // it: each field where the others' labels would have put it.)
    const unlabelled = !school && !labelField && current?.first && current.second ? titleBesideDates(line) : undefined;
    if (unlabelled) {
      current = {
        entry: { header: [line], bullets: [], paragraphs: [] },
        first: piece(unlabelled.title, line, order++),
        second: undefined,
        place: undefined,
        used: [...sourceIds(line), ...also],
        seen: new Set(['title']),
        inItems: false,
        dates: { ...unlabelled.dates, line: line.id },
        employerNext: true,
      };
      out.push(current);
      lastItem = undefined;
      continue;
    }
    if (current?.employerNext) {
      current.employerNext = false;
      if (!labelField && !line.bullet && line.parts.length === 1) {
        const [named, town] = withTown(line.text.trim());
        current.second = piece(named, line, order++);
        if (town) current.place = piece(town, line, order++);
        current.seen.add('company');
        current.entry.header.push(line);
        current.used.push(...sourceIds(line), ...also);
        continue;
      }
    }
    const fresh = !!current && current.seen.size === 0 && !!current.dates;
    if (field && field !== 'items' && (!current || (field === opening && !fresh) || current.seen.has(field))) {
      current = {
        entry: { header: [], bullets: [], paragraphs: [] },
        first: undefined,
        second: undefined,
        place: undefined,
        used: [],
        seen: new Set(),
        inItems: false,
      };
      out.push(current);
    }
    // (A school's level over its name: 'Universitaria', read, and placed nowhere.)
    if (levels.has(line.id)) continue;
    // (Nor is the level the section's labels are about, over them: 'Secondary Education' over 'School: …'.)
    if (!current && school && !field && LEVEL_OVER_LABELS.test(line.text.trim())) continue;
    // (Nor a labelled detail the rules do not know before the first entry's fields: 'Nivel educativo: Especialización'
    // over 'Título:' and 'Institución:', as a Colombian job site prints each school.)
    if (!current && !field && label && row && line.parts.length === 2) continue;
    // (Nor a sentence about the entries before them, left for the user to place: 'All contracts since August 2018
    // delivered through my limited company, Hollis Cloud Solutions Ltd.' over the first 'Client:'.)
    if (!current && !field && !line.bullet && /[.!?]$/u.test(line.text) && line.text.split(/\s+/u).length >= 6)
      continue;
    if (!current) return undefined;
    if (field) {
      current.seen.add(field);
      current.used.push(...sourceIds(line), ...also);
      // An items label's line holds an item, which is no detail of the header.
      if (field !== 'items') current.entry.header.push(line);
      lastItem = undefined;
    }
    if (field === 'items') {
      current.inItems = true;
      // (Without the mark typed before it: 'Principali mansioni e responsabilità' | '- Gestione del portafoglio …'.)
      const item = withoutItemStart(value.replace(/^[-–•]\s+/u, ''));
      if (item) current.entry.bullets.push({ text: item, lines: [line.id] });
      // The item goes on under the last line its label wrapped over ('Principales actividades y' /
      // 'responsabilidades' beside the item's first line).
      const end = also.length ? lines.find((l) => l.id === also.at(-1)) : undefined;
      lastItem = value ? { ...line, box: end?.box ?? line.box } : undefined;
      continue;
    }
    if (field === 'dates' || field === 'start' || field === 'end') {
      const d = findDates(value);
      if (!d) continue;
      const at = { ...d, line: line.id };
      if (field === 'start') {
        current.start = d;
        current.dates = { ...at, start: d.start || d.end, end: current.dates?.end ?? '' };
      } else if (field === 'end')
        current.dates = { ...at, start: current.start ? current.start.start || current.start.end : '', end: d.end };
      else current.dates = at;
      continue;
    }
    if (field) {
      // (The employer's town after its name: 'Company: Capgemini Technology Services India Ltd., Pune'.)
      const [named, address] =
        field === 'school'
          ? schoolAndTown(value)
          : field !== 'company'
            ? [value]
            : ADDRESS_LABEL.test(label)
              ? nameAndAddress(value)
              : withTown(value);
      const p = piece(named, line, order++);
      if (field === a) current.first = p;
      else if (field === b) current.second = p;
      else if (field === 'place') current.place = p;
      if (address && !current.place) current.place = piece(address, line, order++);
      current.inItems = false;
      continue;
    }
    // Not a known label: an item, its wrapped rest, or a line about the entry.
    const items = current.entry.bullets;
    const starts = ITEM_START.test(line.text);
    // (What it was done with is no item's rest, however far the item ran: '… the knowledge transfer plan' /
    // 'Environment: AWS (EKS, RDS, IAM), Terraform, …'.)
    const technologies = !line.bullet && TECHNOLOGIES.test(bare(label));
    if (lastItem && items.length && !starts && !technologies && continues(lastItem, line, right)) {
      const item = items.at(-1)!;
      item.text = joinWrapped(item.text, line.text);
      item.lines.push(line.id);
      lastItem = { ...lastItem, box: line.box, text: line.text };
    } else if (technologies) {
      // 'Environment: AWS (EKS, RDS), Terraform, GitLab CI' after a contract's items: what it was done with, no item.
      current.entry.paragraphs.push(line);
      current.inItems = false;
      lastItem = undefined;
    } else if ((line.bullet && !row) || (current.inItems && !besideLabels(line, current.entry.header[0]))) {
      items.push({ text: withoutItemStart(line.text), lines: [line.id] });
      lastItem = line;
    } else {
      current.entry.paragraphs.push(line);
      lastItem = undefined;
    }
  }
  const entries = out.filter((e) => e.first || e.second);
  entries[0]?.used.push(...levels);
  for (const e of entries) paragraphAsDescription(e.entry, lines, right);
  return entries;
}

/** The label of what a job was done with: 'Environment:', 'Technologies:', 'Entorno:'. */
const TECHNOLOGIES =
  /^(?:environment|technical environment|technologies|tech stack|technology stack|tools used|entorno|entorno tecnológico|tecnologías|technologien|umgebung|environnement technique)$/iu;

const LEVEL_OVER_LABELS =
  /^(?:primary|secondary|tertiary|high school|higher|post-?secondary) (?:education|schooling)$/iu;

/**
 * A row of a label the rules do not know and its value, set at the labels' edge after an entry's items ('Reason for
 * leaving:' | 'Completion of training contract' under 'Duties:' and its list): a line about the entry, no item.
 */
const besideLabels = (line: SourceLine, header: SourceLine | undefined) =>
  !!header && !line.bullet && line.parts.length >= 2 && Math.abs(line.box.x - header.box.x) < 2 && !!split(line);
