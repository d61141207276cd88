// Regenerates the corpus's files from its sources (see README.md): `npx tsx packages/test-support/corpus/build.ts
// [id...]`. Needs Chromium, LibreOffice (Debian's libreoffice-writer-nogui), TeX Live (texlive-latex-extra,
// texlive-xetex) and poppler-utils; the tests read the committed files and need none of them.
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { format, resolveConfig } from 'prettier';

const root = fileURLToPath(new URL('.', import.meta.url));
const sources = join(root, 'sources');
const files = join(root, 'files');
const only = new Set(process.argv.slice(2));

const run = (cmd: string, args: string[], cwd: string) =>
  execFileSync(cmd, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'], timeout: 180_000 });

const print = (page: string, pdf: string) =>
  run(
    'chromium',
    [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--no-pdf-header-footer',
      `--print-to-pdf=${pdf}`,
      pathToFileURL(join(sources, page)).href,
    ],
    sources,
  );

/**
 * How a variant lays the same resume out again, so that its lines break at other places and the import must read it
 * the same: the HTML pages' paper and zoom, the LaTeX text width's change, the Word documents' type scale.
 */
interface Layout {
  paper: 'A4' | 'letter';
  zoom: number;
  texWidth: string;
  wordScale: number;
}

/** The committed rewrapped part's layout (files/rewrapped). */
const REWRAPPED: Layout = { paper: 'A4', zoom: 1.08, texWidth: '-1.6cm', wordScale: 1.1 };

/**
 * Probes run by hand, not committed (`build.ts --probe=smaller|larger --out=DIR`, then `CORPUS_PROBE=DIR` on the
 * corpus test): each found misreadings the committed parts did not.
 */
const PROBES: Record<string, Layout> = {
  smaller: { paper: 'letter', zoom: 0.94, texWidth: '1.2cm', wordScale: 0.92 },
  larger: { paper: 'letter', zoom: 1.16, texWidth: '-2.6cm', wordScale: 1.2 },
};

/** A page printed by Chromium in a layout of its own. */
function htmlIn(id: string, layout: Layout, pdf: string) {
  const page = `layout-${id}.html`;
  const style = `<style>@page{size:${layout.paper} !important} html{zoom:${layout.zoom}}</style>`;
  writeFileSync(
    join(sources, page),
    readFileSync(join(sources, `${id}.html`), 'utf8').replace('</head>', `${style}</head>`),
  );
  try {
    print(page, pdf);
  } finally {
    rmSync(join(sources, page));
  }
}

/** A page printed by Chromium, and (but the held-out ones) again in the rewrapped layout. */
function html(id: string) {
  print(`${id}.html`, join(files, `${id}.pdf`));
  if (id.startsWith('held-')) return;
  mkdirSync(join(files, 'rewrapped'), { recursive: true });
  htmlIn(id, REWRAPPED, join(files, 'rewrapped', `${id}.pdf`));
}

/** A LaTeX source typeset with its text width changed (a class that sets its own widths refuses: none). */
function texIn(id: string, engine: string, layout: Layout, pdf: string) {
  const width = `\\addtolength{\\textwidth}{${layout.texWidth}}\\addtolength{\\linewidth}{${layout.texWidth}}`;
  const source = readFileSync(join(sources, `${id}.tex`), 'utf8').replace(
    '\\begin{document}',
    () => `${width}\\begin{document}`,
  );
  try {
    typeset(id, engine, source, pdf);
  } catch {
    process.stdout.write(`  (no ${layout.texWidth} ${id})\n`);
  }
}

/** A LaTeX source typeset, and (but the held-out ones) again in the rewrapped layout. */
function tex(id: string, engine: string) {
  typeset(id, engine, readFileSync(join(sources, `${id}.tex`), 'utf8'), join(files, `${id}.pdf`));
  if (id.startsWith('held-')) return;
  mkdirSync(join(files, 'rewrapped'), { recursive: true });
  texIn(id, engine, REWRAPPED, join(files, 'rewrapped', `${id}.pdf`));
}

function typeset(id: string, engine: string, source: string, pdf: string) {
  const work = mkdtempSync(join(tmpdir(), 'corpus-tex-'));
  writeFileSync(join(work, `${id}.tex`), source);
  try {
    // Twice, as Overleaf and latexmk do, so that references resolve ('Página 1 / 2', not '/ ??').
    for (let pass = 0; pass < 2; pass++) run(engine, ['-interaction=nonstopmode', '-halt-on-error', `${id}.tex`], work);
    copyFileSync(join(work, `${id}.pdf`), pdf);
  } catch (err) {
    throw new Error(`${engine} ${id}: ${String((err as { stdout?: Buffer }).stdout ?? err).slice(-2000)}`, {
      cause: err,
    });
  } finally {
    rmSync(work, { recursive: true });
  }
}

interface WordSource {
  build(): Promise<Uint8Array>;
  expected: unknown;
}

const wordSource = async (id: string) =>
  (await import(pathToFileURL(join(sources, `${id}.docx.ts`)).href)) as WordSource;

/** A .docx exported to PDF by LibreOffice as a Word user would "Save as PDF". */
function wordPdf(docx: string, pdf: string) {
  const work = mkdtempSync(join(tmpdir(), 'corpus-lo-'));
  try {
    run(
      'soffice',
      [`-env:UserInstallation=file://${work}/profile`, '--headless', '--convert-to', 'pdf', '--outdir', work, docx],
      work,
    );
    copyFileSync(join(work, basename(docx).replace(/\.docx$/, '.pdf')), pdf);
  } finally {
    rmSync(work, { recursive: true });
  }
}

/** A Word document written again with its type scaled (docx-kit's wordVariant), and its PDF. */
async function docxIn(id: string, layout: Layout, pdf: string) {
  const { wordVariant } = (await import(pathToFileURL(join(sources, 'docx-kit.ts')).href)) as {
    wordVariant: { scale: number };
  };
  wordVariant.scale = layout.wordScale;
  const scaled = join(mkdtempSync(join(tmpdir(), 'corpus-docx-')), `${id}.docx`);
  try {
    writeFileSync(scaled, await (await wordSource(id)).build());
    wordPdf(scaled, pdf);
  } finally {
    wordVariant.scale = 1;
    rmSync(dirname(scaled), { recursive: true });
  }
}

/** A Word document written by its script and its PDF, and (but the held-out ones) again in the rewrapped layout. */
async function docx(id: string) {
  const mod = await wordSource(id);
  const out = join(files, `${id}.docx`);
  writeFileSync(out, await mod.build());
  // The script's resume is what its author wrote: the expected fields of both the .docx and its PDF.
  // Formatted as the repository's check wants it (prettier), so a rebuilt file never fails CI's formatting step.
  const path = join(root, 'expected', `${id}.json`);
  const options = { ...(await resolveConfig(path)), filepath: path };
  writeFileSync(path, await format(JSON.stringify(mod.expected), options));
  wordPdf(out, join(files, `${id}.pdf`));
  if (id.startsWith('held-')) return;
  mkdirSync(join(files, 'rewrapped'), { recursive: true });
  await docxIn(id, REWRAPPED, join(files, 'rewrapped', `${id}.pdf`));
}

/**
 * A PDF drawn again by cairo (poppler's pdftocairo), as Firefox on Linux and GTK's print dialog make PDFs: the same
 * page, its text written anew (a flipped text matrix, runs split at each change of font, no maker's name), into
 * files/redrawn. A file whose text cairo cannot carry over (pdfTeX's bitmap fonts without a Unicode map read as
 * U+FFFD, Indic and Thai clusters drawn without their ActualText) is no longer the same resume and has none.
 */
function redraw(id: string) {
  const out = join(files, 'redrawn', `${id}.pdf`);
  mkdirSync(join(files, 'redrawn'), { recursive: true });
  run('pdftocairo', ['-pdf', join(files, `${id}.pdf`), out], files);
  const text = run('pdftotext', ['-enc', 'UTF-8', out, '-'], files).toString('utf8');
  // Indic and Thai clusters whose text LibreOffice gives as ActualText come out of cairo as their glyphs' letters in drawing
  // order ('अंकि त ु मार'): no longer the same text.
  const indic = /[\u0900-\u0dff\u0e00-\u0e7f]/u;
  const bare = (s: string) => s.replace(/\s+/gu, '');
  const original = indic.test(text)
    ? run('pdftotext', ['-enc', 'UTF-8', join(files, `${id}.pdf`), '-'], files).toString('utf8')
    : text;
  if (/\p{L}/u.test(text) && !text.includes('\ufffd') && bare(original) === bare(text)) return;
  rmSync(out);
  process.stdout.write(`  (no redrawn ${id})\n`);
}

// `build.ts --redraw [id...]` draws the committed PDFs again without making them anew; `--probe=NAME --out=DIR`
// lays every tuned source out in a probe's layout into DIR.
const redrawOnly = only.delete('--redraw');
const flag = (name: string) => {
  const arg = [...only].find((a) => a.startsWith(`--${name}=`));
  if (arg) only.delete(arg);
  return arg?.slice(name.length + 3);
};
const probe = flag('probe');
const probeOut = flag('out');
if (probe && (!PROBES[probe] || !probeOut)) throw new Error(`--probe=${Object.keys(PROBES).join('|')} --out=DIR`);

for (const name of readdirSync(sources).sort()) {
  const id = basename(name).replace(/\.(html|tex|docx\.ts)$/, '');
  if (id === name || (only.size && !only.has(id))) continue;
  process.stdout.write(`${name}\n`);
  // XeLaTeX for the files that need system fonts (CJK, Arabic); pdfLaTeX for the rest, as most CVs are made.
  const engine = () =>
    /^%\s*engine:\s*xelatex/m.test(readFileSync(join(sources, name), 'utf8')) ? 'xelatex' : 'pdflatex';
  if (probe && probeOut) {
    if (id.startsWith('held-')) continue;
    mkdirSync(probeOut, { recursive: true });
    const pdf = join(probeOut, `${id}.pdf`);
    if (name.endsWith('.html')) htmlIn(id, PROBES[probe]!, pdf);
    else if (name.endsWith('.docx.ts')) await docxIn(id, PROBES[probe]!, pdf);
    else if (name.endsWith('.tex')) texIn(id, engine(), PROBES[probe]!, pdf);
    continue;
  }
  if (redrawOnly) {
    if (!id.startsWith('held-')) redraw(id);
    continue;
  }
  if (name.endsWith('.html')) html(id);
  else if (name.endsWith('.docx.ts')) await docx(id);
  else if (name.endsWith('.tex')) tex(id, engine());
  if (!id.startsWith('held-')) redraw(id);
}
