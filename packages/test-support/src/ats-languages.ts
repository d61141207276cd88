// The ATS check in every script (issue #35 item 7): the German, Japanese and Arabic resumes of language-resumes.ts
// printed in every template by the caller's printer and read as the English matrix reads them (ats-matrix.ts):
// pdf.js's text items, grouped into lines, and poppler's pdftotext -raw and -layout.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { readPdfText, type PdfTextPage } from '@resumey/pdf-text';
import { TEMPLATE_IDS, type Resume } from '@resumey/resume';
import type { PrintPdf } from './ats-matrix';
import { languageResume, LANGUAGE_RESUME_LANGUAGES, type LanguageResumeLanguage } from './language-resumes';

const run = promisify(execFile);

export interface LanguageCase {
  templateId: string;
  language: LanguageResumeLanguage;
  resume: Resume;
  pdf: Uint8Array;
  /** pdf.js's text items, page by page, with each item's direction as pdf.js gives it. */
  pages: PdfTextPage[];
  /** pdftotext -raw (content-stream order) and -layout (physical layout). */
  raw: string;
  layout: string;
}

/** Prints and reads every template in every language given; each PDF is read while the next ones print. */
export async function runLanguageMatrix(
  print: PrintPdf,
  options: { templates?: readonly string[]; languages?: readonly LanguageResumeLanguage[] } = {},
): Promise<LanguageCase[]> {
  const templates = options.templates ?? TEMPLATE_IDS;
  const languages = options.languages ?? LANGUAGE_RESUME_LANGUAGES;
  const dir = mkdtempSync(path.join(tmpdir(), 'resumey-ats-lang-'));
  try {
    const jobs = languages.flatMap((language) => templates.map((templateId) => ({ templateId, language })));
    return await Promise.all(
      jobs.map(async ({ templateId, language }, i): Promise<LanguageCase> => {
        const resume = languageResume(language, templateId);
        const pdf = await print(resume);
        const file = path.join(dir, `${i}.pdf`);
        writeFileSync(file, pdf);
        // ATS_PDF_DIR keeps the PDFs, named by case, to read them with other tools.
        if (process.env.ATS_PDF_DIR)
          writeFileSync(path.join(process.env.ATS_PDF_DIR, `${templateId}-${language}.pdf`), pdf);
        const pages = await readPdfText(pdf);
        const script = 'pdftotext -enc UTF-8 -raw "$1" - && printf "\\0" && pdftotext -enc UTF-8 -layout "$1" -';
        const out = (await run('/bin/sh', ['-c', script, 'sh', file], { maxBuffer: 16 << 20 })).stdout;
        const [raw = '', layout = ''] = out.split('\0');
        return { templateId, language, resume, pdf, pages, raw, layout };
      }),
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
