// Every program that compiles this file needs the worker module's declaration, not only this package's own
// (an ambient declaration file cannot be imported).
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./pdfjs-worker.d.ts" />
import { placeAccents } from './accents';
import { drawnLetters, withDrawnSpaces } from './drawn-spaces';
import { spanTexts, withActualText } from './marked-content';
import { pdfFile, type PdfFile } from './pdf-file';
import type { PdfLink, PdfTextItem, PdfTextPage } from './types';

type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');
type Loaded = { lib: PdfJs; worker: InstanceType<PdfJs['PDFWorker']> };

let loading: Promise<Loaded> | undefined;

/**
 * pdf.js with its worker code run in this thread ("fake worker"): the same in Node and inside a browser Web
 * Worker, where starting a nested worker would need a worker URL. The legacy build is the one pdf.js supports
 * in Node; it runs in browsers too.
 */
function pdfjs(): Promise<Loaded> {
  loading ??= (async () => {
    const workerCode = await import('pdfjs-dist/legacy/build/pdf.worker.mjs');
    const lib = await import('pdfjs-dist/legacy/build/pdf.mjs');
    // The worker takes its code from the global as it starts (synchronously, in the constructor): set just before,
    // so no other pdf.js loaded meanwhile (a test's stock one) can put its own there.
    (globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = workerCode;
    // One worker for every document, kept for the next one rather than started anew each time.
    return { lib, worker: new lib.PDFWorker() };
  })();
  return loading;
}

export interface ReadPdfOptions {
  /** Read at most this many pages (a resume has a few; a 500-page upload is not read whole). */
  maxPages?: number;
  /** Read the link annotations too (default true); without them a read takes less time. */
  links?: boolean;
  /**
   * Give a marked-content span's ActualText for its glyphs (default false): what the import wants, as poppler reads
   * it. Off, the items are what pdf.js alone reads, glyph by glyph, as the ATS checks and the read-back judge a PDF
   * by (a parser that uses pdf.js sees no ActualText).
   */
  actualText?: boolean;
  /**
   * Read a letter-spaced run's words from the space glyphs drawn between them (default false), as poppler does:
   * 'SVILUPPATORE FULL STACK' where pdf.js alone reads 'S V I L U P P A T O R E F U L L S T A C K'.
   */
  drawnSpaces?: boolean;
}

/** Thrown for bytes that are not a PDF pdf.js can open (damaged, encrypted with a password, not a PDF). */
export class PdfReadError extends Error {}

const round = (n: number) => Math.round(n * 100) / 100;

/**
 * The text items of a PDF, page by page, in the order the PDF draws them (the order pdf.js getTextContent
 * gives, which is what resume parsers read), with positions in PDF points from the page's top-left corner and
 * the embedded font's real name ('Inter-Bold'), from which boldness is read.
 */
export function readPdfText(data: Uint8Array, options: ReadPdfOptions = {}): Promise<PdfTextPage[]> {
  // One document at a time: pdf.js's in-thread worker mixes up documents read at once ('Invalid page
  // request'), and in one thread nothing is lost by reading them in turn.
  const result = queue.then(() => readOne(data, options));
  queue = result.catch(() => undefined);
  return result;
}

let queue: Promise<unknown> = Promise.resolve();

async function readOne(data: Uint8Array, options: ReadPdfOptions): Promise<PdfTextPage[]> {
  const { lib, worker } = await pdfjs();
  // A copy as a plain Uint8Array: pdf.js refuses Buffers and takes ownership of (detaches) what it is given.
  const task = lib.getDocument({
    data: new Uint8Array(data),
    worker,
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
  });
  let doc;
  try {
    doc = await task.promise;
  } catch (err) {
    await task.destroy();
    throw new PdfReadError(`Not a readable PDF: ${err instanceof Error ? err.message : String(err)}`, { cause: err });
  }
  try {
    let file: PdfFile | undefined;
    const pages: PdfTextPage[] = [];
    const count = Math.min(doc.numPages, options.maxPages ?? Infinity);
    const info = (await doc.getMetadata().catch(() => undefined))?.info as
      { Creator?: unknown; Producer?: unknown } | undefined;
    const creator = typeof info?.Creator === 'string' ? info.Creator : undefined;
    const producer = typeof info?.Producer === 'string' ? info.Producer : undefined;
    for (let n = 1; n <= count; n++) {
      const page = await doc.getPage(n);
      const viewport = page.getViewport({ scale: 1 });
      const content = await page.getTextContent({ includeMarkedContent: true });
      const spans =
        options.actualText && page.ref
          ? await spanTexts(content.items, () => (file ??= pdfFile(data)), page.ref)
          : undefined;
      // Font objects (and so their real names) are there once the page's operators have been read.
      const operators = await page.getOperatorList();
      const fontNames = new Map<string, string>();
      const realName = (loaded: string) => {
        let name = fontNames.get(loaded);
        if (name === undefined) {
          try {
            const font = page.commonObjs.get(loaded) as { name?: string } | undefined;
            name = (font?.name ?? loaded).replace(/^[A-Z]{6}\+/, '');
          } catch {
            name = loaded;
          }
          fontNames.set(loaded, name);
        }
        return name;
      };
      const items: PdfTextItem[] = [];
      for (const raw of withActualText(content.items, spans)) {
        if (!('str' in raw)) continue;
        const [, , , d = 0, e = 0, f = 0] = raw.transform as number[];
        const fontSize = Math.abs(d) || raw.height;
        const font = realName(raw.fontName);
        items.push({
          text: raw.str,
          x: round(e),
          // Baseline from the top of the page (PDF's own origin is the bottom-left corner).
          y: round(viewport.height - f),
          width: round(raw.width),
          height: round(raw.height || fontSize),
          fontSize: round(fontSize),
          font,
          bold: /bold|black|heavy|semibold|demi/i.test(font),
          hasEOL: raw.hasEOL,
        });
      }
      const links: PdfLink[] = [];
      const annotations = options.links === false ? [] : await page.getAnnotations({ intent: 'display' });
      for (const a of annotations as Array<{
        subtype?: string;
        url?: string;
        rect?: number[];
      }>) {
        if (a.subtype !== 'Link' || !a.url || !a.rect) continue;
        const [x1 = 0, y1 = 0, x2 = 0, y2 = 0] = a.rect;
        links.push({
          url: a.url,
          x: round(Math.min(x1, x2)),
          y: round(viewport.height - Math.max(y1, y2)),
          width: round(Math.abs(x2 - x1)),
          height: round(Math.abs(y2 - y1)),
        });
      }
      pages.push({
        number: n,
        width: round(viewport.width),
        height: round(viewport.height),
        items: placeAccents(
          options.drawnSpaces ? withDrawnSpaces(items, drawnLetters(operators, lib.OPS.showText)) : items,
        ),
        links,
        creator,
        producer,
      });
      page.cleanup();
    }
    return pages;
  } finally {
    await doc.destroy();
  }
}
