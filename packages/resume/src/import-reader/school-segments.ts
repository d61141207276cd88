import type { Piece } from './entries';
import { GRADE } from './entry-labels';
import { degreeScore, schoolScore } from './lexicon';
import { looksLikePlace } from './places';

// A school's header pieces read as their words say before they are assigned: its level of education set aside, a
// faculty joined to its university, the school's names rejoined, a degree parted from its school at a full stop, the
// mode of study after it set aside.

/**
 * A school's segments with the names of one school rejoined: a school within its university ('The Wharton School,
 * University of Pennsylvania'). (A town after a university may be its campus or its town: it stays a segment.)
 */
export function schoolNames(segments: string[]): string[] {
  const isSchool = (seg: string) => schoolScore(seg) > 0 && !degreeScore(seg) && !GRADE.test(` ${seg}`);
  return segments.reduce<string[]>(
    (acc, seg) =>
      acc.length && isSchool(acc.at(-1)!) && isSchool(seg)
        ? [...acc.slice(0, -1), `${acc.at(-1)}, ${seg}`]
        : [...acc, seg],
    [],
  );
}

/** 'Grado en Publicidad. Universidad Complutense de Madrid': a degree and its school parted by a full stop. */
export function atFullStop(segment: string): string[] {
  const m = segment.match(/^(.+?)\.\s+(\p{Lu}.+)$/u);
  if (!m) return [segment];
  const [a, b] = [m[1]!, m[2]!.replace(/\.$/, '')];
  // (Or a school and its grade: 'Universidad Nacional de Córdoba. Promedio: 8,12 (sin aplazos).')
  const pair =
    (degreeScore(a) && schoolScore(b)) ||
    (schoolScore(a) && degreeScore(b)) ||
    (schoolScore(a) && !degreeScore(a) && GRADE.test(` ${b}`));
  return pair ? [a, b] : [segment];
}

// A school's mode of study after its name ('RMIT University (part-time)'), an Indian school's language of
// teaching after its board ('CBSE, English Medium'), the grant the studies were held on ('Universidad Nacional de
// Cuyo (Beca doctoral CONICET)') or the mode after a comma ('IHK Würzburg-Schweinfurt, berufsbegleitend').
export const STUDY_MODE =
  /\s*(?:\((?:part[- ]time|full[- ]time|online|distance(?: learning)?|evening|a distancia|semipresencial|en l[ií]nea|berufsbegleitend|nebenberuflich|fernstudium|(?:beca|becad[oa]|scholarship|bolsa|stipendium)\b[^()]*)\)|,\s*(?:english|hindi|marathi|tamil|telugu|kannada|malayalam|bengali|gujarati|urdu|punjabi|odia|oriya|assamese)[- ]medium|,\s*(?:berufsbegleitend|nebenberuflich))\s*$/iu;

/**
 * A level of education as job sites print it over the school ('Высшее', 'Неоконченное высшее'; 'Universitario -
 * Graduado', 'Posgrado - En curso' on Latin American ones, with how far it went; Taiwan's 104 ranks its rows '最高學歷', '次高學歷'):
 * how far the person studied, not the degree; the lines under the school say that.
 */
const EDUCATION_LEVEL =
  /^(?:(?:неоконченное |незаконченное )?высшее|среднее(?: специальное| профессиональное)?|(?:неповна |повна )?вища|середня(?: спеціальна)?)(?: образование| освіта)?$|^(?:primario|secundario|terciario|universitario|posgrado|postgrado|graduad[oa]|en curso|abandonad[oa]|incomplet[oa]|complet[oa]|egresad[oa])$|^(?:最高|次高)(?:學歷|学历)$/iu;

/** A university's faculty or school: part of the school's name after it ('Universidad de la República – Facultad de …', 'Universidad de Guadalajara – Centro Universitario de …'). */
const FACULTY =
  /^(?:facultad|faculdade|faculté|facoltà|faculty|escuela|school|departamento|department|centro universitario|unidad académica)\s(?:de|of|des|di|do|da)\s/iu;

/** A school's pieces with a faculty typed after its university on one line, a dash between, made one. */
const facultiesJoined = (pieces: Piece[]): Piece[] =>
  pieces.reduce<Piece[]>((out, p) => {
    const last = out.at(-1);
    if (last && last.line === p.line && /universi/iu.test(last.text) && FACULTY.test(p.text) && p.dash)
      return [...out.slice(0, -1), { ...last, text: `${last.text} ${p.dash} ${p.text}` }];
    return [...out, p];
  }, []);

/**
 * A degree's field after a dash, in a piece of its own where the degree's bold ends ('Master MIAGE – Systèmes
 * d’information et aide à la décision', moderncv's): words that name neither a school, a degree nor a place, in
 * small letters after the first, made one with the degree.
 */
const fieldsJoined = (pieces: Piece[]): Piece[] =>
  pieces.reduce<Piece[]>((out, p) => {
    const last = out.at(-1);
    const field =
      !!last &&
      last.line === p.line &&
      !!p.dash &&
      degreeScore(last.text) > 0 &&
      !schoolScore(last.text) &&
      !schoolScore(p.text) &&
      !degreeScore(p.text) &&
      !p.text.includes(',') &&
      !looksLikePlace(p.text) &&
      /^\p{Lu}\S*(?:\s+\S+)*\s\p{Ll}/u.test(p.text);
    return field ? [...out.slice(0, -1), { ...last, text: `${last.text} ${p.dash} ${p.text}` }] : [...out, p];
  }, []);

/**
 * A school's header pieces as they are assigned: its level of education set aside, a faculty after its university
 * and a field after its degree joined.
 */
export const schoolPiecesOf = (given: Piece[]): Piece[] =>
  fieldsJoined(facultiesJoined(given.filter((p) => !EDUCATION_LEVEL.test(p.text.trim()) || given.length === 1)));
