// pdf.js ships no types for its worker module; only its presence matters (see stock-pdfjs.ts).
declare module 'pdfjs-dist-stock/legacy/build/pdf.worker.mjs' {
  export const WorkerMessageHandler: unknown;
}
