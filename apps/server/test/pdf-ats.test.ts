import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { displayUrl, formatDateRange, sampleResume, stripMarkup, TEMPLATES, type Resume } from '@resumey/resume';
import { createLogger } from '../src/log';
import { createPdfService, type PdfService } from '../src/pdf/service';
import { testDbKind } from './helpers/server';
import { buildPrintView, pdfText } from './pdf-support';

/**
 * ATS reading order (issue #10): for every template, the text an extractor reads from its PDF (pdftotext in its
 * default reading-order mode, as many applicant tracking systems do) must hold the name first, then the
 * contact details, then each job's title, company, dates and bullets in that order, each bullet whole, and no
 * sidebar text (skills, education, certifications, contact) wedged into a job.
 */

const fold = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();

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

/** Problems with the reading order of `raw` (pdftotext output) for `resume`; empty when it reads right. */
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

/**
 * Templates whose layout an extractor still reads out of order, reported to the templates' owner (their tests
 * are expected to fail; once a template is fixed its test fails as 'unexpectedly passing': drop it from here).
 * None at present.
 */
const KNOWN_FAILURES = new Set<string>([]);

// No database is involved: the PostgreSQL pass of the server tests skips this file rather than repeat it.
describe.skipIf(testDbKind === 'postgres')('ATS reading order of every template (pdftotext)', () => {
  let service: PdfService;
  beforeAll(async () => {
    service = createPdfService({
      chromiumPath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      webDist: await buildPrintView(),
      log: createLogger('silent'),
    });
  }, 180_000);
  afterAll(() => service?.close());

  it('enumerates all 22 templates', () => {
    expect(TEMPLATES).toHaveLength(22);
  });

  for (const template of TEMPLATES) {
    const test = KNOWN_FAILURES.has(template.id) ? it.fails : it;
    test(`${template.id}: name, contact details, then each job's title, company, dates and bullets`, async () => {
      const resume = sampleResume();
      resume.meta = { ...resume.meta, templateId: template.id };
      const { pdf, templateId } = await service.render(resume);
      expect(templateId).toBe(template.id);
      const text = await pdfText(pdf);
      const problems = readingOrderProblems(text, resume);
      // On failure the message shows what an ATS reads, to hand to whoever fixes the template.
      expect(problems, `${template.id} reads:\n${text.slice(0, 3000)}`).toEqual([]);
    });
  }
});
