// Shared by the PDF tests: a build of the print view, and poppler-utils (pdftotext, pdfinfo, pdffonts) readers.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const webDir = path.join(root, 'apps/web');

/** Every file the print view is built from, so a change anywhere gives a new build. */
const SOURCES = [
  'apps/web/src',
  'apps/web/print.html',
  'apps/web/index.html',
  'apps/web/public.html',
  'apps/web/public',
  'apps/web/vite.config.ts',
  'packages/templates/src',
  'packages/resume/src',
];

function fingerprint(): string {
  const hash = createHash('sha1');
  const walk = (p: string) => {
    const st = statSync(p);
    if (st.isDirectory()) {
      for (const name of readdirSync(p).sort()) if (name !== 'node_modules') walk(path.join(p, name));
    } else {
      hash.update(`${p}:${st.size}:${st.mtimeMs}\n`);
    }
  };
  for (const s of SOURCES) if (existsSync(path.join(root, s))) walk(path.join(root, s));
  return hash.digest('hex').slice(0, 16);
}

/**
 * Builds only the print view (print.html) of the web app, the page the server's Chromium prints, as production
 * builds it (print-view-build.mjs), and returns the directory to serve as WEB_DIST. Builds are kept per source
 * fingerprint, so test files share one.
 */
export const buildPrintView = (): Promise<string> => buildOnce('print', 'print-view-build.mjs', 'print.html');

/**
 * Builds the whole web app (the app, the print view and the public page), as `npm run build` does, for tests that
 * open its pages in a browser; kept per source fingerprint like the print view's build.
 */
export const buildWebApp = (): Promise<string> => buildOnce('web', 'web-app-build.mjs', 'public.html');

async function buildOnce(kind: string, scriptName: string, last: string): Promise<string> {
  const outDir = path.join(tmpdir(), `resumey-${kind}-${fingerprint()}`);
  if (existsSync(path.join(outDir, last))) return outDir;
  const staging = mkdtempSync(`${outDir}-building-`);
  const script = fileURLToPath(new URL(scriptName, import.meta.url));
  await run(process.execPath, [script, webDir, staging], { env: { ...process.env, NODE_ENV: 'production' } });
  try {
    renameSync(staging, outDir);
  } catch {
    rmSync(staging, { recursive: true, force: true }); // another test file finished the same build first
  }
  return outDir;
}

async function withFile<T>(pdf: Uint8Array, fn: (file: string) => Promise<T>): Promise<T> {
  const dir = mkdtempSync(path.join(tmpdir(), 'resumey-pdf-'));
  const file = path.join(dir, 'r.pdf');
  writeFileSync(file, pdf);
  try {
    return await fn(file);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The text an ATS-like extractor reads: pdftotext in its default reading-order mode (no -layout). */
export const pdfText = (pdf: Uint8Array, page?: number) =>
  withFile(pdf, async (file) => {
    const pages = page ? ['-f', String(page), '-l', String(page)] : [];
    return (await run('pdftotext', ['-enc', 'UTF-8', ...pages, file, '-'])).stdout;
  });

export const pdfInfo = (pdf: Uint8Array) =>
  withFile(pdf, async (file) => {
    const out = (await run('pdfinfo', [file])).stdout;
    const field = (name: string) => out.match(new RegExp(`^${name}:\\s*(.*)$`, 'm'))?.[1]?.trim() ?? '';
    return {
      pages: Number(field('Pages')),
      pageSize: field('Page size'),
      title: field('Title'),
      producer: field('Producer'),
      creator: field('Creator'),
    };
  });

/** A downloaded PDF as the e2e tests read it: its page count (pdfinfo) and its text with white space folded. */
export const pdfPagesAndText = async (pdf: Uint8Array) => ({
  pages: (await pdfInfo(pdf)).pages,
  text: (await pdfText(pdf)).replace(/\s+/g, ' '),
});

/** URLs of the link annotations (clickable links), page by page. */
export const pdfLinks = (pdf: Uint8Array) =>
  withFile(pdf, async (file) => {
    const out = (await run('pdfinfo', ['-url', file])).stdout;
    return out
      .split('\n')
      .slice(1)
      .map((l) => l.trim().split(/\s+/))
      .filter((cols) => cols.length >= 3 && cols[1] === 'Annotation')
      .map((cols) => cols.slice(2).join(' '));
  });

export interface PdfFont {
  name: string;
  type: string;
  embedded: boolean;
}

/** The fonts of pdffonts' table (its output). */
export const parsePdffonts = (out: string): PdfFont[] =>
  out
    .split('\n')
    .slice(2)
    .filter((l) => l.trim())
    .map((l) => {
      // name, type (may contain spaces), encoding, emb, sub, uni, object id, generation
      const m = l.match(/^(\S+)\s+(.+?)\s{2,}(\S+)\s+(yes|no)\s+(yes|no)\s+(yes|no)\s+\d+\s+\d+\s*$/);
      return m ? { name: m[1]!.replace(/^[A-Z]{6}\+/, ''), type: m[2]!.trim(), embedded: m[4] === 'yes' } : null;
    })
    .filter((f): f is PdfFont => f !== null);

export const pdfFonts = (pdf: Uint8Array) =>
  withFile(pdf, async (file) => parsePdffonts((await run('pdffonts', [file])).stdout));

/** Removes print view builds of older sources (kept a day, in case a run elsewhere still serves one). */
export function pruneOldBuilds() {
  const dir = tmpdir();
  for (const name of readdirSync(dir)) {
    if (!name.startsWith('resumey-print-') && !name.startsWith('resumey-web-')) continue;
    const p = path.join(dir, name);
    if (Date.now() - statSync(p).mtimeMs > 24 * 3600_000) rmSync(p, { recursive: true, force: true });
  }
}

/** Images drawn in the PDF (pdfimages -list), e.g. the profile photo. */
export const pdfImages = (pdf: Uint8Array) =>
  withFile(pdf, async (file) => {
    const out = (await run('pdfimages', ['-list', file])).stdout;
    return out
      .split('\n')
      .slice(2)
      .filter((l) => l.trim())
      .map((l) => {
        const [page, , type, width, height] = l.trim().split(/\s+/);
        return { page: Number(page), type: type!, width: Number(width), height: Number(height) };
      });
  });

/** The colour of the printed page at a point, in millimetres from its top-left corner (rendered at 30 dpi). */
export const pdfPixel = (pdf: Uint8Array, page: number, xMm: number, yMm: number) =>
  withFile(pdf, async (file) => {
    const dpi = 30;
    const { stdout } = await promisify(execFile)(
      'pdftoppm',
      ['-r', String(dpi), '-f', String(page), '-l', String(page), '-singlefile', file],
      { encoding: 'buffer', maxBuffer: 16 * 1024 * 1024 },
    );
    // Binary PPM (P6): 'P6\n<width> <height>\n<max>\n' then RGB bytes.
    const header = stdout
      .subarray(0, 32)
      .toString('latin1')
      .match(/^P6\s+(\d+)\s+(\d+)\s+(\d+)\s/);
    if (!header) throw new Error('pdftoppm did not give a PPM image');
    const [whole, width] = [header[0], Number(header[1])];
    const x = Math.round((xMm / 25.4) * dpi);
    const y = Math.round((yMm / 25.4) * dpi);
    const at = whole.length + (y * width + x) * 3;
    return [stdout[at]!, stdout[at + 1]!, stdout[at + 2]!] as const;
  });
