import { findDates } from './dates';
import { saysPage } from './running-heads';
import type { SourceLine } from './types';
import { apartOverColumns, besideDates, besideRow, rightUnder, underDatedRow, wrappedUnder } from './late-lines';

// The order a PDF draws its lines in, put right where it is not the reading order: positioned boxes painted after the
// lines around them, a page's foot drawn first, a right-to-left page's dates drawn after their row (the cells of a
// row drawn a cell at a time: row-cells.ts).

/**
 * A page's foot that names its page ('file:///…/index.html 1/2', 'Page 1 of 2') drawn before the page's content, as
 * Chrome draws its headers and footers: put after the page's last line, where it stands, so the content drawn after
 * it is not taken for lines drawn late above it (inPlace).
 */
export function footsLast<T extends SourceLine>(lines: T[]): T[] {
  const feet = new Set<T>();
  for (const page of new Set(lines.map((l) => l.box.page))) {
    const on = lines.filter((l) => l.box.page === page);
    const foot = on.reduce((a, b) => (b.box.y > a.box.y ? b : a));
    if (foot !== on.at(-1) && saysPage(foot.text, page)) feet.add(foot);
  }
  if (!feet.size) return lines;
  const out = lines.filter((l) => !feet.has(l));
  for (const foot of feet) out.splice(out.findLastIndex((l) => l.box.page <= foot.box.page) + 1, 0, foot);
  return out.map((l, i) => ({ ...l, id: i }));
}

/** How far down a page its header may reach, in points: a sixth of an A4 page. */
const TOP_PART = 140;

/**
 * A page's top band drawn after its body, as LibreOffice draws a Word document's floating text boxes (the name and
 * title in one, the contact details in another, above the first heading): the page's last lines drawn, each standing
 * above every line drawn before them on the page, put first on the page in the order drawn.
 */
export function topBandFirst<T extends SourceLine>(lines: T[]): T[] {
  let out = lines;
  for (const page of new Set(lines.map((l) => l.box.page))) {
    const on = out.filter((l) => l.box.page === page);
    // The lines drawn before the band that stand no lower than its top: the header's own, drawn first (a job site's
    // name over its banner, whose title and contact line come after the body: kariyer.net's), a few at most.
    const headOf = (k: number) => {
      const bandTop = Math.min(...on.slice(k).map((l) => l.box.y));
      return on.slice(0, k).filter((l) => l.box.y <= bandTop);
    };
    // (Above the body by a line's room at least, and at most a few lines: a header, not a column.)
    const above = (k: number) => {
      const head = headOf(k);
      const body = on.slice(0, k).filter((l) => !head.includes(l));
      if (!body.length || head.length > 3) return false;
      const top = Math.min(...body.map((l) => l.box.y));
      // (Under a header drawn first, the band stands in the page's top part: a table's label cell drawn before the
      // lines beside it further down, '工作内容', heads nothing.)
      if (head.length && on.slice(k).some((l) => l.box.y + l.box.h > TOP_PART)) return false;
      return on.slice(k).every((l) => l.box.y + l.box.h < top - l.size);
    };
    // (The band's own lines stand above one another in any order: the longest such end of the page's drawing.)
    let k = on.length;
    for (let j = on.length - 1; j >= Math.max(1, on.length - 8); j--) if (above(j)) k = j;
    if (k === on.length) continue;
    const band = on.slice(k);
    const head = headOf(k);
    const at = out.indexOf(on[0]!);
    const rest = out.filter((l, i) => i >= at && !band.includes(l) && !head.includes(l));
    out = [...out.slice(0, at), ...head, ...band, ...rest];
  }
  return out === lines ? lines : out.map((l, i) => ({ ...l, id: i }));
}

/**
 * Lines a page draws after others they stand above, in the room left for them in their column: a browser paints
 * positioned boxes after the rest (a timeline's entries, set with 'position: relative', after the section headings
 * between which they stand). Each goes where it stands between two lines drawn earlier in its column that are set
 * well apart (three and a half lines' room or more: a heading and the gaps around it); every other line keeps the
 * drawing order.
 */
export function inPlace<T extends SourceLine>(given: T[]): T[] {
  const lines = apartOverColumns(given);
  const out: T[] = [];
  const moved = new Set<T>();
  const pages = new Map<number, T[]>();
  const onPage = (page: number) =>
    pages.get(page) ??
    pages
      .set(
        page,
        lines.filter((l) => l.box.page === page),
      )
      .get(page)!;
  // In the column of a line drawn earlier: starting at most half a letter left of it (a line's room in its column
  // reaches a letter further: the lines under a heading may be set in from it, a list's or a table's).
  const within = (reach: number) => (line: T, o: T) =>
    o.box.page === line.box.page && line.box.x >= o.box.x - line.size * reach && line.box.x <= o.box.x + line.size * 4;
  const inColumn = within(0.5);
  const roomIn = within(1.5);
  for (const line of lines) {
    // The last line drawn in its column, else the last drawn: a line above it was drawn late.
    const prev = out.findLast((o) => inColumn(line, o)) ?? out.at(-1);
    let at = -1;
    // (Or above a line drawn earlier in its room: a heading painted after the list set in from it, below it.)
    const overEarlier = out.some(
      (o) =>
        !moved.has(o) &&
        o.box.page === line.box.page &&
        Math.abs(o.box.x - line.box.x - line.size * 0.5) <= line.size &&
        o.box.y > line.box.y + line.size,
    );
    if (prev && prev.box.page === line.box.page && (line.box.y < prev.box.y - line.size || overEarlier)) {
      at = out.findIndex((o) => !moved.has(o) && roomIn(line, o) && o.box.y > line.box.y + line.size * 0.5);
      // (The last line drawn earlier in its column, or on a page before: a sidebar drawn first stands elsewhere.)
      // (A line moved there already counts when it stands above on the page: the first item of a list drawn late,
      // carried over to the top of this page, over the next one.)
      const above =
        at > 0
          ? out
              .slice(0, at)
              .findLast((o) =>
                moved.has(o)
                  ? o.box.page === line.box.page && roomIn(line, o) && o.box.y < line.box.y
                  : o.box.page < line.box.page || roomIn(line, o),
              )
          : undefined;
      // (Or the room at the top of a page, above the first line drawn on it: a heading drawn before the last job of
      // the section before it, moved onto the page.)
      // (With no line drawn earlier in its column above it, the last drawn above it on the page in any column: a
      // section's first heading under a header set further in, beside a photo.)
      const over =
        at > 0 && !above
          ? out.slice(0, at).findLast((o) => o.box.page === line.box.page && o.box.y + o.box.h < line.box.y)
          : undefined;
      const room =
        (at === 0 && out[0]!.box.page === line.box.page && out[0]!.box.y - line.box.y >= line.size * 3.5) ||
        (!!over && out[at]!.box.y - over.box.y >= line.size * 3.5) ||
        (!!above &&
          ((above.box.page < line.box.page && out[at]!.box.y - line.box.y >= line.size * 3.5) ||
            (roomIn(line, above) &&
              above.box.y < line.box.y - line.size * 0.5 &&
              out[at]!.box.y - above.box.y >= line.size * 3.5)));
      if (!room) at = -1;
      // Before a line set further in that stands under it, in the room too (a heading after its icon: 'Education').
      const across = (o: T) =>
        o.box.page === line.box.page &&
        o.box.y > line.box.y + line.size * 0.5 &&
        o.box.x < line.box.x + line.box.w &&
        !moved.has(o);
      let back = at;
      while (back > 0 && out[back - 1] !== above && across(out[back - 1]!)) back -= 1;
      // (Not over a column to its left beside its own, none of whose lines reaches under it: 'ภาษา' over the languages,
      // drawn after the skills beside them. Headings painted late far below, left of a timeline's entry, it passes.)
      const passed = out.slice(back, at);
      const level = (o: T) => at < out.length && Math.abs(o.box.y - out[at]!.box.y) < line.size * 0.35;
      if (passed.some((o) => o.box.x + o.box.w > line.box.x) || !passed.some(level)) at = back;
    } else if (prev && prev !== out.at(-1)) at = rightUnder(out, prev, line);
    const last = out.at(-1);
    if (at < 0 && last?.box.page === line.box.page && line.box.y < last.box.y - line.size * 6) {
      // (Or beside a line it shares a baseline with, a table's right cell drawn late, after lines far below it: after
      // that line, row by row. A cell drawn after the one beside it stays where it was drawn.)
      const row = besideRow(out, onPage(line.box.page), line);
      const beside =
        row >= 0
          ? row
          : Math.max(
              besideDates(out, moved, onPage(line.box.page), line),
              underDatedRow(out, moved, onPage(line.box.page), line),
            );
      const under = beside >= 0 ? beside : wrappedUnder(out, moved, line);
      if (under >= 0) {
        out.splice(under + 1, 0, line);
        moved.add(line);
        continue;
      }
    }
    if (at >= 0) {
      // After the lines already moved into this room above it.
      while (at > 0 && moved.has(out[at - 1]!) && out[at - 1]!.box.y > line.box.y) at -= 1;
      out.splice(at, 0, line);
      moved.add(line);
    } else out.push(line);
  }
  return moved.size ? out.map((l, i) => ({ ...l, id: i })) : given;
}

/**
 * A right-to-left page's dates painted after the entry they stand beside (a job site's dates flush left on the
 * title's row, drawn after the job's items): back on the title's line, as its last part, as a left-to-right page's
 * row reads ('Title' | 'مارس 2019 - حتى الآن').
 */
export function lateDatesInRow<T extends SourceLine>(lines: T[]): T[] {
  const baseline = (l: SourceLine) => l.box.y + l.size * 0.85;
  const apart = (a: SourceLine, b: SourceLine) => a.box.x >= b.box.x + b.box.w || a.box.x + a.box.w <= b.box.x;
  const out: T[] = [];
  let moved = false;
  for (const line of lines) {
    const prev = out.at(-1);
    const late =
      !!prev &&
      prev.box.page === line.box.page &&
      line.box.y < prev.box.y - line.size &&
      line.parts.length === 1 &&
      !!findDates(line.text);
    const at = late
      ? out.findLastIndex(
          (o) =>
            o.box.page === line.box.page &&
            Math.abs(baseline(o) - baseline(line)) <= 0.35 * Math.max(o.size, line.size) &&
            apart(o, line) &&
            !findDates(o.text),
        )
      : -1;
    if (at < 0) {
      out.push(line);
      continue;
    }
    const row = out[at]!;
    const x = Math.min(row.box.x, line.box.x);
    const right = Math.max(row.box.x + row.box.w, line.box.x + line.box.w);
    out[at] = {
      ...row,
      text: `${row.text} ${line.text}`,
      parts: [...row.parts, ...line.parts],
      box: { ...row.box, x, w: right - x },
      bold: row.bold && line.bold,
      italic: row.italic && line.italic,
    };
    moved = true;
  }
  return moved ? out.map((l, i) => ({ ...l, id: i })) : lines;
}
