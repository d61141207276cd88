import { joinDateColumn, joinPlaceBeside, joinPlaceUnderDates } from './date-column';
import { datesDriftedOff } from './drifted-dates';
import { entryDates as lineDates } from './entry-dates';
import { splitEntries, type Entry } from './entries';
import { joinDatesBeside, joinWrappedLines } from './join-lines';
import { joinDangling } from './header-wraps';
import { companyScore, schoolScore, titleScore } from './lexicon';
import { isKnownCity } from './cities';
import type { SourceLine } from './types';
import { joinWrappedBeforeDates, joinWrappedBesideDates } from './wraps-before-dates';
import { joinCellWraps } from './cell-wraps';
import { joinUnderLabel, joinUnderLoneLabel, joinValueUnderLabel, sectorLabels } from './label-column';
import { numberedAfterLabel } from './numbered-after-label';

// A section's lines as the entries they hold: its column's edge, its date column, its wrapped lines.

/**
 * Where the column a section's lines are set in ends: the right edge of every line of the file that starts where
 * they do, on their pages. Two short lines of a list are no wrapped line because they end near each other. With
 * 'undated', of those lines without dates only: the text's edge, where dates stand past it.
 */
export function columnRight(
  all: readonly SourceLine[],
  section: readonly SourceLine[],
  which: 'all' | 'undated' = 'all',
): number | undefined {
  const starts = section.filter((l) => l.box.page > 0);
  const near = all.filter(
    (l) =>
      (which === 'all' || !lineDates(l)) &&
      starts.some(
        (s) =>
          s.box.page === l.box.page &&
          // (Or a list item set in from them: the column runs as far as its items do, on a page whose other lines
          // are short labelled fields, 'Empresa: …', 'Cargo: …'.)
          (Math.abs(s.box.x - l.box.x) < 3 || (l.bullet && l.box.x > s.box.x && l.box.x - s.box.x < 4 * s.size)),
      ),
  );
  return near.length ? Math.max(...near.map((l) => l.box.x + l.box.w)) : undefined;
}

/**
 * A dated section's entries, split at each header: the dates set in a column of their own joined to the rows beside
 * them (their lines marked used), wrapped lines joined. With 'besideDates', only lines beside dates are rejoined.
 */
export function entriesOf(
  all: readonly SourceLine[],
  section: readonly SourceLine[],
  used: Set<number>,
  join: 'any' | 'besideDates' = 'any',
) {
  const column = joinDateColumn(joinPlaceUnderDates(joinPlaceBeside(datesDriftedOff(section))));
  column.consumed.forEach((id) => used.add(id));
  const right = columnRight(all, section);
  const entries = splitEntries(
    joinDatesBeside(
      joinWrappedBesideDates(
        joinWrappedBeforeDates(
          joinUnderLoneLabel(
            joinWrappedLines(
              joinDangling(
                joinCellWraps(
                  joinValueUnderLabel(joinUnderLabel(sectorLabels(numberedAfterLabel(column.lines)))),
                  right,
                ),
                right,
              ),
              right,
              join,
            ),
          ),
          right,
        ),
      ),
    ),
    columnRight(all, section, 'undated'),
  );
  return withoutSubheadings(entries, used);
}

/**
 * A subsection's name over its entries (moderncv's \subsection{Docencia} in Experiencia): a short undated line, no
 * job's title, set larger than the dated line under it, where the section's other entries start on their dated line.
 * It names no entry's title; like a heading, it is read and used.
 */
function withoutSubheadings(entries: Entry[], used: Set<number>): Entry[] {
  // (Not an employer over its roles, its town after its comma: 'Arup, Leeds' over 'Senior Structural Engineer' |
  // 'Sept 2019 – Present', as British CVs set it.)
  const employerInTown = (text: string) => {
    const segments = text.split(/,\s+/u);
    return segments.length === 2 && isKnownCity(segments[1]!);
  };
  const named = (e: Entry) => {
    const pair = labelLine(e, 4);
    return !!pair && pair[0].size > pair[1].size * 1.05 && !employerInTown(pair[0].text);
  };
  // (Or a label in bold italics over a whole header in upright type: 'Servicio social' over '**Puesto** — Empresa'.)
  const labelOver = (e: Entry) => {
    const pair = labelLine(e, 3);
    if (!pair) return false;
    const [first, second] = pair;
    return (
      first.bold &&
      first.italic &&
      !second.italic &&
      !companyScore(first.text) &&
      !schoolScore(first.text) &&
      /\S\s[—–]\s\S/u.test(second.text)
    );
  };
  const others = entries.filter((e) => !named(e));
  const othersDated =
    others.length > 0 && others.filter((e) => e.header[0] && lineDates(e.header[0])).length * 2 >= others.length;
  return entries.map((e) => {
    if (!(named(e) && othersDated) && !labelOver(e)) return e;
    used.add(e.header[0]!.id);
    return { ...e, header: e.header.slice(1) };
  });
}

/** The entry's first line when it could only be a label: one short undated part, no title, over a dated line. */
function labelLine(e: Entry, maxWords: number) {
  const [first, second] = e.header;
  if (!first || !second || first.bullet || first.parts.length !== 1) return null;
  if (first.text.split(/\s+/).length > maxWords || lineDates(first) || !lineDates(second)) return null;
  return titleScore(first.text) ? null : ([first, second] as const);
}
