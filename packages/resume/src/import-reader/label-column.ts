import { isFieldLabel } from './entry-labels';
import { joinWhere } from './join-lines';
import type { SourceLine } from './types';

/**
 * An entry under a label set in a column of its own ('Tertiary:' | 'Polytechnic University of the Philippines', then
 * the degree, the school's address and 'S.Y. 2012 – 2016', each a line of its own at the school's x): one header
 * line whose parts are the value and each line under it, as a table row's cells are read. The lines go on up to the
 * first that starts elsewhere. (A label that names a field, 'Company:', is read with its value by entry-labels.ts.)
 */
export function joinUnderLabel(lines: readonly SourceLine[]): SourceLine[] {
  const lastY = new Map<number, number>();
  return joinWhere(lines, (prev, line) => {
    const [label, value] = prev.parts;
    const above = lastY.get(prev.id) ?? prev.box.y;
    const under =
      !!label &&
      !!value &&
      prev.box.page > 0 &&
      line.box.page === prev.box.page &&
      /[:：]$/u.test(label.text) &&
      !isFieldLabel(label.text.replace(/[:：]$/u, '')) &&
      !line.bullet &&
      Math.abs(line.box.x - value.x) < 3 &&
      line.box.y > above &&
      line.box.y - above < line.size * 1.9;
    if (!under) return undefined;
    lastY.set(prev.id, line.box.y);
    return {
      ...prev,
      parts: [...prev.parts, ...line.parts],
      text: `${prev.text} ${line.text}`,
      bold: prev.bold && line.bold,
      italic: prev.italic && line.italic,
    };
  });
}
