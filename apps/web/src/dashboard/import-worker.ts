import type { ImportResult } from '@resumey/resume';
import { fromDocx } from '@resumey/resume/import/docx';

/** The worker's global scope, as much of it as is used (the project compiles with the DOM library, not WebWorker). */
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<ArrayBuffer>) => void) | null;
  postMessage(result: ImportResult): void;
};

// Reads one Word document off the main thread (see import-file.ts): unzipping and walking a large document
// takes long enough to freeze the page.
scope.onmessage = (event) => {
  void fromDocx(new Uint8Array(event.data)).then(scope.postMessage.bind(scope), () =>
    scope.postMessage({ ok: false, error: 'This Word document could not be read.' }),
  );
};
