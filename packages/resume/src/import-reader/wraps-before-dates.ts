import { partsText } from './plain-items';
import { findDates, isOnlyDates } from './dates';
import { boxOfBoth, joinContinued } from './line-joins';
import { lineLabel } from './line-label';
import { joinWrapped } from '../wrapped-text';
import type { SourceLine } from './types';
import { ENDS_MID_PHRASE } from './lexicon';

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
      return { ...prev, parts, text: partsText(parts), box: boxOfBoth(prev, line) };
    },
  );
}

/**
 * The other way round: a header's words wrapped in their cell while the dates stay on the first row ('Senior Manager,
 * Supply Chain Planning' | '04/2021 – present' over '& Analytics', a builder's flex row). The next line, under the
 * words in their type, goes on them when it cannot start a field of its own: it opens with '&', a bracket or a
 * lower-case word, or the words above end mid-phrase.
 */
export function joinWrappedBesideDates(given: readonly SourceLine[]): SourceLine[] {
  // The dates drawn after both lines ('Master of Business Administration' / '(MBA), Part-time' / '09/2018 – 05/2021'
  // on the first one's baseline): onto the first, as a part of it.
  const lines = [...given];
  const baseline = (l: SourceLine) => l.box.y + l.size * 0.85;
  for (let i = 2; i < lines.length; i++) {
    const [words, rest, dates] = [lines[i - 2]!, lines[i - 1]!, lines[i]!];
    if (
      isOnlyDates(dates.text) &&
      words.parts.length === 1 &&
      !findDates(words.text) &&
      dates.box.page === words.box.page &&
      rest.box.page === words.box.page &&
      Math.abs(baseline(dates) - baseline(words)) <= 0.35 * Math.max(words.size, dates.size) &&
      dates.box.x > words.box.x + words.box.w &&
      rest.box.y > words.box.y &&
      Math.abs(rest.box.x - words.box.x) < 2
    ) {
      const parts = [...words.parts, ...dates.parts];
      lines.splice(i - 2, 1, {
        ...words,
        parts,
        text: partsText(parts),
        box: boxOfBoth(words, dates),
      });
      lines.splice(i, 1);
    }
  }
  return joinContinued(
    lines,
    (prev, line) => {
      const [words, dates] = prev.parts;
      return (
        prev.parts.length === 2 &&
        line.parts.length === 1 &&
        !prev.bullet &&
        !line.bullet &&
        line.box.page === prev.box.page &&
        line.box.page > 0 &&
        isOnlyDates(dates!.text) &&
        !findDates(words!.text) &&
        !findDates(line.text) &&
        lineLabel(line.text) === undefined &&
        Math.abs(line.box.x - words!.x) < 2 &&
        Math.abs(line.size - words!.size) < 0.3 &&
        line.bold === words!.bold &&
        line.italic === words!.italic &&
        line.box.x + line.box.w < dates!.x &&
        line.box.y > prev.box.y &&
        line.box.y - prev.box.y < line.size * 1.6 &&
        (/^[&(\p{Ll}]/u.test(line.text) || ENDS_MID_PHRASE.test(words!.text))
      );
    },
    (prev, line) => {
      const words = { ...prev.parts[0]!, text: joinWrapped(prev.parts[0]!.text, line.text) };
      const parts = [words, prev.parts[1]!];
      return { ...prev, parts, text: partsText(parts), box: boxOfBoth(prev, line) };
    },
  );
}
