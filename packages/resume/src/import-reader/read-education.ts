import { addSchool, oneSchoolALine, schoolsAsItems } from './add-school';
import type { Collected } from './collected';
import { assign } from './assign-pieces';
import type { Entry } from './entries';
import { piecesOf } from './header-pieces';
import { linesLikeTheOthers, surelySchool, type ReadJob } from './like-the-others';
import { labelledEntries } from './labelled-entries';
import { headRowTable } from './head-row-table';
import { rirekishoEntries } from './rirekisho';
import { entriesOf } from './section-entries';
import { sourceIds } from './line-joins';
import { coursesUnderLabel, labelledCourses } from './courses-label';
import { isCertification, isTrainingCourse, namesCertifications } from './certifications';
import type { Section, SourceLine } from './types';

/** An education section's schools, and the certifications and courses filed among them. */
export function readEducation(c: Collected, s: Section, lines: readonly SourceLine[]): void {
  const { resume, used } = c;
  const source = c.source.bind(c);
  const entryDates = (e: Entry) => piecesOf(e.header).dates;
  const labelled =
    labelledEntries(s.lines, true) ?? headRowTable(s.lines, false, lines) ?? rirekishoEntries(s.lines, true);
  if (labelled)
    for (const l of labelled) {
      l.used.forEach((id) => used.add(id));
      addSchool(c, l.entry, { ...l, confidence: 0.9 }, l.dates);
    }
  else {
    const certifications = namesCertifications(s.heading);
    const entries = entriesOf(lines, s.lines, used);
    const schools: Array<ReadJob & { e: Entry }> = [];
    for (const e of entries.flatMap((e) => schoolsAsItems(e, s.lines) ?? oneSchoolALine(e))) {
      const courses = coursesUnderLabel(e);
      if (courses && schools.length) {
        schools.at(-1)!.e.bullets.push(...courses);
        continue;
      }
      const { pieces } = piecesOf(e.header);
      if ((certifications && isCertification(e, pieces)) || isTrainingCourse(pieces)) {
        const line = e.header[0]!;
        schools.at(-1)?.e.bullets.push(...labelledCourses(e));
        resume.certifications.push(line.text);
        source('certifications', { text: line.text, lines: sourceIds(line), confidence: 0.8 });
      } else if (pieces.length) schools.push({ e, pieces, a: assign(pieces, true) });
    }
    linesLikeTheOthers(schools, surelySchool);
    for (const { e, a } of schools) addSchool(c, e, a!, entryDates(e));
  }
}
