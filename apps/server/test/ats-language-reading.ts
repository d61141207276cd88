// How the ATS check in every script (issue #35 item 7, pdf-ats-languages.test.ts) reads a German, Japanese or
// Arabic PDF, and what it compares after normalising. What the readers do with such text, found on our PDFs:
//
// - pdf.js gives each item's letters in logical order (it applies the bidi algorithm inside an item), but a right-to-left
//   line's items in the order Chromium draws them: its runs in logical order, each run's words left to right, that is
//   backwards; a word may come in pieces where shaping cut the glyph run (a lam-alef, a mark). A reader must put a
//   right-to-left line's items in order by position; the project's own PDF reader (pdfLines of the import reader,
//   issue #39) does, and is the pdf.js reading here, for all three languages.
// - pdftotext -raw writes content-stream order: lines in order, but a right-to-left line's words left to right, each
//   right-to-left piece wrapped in U+202B (RLE) ... U+202C (PDF), pieces of one word without a space between them.
//   `rawLogical` puts each such line back into reading order (the pieces reversed, left-to-right stretches such as
//   an e-mail, 'React' or '2021' kept as they are).
// - pdftotext -layout writes each line in reading order (its own bidi reordering) with embedding marks (U+202A LRE,
//   U+202B RLE, U+202C PDF) around runs, and the columns of one physical line left to right: `layoutLogical` reads
//   a right-to-left line's columns right to left. It also moves the space between a number or Latin word and the
//   Arabic word after it to the run's other side ('من ‪ ١٢٠‬ألف'), so its marks count as spaces. And it writes a
//   Latin run inside an Arabic line with its words backwards ('PostgreSQL ,React ,TypeScript'): -layout's word
//   order is not checked, only that every field is whole.
// - Both readers put an Arabic mark (tanween, shadda) before the letter it sits on when the letter ends a glyph
//   run ('فرًقا' for 'فرقًا'): marks are left out of the comparison, as Arabic search does.
// - Japanese is set without spaces: a bullet wrapped at a line end reads with a line break inside it, so Japanese
//   text is compared without any whitespace.
// - pdf.js ignores the ActualText that Chromium writes around a glyph cluster that is not one glyph per letter: it
//   reads a bracket mirrored right to left as the other bracket (poppler honours ActualText and reads it right).
//   Amiri's own build inserts a piece of kashida after some letters ('الخبرة'), which pdf.js would read as U+0000
//   U+0000; the Amiri we serve is rewritten without it (scripts/gsub-inserted-glyphs.ts), so every letter is one
//   glyph and the check holds pdf.js to every letter as typed.
import {
  displayUrl,
  formatDateRange,
  HEADING_KEYS,
  resumeTexts,
  sectionHeading,
  stripMarkup,
  type Resume,
} from '@resumey/resume';
import { pdfLines } from '@resumey/resume/import/reader';
import { installAllResumeTexts } from '@resumey/resume/locale-all';
import type { PdfTextPage } from '@resumey/pdf-text';
import type { LanguageCase } from '@resumey/test-support/ats-languages';

// Every language's texts (headings, months, 'Present'), as the server has them: the needles below are made of them.
installAllResumeTexts();

/** The embedding and isolate marks poppler writes around right-to-left and left-to-right runs (and LRM, RLM). */
export const BIDI_MARKS = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
/** Arabic marks (harakat, superscript alef) and the tatweel. */
export const ARABIC_MARKS = /[\u064b-\u065f\u0670\u0640]/g;
const RTL_LETTER = /[\p{Script=Arabic}\p{Script=Hebrew}]/u;
const LTR_LETTER = /[\p{Script=Latin}\p{N}]/u;

/** Languages written without spaces between words: a wrap may fall anywhere, so they are compared without any. */
const UNSPACED = new Set(['ja', 'zh-Hans', 'zh-Hant', 'th']);

/**
 * Text as the check compares it: page marks and poppler's bidi marks as spaces, Arabic marks out, lower case; each
 * word trimmed of the punctuation around it ('القاهرة،', '(PSM', '٪70' and '70٪' alike), one space between words;
 * Japanese, Chinese and Thai without whitespace.
 */
export function norm(text: string, language: string): string {
  let t = text
    .normalize('NFKC')
    // Persian's zero-width non-joiner: readers drop it ('مهارت‌ها' as 'مهارتها').
    .replace(/\u200c/g, '')
    .replace(BIDI_MARKS, ' ')
    .replace(/[\u2800\u0085\f]/g, ' ')
    .replace(ARABIC_MARKS, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    // A compound wrapped at its hyphen ('Scrum-' at a line end, 'Masterin' on the next) is one word.
    .replace(/(\p{L})-\s+(?=\p{L})/gu, '$1-');
  // Greek capitals drop their accents ('ΕΚΠΑΙΔΕΥΣΗ' for 'Εκπαίδευση'), as text-transform sets them.
  if (language === 'el') t = t.normalize('NFD').replace(/\p{M}/gu, '');
  if (UNSPACED.has(language)) return t.replace(/\s+/g, '');
  return t
    .split(/\s+/)
    .map((w) => w.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''))
    .filter(Boolean)
    .join(' ');
}

/**
 * One line of pdftotext -raw in reading order: its atoms (each RLE ... PDF piece, each word and space outside
 * them) reversed when the line holds right-to-left letters, with each stretch of left-to-right atoms (and the
 * spaces and signs between them) kept in its own order.
 */
export function rawLineLogical(line: string): string {
  if (!RTL_LETTER.test(line)) return line;
  // A stop drawn left of the number that ends a sentence ('.40%') is an atom of its own, read last.
  const atoms = line.match(/\u202b[^\u202c]*\u202c|\s+|[.,:;!?]+(?=[\p{Script=Latin}\p{N}])|[^\s\u202b]+/gu) ?? [];
  const reversed = atoms.reverse();
  const out: string[] = [];
  for (let i = 0; i < reversed.length;) {
    const atom = reversed[i]!;
    if (RTL_LETTER.test(atom) || !LTR_LETTER.test(atom)) {
      out.push(atom);
      i += 1;
      continue;
    }
    let last = i;
    let j = i;
    while (j < reversed.length && !RTL_LETTER.test(reversed[j]!)) {
      if (LTR_LETTER.test(reversed[j]!)) last = j;
      j += 1;
    }
    out.push(...reversed.slice(i, last + 1).reverse());
    i = last + 1;
  }
  // The pieces of a word, now in order, join up again without the marks between them.
  return out.join('').replace(BIDI_MARKS, '');
}

export const rawLogical = (raw: string) => raw.split('\n').map(rawLineLogical).join('\n');

/**
 * pdftotext -layout with each right-to-left line's columns (text set apart by three or more spaces: a name and the
 * headline beside it, a title and its dates) read right to left, as the line's own words already are.
 */
export const layoutLogical = (layout: string) =>
  layout
    .split('\n')
    .map((line) =>
      RTL_LETTER.test(line)
        ? line
            .trim()
            .split(/\s{3,}/)
            .reverse()
            .join('   ')
        : line,
    )
    .join('\n');

/** pdf.js's reading: the project's PDF reader's lines (right-to-left lines read right to left). */
export const pdfjsLines = (pages: readonly PdfTextPage[]) =>
  pdfLines(pages)
    .map((l) => (l.bullet ? `• ${l.text}` : l.text))
    .join('\n');

/** The three readings of a case, normalised. */
export function readings(c: LanguageCase): Record<'pdf.js' | 'raw' | 'layout', string> {
  return {
    'pdf.js': norm(pdfjsLines(c.pages), c.language),
    raw: norm(rawLogical(c.raw), c.language),
    layout: norm(layoutLogical(c.layout), c.language),
  };
}

/** The sections this check's resumes show, each with its heading and a piece of its content. */
export function sectionsOf(resume: Resume): { key: string; heading: string; content: string }[] {
  const first: Record<string, string> = {
    summary: stripMarkup(resume.summary)
      .split(/[\s。、]/)[0]!
      .slice(0, 24),
    experience: resume.experience[0]!.title,
    education: resume.education[0]!.school,
    skills: resume.skills.core[0]!,
    certifications: resume.certifications[0]!,
  };
  return HEADING_KEYS.filter((k) => first[k]).map((key) => ({
    key,
    heading: sectionHeading(resume.meta, key),
    content: first[key]!,
  }));
}

/**
 * Problems with the order of `text` (a normalised reading): the name first; each section's heading whole, before
 * its content and with no other heading between; each job's title, company and bullets whole and in order, its
 * dates in its head, jobs in order; the contact details whole.
 */
export function orderProblems(
  text: string,
  resume: Resume,
  language: string,
  n: (s: string) => string = (s) => norm(s, language),
  /** The PDF's link addresses: a web address wrapped in a narrow column is read whole from its link. */
  links: readonly string[] = [],
): string[] {
  const problems: string[] = [];
  const find = (needle: string, from = 0) => text.indexOf(n(needle), from);
  const p = resume.profile;
  if (!text.startsWith(n(p.fullName))) problems.push(`the name is not first (starts "${text.slice(0, 40)}")`);
  for (const item of [p.email, displayUrl(p.website), displayUrl(p.linkedin), p.phone])
    if (find(item) < 0 && !links.some((l) => l.includes(item)))
      problems.push(`contact "${item}" is not read whole, in the text or a link`);

  // A template's label that starts with a heading's words is no heading: Korean's 'Tech:' ('기술 스택:') under a job
  // starts with its Skills heading ('기술').
  const labels = Object.values(resumeTexts(resume.meta.language)).map(n);
  const findHeading = (heading: string) => {
    const words = n(heading);
    const longer = labels.filter((l) => l !== words && l.startsWith(words));
    let at = find(heading);
    while (at >= 0 && longer.some((l) => text.startsWith(l, at))) at = find(heading, at + 1);
    return at;
  };
  const sections = sectionsOf(resume).map((s) => ({ ...s, at: findHeading(s.heading) }));
  for (const s of sections) {
    if (s.at < 0) {
      problems.push(`heading "${s.heading}" is not read whole`);
      continue;
    }
    const content = find(s.content, s.at + n(s.heading).length);
    if (content < 0) {
      problems.push(`${s.key}: "${s.content}" is not read after its heading "${s.heading}"`);
      continue;
    }
    const between = sections.find((o) => o !== s && o.at > s.at && o.at < content);
    if (between) problems.push(`${s.key}: heading "${between.heading}" comes between "${s.heading}" and its content`);
  }

  let cursor = 0;
  for (const job of resume.experience) {
    const parts: [string, string][] = [
      ['title', job.title],
      ['company', job.company],
      ...job.bullets.map((b, i): [string, string] => [`bullet ${i + 1}`, stripMarkup(b)]),
    ];
    let at = find(job.title, cursor);
    if (at < 0) {
      problems.push(`job "${job.title}" is not read after the one before`);
      continue;
    }
    // The dates come with the job's head, before its first bullet: beside the title when the company wraps to the
    // line below (print paints the dates with the line they are on, apps/web/src/pdf/ats-adjustments.ts), else after it.
    const dates = formatDateRange(job.startDate, job.endDate, language);
    const datesAt = find(dates, at);
    const firstBullet = job.bullets[0] ? find(stripMarkup(job.bullets[0]), at) : Infinity;
    if (datesAt < 0 || datesAt > firstBullet)
      problems.push(`${job.title}: dates "${dates}" not read in the job's head`);
    for (const [what, value] of parts) {
      const found = find(value, at);
      if (found < 0) {
        problems.push(
          find(value) < 0
            ? `${job.title}: ${what} "${value.slice(0, 40)}" is not read whole`
            : `${job.title}: ${what} "${value.slice(0, 40)}" comes out of order`,
        );
        continue;
      }
      at = found + n(value).length;
    }
    cursor = at;
  }
  return problems;
}
