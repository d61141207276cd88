import { joinWrappedBullets } from '../ats/entries';
import { parseResumeLines } from '../ats/parse';
import { splitSections } from '../ats/sections';
import { BULLET, DATE_RANGE, EMAIL, FIELD_DELIMITER, normalise, PHONE, URL_LIKE } from '../ats/text';
import type { AtsLine, AtsResume } from '../ats/types';
import { createResume, newId } from '../defaults';
import { REVIEW_SECTION } from '../docx-import/build';
import { parseDates } from '../docx-import/entries';
import { fit } from '../docx-import/fit';
import { describeResume, unrecognisedLines } from '../import-report';
import type { ImportResult } from '../json-resume/import';
import { resumeSchema, type Resume } from '../schema';
import { rereadEntries } from './entries';
import { joinWrappedItems, markDrawnBullets, unmarked, type PdfImportLine } from './lines';
import { PDF_MESSAGES } from './refusals';

/**
 * PDF import (issue #19 item 2), without AI: the PDF's text lines (read with pdf.js by @resumey/pdf-text) go
 * through the ATS check's own rules (parseResumeLines: header -> name, headline and contact details; sections by
 * their heading words; entries and fields by delimiters and the shape of dates), and what they read is put in
 * the resume's fields. Every line of the PDF is then looked for in the result: a line no field holds goes into
 * the custom section 'Imported - please review', and the report says so. Pure (no I/O): see fromPdf in
 * @resumey/pdf-text for bytes in.
 */

export { REVIEW_SECTION };
export { checkPdfBytes, PDF_MAX_BYTES, PDF_MAX_PAGES, PDF_MESSAGES } from './refusals';
export { joinWrappedItems, markDrawnBullets, type PdfImportLine } from './lines';

/** A link annotation of the PDF (see PdfLink in @resumey/pdf-text), with the page it is on. */
export interface PdfImportLink {
  page: number;
  url: string;
  /** Top edge, from the page's top. */
  y: number;
}

const bare = (url: string) =>
  url
    .trim()
    .replace(/^https?:\/\//i, '')
    .replace(/^www\./i, '')
    .replace(/\/$/, '')
    .toLowerCase();

/** Printed web addresses of the header to the profile's fields; returns the link targets printed nowhere. */
function readLinks(resume: Resume, printed: readonly string[], annotated: readonly string[]): string[] {
  const p = resume.profile;
  const seen = new Set<string>();
  const place = (url: string) => {
    seen.add(bare(url));
    if (/linkedin\.com/i.test(url) && !p.linkedin) p.linkedin = url;
    else if (/github\.com/i.test(url) && !p.github) p.github = url;
    else if (!p.website) p.website = url;
    else resume.links.push({ id: newId(), label: 'Website', url, username: '' });
  };
  printed.forEach(place);
  return [...new Set(annotated.filter((u) => /^https?:\/\//i.test(u) && !seen.has(bare(u))))];
}

function certificationsOf(read: AtsResume): string[] {
  return read.sections.filter((s) => s.kind === 'certifications').flatMap((s) => joinWrappedItems(s.lines));
}

/** The resume the ATS rules' reading fills in. */
function toResume(read: AtsResume, headerLinks: readonly string[]): { resume: Resume; linksOnly: string[] } {
  const resume = createResume();
  const p = resume.profile;
  p.fullName = read.name;
  p.headline = read.headline;
  p.email = read.email;
  p.phone = read.phone;
  p.location = read.location;
  const linksOnly = readLinks(resume, read.links, headerLinks);
  resume.summary = read.summary;
  for (const job of read.experience) {
    resume.experience.push({
      id: newId(),
      title: job.title,
      company: job.company,
      location: job.location,
      ...datesOf(job.dates),
      bullets: job.bullets,
      technologies: job.technologies ?? [],
      url: '',
      description: '',
      summary: '',
    });
  }
  for (const s of read.education) {
    resume.education.push({
      id: newId(),
      school: s.school,
      degree: s.degree,
      field: s.field,
      ...datesOf(s.dates),
      details: s.details,
      url: '',
      score: '',
    });
  }
  for (const pr of read.projects) {
    resume.projects.push({
      id: newId(),
      name: pr.name,
      role: pr.role,
      entity: '',
      type: '',
      url: pr.urls?.[0] ?? '',
      startDate: '',
      endDate: '',
      bullets: pr.bullets,
      technologies: pr.technologies ?? [],
      description: '',
    });
  }
  resume.skills.core = [...new Set(read.skills)];
  resume.certifications = certificationsOf(read);
  // Sections the model has no list for (awards, volunteering, languages...) are custom sections, as printed.
  for (const s of read.sections) {
    if (s.kind !== 'other') continue;
    const bullets = joinWrappedBullets(s.lines).map(unmarked).filter(Boolean);
    if (bullets.length) resume.custom.push({ id: newId(), label: s.heading, bullets });
  }
  return { resume, linksOnly };
}

function datesOf(text: string) {
  if (!text) return { startDate: '', endDate: '' };
  const { start, end } = parseDates(text);
  return { startDate: start, endDate: end };
}

/** Every string of the resume, normalised, to look the PDF's lines up in. */
function corpusOf(resume: Resume, headings: readonly string[]): string {
  const out: string[] = [...headings];
  const walk = (v: unknown) => {
    if (typeof v === 'string') out.push(v);
    else if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') Object.values(v).forEach(walk);
  };
  walk({ ...resume, meta: undefined });
  return normalise(out.join('\n'));
}

/** Labels printed before a value ('Email:', 'Core:'), which no field keeps. */
const LABEL = /^[\p{L}][\p{L} &/]{0,28}:\s*/u;

/**
 * The parts of a line that no field of the resume holds: each piece between delimiters (a date range, a label
 * and punctuation aside) is looked for in the resume's text. The lines of summaries and custom sections are
 * kept whole, and so are never unplaced.
 */
function unplacedParts(line: AtsLine, corpus: string): string[] {
  const out: string[] = [];
  for (const part of line.parts) {
    const rest = part.replace(BULLET, '').replace(LABEL, '');
    // 'Degree in Field' and 'Title at Company' are two fields of the resume.
    const held = (x: string) =>
      corpus.includes(URL_LIKE.test(x) ? bare(x) : x) ||
      (/\s(?:in|at)(?:\s|$)/.test(x) &&
        x
          .split(/\s+(?:in|at)(?:\s+|$)/)
          .filter(Boolean)
          .every((y) => corpus.includes(y)));
    const segments = rest.replace(new RegExp(DATE_RANGE.source, 'gi'), ' | ').split(FIELD_DELIMITER);
    for (const segment of segments) {
      const pieces = segment
        .split(/\s*[,;·•|]\s*/u)
        .map((x) => normalise(x.replace(/^[\s|·•,/@()–—-]+|[\s|·•,/@()–—.-]+$/gu, '')))
        .filter((x) => /[\p{L}\d]/u.test(x));
      if (pieces.some((x) => !held(x))) out.push(segment.replace(/^[\s|·•,/@–—-]+|[\s|·•,/@–—-]+$/gu, '').trim());
    }
  }
  return out.filter(Boolean);
}

/**
 * The resume read from a PDF's lines (in reading order, as @resumey/pdf-text's groupLines gives them) and the
 * link annotations of its pages. Never throws.
 */
export function fromPdfLines(pdfLines: readonly PdfImportLine[], links: readonly PdfImportLink[] = []): ImportResult {
  if (!pdfLines.some((l) => /\p{L}/u.test(l.text))) return { ok: false, error: PDF_MESSAGES.noText };
  const lines = markDrawnBullets(pdfLines);
  const read = rereadEntries(parseResumeLines(lines));
  // The header runs down to the first section's heading: links drawn there are the profile's.
  const bottom = read.sections.length
    ? Math.min(...read.sections.flatMap((s) => s.lines.filter((l) => l.page === 1).map((l) => l.y)), Infinity)
    : Infinity;
  const headerLinks = links.filter((l) => l.page === 1 && l.y < bottom).map((l) => l.url);
  const { resume: built, linksOnly } = toResume(read, headerLinks);

  // Labels in the header whose address is only in the link drawn over them ('Portfolio'): paired in order, when
  // there are as many of each; otherwise the addresses go to the profile's website and links, and the labels to
  // review.
  const headerLines = splitSections(lines).header;
  // A headline set beside the name, on its line ('Alex Morgan   Senior Engineer'); a typed decoration before it
  // ('// Senior Engineer') is not part of it.
  const nameLine = headerLines.find((l) => /\p{L}/u.test(l.text));
  const beside = nameLine?.parts.slice(1).join(' ') ?? '';
  if (!built.profile.headline && beside && !EMAIL.test(beside) && !PHONE.test(beside) && !URL_LIKE.test(beside)) {
    built.profile.headline = beside;
  }
  built.profile.headline = built.profile.headline.replace(/^[^\p{L}\d(]+/u, '');
  let corpus = corpusOf(
    built,
    read.sections.map((s) => s.heading),
  );
  const labels = headerLines
    .slice(1)
    .flatMap((l) => unplacedParts(l, corpus))
    .filter((l) => l.split(/\s+/).length <= 2);
  if (linksOnly.length && labels.length === linksOnly.length) {
    labels.forEach((label, i) => built.links.push({ id: newId(), label, url: linksOnly[i]!, username: '' }));
  } else {
    for (const url of linksOnly) {
      if (!built.profile.website) built.profile.website = url;
      else built.links.push({ id: newId(), label: 'Website', url, username: '' });
    }
  }
  corpus = corpusOf(
    built,
    read.sections.map((s) => s.heading),
  );
  const unplaced: string[] = [];
  const whole = new Set(
    read.sections.filter((s) => s.kind === 'summary' || s.kind === 'other').flatMap((s) => s.lines),
  );
  for (const line of lines) {
    if (whole.has(line)) continue;
    unplaced.push(...unplacedParts(line, corpus));
  }
  if (unplaced.length) built.custom.push({ id: newId(), label: REVIEW_SECTION, bullets: unplaced });

  const name = built.profile.fullName.trim().slice(0, 150);
  built.meta.title = name ? `${name} (PDF)` : '';
  const parsed = resumeSchema.safeParse(fit(built));
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return { ok: false, error: `${PDF_MESSAGES.invalid}${issue.path.join('.')}: ${issue.message}` };
  }
  const resume = parsed.data as Resume;
  return {
    ok: true,
    resume,
    report: {
      format: 'pdf',
      placed: describeResume(resume),
      kept: [],
      dropped: unrecognisedLines(unplaced.length, REVIEW_SECTION),
    },
  };
}
export { scoreImport, shareOf, IMPORT_FIELD_GROUPS, type ImportScore, type ImportFieldGroup } from './score';
export { fromPdfPages, withSources, type PdfPageLink } from './pages';
