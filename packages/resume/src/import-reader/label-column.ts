import { headerLabel, isFieldLabel, namesSchoolLevel } from './entry-labels';
import { boxOfBoth, joinWhere, withParts } from './line-joins';
import { closeUnder } from './line-gaps';
import { joinWrapped } from '../wrapped-text';
import type { SourceLine } from './types';

/**
 * An entry under a label set in a column of its own ('Tertiary:' | 'Polytechnic University of the Philippines', then
 * the degree, the school's address and 'S.Y. 2012 – 2016', each a line of its own at the school's x): one header
 * line whose parts are the value and each line under it, as a table row's cells are read. The lines go on up to the
 * first that starts elsewhere. (A label that names a field, 'Company:', is read with its value by entry-labels.ts.)
 */
export function joinUnderLabel(lines: readonly SourceLine[]): SourceLine[] {
  // The value's lines joined so far, by the joined line's id: each next one stands under the last.
  const lastUnder = new Map<number, SourceLine>();
  return joinWhere(lines, (prev, line) => {
    const [label, value] = prev.parts;
    const under =
      !!label &&
      !!value &&
      prev.box.page > 0 &&
      // (A school's level may go without its colon, set apart by a tab: 'Tertiary' | 'Rizal Technological University'.)
      (/[:：]$/u.test(label.text) || namesSchoolLevel(label.text)) &&
      !isFieldLabel(label.text.replace(/[:：]$/u, '')) &&
      !line.bullet &&
      Math.abs(line.box.x - value.x) < 3 &&
      closeUnder(lastUnder.get(prev.id) ?? prev, line);
    if (!under) return undefined;
    lastUnder.set(prev.id, line);
    const typed = label.text.replace(/(?<![:：])$/u, ':');
    // (A name wrapped before its acronym goes on its part: '… Ciencias Económico' / 'Administrativas (CUCEA)'.)
    const last = prev.parts.at(-1)!;
    const rest = prev.parts.length > 2 && line.parts.length === 1 && acronymRest(last.text, line.text);
    const parts = rest
      ? [...prev.parts.slice(0, -1), { ...last, text: joinWrapped(last.text, line.text), right: line.parts[0]!.right }]
      : [...prev.parts, ...line.parts];
    return {
      ...prev,
      parts: [{ ...label, text: typed }, ...parts.slice(1)],
      text: `${typed}${prev.text.slice(label.text.length)} ${line.text}`,
      bold: prev.bold && line.bold,
      italic: prev.italic && line.italic,
    };
  });
}

/** A school's details that builders label on a line of their own without a colon ('Courses' over the list). */
const LONE_DETAIL_LABEL =
  /^(?:(?:relevant |key )?(?:courses|coursework|modules)|thesis|dissertation|honou?rs(?: (?:and|&) awards)?|activities|achievements)$/iu;

/**
 * A detail's label set alone over its text ('Courses' | 'Distributed Computing, Advanced Operating Systems, …'): one
 * labelled line, 'Courses: Distributed Computing, …', as if typed with its colon, so that it stays a detail of the
 * entry above instead of starting one.
 */
export function joinUnderLoneLabel(lines: readonly SourceLine[]): SourceLine[] {
  return joinWhere(lines, (prev, line) => {
    const under =
      LONE_DETAIL_LABEL.test(prev.text.trim()) &&
      !prev.bullet &&
      !line.bullet &&
      !line.bold &&
      Math.abs(line.box.x - prev.box.x) < 3 &&
      closeUnder(prev, line);
    if (!under) return undefined;
    return {
      ...prev,
      parts: [{ ...prev.parts[0]!, text: `${prev.text.trim()}:` }, ...line.parts],
      text: `${prev.text.trim()}: ${line.text}`,
      size: line.size,
      bold: false,
      italic: prev.italic && line.italic,
      box: boxOfBoth(prev, line),
    };
  });
}

/**
 * A line typed as sentences that ends with a job's title or employer label, its value wrapped onto the next line
 * ('Mayo 2019 – Actualidad. Ferralia S.L. (Bilbao). Puesto:' over 'Técnica de Administración y Finanzas.'): one line.
 */
export function joinValueUnderLabel(lines: readonly SourceLine[]): SourceLine[] {
  return joinWhere(lines, (prev, line) => {
    const label = /(?:^|[.)]\s+)(\p{Lu}[^:：\d.()]{1,40}[:：])$/u.exec(prev.text)?.[1];
    const under = !!label && !!headerLabel(`${label} …`, false) && !line.bullet && closeUnder(prev, line);
    return under ? { ...withParts(prev, [...prev.parts, ...line.parts]), box: boxOfBoth(prev, line) } : undefined;
  });
}

/** Europass's label of an employer's sector, set before its value in another colour and without a colon. */
const SECTOR_LABEL =
  /^(actividad o sector|tipo de empresa o sector|business or sector|type of business or sector|activité ou secteur|type ou secteur d'activité|tätigkeitsbereich oder branche|art oder branche des unternehmens|attività o settore|tipo di azienda o settore|atividade ou setor|setor de atividade|τύπος ή τομέας δραστηριότητας|typ av verksamhet eller bransch)\s+(?=[^\s:：])/iu;

/**
 * 'Actividad o sector Fabricación de neumáticos' (the Europass Word template's line under a job's items): read as the
 * labelled detail it is, 'Actividad o sector: …', neither the last item's rest nor the next entry's header.
 */
export function sectorLabels(lines: readonly SourceLine[]): SourceLine[] {
  return lines.map((l) => {
    const m = SECTOR_LABEL.exec(l.text);
    if (!m || l.parts.length !== 1) return l;
    const text = `${m[1]}: ${l.text.slice(m[0].length)}`;
    return { ...l, text, parts: [{ ...l.parts[0]!, text }] };
  });
}

/**
 * A name wrapped before its last words and its acronym in brackets ('Universidad de Guadalajara – Centro Universitario
 * de Ciencias Económico' / 'Administrativas (CUCEA)'): the acronym is the initials of the name's last capitalised words,
 * some of them on the line above, so the line is the name's rest.
 */
export function acronymRest(above: string, text: string): boolean {
  const m = /^([^()]+?)\s*\((\p{Lu}{2,8})\)[.,;]?$/u.exec(text.trim());
  if (!m) return false;
  const initials = (text: string) => text.split(/\s+/u).flatMap((w) => (/^\p{Lu}/u.test(w) ? [w[0]!] : []));
  const own = initials(m[1]!);
  const all = [...initials(above), ...own];
  const acronym = m[2]!;
  return own.length < acronym.length && all.slice(-acronym.length).join('') === acronym;
}
