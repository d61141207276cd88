import { partsText } from './plain-items';
import { looksLikePlace } from './places';
import { DURATION, findDates, isOnlyDates } from './dates';
import { boxOfBoth, joinWhere, withParts } from './line-joins';
import { closeUnder } from './line-gaps';
import { LINE_MARK } from './list-marks';
import type { SourceLine, SourcePart } from './types';

/** Whether a cell is the start of a date, cut short ('Sept.', 'Mar. 2020–', '2016–Feb.'): with a year it is one. */
const dateStart = (text: string) => {
  const found = findDates(`${text} 2000`);
  return !!found && found.index === 0 && found.text.length >= text.length;
};

/**
 * A paragraph's last word wrapped onto a line of its own under a line that ran on far past the column ('Train eight
 * … each' / 'spring', then the next entry's 'Mar 2016 - Dec 2019'): a season or a month that ends a sentence, no
 * date cut short in a column.
 */
const wrappedRest = (above: SourceLine | undefined, line: SourceLine, below: SourcePart) =>
  !!above &&
  above.parts.length === 1 &&
  Math.abs(above.parts[0]!.x - line.parts[0]!.x) < line.size &&
  closeUnder(above, line, 1.6) &&
  above.box.x + above.box.w > below.right + line.size * 4;

/**
 * Two cells of one column: their left or their right edges line up (moderncv sets its dates flush right), or one
 * spans the other (a flush-right cell too wide for its margin runs past the column's edge: 'Mar.' over
 * '2020–Actualidad').
 */
const sameColumn = (a: SourcePart, b: SourcePart) => {
  const spans = (wide: SourcePart, narrow: SourcePart) => wide.x <= narrow.x + 3 && wide.right >= narrow.right - 3;
  return Math.abs(a.x - b.x) < 3 || Math.abs(a.right - b.right) < 3 || spans(a, b) || spans(b, a);
};

/**
 * A date column's cells read back over several lines: a range broken after its dash ('Март 2019 —' over 'по
 * настоящее время', 'Sep 2015 –' over 'Feb 2019') or anywhere in a narrow margin ('Sept.' over '2016–Feb.' over
 * '2020') is joined into its first line, and a duration under it dropped. A line whose first cell that was, and
 * whose next is a list mark, is a list item. Returns the lines and the ids of the lines that had nothing else
 * (read, and placed with the dates).
 */
export function joinDateColumn(lines: readonly SourceLine[]): { lines: SourceLine[]; consumed: number[] } {
  const out = lines.map((l) => ({ ...l, parts: [...l.parts] }));
  // The lines whose date cell took the cells under it.
  const cells = new Set<number>();
  for (let i = 0; i < out.length; i++) {
    const line = out[i]!;
    for (let j = i + 1; j < out.length; j++) {
      const first = line.parts[0];
      const next = out[j]!;
      const below = next.parts[0];
      // (The entry's own line beside the cell, read between the cell's lines: 'Mar. 2018 – Dic.' | 'Analista …' over
      // '2020', moderncv's margin.)
      const besideCell =
        !!first &&
        next.box.page === line.box.page &&
        Math.abs(next.box.y - line.box.y) < line.size * 0.5 &&
        next.box.x > first.right;
      if (besideCell && j === i + 1) continue;
      // (Or at the top of the next page, the cell's end a page break carried over: '06/2014 –' / '02/2016'.)
      const carried =
        next.box.page === line.box.page + 1 &&
        /[—–-]\s*$/u.test(first?.text ?? '') &&
        next.parts.length === 1 &&
        isOnlyDates(next.text);
      if (!first || !below || (next.box.page !== line.box.page && !carried) || !sameColumn(first, below)) break;
      // (Or wrapped inside the words for the present: 'Enero 2020 – a' over 'la fecha'.)
      if (
        !/[—–~～〜-]\s*$|\d\s*[—–-]\s*(?:\p{L}+\s*){1,2}$/u.test(first.text) &&
        (!dateStart(first.text) || wrappedRest(out[i - 1], line, below))
      )
        break;
      // (A list's number before its item's text, as WPS sets its numbered lists: '4.' | '负责…' over the next
      // entry's '2017.09 - 2019.06', no month.)
      if (/^\d{1,2}[.)、]$/u.test(first.text.trim()) && line.parts.length > 1) break;
      const alone = findDates(first.text);
      // (The range's dash on a line of its own, centred between its dates: '2019年4月' / '～' / '現在'.)
      const dashOnly = !!alone && /^[~～〜—–-]$/u.test(below.text.trim()) && !/[—–~～〜-]\s*$/u.test(first.text);
      // (A range's dash at the start of the cell's next line, read as a list mark: 'Сентябрь 2019' over '— настоящее'
      // over 'время'. It is put back, and what follows it must be dates.)
      const dashed = next.bullet && !/[—–-]\s*$/u.test(first.text);
      const text = dashed ? `${first.text} – ${below.text}` : `${first.text} ${below.text}`;
      const joined = findDates(text);
      // (The dates found run across the break: a sentence's line that ends on a hyphen, '… with the e-' over
      // 'commerce team, … in 2020', is no cell cut short.)
      const across =
        !!joined &&
        joined.index < first.text.length &&
        joined.index + joined.text.length > text.length - below.text.length;
      if (!dashOnly && (!joined || !across || (alone && joined.text.length <= alone.text.length + 1))) break;
      if (dashed && !joined?.text.includes(below.text.split(/\s+/u)[0]!)) break;
      line.parts[0] = { ...first, text, right: Math.max(first.right, below.right) };
      cells.add(line.id);
      next.parts.shift();
      const rest = next.parts[0];
      const mark = rest?.text.trim().match(LINE_MARK);
      if (rest && mark) {
        const text = rest.text.trim().slice(mark[0].length).trim();
        if (text) next.parts[0] = { ...rest, text };
        else next.parts.shift();
        next.bullet = true;
      }
    }
  }
  const consumed: number[] = [];
  const kept: SourceLine[] = [];
  for (const line of out) {
    const parts = line.parts.filter((p) => !DURATION.test(p.text.trim()));
    if (!parts.length) {
      consumed.push(line.id);
      continue;
    }
    kept.push({ ...line, parts, text: partsText(parts) });
  }
  // A cell that was only its dates, read before the entry's line beside it ('2022–' / 'Actualidad' | 'Maestría en
  // …,' wrapped over 'Universidad de Buenos Aires, …'): that line's first cell, so its wrapped rest joins the row.
  const rows = joinWhere(kept, (prev, line) =>
    cells.has(prev.id) &&
    prev.parts.length === 1 &&
    isOnlyDates(prev.text) &&
    line.box.page === prev.box.page &&
    Math.abs(line.box.y - prev.box.y) < prev.size * 0.5 &&
    line.box.x > prev.parts[0]!.right &&
    !findDates(line.text)
      ? { ...withParts(prev, [...prev.parts, ...line.parts]), box: boxOfBoth(prev, line) }
      : undefined,
  );
  return { lines: rows, consumed };
}

/**
 * A place wrapped in a narrow column of dates and places, under its dates ('09/2021 – present' over 'London, United'
 * over 'Kingdom', left of the title): its lines joined into one, which reads as the entry's place.
 */
export function joinPlaceUnderDates(lines: readonly SourceLine[]): SourceLine[] {
  return joinWhere(lines, (prev, line) => {
    const above = lines[lines.findIndex((l) => l.id === prev.id) - 1];
    const wrapped =
      !!above &&
      isOnlyDates(above.text) &&
      Math.abs(above.box.x - prev.box.x) < 2 &&
      !prev.joined &&
      prev.parts.length === 1 &&
      line.parts.length === 1 &&
      Math.abs(line.box.x - prev.box.x) < 2 &&
      Math.abs(line.size - prev.size) < 0.3 &&
      closeUnder(prev, line, 1.6) &&
      !findDates(line.text) &&
      /,\s\p{Lu}[\p{L}\p{M}.'’-]*$/u.test(prev.text) &&
      /^\p{Lu}[\p{L}\p{M}.'’-]*$/u.test(line.text) &&
      looksLikePlace(prev.text) &&
      // (Beside the entry's own lines, which stand right of the column.)
      lines.some((l) => l.box.page === line.box.page && l.box.x > line.box.x + line.box.w && l.box.y <= line.box.y);
    return wrapped
      ? {
          ...withParts(prev, [
            {
              ...prev.parts[0]!,
              text: `${prev.text} ${line.text}`,
              right: Math.max(prev.parts[0]!.right, line.parts[0]!.right),
            },
          ]),
          box: boxOfBoth(prev, line),
        }
      : undefined;
  });
}

/**
 * A table row's place in its last cell, drawn after the row's middle cell and its items ('01/2022 – Present' |
 * 'Kettle Moraine Gearworks / Senior Design Engineer' | 'Waukesha, WI'): the row's last part, where it stands.
 */
export function joinPlaceBeside(lines: readonly SourceLine[]): SourceLine[] {
  const out: SourceLine[] = [];
  for (const line of lines) {
    const level = (prev: SourceLine) =>
      prev.parts.length >= 2 &&
      !!findDates(prev.parts[0]!.text) &&
      line.box.page === prev.box.page &&
      Math.abs(line.box.y + line.box.h - prev.box.y - prev.box.h) < line.size * 0.35 &&
      Math.abs(line.size - prev.size) < 0.5 &&
      line.box.x > prev.box.x + prev.box.w + line.size * 2;
    // (Its row a few lines up at most: the items of one entry between.)
    const at =
      line.parts.length === 1 && !findDates(line.text) && looksLikePlace(line.text)
        ? out.findLastIndex((o, i) => i >= out.length - 12 && level(o))
        : -1;
    const row = out[at];
    if (row) out[at] = { ...withParts(row, [...row.parts, ...line.parts]), box: boxOfBoth(row, line) };
    else out.push(line);
  }
  return out;
}
