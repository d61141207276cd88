import { partsText } from './plain-items';
import { findDates, isOnlyDates } from './dates';
import { boxOfBoth, joinWhere } from './line-joins';
import { ENDS_MID_PHRASE } from './lexicon';
import type { SourceLine } from './types';
import { joinWrapped } from '../wrapped-text';

/**
 * A table row whose cells wrap side by side ('Licenciatura en' | 'Tecnológico de Monterrey, Campus' over 'Ingeniería
 * Industrial y' | 'Ciudad de México' over 'de Sistemas', a Word or WPS table): each cell's lines joined into its part
 * of the row's first line. A line goes on the row when each of its parts starts where one of the row's cells does,
 * in that cell's type, a line's spacing below, and one of those cells could not have held its part's first word (or
 * ended mid-phrase); it holds no dates but a range's end under its start. A line of one part goes on a row only once a
 * line of two has.
 */
export function joinCellWraps(
  lines: readonly SourceLine[],
  right = Math.max(...lines.map((l) => l.box.x + l.box.w)),
): SourceLine[] {
  // Rows this rule joined: a cell alone goes on one of those ('de Sistemas'), never a line of one part elsewhere.
  const rows = new Set<number>();
  return joinWhere(lines, (prev, line) => {
    if (prev.parts.length < 2 || prev.bullet || line.bullet || line.box.page !== prev.box.page || line.box.page === 0)
      return undefined;
    // (Or a date column's row whose name in bold wrapped its last words under itself, in bold: 'dates' | 'Київський …
    // університет імені Вадима' over 'Гетьмана'; not a label or a sentence that starts under it: 'Funciones: …'.)
    const datedRow =
      prev.parts.length === 2 &&
      isOnlyDates(prev.parts[0]!.text) &&
      prev.parts[1]!.bold &&
      line.text.split(/\s+/u).length <= 6 &&
      !/[:：]/u.test(line.text);
    // (Or one line under a cell that ended mid-phrase: 'Ciencia de Datos, Aprendizaje Automático y sus' |
    // 'Diplomatura' over 'Aplicaciones'.)
    const cellGoesOn =
      line.parts.length === 1 &&
      line.text.split(/\s+/u).length <= 6 &&
      !/[:：]/u.test(line.text) &&
      prev.parts.some(
        (p, i) =>
          Math.abs(p.x - line.box.x) < 2 &&
          ENDS_MID_PHRASE.test(p.text) &&
          !/,\s*$/u.test(p.text) &&
          // (A cell before another, which the line stays clear of: the row's last cell wraps by other rules.)
          i < prev.parts.length - 1 &&
          line.box.x + line.box.w < prev.parts[i + 1]!.x,
      );
    if (line.parts.length < 2 && !rows.has(prev.id) && !datedRow && !cellGoesOn) return undefined;
    if (line.box.y <= prev.box.y || line.box.y - (prev.box.y + prev.box.h - line.box.h) > line.size * 1.6) return;
    if (Math.abs(line.size - prev.size) > 0.3) return undefined;
    // (A list's number in a cell of its own starts the next item: WPS's '2.' | text over '3.' | text.)
    if (/^\d{1,2}[.)、]$/u.test(line.parts[0]!.text.trim())) return undefined;
    // Under a cell: from its left edge, or its right one (a cell set flush right: '2010 –' over '2015').
    const cells = line.parts.map((q) =>
      prev.parts.findIndex((p) => Math.abs(p.x - q.x) < 2 || Math.abs(p.right - q.right) < 2),
    );
    // Dates only as a range's end under its start ('2010 –' over '2015'): other dates start an entry.
    const rangeGoesOn = (p: SourceLine['parts'][number]) => /[–—-]$/u.test(p.text);
    const under = line.parts.every((q, k) => {
      const p = prev.parts[cells[k]!];
      return (
        !!p &&
        p.bold === q.bold &&
        p.italic === q.italic &&
        (rangeGoesOn(p) || (!findDates(p.text) && !findDates(q.text)))
      );
    });
    if (!under) return undefined;
    const wraps = line.parts.some((q, k) => {
      const i = cells[k]!;
      const p = prev.parts[i]!;
      const edge = (prev.parts[i + 1]?.x ?? right) - line.size * 0.5;
      const word = q.text.split(' ')[0]?.length ?? 0;
      return ENDS_MID_PHRASE.test(p.text) || rangeGoesOn(p) || p.right + (word + 1) * 0.5 * line.size > edge;
    });
    if (!wraps || new Set(cells).size !== cells.length) return undefined;
    const parts = prev.parts.map((p, i) => {
      const q = line.parts[cells.indexOf(i)];
      return q ? { ...p, text: joinWrapped(p.text, q.text), right: Math.max(p.right, q.right) } : p;
    });
    const row = { ...prev, parts, text: partsText(parts), box: boxOfBoth(prev, line) };
    rows.add(row.id);
    return row;
  });
}
