import type { AtsLine, AtsResume } from './types';
import { splitEntries } from './entries';
import { headerOf, jobOf, projectOf, schoolOf, skillsOf } from './fields';
import { splitSections } from './sections';
import { BULLET } from './text';

/**
 * Reads a resume from the lines of its PDF the way open-source ATS parsers do: the lines before the first
 * section heading are the header (name first, then headline and contact details), sections are found by their
 * heading words, and each section's fields by simple rules (entries split at their bullets, fields at the
 * delimiters ' | ', ' · ', ' - ' and line ends, dates by their shape). Pure: lines in, fields out.
 */
export function parseResumeLines(lines: readonly AtsLine[]): AtsResume {
  const { header, sections } = splitSections(lines);
  const head = headerOf(header);
  const of = (kind: string) => sections.filter((s) => s.kind === kind).flatMap((s) => s.lines);
  return {
    ...head,
    summary: of('summary')
      .map((l) => l.text)
      .join(' '),
    experience: splitEntries(of('experience')).map(jobOf),
    education: splitEntries(of('education')).map(schoolOf),
    projects: splitEntries(of('projects')).map(projectOf),
    skills: skillsOf(of('skills')),
    certifications: of('certifications').map((l) => l.text.replace(BULLET, '').trim()),
    sections,
  };
}
