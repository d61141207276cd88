import { partsText } from './plain-items';
import { findDates } from './dates';
import { headingKind } from './headings';
import type { SourceLine } from './types';
import { joinWrapped } from '../wrapped-text';

// A table's or a flex row's cells drawn a cell at a time, put back on the rows they stand in.

/**
 * A table's or a flex row's cells drawn a cell at a time: the left cell's lines, then the right cell's on the same
 * baselines ('Bolt Logistics' / 'Senior Backend Engineer', then 'Feb 2021 - Present' / 'Austin, TX'). When the
 * right cell's first two lines stand beside the left cell's first two, each of its lines joins the line it stands
 * beside. (A sidebar drawn before a main column shares a first baseline with it at most.)
 */
export function cellsOfRows<T extends SourceLine>(lines: T[]): T[] {
  const out: T[] = [];
  const baseline = (l: SourceLine) => l.box.y + l.size * 0.85;
  // Two sections side by side in a grid ('Ausbildung' | 'Kenntnisse') are no row: a heading joins nothing.
  const heading = (l: SourceLine) => (headingKind(l.text)?.cover ?? 0) >= 1;
  const level = (m: SourceLine, line: SourceLine) =>
    m.box.page === line.box.page &&
    !heading(line) &&
    !findDates(m.text) && // a date column's cells are read by its own rules (date-column.ts)
    Math.abs(baseline(m) - baseline(line)) <= 0.35 * Math.max(m.size, line.size) &&
    m.box.x + m.box.w + line.size * 0.5 < line.box.x;
  const beside = (m: SourceLine, line: SourceLine) => level(m, line) && !heading(m);
  // The left cell's next line the right cell's next line may join, once a row is found, and where the row starts.
  let next = -1;
  let row = -1;
  lines.forEach((line, k) => {
    let at = -1;
    if (next >= 0 && next < out.length && beside(out[next]!, line)) at = next;
    // (Or a line of the right cell further down, beside a later line of the left: the dates of a second role at
    // the same employer, pushed down to its title.)
    else if (row >= 0) at = out.findIndex((o, i) => i >= row && beside(o, line));
    if (at < 0)
      for (let i = out.length - 2; i >= Math.max(0, out.length - 60); i--) {
        const [m, under] = [out[i]!, out[i + 1]!];
        if (!level(m, line)) continue;
        const between = out.slice(i + 1);
        const after = lines[k + 1];
        if (!between.every((b) => b.box.page === m.box.page && b.box.y > m.box.y && b.box.x + b.box.w < line.box.x))
          continue;
        // (Nor when a line between stands on its baseline, right of it: the line is that one's cell, not its own.
        // moderncv's dates beside the entry's title, which stands right of the section's title in the margin.)
        if (between.some((b) => Math.abs(baseline(b) - baseline(m)) <= 0.35 * m.size && b.box.x > m.box.x + m.box.w))
          continue;
        // (Further up than a few lines, the left cell is long, a job's items: its row's right cell is a few lines,
        // and the next row starts under the left cell, as a sidebar drawn after a main column does not. A right
        // cell of one line, its dates, stands beside the left cell's first: a row a page break split.)
        const right = rightCellLines(lines, k, between);
        const far = i < out.length - 4;
        const lone = far && right === 1 && !!findDates(line.text);
        if (beside(m, line) && ((!!after && beside(under, after)) || lone) && (!far || right > 0)) {
          at = i;
          row = i;
          break;
        }
        // (A left cell that wrapped its label under itself, beside a right cell of one line: 'Programming' /
        // 'Languages' | 'JavaScript, TypeScript, …', the next row under both. The label is whole again; a heading's
        // words in the body's type are a label's.)
        if (right === 1 && wrapsUnder(m, between)) {
          const label = between.reduce((text, b) => joinWrapped(text, b.text), m.parts.at(-1)!.text);
          out[i] = { ...m, parts: [...m.parts.slice(0, -1), { ...m.parts.at(-1)!, text: label }] };
          out.splice(i + 1);
          at = i;
          break;
        }
      }
    if (at >= 0 && outsideSection(out, at, heading)) at = -1;
    if (at < 0) {
      next = -1;
      row = -1;
      out.push(line);
      return;
    }
    next = at + 1;
    const m = out[at]!;
    const parts = [...m.parts, ...line.parts];
    const letters = parts.filter((p) => /\p{L}/u.test(p.text));
    out[at] = {
      ...m,
      parts,
      text: partsText(parts),
      box: { ...m.box, w: line.box.x + line.box.w - m.box.x, h: Math.max(m.box.h, line.box.h) },
      size: Math.max(m.size, line.size),
      bold: letters.length > 0 && letters.every((p) => p.bold),
      italic: letters.length > 0 && letters.every((p) => p.italic),
    };
  });
  return out.length === lines.length ? lines : out.map((l, i) => ({ ...l, id: i }));
}

/**
 * A line left of every line of the section it falls in, that section begun on an earlier page: a sidebar that goes
 * on at the next page's top, drawn before the main column ('Randonnée dans les' / 'Calanques' beside 'Licence LEA
 * anglais-italien — Aix-Marseille' / 'Université', under 'Formation' begun on the page before), is no row's left
 * cell, even where its first lines share the main column's baselines.
 */
function outsideSection(out: readonly SourceLine[], at: number, heading: (l: SourceLine) => boolean): boolean {
  const m = out[at]!;
  let h = at - 1;
  while (h >= 0 && !heading(out[h]!)) h--;
  if (h < 0 || out[h]!.box.page >= m.box.page) return false;
  const section = out.slice(h, at).filter((l) => l.box.page < m.box.page);
  return section.length >= 2 && section.every((l) => l.box.x > m.box.x + 3 * m.size);
}

/**
 * `between` are `m`'s last part wrapped, a label of a few words in bold, as a Word table's label cell sets one: a
 * line or two under it, from its left edge, in its type, a line apart each. (Not a paragraph beside its dates, as
 * moderncv wraps an entry's, nor moderncv's labels, flush right in its margin: skill-wraps.ts reads those.)
 */
function wrapsUnder(m: SourceLine, between: readonly SourceLine[]): boolean {
  const cell = m.parts.at(-1)!;
  const words = [cell, ...between]
    .map((l) => l.text)
    .join(' ')
    .split(/\s+/u).length;
  let above = m;
  return (
    cell.bold &&
    words <= 5 &&
    between.length >= 1 &&
    between.length <= 2 &&
    between.every((b) => {
      const under =
        b.parts.length === 1 &&
        !b.bullet &&
        Math.abs(b.box.x - cell.x) < 1 &&
        b.bold === cell.bold &&
        Math.abs(b.size - cell.size) < 0.3 &&
        b.box.y - above.box.y < b.size * 1.6;
      above = b;
      return under;
    })
  );
}

/**
 * The right cell drawn after a long left cell (a row of a Word table: the job's items on the left, its place and
 * dates on the right): how many lines from the k-th on stand right of the left cell's, a few, when the next line
 * drawn is back at the left under all of the left cell; 0 otherwise.
 */
function rightCellLines(lines: readonly SourceLine[], k: number, left: readonly SourceLine[]): number {
  const edge = Math.max(...left.map((l) => l.box.x + l.box.w));
  let j = k;
  while (j < lines.length && lines[j]!.box.page === lines[k]!.box.page && lines[j]!.box.x >= edge) j++;
  const following = lines[j];
  const bottom = Math.max(...left.map((l) => l.box.y));
  const under = !following || following.box.page !== lines[k]!.box.page || following.box.y > bottom;
  return j - k <= 4 && under ? j - k : 0;
}
