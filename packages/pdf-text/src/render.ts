// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./pdfjs-worker.d.ts" />

/**
 * One page of a PDF drawn into a canvas with pdf.js, for the import's provenance view (issue #39): the user sees
 * the page they imported with each field's region over it. pdf.js's worker code runs in this thread (as in
 * read.ts), which needs no worker URL; loaded only when a page is drawn.
 */
export async function renderPdfPage(
  bytes: ArrayBuffer,
  pageNumber: number,
  canvas: HTMLCanvasElement,
  cssWidth: number,
): Promise<{ width: number; height: number; scale: number }> {
  const workerCode = await import('pdfjs-dist/legacy/build/pdf.worker.mjs');
  (globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = workerCode;
  const lib = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const task = lib.getDocument({ data: new Uint8Array(bytes.slice(0)), isEvalSupported: false, verbosity: 0 });
  const doc = await task.promise;
  try {
    const page = await doc.getPage(pageNumber);
    const base = page.getViewport({ scale: 1 });
    const scale = cssWidth / base.width;
    const ratio = Math.min(globalThis.devicePixelRatio || 1, 2);
    const viewport = page.getViewport({ scale: scale * ratio });
    canvas.width = Math.floor(viewport.width);
    canvas.height = Math.floor(viewport.height);
    canvas.style.width = `${cssWidth}px`;
    canvas.style.height = `${Math.floor(base.height * scale)}px`;
    await page.render({ canvas, viewport }).promise;
    return { width: base.width, height: base.height, scale };
  } finally {
    await doc.destroy();
  }
}
