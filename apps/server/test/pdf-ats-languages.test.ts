import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resumeTexts, TEMPLATE_IDS, type Resume } from '@resumey/resume';
import { runLanguageMatrix, type LanguageCase } from '@resumey/test-support/ats-languages';
import { LANGUAGE_RESUME_LANGUAGES, type LanguageResumeLanguage } from '@resumey/test-support/language-resumes';
import { fromPdf } from '@resumey/pdf-text/import';
import { withPdfService } from './ats-printer';
import {
  ARABIC_MARKS,
  BIDI_MARKS,
  norm,
  orderProblems,
  pdfjsLines,
  rawLogical,
  readings,
  sectionsOf,
} from './ats-language-reading';
import { controlPrivateOrReplacement, SPACED_LETTERS } from './reading-order';
import { readWithPython } from './python-reader';
import { PYMUPDF } from './pymupdf-check';
import { testDbKind } from './helpers/server';

/**
 * The ATS check in every script (issue #35 item 7): a German, a Japanese and an Arabic resume (language-resumes.ts,
 * meta.language set, so headings, months and 'Present' are the language's own) printed by the PDF service in all 22
 * templates and read by pdf.js (through the project's PDF reader, which reads right-to-left lines right to left) and
 * by pdftotext -raw and -layout. ats-language-reading.ts says what each reader does with these scripts and what is
 * compared after normalising. ATS_LANGUAGES=ja (comma-separated) prints fewer languages; ATS_DEBUG=1 logs every
 * problem in full.
 */

const languages = (process.env.ATS_LANGUAGES?.split(',') ?? LANGUAGE_RESUME_LANGUAGES).filter(
  (l): l is LanguageResumeLanguage => (LANGUAGE_RESUME_LANGUAGES as readonly string[]).includes(l),
);

const describeCase = (c: LanguageCase) => `${c.templateId} ${c.language}`;

/** Arabic presentation forms: a shaped glyph read as itself, not as the letters a search looks for. */
const PRESENTATION_FORMS = /[\ufb50-\ufdff\ufe70-\ufeff]/u;

const hex = (c: string) => `U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;

/** Every string of a value, deep. */
const strings = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : Array.isArray(value) || (value && typeof value === 'object')
      ? Object.values(value).flatMap(strings)
      : [];

/** Words of `text` that are two words of the resume or its language's fixed texts read as one ('Erfahrungin'). */
function glued(text: string, resume: Resume, language: string): string[] {
  const source = [...strings(resume), ...Object.values(resumeTexts(language))].join(' ');
  // A compound's parts count as words too: 'Scrum-' ends a line, and -layout may put another column after it.
  const words = new Set(norm(source.replace(/[/|]/g, ' '), language).split(/[ -]/));
  return text.split(' ').filter((w) => {
    if (words.has(w)) return false;
    for (let i = 1; i < w.length; i++) if (words.has(w.slice(0, i)) && words.has(w.slice(i))) return true;
    return false;
  });
}

describe.skipIf(testDbKind === 'postgres')('ATS check in de, ja and ar: 22 templates each', () => {
  let cases: LanguageCase[] = [];
  /** PyMuPDF's text of each case, in order (a third reader, as Python screeners read PDFs). */
  let pymupdf: string[] = [];
  let seconds = 0;
  beforeAll(async () => {
    const started = performance.now();
    cases = await withPdfService((print) => runLanguageMatrix(print, { languages }));
    pymupdf = await readWithPython(
      PYMUPDF,
      cases.map((c) => c.pdf),
    );
    seconds = (performance.now() - started) / 1000;
  }, 900_000);
  afterAll(() => {
    if (cases.length)
      console.log(`${cases.length} PDFs (${languages.join(', ')}) printed and read in ${seconds.toFixed(0)} s`);
  });

  it('prints every template in every language', () => {
    expect(cases).toHaveLength(TEMPLATE_IDS.length * languages.length);
    expect(TEMPLATE_IDS).toHaveLength(22);
  });

  for (const language of languages) {
    describe(language, () => {
      const mine = () => cases.filter((c) => c.language === language);

      it('each PDF names the resume’s language in its catalog (/Lang)', () => {
        const wrong = mine().flatMap((c) => {
          const catalog =
            Buffer.from(c.pdf)
              .toString('latin1')
              .match(/\/Type \/Catalog\b[^]*?endobj/)?.[0] ?? '';
          const lang = catalog.match(/\/Lang \(([^)]*)\)/)?.[1];
          return lang === language ? [] : [`${describeCase(c)}: /Lang ${lang}`];
        });
        expect(wrong).toEqual([]);
      });

      it('pdf.js and pdftotext -raw read the name first, each heading before its content, every job in order', () => {
        const problems = mine().flatMap((c) => {
          const read = readings(c);
          const links = c.pages.flatMap((p) => p.links.map((l) => l.url));
          return [
            ...orderProblems(read['pdf.js'], c.resume, language, undefined, links).map(
              (p) => `${describeCase(c)} pdf.js: ${p}`,
            ),
            ...orderProblems(read.raw, c.resume, language, undefined, links).map((p) => `${describeCase(c)} raw: ${p}`),
          ];
        });
        if (process.env.ATS_DEBUG) console.log(problems.join('\n'));
        expect(problems).toEqual([]);
      });

      // Arabic is left to pdf.js and poppler above: PyMuPDF's get_text() gives right-to-left lines in visual order
      // (every letter reversed).
      it.skipIf(language === 'ar')(
        'PyMuPDF reads the name first, each heading before its content, every job in order',
        () => {
          const problems = mine().flatMap((c) => {
            const text = norm(pymupdf[cases.indexOf(c)]!.replace(/\f/g, '\n'), language);
            const links = c.pages.flatMap((p) => p.links.map((l) => l.url));
            const stray = controlPrivateOrReplacement(text.replace(/\u2800/g, ''));
            return [
              ...orderProblems(text, c.resume, language, undefined, links),
              ...(stray.length ? [`stray ${stray.join(' ')}`] : []),
            ].map((p) => `${describeCase(c)} PyMuPDF: ${p}`);
          });
          if (process.env.ATS_DEBUG) console.log(problems.join('\n'));
          expect(problems).toEqual([]);
        },
      );

      // -layout writes a physical line across columns: a bullet wrapped beside a sidebar reads with the sidebar's
      // line inside it (as in English), so bullets are held whole by the readings above, one-line fields here.
      it('pdftotext -layout reads the name first and every heading, job title, company and school whole', () => {
        const problems = mine().flatMap((c) => {
          const text = readings(c).layout;
          const r = c.resume;
          const wanted = [
            ...sectionsOf(r).map((s) => s.heading),
            ...r.experience.flatMap((j) => [j.title, j.company]),
            r.education[0]!.school,
          ];
          return [
            ...(text.startsWith(norm(r.profile.fullName, language)) ? [] : ['the name is not first']),
            ...wanted.filter((w) => !text.includes(norm(w, language))).map((w) => `"${w.slice(0, 40)}" not whole`),
          ].map((p) => `${describeCase(c)} layout: ${p}`);
        });
        if (process.env.ATS_DEBUG) console.log(problems.join('\n'));
        expect(problems).toEqual([]);
      });

      it('no reader (pdf.js, poppler, PyMuPDF) reads a control, private-use or replacement character, or an Arabic presentation form', () => {
        const problems = mine().flatMap((c) => {
          // pdf.js's own items, before any cleaning; poppler's outputs without its own bidi marks (and page breaks).
          const texts = {
            'pdf.js': c.pages.flatMap((p) => p.items.map((i) => i.text)).join('\n'),
            raw: c.raw.replace(BIDI_MARKS, '').replace(/\f/g, ''),
            layout: c.layout.replace(BIDI_MARKS, '').replace(/\f/g, ''),
            // In Arabic too: its order is visual, but each letter must be read as a letter.
            PyMuPDF: pymupdf[cases.indexOf(c)]!.replace(/[\f\u2800]/g, ''),
          };
          return Object.entries(texts).flatMap(([reader, text]) => {
            const stray = controlPrivateOrReplacement(text);
            if (reader === 'pdf.js') stray.push(...(text.match(BIDI_MARKS) ?? []).map((m) => `bidi mark ${hex(m)}`));
            const form = text.match(PRESENTATION_FORMS);
            if (form) stray.push(`presentation form ${hex(form[0])}`);
            return stray.length ? [`${describeCase(c)} ${reader}: ${stray.join(' ')}`] : [];
          });
        });
        if (process.env.ATS_DEBUG) console.log(problems.join('\n'));
        expect(problems).toEqual([]);
      });

      it('imports back with its jobs, schools and skills in their own sections, and its language (issue #35 item 8)', async () => {
        const problems: string[] = [];
        for (const c of mine()) {
          const read = await fromPdf(c.pdf);
          if (!read.ok) {
            problems.push(`${describeCase(c)}: ${read.error}`);
            continue;
          }
          const r = read.resume;
          const counts = (x: Resume) => [x.experience.length, x.education.length, x.skills.core.length > 0];
          if (JSON.stringify(counts(r)) !== JSON.stringify(counts(c.resume)))
            problems.push(`${describeCase(c)}: jobs, schools, skills ${JSON.stringify(counts(r))}`);
          if (r.meta.language !== language) problems.push(`${describeCase(c)}: language ${r.meta.language}`);
          // Each job's own words, not only their count; and the summary whole (no space where a line wrapped).
          const job = (x: Resume) =>
            x.experience.map((e) => [e.title, e.company, e.startDate, e.endDate].map((f) => f.trim()).join(' | '));
          const wrong = job(r).filter((j, i) => j !== job(c.resume)[i]);
          if (wrong.length) problems.push(`${describeCase(c)}: jobs read as ${wrong.join('; ')}`);
          // Arabic's marks aside, as in every reading here: the PDF gives 'فرقًا''s tanween after the alef.
          const plain = (s: string) => s.replace(ARABIC_MARKS, '').replace(/\s+/g, ' ').trim();
          if (plain(r.summary) !== plain(c.resume.summary))
            problems.push(`${describeCase(c)}: summary "${r.summary.slice(0, 50)}"`);
        }
        if (process.env.ATS_DEBUG) console.log(problems.join('\n'));
        expect(problems).toEqual([]);
      });

      it('no reader reads letters apart or two words as one', () => {
        const problems = mine().flatMap((c) => {
          const texts = {
            'pdf.js': pdfjsLines(c.pages),
            raw: rawLogical(c.raw),
            // poppler's -layout moves the space between a right-to-left and a left-to-right run to the run's other
            // side ('من ‪ ١٢٠‬ألف'): its marks stand between two words there, so they count as a space.
            layout: c.layout.replace(BIDI_MARKS, ' '),
          };
          return Object.entries(texts).flatMap(([reader, text]) => {
            const spaced = text.match(SPACED_LETTERS);
            const joined = language === 'ja' ? [] : glued(norm(text, language), c.resume, language);
            return [
              ...(spaced ? [`letters read apart "${spaced[0].trim()}"`] : []),
              ...(joined.length ? [`words read as one: ${joined.slice(0, 5).join(', ')}`] : []),
            ].map((p) => `${describeCase(c)} ${reader}: ${p}`);
          });
        });
        if (process.env.ATS_DEBUG) console.log(problems.join('\n'));
        expect(problems).toEqual([]);
      });
    });
  }
});
