import { ENDS_MID_PHRASE } from './lexicon';
import { partsText, unclosed } from './plain-items';
import { sourceIds } from './line-joins';
import { joinWrapped } from '../wrapped-text';
import { RTL_LETTER } from '../scripts';
import type { SourceLine, SourcePart } from './types';

/** A cell's text as one line of the grid gave it, and where. */
interface Fragment {
  line: SourceLine;
  part: SourcePart;
  column: number;
}

/** A grid's cell made whole: its text from its fragments, top to bottom. */
interface Cell {
  text: string;
  fragments: Fragment[];
}

const top = (f: Fragment) => f.line.box.y;

/**
 * A skills table of a few columns whose cells wrap inside themselves, as Word sets a grid of skills: the cells of a
 * row side by side over two or three lines ('Konzernabschluss nach IFRS' | 'Investitionsrechnung und' | 'Lean
 * Management und KVP-' over 'und HGB' | 'Business Cases' | 'Methoden'), or a row centred in its height, each cell's
 * lines read apart ('Microsoft Power BI (DAX,' / 'Power Query,' / 'Datenmodellierung)'). Each cell joined whole, a
 * row a line of its cells. Only where every part of every line starts at one of the grid's columns and no line is a
 * list item or a label, and a fragment goes on the one above it in its column by its words alone: that one ended
 * mid-phrase, at a hyphen or inside a bracket, or it starts in lower case where the cells start in capitals.
 */
export function joinGridCells(lines: readonly SourceLine[]): SourceLine[] {
  if (
    lines.length < 3 ||
    lines.some((l) => l.box.page === 0 || l.bullet || RTL_LETTER.test(l.text)) ||
    !lines.some((l) => l.parts.length >= 2)
  )
    return [...lines];
  const columns: number[] = [];
  for (const l of lines) for (const p of l.parts) if (!columns.some((x) => Math.abs(x - p.x) < 3)) columns.push(p.x);
  columns.sort((a, b) => a - b);
  const fragments: Fragment[] = lines.flatMap((line) =>
    line.parts.map((part) => ({ line, part, column: columns.findIndex((x) => Math.abs(x - part.x) < 3) })),
  );
  if (
    columns.length < 2 ||
    columns.length > 4 ||
    columns.some((_, k) => fragments.filter((f) => f.column === k).length < 2) ||
    fragments.some((f) => /[:：]\s*$/u.test(f.part.text))
  )
    return [...lines];
  const capitalised = fragments.filter((f) => /^\p{Lu}/u.test(f.part.text)).length >= fragments.length * 0.6;
  const goesOn = (above: string, f: Fragment) =>
    ENDS_MID_PHRASE.test(above) ||
    unclosed(above) ||
    /\p{L}-$/u.test(above) ||
    (capitalised && /^\p{Ll}/u.test(f.part.text));
  const cells: Cell[] = [];
  for (let k = 0; k < columns.length; k++) {
    const down = fragments
      .filter((f) => f.column === k)
      .sort((a, b) => a.line.box.page - b.line.box.page || top(a) - top(b));
    let cell: Cell | undefined;
    for (const f of down) {
      const last = cell?.fragments.at(-1);
      const close =
        !!last &&
        last.line.box.page === f.line.box.page &&
        top(f) > top(last) &&
        top(f) - top(last) < f.line.size * 1.6;
      if (cell && close && goesOn(cell.text, f)) {
        cell.text = joinWrapped(cell.text, f.part.text);
        cell.fragments.push(f);
      } else cells.push((cell = { text: f.part.text, fragments: [f] }));
    }
  }
  if (cells.length === fragments.length) return [...lines];
  return rowsOf(cells);
}

/** Cells side by side whose lines overlap in height: a row, read left to right, as one line of its cells. */
function rowsOf(cells: Cell[]): SourceLine[] {
  const span = (c: Cell) => {
    const first = c.fragments[0]!.line;
    const last = c.fragments.at(-1)!.line;
    return { page: first.box.page, top: first.box.y, bottom: last.box.y + last.box.h };
  };
  const sorted = [...cells].sort((a, b) => span(a).page - span(b).page || span(a).top - span(b).top);
  const rows: Cell[][] = [];
  // (Overlapping by more than a box's slack, and no two cells of one column: the one under the other is the next row.)
  const column = (c: Cell) => c.fragments[0]!.column;
  for (const c of sorted) {
    const s = span(c);
    const slack = c.fragments[0]!.line.size * 0.3;
    const row = rows.find(
      (r) =>
        !r.some((o) => column(o) === column(c)) &&
        r.some((o) => span(o).page === s.page && span(o).top < s.bottom - slack && s.top < span(o).bottom - slack),
    );
    if (row) row.push(c);
    else rows.push([c]);
  }
  return rows.map((row) => {
    row.sort((a, b) => a.fragments[0]!.part.x - b.fragments[0]!.part.x);
    const parts = row.map((c) => ({
      ...c.fragments[0]!.part,
      text: c.text,
      right: Math.max(...c.fragments.map((f) => f.part.right)),
    }));
    const own = row.flatMap((c) => c.fragments.map((f) => f.line));
    const first = own.reduce((a, b) => (b.id < a.id ? b : a));
    const x = Math.min(...parts.map((p) => p.x));
    const y = Math.min(...own.map((l) => l.box.y));
    const bottom = Math.max(...own.map((l) => l.box.y + l.box.h));
    return {
      ...first,
      parts,
      text: partsText(parts),
      box: { ...first.box, x, y, w: Math.max(...parts.map((p) => p.right)) - x, h: bottom - y },
      joined: [...new Set(own.flatMap(sourceIds))].sort((a, b) => a - b),
    };
  });
}

/**
 * Rows of tags after a group's name in a column of its own ('前端' | 'JavaScript' | 'TypeScript' …, '工具' | 'Webpack'
 * …, CakeResume's): each row's first cell is its label, as if typed with a colon. Only where every such row's first two
 * cells start at the same places, the gap after the first is wider than any between its tags, and the tags after
 * them flow (no third column stands aligned: a table's columns do).
 */
export function groupColumnLabels(lines: readonly SourceLine[]): readonly SourceLine[] {
  const pairs = labelColumnPairs(lines);
  if (pairs) return pairs;
  const rows = lines.filter((l) => l.parts.length >= 3 && l.box.page > 0);
  if (rows.length < 2) return lines;
  const [first] = rows;
  const gapsAfter = (l: SourceLine) => l.parts.slice(2).map((p, k) => p.x - l.parts[k + 1]!.right);
  const labelled = rows.every(
    (l) =>
      near(l.parts[0]!.x, first!.parts[0]!.x) &&
      near(l.parts[1]!.x, first!.parts[1]!.x) &&
      l.parts[1]!.x - l.parts[0]!.right > Math.max(...gapsAfter(l)) * 1.5 &&
      isLabelCell(l.parts[0]!),
  );
  const flowing = rows.some((l) => !near(l.parts[2]!.x, first!.parts[2]!.x));
  return labelled && flowing ? withLabels(lines, rows) : lines;
}

/**
 * Rows of a label and its list in two columns ('Gestionali' | 'SAP MM/PP, SAP S/4HANA, …', 'Altro' | 'Lean Six Sigma
 * Green Belt', the curve class's rubric): three rows or more, every label starting or ending and every list starting at
 * the same place, most lists split by commas. Each first cell a label, the lone item's row too.
 */
function labelColumnPairs(lines: readonly SourceLine[]): readonly SourceLine[] | undefined {
  const rows = lines.filter((l) => l.parts.length === 2 && l.box.page > 0);
  if (rows.length < 3 || rows.length < lines.length - 1) return undefined;
  const [first] = rows;
  const aligned = rows.every(
    (l) =>
      // (Set from the left, or flush right against the lists as moderncv's \cvitem sets them: 'Data & cloud' | …)
      (near(l.parts[0]!.x, first!.parts[0]!.x) || near(l.parts[0]!.right, first!.parts[0]!.right)) &&
      near(l.parts[1]!.x, first!.parts[1]!.x) &&
      isLabelCell(l.parts[0]!),
  );
  const lists = rows.filter((l) => /,\s/u.test(l.parts[1]!.text)).length;
  return aligned && lists * 2 >= rows.length ? withLabels(lines, rows) : undefined;
}

const near = (a: number, b: number) => Math.abs(a - b) < 2;

/** A group's name in a cell of its own: a few words, no punctuation of a list or a label's colon. */
const isLabelCell = (cell: SourcePart) =>
  !/[:：,，、;；]/u.test(cell.text) && cell.text.trim().split(/\s+/u).length <= 3;

/** The rows' first cells as labels, as if typed with a colon ('Frontend:'). */
const withLabels = (lines: readonly SourceLine[], rows: readonly SourceLine[]) =>
  lines.map((l) => {
    if (!rows.includes(l)) return l;
    const parts = [{ ...l.parts[0]!, text: `${l.parts[0]!.text.trim()}:` }, ...l.parts.slice(1)];
    return { ...l, parts, text: partsText(parts) };
  });
