/**
 * A table row's cells side by side, in the order the printed page reads them (issue #39 item 4). Word resumes set a
 * job as one row: a wide cell (company, title, items) beside a narrow one (city over dates), and when one row holds
 * a promotion, the second role's dates are pushed down the narrow cell with empty paragraphs until they sit level
 * with the second title. A .docx keeps no positions, so each paragraph's height is estimated (row-heights.ts) and
 * the other cells' paragraphs go beside the tallest cell's paragraph they stand level with, as a PDF of the page
 * shows them on one line; one that stands beside no such paragraph (beside an item, say) follows the paragraph it
 * stands under.
 */

export interface RowParagraph<T> {
  item: T;
  /** Estimated height in lines, spacing included. */
  lines: number;
  /** An empty paragraph only takes room. */
  empty: boolean;
  /** A list item: another cell's line is not joined onto it. */
  list: boolean;
}

export interface Placed<T> {
  item: T;
  /** Paragraphs of the cells before and after the tallest one that stand on this paragraph's line. */
  before: T[];
  after: T[];
}

/** How far (in lines) a paragraph may stand from the one it is set beside: the estimate's usual error. */
const NEAR = 2;

interface Top<T> extends RowParagraph<T> {
  top: number;
}

function withTops<T>(cell: RowParagraph<T>[], start: number): Top<T>[] {
  let top = start;
  return cell.map((p) => {
    const at = { ...p, top };
    top += p.lines;
    return at;
  });
}

/**
 * The row's paragraphs after its first line, in reading order. `cells` holds each cell's paragraphs after the one
 * that went into the row's first line, `starts` how many lines that first paragraph took in each cell.
 */
export function placeRow<T>(cells: RowParagraph<T>[][], starts: number[]): Placed<T>[] {
  const tops = cells.map((cell, i) => withTops(cell, starts[i] ?? 1));
  const height = (i: number) => (tops[i]!.at(-1)?.top ?? 0) + (tops[i]!.at(-1)?.lines ?? 0);
  let main = 0;
  for (let i = 1; i < tops.length; i++) if (height(i) > height(main)) main = i;
  const placed: Placed<T>[] = tops[main]!.map((p) => ({ item: p.item, before: [], after: [] }));
  /** Paragraphs beside none of the main cell's lines, by the index of the main paragraph they follow (-1: first). */
  const following = new Map<number, Placed<T>[]>();
  tops.forEach((cell, i) => {
    if (i === main) return;
    for (const p of cell) {
      if (p.empty) continue;
      let best = -1;
      tops[main]!.forEach((m, k) => {
        if (m.empty || m.list || Math.abs(m.top - p.top) > NEAR) return;
        if (best < 0 || Math.abs(m.top - p.top) < Math.abs(tops[main]![best]!.top - p.top)) best = k;
      });
      if (best >= 0) {
        (i < main ? placed[best]!.before : placed[best]!.after).push(p.item);
        continue;
      }
      const under = tops[main]!.findLastIndex((m) => m.top <= p.top);
      following.set(under, [...(following.get(under) ?? []), { item: p.item, before: [], after: [] }]);
    }
  });
  return [...(following.get(-1) ?? []), ...placed.flatMap((p, k) => [p, ...(following.get(k) ?? [])])];
}
