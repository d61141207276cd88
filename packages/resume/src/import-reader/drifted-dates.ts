import { findDates, isOnlyDates } from './dates';
import { withParts } from './line-joins';
import type { SourceLine } from './types';

/**
 * A header's dates that drifted off its line, onto a line of the items around it: Word's two-column row whose narrow
 * cell holds the dates pushed down by empty paragraphs until they sat level with the second title in the wide cell,
 * where the items wrap otherwise ('… Hyperion, saving about 60 analyst hours a month' | 'Mar 2016 – May 2019' over
 * 'Senior Financial Analyst, Supply Chain'); in other type the items wrap to more lines or fewer, and the dates stand
 * a few lines above the title or under it. The dates go to that title: the nearest undated line of one part, set out
 * from the items' text at the edge where the section's dated headers start, whose dates end where theirs do, with
 * only the items' lines between.
 */
export function datesDriftedOff(lines: readonly SourceLine[]): SourceLine[] {
  const out = [...lines];
  for (let i = 0; i < out.length; i++) {
    const line = out[i]!;
    const dates = line.parts.at(-1)!;
    if (line.parts.length < 2 || !isOnlyDates(dates.text) || findDates(line.parts[0]!.text) || line.box.page === 0)
      continue;
    // (Of the header's dates, the edge the section's dated headers start at.)
    const headerEdge = (x: number) =>
      lines.some(
        (l) =>
          l !== line &&
          l.parts.length >= 2 &&
          Math.abs(l.parts[0]!.x - x) < 2 &&
          isOnlyDates(l.parts.at(-1)!.text) &&
          Math.abs(l.parts.at(-1)!.right - dates.right) < 3,
      );
    const title = (next: SourceLine) =>
      next.parts.length === 1 &&
      !next.bullet &&
      !findDates(next.text) &&
      next.box.page === line.box.page &&
      Math.abs(next.size - line.size) <= 0.5 &&
      line.parts[0]!.x >= next.box.x + line.size &&
      headerEdge(next.box.x);
    // An item's line, set in from the title: what may stand between the dates and it.
    const item = (l: SourceLine, edge: number) =>
      l.box.page === line.box.page && (l.bullet || l.box.x > edge + line.size) && !findDates(l.text);
    // Nearest first: the line under (the dates a line up), then above, then two lines off, three.
    const at = [1, -1, 2, -2, 3, -3]
      .map((k) => i + k)
      .find((j) => {
        const next = out[j];
        if (!next || !title(next)) return false;
        const dy = next.box.y - line.box.y;
        // (A line under it at most a line and a half down; further off, as far as its lines make.)
        const near =
          j === i + 1 ? dy > 0 && dy < line.size * 1.6 : Math.abs(dy) < (Math.abs(j - i) + 0.5) * line.size * 1.6;
        const between = out.slice(Math.min(i, j) + 1, Math.max(i, j));
        // (Under the title, an item between: a line right under a title is its own rest, a cell of its row.)
        const under = j > i || between.some((l) => l.bullet);
        return near && under && between.every((l) => item(l, next.box.x));
      });
    if (at === undefined) continue;
    out[i] = withParts(line, line.parts.slice(0, -1));
    out[at] = withParts(out[at]!, [...out[at]!.parts, dates]);
  }
  return out;
}
