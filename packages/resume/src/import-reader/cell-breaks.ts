import { findDates } from './dates';
import { sourceIds } from './line-joins';
import { partsText } from './plain-items';
import type { SourceLine, SourcePart } from './types';

/**
 * A table's lines with each word its narrow cell broke joined again. A page breaks a word inside itself only when
 * the word alone is wider than its cell, so the line above holds that one word, as wide as the column's widest, and
 * the cell's next line goes on with the rest: '201' over '0' in a year column too narrow for '2010', 'Abastecimient'
 * over 'o' in a job's title. Where a line break is a space, the two stay apart.
 */
export function withCellBreaksJoined(
  lines: readonly SourceLine[],
  columnAt: (line: SourceLine, part: SourcePart, index: number) => string | undefined,
  /** Words the document writes whole elsewhere: a word broken in two is one of them. */
  known: ReadonlySet<string>,
): SourceLine[] {
  const out = lines.map((l) => ({ ...l, parts: [...l.parts] }));
  const widest = new Map<string, number>();
  for (const l of out)
    l.parts.forEach((p, i) => {
      const column = columnAt(l, p, i);
      if (column && l.box.page > 0) widest.set(column, Math.max(widest.get(column) ?? 0, p.right - p.x));
    });
  for (const l of out) {
    if (l.box.page === 0) continue;
    for (const [i, p] of l.parts.entries()) {
      const column = columnAt(l, p, i);
      if (!column || /\s/u.test(p.text.trim()) || p.right - p.x < widest.get(column)! - l.size * 0.7) continue;
      // The cell's next line: the nearest under it that overlaps it.
      const under = out
        .filter(
          (m) => m !== l && m.box.page === l.box.page && m.box.y > l.box.y + 1 && m.box.y - l.box.y < l.size * 1.6,
        )
        .flatMap((m) => m.parts.map((q) => ({ m, q })))
        .filter(({ q }) => q.x < p.right && q.right > p.x)
        .sort((a, b) => a.m.box.y - b.m.box.y)[0];
      if (!under || !brokenWord(p.text, under.q.text, known)) continue;
      const { m, q } = under;
      l.parts[i] = { ...p, text: `${p.text}${q.text}`, right: Math.max(p.right, q.right) };
      l.text = partsText(l.parts);
      m.parts = m.parts.filter((o) => o !== q);
      m.text = partsText(m.parts);
      if (!m.parts.length) l.joined = [...sourceIds(l), ...sourceIds(m)];
    }
  }
  return out.filter((l) => l.parts.length);
}

/**
 * A word broken where its cell ended: a year's digits ('201' / '0', a date once joined, not a year over a year), or
 * a word's letters where the document writes the two halves as one word elsewhere ('Abastecimient' / 'o').
 */
function brokenWord(top: string, rest: string, known: ReadonlySet<string>): boolean {
  const next = rest.split(/\s+/u)[0]!;
  if (/(?:^|\D)\d{1,3}$/u.test(top) && /^\d/u.test(next)) return !!findDates(`${top}${next}`);
  const word = `${top}${next}`.replace(/[^\p{L}\p{M}]+$/u, '').toLocaleLowerCase();
  return /\p{Ll}$/u.test(top) && /^\p{Ll}/u.test(next) && known.has(word);
}

/** The words the lines write, in lower case, as brokenWord looks them up. */
export const wordsOf = (lines: readonly SourceLine[]): Set<string> =>
  new Set(lines.flatMap((l) => l.text.toLocaleLowerCase().split(/[^\p{L}\p{M}]+/u)).filter((w) => w.length > 2));
