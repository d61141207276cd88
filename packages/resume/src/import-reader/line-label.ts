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

/** A detail after its label: 'Nota media: 8,1', 'Proyecto final: …', 'Campo(s) de estudio: Salud'. */
export const labelledDetail = (text: string): boolean => lineLabel(text, { valued: true }) !== undefined;

/** A capitalised label of up to 31 characters with its value: 'Sector: Industria farmacéutica'. */
export const capitalLabel = (text: string): string | undefined => {
  const label = lineLabel(text, { longest: 31, valued: true });
  return label !== undefined && /^\p{Lu}/u.test(label) ? label : undefined;
};
