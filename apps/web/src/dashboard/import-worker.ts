import type { ImportResult } from '@resumey/resume';
import type { ImportWorkerRequest } from './import-file';

/** The worker's global scope, as much of it as is used (the project compiles with the DOM library, not WebWorker). */
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<ImportWorkerRequest>) => void) | null;
  postMessage(result: ImportResult): void;
};

const FAILED = {
  docx: 'This Word document could not be read.',
  pdf: 'This PDF could not be read: it may be damaged. Export it again as PDF and try again.',
};

async function read({ kind, bytes }: ImportWorkerRequest): Promise<ImportResult> {
  if (kind === 'pdf') {
    // pdf.js runs its own worker code in this thread (see @resumey/pdf-text), so the page stays responsive.
    const { fromPdf } = await import('@resumey/pdf-text/import');
    return fromPdf(new Uint8Array(bytes));
  }
  const { fromDocx } = await import('@resumey/resume/import/docx');
  return fromDocx(new Uint8Array(bytes));
}

// Reads one Word document or PDF off the main thread (see import-file.ts): unzipping a large document or reading
// a PDF's text takes long enough to freeze the page.
scope.onmessage = (event) => {
  const kind = event.data.kind === 'pdf' ? 'pdf' : 'docx';
  void read(event.data).then(scope.postMessage.bind(scope), () =>
    scope.postMessage({ ok: false, error: FAILED[kind] }),
  );
};
