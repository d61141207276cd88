import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPdfText, type PdfTextPage } from '@resumey/pdf-text';
import { TEMPLATE_IDS, type Resume } from '@resumey/resume';
import { scriptResume, SCRIPT_LANGUAGES, type ScriptLanguage } from '@resumey/test-support/script-resumes';
import { withPdfService } from './ats-printer';
import { norm, orderProblems, pdfjsLines, rawLogical } from './ats-language-reading';
import { controlPrivateOrReplacement } from './reading-order';
import { testDbKind } from './helpers/server';

/**
 * The ATS check in the other scripts of the resume languages (issue #35): the German, Japanese and Arabic matrix
 * (pdf-ats-languages.test.ts) prints every template in those three; here every template prints once more, in one of
 * the twelve script resumes of script-resumes.ts in turn (template i in language i mod 12), in that language, so
 * each language meets two templates and each template a script beyond Latin, Japanese and Arabic. Read by the
 * project's reader of pdf.js's items and by pdftotext -raw, as the matrix reads them.
 *
 * One reading is left out, for what the reader does, not the PDF: pdftotext -raw breaks a Persian line at each
 * zero-width non-joiner ('‌ها' on a line of its own).
 */

const run = promisify(execFile);

interface ScriptCase {
  templateId: string;
  language: ScriptLanguage;
  resume: Resume;
  pages: PdfTextPage[];
  raw: string;
}

const SKIPPED: Partial<Record<ScriptLanguage, 'pdf.js' | 'raw'>> = { fa: 'raw' };

/** A script resume in its own language. */
function resumeIn(language: ScriptLanguage, templateId: string): Resume {
  const resume = scriptResume(language, 'inter', templateId);
  resume.meta = { ...resume.meta, language };
  return resume;
}

describe.skipIf(testDbKind === 'postgres')('ATS check in the other scripts: each template in one of them', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'resumey-ats-scripts-'));
  let cases: ScriptCase[] = [];
  beforeAll(async () => {
    cases = await withPdfService((print) =>
      Promise.all(
        TEMPLATE_IDS.map(async (templateId, i): Promise<ScriptCase> => {
          const language = SCRIPT_LANGUAGES[i % SCRIPT_LANGUAGES.length]!;
          const resume = resumeIn(language, templateId);
          const pdf = await print(resume);
          const file = path.join(dir, `${templateId}.pdf`);
          writeFileSync(file, pdf);
          const raw = (await run('pdftotext', ['-enc', 'UTF-8', '-raw', file, '-'], { maxBuffer: 16 << 20 })).stdout;
          return { templateId, language, resume, pages: await readPdfText(pdf), raw };
        }),
      ),
    );
  }, 600_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('meets every script language', () => {
    expect(new Set(cases.map((c) => c.language))).toEqual(new Set(SCRIPT_LANGUAGES));
  });

  it('pdf.js and pdftotext -raw read the name first, each heading before its content, every job in order', () => {
    const problems = cases.flatMap((c) => {
      const texts = { 'pdf.js': pdfjsLines(c.pages), raw: rawLogical(c.raw) };
      const links = c.pages.flatMap((p) => p.links.map((l) => l.url));
      return Object.entries(texts).flatMap(([reader, text]) => {
        if (SKIPPED[c.language] === reader) return [];
        const stray = controlPrivateOrReplacement(text.replace(/[\f\u2800]/g, ' '));
        return [
          ...orderProblems(norm(text, c.language), c.resume, c.language, undefined, links),
          ...(stray.length ? [`reads ${stray.join(' ')}`] : []),
        ].map((p) => `${c.templateId} ${c.language} ${reader}: ${p}`);
      });
    });
    expect(problems).toEqual([]);
  });
});
