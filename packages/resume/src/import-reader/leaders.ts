import type { SourcePart } from './types';

/**
 * A tab stop's leader, as Word and LibreOffice draw it: four or more dots, ellipses, middle dots or underscores,
 * spaced or not ('Senior Accountant ........ Jan 2019 – Present', 'Python …… Expert').
 */
const LEADER = /\s*(?:[.…‥·_]\s?){4,}\s*/gu;

/** An item that is a leader alone, as a PDF draws a tab's dots between the texts on each side. */
export const isLeader = (text: string): boolean => /^\s*(?:[.…‥·_]\s?){4,}$/u.test(text);

/**
 * A character's rough advance in ems: a leader's dots and spaces are a quarter of a letter's, so a share of the
 * characters would place the text after thirty dots far to the right of where it stands.
 */
const advance = (c: string) =>
  /[.,:;·'’|!iljtfrI\s]/u.test(c) ? 0.27 : c === '…' ? 1 : /[A-Z]|[mwMW_]/u.test(c) ? 0.68 : 0.5;

/**
 * A part cut where a leader stands: the leader is a tab's gap, the text on each side a field of its own. Each piece
 * is placed along the part by the rough advances of the characters before it, which is as near as the text can tell.
 * A first piece that is the part's bold start (`boldHead`: a label drawn in one run with its dots and plain value,
 * 'Technical' ……… 'Excel, Power BI') is bold; the other pieces have no label of their own.
 */
export function apartAtLeaders(part: SourcePart, boldHead = ''): SourcePart[] {
  const leaders = [...part.text.matchAll(LEADER)];
  if (!leaders.length) return [part];
  const chars = [...part.text];
  const before = [0];
  for (const c of chars) before.push(before.at(-1)! + advance(c));
  // Code unit offsets (the matches') to characters: the text may hold characters outside the BMP.
  const at = (offset: number) => [...part.text.slice(0, offset)].length;
  const scale = (part.right - part.x) / before.at(-1)!;
  const pieces: SourcePart[] = [];
  let from = 0;
  const piece = (start: number, end: number) => {
    const text = part.text.slice(start, end).trim();
    if (!text) return;
    const { lead: _, ...rest } = part;
    const head = !pieces.length && !!boldHead && text === boldHead;
    pieces.push({
      ...(start === 0 && !head ? part : rest),
      ...(head ? { bold: true } : {}),
      text,
      x: part.x + before[at(start)]! * scale,
      right: part.x + before[at(end)]! * scale,
    });
  };
  for (const m of leaders) {
    piece(from, m.index!);
    from = m.index! + m[0].length;
  }
  piece(from, part.text.length);
  return pieces;
}
