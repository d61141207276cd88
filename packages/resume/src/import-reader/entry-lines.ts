import { RTL_LETTER } from '../scripts';
import { COMPLETION } from './date-cell-wraps';
import { findDates, isOnlyDates } from './dates';
import type { Entry } from './entries';
import { entryDates } from './entry-dates';
import { headerLabel, isFieldLabel, isItemsLabel, namesSchoolLevel } from './entry-labels';
import {
  ENDS_MID_PHRASE,
  ENDS_ON_LEGAL_FORM,
  capitalisedShare,
  degreeScore,
  nameWords,
  schoolScore,
  isContractKind,
} from './lexicon';
import { capitalLabel, lineLabel } from './line-label';
import { headingKind } from './headings';
import { isRtl } from './text';
import { closeUnder } from './line-gaps';
import type { SourceLine } from './types';
import { joinWrapped } from '../wrapped-text';

// What a line of an entry is, as splitEntries (entries.ts) asks it: a sentence, a detail after its label, a date a
// sentence names, the next line of a paragraph, how it is set.

/** Two sentences or more, each closed by a stop after a word: a paragraph's text, whatever dates it names. */
export const sentences = (text: string) => /\p{Ll}{3,}\.\s+\p{Lu}/u.test(text) && /[.!?]$/u.test(text);

/**
 * A line that says a job's title changed, dates and all ('Promoted from Staff Accountant (2019) to Senior Accountant
 * (2021)'): said of the job above, no header of its own.
 */
export const PROMOTION_NOTE =
  /^(?:promoted|advanced|progressed)\s+(?:from|to)\s|^(?:ascendid[oa]|promovid[oa]|promocionad[oa])\s+(?:a|de|desde)\s|^promue?\s+(?:au|à|de)\s|^befördert\s+(?:zu|zum|zur|von)\s/iu;

/**
 * A line without the completion it says with its date and a remark in brackets ('Egresada en diciembre de 2015
 * (promedio 7,85).', 'Instituto Nuestra Señora del Carmen – Egresada 2009.'): what is left of it, the school's name
 * or nothing; the line itself when it says none.
 */
function withoutCompletion(text: string): string {
  const d = findDates(text);
  if (!d) return text;
  const before = text.slice(0, d.index);
  const m = before.match(/(?:^|\s[–—-]\s|,\s)(\p{L}+)(?:\s+(?:en|in|em|im|am|on|le|el|de))?\s*$/u);
  if (!m || !COMPLETION.test(m[1]!)) return text;
  return `${before.slice(0, m.index)}${text.slice(d.index + d.text.length)}`
    .replace(/\s*\([^()]*\)/gu, '')
    .replace(/[.\s]+$/u, '')
    .trim();
}

export const sentence = (l: SourceLine) => {
  // A school's completion and its date, after its name or alone, is no sentence: 'Egresada en diciembre de 2015.'.
  const school = withoutCompletion(l.text);
  if (school !== l.text && (!school || capitalisedShare(school) === 1)) return false;
  // Fields set apart by bars ('Ciudad: Sevilla | País: España | Nota final: 8,4 | …') are no sentence, however long.
  if (/\s[|｜]\s.*\s[|｜]\s/u.test(l.text)) return false;
  // Nor is a line with its dates in a part of their own ('2012–2016' | 'Grado en …, Universitat de València.').
  if (l.parts.length > 1 && l.parts.some((p) => isOnlyDates(p.text))) return false;
  // Nor a field that names the entry after its label, closed by a stop: 'Puesto: Administrativa de Compras.'.
  if (headerLabel(l.text, false) || headerLabel(l.text, true)) return false;
  // (Words with a letter or digit: the dash between a company and its town is none.)
  const words = l.text.split(/\s+/).filter((w) => /[\p{L}\d]/u.test(w)).length;
  // Nor is a name closed by a stop, with what is said of it after ('Universidad Nacional de Córdoba. Promedio: 8,12
  // (sin aplazos).', CurVe's).
  // (But a sentence after a subject's name is one: 'Estadística I. Clases prácticas para comisiones de 60 alumnos y
  // corrección de parciales.')
  const first = l.text.split(/\.\s/u)[0]!;
  const after = l.text.slice(first.length + 2);
  const said = /\p{Ll}{4,}[.!?]$/u.test(after) && after.split(/\s+/).length > 6;
  if (first !== l.text && capitalisedShare(first) === 1 && nameWords(first).length <= 8 && !said) return false;
  // A short one too when it ends on a full word and a stop ('Equipo de pagos y facturación.'), as no company's name
  // does ('Acme Holdings Inc.', 'Transportes Levante S.L.'), nor a name with its town after a comma ('Colegio
  // Nacional de Monserrat, Córdoba.', 'Universidad Tecnológica Nacional, Facultad Regional Córdoba.').
  const named = l.text.includes(', ') && capitalisedShare(l.text.slice(l.text.lastIndexOf(', ') + 2)) === 1;
  // (A stop that closes initials ends no sentence: '… | Bogotá D.C.', 'Metalsa, S.A.'.)
  // (Nor one that closes a company's legal form: 'Marketing Operations Manager, Buckeye Outdoor Supply Co.'.)
  const stop =
    /[.!?。]$/.test(l.text) && !/(?:^|[\s(])(?:\p{Lu}\.){2,4}$/u.test(l.text) && !ENDS_ON_LEGAL_FORM.test(l.text);
  if ((stop && words > 6) || (/\p{Ll}{4,}[.!?]$/u.test(l.text) && words >= 4 && !named)) return true;
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

/**
 * A degree with the year it was awarded under its school's dated line ('Queen’s College, Yaba — 2005 – 2011' over
 * 'West African Senior School Certificate (WASSCE) — 2011'): the school's, not an entry of its own.
 */
export const awardedUnder = (entry: Entry, line: SourceLine): boolean => {
  const d = findDates(line.text);
  const rest = d ? line.text.replace(d.text, '') : line.text;
  return (
    !!d &&
    !d.start &&
    entry.header.length === 1 &&
    !!findDates(entry.header[0]!.text)?.start &&
    degreeScore(rest) > 0 &&
    !schoolScore(rest) &&
    // (Not under a line that names its own degree among its pieces: 'Bacharelado em … – Universidade … – 2012 a
    // 2016' over 'Técnico em Contabilidade – ETEC Getúlio Vargas – Concluído em 2011', one school a line.)
    !entry.header[0]!.text.split(/\s+[–—-]\s+|,\s+|\s*\|\s*/u).some((g) => degreeScore(g) > 0)
  );
};

export const end = (l: SourceLine) => l.box.x + l.box.w;
/**
 * A right-to-left line and one under it that goes on from its right edge: right to left too, or Latin words alone
 * wrapped from it, set at its right edge and not its left ('… یکپارچه‌سازی داده‌های' / 'ERP').
 */
export const rightToLeft = (a: SourceLine, b: SourceLine) =>
  isRtl(a.text) &&
  (isRtl(b.text) ||
    (!RTL_LETTER.test(b.text) && Math.abs(end(a) - end(b)) < b.size && Math.abs(a.box.x - b.box.x) > b.size));

/** A line with a job's dates that name a year or a month: not 'to date' or 'present' alone. */
export const yearDated = (line: SourceLine): boolean => {
  const d = entryDates(line);
  if (!d || !(d.start || d.end || d.asWritten)) return false;
  // (Not a date a sentence names after a word it cannot end on: '… Anwender, termingerecht zum 01.01.2020'; nor a
  // year alone after one, an item's wrapped end: '… de invoering van SAP' / 'S/4HANA in 2018'.)
  const before = line.text.slice(0, Math.max(0, line.text.indexOf(d.text))).trim();
  const words = before.split(/\s+/).length;
  const year = /^(?:19|20)\d\d[.;]?$/u.test(d.text.trim());
  // (Thai sets no spaces between words: a year after 'ปี' (year), 'ใน' (in) or 'ภายใน' (within) ends a sentence,
  // '… 350,000 คน' / 'ภายในปี 2566'.)
  const thaiYear = /^\d{4}[.;]?$/u.test(d.text.trim()) && THAI_BEFORE_YEAR.test(before);
  // (Nor 'since' a year closing a sentence of words in lower case: '… and preceptor to eleven newly qualified nurses
  // since 2021'.)
  const sinceInSentence =
    /^(?:since|seit|depuis|desde)\s/iu.test(d.text) &&
    words >= 4 &&
    (before.match(/(?:^|\s)\p{Ll}{2,}/gu)?.length ?? 0) >= 3;
  // (Nor a date a sentence goes on after, in lower case, on an item's wrapped line: 'Azure, concluída em 2021 dentro do
  // prazo'.)
  const after = line.text.slice(line.text.indexOf(d.text) + d.text.length).trim();
  const midSentence = !!before && line.parts.length === 1 && /^\p{Ll}/u.test(after) && after.split(/\s+/u).length >= 3;
  return (
    !((words >= 4 || (year && words >= 2)) && ENDS_MID_PHRASE.test(before)) &&
    !thaiYear &&
    !sinceInSentence &&
    !midSentence
  );
};
const THAI_BEFORE_YEAR = /\p{Script=Thai}(?:ปี|ใน|เมื่อ|ตั้งแต่|ถึง|ช่วง)$/u;

/** A line that starts with a label of items and goes on with them ('Funciones: elaboración …'). */
export const itemsAfterLabel = (line: SourceLine): boolean => {
  const label = lineLabel(line.text, { valued: true });
  return label !== undefined && isItemsLabel(`${label}:`);
};

/**
 * The items a paragraph lists after their label, parted by semicolons ('Funciones: elaboración …; cierre …; cuadros
 * …; reducción ….'): each as written, without the label and the closing stop.
 */
export function semicolonItems(paragraphs: readonly SourceLine[]): Entry['bullets'] | undefined {
  if (!paragraphs.length || !itemsAfterLabel(paragraphs[0]!)) return undefined;
  const text = paragraphs
    .map((l) => l.text)
    .reduce(joinWrapped, '')
    .replace(/^[^:：]+[:：]\s*/u, '');
  const items = text.split(/\s*[;；]\s*/u).map((t) => t.replace(/[.。]$/u, '').trim());
  if (items.length < 3 || items.some((t) => !t)) return undefined;
  const lines = paragraphs.map((l) => l.id);
  // (Numbered as typed: '工作内容：1.协助…；2.使用…；3.整理…。'.)
  const numbered = items.every((t, i) => new RegExp(`^${i + 1}[.、)]`, 'u').test(t));
  return items.map((t) => ({ text: numbered ? t.replace(/^\d+[.、)]\s*/u, '') : t, lines }));
}

/** The label a line starts with ('Nivel' of 'Nivel: Posgrado'), lower-cased, or ''. */
export const labelOf = (line: SourceLine): string => lineLabel(line.text, { valued: true })?.toLowerCase() ?? '';

/**
 * The dates under an undated header of many lines, close under its last line with room after them ('Universidad de
 * Buenos Aires (UBA)' / 'Facultad de Ciencias Económicas' / '2008 - 2014', then a blank line): the header's, not the
 * first line of the next entry.
 */
export const datesClosing = (
  entry: { header: readonly SourceLine[] },
  prev: SourceLine | undefined,
  line: SourceLine,
  next: SourceLine | undefined,
): boolean =>
  !entry.header.some((h) => findDates(h.text)) &&
  isOnlyDates(line.text) &&
  !!prev &&
  closeUnder(prev, line) &&
  (!next || !closeUnder(line, next));

/** A line that starts with a label naming none of an entry's fields ('GPA:', 'Nota media:'; not 'Fechas:'). */
export const detailLabel = (line: SourceLine): boolean => {
  const label = lineLabel(line.text, { valued: true });
  // ('Secondary:' before a school's name is no detail of the school above but the next school's level.)
  return label !== undefined && !isFieldLabel(label.trim()) && !namesSchoolLevel(label);
};

/**
 * A stay abroad within the studies above, dated or not ('Erasmus en Université Lumière Lyon 2 (curso 2015-2016)',
 * 'Exchange semester at NUS (Spring 2016)', 'Auslandssemester an der …'): a detail of the degree, no school of its own.
 */
export const exchangeStay = (line: SourceLine): boolean =>
  /^(?:erasmus\+?|(?:semestre|año|curso|estancia|séjour|semestre) (?:de intercambio|erasmus|d['’]échange|à l['’]étranger)|(?:programa de )?intercambio|exchange (?:semester|year|student|programme|program)|(?:study|semester) abroad|auslands(?:semester|jahr|aufenthalt)|scambio|intercâmbio)\b/iu.test(
    line.text.trim(),
  );

/** A line that names certifications after its label ('Сертифікати: ACCA DipIFR (2020); …', 'Certifications: …'). */
export const namesCertificationsAfterLabel = (line: SourceLine): boolean => {
  const label = lineLabel(line.text, { valued: true });
  return label !== undefined && headingKind(label.trim())?.kind === 'certifications';
};

/** A sentence whose dates close it, in brackets: '… building accounts in packaging supplies (1999 – 2005).' */
export const datesCloseSentence = (text: string): boolean => {
  const m = /\(([^()]+)\)\.$/u.exec(text);
  return !!m && !!findDates(m[1]!) && text.slice(0, m.index).split(/\s+/u).length >= 8;
};

/**
 * A detail after its label, the label naming none of an entry's fields ('Sector:', not 'Empresa:'), undated or its
 * dates closing a sentence ('Early Career: Territory Sales Representative with Georgia-Pacific … (1999 – 2005).').
 */
export const detailAfterItems = (line: SourceLine): boolean => {
  const label = capitalLabel(line.text);
  return (
    (label !== undefined &&
      !isFieldLabel(label) &&
      (!entryDates(line) || datesCloseSentence(line.text)) &&
      !line.bold) ||
    isContractKind(line.text)
  );
};

/**
 * The next line of a paragraph: under it in its size, in lower case, after no stop ('… y de la relación con' /
 * 'imprentas.'), or at its edge on the next page (the paragraph's last line carried over: '… y apoyo en las ferias de
 * empleo' / 'universitarias.').
 */
export const goesOn = (above: SourceLine, line: SourceLine): boolean =>
  /^\p{Ll}/u.test(line.text) &&
  !/[.!?。:]$/u.test(above.text) &&
  Math.abs(line.size - above.size) < 0.5 &&
  (closeUnder(above, line) ||
    (above.box.page > 0 && line.box.page === above.box.page + 1 && Math.abs(line.box.x - above.box.x) < 2));

/** How a line is set: bold, italic, size (to half a point). */
// How a line's first part is set: 'Data Analyst' in bold with its dates in plain type flush right is a bold line.
export const styleOf = (l: SourceLine) => {
  const first = l.parts[0];
  const bold = first && /\p{L}/u.test(first.text) ? first.bold : l.bold;
  const italic = first && /\p{L}/u.test(first.text) ? first.italic : l.italic;
  return `${bold}|${italic}|${Math.round(l.size * 2) / 2}`;
};

/** An entry's header typed again after a page break: '(continued)', '(cont'd)', '(continuación)', '(suite)'. */
export const CONTINUED =
  /[(–—-]\s*(?:continued|cont(?:['’]?d|\.)|continuación|continuacion|continua|continuação|suite|fortsetzung|forts\.|vervolg)\s*\)?\s*$/iu;
