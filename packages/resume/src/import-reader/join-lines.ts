import type { SourceLine } from './types';

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
  const out: SourceLine[] = [];
  for (const line of lines) {
    const prev = out.at(-1);
    if (prev && continues(prev, line)) {
      out[out.length - 1] = { ...merge(prev, line), joined: [...sourceIds(prev), line.id] };
    } else out.push(line);
  }
  return out;
}

/** A line as one part holding `text` (its first part's place and style). */
export const onePart = (line: SourceLine, text: string): SourceLine => ({
  ...line,
  text,
  parts: [{ ...line.parts[0]!, text }],
});

/** The box that holds two lines, the first above the second. */
export const boxOfBoth = (prev: SourceLine, line: SourceLine): SourceLine['box'] => ({
  ...prev.box,
  w: Math.max(prev.box.w, line.box.x + line.box.w - prev.box.x),
  h: line.box.y + line.box.h - prev.box.y,
});
