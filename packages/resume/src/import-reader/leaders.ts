import type { SourcePart } from './types';

/**
 * A tab stop's leader, as Word and LibreOffice draw it: four or more dots, ellipses, middle dots or underscores,
 * spaced or not ('Senior Accountant ........ Jan 2019 – Present', 'Python …… Expert').
 */
const LEADER = /\s*(?:[.…‥·_]\s?){4,}\s*/gu;

/** An item that is a leader alone, as a PDF draws a tab's dots between the texts on each side. */
export const isLeader = (text: string): boolean => /^\s*(?:[.…‥·_]\s?){4,}$/u.test(text);

/**
 * A part cut where a leader stands: the leader is a tab's gap, the text on each side a field of its own. Each piece
 * is placed along the part by its share of the characters, which is as near as the text can tell.
 */
export function apartAtLeaders(part: SourcePart): SourcePart[] {
  const leaders = [...part.text.matchAll(LEADER)];
  if (!leaders.length) return [part];
  const width = part.right - part.x;
  const length = part.text.length;
  const pieces: SourcePart[] = [];
  let from = 0;
  const piece = (start: number, end: number) => {
    const text = part.text.slice(start, end).trim();
    if (text) {
      const x = part.x + (width * start) / length;
      pieces.push({ ...part, text, x, right: part.x + (width * end) / length });
    }
  };
  for (const m of leaders) {
    piece(from, m.index!);
    from = m.index! + m[0].length;
  }
  piece(from, length);
  return pieces;
}
