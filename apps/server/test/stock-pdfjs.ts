/**
 * pdf.js 5.4 as published (the `pdfjs-dist-stock` alias), for the checks that hold our PDFs to what ATSs running it
 * read. The project's own reader (@resumey/pdf-text) runs pdf.js with the fix of mozilla/pdf.js#21890 that pdf.js 6
 * made (patches/), which reads some glyphs' widths differently: Hindi must read right in both.
 */
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./stock-pdfjs-worker.d.ts" />

type PdfJs = typeof import('pdfjs-dist-stock/legacy/build/pdf.mjs');
let loading: Promise<{ lib: PdfJs; worker: InstanceType<PdfJs['PDFWorker']> }> | undefined;

/**
 * pdf.js's in-thread worker takes its code from `globalThis.pdfjsWorker` as it starts (in its constructor); the
 * project's reader sets that to its own. This one's is set while its worker is made, then put back.
 */
function stock() {
  loading ??= (async () => {
    const code = await import('pdfjs-dist-stock/legacy/build/pdf.worker.mjs');
    const lib = await import('pdfjs-dist-stock/legacy/build/pdf.mjs');
    const global = globalThis as { pdfjsWorker?: unknown };
    const before = global.pdfjsWorker;
    global.pdfjsWorker = code;
    const worker = new lib.PDFWorker();
    global.pdfjsWorker = before;
    return { lib, worker };
  })();
  return loading;
}

/** The text stock pdf.js reads from a PDF: its items in drawn order, a line break where it ends a line, pages apart. */
export async function readWithStockPdfjs(pdf: Uint8Array): Promise<string> {
  const { lib, worker } = await stock();
  const doc = await lib.getDocument({ data: new Uint8Array(pdf), worker, isEvalSupported: false }).promise;
  try {
    const pages: string[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const content = await (await doc.getPage(n)).getTextContent();
      pages.push(content.items.map((i) => ('str' in i ? i.str + (i.hasEOL ? '\n' : '') : '')).join(''));
    }
    return pages.join('\f');
  } finally {
    await doc.destroy();
  }
}
