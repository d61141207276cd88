// The reading-order check of the ATS check (issue #14), shared by pdf-ats.test.ts (pdftotext -raw) and the Python
// readers' check (python-readers-check.ts: pypdf, PyMuPDF): the name first, the contact details before the body,
// each job's title, company, dates and bullets whole and in order, no sidebar text inside a job.
import { displayUrl, formatDateRange, stripMarkup, type Resume } from '@resumey/resume';

// U+2800 (BRAILLE PATTERN BLANK) is blank like a space: the print view's page marks (apps/web/src/pdf/page-marks.ts),
// which pdf.js reads at each page's top. pdftotext drops them, which the test of the marks checks.
export const fold = (text: string) =>
  text
    .replace(/[\s\u2800]+/g, ' ')
    .trim()
    .toLowerCase();

/**
 * Characters no reader may read anywhere in our PDFs, page ends included (issue #38): control characters other than
 * tab and line break (C0, DEL, C1: U+0085 was the old page mark; take a reader's own page breaks out first),
 * private-use characters (a glyph without its Unicode) and U+FFFD (a glyph that could not be read).
 */
const CONTROL_PRIVATE_REPLACEMENT =
  // eslint-disable-next-line no-control-regex -- control characters are what it looks for
  /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\uE000-\uF8FF\u{F0000}-\u{10FFFF}\uFFFD]/gu;

/** The distinct characters of `text` that no reader may read, as U+XXXX. */
export const controlPrivateOrReplacement = (text: string): string[] =>
  [...new Set(text.match(CONTROL_PRIVATE_REPLACEMENT) ?? [])].map(
    (c) => `U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`,
  );

/** Letters read apart ('E X P E R I E N C E', 'S K I L L S'): three or more single letters in a row. */
export const SPACED_LETTERS = /(?:^|\s)(?:\p{L} ){3,}\p{L}(?=\s|$)/mu;

/** Sidebar-type text of the sample that never occurs inside a job, so finding it within one means interleaving. */
const FOREIGN = [
  'Terraform',
  'Figma',
  'System Design',
  'GraphQL',
  'Spanish (professional working)',
  'German (basic)',
  'Georgia Institute of Technology',
  'AWS Certified Solutions Architect',
  'alex.morgan@example.com',
  '(415) 555-0142',
];

/** Problems with the reading order of `raw` (pdftotext -raw output) for `resume`; empty when it reads right. */
export function readingOrderProblems(raw: string, resume: Resume): string[] {
  const text = fold(raw);
  const problems: string[] = [];
  const find = (needle: string, from = 0) => text.indexOf(fold(needle), from);
  const p = resume.profile;

  if (!text.startsWith(fold(p.fullName))) problems.push(`the name is not first (text starts "${text.slice(0, 60)}")`);
  const afterName = fold(p.fullName).length;

  const summaryAt = find(stripMarkup(resume.summary).split(' ').slice(0, 6).join(' '));
  const firstJobAt = find(resume.experience[0]!.title, afterName);
  const contentStart = Math.min(...[summaryAt, firstJobAt].filter((i) => i >= 0));
  const contacts = [
    p.headline,
    p.location,
    p.phone,
    p.email,
    displayUrl(p.website),
    displayUrl(p.linkedin),
    displayUrl(p.github),
    ...resume.links.map((l) => l.label),
  ];
  for (const item of contacts) {
    const at = find(item, afterName);
    if (at < 0) problems.push(`contact "${item}" is missing after the name`);
    else if (at > contentStart) problems.push(`contact "${item}" comes after the resume body has started`);
  }

  let cursor = afterName;
  for (const job of resume.experience) {
    const parts: [string, string][] = [
      ['title', job.title],
      ['company', job.company],
      ['dates', formatDateRange(job.startDate, job.endDate)],
      ...job.bullets.map((b, i): [string, string] => [`bullet ${i + 1}`, stripMarkup(b)]),
    ];
    const start = find(job.title, cursor);
    let at = start;
    for (const [what, value] of parts) {
      const found = find(value, at);
      if (found < 0) {
        const anywhere = find(value);
        problems.push(
          anywhere < 0
            ? `${job.title}: ${what} "${value.slice(0, 40)}" is not read whole`
            : `${job.title}: ${what} "${value.slice(0, 40)}" comes out of order`,
        );
        continue;
      }
      at = found + fold(value).length;
    }
    if (start >= 0) {
      const span = text.slice(start, at);
      for (const foreign of FOREIGN) {
        if (span.includes(fold(foreign))) problems.push(`${job.title}: "${foreign}" is read in the middle of the job`);
      }
      cursor = at;
    }
  }
  return problems;
}
