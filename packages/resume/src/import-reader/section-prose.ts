import { findDates } from './dates';
import { entryDates } from './entry-dates';
import { goesOn, PROMOTION_NOTE, sentence, styleOf, yearDated } from './entry-lines';
import { tagsOf, techList } from './tech-lines';
import type { SourceLine } from './types';

/** How a section's lines go on from one another: its paragraphs' wrapped lines, its prose and its lists of tools. */
export interface SectionProse {
  /** The line wraps on from the one above it, at the same edge in the same type. */
  wrapsOn(above: SourceLine, line: SourceLine): boolean;
  /** The line goes on with the sentence above it. */
  continues(above: SourceLine, line: SourceLine): boolean;
  /** The ids of the lines that are a paragraph's. */
  prose: ReadonlySet<number>;
  /** The line lists a job's technologies ('Kotlin / Kafka / Kubernetes / AWS'). */
  techLine(line: SourceLine): boolean;
}

export function sectionProse(lines: readonly SourceLine[], textRight: number): SectionProse {
  // (Word's paragraphs have no place on a page: page 0.)
  // (Its last line's edge, when wrapped lines were joined into it: 'Completed while … Distribution' / 'Management'
  // ends short of the edge.)
  const ranToEdge = (l: SourceLine) => l.box.page > 0 && (l.end ?? l.box.x + l.box.w) > textRight - l.size * 4;
  // The paragraph goes on: in lower case, or under a line that ran to the edge without a stop ('… mit monatlich 40
  // Millionen' / 'Besuchen.'), from the same edge in the same type.
  const wrapsOn = (above: SourceLine, line: SourceLine) =>
    ranToEdge(above) &&
    !/[.!?。:]$/u.test(above.text) &&
    Math.abs(line.box.x - above.box.x) < 2 &&
    styleOf(line) === styleOf(above) &&
    line.box.page === above.box.page &&
    line.box.y > above.box.y &&
    line.box.y - (above.box.y + above.box.h - line.box.h) < line.size * 1.9;
  // (A year a sentence names on its last line is no entry's: '… finished at 112% in 2018 and' / '118% in 2019.'.)
  const continues = (above: SourceLine, line: SourceLine) =>
    goesOn(above, line) || (wrapsOn(above, line) && (!entryDates(line) || !yearDated(line)));
  // A paragraph's line, stop or no: a sentence, or a line of six words or more, undated, that lines going on from it
  // end with a stop (within five lines).
  const endsInStop = (i: number): boolean => {
    for (let j = i; j < Math.min(lines.length - 1, i + 5); j++) {
      if (!continues(lines[j]!, lines[j + 1]!)) return false;
      if (/[.!?。]$/u.test(lines[j + 1]!.text)) return true;
    }
    return false;
  };
  const prose = new Set(
    lines
      .filter((l, i) => {
        if (sentence(l) || PROMOTION_NOTE.test(l.text)) return true;
        return endsInStop(i) && l.text.split(/\s+/).length >= 6 && !l.bold && !findDates(l.text);
      })
      .map((l) => l.id),
  );
  // A job's technologies under its items ('Kotlin / Kafka / Kubernetes / AWS'); two of them too where the section's
  // other such lines stand at its edge, set alike ('Python / Django', no title).
  // (Or a row of tags set smaller than the text: 'Java' | 'Spring Boot' | 'Redis' at 8.5 pt under items at 9.5.)
  const sizes = lines.map((l) => l.size).sort((a, b) => a - b);
  const body = sizes[Math.floor(sizes.length / 2)] ?? 0;
  const techLine = (line: SourceLine) =>
    !!techList(line.text) ||
    (!!tagsOf(line) && !line.bold && line.size < body - 0.5) ||
    (!!techList(line.text, 2) &&
      lines.some(
        (o) => o !== line && !!techList(o.text) && Math.abs(o.box.x - line.box.x) < 1 && styleOf(o) === styleOf(line),
      ));
  return { wrapsOn, continues, prose, techLine };
}
