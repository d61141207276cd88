import type { SourceLine, SourcePart } from './types';
import { partsText } from './plain-items';

// How the readers join a line broken in the wrong place into the one before it: the building blocks each rule of
// joining uses (which lines go on, the joined line's ids, parts and box).

/** The ids of the lines a line was made from: its own, or those of the lines joined into it. */
export const sourceIds = (line: SourceLine): number[] => line.joined ?? [line.id];

/**
 * The lines with each one that goes on from the line before (`continues`, asked of the line built so far and the
 * next) joined into it by `merge`; a joined line keeps its first line's id and names all of them in `joined`. The
 * readers' rules for a line broken in the wrong place (a wrapped list item, heading, link or list) differ only in
 * `continues` and in how the text is put back together.
 */
export function joinContinued(
  lines: readonly SourceLine[],
  continues: (prev: SourceLine, line: SourceLine) => boolean,
  merge: (prev: SourceLine, line: SourceLine) => SourceLine,
): SourceLine[] {
  return joinWhere(lines, (prev, line) => (continues(prev, line) ? merge(prev, line) : undefined));
}

/** joinContinued where one question decides both whether and how a line goes on (`join` is undefined when not). */
export function joinWhere(
  lines: readonly SourceLine[],
  join: (prev: SourceLine, line: SourceLine) => SourceLine | undefined,
): SourceLine[] {
  const out: SourceLine[] = [];
  for (const line of lines) {
    const prev = out.at(-1);
    const joined = prev && join(prev, line);
    if (joined) out[out.length - 1] = { ...joined, joined: [...sourceIds(prev), line.id] };
    else out.push(line);
  }
  return out;
}

/** A line as one part holding `text` (its first part's place and style). */
export const onePart = (line: SourceLine, text: string): SourceLine => ({
  ...line,
  text,
  parts: [{ ...line.parts[0]!, text }],
});

/**
 * A line holding only `parts` (some of its own): its text, size, style and box are theirs, on its baseline. A
 * heading's cell taken off a table row leaves the row's other cells, set smaller ('FORMACIÓN' | 'Máster en …').
 */
export function withParts(line: SourceLine, parts: SourcePart[]): SourceLine {
  const letters = parts.filter((p) => /\p{L}/u.test(p.text));
  const size = Math.max(...parts.map((p) => p.size));
  const x = Math.min(...parts.map((p) => p.x));
  const baseline = line.box.y + line.size * 0.85;
  return {
    ...line,
    parts,
    text: partsText(parts),
    size,
    bold: letters.length > 0 && letters.every((p) => p.bold),
    italic: letters.length > 0 && letters.every((p) => p.italic),
    box: { ...line.box, x, y: baseline - size * 0.85, w: Math.max(...parts.map((p) => p.right)) - x, h: size * 1.15 },
  };
}

/** The box that holds two lines, the first above the second. */
export const boxOfBoth = (prev: SourceLine, line: SourceLine): SourceLine['box'] => ({
  ...prev.box,
  w: Math.max(prev.box.w, line.box.x + line.box.w - prev.box.x),
  h: line.box.y + line.box.h - prev.box.y,
});
