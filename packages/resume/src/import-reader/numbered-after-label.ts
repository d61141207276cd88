import { isItemsLabel } from './entry-labels';
import type { SourceLine } from './types';

// A label of items with the list's first numbered item after it on its line ('工作职责：1、负责…', then '2、带领…' on
// lines of their own, as Chinese job sites print a job's duties and results).

const LABEL_THEN_FIRST = /^([^:：\d]{2,20}[:：])\s*(1([、.．)])\s*(\S.*))$/u;

/**
 * The section's lines with such a line's label taken off (it names no field: it only announces the items), so that
 * its first item starts the list as its next items do; an item alone after its label ('工作业绩：1、独立完成…') is a
 * list item without its number.
 */
export function numberedAfterLabel<T extends SourceLine>(lines: readonly T[]): T[] {
  return lines.map((line, k) => {
    const m = line.parts.length === 1 ? LABEL_THEN_FIRST.exec(line.text) : null;
    // (Not a paragraph that numbers all its items inline: '工作内容：1.协助…；2.使用…；3.整理…。'.)
    if (!m || !isItemsLabel(m[1]!) || new RegExp(`[;；。]\\s*2[${m[3]}]`, 'u').test(m[2]!)) return line;
    const [, label, numbered, mark, item] = m;
    const more = lines.slice(k + 1, k + 12).some((l) => l.text.startsWith(`2${mark}`));
    const text = more ? numbered! : item!;
    const part = line.parts[0]!;
    // (Where the item starts along the line, by its share of the characters: a guess the line's box allows.)
    const x = part.x + ((part.right - part.x) * [...label!].length) / [...line.text].length;
    return { ...line, text, parts: [{ ...part, text, x }], box: { ...line.box, x, w: part.right - x }, bullet: !more };
  });
}
