import { splitEntries } from '../ats/entries';
import { DEGREE_WORD, degreeAndField, joinWrappedList, jobOf, projectOf, schoolOf, skillsOf } from '../ats/fields';
import { BULLET, DATE_RANGE, FIELD_DELIMITER } from '../ats/text';
import type { AtsJob, AtsLine, AtsResume, AtsSchool } from '../ats/types';

/**
 * What the PDF import reads beyond the ATS check's rules. The ATS check stands in for other parsers, so its
 * rules stay as naive as theirs; the import wants the user's fields, and so reads a few layouts that word
 * processors and LaTeX resume styles print and Resumey's templates do not:
 * - an entry's header over two rows, each with something flush right ('School   Place' over 'Degree   Dates'),
 *   entries one after another with no bullets between them;
 * - a job printed company first ('Company, City, Country   Dates' over 'Title');
 * - a school's place printed beside it, and the degree on the next row;
 * - a comma-separated list of skills wrapped in the middle of an item.
 */

/**
 * Entries one after another with no bullets between them (schools): a line set like the entry's first line
 * (the same weight, size and left edge) once the entry's header holds two lines and its dates, starts the next.
 */
function splitAtRepeatedHeads(lines: readonly AtsLine[]): AtsLine[][] {
  const groups: AtsLine[][] = [];
  let group: AtsLine[] = [];
  let headerLines = 0;
  let dated = false;
  for (const line of lines) {
    const first = group[0];
    const bullet = BULLET.test(line.parts[0] ?? '');
    const repeats =
      first &&
      !bullet &&
      headerLines >= 2 &&
      dated &&
      line.bold === first.bold &&
      line.page === first.page &&
      Math.abs(line.x - first.x) < 1 &&
      Math.abs(line.fontSize - first.fontSize) < 0.3;
    if (repeats) {
      groups.push(group);
      group = [];
      headerLines = 0;
      dated = false;
    }
    group.push(line);
    if (bullet)
      headerLines = Infinity; // bullets end the header; splitEntries splits at them itself
    else if (headerLines !== Infinity) headerLines += 1;
    dated ||= DATE_RANGE.test(line.text);
  }
  if (group.length) groups.push(group);
  return groups;
}

const entriesOf = (lines: readonly AtsLine[]) => splitAtRepeatedHeads(lines).flatMap((g) => splitEntries(g));

/** Words a job title has and a company's name seldom does. */
const TITLE_WORD =
  /\b(manager|engineer|developer|supervisor|intern|director|analyst|designer|consultant|officer|assistant|specialist|coordinator|administrator|architect|scientist|teacher|nurse|accountant|technician|researcher|editor|writer|representative|executive|lead|head|president|vp|founder|programmer|operator|agent|clerk|advisor|adviser|associate|trainee|apprentice)\b/i;
/** 'Bristol, UK', 'Austin, TX': a place after a name, set off by a comma. */
const PLACE_TAIL = /^(.+?),\s*([\p{Lu}][\p{L}\p{M}.' -]*,\s*[\p{Lu}][\p{L}\p{M}.' -]*)$/u;

/**
 * Title and company the other way round when only the second reads as a job title ('Greenfield Foods' over
 * 'Operations Manager'); a place the company carries ('Greenfield Foods, Bristol, UK') is the job's location.
 */
function refineJob(job: AtsJob): AtsJob {
  let { title, company, location } = job;
  if (company && !TITLE_WORD.test(title) && TITLE_WORD.test(company)) [title, company] = [company, title];
  const place = location ? null : company.match(PLACE_TAIL);
  if (place) [company, location] = [place[1]!.trim(), place[2]!.trim()];
  return { ...job, title, company, location };
}

/**
 * The school as the ATS rules read it, except that the degree is the line that reads as one: a place printed
 * beside the school ('University of Texas at Austin   Austin, TX') is not the degree.
 */
function refineSchool(school: AtsSchool, header: readonly string[]): AtsSchool {
  if (DEGREE_WORD.test(school.degree)) return school;
  const line = header
    .flatMap((h) => h.split(FIELD_DELIMITER))
    .map((h) => h.trim())
    .find((h) => h !== school.school && DEGREE_WORD.test(h) && !DATE_RANGE.test(h));
  return line ? { ...school, ...degreeAndField(line) } : school;
}

/** A comma-separated list of skills wrapped in the middle of an item ('..., Team' over 'Leadership'), joined. */
const joinWrappedCommaLists = (lines: readonly AtsLine[]) =>
  joinWrappedList(
    lines,
    (prev, line) =>
      prev.parts.length === 1 &&
      line.parts.length === 1 &&
      /,\s/.test(prev.text) &&
      !/[,;:]$/.test(prev.text) &&
      !BULLET.test(line.text) &&
      !/^[^:,]{1,30}:/.test(line.text) &&
      line.page === prev.page,
  );

/** The ATS rules' reading with the jobs, schools, projects and skills read again by the import's rules. */
export function rereadEntries(read: AtsResume): AtsResume {
  const of = (kind: string) => read.sections.filter((s) => s.kind === kind).flatMap((s) => s.lines);
  return {
    ...read,
    experience: entriesOf(of('experience')).map(jobOf).map(refineJob),
    education: entriesOf(of('education')).map((e) => refineSchool(schoolOf(e), e.header)),
    projects: entriesOf(of('projects')).map(projectOf),
    skills: skillsOf(joinWrappedCommaLists(of('skills'))),
  };
}
