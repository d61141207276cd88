import { unzipSync } from 'fflate';
import { describeResume } from '../import-report';
import type { ImportResult } from '../json-resume/import';
import { resumeSchema, type Resume } from '../schema';
import { buildResume, REVIEW_SECTION } from './build';
import { readDocxBlocks } from './read-docx';
import { docSections } from './sections';
import { fit } from './fit';

/**
 * Word (.docx) import (issue #19 item 3): the document's paragraphs, read with mammoth, go through the same kind
 * of rules as the ATS check of a PDF (headings -> sections, lines -> fields, dates by their shape). Lines no
 * rule places go into a custom section 'Imported - please review' and the report says so. Never throws.
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

export async function fromDocx(bytes: Uint8Array): Promise<ImportResult> {
  const refused = checkPackage(bytes);
  if (refused) return { ok: false, error: refused };
  let blocks: Awaited<ReturnType<typeof readDocxBlocks>>;
  try {
    blocks = await readDocxBlocks(bytes);
  } catch {
    return { ok: false, error: DOCX_MESSAGES.unreadable };
  }
  if (!blocks.length) return { ok: false, error: DOCX_MESSAGES.empty };
  const { header, sections } = docSections(blocks);
  const built = buildResume(header, sections);
  const name = built.profile.fullName.trim().slice(0, 150);
  built.meta.title = name ? `${name} (Word)` : 'Word import';
  const parsed = resumeSchema.safeParse(fit(built));
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return { ok: false, error: `${DOCX_MESSAGES.invalid}${issue.path.join('.')}: ${issue.message}` };
  }
  const resume = parsed.data as Resume;
  const review = resume.custom.find((c) => c.label === REVIEW_SECTION);
  return {
    ok: true,
    resume,
    report: {
      format: 'Word',
      placed: describeResume(resume),
      kept: [],
      dropped: review
        ? [
            `${review.bullets.length} line${review.bullets.length === 1 ? '' : 's'} not recognised: in Custom › ${REVIEW_SECTION}`,
          ]
        : [],
    },
  };
}
