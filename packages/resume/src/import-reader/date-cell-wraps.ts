import type { SourceLine } from './types';
import { IN_PROGRESS } from './date-words';
import { findDates, isOnlyDates } from './dates';
import { ENDS_MID_PHRASE, ENDS_ON_NAME_HEAD } from './lexicon';
import { isRtl } from './text';
import { looksLikePlace } from './places';
import { lineLabel } from './line-label';

// A header beside its dates in a cell of their own, wrapped: which next line is its rest (joinDangling's cases
// where the dates' cell tells).

/** How studies ended, on a line under the school ('diploma behaald', 'Titulado', 'abgeschlossen'). */
export const COMPLETION = new RegExp(
  `^(?:diploma (?:niet )?behaald|propedeuse behaald|(?:niet )?afgerond|afgestudeerd|abgeschlossen|ohne abschluss|graduated|completed|titulad[oa]|egresad[oa]|graduad[oa]|concluído|concluída|diplômée?|obtenu|${IN_PROGRESS})$`,
  'iu',
);

/**
 * A header beside its dates in a column of their own, wrapped at the column's edge under its text ('2017 - 2018' |
 * 'Curso de Experto en Control de Gestión, Centro de Estudios' / 'Financieros (CEF)'): the next line's first word
 * would not have fitted, and it holds no dates of its own.
 */
// (Its fields on one line, parted by commas or dashes: a header whose fields stand a line each wraps nothing. 'BTS
// Maintenance des Systèmes – Lycée La Martinière' / 'Diderot (Lyon)'.)
// (Or under where the section's headers beside dates start, left of this one, which dates too wide for the tab stop
// pushed right: 'Jun. 2016 - Dic. 2018' | 'ASESORÍA GÓMEZ-ARROYO S.L. – Técnico' over 'Contable' at the stop.)
export const wrapsBesideDates = (prev: SourceLine, line: SourceLine, right: number, textX: readonly number[] = []) =>
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
  (Math.abs(line.box.x - prev.parts[1]!.x) < 2 ||
    (line.box.x < prev.parts[1]!.x && textX.some((x) => Math.abs(x - line.box.x) < 2))) &&
  Math.abs(line.size - prev.size) < 0.3 &&
  // (In the weight it stopped in: a degree in plain type under a school in bold that ran to the edge, 'Servicio
  // Nacional de Adiestramiento en Trabajo Industrial – SENATI' over 'Profesional Técnico en …', is a line of its own.)
  line.parts[0]!.bold === prev.parts[1]!.bold &&
  prev.parts[1]!.right + ((line.text.split(' ')[0]?.length ?? 0) + 1) * 0.5 * line.size > right &&
  !findDates(line.text);

/**
 * A header typed after its dates and a tab, wrapped back to the margin under them: the paragraph has no hanging
 * indent ('2011 – 2015<TAB>Grado en Administración y Dirección de Empresas. Universidad del País' / 'Vasco
 * (UPV/EHU).'). The next line's first word would not have fitted, and it is a name's rest: a few words, undated.
 */
export const wrapsUnderDates = (prev: SourceLine, line: SourceLine, right: number) =>
  prev.parts.length === 2 &&
  isOnlyDates(prev.parts[0]!.text) &&
  /\p{L}$/u.test(prev.text) &&
  line.parts.length === 1 &&
  Math.abs(line.box.x - prev.parts[0]!.x) < 2 &&
  Math.abs(line.size - prev.size) < 0.3 &&
  line.bold === prev.parts[1]!.bold &&
  line.text.split(/\s+/u).length <= 4 &&
  /^\p{Lu}/u.test(line.text) &&
  lineLabel(line.text) === undefined &&
  !COMPLETION.test(line.text.trim()) &&
  prev.parts[1]!.right + ((line.text.split(' ')[0]?.length ?? 0) + 1) * 0.5 * line.size > right &&
  !findDates(line.text);

/**
 * Right to left, a header beside its dates in a cell of their own wrapped after the word a school's or company's name
 * opens with ('کارشناسی ارشد مهندسی کامپیوتر، دانشگاه' | '۱۳۹۲ - ۱۳۹۴' over 'صنعتی شریف'): the name goes on under
 * its cell, from the same right edge.
 */
export const rtlNameBesideDates = (prev: SourceLine, line: SourceLine) =>
  isRtl(prev.text) &&
  prev.parts.length === 2 &&
  isOnlyDates(prev.parts[1]!.text) &&
  ENDS_ON_NAME_HEAD.test(prev.parts[0]!.text) &&
  line.parts.length === 1 &&
  !findDates(line.text) &&
  Math.abs(line.size - prev.size) < 0.3 &&
  Math.abs(prev.parts[0]!.right - (line.box.x + line.box.w)) < 2;
