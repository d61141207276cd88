import { unzipSync } from 'fflate';
import { describeResume, unrecognisedLines } from '../import-report';
import type { ImportResult } from '../json-resume/import';
import { looksLikePlace } from '../import-reader/places';
import { detectLanguage } from '../import-reader/language';
import { matchSources } from '../import-reader/match';
import { provenanceOf, reviewOf } from '../import-reader/provenance';
import { withReviewLabel } from '../import-reader/review-section';
import { readResume } from '../import-reader/read';
import type { FieldSource, SourceLine } from '../import-reader/types';
import { resumeSchema, type ImportMark, type Resume } from '../schema';
import { buildResume, REVIEW_SECTION } from './build';
import { readDocxBlocks } from './read-docx';
import { readDocxLines } from './read-xml';
import { docSections } from './sections';
import { fit } from './fit';

/**
 * Word (.docx) import (issues #19 and #39): the document's paragraphs, tables, text boxes and page headers are read
 * from its XML (read-xml.ts) as lines for the import's reader, which tells fields apart by layout and words in the
 * resume languages and records where each came from. Documents whose sections are in Word's Heading 1 style
 * (our own export, Google Docs) keep their structure-based rules (build.ts, read with mammoth) unless the reader
 * places more of the document (a Word template's entries). Lines no rule places go into a custom section
 * 'Imported - please review' and the report says so. Never throws.
 */

export const DOCX_MAX_BYTES = 20 * 1024 * 1024;
/** The unpacked document text: a resume's is a few hundred KB at most; more is a zip bomb or not a resume. */
const MAX_DOCUMENT_XML = 20 * 1024 * 1024;

export const DOCX_MESSAGES = {
  tooLarge: 'This file is too large to import. Word files can be at most 20 MB.',
  notDocx: 'This file is not a Word document (.docx). Save it as .docx in Word or Google Docs and try again.',
  unreadable: 'This Word document could not be read: it may be damaged or password-protected.',
  empty: 'This Word document has no text to import.',
  invalid: 'This Word document could not be imported: ',
} as const;

/** Checks the ZIP's directory, without unpacking anything, for Word's main part and its size. */
function checkPackage(bytes: Uint8Array): string | undefined {
  if (bytes.length > DOCX_MAX_BYTES) return DOCX_MESSAGES.tooLarge;
  // A password-protected .docx is an OLE compound file (D0 CF 11 E0), not a ZIP.
  if (bytes.length >= 4 && bytes[0] === 0xd0 && bytes[1] === 0xcf) return DOCX_MESSAGES.unreadable;
  if (bytes.length < 4 || bytes[0] !== 0x50 || bytes[1] !== 0x4b) return DOCX_MESSAGES.notDocx;
  let main: { originalSize: number } | undefined;
  try {
    unzipSync(bytes, {
      filter: (f) => {
        if (f.name === 'word/document.xml') main = f;
        return false;
      },
    });
  } catch {
    return DOCX_MESSAGES.unreadable;
  }
  if (!main) return DOCX_MESSAGES.notDocx;
  if (main.originalSize > MAX_DOCUMENT_XML) return DOCX_MESSAGES.tooLarge;
  return undefined;
}

/** The import's reader for documents styled by hand (bold lines, tables, text boxes), with its provenance. */
function readByLayout(lines: SourceLine[]): {
  resume: Resume;
  fields: FieldSource[];
  unused: number[];
  marks: ImportMark[];
} {
  const read = readResume(lines);
  const p = read.resume.profile;
  // An e-mail only in a mailto: hyperlink.
  const mail = lines.flatMap((l) => (l as { links?: string[] }).links ?? []).find((h) => /^mailto:/i.test(h));
  if (!p.email && mail) p.email = mail.slice(7).split('?')[0]!;
  // A web address shown as text and linked: the link's full target ('linkedin.com/in/a' -> 'https://linkedin.com/in/a').
  const hrefs = lines.flatMap((l) => (l as { links?: string[] }).links ?? []).filter((h) => /^https?:/i.test(h));
  const bare = (u: string) =>
    u
      .replace(/^https?:\/\//i, '')
      .replace(/^www\./i, '')
      .replace(/\/$/, '')
      .toLowerCase();
  for (const field of ['website', 'linkedin', 'github'] as const) {
    const href = p[field] && hrefs.find((h) => bare(h) === bare(p[field]));
    if (href) p[field] = href.endsWith('/') && !p[field].endsWith('/') ? href.slice(0, -1) : href;
  }
  return read;
}

/** How much of a resume a reading placed in its own fields: every non-empty text but the leftovers' section. */
function placed(value: unknown, key = ''): number {
  if (key === 'id' || key === 'meta' || key === 'custom' || key === 'kept') return 0;
  if (typeof value === 'string') return value.trim() ? 1 : 0;
  if (Array.isArray(value)) return value.reduce((n: number, v) => n + placed(v), 0);
  if (value && typeof value === 'object') return Object.entries(value).reduce((n, [k, v]) => n + placed(v, k), 0);
  return 0;
}

/**
 * Entries that name nothing: a job with no title and no company, a school with no school and no degree. Reading by
 * structure leaves them where a template sets each entry's dates in a heading of their own (Google Docs' 'JUNE 2021 -
 * PRESENT' in Heading 3, under 'Company, City — Title' in Heading 2).
 */
const headless = (r: Resume): number =>
  r.experience.filter((e) => !e.title.trim() && !e.company.trim()).length +
  r.education.filter((e) => !e.school.trim() && !e.degree.trim()).length;

/**
 * Entries without dates: reading by structure cuts an entry in two where a template sets the employer and the 'Title
 * | Dates' line in headings of their own (Word's 'Polished resume': 'Employer, City' in Heading 2 over 'Title | Month
 * YYYY – Present' in Heading 3), and the half without dates is one.
 */
const undated = (r: Resume): number =>
  [...r.experience, ...r.education].filter((e) => !e.startDate.trim() && !e.endDate.trim()).length;

/**
 * Jobs with their fields in the wrong places: an employer that is a place, or a place that is none. Reading by
 * structure takes 'Company — City<TAB>2013 – 2016' over the title in italics (a job pasted from an older resume) as
 * title 'Company', employer 'City' and place 'Title'.
 */
const misplaced = (r: Resume): number =>
  r.experience.filter((e) => looksLikePlace(e.company) || (e.location.trim() && !looksLikePlace(e.location))).length;

export async function fromDocx(bytes: Uint8Array): Promise<ImportResult> {
  const refused = checkPackage(bytes);
  if (refused) return { ok: false, error: refused };
  let lines: SourceLine[];
  try {
    lines = readDocxLines(bytes);
  } catch {
    return { ok: false, error: DOCX_MESSAGES.unreadable };
  }
  if (!lines.length) return { ok: false, error: DOCX_MESSAGES.empty };
  let built: Resume;
  let sources: { fields: FieldSource[]; unused: number[] };
  let marks: ImportMark[] = [];
  if (lines.some((l) => l.styledHeading === 1)) {
    // Sections in Word's Heading 1 (our own export, Google Docs): the structure says it all; the rules that read
    // those documents field by field stay, and the fields are found in the lines afterwards.
    let blocks: Awaited<ReturnType<typeof readDocxBlocks>>;
    try {
      blocks = await readDocxBlocks(bytes);
    } catch {
      return { ok: false, error: DOCX_MESSAGES.unreadable };
    }
    const { header, sections } = docSections(blocks);
    built = buildResume(header, sections);
    built.meta.language = detectLanguage(lines.map((l) => l.text).join('\n'), new Map());
    sources = matchSources(built, lines);
    // A Word template's headings are in Heading 1 too, with entries those rules do not know ('March 2020 – Present'
    // over 'Title, Company'): the reader's reading when it finds more of the resume.
    const read = readByLayout(lines);
    if (
      placed(read.resume) > placed(built) ||
      headless(built) > headless(read.resume) ||
      undated(built) > undated(read.resume) ||
      misplaced(built) > misplaced(read.resume)
    ) {
      built = read.resume;
      sources = read;
      marks = read.marks;
    }
  } else {
    const read = readByLayout(lines);
    built = read.resume;
    sources = read;
    marks = read.marks;
  }
  const name = built.profile.fullName.trim().slice(0, 150);
  built.meta.title = name ? `${name} (Word)` : '';
  const review = reviewOf('Word', marks);
  if (review) built.meta.importReview = review;
  const parsed = resumeSchema.safeParse(fit(built));
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return { ok: false, error: `${DOCX_MESSAGES.invalid}${issue.path.join('.')}: ${issue.message}` };
  }
  const resume = parsed.data as Resume;
  const unplaced = resume.custom.find((c) => c.label === REVIEW_SECTION);
  return withReviewLabel({
    ok: true,
    resume,
    provenance: provenanceOf('Word', [], lines, sources),
    report: {
      format: 'word',
      placed: describeResume(resume),
      kept: [],
      dropped: unrecognisedLines(unplaced?.bullets.length ?? 0, REVIEW_SECTION),
    },
  });
}
