// Regenerates the corpus's files from its sources (see README.md): `npx tsx packages/test-support/corpus/build.ts
// [id...]`. Needs Chromium, LibreOffice (Debian's libreoffice-writer-nogui), TeX Live (texlive-latex-extra,
// texlive-xetex) and poppler-utils; the tests read the committed files and need none of them.
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
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
 * A page printed by Chromium, and (but the held-out ones) the same page on A4 at 108 %, into files/rewrapped: its
 * lines break at other places, and the import must read it the same.
 */
function html(id: string) {
  print(`${id}.html`, join(files, `${id}.pdf`));
  if (id.startsWith('held-')) return;
  const larger = `rewrapped-${id}.html`;
  const style = '<style>@page{size:A4 !important} html{zoom:1.08}</style>';
  writeFileSync(
    join(sources, larger),
    readFileSync(join(sources, `${id}.html`), 'utf8').replace('</head>', `${style}</head>`),
  );
  try {
    mkdirSync(join(files, 'rewrapped'), { recursive: true });
    print(larger, join(files, 'rewrapped', `${id}.pdf`));
  } finally {
    rmSync(join(sources, larger));
  }
}

/** A LaTeX source typeset, and (but the held-out ones) again with its text 1.6 cm narrower into files/rewrapped. */
function tex(id: string, engine: string) {
  typeset(id, engine, readFileSync(join(sources, `${id}.tex`), 'utf8'), join(files, `${id}.pdf`));
  if (id.startsWith('held-')) return;
  const narrower = '\\addtolength{\\textwidth}{-1.6cm}\\addtolength{\\linewidth}{-1.6cm}\\begin{document}';
  const source = readFileSync(join(sources, `${id}.tex`), 'utf8').replace('\\begin{document}', () => narrower);
  mkdirSync(join(files, 'rewrapped'), { recursive: true });
  try {
    typeset(id, engine, source, join(files, 'rewrapped', `${id}.pdf`));
  } catch {
    // Some classes set their own widths and refuse the change: those have no rewrapped file.
    process.stdout.write(`  (no narrower ${id})\n`);
  }
}

function typeset(id: string, engine: string, source: string, pdf: string) {
  const work = mkdtempSync(join(tmpdir(), 'corpus-tex-'));
  writeFileSync(join(work, `${id}.tex`), source);
  try {
    run(engine, ['-interaction=nonstopmode', '-halt-on-error', `${id}.tex`], work);
    copyFileSync(join(work, `${id}.pdf`), pdf);
  } catch (err) {
    throw new Error(`${engine} ${id}: ${String((err as { stdout?: Buffer }).stdout ?? err).slice(-2000)}`, {
      cause: err,
    });
  } finally {
    rmSync(work, { recursive: true });
  }
}

/** A Word document written by its script, then exported to PDF by LibreOffice as a Word user would "Save as PDF". */
async function docx(id: string) {
  const mod = (await import(pathToFileURL(join(sources, `${id}.docx.ts`)).href)) as {
    build(): Promise<Uint8Array>;
    expected: unknown;
  };
  const out = join(files, `${id}.docx`);
  writeFileSync(out, await mod.build());
  // The script's resume is what its author wrote: the expected fields of both the .docx and its PDF.
  // Formatted as the repository's check wants it (prettier), so a rebuilt file never fails CI's formatting step.
  const path = join(root, 'expected', `${id}.json`);
  const options = { ...(await resolveConfig(path)), filepath: path };
  writeFileSync(path, await format(JSON.stringify(mod.expected), options));
  const work = mkdtempSync(join(tmpdir(), 'corpus-lo-'));
  run(
    'soffice',
    [`-env:UserInstallation=file://${work}/profile`, '--headless', '--convert-to', 'pdf', '--outdir', work, out],
    work,
  );
  copyFileSync(join(work, `${id}.pdf`), join(files, `${id}.pdf`));
  rmSync(work, { recursive: true });
  if (id.startsWith('held-')) return;
  // The same document with its type a tenth larger, into files/rewrapped.
  const { wordVariant } = (await import(pathToFileURL(join(sources, 'docx-kit.ts')).href)) as {
    wordVariant: { scale: number };
  };
  wordVariant.scale = 1.1;
  try {
    const larger = join(tmpdir(), `${id}.docx`);
    writeFileSync(larger, await mod.build());
    const again = mkdtempSync(join(tmpdir(), 'corpus-lo-'));
    run(
      'soffice',
      [`-env:UserInstallation=file://${again}/profile`, '--headless', '--convert-to', 'pdf', '--outdir', again, larger],
      again,
    );
    mkdirSync(join(files, 'rewrapped'), { recursive: true });
    copyFileSync(join(again, `${id}.pdf`), join(files, 'rewrapped', `${id}.pdf`));
    rmSync(again, { recursive: true });
    rmSync(larger);
  } finally {
    wordVariant.scale = 1;
  }
}

/**
 * A PDF drawn again by cairo (poppler's pdftocairo), as Firefox on Linux and GTK's print dialog make PDFs: the same
 * page, its text written anew (a flipped text matrix, runs split at each change of font, no maker's name), into
 * files/redrawn. A file whose text cairo cannot carry over (pdfTeX's bitmap fonts without a Unicode map read as
 * U+FFFD) is no longer the same resume and has none.
 */
function redraw(id: string) {
  const out = join(files, 'redrawn', `${id}.pdf`);
  mkdirSync(join(files, 'redrawn'), { recursive: true });
  run('pdftocairo', ['-pdf', join(files, `${id}.pdf`), out], files);
  const text = run('pdftotext', ['-enc', 'UTF-8', out, '-'], files).toString('utf8');
  if (/\p{L}/u.test(text) && !text.includes('\ufffd')) return;
  rmSync(out);
  process.stdout.write(`  (no redrawn ${id})\n`);
}

// `build.ts --redraw [id...]` draws the committed PDFs again without making them anew.
const redrawOnly = only.delete('--redraw');

for (const name of readdirSync(sources).sort()) {
  const id = basename(name).replace(/\.(html|tex|docx\.ts)$/, '');
  if (id === name || (only.size && !only.has(id))) continue;
  process.stdout.write(`${name}\n`);
  if (redrawOnly) {
    if (!id.startsWith('held-')) redraw(id);
    continue;
  }
  if (name.endsWith('.html')) html(id);
  else if (name.endsWith('.docx.ts')) await docx(id);
  // XeLaTeX for the files that need system fonts (CJK, Arabic); pdfLaTeX for the rest, as most CVs are made.
  else if (name.endsWith('.tex')) {
    const engine = /^%\s*engine:\s*xelatex/m.test(readFileSync(join(sources, name), 'utf8')) ? 'xelatex' : 'pdflatex';
    tex(id, engine);
  }
  if (!id.startsWith('held-')) redraw(id);
}
