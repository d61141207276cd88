import { partsText } from './plain-items';
import type { SourceLine } from './types';

/**
 * A list set in columns whose cells start on a grid (LaTeX's multicols, a table of skills): a part of a line that
 * starts off the grid, a word's gap after the part before it, is that cell's next word drawn apart by justification
 * ('Stakeholder' | 'communication' in the last column, where every other line's cells start at the four columns).
 */
export function joinOffGridParts(lines: readonly SourceLine[]): SourceLine[] {
  const starts = new Map<number, number>();
  for (const l of lines)
    if (l.parts.length >= 3)
      for (const p of l.parts) starts.set(Math.round(p.x), (starts.get(Math.round(p.x)) ?? 0) + 1);
  const onGrid = (x: number) => [...starts].some(([s, n]) => n >= 2 && Math.abs(s - x) < 2);
  return lines.map((l) => {
    if (l.parts.length < 3 || l.box.page === 0) return l;
    const parts = l.parts.reduce<SourceLine['parts']>((out, p) => {
      const last = out.at(-1);
      if (last && onGrid(last.x) && !onGrid(p.x) && p.x - last.right < p.size * 2 && /^\p{Ll}/u.test(p.text))
        return [...out.slice(0, -1), { ...last, text: `${last.text} ${p.text}`, right: p.right }];
      return [...out, p];
    }, []);
    return parts.length === l.parts.length ? l : { ...l, parts, text: partsText(parts) };
  });
}
