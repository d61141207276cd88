import { isKnownCity } from './cities';
import { CAMPUS, schoolScore } from './lexicon';
import type { Piece } from './entries';

// A school table's cells (head-row-table.ts): a school's town beside or under its name, its field in a column of its own.

/**
 * A school's name and its town after a comma, one or two capitalised words that name no school ('Little Buds High
 * School, Kukatpally'). ('University of California, Davis' is one name.)
 */
export function schoolTown(text: string): { school: string; place: string } | undefined {
  const at = text.lastIndexOf(', ');
  if (at < 0) return undefined;
  const [school, place] = [text.slice(0, at), text.slice(at + 2).replace(/\.$/u, '')];
  // (Or a known town in a script without capitals: 'केंद्रीय विद्यालय नंबर 1, कानपुर'.)
  const town =
    (/^\p{Lu}\p{Ll}+(?: \p{Lu}\p{Ll}+)?$/u.test(place) || isKnownCity(place)) &&
    !schoolScore(place) &&
    !CAMPUS.test(place);
  return town && schoolScore(school) > 0 && !/^(?:the\s+)?university of\s/iu.test(school)
    ? { school, place }
    : undefined;
}

/** A school cell's last line when it names a known town under the school's name ('서강대학교' / '서울'). */
export function townUnderSchool(cell: ReadonlyArray<{ y: number; text: string }>) {
  const sorted = [...cell].sort((a, b) => a.y - b.y);
  const last = sorted.at(-1);
  return sorted.length >= 2 && last && isKnownCity(last.text) && !isKnownCity(sorted[0]!.text) ? last : undefined;
}

/** A degree with its field from a column of its own ('Magíster' | 'Gestión Pública'), as 'Degree, Field'. */
export const withField = (degree: Piece | undefined, field: string): Piece | undefined =>
  degree && field && !/^[-–—]$/u.test(field) ? { ...degree, text: `${degree.text}, ${field}` } : degree;

/** A column of the school and its field in one ('Okul / Bölüm', 'School / Major'). */
export const SCHOOL_AND_FIELD =
  /^(?:okul\/bölüm|üniversite\/bölüm|school\/major|university\/major|institution\/field|universidad\/carrera|学校\/专业|學校\/科系)$/iu;
