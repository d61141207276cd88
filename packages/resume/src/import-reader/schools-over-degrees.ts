import { findDates } from './dates';
import type { Field } from './entry-labels';
import { SCHOOL_WORDS } from './lexicon';
import type { SourceLine } from './types';

/** A school's level alone on its line, over its school's name: 'Universitaria', 'Secundaria', 'Postgrado'. */
const level = (line: SourceLine) => line.parts.length === 1 && !line.bullet && /^\p{L}+$/u.test(line.text.trim());

/**
 * A school named without a label over its labelled degree ('Universidad Católica de Colombia' over 'Título:
 * Psicóloga' and 'Año de grado: 2016', as Colombian CVs set them): where no line is labelled a school and every
 * degree's label follows a line that names a school, each such line is one, and a level over it is none of the entry's.
 */
export function schoolsOverDegrees(
  read: Array<{ line: SourceLine; field: Field | undefined | ''; value: string }>,
): Set<number> {
  const levels = new Set<number>();
  const named = (r: (typeof read)[number], i: number) =>
    !r.field &&
    !r.line.bullet &&
    r.line.parts.length === 1 &&
    read[i + 1]?.field === 'degree' &&
    SCHOOL_WORDS.test(r.line.text);
  const schools = read.filter(named);
  // Every degree's, and the dates labelled too: dates in a column of their own ('10/2015 –' | 'Studium der …', over
  // 'Abschluss: Master of Science') are read by the entries' own rules.
  if (
    read.some((r) => r.field === 'school') ||
    schools.length !== read.filter((r) => r.field === 'degree').length ||
    read.some((r) => !r.field && findDates(r.line.text))
  )
    return levels;
  read.forEach((r, i) => {
    if (!schools.includes(r)) return;
    r.field = 'school';
    r.value = r.line.text.trim();
    const above = read[i - 1];
    if (above && !above.field && level(above.line)) levels.add(above.line.id);
  });
  return levels;
}
