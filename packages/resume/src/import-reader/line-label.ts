import { degreeScore } from './lexicon';

/**
 * The label a line opens with, before its colon: 'Nota media' of 'Nota media: 8,1', 'Funciones' of 'Funciones:'. Two
 * to `longest` characters without a digit, so that times ('10:30') and dates are no labels; with `valued`, only when
 * text follows the colon.
 */
export function lineLabel(text: string, { longest = 40, valued = false } = {}): string | undefined {
  const m = /^([^:：]*)[:：](.*)$/su.exec(text);
  if (!m || /\d/u.test(m[1]!)) return undefined;
  const length = [...m[1]!].length;
  if (length < 2 || length > longest || (valued && !/\S/u.test(m[2]!))) return undefined;
  return m[1]!;
}

/**
 * A detail after its label: 'Nota media: 8,1', 'Proyecto final: …', 'Campo(s) de estudio: Salud'. (Not a degree
 * before its field: 'Bachelor of Science: Health Care Administration'.)
 */
export const labelledDetail = (text: string): boolean => {
  const label = lineLabel(text, { valued: true });
  if (label !== undefined) return !namesDegree(label);
  // (Or a Japanese one in lenticular brackets: '【所属】MFクラウド事業本部 請求書チーム'.)
  if (/^【[^【】]{1,12}】\s*\S/u.test(text.trim())) return true;
  // (Or one after a semicolon that closes a unit's name: 'Water Resources Modeling Lab; supervisor: Prof. …'.)
  const after = /^[^;:]{3,80};\s+(\p{Ll}[^;:]{1,30}:\s+\S.*)$/u.exec(text.trim());
  return !!after && lineLabel(after[1]!, { valued: true }) !== undefined;
};

/** A label that is a degree's own name ('Bachelor of Science'), not the word for one ('Degree', 'Título'). */
export const namesDegree = (label: string): boolean =>
  !!degreeScore(label) &&
  !/^(?:degree|qualification|título|titulación|abschluss|diplôme|diploma|grau|titolo|grado)$/iu.test(label.trim());

/** A capitalised label of up to 31 characters with its value: 'Sector: Industria farmacéutica'. */
export const capitalLabel = (text: string): string | undefined => {
  const label = lineLabel(text, { longest: 31, valued: true });
  return label !== undefined && /^\p{Lu}/u.test(label) ? label : undefined;
};
