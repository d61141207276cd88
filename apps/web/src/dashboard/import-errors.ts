import { msg } from '@lingui/core/macro';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { i18n, localizeMessage } from '../i18n';

/**
 * Why an import refused a file, as packages/resume writes it in English (PDF_MESSAGES, DOCX_MESSAGES,
 * LINKEDIN_MESSAGES, IMPORT_MESSAGES): declared here so the catalog holds each, and found again by the id Lingui
 * gives the English text, so the importers (some loaded only when used) stay out of this bundle.
 * import-errors.test.ts holds this list equal to the packages' messages.
 */
export const IMPORT_REFUSALS = [
  msg`This file is too large to import. PDF files can be at most 20 MB.`,
  msg`This file is not a PDF. Choose a .pdf file, or export your resume as PDF and try again.`,
  msg`This PDF could not be read: it may be damaged. Export it again as PDF and try again.`,
  msg`This PDF is password-protected. Remove the password (print it again as PDF) and try again.`,
  msg`This PDF has no text to import: it may be a scan or a picture of a resume. Export it from the program you wrote it in and try again.`,
  msg`This file is too large to import. Word files can be at most 20 MB.`,
  msg`This file is not a Word document (.docx). Save it as .docx in Word or Google Docs and try again.`,
  msg`This Word document could not be read: it may be damaged or password-protected.`,
  msg`This Word document has no text to import.`,
  msg`This file is not a ZIP file. Choose the ZIP that LinkedIn sent (Settings › Data privacy › Get a copy of your data).`,
  msg`This ZIP file could not be read: it may be damaged or encrypted.`,
  msg`This ZIP file is not a LinkedIn data export: it has none of Profile.csv, Positions.csv, Education.csv, Skills.csv, Certifications.csv or Projects.csv.`,
  msg`This file is too large to be a LinkedIn data export (at most 50 MB).`,
  msg`This LinkedIn export has no profile, positions, education, skills, certifications or projects to import.`,
  msg`This file is not a JSON Resume document.`,
];

/** An import's refusal in the interface's language; a shared message or any other text as localizeMessage has it. */
export function importErrorText(english: string): string {
  const id = generateMessageId(english);
  const localized = i18n._(id);
  return localized !== id ? localized : localizeMessage(english);
}
