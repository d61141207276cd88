import { newId } from '../defaults';
import { fit } from '../docx-import/fit';
import { describeResume, unrecognisedLines } from '../import-report';
import { pdfLines, type PdfPage } from '../import-reader/pdf-lines';
import { provenanceOf, reviewOf } from '../import-reader/provenance';
import { withReviewLabel } from '../import-reader/review-section';
import { detectLanguage } from '../import-reader/language';
import { matchSources } from '../import-reader/match';
import { readResume, REVIEW_SECTION } from '../import-reader/read';
import type { ImportResult } from '../json-resume/import';
import { resumeSchema, type Resume } from '../schema';
import { PDF_MESSAGES } from './refusals';

/** A link annotation of the PDF (see PdfLink in @resumey/pdf-text), with the page it is on. */
export interface PdfPageLink {
  page: number;
  url: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

const bare = (url: string) =>
  url
    .replace(/^(?:https?:\/\/|mailto:)/i, '')
    .replace(/^www\./i, '')
    .replace(/\/$/, '')
    .toLowerCase();

/**
 * The resume read from a PDF's pages (the text items pdf.js gives, with positions and fonts; see readPdfText in
 * @resumey/pdf-text) by the import's reader (import-reader), with where each field was read. Links drawn over
 * printed text complete what the text shows ('Portfolio' -> its address; an e-mail written in a LaTeX \href).
 * Never throws.
 */
export function fromPdfPages(pages: readonly PdfPage[], links: readonly PdfPageLink[] = []): ImportResult {
  if (!pages.some((p) => p.items.some((i) => /\p{L}/u.test(i.text)))) return { ok: false, error: PDF_MESSAGES.noText };
  const lines = pdfLines(pages);
  const read = readResume(lines);
  const built = read.resume;
  const p = built.profile;
  // An e-mail only in a mailto: link (a LaTeX \href over a name or an icon).
  const mail = links.find((l) => /^mailto:/i.test(l.url));
  if (!p.email && mail) p.email = mail.url.replace(/^mailto:/i, '').split('?')[0]!;
  // Web links drawn on the first page's header that no printed text spells: the profile's, or links of their own.
  // The header runs down to the last line a profile field was read from; a link further down (a footer's, a
  // project's) is no profile link.
  const header = read.fields.filter((f) => f.key.startsWith('profile.') && f.box.page === 1);
  const bottom = header.length ? Math.max(...header.map((f) => f.box.y + f.box.h)) : Infinity;
  const shown = new Set([p.website, p.linkedin, p.github, ...built.links.map((l) => l.url)].filter(Boolean).map(bare));
  for (const l of links) {
    if (!/^https?:/i.test(l.url) || shown.has(bare(l.url)) || l.page !== 1 || l.y > bottom + 24) continue;
    shown.add(bare(l.url));
    if (/linkedin\.com/i.test(l.url) && !p.linkedin) p.linkedin = l.url;
    else if (/github\.com/i.test(l.url) && !p.github) p.github = l.url;
    else if (!p.website) p.website = l.url;
    else built.links.push({ id: newId(), label: 'Website', url: l.url, username: '' });
  }
  const name = p.fullName.trim().slice(0, 150);
  built.meta.title = name ? `${name} (PDF)` : '';
  const review = reviewOf('PDF', read.marks);
  if (review) built.meta.importReview = review;
  const parsed = resumeSchema.safeParse(fit(built));
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return { ok: false, error: `${PDF_MESSAGES.invalid}${issue.path.join('.')}: ${issue.message}` };
  }
  const resume = parsed.data as Resume;
  const unplaced = resume.custom.find((c) => c.label === REVIEW_SECTION)?.bullets.length ?? 0;
  return withReviewLabel({
    ok: true,
    resume,
    provenance: provenanceOf(
      'PDF',
      pages.map((pg) => ({ number: pg.number, width: pg.width, height: pg.height })),
      lines,
      read,
    ),
    report: {
      format: 'pdf',
      placed: describeResume(resume),
      kept: [],
      dropped: unrecognisedLines(unplaced, REVIEW_SECTION),
    },
  });
}

/**
 * A PDF Resumey printed (its Creator says so) is read by the rules made for its templates (fromPdfLines, the ATS
 * rules with the import's additions), which know every layout it prints; its fields are then found in the
 * page's lines for the provenance view, and its language set.
 */
export function withSources(result: ImportResult, pages: readonly PdfPage[]): ImportResult {
  if (!result.ok) return result;
  const lines = pdfLines(pages);
  const resume = {
    ...result.resume,
    meta: { ...result.resume.meta, language: detectLanguage(lines.map((l) => l.text).join('\n'), new Map()) },
  };
  return withReviewLabel({
    ...result,
    resume,
    provenance: provenanceOf(
      'PDF',
      pages.map((pg) => ({ number: pg.number, width: pg.width, height: pg.height })),
      lines,
      matchSources(resume, lines),
    ),
  });
}
