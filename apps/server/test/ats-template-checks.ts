import { describe, expect, it } from 'vitest';
import { FONT_IDS, ratio, stripMarkup } from '@resumey/resume';
import { TEMPLATE_DEFINITIONS } from '@resumey/templates/registry';
import { GROUPS, THRESHOLDS, type AtsCase, type AtsJob } from '@resumey/test-support/ats-matrix';
import { gluedWords, resumeWords } from '@resumey/test-support/ats-strict';
import type { OrResume } from './openresume-entries';
import { bulletShare, OR_BULLET_BAR, pageTopProblems, scoreOpenResume, skillCount } from './openresume-score';
import { controlPrivateOrReplacement, fold, readingOrderProblems, SPACED_LETTERS } from './reading-order';

/**
 * The ATS check's checks of each template's PDFs (issue #14), for whichever printer made them: the server's PDF
 * service (pdf-ats.test.ts) or the browser's print of the public page (issue #38, pdf-ats-print.test.ts).
 */

/**
 * Which of the 220 PDFs (22 templates x {sample, long} x 5 fonts) the test prints: 115 that hold every pair. Every
 * template in every font (a template's own styles with each font's metrics, a font a template pulls in), every
 * template with both resumes (the long one for page breaks), every font with both resumes; the sample in the
 * default font in every template, which the reading-order check and the checks of their own below read. What
 * differs per font alone (its files, glyph widths, ligatures, bold and italic runs) meets all 22 templates' layouts,
 * with the long resume 5 (default font) or 11 of them. Printing all 220 took 205 of the server tests' 440 s;
 * `npm run bench -- ats` still prints and scores them all. Mutations the subset still catches: issue #17's note.
 */
export function covered({ templateId, kind, font }: AtsJob): boolean {
  const t = TEMPLATE_DEFINITIONS.findIndex((x) => x.id === templateId);
  const f = FONT_IDS.indexOf(font);
  // The default font: the sample everywhere, the long resume in every fifth template.
  if (font === 'inter') return kind === 'sample' || t % 5 === 0;
  // The other four: the long resume in two of them, the sample in the other two, alternating between templates.
  return kind === ((t + f) % 2 ? 'long' : 'sample');
}

/** Headings an extractor must read whole: the section words of the sections the sample shows. */
const SECTION_WORDS = /summary|experience|projects?|education|skills|certifications/i;

export const describeCase = (c: AtsCase) => `${c.templateId} ${c.kind} ${c.font}`;

/** Every template's checks on `matrix()`'s cases; `openResume` is what OpenResume's rules read from a case. */
export function describeTemplateChecks(
  matrix: () => readonly AtsCase[],
  openResume: (c: AtsCase) => OrResume | string | undefined,
) {
  for (const template of TEMPLATE_DEFINITIONS) {
    describe(template.id, () => {
      const mine = () => matrix().filter((c) => c.templateId === template.id);

      it('the parser reads every identity, job and school field and >= 95% of bullets and skills', () => {
        const failures = mine().flatMap((c) =>
          GROUPS.filter((g) => ratio(c.score.groups[g]) < THRESHOLDS[g]).map(
            (g) =>
              `${describeCase(c)} ${g} ${c.score.groups[g].ok}/${c.score.groups[g].total}: ` +
              c.score.misses
                .filter((m) => m.group === g)
                .slice(0, 3)
                .map((m) => `${m.field} "${m.expected.slice(0, 40)}" read "${m.read.slice(0, 40)}"`)
                .join('; '),
          ),
        );
        expect(failures).toEqual([]);
      });

      it('pdf.js, pdftotext -raw and -layout read whole words, the name first, headings whole', () => {
        const problems: string[] = [];
        for (const c of mine()) {
          const name = c.resume.profile.fullName;
          const texts = { 'pdf.js': c.text, raw: c.raw, layout: c.layout };
          for (const [extractor, text] of Object.entries(texts)) {
            const spaced = text.match(SPACED_LETTERS);
            if (spaced) problems.push(`${describeCase(c)} ${extractor}: letters read apart "${spaced[0].trim()}"`);
          }
          if (fold(c.read.name) !== fold(name))
            problems.push(`${describeCase(c)} pdf.js: name read as "${c.read.name}"`);
          if (!fold(c.raw).startsWith(fold(name)))
            problems.push(`${describeCase(c)} raw: does not start with the name`);
          if (!fold(c.layout).startsWith(fold(name)))
            problems.push(`${describeCase(c)} layout: does not start with the name`);
          // The page marks are for pdf.js; poppler must not read them (page-marks.ts), least of all before the name.
          for (const [extractor, text] of [
            ['raw', c.raw],
            ['layout', c.layout],
          ] as const)
            if (/[\u0085\u2800]/.test(text)) problems.push(`${describeCase(c)} ${extractor}: reads a page mark`);
          const kinds = new Set(c.read.sections.map((s) => s.kind));
          for (const kind of ['summary', 'experience', 'education', 'skills'] as const)
            if (!kinds.has(kind)) problems.push(`${describeCase(c)} pdf.js: no ${kind} section heading`);
          for (const s of c.read.sections.filter((x) => x.kind !== 'other')) {
            if (!SECTION_WORDS.test(s.heading))
              problems.push(`${describeCase(c)}: heading "${s.heading}" lacks its standard word`);
            for (const [extractor, text] of [
              ['raw', c.raw],
              ['layout', c.layout],
            ] as const)
              if (!fold(text).includes(fold(s.heading)))
                problems.push(`${describeCase(c)} ${extractor}: heading "${s.heading}" not read whole`);
          }
        }
        expect(problems).toEqual([]);
      });

      it('pdf.js, pdftotext -raw and -layout read no control, private-use or replacement character, page ends included', () => {
        // Issue #38: pdf.js's own text items, before any reader's cleaning; the page marks (page-marks.ts) are U+2800.
        const problems = mine().flatMap((c) =>
          Object.entries({
            'pdf.js': c.pages.flatMap((p) => p.items.map((i) => i.text)).join('\n'),
            raw: c.raw,
            layout: c.layout,
          }).flatMap(([extractor, text]) => {
            const stray = controlPrivateOrReplacement(text.replace(/\f/g, ''));
            return stray.length ? [`${describeCase(c)} ${extractor}: ${stray.join(' ')}`] : [];
          }),
        );
        expect(problems).toEqual([]);
      });

      it('a reader that drops whitespace-only text items (as OpenResume does) reads the same words, none glued', () => {
        // ats-strict.ts: pdf.js items without the whitespace-only ones, merged OpenResume's way. A space that the PDF
        // holds only as such an item (beside a bold or italic run, or a ligature) is lost: 'with8+ years'.
        const problems = mine().flatMap((c) => {
          const glued = gluedWords(c.strict.text, resumeWords(c.resume));
          return glued.length ? [`${describeCase(c)}: ${glued.join(', ')}`] : [];
        });
        expect(problems).toEqual([]);
        const failures = mine().flatMap((c) =>
          GROUPS.filter((g) => ratio(c.strict.score.groups[g]) < THRESHOLDS[g]).map(
            (g) => `${describeCase(c)} ${g} ${c.strict.score.groups[g].ok}/${c.strict.score.groups[g].total}`,
          ),
        );
        expect(failures).toEqual([]);
      });

      it('OpenResume’s rules read each page’s first line on its own: a heading or job that starts a page is read', () => {
        // pdf.js marks no line end at a page's foot; the page marks of the print view (apps/web/src/pdf/page-marks.ts)
        // give parsers that read all pages as one run of items (OpenResume) a line of their own between pages.
        const problems = mine().flatMap((c) => {
          const read = openResume(c);
          if (typeof read !== 'object') return [`${describeCase(c)}: OpenResume's rules fail: ${read}`];
          const headings = c.read.sections.map((s) => s.heading);
          return pageTopProblems(c.pages, c.resume, read, headings).map((p) => `${describeCase(c)}: ${p}`);
        });
        expect(problems).toEqual([]);
      });

      it('OpenResume’s rules read >= 95% of the jobs’ bullets exactly, each in its own job', () => {
        // Issue #14's bar for bullets, held to a parser that joins every line from a job's first bullet on and splits
        // only at the bullet mark: a line without a mark after the bullets ('Tech: ...') ends up in the last bullet.
        const problems = mine().flatMap((c) => {
          const read = openResume(c);
          if (typeof read !== 'object') return [`${describeCase(c)}: OpenResume's rules fail: ${read}`];
          const score = scoreOpenResume(c.resume, read);
          if (bulletShare(score) >= OR_BULLET_BAR) return [];
          const wrong = c.resume.experience.flatMap((job) => {
            const got = read.jobs.find((j) => j.jobTitle === job.title || j.company === job.title);
            return job.bullets
              .map((b) => stripMarkup(b).trim())
              .filter((b) => b && !got?.descriptions.includes(b))
              .map(
                (b) =>
                  `"${b.slice(0, 30)}…" read "${got?.descriptions.find((d) => d.startsWith(b.slice(0, 20))) ?? ''}"`,
              );
          });
          return [`${describeCase(c)}: ${score.bullets}/${score.bulletTotal} ${wrong.slice(0, 2).join('; ')}`];
        });
        expect(problems).toEqual([]);
      });

      it('OpenResume’s rules read every skill apart from the labels of the skill groups', () => {
        // A label under the group before it was read on into that group's last skill ('System Design Tools') in the
        // templates whose groups list a skill a line (t08, t16, t20): their bullets split the list, not the lines.
        const problems = mine().flatMap((c) => {
          const read = openResume(c);
          if (typeof read !== 'object') return [`${describeCase(c)}: OpenResume's rules fail: ${read}`];
          const score = scoreOpenResume(c.resume, read);
          return score.skillsApart === skillCount(c.resume)
            ? []
            : [
                `${describeCase(c)}: ${score.skillsApart} of ${skillCount(c.resume)} apart in ${JSON.stringify(read.skills)}`,
              ];
        });
        expect(problems).toEqual([]);
      });

      it('keeps every section heading on the page of its first line (never alone at a page foot)', () => {
        // Issue #14 item 6: t06's skills/education block split across pages with its heading left behind.
        const problems = mine().flatMap((c) =>
          c.read.sections
            .filter((s) => s.lines.length && s.lines[0]!.page !== s.page)
            .map(
              (s) =>
                `${describeCase(c)}: "${s.heading}" ends page ${s.page}, its first line is on page ${s.lines[0]!.page}`,
            ),
        );
        expect(problems).toEqual([]);
      });

      it('pdftotext -raw reads the name, contact details, then each job in order, bullets whole', () => {
        const problems = mine()
          .filter((c) => c.kind === 'sample')
          .flatMap((c) => readingOrderProblems(c.raw, c.resume).map((p) => `${describeCase(c)}: ${p}`));
        expect(problems).toEqual([]);
      });
    });
  }
}
