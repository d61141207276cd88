import { writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FONT_IDS, type Resume, type SectionKey } from '@resumey/resume';
import { TEMPLATE_DEFINITIONS } from '@resumey/templates/registry';
import type { AtsCase } from '@resumey/test-support/ats-matrix';
import type { OrResume } from './openresume-entries';
import { scoreCell, scoreOpenResume, skillCount, type OrScore } from './openresume-score';

/** What a resume OpenResume fails on reads as: nothing (the error is shown where the name read would be). */
const crashed = (error: string): OrResume => ({
  profile: { name: `(crashed: ${error})`, email: '', phone: '', location: '', url: '' },
  jobs: [],
  schools: [],
  skills: [],
  sections: [],
  lines: [],
});

/**
 * Issue #14: "a second, independent parser that the project does not contain will be run on the same PDFs". This
 * runs one such parser's rules (OpenResume's, re-implemented in openresume-parser.ts / openresume-entries.ts) on
 * the sample resume's Download PDF of every template in the default font, prints what it reads per template and
 * holds each template to what it reads today, so a change to a shared block that hides a field from it fails here.
 * It runs inside the ATS check (pdf-ats.test.ts), on the PDFs that check has printed: the same printer made the
 * same PDFs when this was a file of its own, at the cost of a second Chromium and 22 more prints.
 */

interface Row extends OrScore {
  templateId: string;
  read: OrResume;
}

/**
 * What the OpenResume rules read per template, as a floor: 'NEPL' = name, e-mail, phone, location read right ('-'
 * where not), then jobs with title, company and dates right (strict/loose, of 3), schools with school, degree and
 * field right (strict/loose, of 2), skills found (of 19), and '+N', at most N entries read that are no job or
 * school. A page's first line is read as a line of its own, and an entry that starts a page as an entry of its
 * own, thanks to the print view's page marks (apps/web/src/pdf/page-marks.ts; pdf-ats.test.ts checks the page
 * tops of every PDF it prints). No template reads an extra entry: Typographic's schools, whose dates paint after
 * the school's line below them, were read as two each (+2) until datesWithTheirLine (apps/web/src/pdf).
 * Before the section titles printed in bold capitals and Education moved to the sidebar templates' main column
 * (issue #14), t03, t06, t18 and t19 read 0/0 schools (names wrapped in the sidebar, read in halves) and a
 * title-case 'Certifications' was no title, its lines taken for more entries.
 */
const FLOOR: Record<string, string> = {
  't01-classic': 'NEPL 3/3 2/2 19 +0',
  't02-modern-box': 'NEPL 3/3 2/2 19 +0',
  't03-elegant-sidebar': 'NEPL 3/3 2/2 19 +0',
  't04-typographic': 'NEPL 3/3 2/2 19 +0',
  't05-compact-one': 'NEPL 3/3 2/2 19 +0',
  't06-two-column': 'NEPL 3/3 2/2 19 +0',
  't07-tech-minimal': 'NEPL 3/3 2/2 19 +0',
  't08-executive': 'NEPL 3/3 2/2 19 +0',
  't09-creative': 'NEPL 3/3 2/2 19 +0',
  't10-academic': 'NEPL 3/3 2/2 19 +0',
  't11-simple-line': 'NEPL 3/3 2/2 19 +0',
  't12-bold-header': 'NEPL 3/3 2/2 19 +0',
  't13-left-rule': 'NEPL 3/3 2/2 19 +0',
  't14-grid-focus': 'NEPL 3/3 2/2 19 +0',
  't15-side-accent': 'NEPL 3/3 2/2 19 +0',
  't16-corporate': 'NEPL 3/3 2/2 19 +0',
  't17-product-mgr': 'NEPL 3/3 2/2 19 +0',
  't18-data-scientist': 'NEPL 3/3 2/2 19 +0',
  't19-designer': 'NEPL 3/3 2/2 19 +0',
  't20-sales-ops': 'NEPL 3/3 2/2 19 +0',
  't21-sample1': 'NEPL 3/3 2/2 19 +0',
  't22-sample2': 'NEPL 3/3 2/2 19 +0',
};

/** Words OpenResume finds a section by (its extractors' keywords), per section of ours. */
const SECTION_WORDS: Record<Exclude<SectionKey, 'custom'>, string> = {
  summary: 'summary',
  experience: 'experience',
  projects: 'project',
  education: 'education',
  skills: 'skill',
  certifications: 'certification',
};

/**
 * The sections of the resume that OpenResume finds no title for: a standard section when no title it found
 * holds the section's word (custom labels set aside), a custom section when no title it found is the label.
 */
function sectionsMissed(resume: Resume, read: OrResume): string[] {
  const labels = resume.custom.map((c) => c.label.trim().toLowerCase()).filter(Boolean);
  const titles = read.sections.map((t) => t.trim().toLowerCase()).filter((t) => t !== 'profile');
  const standard = titles.filter((t) => !labels.includes(t));
  // The sections the resume has (the long one has no projects).
  const has: Record<Exclude<SectionKey, 'custom'>, boolean> = {
    summary: !!resume.summary.trim(),
    experience: resume.experience.length > 0,
    projects: resume.projects.length > 0,
    education: resume.education.length > 0,
    skills: skillCount(resume) > 0,
    certifications: resume.certifications.some((c) => c.trim()),
  };
  const shown = (Object.keys(has) as Array<keyof typeof has>).filter((key) => has[key]);
  return [
    ...shown.filter((key) => !standard.some((t) => t.includes(SECTION_WORDS[key]))),
    ...labels.filter((label) => !titles.includes(label)),
  ];
}

/** The templates with a sidebar, whose schools are in the main column so that names are never read in halves. */
const SIDEBAR_TEMPLATES = ['t03-elegant-sidebar', 't06-two-column', 't18-data-scientist', 't19-designer'];

const yes = (b: boolean, c: string) => (b ? c : '-');

/**
 * The OpenResume check, on the sample resume's PDFs in the default font among `matrix()`'s cases (section titles on
 * all of them); called inside the describe whose beforeAll prints them and reads each with OpenResume's rules
 * (`readOf`: what they read, or why they failed).
 */
export function describeOpenResumeFloor(
  matrix: () => readonly AtsCase[],
  readOf: (c: AtsCase) => OrResume | string | undefined,
  /** false: the matrix holds the default font only (a printer that printed only that). */
  { everyFont = true } = {},
) {
  const read = (c: AtsCase) => {
    const r = readOf(c);
    return typeof r === 'object' ? r : crashed(r ?? 'not read');
  };
  describe('ATS check with OpenResume’s parser rules (sample PDF, default font)', () => {
    let cases: AtsCase[] = [];
    const rows: Row[] = [];
    beforeAll(() => {
      cases = matrix().filter((c) => c.kind === 'sample' && c.font === 'inter');
      for (const c of cases) {
        // OPENRESUME_PDF_DIR keeps the PDFs, to try them on another reader (OpenResume's own pdf.js 3, say).
        if (process.env.OPENRESUME_PDF_DIR)
          writeFileSync(`${process.env.OPENRESUME_PDF_DIR}/${c.templateId}.pdf`, c.pdf);
        rows.push({ templateId: c.templateId, read: read(c), ...scoreOpenResume(c.resume, read(c)) });
      }
    });
    afterAll(() => {
      const sample = cases[0]?.resume;
      if (!sample) return;
      const totals = `jobs of ${sample.experience.length}, schools of ${sample.education.length}, skills of 19`;
      const table = rows.map(
        (r) =>
          `| ${r.templateId.padEnd(20)} | ${yes(r.name, 'name')} | ${yes(r.email, 'email')} | ${yes(r.phone, 'phone')} | ` +
          `${yes(r.location, 'location')} | ${r.jobs}/${r.looseJobs} | ${r.schools}/${r.looseSchools} | ${r.skills} | ` +
          `${r.extra} | ${r.read.profile.name} | ` +
          `${r.read.sections.join(' / ')}`,
      );
      console.log(
        [
          `OpenResume rules on the sample PDF, font inter (${totals})`,
          '| template | name | email | phone | location | jobs strict/loose | schools strict/loose | skills | extra entries | name read | sections |',
          ...table,
        ].join('\n'),
      );
      if (process.env.OPENRESUME_DEBUG)
        for (const r of rows.filter((x) => x.templateId === process.env.OPENRESUME_DEBUG))
          console.log(JSON.stringify({ ...r.read, lines: r.read.lines }, null, 1));
    });

    it('reads all 22 templates', () => {
      expect(TEMPLATE_DEFINITIONS).toHaveLength(22);
      expect(rows).toHaveLength(22);
    });

    for (const template of TEMPLATE_DEFINITIONS) {
      it(`${template.id}: reads at least what it read when the floor was set`, () => {
        const row = rows.find((r) => r.templateId === template.id)!;
        const floor = FLOOR[template.id] ?? '---- 0/0 0/0 0';
        const [flags = '', jobs, schools, skills, extra = '+99'] = floor.split(' ');
        const got = scoreCell(row);
        const problems: string[] = [];
        for (const [i, key] of (['name', 'email', 'phone', 'location'] as const).entries())
          if (flags[i] !== '-' && !row[key]) problems.push(`${key} not read (read "${row.read.profile[key]}")`);
        const [strictJobs, looseJobs] = (jobs ?? '0/0').split('/').map(Number);
        const [strictSchools, looseSchools] = (schools ?? '0/0').split('/').map(Number);
        if (row.jobs < strictJobs! || row.looseJobs < looseJobs!)
          problems.push(`jobs ${row.jobs}/${row.looseJobs} < ${jobs}: ${JSON.stringify(row.read.jobs)}`);
        if (row.schools < strictSchools! || row.looseSchools < looseSchools!)
          problems.push(`schools ${row.schools}/${row.looseSchools} < ${schools}: ${JSON.stringify(row.read.schools)}`);
        if (row.skills < Number(skills)) problems.push(`skills ${row.skills} < ${skills}`);
        if (row.extra > Number(extra.slice(1)))
          problems.push(`${row.extra} entries read that are no job or school (at most ${extra.slice(1)})`);
        expect(problems, `read ${got}, floor ${floor}`).toEqual([]);
      });

      // Every section title is found: each prints in bold capitals (sectionTitlesInBoldCapitals in apps/web/src/pdf),
      // which OpenResume takes for a title whatever its words. 'Certifications' holds no word it knows, so it stands
      // for every such title (a custom section's 'Publications' or 'Patents'): in title case, or not bold, it was no
      // title in t06, t07, t09, t11, t13, t15, t17 and t18. Every printed case, every font: the name of a font's
      // bold file is what tells OpenResume a title is bold.
      it(`${template.id}: finds the title of every section, in every font and both resumes`, () => {
        const mine = matrix().filter((c) => c.templateId === template.id);
        expect(new Set(mine.map((c) => c.font)).size).toBe(everyFont ? FONT_IDS.length : 1);
        const problems = mine.flatMap((c) => {
          const missed = sectionsMissed(c.resume, read(c));
          return missed.length
            ? [`${c.kind} ${c.font}: ${missed.join(', ')} (found: ${read(c).sections.join(' / ')})`]
            : [];
        });
        expect(problems).toEqual([]);
      });
    }

    it.each(SIDEBAR_TEMPLATES)('%s: reads every school whole (school, degree and field)', (id) => {
      const row = rows.find((r) => r.templateId === id)!;
      const resume = cases.find((c) => c.templateId === id)!.resume;
      expect(row.schools, JSON.stringify(row.read.schools)).toBe(resume.education.length);
    });
  });
}
