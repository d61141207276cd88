// The ATS check's matrix (issue #14): every template x {sample, long resume} x every font, printed by the PDF
// service, read by the project's parser (pdf.js lines -> sections -> fields) and by poppler's pdftotext in its
// -raw and -layout modes. Shared by the tests (apps/server/test/pdf-ats.test.ts, with openresume-floor.ts) and
// `npm run bench -- ats`. The caller brings the printer: the server tests a PDF service of their own, the bench the
// running server over HTTP (this package never imports the server's sources).
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { groupLines, readPdfText, type PdfTextPage } from '@resumey/pdf-text';
import {
  FONT_IDS,
  longResume,
  parseResumeLines,
  ratio,
  sampleResume,
  scoreAtsRead,
  TEMPLATE_IDS,
  type AtsFieldGroup,
  type AtsResume,
  type AtsScore,
  type FontId,
  type Resume,
} from '@resumey/resume';
import { parsePdffonts, type PdfFont } from './pdf-support';
import { strictLines } from './ats-strict';

const run = promisify(execFile);

export type ResumeKind = 'sample' | 'long';
export const RESUME_KINDS: ResumeKind[] = ['sample', 'long'];

export interface AtsCase {
  templateId: string;
  kind: ResumeKind;
  font: FontId;
  resume: Resume;
  pdf: Uint8Array;
  /** pdf.js's text items, page by page (what other parsers built on pdf.js start from). */
  pages: PdfTextPage[];
  /** pdf.js's text (getTextContent order), one line of the reader a line. */
  text: string;
  /** What the project's parser read from those lines. */
  read: AtsResume;
  score: AtsScore;
  /** pdftotext -raw (content-stream order) and -layout (physical layout). */
  raw: string;
  layout: string;
  /** Names of the fonts in the PDF (pdffonts). */
  fonts: string[];
  /** The PDF's fonts as pdffonts lists them: name, type, whether embedded. */
  fontTable: PdfFont[];
  /** The strict reading (ats-strict.ts: whitespace-only items dropped, as OpenResume does), and what the parser read from it. */
  strict: { text: string; read: AtsResume; score: AtsScore };
}

export function resumeFor(templateId: string, kind: ResumeKind, font: FontId): Resume {
  const r = kind === 'long' ? longResume() : sampleResume();
  r.meta = { ...r.meta, templateId, fontFamily: font };
  return r;
}

/**
 * pdftotext -raw and -layout and pdffonts of one PDF file, run by one shell: a test worker that has printed and read
 * many PDFs spends about 20 ms of CPU starting each process, and the matrix reads 115 PDFs three ways. The outputs
 * are separated by NUL, which none of them writes.
 */
async function popplerReadings(file: string) {
  const script =
    'pdftotext -enc UTF-8 -raw "$1" - && printf "\\0" && pdftotext -enc UTF-8 -layout "$1" - && printf "\\0" && pdffonts "$1"';
  const out = (await run('/bin/sh', ['-c', script, 'sh', file], { maxBuffer: 16 << 20 })).stdout;
  const [raw, layout, fonts, ...rest] = out.split('\0');
  if (fonts === undefined || rest.length)
    throw new Error(`poppler's readings of ${file} came back in ${rest.length + 3} parts`);
  return { raw: raw!, layout: layout!, fonts: parsePdffonts(fonts) };
}

/** Prints a resume as the server does. Called for every case at once: the printer queues them itself. */
export type PrintPdf = (resume: Resume) => Promise<Uint8Array>;

export interface AtsJob {
  templateId: string;
  kind: ResumeKind;
  font: FontId;
}

/**
 * Prints and reads every case (templates x kinds x fonts, those `select` keeps); each PDF is read while the next
 * ones print.
 */
export async function runAtsMatrix(
  print: PrintPdf,
  options: { templates?: string[]; kinds?: ResumeKind[]; fonts?: FontId[]; select?: (job: AtsJob) => boolean } = {},
): Promise<AtsCase[]> {
  const templates = options.templates ?? [...TEMPLATE_IDS];
  const kinds = options.kinds ?? RESUME_KINDS;
  const fonts = options.fonts ?? [...FONT_IDS];
  const dir = mkdtempSync(path.join(tmpdir(), 'resumey-ats-'));
  try {
    const jobs = templates
      .flatMap((templateId) => kinds.flatMap((kind) => fonts.map((font): AtsJob => ({ templateId, kind, font }))))
      .filter(options.select ?? (() => true));
    return await Promise.all(
      jobs.map(async ({ templateId, kind, font }, i): Promise<AtsCase> => {
        const resume = resumeFor(templateId, kind, font);
        const pdf = await print(resume);
        const file = path.join(dir, `${i}.pdf`);
        writeFileSync(file, pdf);
        // ATS_PDF_DIR keeps the PDFs, named by case, to run other parsers on them.
        if (process.env.ATS_PDF_DIR)
          writeFileSync(path.join(process.env.ATS_PDF_DIR, `${templateId}-${kind}-${font}.pdf`), pdf);
        const pages = await readPdfText(pdf);
        const lines = groupLines(pages);
        const read = parseResumeLines(lines);
        const strict = strictLines(pages);
        const strictRead = parseResumeLines(strict);
        const text = lines.map((l) => l.text).join('\n');
        const { raw, layout, fonts: embedded } = await popplerReadings(file);
        const fonts = [...new Set(embedded.map((f) => f.name))];
        return {
          templateId,
          kind,
          font,
          resume,
          pdf,
          pages,
          text,
          read,
          score: scoreAtsRead(resume, read),
          raw,
          layout,
          fonts,
          fontTable: embedded,
          strict: {
            text: strict.map((l) => l.text).join('\n'),
            read: strictRead,
            score: scoreAtsRead(resume, strictRead),
          },
        };
      }),
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export const GROUPS: AtsFieldGroup[] = ['identity', 'jobs', 'schools', 'bullets', 'skills'];

/** The bar: every identity, job and school field; 95% of bullets and skills. */
export const THRESHOLDS: Record<AtsFieldGroup, number> = {
  identity: 1,
  jobs: 1,
  schools: 1,
  bullets: 0.95,
  skills: 0.95,
};

/** Per template, the lowest share of each group over its cases (the worst PDF counts). */
export function scoreTable(
  cases: readonly AtsCase[],
  score: (c: AtsCase) => AtsScore = (c) => c.score,
): Array<{ templateId: string } & Record<AtsFieldGroup, number>> {
  const byTemplate = new Map<string, AtsCase[]>();
  for (const c of cases) byTemplate.set(c.templateId, [...(byTemplate.get(c.templateId) ?? []), c]);
  return [...byTemplate].map(([templateId, list]) => {
    const row = { templateId } as { templateId: string } & Record<AtsFieldGroup, number>;
    for (const g of GROUPS) row[g] = Math.min(...list.map((c) => ratio(score(c).groups[g])));
    return row;
  });
}

export function formatScoreTable(
  cases: readonly AtsCase[],
  title = 'ATS check, worst case per template',
  score?: (c: AtsCase) => AtsScore,
): string {
  const rows = scoreTable(cases, score);
  const pct = (v: number) => `${(v * 100).toFixed(v === 1 ? 0 : 1)}%`;
  const n = new Set(cases.map((c) => `${c.kind}|${c.font}`)).size;
  const head = `| template | identity | jobs | schools | bullets | skills |`;
  const lines = rows.map(
    (r) => `| ${r.templateId.padEnd(20)} | ${GROUPS.map((g) => pct(r[g]).padStart(g.length)).join(' | ')} |`,
  );
  return [`${title} (${n} PDFs each: resumes x fonts)`, head, '|---|---|---|---|---|---|', ...lines].join('\n');
}
