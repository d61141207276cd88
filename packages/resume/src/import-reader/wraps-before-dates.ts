import { findDates, isOnlyDates } from './dates';
import { boxOfBoth, joinContinued } from './join-lines';
import { lineLabel } from './line-label';
import { joinWrapped } from '../wrapped-text';
import type { SourceLine } from './types';

/**
 * A header too long for its line, its last words wrapped onto the next, where its dates stand on a tab stop ('Registered
 * Nurse II, Emergency Department and Clinical Decision Unit (Observation), Night' over 'Shift<TAB>Jan 2019 – Feb
 * 2021', Word): the words go back onto the line above, the dates stay beside them. The line above ran to the column's
 * edge (the next one's first word would not have fitted), ends on no stop and holds no dates; the words are few and
 * set as it is, from its left edge, a line's spacing below.
 */
export function joinWrappedBeforeDates(
  lines: readonly SourceLine[],
  right = Math.max(...lines.map((l) => l.box.x + l.box.w)),
): SourceLine[] {
  return joinContinued(
    lines,
    (prev, line) => {
      const [words, dates] = line.parts;
      return (
        prev.parts.length === 1 &&
        line.parts.length === 2 &&
        !prev.bullet &&
        !line.bullet &&
        line.box.page === prev.box.page &&
        line.box.page > 0 &&
        isOnlyDates(dates!.text) &&
        words!.text.split(/\s+/u).length <= 4 &&
        !findDates(words!.text) &&
        lineLabel(words!.text) === undefined &&
        !findDates(prev.text) &&
        !/[.;:!?]$/u.test(prev.text) &&
        Math.abs(words!.x - prev.box.x) < 2 &&
        Math.abs(line.size - prev.size) < 0.3 &&
        words!.bold === prev.parts[0]!.bold &&
        words!.italic === prev.parts[0]!.italic &&
        line.box.y > prev.box.y &&
        line.box.y - prev.box.y < line.size * 1.6 &&
        prev.box.x + prev.box.w + ((words!.text.split(' ')[0]?.length ?? 0) + 1) * 0.5 * line.size > right
      );
    },
    (prev, line) => {
      const title = { ...prev.parts[0]!, text: joinWrapped(prev.text, line.parts[0]!.text) };
      const parts = [title, line.parts[1]!];
      return { ...prev, parts, text: parts.map((p) => p.text).join(' '), box: boxOfBoth(prev, line) };
    },
  );
}
