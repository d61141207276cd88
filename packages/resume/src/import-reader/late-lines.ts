import { isOnlyDates } from './dates';
import { withParts } from './line-joins';
import type { SourceLine } from './types';

// Where a line a page draws late goes (page-order.ts's inPlace): cells of a row apart over their columns, a table's
// cell beside its row, a timeline's entry beside its dates or under its dated row, a value's wrapped rest under its
// line, a headline under the name it belongs to.

/**
 * A row drawn late whose cells stand far apart, each over a column the page drew before it: two headings painted after
 * the page ('ทักษะ' … 'ภาษา', each set 'position: relative' for its rule) over the two columns of the sections they
 * head. A line a cell, so that each goes to its own column.
 */
export function apartOverColumns<T extends SourceLine>(lines: T[]): T[] {
  const out: T[] = [];
  for (const line of lines) {
    const parts = line.parts;
    const apart = parts.length > 1 && parts.every((p, k) => k === 0 || p.x - parts[k - 1]!.right > line.size * 4);
    const under = (o: SourceLine) =>
      o.box.page === line.box.page && o.box.y > line.box.y + line.size * 0.5 && o.box.y < line.box.y + line.size * 12;
    const below = out.filter(under);
    // (Drawn after lines below it; every line below in the columns' stretch stays within one of them: none crosses a
    // cell's start.)
    const columns =
      below.length >= 2 &&
      parts.every((p) => below.some((o) => Math.abs(o.box.x - p.x) < line.size * 1.5)) &&
      below.every((o) => parts.every((p) => !(o.box.x < p.x - line.size && o.box.x + o.box.w > p.x)));
    if (apart && columns) out.push(...parts.map((p) => withParts(line, [p]) as T));
    else out.push(line);
  }
  return out.length === lines.length ? lines : out;
}

/**
 * The last line drawn on the line's baseline left of it, a cell of the same table row: its index, or -1. Only where
 * every line set where it starts has such a cell beside it and the page's text runs across its place below (a table
 * in one column of text): a second column drawn after the first shares some baselines with it too, and stays whole.
 */
export function besideRow(out: readonly SourceLine[], onPage: readonly SourceLine[], line: SourceLine): number {
  const rowOf = (o: SourceLine, among: readonly SourceLine[]) =>
    among.findLastIndex(
      (p) =>
        p.box.page === o.box.page &&
        Math.abs(p.box.y + p.box.h - o.box.y - o.box.h) < o.size * 0.35 &&
        p.box.x + p.box.w < o.box.x,
    );
  const cells = onPage.filter((o) => Math.abs(o.box.x - line.box.x) < 1);
  const across = onPage.some(
    (o) =>
      o.box.y > line.box.y + line.size &&
      o.box.x < line.box.x - line.size * 4 &&
      o.box.x + o.box.w > line.box.x + line.size * 2,
  );
  return across && cells.every((o) => rowOf(o, onPage) >= 0) ? rowOf(line, out) : -1;
}

/**
 * A timeline's entries painted after the page's last lines, each beside its dates ('2019 – Now' | 'Electrical Project
 * Coordinator' over the employer and the items, each set 'position: relative' for its dot on the line between): after
 * the last line of the dates' column level with it or above, and after the entry's lines moved there already. Only
 * where every date of that column has a line level with it where the entry's lines start: a sidebar holds no such
 * dates.
 */
export function besideDates<T extends SourceLine>(
  out: readonly T[],
  moved: ReadonlySet<T>,
  onPage: readonly T[],
  line: T,
) {
  const level = (o: SourceLine, l: SourceLine) => Math.abs(o.box.y + o.box.h - l.box.y - l.box.h) < l.size * 0.35;
  const left = (o: T) => o.box.page === line.box.page && o.box.x + o.box.w < line.box.x - line.size * 2;
  const at = out.findLastIndex((o) => left(o) && o.box.y < line.box.y + line.size * 0.35);
  const anchor = out[at];
  if (!anchor) return -1;
  const dates = onPage.filter((o) => left(o) && Math.abs(o.box.x - anchor.box.x) < 1 && isOnlyDates(o.text));
  const entryAt = (d: T) => onPage.some((o) => Math.abs(o.box.x - line.box.x) < 1 && level(d, o));
  if (dates.length < 2 || !dates.includes(anchor) || !dates.every(entryAt)) return -1;
  let i = at;
  while (moved.has(out[i + 1]!) && out[i + 1]!.box.x >= line.box.x - 1 && out[i + 1]!.box.y < line.box.y) i += 1;
  return i;
}

/**
 * A timeline's entry painted after the page (its employer and items, 'position: absolute' beside the dots), under the
 * dated row it belongs to: the row's dates in its first cell, its title in the cell where the entry's lines start
 * ('seit 04/2021' | 'Teamleiterin Strategischer Einkauf', then 'Hallberg Antriebstechnik GmbH, Stuttgart' and the
 * items, drawn after the page's closing line). The last such row above it, two or more on the page: its index, after
 * the lines moved under it already, or -1.
 */
export function underDatedRow<T extends SourceLine>(
  out: readonly T[],
  moved: ReadonlySet<T>,
  onPage: readonly T[],
  line: T,
) {
  const datedRow = (o: SourceLine) =>
    o.box.page === line.box.page &&
    o.parts.length >= 2 &&
    isOnlyDates(o.parts[0]!.text) &&
    o.parts[1]!.x <= line.box.x + 1 &&
    line.box.x - o.parts[1]!.x < line.size * 1.2;
  if (onPage.filter(datedRow).length < 2) return -1;
  const at = out.findLastIndex((o) => datedRow(o) && o.box.y < line.box.y);
  if (at < 0 || onPage.some((o) => datedRow(o) && o.box.y > out[at]!.box.y && o.box.y < line.box.y)) return -1;
  let i = at;
  while (moved.has(out[i + 1]!) && out[i + 1]!.box.y < line.box.y) i += 1;
  return i;
}

/**
 * The line a late line is the wrapped rest of: a value's lines after its first, set in from the label that line
 * starts with ('工作职责：1、负责…' / '年度技术路线图…' / '2、带领…', a job site's label grid, drawn after the page's
 * foot). The line right above it that it stands under, which starts further out and ran to the text's edge or holds
 * the list's item before (or was moved there already, as the value's line before), with nothing drawn between them
 * and room under it: its index, or -1.
 */
export function wrappedUnder<T extends SourceLine>(out: readonly T[], moved: ReadonlySet<T>, line: T): number {
  const over = (o: T) =>
    o.box.page === line.box.page &&
    o.box.y < line.box.y &&
    o.box.x <= line.box.x + 1 &&
    o.box.x + o.box.w > line.box.x + line.size;
  const i = out.findLastIndex((o) => over(o) && !out.some((p) => over(p) && p.box.y > o.box.y));
  const above = out[i];
  if (!above || line.box.y - above.box.y > line.size * 2.5) return -1;
  // (The line above wrapped: it runs to the text's edge. A label's line that ends short is a line of its own.)
  const edge = Math.max(...out.filter((o) => o.box.page === line.box.page).map((o) => o.box.x + o.box.w));
  // (Or the line is the list's next item after the one that line holds: '2、使用…' under '工作职责：1、负责…'.)
  const item = /^(\d{1,2})([、.．])/u.exec(line.text);
  const itemAfter = !!item && Number(item[1]) >= 2 && above.text.includes(`${Number(item[1]) - 1}${item[2]}`);
  const wrapped = above.box.x + above.box.w > edge - line.size * 2 || itemAfter;
  const setIn =
    (above.box.x < line.box.x - line.size && wrapped) || (moved.has(above) && Math.abs(above.box.x - line.box.x) < 1);
  const next = out[i + 1];
  const room = !next || next.box.page !== line.box.page || next.box.y > line.box.y + line.size * 0.5;
  return setIn && room ? i : -1;
}

/**
 * Where a line drawn late goes when it stands close under the last line of its column and every line drawn since
 * stands below it, some far below (a headline painted after the page's foot, under the name it belongs to): right
 * after that line.
 */
export function rightUnder<T extends SourceLine>(out: T[], prev: T, line: T): number {
  const i = out.indexOf(prev);
  const since = out.slice(i + 1);
  const close = prev.box.page === line.box.page && line.box.y > prev.box.y && line.box.y - prev.box.y < line.size * 2.5;
  // (Or above that line: the page's head, painted after its body, 'Rizky Aditya Nugroho' over the jobs.)
  const below = since.every(
    (o) => o.box.page === line.box.page && (o.box.y > line.box.y + line.size || o.box.y < prev.box.y - line.size),
  );
  // (Drawn late by far: after lines well down the page, not a label column's heading set beside its entry.)
  const late = since.some((o) => o.box.y > line.box.y + line.size * 6 || o.box.y < prev.box.y - line.size * 6);
  return close && below && late ? i + 1 : -1;
}
