// PyMuPDF (`fitz`, `page.get_text()`), the PDF reader of many Python resume screeners and LLM pipelines (issue #14),
// beside pdf.js, poppler and pdfminer. Debian's python3-fitz; one Python process reads every PDF the ATS check
// prints. `readerProblems` holds its text to what the ATS check holds the others to (pdf-ats.test.ts): the name
// first, whole words, each heading before its content, each job in order, no stray characters, no sidebar inside a
// job. It is also what pypdf's text was measured with (issue #14's note): Debian's pypdf 3.4.1 misreads every
// Chromium PDF (a space at each positioning move), current pypdf reads them as PyMuPDF does.
import { beforeAll, describe, expect, it } from 'vitest';
import { stripMarkup, type Resume } from '@resumey/resume';
import type { AtsCase } from '@resumey/test-support/ats-matrix';
import { gluedWords, resumeWords } from '@resumey/test-support/ats-strict';
import { readWithPython, type PythonReader } from './python-reader';
import { controlPrivateOrReplacement, fold, readingOrderProblems, SPACED_LETTERS } from './reading-order';

/** Each PDF's text, pages joined by form feeds. */
export const PYMUPDF: PythonReader = {
  name: 'PyMuPDF',
  apt: 'python3-fitz',
  imports: 'import fitz',
  textOf: "'\\f'.join(p.get_text() for p in fitz.open(f))",
};

/**
 * Characters no reader should show beyond those no reader may read at all (controlPrivateOrReplacement): the page
 * marks (U+2800, which only pdf.js should read) and ligature glyphs (fi, fl) not read as their letters.
 */
const STRAY = /[\u2800\uFB00-\uFB06]/gu;

const word = (s: string) => s.toLowerCase().replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');

/** Two neighbouring tokens of `text` that are one word of the resume read apart ('mor gan', 'San F rancisco'). */
function splitWords(text: string, words: Set<string>): string[] {
  const tokens = text.split(/\s+/).filter(Boolean);
  const split: string[] = [];
  for (let i = 1; i < tokens.length; i++) {
    const [a, b] = [word(tokens[i - 1]!), word(tokens[i]!)];
    // A line that ends at a hyphen or dash ('part-' / 'time') is a line break, not a split.
    if (!a || !b || (words.has(a) && words.has(b)) || /[-\u2013\u2014]$/.test(tokens[i - 1]!)) continue;
    if (words.has(word(tokens[i - 1]! + tokens[i]!))) split.push(`${tokens[i - 1]} ${tokens[i]}`);
  }
  return split;
}

/** The section headings the resume shows, each with the first thing of its content. */
function headingOrder(resume: Resume): Array<[RegExp, string]> {
  const first: Array<[RegExp, string | undefined]> = [
    [/summary|profile/i, stripMarkup(resume.summary).split(' ').slice(0, 6).join(' ')],
    [/experience/i, resume.experience[0]?.title],
    [/education/i, resume.education[0]?.school],
  ];
  return first.filter((p): p is [RegExp, string] => !!p[1]);
}

/** What is wrong with `text`, one reader's text of the PDF of `resume`; `order`: also each job in order (the sample). */
export function readerProblems(text: string, resume: Resume, order: boolean): string[] {
  const problems: string[] = [];
  const name = resume.profile.fullName;
  if (!fold(text).startsWith(fold(name))) problems.push(`starts ${JSON.stringify(text.trim().slice(0, 30))}`);
  const spaced = text.match(SPACED_LETTERS);
  if (spaced) problems.push(`letters read apart "${spaced[0].trim().slice(0, 30)}"`);
  const words = resumeWords(resume);
  const glued = gluedWords(text, words);
  if (glued.length) problems.push(`glued: ${glued.slice(0, 3).join(', ')}`);
  const split = splitWords(text, words);
  if (split.length) problems.push(`split: ${split.slice(0, 3).join(', ')}`);
  const stray = [
    ...[...new Set(text.match(STRAY) ?? [])].map((c) => `U+${c.codePointAt(0)!.toString(16).toUpperCase()}`),
    ...controlPrivateOrReplacement(text.replace(/\f/g, '')),
  ];
  if (stray.length) problems.push(`stray: ${stray.join(' ')}`);
  const lines = text.split(/\n|\f/).map((l) => l.trim());
  const folded = fold(text);
  for (const [heading, content] of headingOrder(resume)) {
    // The heading is a short line of its own holding the section's word; its content follows it.
    const at = lines.findIndex((l) => l.length <= 40 && heading.test(l));
    const headingAt = at < 0 ? -1 : folded.indexOf(fold(lines.slice(0, at + 1).join(' ')).slice(-20));
    const contentAt = folded.indexOf(fold(content));
    if (at < 0) problems.push(`no ${heading.source} heading line`);
    else if (contentAt >= 0 && headingAt > contentAt) problems.push(`"${lines[at]}" after its content`);
  }
  if (order) problems.push(...readingOrderProblems(text, resume));
  return problems;
}

const describeCase = (c: AtsCase) => `${c.templateId} ${c.kind} ${c.font}`;

export function describePymupdfReading(matrix: () => readonly AtsCase[]) {
  describe('PyMuPDF (Python screeners) reads every printed PDF as the other readers do', () => {
    const reads = new Map<AtsCase, string>();

    beforeAll(async () => {
      const cases = matrix();
      const texts = await readWithPython(
        PYMUPDF,
        cases.map((c) => c.pdf),
      );
      texts.forEach((text, i) => reads.set(cases[i]!, text));
    }, 120_000);

    it('reads the name first, whole words, headings before their content, each job in order (the sample)', () => {
      expect(reads.size).toBe(matrix().length);
      const problems = [...reads].flatMap(([c, text]) =>
        readerProblems(text, c.resume, c.kind === 'sample').map((p) => `${describeCase(c)}: ${p}`),
      );
      expect(problems).toEqual([]);
    });
  });
}
