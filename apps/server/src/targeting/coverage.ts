import { createHash } from 'node:crypto';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { AtsLine, Resume } from '@resumey/resume';
import { computeCoverage, type Coverage, type ExtractedTerms } from '@resumey/resume/targeting';
import { TEMPLATE_COMPONENTS } from '@resumey/templates/all';
import { templateOf } from '@resumey/templates/public-page';
import type { JobTicket } from '../pdf/queue';
import type { PdfService } from '../pdf/service';
import { withCleanPhoto } from '../images/clean-photo';
import { pdfLineReader } from './pdf-reader';

/** What an ATS reads of one version of a resume: its PDF's lines, and its template's text for the reasons. */
interface ReadBack {
  lines: AtsLine[];
  /** Made only when a term is in the editor but not in the PDF (rendering the template takes a while). */
  printedText: () => string;
}

/** Read-backs by the resume's content: most recent last. A resume's score needs its PDF once per version. */
const MAX_READS = 200;
const reads = new Map<string, Promise<ReadBack>>();

/** The content's fingerprint: the fields an edit changes (not its id and time stamps). */
export function contentKey(resume: Resume): string {
  const { id: _id, createdAt: _c, updatedAt: _u, ...content } = resume;
  return createHash('sha256').update(JSON.stringify(content)).digest('base64url');
}

/** The template's markup as text: what the page draws, before print adjustments and the PDF's text layer. */
function printedText(resume: Resume): string {
  const Template = TEMPLATE_COMPONENTS[templateOf(resume).templateId];
  if (!Template) return '';
  return renderToStaticMarkup(createElement(Template, { resume }))
    .replace(/<[^>]*>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;|&#x27;|&#39;/g, (m) => (m === '&quot;' ? '"' : "'"));
}

/**
 * The resume's PDF as Download PDF makes it (the same PDF service and queue), read back with the project's parser,
 * once per content: the editor asks again after every pause in typing, usually about content it asked about. Reads
 * of the same content at once share one render.
 */
export function readBack(
  pdf: PdfService,
  resume: Resume,
  ticket: JobTicket,
): { read: Promise<ReadBack>; cached: boolean } {
  const key = contentKey(resume);
  const had = reads.get(key);
  if (had) {
    reads.delete(key);
    reads.set(key, had);
    return { read: had, cached: true };
  }
  const read = (async () => {
    const clean = await withCleanPhoto(resume);
    const { pdf: bytes } = await pdf.render(clean, ticket);
    let printed: string | undefined;
    return { lines: await pdfLineReader.read(bytes), printedText: () => (printed ??= printedText(clean)) };
  })();
  reads.set(key, read);
  read.catch(() => reads.delete(key));
  while (reads.size > MAX_READS) reads.delete(reads.keys().next().value!);
  return { read, cached: false };
}

export function coverageOf(extracted: ExtractedTerms, resume: Resume, back: ReadBack): Coverage {
  return computeCoverage({
    terms: extracted.terms,
    language: extracted.language,
    pdfLines: back.lines,
    resume,
    printedText: back.printedText,
  });
}
